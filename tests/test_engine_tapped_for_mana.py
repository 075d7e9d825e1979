"""Tapping a permanent for mana (CR 106.12): triggered mana abilities resolve at once (CR
605.1b, 605.4a); other abilities that trigger on it use the stack; on real Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, activate, put, run
from scryc.parse import ParseError, parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Crypt Ghast": (
        "Creature — Spirit",
        "{3}{B}",
        "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
        "life and you gain that much life.)\nWhenever you tap a Swamp for mana, add an "
        "additional {B}.",
    ),
    "Manabarbs": (
        "Enchantment",
        "{3}{R}",
        "Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Crypt Ghast": (2, 2)})


def test_an_additional_mana_is_added_at_once_without_the_stack() -> None:
    """CR 605.4a: the triggered mana ability resolves right after the Swamp's; an Island
    (not a Swamp) adds only its own."""
    game, alice, _ = scripted_game()
    put(game, alice, card("Crypt Ghast"), "battlefield")
    swamp = put(game, alice, card("Swamp"), "battlefield")
    island = put(game, alice, card("Island"), "battlefield")
    activate(game, alice, swamp, 0)
    assert dict(alice.mana) == {"B": 2} and not game.stack and not game.pending
    activate(game, alice, island, 0)
    assert dict(alice.mana) == {"B": 2, "U": 1}


def test_a_trigger_that_adds_no_mana_uses_the_stack_and_hits_that_player() -> None:
    game, alice, bob = scripted_game()
    put(game, alice, card("Manabarbs"), "battlefield")
    mountain = put(game, bob, card("Mountain"), "battlefield")
    activate(game, bob, mountain, 0)
    assert bob.life == 20 and game.pending
    run(game)
    assert bob.life == 19 and alice.life == 20 and dict(bob.mana) == {"R": 1}


def test_tapped_for_a_given_mana_is_refused() -> None:
    """ "Whenever you tap a permanent for {C}": the AST does not record which mana, so the
    trigger would fire for any; the text fails to parse, at the trigger."""
    text = "Whenever you tap a permanent for {C}, add an additional {C}."
    with pytest.raises(ParseError, match="1:10: tapped for one kind of mana"):
        parse(text)
