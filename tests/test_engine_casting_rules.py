"""Rules a card sets for casting itself, and what a spell remembers of how it was cast:
alternative costs written out (CR 118.9), restrictions on when a spell may be cast (CR 601.3),
"if you cast it from your hand", "if you cast this spell during your main phase", "if {G}
was spent to cast this spell" and converge."""

from __future__ import annotations

import pytest

from scryc.engine import basic_land, card_def, cast, put, run
from scryc.engine.actions import RulesError, move
from scryc.engine.keywords.spells import copy_spell
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, players


def _instant(name: str, text: str, cost: str = "{4}{U}") -> object:
    return card_def(name, text, type_line="Instant", mana_cost=cost)


GUSH = _instant(
    "Gush",
    "You may return two Islands you control to their owner's hand rather than pay this "
    "spell's mana cost.\nDraw two cards.",
)
SNAPBACK = _instant(
    "Snapback",
    "You may exile a blue card from your hand rather than pay this spell's mana cost.\n"
    "Return target creature to its owner's hand.",
    "{1}{U}",
)
SNUFF = _instant(
    "Snuff Out",
    "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\n"
    "Destroy target creature.",
    "{3}{B}",
)


def test_an_alternative_cost_of_actions_is_paid_instead_of_the_mana_cost() -> None:
    """CR 118.9: two Islands return to the hand; no mana is spent."""
    game, alice, _ = players()
    for _ in range(2):
        put(game, alice, basic_land("Island"), "battlefield")
    for _ in range(3):
        put(game, alice, creature("Bear"), "library")
    cast(game, alice, put(game, alice, GUSH, "hand"), extras=["alternative"])
    run(game)
    assert sorted(o.name for o in alice.hand) == ["Bear", "Bear", "Island", "Island"]
    assert not game.battlefield and not +alice.mana


def test_an_alternative_cost_cant_exile_the_spell_being_cast() -> None:
    """CR 601.2a, 601.2h: the spell is on the stack when its costs are paid, so Snapback
    can't exile itself; another blue card pays."""
    game, alice, bob = players()
    bear = put(game, bob, creature("Bear"), "battlefield")
    snapback = put(game, alice, SNAPBACK, "hand")
    with pytest.raises(RulesError, match="can't pay the alternative cost"):
        cast(game, alice, snapback, [["Bear"]], extras=["alternative"])
    assert [o.name for o in alice.hand] == ["Snapback"]  # as it was
    put(game, alice, card_def("Drake", type_line="Creature — Drake", mana_cost="{U}"), "hand")
    cast(game, alice, snapback, [["Bear"]], extras=["alternative"])
    run(game)
    assert [o.name for o in alice.exile] == ["Drake"] and bear.zone == ""
    assert [o.name for o in bob.hand] == ["Bear"]


def test_an_alternative_cost_with_a_condition_is_offered_only_while_it_holds() -> None:
    """CR 601.2b: "If you control a Swamp, you may pay 4 life rather than …"."""
    game, alice, bob = players()
    bear = put(game, bob, creature("Bear"), "battlefield")
    snuff = put(game, alice, SNUFF, "hand")
    with pytest.raises(RulesError, match="condition of its alternative cost"):
        cast(game, alice, snuff, [["Bear"]], extras=["alternative"])
    put(game, alice, basic_land("Swamp"), "battlefield")
    cast(game, alice, snuff, [["Bear"]], extras=["alternative"])
    run(game)
    assert alice.life == 16 and bear.zone == ""


def test_only_one_alternative_cost_applies_to_a_spell() -> None:
    """CR 118.9a: the card's own alternative cost and evoke can't both be paid."""
    game, alice, _ = players()
    text = "You may pay 2 life rather than pay this spell's mana cost.\nEvoke {U}"
    wisp = put(game, alice, creature("Wisp", text, cost="{3}{U}"), "hand")
    alice.mana["U"] = 1
    with pytest.raises(RulesError, match="only one alternative cost"):
        cast(game, alice, wisp, extras=["alternative", "evoke"])
    assert alice.life == 20 and alice.mana["U"] == 1


COMBAT = "Cast this spell only during combat"
BEFORE_DAMAGE = "Cast this spell only before the combat damage step."
UPKEEP = "Cast this spell only during an opponent's upkeep."
END = "Cast this spell only during your end step."


@pytest.mark.parametrize(
    ("text", "step", "active", "allowed"),
    [
        (f"{COMBAT}.", "declare attackers", 0, True),
        (f"{COMBAT}.", "precombat main", 0, False),
        (f"{COMBAT} after blockers are declared.", "declare attackers", 0, False),
        (f"{COMBAT} after blockers are declared.", "declare blockers", 1, True),
        (BEFORE_DAMAGE, "declare blockers", 0, True),
        (BEFORE_DAMAGE, "postcombat main", 0, False),
        (UPKEEP, "upkeep", 1, True),
        (UPKEEP, "upkeep", 0, False),
        (END, "end", 0, True),
        (END, "end", 1, False),
    ],
)
def test_a_spell_may_be_cast_only_when_its_restriction_allows(
    text: str, step: str, active: int, allowed: bool
) -> None:
    """CR 601.3: a player can begin to cast a spell only if no rule prohibits it; the
    steps of combat are those of CR 506.1."""
    game, alice, _ = players()
    game.step, game.active = step, active
    spell = put(game, alice, _instant("Frenzy", f"{text}\nYou gain 1 life.", "{R}"), "hand")
    if not allowed:
        with pytest.raises(RulesError, match=r"CR 601\.3"):
            cast(game, alice, spell, free=True)
        return
    cast(game, alice, spell, free=True)
    run(game)
    assert alice.life == 21


def test_a_restriction_on_another_spell_this_turn() -> None:
    """CR 601.3: "Cast this spell only if you've cast another spell this turn"."""
    game, alice, _ = players()
    text = "Cast this spell only if you've cast another spell this turn.\nYou gain 2 life."
    second = put(game, alice, _instant("Second", text, "{W}"), "hand")
    with pytest.raises(RulesError, match=r"CR 601\.3"):
        cast(game, alice, second, free=True)
    cast(
        game,
        alice,
        put(game, alice, _instant("First", "You gain 1 life.", "{W}"), "hand"),
        free=True,
    )
    cast(game, alice, second, free=True)
    run(game)
    assert alice.life == 23


STOKER = "When this creature enters, if you cast it from your hand, you gain 3 life."


def test_if_you_cast_it_from_your_hand_is_false_for_a_permanent_put_onto_the_battlefield() -> None:
    """CR 603.4: the intervening "if" asks how the permanent's spell was cast; a permanent
    that wasn't cast never was."""
    game, alice, _ = players()
    cast(game, alice, put(game, alice, creature("Stoker", STOKER), "hand"), free=True)
    run(game)
    assert alice.life == 23
    move(game, put(game, alice, creature("Stoker", STOKER), "graveyard"), "battlefield")
    run(game)
    assert alice.life == 23


@pytest.mark.parametrize(
    ("step", "active", "life"),
    [("precombat main", 0, 23), ("upkeep", 0, 21), ("postcombat main", 1, 21)],
)
def test_if_you_cast_this_spell_during_your_main_phase(step: str, active: int, life: int) -> None:
    """Addendum: only during its caster's own main phase (an opponent's doesn't count)."""
    game, alice, _ = players()
    game.step, game.active = step, active
    text = (
        "You gain 1 life. If you cast this spell during your main phase, you gain 3 life instead."
    )
    cast(game, alice, put(game, alice, _instant("Pledge", text, "{W}"), "hand"), free=True)
    run(game)
    assert alice.life == life


SPENT = "If {G} was spent to cast this spell, you gain 2 life."


@pytest.mark.parametrize(("pool", "life"), [({"G": 1}, 22), ({"C": 1}, 20)])
def test_if_mana_of_a_color_was_spent_to_cast_this_spell(pool: dict[str, int], life: int) -> None:
    """The mana that paid the total cost, by color (CR 601.2h); hybrid {G/W} may be paid
    with either."""
    game, alice, _ = players()
    alice.mana.update(pool)
    spell = put(game, alice, _instant("Charm", SPENT, "{1}"), "hand")
    cast(game, alice, spell)
    run(game)
    assert alice.life == life


def test_a_cast_for_free_or_a_copy_spent_no_mana() -> None:
    """CR 707.10: a copy of a spell isn't cast; no mana was spent on it (nor on a spell cast
    without paying its mana cost)."""
    game, alice, _ = players()
    alice.mana["G"] = 1
    item = cast(game, alice, put(game, alice, _instant("Charm", SPENT, "{G}"), "hand"))
    copy_spell(game, item, alice)
    cast(game, alice, put(game, alice, _instant("Charm", SPENT, "{G}"), "hand"), free=True)
    run(game)
    assert alice.life == 22


def test_adamant_counts_at_least_three_mana_of_one_color() -> None:
    """Adamant: "If at least three blue mana was spent to cast this spell"."""
    game, alice, _ = players()
    text = "Adamant — If at least three blue mana was spent to cast this spell, you gain 5 life."
    alice.mana.update({"U": 3, "C": 1})
    cast(game, alice, put(game, alice, _instant("Scholar", text, "{1}{U}{U}"), "hand"))
    run(game)
    assert alice.life == 20  # {C} paid the generic part first: two blue
    alice.mana.update({"U": 3})
    cast(game, alice, put(game, alice, _instant("Scholar", text, "{1}{U}{U}"), "hand"))
    run(game)
    assert alice.life == 25


def test_converge_counts_the_colors_of_mana_spent_by_the_permanent() -> None:
    """Converge: the permanent remembers its spell's mana as it enters (CR 614.1c)."""
    game, alice, _ = players()
    text = (
        "This creature enters with a +1/+1 counter on it for each color of mana spent to cast it."
    )
    alice.mana.update({"W": 1, "U": 1, "G": 2})
    cast(game, alice, put(game, alice, creature("Crawler", text, (0, 0), "{4}"), "hand"))
    run(game)
    crawler = game.battlefield[0]
    assert crawler.counters["+1/+1"] == 3
    begin_step(game, "upkeep")
    assert crawler.counters["+1/+1"] == 3


# --- casting without paying, as an effect resolves ---------------------------------------------

FREE = "You may cast a spell with mana value 2 or less from your hand without paying its mana cost."


def test_an_effect_casts_a_spell_from_hand_without_paying_ignoring_timing() -> None:
    """CR 608.2g: cast during resolution, timing permissions ignored (a sorcery on an
    opponent's turn); "a spell with mana value 2 or less" describes the card in hand."""
    game, alice, _ = players()
    game.active = 1
    big = put(
        game,
        alice,
        card_def("Big", "You gain 5 life.", type_line="Sorcery", mana_cost="{3}{W}"),
        "hand",
    )
    small = put(
        game,
        alice,
        card_def("Small", "You gain 2 life.", type_line="Sorcery", mana_cost="{1}{W}"),
        "hand",
    )
    cast(game, alice, put(game, alice, _instant("Cascader", FREE, "{R}"), "hand"), free=True)
    run(game)
    assert alice.life == 22 and big.zone == "hand" and small.zone == ""
    assert [o.name for o in alice.graveyard] == ["Cascader", "Small"]


def test_a_spell_cast_by_an_effect_still_obeys_its_restrictions() -> None:
    """CR 608.2g, 601.3: only timing based on card type is ignored; "Cast this spell only
    during combat" still forbids it."""
    game, alice, _ = players()
    text = "Cast this spell only during combat.\nYou gain 2 life."
    put(game, alice, _instant("Ambush", text, "{W}"), "hand")
    cast(game, alice, put(game, alice, _instant("Cascader", FREE, "{R}"), "hand"), free=True)
    run(game)
    assert alice.life == 20 and [o.name for o in alice.hand] == ["Ambush"]


GEARHULK = (
    "When this creature enters, you may cast target instant card from your graveyard without "
    "paying its mana cost. If that spell would be put into your graveyard, exile it instead."
)


def test_that_spell_is_exiled_instead_of_put_into_the_graveyard() -> None:
    """CR 614.1a: the replacement applies to the spell cast; it resolves, then is exiled."""
    game, alice, _ = players()
    put(game, alice, _instant("Tonic", "You gain 3 life.", "{1}{G}"), "graveyard")
    cast(
        game,
        alice,
        put(game, alice, creature("Gearhulk", GEARHULK, (5, 6), "{4}{U}{U}"), "hand"),
        free=True,
    )
    run(game)
    assert alice.life == 23
    assert [o.name for o in alice.exile] == ["Tonic"] and not alice.graveyard


# --- mana that may pay only for some spells ----------------------------------------------------

CAMP = "{T}: Add one mana of any color. Spend this mana only to cast a creature spell."


def test_restricted_mana_pays_only_for_the_spells_it_names() -> None:
    """CR 106.6: the mana can't pay for an instant, but pays for a creature spell; it is
    spent before the pool's other mana, which stays."""
    from scryc.engine import activate

    game, alice, _ = players()
    camp = put(game, alice, card_def("Camp", CAMP, type_line="Land"), "battlefield")
    activate(game, alice, camp)
    assert not +alice.mana and len(alice.restricted) == 1
    instant = put(game, alice, _instant("Tonic", "You gain 1 life.", "{1}"), "hand")
    with pytest.raises(RulesError, match="can't pay"):
        cast(game, alice, instant)
    alice.mana["C"] = 1
    cast(game, alice, put(game, alice, creature("Bear", cost="{1}"), "hand"))
    run(game)
    assert [o.name for o in game.battlefield] == ["Camp", "Bear"]
    assert not alice.restricted and alice.mana["C"] == 1


def test_restricted_mana_empties_with_the_pool() -> None:
    """CR 106.4, 500.4: unspent mana empties from the pool (here at the end of the turn)."""
    from scryc.engine import activate
    from scryc.engine.turns import end_turn

    game, alice, _ = players()
    activate(game, alice, put(game, alice, card_def("Camp", CAMP, type_line="Land"), "battlefield"))
    end_turn(game)
    assert not alice.restricted


def test_a_cost_increase_of_colored_mana() -> None:
    """CR 601.2f: "Black spells you cast cost {B} more to cast" adds {B} to the total cost
    of black spells only."""
    game, alice, _ = players()
    leech = creature("Leech", "Black spells you cast cost {B} more to cast.", cost="{2}{W}")
    put(game, alice, leech, "battlefield")
    alice.mana.update({"B": 1, "C": 1})
    dark = put(game, alice, _instant("Dark", "You gain 1 life.", "{1}{B}"), "hand")
    with pytest.raises(RulesError, match=r"can't pay \{1\}\{B\}\{B\}"):
        cast(game, alice, dark)
    alice.mana["B"] += 1
    cast(game, alice, dark)
    alice.mana.update({"C": 1})
    cast(game, alice, put(game, alice, _instant("Pale", "You gain 1 life.", "{1}"), "hand"))
    run(game)
    assert alice.life == 22 and not +alice.mana


# --- casting as though it had flash -------------------------------------------------------------

YETI = (
    "As long as you control a green or blue permanent, you may cast this spell as though it "
    "had flash."
)


def test_a_card_of_its_own_may_be_cast_as_though_it_had_flash_while_its_condition_holds() -> None:
    """CR 702.8a, 601.3d: read from the hand, as the player begins to cast it."""
    game, alice, _ = players()
    game.active = 1
    yeti = put(game, alice, creature("Yeti", YETI, (4, 4), "{4}{R}"), "hand")
    with pytest.raises(RulesError, match="only as a sorcery"):
        cast(game, alice, yeti, free=True)
    put(game, alice, basic_land("Forest"), "battlefield")
    put(game, alice, creature("Sprite", cost="{G}"), "battlefield")
    cast(game, alice, yeti, free=True)
    run(game)
    assert yeti.zone == "" and game.battlefield[-1].name == "Yeti"


def test_an_effect_lets_creature_spells_be_cast_as_though_they_had_flash_this_turn() -> None:
    """CR 702.8a: "{T}: You may cast creature spells this turn as though they had flash.";
    not other spells, and not after the turn."""
    from scryc.engine import activate
    from scryc.engine.turns import end_turn

    game, alice, _ = players()
    text = "{T}: You may cast creature spells this turn as though they had flash."
    refuge = put(game, alice, card_def("Refuge", text, type_line="Land"), "battlefield")
    activate(game, alice, refuge)
    run(game)
    cast(game, alice, put(game, alice, creature("Bear"), "hand"), free=True)  # to respond to
    bear = put(game, alice, creature("Bear"), "hand")
    cast(game, alice, bear, free=True)  # the stack isn't empty: only as though with flash
    sorcery = put(game, alice, _sorcery_card("Rite"), "hand")
    with pytest.raises(RulesError, match="only as a sorcery"):
        cast(game, alice, sorcery, free=True)
    run(game)
    end_turn(game)
    game.active = 0
    cast(game, alice, put(game, alice, creature("Bear"), "hand"), free=True)
    with pytest.raises(RulesError, match="only as a sorcery"):
        cast(game, alice, put(game, alice, creature("Wolf"), "hand"), free=True)


def _sorcery_card(name: str) -> object:
    return card_def(name, "You gain 1 life.", type_line="Sorcery", mana_cost="{G}")


RECOUP = (
    "You gain 1 life. If this spell was cast from a graveyard, you gain 4 life instead.\n"
    "Flashback {G}"
)


def test_if_this_spell_was_cast_from_a_graveyard() -> None:
    """The spell's record of the zone it was cast from (flashback casts it from the
    graveyard, CR 702.34a)."""
    game, alice, _ = players()
    card = put(
        game, alice, card_def("Recoup", RECOUP, type_line="Sorcery", mana_cost="{G}"), "hand"
    )
    cast(game, alice, card, free=True)
    run(game)
    assert alice.life == 21
    alice.mana["G"] = 1
    cast(game, alice, alice.graveyard[0])
    run(game)
    assert alice.life == 25 and [o.name for o in alice.exile] == ["Recoup"]


def test_restricted_mana_added_one_at_a_time_is_all_restricted() -> None:
    """CR 106.6: "Add {G} for each …. Spend this mana only …" restricts all of it, and none
    of the mana that was in the pool before."""
    from scryc.engine import activate

    game, alice, _ = players()
    for name in ("Elf", "Elf"):
        put(game, alice, creature(name), "battlefield")
    text = (
        "{T}: Add {G} for each creature you control. Spend this mana only to cast creature spells."
    )
    alice.mana["G"] = 1
    activate(
        game, alice, put(game, alice, card_def("Grove", text, type_line="Land"), "battlefield")
    )
    assert alice.mana["G"] == 1 and [r.symbol for r in alice.restricted] == ["G", "G"]
