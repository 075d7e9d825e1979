"""Keywords whose casting cost holds actions ("Flashback—{1}{G}, Pay 3 life.", "Kicker—
Sacrifice a creature.", escape's exile), and the other ways to cast a card from a graveyard
(escape, jump-start, retrace), each test grounded in its CR rule."""

from __future__ import annotations

import pytest

from scryc.engine import basic_land, card_def, cast, put, run
from scryc.engine.actions import RulesError
from tests.engine_cards import creature, players


def _sorcery(name: str, text: str, cost: str = "{1}{G}") -> object:
    return card_def(name, text, type_line="Sorcery", mana_cost=cost)


def test_flashback_with_actions_pays_them_beside_its_mana_and_exiles_the_card() -> None:
    """CR 702.34a: "Flashback—{1}{G}, Pay 3 life." is paid rather than the mana cost; the
    card is exiled as it leaves the stack."""
    game, alice, _ = players()
    text = "You gain 5 life.\nFlashback—{G}, Pay 3 life."
    card = put(game, alice, _sorcery("Harvest", text, "{3}{G}"), "graveyard")
    alice.mana["G"] = 1
    cast(game, alice, card)
    run(game)
    assert alice.life == 22 and not +alice.mana
    assert [o.name for o in alice.exile] == ["Harvest"] and not alice.graveyard


def test_kicker_of_actions_is_what_if_this_spell_was_kicked_asks() -> None:
    """CR 702.33a, 702.33d: "Kicker—Sacrifice a creature." is an optional additional cost."""
    game, alice, _ = players()
    kicked = "If this spell was kicked, you gain 4 life instead."
    text = f"Kicker—Sacrifice a creature.\nYou gain 1 life. {kicked}"
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(
        game,
        alice,
        put(game, alice, _sorcery("Offering", text), "hand"),
        free=True,
        extras=["kicker"],
    )
    run(game)
    assert alice.life == 24 and bear.zone == ""
    cast(game, alice, put(game, alice, _sorcery("Offering", text), "hand"), free=True)
    run(game)
    assert alice.life == 25
    with pytest.raises(RulesError, match="can't pay the kicker cost"):  # no creature left
        cast(game, alice, put(game, alice, _sorcery("Offering", text), "hand"), extras=["kicker"])


def test_escape_casts_from_the_graveyard_exiling_other_cards_and_is_not_exiled_after() -> None:
    """CR 702.138a: an alternative cost from the graveyard; "other cards" can't be the card
    itself; unlike flashback, the card returns to the graveyard as it resolves."""
    game, alice, _ = players()
    text = "You gain 2 life.\nEscape—{B}, Exile two other cards from your graveyard."
    fruit = put(game, alice, _sorcery("Fruit", text, "{3}{B}"), "graveyard")
    put(game, alice, basic_land("Swamp"), "graveyard")
    alice.mana["B"] = 1
    with pytest.raises(RulesError, match="can't pay the escape cost"):
        cast(game, alice, fruit)
    assert [o.name for o in alice.graveyard] == ["Fruit", "Swamp"] and alice.mana["B"] == 1
    put(game, alice, basic_land("Swamp"), "graveyard")
    cast(game, alice, fruit)
    run(game)
    assert alice.life == 22 and [o.name for o in alice.graveyard] == ["Fruit"]
    assert [o.name for o in alice.exile] == ["Swamp", "Swamp"]


def test_jump_start_pays_the_mana_cost_and_a_discard_then_exiles() -> None:
    """CR 702.133a: cast from the graveyard by discarding a card in addition to its other
    costs; exiled as it leaves the stack."""
    game, alice, _ = players()
    card = put(game, alice, _sorcery("Insight", "You gain 3 life.\nJump-start", "{R}"), "graveyard")
    alice.mana["R"] = 1
    with pytest.raises(RulesError, match="jump-start cost"):
        cast(game, alice, card)  # nothing to discard
    put(game, alice, creature("Bear"), "hand")
    cast(game, alice, card)
    run(game)
    assert alice.life == 23 and [o.name for o in alice.graveyard] == ["Bear"]
    assert [o.name for o in alice.exile] == ["Insight"]


def test_retrace_discards_a_land_card_and_the_card_returns_to_the_graveyard() -> None:
    """CR 702.81a: only a land card pays retrace; the card isn't exiled."""
    game, alice, _ = players()
    card = put(game, alice, _sorcery("Jab", "You gain 1 life.\nRetrace", "{R}"), "graveyard")
    put(game, alice, creature("Bear"), "hand")
    alice.mana["R"] = 2
    with pytest.raises(RulesError, match="retrace cost"):
        cast(game, alice, card)
    put(game, alice, basic_land("Mountain"), "hand")
    cast(game, alice, card)
    run(game)
    assert alice.life == 21 and [o.name for o in alice.hand] == ["Bear"]
    assert sorted(o.name for o in alice.graveyard) == ["Jab", "Mountain"]


def test_evoke_by_exiling_a_card_from_hand() -> None:
    """CR 702.74a: "Evoke—Exile a white card from your hand." is an alternative cost; the
    creature is sacrificed as it enters."""
    game, alice, _ = players()
    text = "When this creature enters, you gain 4 life.\nEvoke—Exile a white card from your hand."
    solitude = put(game, alice, creature("Solitude", text, (3, 2), "{3}{W}{W}"), "hand")
    put(game, alice, card_def("Pledge", type_line="Instant", mana_cost="{W}"), "hand")
    cast(game, alice, solitude, extras=["evoke"])
    run(game)
    assert alice.life == 24 and [o.name for o in alice.exile] == ["Pledge"]
    assert [o.name for o in alice.graveyard] == ["Solitude"] and not game.battlefield


def test_buyback_of_actions_returns_the_spell_to_the_hand() -> None:
    """CR 702.27a: "Buyback—Sacrifice a land."."""
    game, alice, _ = players()
    text = "Buyback—Sacrifice a land.\nYou gain 1 life."
    land = put(game, alice, basic_land("Forest"), "battlefield")
    card = put(game, alice, _sorcery("Mists", text), "hand")
    cast(game, alice, card, free=True, extras=["buyback"])
    run(game)
    assert alice.life == 21 and land.zone == "" and [o.name for o in alice.hand] == ["Mists"]


def test_a_card_cast_by_an_effect_from_a_graveyard_is_not_cast_with_flashback() -> None:
    """CR 608.2g, 702.34a: only a spell cast for its flashback cost is exiled after."""
    game, alice, _ = players()
    text = "You may cast target sorcery card from your graveyard without paying its mana cost."
    put(game, alice, _sorcery("Mend", "You gain 2 life.\nFlashback {3}{G}"), "graveyard")
    cast(game, alice, put(game, alice, _sorcery("Recall", text, "{U}"), "hand"), free=True)
    run(game)
    assert alice.life == 22 and sorted(o.name for o in alice.graveyard) == ["Mend", "Recall"]


def test_surge_only_once_you_cast_another_spell_this_turn() -> None:
    """CR 702.117a: the surge cost is paid rather than the mana cost, if you've cast another
    spell this turn."""
    game, alice, _ = players()
    salvo = put(game, alice, _sorcery("Salvo", "Surge {R}\nYou gain 4 life.", "{4}{R}"), "hand")
    alice.mana["R"] = 1
    with pytest.raises(RulesError, match="condition of its surge cost"):
        cast(game, alice, salvo, extras=["surge"])
    cast(game, alice, put(game, alice, _sorcery("Opt", "You gain 1 life."), "hand"), free=True)
    run(game)
    cast(game, alice, salvo, extras=["surge"])
    run(game)
    assert alice.life == 25 and not +alice.mana


ESCALATE = (
    "Escalate {1}\nChoose one or more —\n• You gain 1 life.\n• You gain 2 life.\n• You gain 4 life."
)


@pytest.mark.parametrize(("modes", "generic"), [([0], 0), ([0, 2], 1), ([0, 1, 2], 2)])
def test_escalate_is_paid_for_each_mode_beyond_the_first(modes: list[int], generic: int) -> None:
    """CR 702.120a: an additional cost for each mode chosen beyond the first."""
    game, alice, _ = players()
    alice.mana.update({"W": 1, "C": 2})
    card = put(game, alice, _sorcery("Alliance", ESCALATE, "{W}"), "hand")
    cast(game, alice, card, modes=[modes])
    run(game)
    assert alice.life == 20 + sum((1, 2, 4)[m] for m in modes)
    assert alice.mana["C"] == 2 - generic


def test_casualty_sacrifices_a_creature_with_enough_power_and_copies_the_spell() -> None:
    """CR 702.153a: a 1/1 can't pay casualty 2; a 2/2 can, and the spell is copied."""
    game, alice, _ = players()
    text = "Casualty 2\nYou gain 3 life."
    small = put(game, alice, creature("Squire", pt=(1, 1)), "battlefield")
    chat = put(game, alice, _sorcery("Chat", text), "hand")
    with pytest.raises(RulesError, match="casualty cost"):
        cast(game, alice, chat, free=True, extras=["casualty"])
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, chat, free=True, extras=["casualty"])
    run(game)
    assert alice.life == 26 and bear.zone == "" and small.zone == "battlefield"
    cast(game, alice, put(game, alice, _sorcery("Chat", text), "hand"), free=True)
    run(game)
    assert alice.life == 29  # without casualty: no copy


RIFT = "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U}"


@pytest.mark.parametrize("overload", [False, True])
def test_overload_replaces_target_with_each(overload: bool) -> None:
    """CR 702.96a-b: cast for its overload cost, the spell has no targets and returns each
    such permanent, each to its own owner's hand."""
    game, alice, bob = players()
    mine = put(game, alice, creature("Mine"), "battlefield")
    bear = put(game, bob, creature("Bear"), "battlefield")
    wolf = put(game, bob, creature("Wolf"), "battlefield")
    rift = put(game, alice, card_def("Rift", RIFT, type_line="Instant", mana_cost="{1}{U}"), "hand")
    alice.mana.update({"U": 1, "C": 6} if overload else {"U": 1, "C": 1})
    if overload:
        item = cast(game, alice, rift, extras=["overload"])
        assert item.targets == []
    else:
        cast(game, alice, rift, [["Bear"]])
    run(game)
    assert sorted(o.name for o in bob.hand) == (["Bear", "Wolf"] if overload else ["Bear"])
    assert mine.zone == "battlefield" and bear.zone == "" and (wolf.zone == "") == overload
    assert not +alice.mana


def test_overload_counts_as_an_alternative_cost() -> None:
    """CR 702.96a, 118.9a: overload and another alternative cost can't both be paid."""
    game, alice, _ = players()
    alternative = "You may pay 1 life rather than pay this spell's mana cost."
    text = f"Tap target creature.\nOverload {{1}}{{U}}\n{alternative}"
    squall = put(
        game, alice, card_def("Squall", text, type_line="Instant", mana_cost="{U}"), "hand"
    )
    with pytest.raises(RulesError, match="only one alternative cost"):
        cast(game, alice, squall, extras=["overload", "alternative"])


DISCOVERY = "You gain 2 life.\nAwaken 3—{4}{U}"


def test_awaken_adds_its_spell_ability_on_a_target_land() -> None:
    """CR 702.113a: cast for its awaken cost, the spell also puts three +1/+1 counters on
    target land you control, which becomes a 0/0 Elemental creature with haste and is still
    a land; cast for its mana cost, it has no such target."""
    from scryc.engine import characteristics as ch

    game, alice, _ = players()
    land = put(game, alice, basic_land("Island"), "battlefield")
    card = card_def("Discovery", DISCOVERY, type_line="Sorcery", mana_cost="{1}{U}")
    alice.mana.update({"U": 1, "C": 4})
    item = cast(game, alice, put(game, alice, card, "hand"), [["Island"]], extras=["awaken"])
    assert [[t.name for t in ts] for ts in item.targets] == [["Island"]]
    run(game)
    assert alice.life == 22 and land.counters["+1/+1"] == 3
    assert {"land", "creature"} <= set(ch.types(game, land)) and ch.power(game, land) == 3
    assert "haste" in ch.keywords(game, land) and "Elemental" in ch.subtypes(game, land)
    alice.mana.update({"U": 1, "C": 1})
    item = cast(game, alice, put(game, alice, card, "hand"))
    run(game)
    assert item.targets == [] and alice.life == 24 and land.counters["+1/+1"] == 3


def test_emerge_sacrifices_a_creature_and_is_reduced_by_its_mana_value() -> None:
    """CR 702.119a: the emerge cost {5}{U}{U}, a 3-mana creature sacrificed: {2}{U}{U}."""
    game, alice, _ = players()
    text = "Emerge {5}{U}{U}\nWhen this creature enters, you gain 2 life."
    fiend = put(game, alice, creature("Fiend", text, (5, 6), "{8}{U}"), "hand")
    with pytest.raises(RulesError, match="no creature to sacrifice"):
        cast(game, alice, fiend, extras=["emerge"])
    bear = put(game, alice, creature("Bear", cost="{2}{G}"), "battlefield")
    alice.mana.update({"U": 2, "C": 1})
    with pytest.raises(RulesError, match="can't pay"):
        cast(game, alice, fiend, extras=["emerge"])
    assert bear.zone == "battlefield"  # nothing was sacrificed
    alice.mana["C"] += 1
    cast(game, alice, fiend, extras=["emerge"])
    run(game)
    assert bear.zone == "" and not +alice.mana and alice.life == 22
    assert [o.name for o in game.battlefield] == ["Fiend"]


@pytest.mark.parametrize("blitzed", [True, False])
def test_blitz_gives_haste_then_sacrifices_and_its_death_draws(blitzed: bool) -> None:
    """CR 702.152a: cast for its blitz cost, it has haste, is sacrificed at the beginning of
    the next end step, and "When this creature dies, draw a card." triggers; cast for its
    mana cost, none of that."""
    from scryc.engine import characteristics as ch
    from scryc.engine.turns import begin_step

    game, alice, _ = players()
    put(game, alice, creature("Card"), "library")
    goons = put(game, alice, creature("Goons", "Blitz {B}", (5, 5), "{3}{B}{B}"), "hand")
    cast(game, alice, goons, free=True, extras=["blitz"] if blitzed else [])
    run(game)
    permanent = game.battlefield[0]
    assert ("haste" in ch.keywords(game, permanent)) == blitzed
    begin_step(game, "end")
    run(game)
    assert (permanent.zone == "") == blitzed
    assert [o.name for o in alice.hand] == (["Card"] if blitzed else [])


def test_assist_lets_another_player_pay_generic_mana_of_the_cost() -> None:
    """CR 702.132a: the caster chooses another player, who pays up to the generic mana of
    the total cost ({2} of {4}{G} here); the caster pays the rest."""
    from scryc.engine import Pick
    from tests.engine_cards import scripted_game

    game, alice, bob = scripted_game(Pick(("Bob",)), Pick(("2",)))
    alice.mana.update({"G": 1, "C": 2})
    bob.mana.update({"C": 3})
    card = card_def("Gang Up", "Assist\nYou gain 3 life.", type_line="Instant", mana_cost="{4}{G}")
    cast(game, alice, put(game, alice, card, "hand"))
    run(game)
    assert alice.life == 23 and not +alice.mana and bob.mana["C"] == 1
