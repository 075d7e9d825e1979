"""Keyword abilities of CR 702 in the engine, each test grounded in its rule: evasion,
combat damage, the combat triggers, protection, hexproof and shroud, haste, persist,
undying, modular, fading, vanishing and cumulative upkeep; and the scenarios of the
interactions people get wrong (corpus/scenarios)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scryc.engine import CardDef, Game, Player, card_def, cast, new_game, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.scenario import run_file
from scryc.engine.stack import activate
from scryc.engine.turns import attack, begin_step, block, combat_damage, end_turn

SCENARIOS = Path(__file__).resolve().parents[1] / "corpus" / "scenarios"


def players() -> tuple[Game, Player, Player]:
    game = new_game()
    alice, bob = game.players
    return game, alice, bob


def creature(name: str, text: str = "", pt: tuple[int, int] = (2, 2), cost: str = "") -> CardDef:
    kind = "Artifact Creature — Test" if cost == "{3}" else "Creature — Test"
    power, toughness = pt
    return card_def(name, text, type_line=kind, power=power, toughness=toughness, mana_cost=cost)


def fight(
    attacker: CardDef, blockers: list[CardDef], land: CardDef | None = None
) -> tuple[Game, Player, Player, list]:
    """Alice attacks Bob with ``attacker``; Bob blocks with ``blockers`` (if any); returns
    the game, players and [attacker, *blockers] as objects on the battlefield."""
    game, alice, bob = players()
    objs = [put(game, alice, attacker, "battlefield")]
    objs += [put(game, bob, b, "battlefield") for b in blockers]
    if land is not None:
        put(game, bob, land, "battlefield")
    attack(game, alice, [objs[0]], bob)
    if blockers:
        block(game, {b: objs[0] for b in objs[1:]})
    return game, alice, bob, objs


# --- evasion (CR 509.1b) ---------------------------------------------------------------------

SWAMP = card_def("Swamp", type_line="Basic Land — Swamp")


@pytest.mark.parametrize(
    ("attacker", "blocker", "refused"),
    [
        (creature("Bird", "Flying"), creature("Bear"), "flying (CR 702.9b)"),
        (creature("Bird", "Flying"), creature("Spider", "Reach"), ""),  # CR 702.17b
        (creature("Wraith", "Shadow"), creature("Bear"), "shadow (CR 702.28b)"),
        (creature("Bear"), creature("Wraith", "Shadow"), "only creatures with shadow"),
        (creature("Wraith", "Shadow"), creature("Shade", "Shadow"), ""),
        (creature("Rider", "Horsemanship"), creature("Bear"), "horsemanship (CR 702.31b)"),
        (creature("Ghost", "Fear"), creature("Elf", cost="{G}"), "fear (CR 702.36b)"),
        (creature("Ghost", "Fear"), creature("Zombie", cost="{B}"), ""),
        (creature("Ghost", "Fear"), creature("Golem", cost="{3}"), ""),
        (creature("Rogue", "Intimidate", cost="{R}"), creature("Elf", cost="{G}"), "702.13b"),
        (creature("Rogue", "Intimidate", cost="{R}"), creature("Imp", cost="{R}"), ""),
        (creature("Spirit", "Skulk"), creature("Giant", pt=(3, 3)), "skulk (CR 702.118b)"),
        (creature("Spirit", "Skulk"), creature("Bear"), ""),
        (creature("Knight", "Protection from green"), creature("Elf", cost="{G}"), "702.16f"),
    ],
    ids=lambda v: v.name if isinstance(v, CardDef) else v,
)
def test_evasion_decides_who_may_block(attacker: CardDef, blocker: CardDef, refused: str) -> None:
    if refused:
        with pytest.raises(RulesError, match=refused.replace("(", r"\(").replace(")", r"\)")):
            fight(attacker, [blocker])
    else:
        _game, _, _, (_, blocking) = fight(attacker, [blocker])
        assert blocking.blocking


def test_landwalk_only_when_the_defending_player_controls_that_land() -> None:
    """CR 702.14c: swampwalk can't be blocked while the defending player controls a Swamp."""
    walker = creature("Crocodile", "Swampwalk")
    with pytest.raises(RulesError, match="landwalk"):
        fight(walker, [creature("Bear")], land=SWAMP)
    _game, _, _, (_, bear) = fight(walker, [creature("Bear")])
    assert bear.blocking


def test_menace_needs_two_blockers() -> None:
    """CR 702.110b."""
    brute = creature("Brute", "Menace")
    with pytest.raises(RulesError, match="menace"):
        fight(brute, [creature("Bear")])
    game, _, _, objs = fight(brute, [creature("Bear"), creature("Elf")])
    assert game.blocks[objs[0].id] == objs[1:]


# --- combat damage (CR 510) -------------------------------------------------------------


def test_first_strike_kills_before_the_blocker_deals_damage() -> None:
    """CR 702.7b: a creature destroyed in the first combat damage step deals no damage."""
    game, _, bob, (knight, bear) = fight(creature("Knight", "First strike"), [creature("Bear")])
    combat_damage(game, bob)
    assert knight.zone == "battlefield" and knight.damage == 0 and bear.zone == ""


def test_trample_assigns_lethal_damage_then_the_rest_to_the_player() -> None:
    """CR 702.19b."""
    game, _, bob, (_wurm, bear) = fight(creature("Wurm", "Trample", pt=(5, 5)), [creature("Bear")])
    combat_damage(game, bob)
    assert bob.life == 17 and bear.zone == ""


def test_a_blocked_trampler_whose_blocker_left_hits_the_player() -> None:
    """CR 702.19e: all its damage goes to the player; without trample, none is dealt."""
    for text, life in (("Trample", 15), ("", 20)):
        game, _, bob, (_wurm, bear) = fight(creature("Wurm", text, pt=(5, 5)), [creature("Bear")])
        move(game, bear, "graveyard")
        combat_damage(game, bob)
        assert bob.life == life


def test_damage_is_divided_among_blockers_in_order() -> None:
    """CR 510.1c: lethal damage to the first blocker before any to the next."""
    game, _, bob, (_giant, first, second) = fight(
        creature("Giant", pt=(3, 3)), [creature("Bear"), creature("Elf")]
    )
    combat_damage(game, bob)
    assert first.zone == "" and second.damage == 1


def test_wither_and_infect_deal_damage_as_counters() -> None:
    """CR 702.80a, 702.90b: -1/-1 counters instead of marked damage; infect gives a player
    poison counters instead of losing life."""
    game, _, bob, (_hag, giant) = fight(creature("Hag", "Wither"), [creature("Giant", pt=(3, 3))])
    combat_damage(game, bob)
    assert giant.counters["-1/-1"] == 2 and giant.damage == 0
    game, _, bob, _ = fight(creature("Mite", "Infect"), [])
    combat_damage(game, bob)
    assert bob.life == 20 and bob.counters["poison"] == 2


def test_toxic_gives_poison_counters_with_combat_damage() -> None:
    """CR 702.164c: the player is dealt the damage and also gets N poison counters."""
    game, _, bob, _ = fight(creature("Rat", "Toxic 1"), [])
    combat_damage(game, bob)
    assert bob.life == 18 and bob.counters["poison"] == 1


def test_deathtouch_destroys_with_any_damage_but_not_an_indestructible_creature() -> None:
    """CR 702.2b, 704.5h, 702.12b."""
    game, _, bob, (snake, giant) = fight(
        creature("Snake", "Deathtouch", pt=(1, 1)), [creature("Giant", pt=(4, 4))]
    )
    combat_damage(game, bob)
    assert giant.zone == "" and snake.zone == ""
    game, _, bob, (snake, wall) = fight(
        creature("Snake", "Deathtouch", pt=(1, 1)), [creature("Wall", "Indestructible", (0, 4))]
    )
    combat_damage(game, bob)
    assert wall.zone == "battlefield"


def test_vigilance_defender_and_haste() -> None:
    """CR 702.20b (attacking doesn't tap), 702.3b (can't attack), 302.6 and 702.10b (a
    creature that came under its controller's control this turn attacks only with haste)."""
    game, alice, bob = players()
    guard = put(game, alice, creature("Guard", "Vigilance"), "battlefield")
    attack(game, alice, [guard], bob)
    assert not guard.tapped
    wall = put(game, alice, creature("Wall", "Defender"), "battlefield")
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [wall], bob)
    for text, allowed in (("", False), ("Haste", True)):
        card = put(game, alice, creature("Runner", text), "graveyard")
        runner = move(game, card, "battlefield")
        assert runner is not None
        if allowed:
            attack(game, alice, [runner], bob)
        else:
            with pytest.raises(RulesError, match="this turn"):
                attack(game, alice, [runner], bob)


def test_summoning_sickness_wears_off_at_its_controllers_next_turn() -> None:
    """CR 302.6: {T} abilities of a creature need it under your control since your turn began."""
    game, alice, _bob = players()
    card = put(game, alice, creature("Elf", "{T}: You gain 1 life."), "hand")
    elf = move(game, card, "battlefield")
    assert elf is not None
    with pytest.raises(RulesError):
        activate(game, alice, elf, 0)
    end_turn(game)
    end_turn(game)
    activate(game, alice, elf, 0)
    run(game)
    assert alice.life == 21


# --- the combat triggers -------------------------------------------------------------------


def test_flanking_shrinks_a_blocker_without_flanking() -> None:
    """CR 702.25a."""
    game, _, _, (_, bear) = fight(creature("Knight", "Flanking"), [creature("Bear")])
    assert (ch.power(game, bear), ch.toughness(game, bear)) == (1, 1)
    game, _, _, (_, other) = fight(creature("Knight", "Flanking"), [creature("Rider", "Flanking")])
    assert ch.power(game, other) == 2


def test_bushido_when_blocking_or_blocked_and_rampage_for_each_extra_blocker() -> None:
    """CR 702.45a, 702.23a."""
    game, _, _, (samurai, _) = fight(creature("Samurai", "Bushido 2"), [creature("Bear")])
    assert ch.power(game, samurai) == 4
    game, alice, bob = players()
    bear = put(game, alice, creature("Bear"), "battlefield")
    samurai = put(game, bob, creature("Samurai", "Bushido 1"), "battlefield")
    attack(game, alice, [bear], bob)
    block(game, {samurai: bear})
    assert ch.toughness(game, samurai) == 3
    blockers = [creature("Bear"), creature("Elf"), creature("Imp")]
    game, _, _, (beast, *_) = fight(creature("Beast", "Rampage 2"), blockers)
    assert ch.power(game, beast) == 6


def test_exalted_battle_cry_and_afflict() -> None:
    """CR 702.83a (each instance triggers when a creature attacks alone), 702.91a, 702.130a."""
    game, alice, bob = players()
    for name in ("Squire", "Angel"):
        put(game, alice, creature(name, "Exalted"), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    attack(game, alice, [bear], bob)
    assert ch.power(game, bear) == 4
    game, alice, bob = players()
    leader = put(game, alice, creature("Leader", "Battle cry"), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    attack(game, alice, [leader, bear], bob)
    assert (ch.power(game, bear), ch.power(game, leader)) == (3, 2)
    game, _, bob, _ = fight(creature("Minotaur", "Afflict 2"), [creature("Bear")])
    assert bob.life == 18


def test_prowess_counts_noncreature_spells() -> None:
    """CR 702.108a."""
    game, alice, _ = players()
    monk = put(game, alice, creature("Monk", "Prowess"), "battlefield")
    spell = card_def("Shock", "Shock deals 2 damage to any target.", type_line="Instant")
    cast(game, alice, put(game, alice, spell, "hand"), [["Bob"]], free=True)
    run(game)
    assert ch.power(game, monk) == 3


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
        SWAMP,
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
