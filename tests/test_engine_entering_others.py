"""Static abilities that change how other permanents enter: "Each other Warrior creature
you control enters with an additional +1/+1 counter on it" (CR 614.1c, 614.12)."""

from __future__ import annotations

from scryc.engine import card_def, cast, put, run
from scryc.engine.actions import move
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, players, scripted_game

PARAGON = "Each other Warrior creature you control enters with an additional +1/+1 counter on it."


def _warrior(name: str) -> object:
    return card_def(name, "", type_line="Creature — Human Warrior", power=2, toughness=2)


def test_each_matching_creature_of_its_controller_enters_with_a_counter() -> None:
    """A Warrior Alice casts gets the counter; the source itself, a non-Warrior and Bob's
    Warrior don't."""
    game, alice, bob = scripted_game()
    begin_step(game, "precombat main")
    paragon = put(game, alice, card_def("Paragon Test", PARAGON, type_line="Creature — Elf Warrior",
                                        power=2, toughness=2), "hand")  # fmt: skip
    cast(game, alice, paragon, free=True)
    run(game)
    warrior = put(game, alice, _warrior("Alice Warrior"), "hand")
    cast(game, alice, warrior, free=True)
    run(game)
    bear = put(game, alice, creature("Bear"), "hand")
    cast(game, alice, bear, free=True)
    run(game)
    theirs = put(game, bob, _warrior("Bob Warrior"), "graveyard")
    move(game, theirs, "battlefield")
    counters = {o.name: o.counters["+1/+1"] for o in game.battlefield}
    assert counters == {"Paragon Test": 0, "Alice Warrior": 1, "Bear": 0, "Bob Warrior": 0}


def test_two_such_abilities_each_add_their_counter() -> None:
    """Each replacement applies once to the event (CR 614.5): two sources, two counters."""
    game, alice, _ = players()
    text = "Each other creature you control enters with an additional +1/+1 counter on it."
    put(game, alice, card_def("Renata One", text, type_line="Enchantment"), "battlefield")
    put(game, alice, card_def("Renata Two", text, type_line="Enchantment"), "battlefield")
    bear = put(game, alice, creature("Bear"), "graveyard")
    move(game, bear, "battlefield")
    assert next(o for o in game.battlefield if o.name == "Bear").counters["+1/+1"] == 2
