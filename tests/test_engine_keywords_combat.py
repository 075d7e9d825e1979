"""Keyword abilities of CR 702 in combat, each test grounded in its rule: evasion, combat
damage (first and double strike, trample, deathtouch, wither, infect, toxic, vigilance,
defender, haste) and the combat triggers (flanking, bushido, rampage, exalted, battle cry,
afflict, prowess)."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Game, Player, card_def, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.casting import activate
from scryc.engine.keywords.combat import unblocked_attackers
from scryc.engine.turns import attack, block, combat_damage, end_turn
from tests.engine_cards import creature, players


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


def test_a_trigger_on_attacking_alone_needs_the_only_declared_attacker() -> None:
    """CR 506.5: a creature attacks alone if it's the only creature declared as an attacker
    (written out as exalted is, CR 702.83a)."""
    text = "Whenever a creature you control attacks alone, it gets +2/+2 until end of turn."
    for attackers, power in ((1, 4), (2, 2)):
        game, alice, bob = players()
        put(game, alice, creature("Exemplar", text, (0, 1)), "battlefield")
        bears = [put(game, alice, creature("Bear"), "battlefield") for _ in range(attackers)]
        attack(game, alice, bears, bob)
        assert [ch.power(game, b) for b in bears] == [power] * attackers


def test_prowess_counts_noncreature_spells() -> None:
    """CR 702.108a."""
    game, alice, _ = players()
    monk = put(game, alice, creature("Monk", "Prowess"), "battlefield")
    spell = card_def("Shock", "Shock deals 2 damage to any target.", type_line="Instant")
    cast(game, alice, put(game, alice, spell, "hand"), [["Bob"]], free=True)
    run(game)
    assert ch.power(game, monk) == 3


# --- ninjutsu ---------------------------------------------------------------------------------


def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja_tapped_and_attacking() -> None:
    """CR 702.49a-c: only once blockers are declared, only for an unblocked attacker; the
    ninja was never declared as an attacker, so its attack trigger doesn't trigger, but it
    deals combat damage."""
    game, alice, bob = players()
    text = "Ninjutsu {B}\nWhenever this creature attacks, you gain 5 life."
    ninja = put(game, alice, creature("Ninja", text, (3, 3)), "hand")
    scout = put(game, alice, creature("Scout", "", (1, 1)), "battlefield")
    scout.sick = False
    attack(game, alice, [scout], bob)
    alice.mana["B"] = 1
    with pytest.raises(RulesError, match="can't pay"):
        activate(game, alice, ninja)  # blockers not declared yet
    block(game, {})
    assert unblocked_attackers(game, alice) == [scout]
    activate(game, alice, ninja)
    run(game)
    (in_play,) = [o for o in game.battlefield if o.name == "Ninja"]
    assert in_play.tapped and in_play.attacking and [o.name for o in alice.hand] == ["Scout"]
    combat_damage(game, bob)
    assert (alice.life, bob.life) == (20, 17)
