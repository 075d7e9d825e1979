"""Players with hexproof or shroud from a static ability (CR 702.11c, 702.18a), on real
Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Game, Pick, Player, RulesError, cast, put, run
from scryc.engine import characteristics as ch
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Orbs of Warding": (
        "Artifact",
        "{5}",
        "You have hexproof. (You can't be the target of spells or abilities your opponents "
        "control.)\nIf a creature would deal damage to you, prevent 1 of that damage.",
    ),
    "Ivory Mask": (
        "Enchantment",
        "{2}{W}{W}",
        "You have shroud. (You can't be the target of spells or abilities.)",
    ),
    "Sigarda, Heron's Grace": (
        "Legendary Creature — Angel",
        "{3}{G}{W}",
        "Flying\nYou and Humans you control have hexproof.\n{2}, Exile a card from your "
        "graveyard: Create a 1/1 white Human Soldier creature token.",
    ),
    "Test Drain": ("Sorcery", "{B}", "Target player loses 2 life."),
    "Test Human": ("Creature — Human", "{W}", ""),
}
STATS = {"Sigarda, Heron's Grace": (4, 5), "Test Human": (1, 1)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def test_a_player_with_hexproof_cant_be_targeted_by_opponents_only() -> None:
    """CR 702.11c: Bob's spell can't target Alice; Alice's own spell can."""
    game, alice, bob = setup()
    put(game, alice, card("Orbs of Warding"), "battlefield")
    with pytest.raises(RulesError):
        cast(game, bob, put(game, bob, card("Test Drain"), "hand"), [[alice]], free=True)
    cast(game, alice, put(game, alice, card("Test Drain"), "hand"), [[alice]], free=True)
    run(game)
    assert alice.life == 18


def test_a_player_with_shroud_cant_be_targeted_even_by_themselves() -> None:
    """CR 702.18a: no spell or ability can target them; only Bob is left to choose."""
    game, alice, bob = setup(Pick(("Bob",)))
    put(game, alice, card("Ivory Mask"), "battlefield")
    with pytest.raises(RulesError):
        cast(game, alice, put(game, alice, card("Test Drain"), "hand"), [[alice]], free=True)
    cast(game, alice, put(game, alice, card("Test Drain"), "hand"), free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 18)


def test_you_and_humans_you_control_have_hexproof() -> None:
    game, alice, bob = setup()
    put(game, alice, card("Sigarda, Heron's Grace"), "battlefield")
    human = put(game, alice, card("Test Human"), "battlefield")
    assert "hexproof" in ch.keywords(game, human)
    with pytest.raises(RulesError):
        cast(game, bob, put(game, bob, card("Test Drain"), "hand"), [[alice]], free=True)
