"""Copying spells (CR 707.10): "Copy target instant or sorcery spell. You may choose new
targets for the copy." compiled from Oracle text and run in the engine."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, Pick, card_def, cast, put, run
from scryc.engine.compile import CompileError
from scryc.engine.compile import compile as compile_card
from scryc.engine.events import Fizzled
from scryc.engine.resolution import counter
from scryc.parse import parse
from tests.engine_cards import scripted_game

TWINCAST = card_def(
    "Twincast",
    "Copy target instant or sorcery spell. You may choose new targets for the copy.",
    type_line="Instant",
    mana_cost="{U}{U}",
)
SHOCK = card_def("Shock", "Shock deals 2 damage to any target.", type_line="Instant")
BLAZE = card_def("Blaze", "Blaze deals X damage to any target.", type_line="Sorcery")


def test_the_copy_is_controlled_by_its_copier_and_may_take_new_targets() -> None:
    """CR 707.10, 707.10c: the player who copies controls the copy and may choose new
    targets for it; the copy isn't cast and ceases to exist as it leaves the stack."""
    game, alice, bob = scripted_game(Answer(True), Pick(("Alice",)))
    shock = cast(game, alice, put(game, alice, SHOCK, "hand"), [[bob]], free=True)
    cast(game, bob, put(game, bob, TWINCAST, "hand"), [[shock.source]], free=True)
    run(game)
    assert (alice.life, bob.life) == (18, 18)
    assert sum(game.spells_cast.values()) == 2  # the copy was not cast
    assert [o.name for o in alice.graveyard + bob.graveyard] == ["Shock", "Twincast"]


def test_the_copy_keeps_the_targets_and_x_of_the_spell() -> None:
    """CR 707.10: a copy copies the choices made for the spell: its targets unless new ones
    are chosen, and the value of X."""
    game, alice, bob = scripted_game(Answer(False))
    blaze = cast(game, alice, put(game, alice, BLAZE, "hand"), [[bob]], x=3, free=True)
    cast(game, alice, put(game, alice, TWINCAST, "hand"), [[blaze.source]], free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 14)


def test_a_copy_of_a_spell_that_left_the_stack_is_not_made() -> None:
    """CR 608.2b: Twincast's only target is gone, so it doesn't resolve and makes no copy."""
    game, alice, bob = scripted_game()
    shock = cast(game, alice, put(game, alice, SHOCK, "hand"), [[bob]], free=True)
    twincast = cast(game, bob, put(game, bob, TWINCAST, "hand"), [[shock.source]], free=True)
    counter(game, shock)
    run(game)
    assert (alice.life, bob.life) == (20, 20)
    assert any(isinstance(e, Fizzled) and e.item is twincast for e in game.events)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Whenever you cast an instant or sorcery spell, copy that spell.",
            "copy_spell.untargeted",  # it may have left the stack: last known information
        ),
        (
            "Copy target instant or sorcery spell you control. If this spell was cast from a "
            "graveyard, copy that spell twice instead. You may choose new targets for the copies.",
            "copy_spell.new_targets",  # "the copies" are bound to the second copying only
        ),
    ],
)
def test_copies_the_engine_cannot_make_are_refused(text: str, kind: str) -> None:
    with pytest.raises(CompileError) as caught:
        compile_card(parse(text), text)
    assert caught.value.kind == kind
