"""Demonstrate (CR 702.144a): when the spell is cast, its controller may copy it; if they do,
an opponent they choose copies it too. The copies are not cast (CR 707.10)."""

from __future__ import annotations

from scryc.engine import Answer, Pick, card_def, cast, put, run
from tests.engine_cards import scripted_game

TEXT = "Demonstrate\nYou gain 3 life."


def _spell() -> object:
    return card_def("Demo Test", TEXT, type_line="Sorcery", mana_cost="{1}{W}")


def test_demonstrate_copies_for_its_controller_and_a_chosen_opponent() -> None:
    """Each copy's controller gains the life: Alice twice (spell and copy), Bob once."""
    game, alice, bob = scripted_game(Answer(True), Pick(("Bob",)))
    spell = put(game, alice, _spell(), "hand")
    cast(game, alice, spell, free=True)
    run(game)
    assert (alice.life, bob.life) == (26, 23)
    assert game.spells_cast[alice.index] == 1 and game.spells_cast[bob.index] == 0


def test_without_the_first_copy_the_opponent_gets_none() -> None:
    """ "If you copy the spell": declined, no copy at all."""
    game, alice, bob = scripted_game(Answer(False))
    spell = put(game, alice, _spell(), "hand")
    cast(game, alice, spell, free=True)
    run(game)
    assert (alice.life, bob.life) == (23, 20)
