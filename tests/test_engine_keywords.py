"""Keyword abilities of CR 702 in the engine, each test grounded in its rule: protection,
hexproof and shroud, persist, undying, modular, fading, vanishing, cumulative upkeep and
echo, the casting keywords (flash, evoke, affinity, convoke, improvise, delve, cascade,
rebound, madness); and the scenarios of the interactions people get wrong
(corpus/scenarios). Combat keywords: test_engine_keywords_combat.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from scryc.engine import (
    Game,
    Pick,
    Player,
    ScriptedAgent,
    activate,
    basic_land,
    card_def,
    cast,
    new_game,
    put,
    run,
)
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, change_life, move
from scryc.engine.agents import Answer
from scryc.engine.scenario import run_file
from scryc.engine.turns import begin_step, end_turn
from tests.engine_cards import creature, players, scripted_game

SCENARIOS = Path(__file__).resolve().parents[1] / "corpus" / "scenarios"


# --- protection, hexproof, shroud -------------------------------------------------------------

BOLT = card_def(
    "Bolt", "Bolt deals 3 damage to each creature.", type_line="Sorcery", mana_cost="{R}"
)


def test_protection_prevents_damage_from_sources_of_its_quality() -> None:
    """CR 702.16e: the damage is prevented (an untargeted spell)."""
    game, alice, bob = players()
    knight = put(game, bob, creature("Knight", "Protection from red"), "battlefield")
    bear = put(game, bob, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, BOLT, "hand"), free=True)
    run(game)
    assert knight.zone == "battlefield" and knight.damage == 0 and bear.zone == ""


def _cast_at_bear(game: Game, player: Player, name: str, kind: str, cost: str, text: str) -> None:
    spell = card_def(name, text, type_line=kind, mana_cost=cost)
    cast(game, player, put(game, player, spell, "hand"), [["Bear"]], free=True)
    run(game)


def test_an_aura_on_a_permanent_with_protection_from_it_goes_to_the_graveyard() -> None:
    """CR 702.16c, 704.5m: enchanting is illegal once the creature gains protection."""
    game, alice, _ = players()
    bear = put(game, alice, creature("Bear"), "battlefield")
    aura = "Enchant creature\nEnchanted creature gets +1/+1."
    _cast_at_bear(game, alice, "Blessing", "Enchantment — Aura", "{W}", aura)
    assert ch.power(game, bear) == 3
    ward = "Target creature gains protection from white until end of turn."
    _cast_at_bear(game, alice, "Ward Off", "Instant", "{U}", ward)
    assert ch.power(game, bear) == 2
    assert sorted(o.name for o in alice.graveyard) == ["Blessing", "Ward Off"]


def test_hexproof_stops_opponents_and_shroud_stops_everyone() -> None:
    """CR 702.11b, 702.18a."""
    shock = card_def("Shock", "Shock deals 2 damage to any target.", type_line="Instant")
    for text, bob_may in (("Hexproof", True), ("Shroud", False)):
        game, alice, bob = players()
        put(game, bob, creature("Troll", text), "battlefield")
        with pytest.raises(RulesError, match="not a legal target"):
            cast(game, alice, put(game, alice, shock, "hand"), [["Troll"]], free=True)
        mine = put(game, bob, shock, "hand")
        if bob_may:
            cast(game, bob, mine, [["Troll"]], free=True)
        else:
            with pytest.raises(RulesError, match="not a legal target"):
                cast(game, bob, mine, [["Troll"]], free=True)


# --- counters when a creature dies ------------------------------------------------------------


def test_undying_returns_only_a_creature_without_a_plus_counter() -> None:
    """CR 702.93a."""
    game, _alice, bob = players()
    ghoul = put(game, bob, creature("Ghoul", "Undying"), "battlefield")
    move(game, ghoul, "graveyard")
    run(game)
    back = next(o for o in game.battlefield if o.name == "Ghoul")
    assert back.counters["+1/+1"] == 1 and ch.power(game, back) == 3
    move(game, back, "graveyard")
    run(game)
    assert not game.battlefield and [o.name for o in bob.graveyard] == ["Ghoul"]


def test_modular_enters_with_counters_and_moves_them_when_it_dies() -> None:
    """CR 702.43a."""
    game, alice, _ = players()
    golem = put(game, alice, creature("Golem", pt=(1, 1), cost="{3}"), "battlefield")
    card = put(game, alice, creature("Arcbound", "Modular 2", (0, 0), "{3}"), "hand")
    arcbound = move(game, card, "battlefield")
    assert arcbound is not None and arcbound.counters["+1/+1"] == 2
    move(game, arcbound, "graveyard")
    run(game)
    assert golem.counters["+1/+1"] == 2


# --- upkeep -------------------------------------------------------------------------------------


def _upkeeps(game: Game, n: int) -> None:
    """Pass ``n`` of the first player's upkeeps."""
    for _ in range(n):
        end_turn(game)
        end_turn(game)


def test_fading_and_vanishing_count_down_then_sacrifice() -> None:
    """CR 702.32a (sacrificed when no fade counter can be removed), 702.63a (sacrificed when
    the last time counter is removed)."""
    game, alice, _ = players()
    hydra = move(game, put(game, alice, creature("Hydra", "Fading 1"), "hand"), "battlefield")
    treefolk = move(
        game, put(game, alice, creature("Treefolk", "Vanishing 2"), "hand"), "battlefield"
    )
    assert hydra is not None and treefolk is not None
    assert (hydra.counters["fade"], treefolk.counters["time"]) == (1, 2)
    _upkeeps(game, 1)
    assert hydra.zone == "battlefield" and not hydra.counters["fade"]
    assert treefolk.counters["time"] == 1
    _upkeeps(game, 1)
    assert hydra.zone == "" and treefolk.zone == ""


def test_cumulative_upkeep_is_paid_for_each_age_counter_or_sacrificed() -> None:
    """CR 702.24a."""
    game, alice, _ = players()
    wolves = put(game, alice, creature("Wolves", "Cumulative upkeep {1}"), "battlefield")
    alice.mana["C"] = 1
    begin_step(game, "upkeep")
    assert wolves.counters["age"] == 1 and wolves.zone == "battlefield" and not alice.mana["C"]
    begin_step(game, "upkeep")
    assert wolves.zone == ""


# --- the scenarios ------------------------------------------------------------------------------


def _trace(name: str) -> list[str]:
    outcome = run_file(SCENARIOS / f"{name}.toml")
    assert outcome.error == "" and outcome.unused == 0
    return [e.text() for e in outcome.events]


def test_a_red_spell_can_not_target_a_creature_with_protection_from_red() -> None:
    """CR 702.16b (the acceptance scenario)."""
    outcome = run_file(SCENARIOS / "protection_from_red_refused.toml")
    assert outcome.error == "" and "not a legal target" in outcome.refusal
    assert not outcome.events


def test_a_spell_with_one_illegal_target_affects_only_the_legal_one() -> None:
    """CR 608.2b, 702.16b."""
    trace = _trace("protection_one_illegal_target")
    assert "Abandon the Post: Grizzly Bears can't block this turn." in trace
    assert not any("Keeper of Kookus can't block" in line for line in trace)


def test_deathtouch_with_trample_assigns_one_to_the_blocker() -> None:
    """CR 702.2c, 702.19b."""
    trace = _trace("deathtouch_trample")
    assert "Gifted Aetherborn deals 1 combat damage to Hill Giant." in trace
    assert "Gifted Aetherborn deals 1 combat damage to Bob." in trace
    assert any("Hill Giant moves from battlefield" in line for line in trace)


def test_first_strike_against_double_strike() -> None:
    """CR 702.4b, 702.7b, 510.4."""
    trace = _trace("first_strike_double_strike")
    assert trace.count("Boros Swiftblade deals 1 combat damage to Elvish Archers.") == 2
    assert trace.count("Elvish Archers deals 1 combat damage to Boros Swiftblade.") == 1


def test_lifelink_gains_nothing_from_prevented_damage() -> None:
    """CR 702.15b, 702.16e."""
    trace = _trace("lifelink_prevented")
    assert not any("Alice gains" in line or "Bishop's Soldier deals" in line for line in trace)


def test_persist_returns_once_with_a_minus_counter() -> None:
    """CR 702.79a."""
    outcome = run_file(SCENARIOS / "persist.toml")
    trace = [e.text() for e in outcome.events]
    assert trace.count("Putrid Goblin moves from graveyard onto the battlefield (persist).") == 1
    assert [o.name for o in outcome.game.players[1].graveyard] == ["Putrid Goblin"]


def test_echo_is_paid_or_the_permanent_sacrificed_at_the_first_upkeep_only() -> None:
    """CR 702.30a: only the upkeep after it came under your control."""
    game, alice, _ = players()
    put(game, alice, card_def("Dummy", type_line="Land"), "battlefield")
    card = put(game, alice, creature("Troll", "Echo {1}"), "hand")
    troll = move(game, card, "battlefield")
    begin_step(game, "upkeep")
    assert troll is not None and troll.zone == ""
    card = put(game, alice, creature("Troll", "Echo {1}"), "hand")
    troll = move(game, card, "battlefield")
    alice.mana["C"] = 1
    begin_step(game, "upkeep")
    assert troll is not None and troll.zone == "battlefield" and not alice.mana["C"]
    begin_step(game, "upkeep")
    assert troll.zone == "battlefield"


def test_evoke_is_an_alternative_cost_and_the_permanent_is_sacrificed() -> None:
    """CR 702.74a."""
    game, alice, _ = players()
    text = "Flying\nEvoke {U}\nWhen this creature enters, draw a card."
    wisp = creature("Wisp", text, cost="{5}{U}")
    put(game, alice, creature("Bear"), "library")
    alice.mana["U"] = 1
    cast(game, alice, put(game, alice, wisp, "hand"), extras=["evoke"])
    run(game)
    assert [o.name for o in alice.graveyard] == ["Wisp"] and [o.name for o in alice.hand] == [
        "Bear"
    ]


def test_affinity_reduces_the_cost_for_each_quality_you_control() -> None:
    """CR 702.41a."""
    game, alice, _ = players()
    for n in range(2):
        put(game, alice, card_def(f"Relic {n}", type_line="Artifact"), "battlefield")
    drake = creature("Drake", "Affinity for artifacts\nFlying", cost="{4}{U}")
    alice.mana.update({"U": 1, "C": 2})
    cast(game, alice, put(game, alice, drake, "hand"))
    run(game)
    assert [o.name for o in game.battlefield if o.controller is alice][-1] == "Drake"
    assert not +alice.mana


def test_flash_lets_a_creature_be_cast_when_an_instant_could() -> None:
    """CR 702.8a; without it, a creature spell waits for its caster's main phase with an
    empty stack (CR 307.1)."""
    game, _alice, bob = players()
    with pytest.raises(RulesError, match="only as a sorcery"):
        cast(game, bob, put(game, bob, creature("Bear"), "hand"), free=True)
    cast(game, bob, put(game, bob, creature("Ambusher", "Flash"), "hand"), free=True)
    run(game)
    assert [o.name for o in game.battlefield] == ["Ambusher"]
    rite = card_def("Rite", "You gain 1 life.", type_line="Sorcery")
    in_hand = put(game, bob, rite, "hand")
    with pytest.raises(RulesError, match="only as a sorcery"):
        cast(game, bob, in_hand, free=True)
    orrery = "You may cast sorcery spells as though they had flash."
    put(game, bob, card_def("Orrery", orrery, type_line="Artifact"), "battlefield")
    with pytest.raises(RulesError, match="can't cast Rite from graveyard"):  # not from there
        cast(game, bob, put(game, bob, rite, "graveyard"), free=True)
    cast(game, bob, in_hand, free=True)  # "as though it had flash"


def test_convoke_improvise_and_delve_pay_part_of_the_cost() -> None:
    """CR 702.51a (a creature pays {1} or one mana of its color), 702.126a, 702.66a."""
    game, alice, _ = players()
    elf = put(game, alice, creature("Elf", cost="{G}"), "battlefield")
    relic = put(game, alice, card_def("Relic", type_line="Artifact"), "battlefield")
    put(game, alice, creature("Old Bear"), "graveyard")
    alice.mana["G"] = 1
    for text in ("Convoke", "Improvise", "Delve"):
        wurm = creature(f"{text} Wurm", text, cost="{1}{G}")
        cast(game, alice, put(game, alice, wurm, "hand"))
        run(game)
        alice.mana["G"] = 1
    assert elf.tapped and relic.tapped and [o.name for o in alice.exile] == ["Old Bear"]
    assert sum(o.name.endswith("Wurm") for o in game.battlefield) == 3


def test_convoke_pays_a_colored_symbol_with_a_creature_of_that_color() -> None:
    """CR 702.51a."""
    game, alice, _ = players()
    put(game, alice, creature("Elf", cost="{G}"), "battlefield")
    alice.mana["C"] = 1
    cast(game, alice, put(game, alice, creature("Wurm", "Convoke", cost="{1}{G}"), "hand"))
    run(game)
    assert [o.name for o in game.battlefield][-1] == "Wurm" and not +alice.mana


def test_cascade_casts_the_first_cheaper_nonland_card_and_puts_the_rest_below() -> None:
    """CR 702.85a: the cascade trigger resolves before the spell; the card it casts is
    cast without paying its mana cost."""
    game, alice, bob = players()
    for card in (
        basic_land("Swamp"),
        creature("Colossus", cost="{7}"),
        card_def("Shock", "Shock deals 2 damage to any target.", type_line="Instant"),
        creature("Bear", cost="{1}"),
    ):
        put(game, alice, card, "library")
    put(game, bob, creature("Target Bear"), "battlefield")
    shardless = creature("Agent", "Cascade", cost="{1}{U}{G}")
    cast(game, alice, put(game, alice, shardless, "hand"), free=True)
    run(game)
    assert [o.name for o in alice.graveyard] == ["Shock"]
    assert alice.library[0].name == "Bear"
    assert sorted(o.name for o in alice.library[1:]) == ["Colossus", "Swamp"]
    assert [o.name for o in game.battlefield if o.controller is alice] == ["Agent"]


def test_rebound_exiles_the_spell_and_casts_it_again_at_the_next_upkeep() -> None:
    """CR 702.88a: only when it was cast from the hand."""
    game, alice, bob = players()
    text = "Target player loses 1 life.\nRebound"
    drain = card_def("Drain", text, type_line="Instant", mana_cost="{B}")
    cast(game, alice, put(game, alice, drain, "hand"), [["Bob"]], free=True)
    run(game)
    assert bob.life == 19 and [o.name for o in alice.exile] == ["Drain"]
    end_turn(game)
    assert bob.life == 19
    end_turn(game)
    assert [o.name for o in alice.graveyard] == ["Drain"] and not alice.exile
    assert alice.life == 19  # cast again: the default agent targets the first player


def test_madness_casts_a_discarded_card_for_its_madness_cost() -> None:
    """CR 702.35a: discarded into exile; cast for the madness cost, or put into the
    graveyard when it can't be paid."""
    game, alice, _ = players()
    rummage = card_def("Rummage", "Discard a card.", type_line="Sorcery", mana_cost="{R}")
    wurm = creature("Wurm", "Madness {R}", cost="{4}{R}{R}")
    for mana, where in ((1, "battlefield"), (0, "graveyard")):
        put(game, alice, wurm, "hand")
        alice.mana["R"] = mana
        cast(game, alice, put(game, alice, rummage, "hand"), free=True)
        run(game)
        found = game.battlefield if where == "battlefield" else alice.graveyard
        assert "Wurm" in [o.name for o in found] and not alice.exile


def test_split_second_stops_other_spells_and_abilities_but_not_mana_abilities() -> None:
    """CR 702.61a-b: while it is on the stack, no other spell is cast and no ability that
    isn't a mana ability is activated."""
    game, alice, bob = players()
    grip = card_def(
        "Test Grip", "Split second\nDestroy target artifact.", type_line="Instant", mana_cost="{G}"
    )
    relic = put(game, bob, card_def("Relic", "{T}: Add {C}.", type_line="Artifact"), "battlefield")
    pinger = put(
        game,
        bob,
        creature("Pinger", "{1}: This creature gets +1/+1 until end of turn."),
        "battlefield",
    )
    cast(game, alice, put(game, alice, grip, "hand"), [[relic]], free=True)
    shock = card_def("Shock", "Shock deals 2 damage to any target.", type_line="Instant")
    with pytest.raises(RulesError, match="split second"):
        cast(game, bob, put(game, bob, shock, "hand"), [[alice]], free=True)
    with pytest.raises(RulesError, match="split second"):
        activate(game, bob, pinger, 0, free=True)
    activate(game, bob, relic, 0)  # a mana ability
    assert bob.mana["C"] == 1
    run(game)
    assert relic.zone == ""


def test_protection_from_the_color_of_your_choice_is_chosen_as_it_resolves() -> None:
    """CR 608.2d, 702.16b: red is chosen; a red spell can't target the creature after, a
    blue one can."""
    game = new_game(agent=ScriptedAgent([Pick(("red",))], fallback=None))
    alice, bob = game.players
    bear = put(game, alice, creature("Bear"), "battlefield")
    willing = card_def(
        "Test Willing",
        "Target creature you control gains protection from the color of your choice until end "
        "of turn.",
        type_line="Instant",
        mana_cost="{W}",
    )
    cast(game, alice, put(game, alice, willing, "hand"), [[bear]], free=True)
    run(game)
    red = card_def(
        "Jolt", "Jolt deals 1 damage to target creature.", type_line="Instant", mana_cost="{R}"
    )
    with pytest.raises(RulesError):
        cast(game, bob, put(game, bob, red, "hand"), [[bear]], free=True)
    chill = "Target creature gets -1/-0 until end of turn."
    blue = card_def("Chill", chill, type_line="Instant", mana_cost="{U}")
    cast(game, bob, put(game, bob, blue, "hand"), [[bear]], free=True)
    run(game)
    assert ch.power(game, bear) == 1


# --- storm ------------------------------------------------------------------------------------

GRAPESHOT = card_def(
    "Grapeshot", "Grapeshot deals 1 damage to any target.\nStorm", type_line="Sorcery"
)


def test_storm_copies_for_each_spell_cast_before_it_this_turn_by_anyone() -> None:
    """CR 702.40a: every player's spells count; spells of an earlier turn don't."""
    game, alice, bob = players()
    opt = card_def("Opt", "You gain 1 life.", type_line="Instant")
    for player in (alice, bob):
        put(game, player, creature("Bear"), "library")
    cast(game, alice, put(game, alice, opt, "hand"), free=True)
    run(game)
    end_turn(game)
    end_turn(game)
    for player in (alice, bob, alice):
        cast(game, player, put(game, player, opt, "hand"), free=True)
        run(game)
    cast(game, alice, put(game, alice, GRAPESHOT, "hand"), [[bob]], free=True)
    run(game)
    assert alice.life + bob.life == 23 + 21 - 4  # the copies may pick new targets


def test_storm_copies_are_not_cast_and_may_take_new_targets() -> None:
    """CR 702.40a, 707.10: a copy isn't cast (a later storm doesn't count it), it may have
    new targets, and it ceases to exist as it leaves the stack."""
    game = new_game(agent=ScriptedAgent([Answer(True), Pick(("Alice",))], fallback=None))
    alice, bob = game.players
    opt = card_def("Opt", "You gain 1 life.", type_line="Instant")
    cast(game, alice, put(game, alice, opt, "hand"), free=True)
    run(game)
    cast(game, alice, put(game, alice, GRAPESHOT, "hand"), [[bob]], free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 19)
    assert [o.name for o in alice.graveyard] == ["Opt", "Grapeshot"]  # the copy is gone
    cast(game, alice, put(game, alice, GRAPESHOT, "hand"), [[bob]], free=True)
    assert game.pending[0].bindings[1] == 2  # Opt and the first Grapeshot, not its copy


# --- spectacle, extort ------------------------------------------------------------------------


def test_spectacle_only_once_an_opponent_lost_life_this_turn() -> None:
    """CR 702.137a: an alternative cost with a condition; damage makes a player lose life."""
    game, alice, bob = players()
    brawler = creature("Brawler", "Spectacle {R}", (3, 2), "{3}{R}")
    alice.mana["R"] = 1
    with pytest.raises(RulesError, match="no opponent lost life"):
        cast(game, alice, put(game, alice, brawler, "hand"), extras=["spectacle"])
    change_life(game, bob, -1)
    cast(game, alice, alice.hand[0], extras=["spectacle"])
    run(game)
    assert not +alice.mana and [o.name for o in game.battlefield] == ["Brawler"]


def test_extort_drains_each_opponent_for_each_spell_cast() -> None:
    """CR 702.101a: you gain the total life lost this way (two opponents: 2)."""
    game = new_game(["Alice", "Bob", "Carol"])
    alice, bob, carol = game.players
    put(game, alice, creature("Syndic", "Extort"), "battlefield")
    alice.mana.update({"W": 1})
    cast(
        game,
        alice,
        put(game, alice, card_def("Opt", "You gain 1 life.", type_line="Instant"), "hand"),
        free=True,
    )
    run(game)
    assert (alice.life, bob.life, carol.life) == (23, 19, 19) and not +alice.mana


def test_entwine_chooses_every_mode_for_its_additional_cost() -> None:
    """CR 702.42a-b: "you may choose all modes of this spell instead of just the number
    specified" by paying the entwine cost in addition to the mana cost."""
    text = "Choose one —\n• You gain 2 life.\n• Target player loses 1 life.\nEntwine {2}"
    chant = card_def("Chant", text, type_line="Instant", mana_cost="{W}")
    game, alice, bob = players()
    alice.mana.update({"W": 1, "C": 1})
    with pytest.raises(RulesError, match="can't pay"):
        cast(game, alice, put(game, alice, chant, "hand"), [[bob]], extras=["entwine"])
    alice.mana["C"] += 1
    item = cast(game, alice, alice.hand[0], [[bob]], extras=["entwine"])
    assert item.modes == ((0, 1),)
    run(game)
    assert (alice.life, bob.life) == (22, 19)


def test_replicate_copies_the_spell_once_for_each_time_its_cost_was_paid() -> None:
    """CR 702.56a: any number of times; the copies are not cast (no later storm counts)."""
    game = new_game(agent=ScriptedAgent([Answer(False), Answer(False)], fallback=None))
    alice, bob = game.players
    text = "Leap deals 1 damage to any target.\nReplicate {R}"
    leap = card_def("Leap", text, type_line="Instant", mana_cost="{R}")
    alice.mana["R"] = 3
    cast(game, alice, put(game, alice, leap, "hand"), [[bob]], extras=["replicate"] * 2)
    run(game)
    assert bob.life == 17 and not +alice.mana and sum(game.spells_cast.values()) == 1


def test_vanishing_without_a_number_counts_down_the_counters_put_otherwise() -> None:
    """CR 702.63b: "Vanishing" alone adds no counters as it enters; the ones its other
    ability puts on it count down, and it is sacrificed when the last is removed."""
    game, alice, _ = players()
    text = "This creature enters with two time counters on it.\nVanishing"
    walker = move(game, put(game, alice, creature("Tide Test", text), "hand"), "battlefield")
    assert walker is not None and walker.counters["time"] == 2
    _upkeeps(game, 1)
    assert walker.counters["time"] == 1
    _upkeeps(game, 1)
    assert walker.zone == ""


def test_echo_with_a_discard_cost_is_paid_by_discarding_or_it_is_sacrificed() -> None:
    """CR 702.30a: "Echo—Discard a card.": in the first upkeep after it came under her
    control, Alice discards (or sacrifices it); in the next one, nothing is asked."""
    game, alice, _ = scripted_game(Answer(True), Pick(("Spare Card",)))
    imp = move(
        game, put(game, alice, creature("Imp Test", "Echo—Discard a card."), "hand"), "battlefield"
    )
    put(game, alice, creature("Spare Card"), "hand")
    begin_step(game, "upkeep")
    run(game)
    assert imp is not None and imp.zone == "battlefield"
    assert [o.name for o in alice.graveyard] == ["Spare Card"]
    begin_step(game, "upkeep")
    run(game)
    assert imp.zone == "battlefield"


def test_echo_that_cant_be_paid_sacrifices_the_permanent() -> None:
    """No card to discard: it is sacrificed."""
    game, alice, _ = scripted_game()
    imp = move(
        game, put(game, alice, creature("Imp Test", "Echo—Discard a card."), "hand"), "battlefield"
    )
    begin_step(game, "upkeep")
    run(game)
    assert imp is not None and not imp.zone and [o.name for o in alice.graveyard] == ["Imp Test"]
