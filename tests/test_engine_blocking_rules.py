"""Combat rules on Oracle text: blocking (CR 509.1b-c) and attacking (CR 508.1c-d) rules
and requirements: how many creatures may block, what must block, whom a creature can't
attack, goad (CR 701.15)."""

from __future__ import annotations

import pytest

from scryc.engine import Pick, attack, block, cast, combat_damage, end_turn, new_game, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError
from scryc.engine.setup import card_def
from tests.engine_cards import creature, players, scripted_game

TIGER = "Stalking Tiger can't be blocked by more than one creature."
BERSERKERS = "Gorilla Berserkers can't be blocked except by three or more creatures."


@pytest.mark.parametrize(
    ("name", "text", "blockers", "refusal"),
    [
        ("Stalking Tiger", TIGER, 1, ""),
        ("Stalking Tiger", TIGER, 2, "that many creatures"),
        ("Gorilla Berserkers", BERSERKERS, 2, "so few creatures"),
        ("Gorilla Berserkers", BERSERKERS, 3, ""),
    ],
)
def test_how_many_creatures_may_block_it(name: str, text: str, blockers: int, refusal: str) -> None:
    """CR 509.1b: "can't be blocked by more than one creature", "can't be blocked except by
    three or more creatures" (none blocking it is fine: it is unblocked)."""
    game, alice, bob = scripted_game()
    attacker = put(game, alice, creature(name, text, (3, 4)), "battlefield")
    walls = [put(game, bob, creature(f"Wall {i}"), "battlefield") for i in range(blockers)]
    attack(game, alice, [attacker], bob)
    if refusal:
        with pytest.raises(RulesError, match=refusal):
            block(game, dict.fromkeys(walls, attacker))
    else:
        block(game, dict.fromkeys(walls, attacker))
        assert game.blocks[attacker.id] == walls


LURE = "All creatures able to block Lure Bearer do so."


def _lured(pt: tuple[int, int] = (2, 2), text: str = LURE) -> tuple:
    game, alice, bob = scripted_game()
    lure = put(game, alice, creature("Lure Bearer", text, pt), "battlefield")
    other = put(game, alice, creature("Other", pt=(2, 2)), "battlefield")
    return game, alice, bob, lure, other


def test_all_creatures_able_to_block_it_do_so() -> None:
    """CR 509.1c: each creature able to block the Lure's creature must block it."""
    game, alice, bob, lure, other = _lured()
    one, two = (put(game, bob, creature(f"Guard {i}"), "battlefield") for i in (1, 2))
    attack(game, alice, [lure, other], bob)
    for blocks in ({}, {one: lure}, {one: lure, two: other}):
        with pytest.raises(RulesError, match="fewer than it could"):
            block(game, blocks)
    block(game, {one: lure, two: lure})
    assert game.blocks[lure.id] == [one, two]


def test_a_requirement_that_cant_be_obeyed_asks_nothing() -> None:
    """CR 509.1c: a creature that can't block the flier (a restriction) need not; it may
    block another attacker or none."""
    game, alice, bob, lure, other = _lured(text="Flying\n" + LURE)
    guard = put(game, bob, creature("Guard"), "battlefield")
    attack(game, alice, [lure, other], bob)
    block(game, {guard: other})
    assert guard.blocking


def test_menace_and_a_lure_with_one_blocker() -> None:
    """CR 509.1b-c: one creature alone can't block a creature with menace, so the Lure asks
    nothing of it; with two, both must block it."""
    game, alice, bob, lure, _ = _lured(text="Menace\n" + LURE)
    put(game, bob, creature("Guard"), "battlefield")
    attack(game, alice, [lure], bob)
    block(game, {})
    game, alice, bob, lure, _ = _lured(text="Menace\n" + LURE)
    one, two = (put(game, bob, creature(f"Guard {i}"), "battlefield") for i in (1, 2))
    attack(game, alice, [lure], bob)
    with pytest.raises(RulesError, match="fewer than it could"):
        block(game, {})
    block(game, {one: lure, two: lure})


def test_must_be_blocked_if_able() -> None:
    """CR 509.1c: one blocker is enough; blocking only another attacker is not."""
    game, alice, bob, lure, other = _lured(text="Lure Bearer must be blocked if able.")
    one, two = (put(game, bob, creature(f"Guard {i}"), "battlefield") for i in (1, 2))
    attack(game, alice, [lure, other], bob)
    for blocks in ({}, {one: other}):
        with pytest.raises(RulesError, match="fewer than it could"):
            block(game, blocks)
    block(game, {one: lure, two: other})
    assert lure.id in game.blocks and other.id in game.blocks


def test_blocks_each_combat_if_able() -> None:
    """CR 509.1c: the creature blocks some attacker if it can; tapped, it can't."""
    game, alice, bob = scripted_game()
    bear = put(game, alice, creature("Bear"), "battlefield")
    text = "Guardian blocks each combat if able."
    guardian = put(game, bob, creature("Guardian", text), "battlefield")
    attack(game, alice, [bear], bob)
    with pytest.raises(RulesError, match="fewer than it could"):
        block(game, {})
    guardian.tapped = True
    block(game, {})


ARCHON = "Creatures with power 2 or less can't attack you."


def test_creatures_cant_attack_you() -> None:
    """CR 508.1c: the restriction names the player; a creature it doesn't describe attacks."""
    game, alice, bob = scripted_game()
    put(game, bob, creature("Guardian", ARCHON, (0, 4)), "battlefield")
    small = put(game, alice, creature("Small", pt=(2, 2)), "battlefield")
    big = put(game, alice, creature("Big", pt=(3, 3)), "battlefield")
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [small, big], bob)
    attack(game, alice, [big], bob)
    assert big.attacking and not small.attacking


def test_a_requirement_to_attack_asks_nothing_it_cant_do() -> None:
    """CR 508.1d: a creature that attacks each combat if able, but can't attack the only
    opponent, need not attack."""
    game, alice, bob = scripted_game()
    put(game, bob, creature("Guardian", ARCHON, (0, 4)), "battlefield")
    text = "Eager attacks each combat if able."
    put(game, alice, creature("Eager", text, (1, 1)), "battlefield")
    big = put(game, alice, creature("Big", pt=(3, 3)), "battlefield")
    attack(game, alice, [big], bob)
    assert big.attacking


EXTRA = "Guard can block an additional creature each combat."


def test_a_creature_that_can_block_an_additional_creature() -> None:
    """CR 509.1a: it may block two attackers; another creature may block only one."""
    game, alice, bob = scripted_game()
    one, two = (put(game, alice, creature(f"Raider {i}"), "battlefield") for i in (1, 2))
    guard = put(game, bob, creature("Guard", EXTRA, (3, 5)), "battlefield")
    plain = put(game, bob, creature("Plain", pt=(3, 5)), "battlefield")
    attack(game, alice, [one, two], bob)
    with pytest.raises(RulesError, match="can block only 1"):
        block(game, {plain: [one, two]})
    block(game, {guard: [one, two]})
    assert game.blocks == {one.id: [guard], two.id: [guard]}


def test_a_blocker_of_two_divides_its_damage() -> None:
    """CR 510.1d: its controller divides its combat damage among the creatures it blocks;
    each attacker deals its damage to it."""
    game, alice, bob = scripted_game(Pick(("Raider 1",)), Pick(("Raider 1",)), Pick(("Raider 2",)))
    one, two = (put(game, alice, creature(f"Raider {i}", pt=(2, 2)), "battlefield") for i in (1, 2))
    guard = put(game, bob, creature("Guard", EXTRA, (3, 5)), "battlefield")
    attack(game, alice, [one, two], bob)
    block(game, {guard: [one, two]})
    combat_damage(game, bob)
    assert one.zone == "" and two.damage == 1 and guard.damage == 4 and bob.life == 20


def test_lures_and_a_creature_that_can_block_two() -> None:
    """CR 509.1c: able to block both creatures that say all creatures able to block them do
    so, it must block both."""
    game, alice, bob = scripted_game()
    lures = [
        put(
            game,
            alice,
            creature(f"Lure {i}", f"All creatures able to block Lure {i} do so."),
            "battlefield",
        )
        for i in (1, 2)
    ]
    guard = put(game, bob, creature("Guard", EXTRA, (3, 5)), "battlefield")
    attack(game, alice, lures, bob)
    with pytest.raises(RulesError, match="fewer than it could"):
        block(game, {guard: lures[0]})
    block(game, {guard: lures})


def test_bushido_triggers_once_for_a_creature_blocking_two() -> None:
    """CR 509.3c, 702.45a: "whenever this creature blocks" triggers once, however many
    creatures it blocks."""
    game, alice, bob = players()
    one, two = (put(game, alice, creature(f"Raider {i}"), "battlefield") for i in (1, 2))
    samurai = put(game, bob, creature("Guard", "Bushido 1\n" + EXTRA, (2, 2)), "battlefield")
    attack(game, alice, [one, two], bob)
    block(game, {samurai: [one, two]})
    assert ch.power(game, samurai) == 3


GOAD = "Goad target creature."


def _goaded(names: tuple[str, ...]) -> tuple:
    """A game in which the second player goaded the first player's Bear on their turn."""
    game = new_game(names)
    alice, bob = game.players[:2]
    for p in game.players:
        for _ in range(3):
            put(game, p, creature("Filler"))  # the draws
    bear = put(game, alice, creature("Bear"), "battlefield")
    end_turn(game)  # Bob's turn
    taunt = card_def("Taunt", GOAD, type_line="Sorcery", mana_cost="{R}")
    cast(game, bob, put(game, bob, taunt, "hand"), [[bear]], free=True)
    run(game)
    while game.active_player is not alice:
        end_turn(game)
    return game, alice, bob, bear


def test_a_goaded_creature_attacks_if_able() -> None:
    """CR 701.15b: it attacks each combat if able; with one opponent, that's the goader."""
    game, alice, bob, bear = _goaded(("Alice", "Bob"))
    other = put(game, alice, creature("Other"), "battlefield")
    with pytest.raises(RulesError, match="goaded creature attacks"):
        attack(game, alice, [other], bob)
    attack(game, alice, [bear], bob)
    assert bear.attacking


def test_a_goaded_creature_attacks_another_player_if_able() -> None:
    """CR 701.15b: with another opponent, it attacks a player who didn't goad it."""
    game, alice, bob, bear = _goaded(("Alice", "Bob", "Carol"))
    carol = game.players[2]
    with pytest.raises(RulesError, match="goaded creature attacks"):
        attack(game, alice, [bear], bob)
    attack(game, alice, [bear], carol)
    assert bear.attacking


def test_goad_ends_at_the_goaders_next_turn() -> None:
    """CR 701.15a: until the goading player's next turn."""
    game, alice, bob, bear = _goaded(("Alice", "Bob"))
    end_turn(game)  # Bob's turn: the goad ends
    end_turn(game)
    other = put(game, alice, creature("Other"), "battlefield")
    attack(game, alice, [other], bob)
    assert other.attacking and not bear.attacking
