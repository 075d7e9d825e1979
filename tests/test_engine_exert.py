"""Exert (CR 701.43): "You may exert this creature as it attacks. When you do, …" is an
optional cost to attack chosen as attackers are declared (CR 508.1g, 701.43d); an exerted
creature doesn't untap during its controller's next untap step."""

from __future__ import annotations

from scryc.engine import Answer, Pick, attack, put, run
from scryc.engine import characteristics as ch
from scryc.engine.turns import begin_step, end_turn
from tests.engine_cards import creature, scripted_game

GUST = (
    "You may exert this creature as it attacks. When you do, it gets +1/+1 and gains flying "
    "until end of turn."
)
GLORY = (
    "You may exert this creature as it attacks. When you do, it deals 4 damage to target "
    "non-Dragon creature an opponent controls."
)


def test_exerting_as_it_attacks_triggers_the_linked_ability() -> None:
    """CR 701.43d, 607.2h: "when you do" triggers once the creature is exerted."""
    game, alice, bob = scripted_game(Answer(True))
    walker = put(game, alice, creature("Gust Test", GUST), "battlefield")
    walker.sick = False
    begin_step(game, "precombat main")
    attack(game, alice, [walker], bob)
    run(game)
    assert (ch.power(game, walker), ch.toughness(game, walker)) == (3, 3)
    assert "flying" in ch.keywords(game, walker)


def test_an_exerted_creature_skips_only_its_controllers_next_untap_step() -> None:
    """CR 701.43a: it stays tapped through Alice's next untap step (not Bob's), then untaps
    as usual."""
    game, alice, bob = scripted_game(Answer(True))
    walker = put(game, alice, creature("Gust Test", GUST), "battlefield")
    walker.sick = False
    attack(game, alice, [walker], bob)
    run(game)
    end_turn(game)  # Bob's turn: not Alice's untap step
    assert walker.tapped
    end_turn(game)  # Alice's next untap step: skipped
    assert walker.tapped
    end_turn(game)
    end_turn(game)  # the one after: it untaps
    assert not walker.tapped


def test_not_exerting_gives_nothing_and_the_creature_untaps() -> None:
    """The cost is optional: without it the linked ability doesn't trigger."""
    game, alice, bob = scripted_game(Answer(False))
    walker = put(game, alice, creature("Gust Test", GUST), "battlefield")
    walker.sick = False
    attack(game, alice, [walker], bob)
    run(game)
    assert ch.power(game, walker) == 2 and not game.stack
    end_turn(game)
    end_turn(game)
    assert not walker.tapped


def test_the_linked_ability_targets_as_it_triggers() -> None:
    """ "When you do, it deals 4 damage to target non-Dragon creature an opponent
    controls": its target is chosen as it is put on the stack (CR 603.3d)."""
    game, alice, bob = scripted_game(Answer(True), Pick(("Bob Bear",)))
    dragon = put(game, alice, creature("Glory Test", GLORY, pt=(4, 4)), "battlefield")
    dragon.sick = False
    bear = put(game, bob, creature("Bob Bear", pt=(2, 4)), "battlefield")
    attack(game, alice, [dragon], bob)
    run(game)
    assert not bear.zone and [o.name for o in bob.graveyard] == ["Bob Bear"]
