"""Keywords of this round: those that trigger as their creature attacks, dethrone
(CR 702.105), training (CR 702.149), mentor (CR 702.134), melee (CR 702.121), provoke
(CR 702.39); and cumulative upkeep paid in life (CR 702.24)."""

from __future__ import annotations

import pytest

from scryc.engine import attack, begin_step, block, end_turn, put
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError
from tests.engine_cards import creature, players


@pytest.mark.parametrize(("bob_life", "grows"), [(20, True), (25, True), (10, False)])
def test_dethrone_counts_the_player_with_the_most_life(bob_life: int, grows: bool) -> None:
    """CR 702.105a: the defending player has the most life or is tied for it."""
    game, alice, bob = players()
    bob.life = bob_life
    rider = put(game, alice, creature("Rider", "Dethrone", (2, 2)), "battlefield")
    attack(game, alice, [rider], bob)
    assert rider.counters["+1/+1"] == (1 if grows else 0)


@pytest.mark.parametrize(("other", "grows"), [((3, 3), True), ((2, 2), False)])
def test_training_needs_a_stronger_companion(other: tuple[int, int], grows: bool) -> None:
    """CR 702.149a: another attacking creature with greater power."""
    game, alice, bob = players()
    cadet = put(game, alice, creature("Cadet", "Training", (2, 2)), "battlefield")
    friend = put(game, alice, creature("Friend", pt=other), "battlefield")
    attack(game, alice, [cadet, friend], bob)
    assert cadet.counters["+1/+1"] == (1 if grows else 0)


def test_mentor_puts_a_counter_on_a_lesser_attacker() -> None:
    """CR 702.134a: the target is an attacking creature with less power than the mentor."""
    game, alice, bob = players()
    teacher = put(game, alice, creature("Teacher", "Mentor", (3, 3)), "battlefield")
    equal = put(game, alice, creature("Equal", pt=(3, 3)), "battlefield")
    pupil = put(game, alice, creature("Pupil", pt=(1, 1)), "battlefield")
    attack(game, alice, [teacher, equal, pupil], bob)
    assert pupil.counters["+1/+1"] == 1 and not equal.counters and not teacher.counters


def test_mentor_with_no_lesser_attacker_does_nothing() -> None:
    """CR 603.3d: with no legal target the ability is removed from the stack."""
    game, alice, bob = players()
    teacher = put(game, alice, creature("Teacher", "Mentor", (2, 2)), "battlefield")
    equal = put(game, alice, creature("Equal", pt=(2, 2)), "battlefield")
    attack(game, alice, [teacher, equal], bob)
    assert not equal.counters and not teacher.counters


def test_melee_grows_until_end_of_turn() -> None:
    """CR 702.121a: +1/+1 for each opponent attacked this combat, until end of turn."""
    game, alice, bob = players()
    brawler = put(game, alice, creature("Brawler", "Melee", (2, 2)), "battlefield")
    attack(game, alice, [brawler], bob)
    assert (ch.power(game, brawler), ch.toughness(game, brawler)) == (3, 3)
    end_turn(game)
    assert ch.power(game, brawler) == 2


def test_provoke_untaps_the_target_and_makes_it_block() -> None:
    """CR 702.39a, 509.1c: the target untaps and must block the provoking creature if able;
    once it does, another creature may still block as it likes."""
    game, alice, bob = players()
    taunter = put(game, alice, creature("Taunter", "Provoke", (2, 2)), "battlefield")
    other = put(game, alice, creature("Other"), "battlefield")
    victim = put(game, bob, creature("Victim", pt=(1, 1)), "battlefield", tapped=True)
    attack(game, alice, [taunter, other], bob)
    assert not victim.tapped
    with pytest.raises(RulesError, match="fewer than it could"):
        block(game, {victim: other})
    block(game, {victim: taunter})
    assert game.blocks[taunter.id] == [victim]


def test_cumulative_upkeep_of_life() -> None:
    """CR 702.24a, 119.4: pay the life for each age counter while the life total allows it;
    then the permanent is sacrificed."""
    game, alice, _ = players()
    horror = put(game, alice, creature("Horror", "Cumulative upkeep—Pay 2 life."), "battlefield")
    alice.life = 7
    begin_step(game, "upkeep")  # one age counter: 2 life
    assert alice.life == 5 and horror.zone == "battlefield"
    begin_step(game, "upkeep")  # two: 4 life
    assert alice.life == 1 and horror.counters["age"] == 2
    begin_step(game, "upkeep")  # three: 6 life, more than Alice has
    assert alice.life == 1 and horror.zone == ""
