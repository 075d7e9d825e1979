""" "You lose the game" (CR 104.3e) and "you win the game" (CR 104.2b: each opponent of the
winner loses, CR 104.2a); on Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, begin_step, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "One with Death": ("Sorcery", "{B}", "You lose the game."),
    "Felidar Sovereign": (
        "Creature — Cat Beast",
        "{4}{W}{W}",
        "Vigilance, lifelink\nAt the beginning of your upkeep, if you have 40 or more life, you "
        "win the game.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Felidar Sovereign": (4, 6)})


def test_the_caster_loses_the_game() -> None:
    game, alice, bob = scripted_game()
    cast(game, alice, put(game, alice, card("One with Death"), "hand"), free=True)
    run(game)
    assert (alice.lost, bob.lost) == (True, False)


@pytest.mark.parametrize(("life", "won"), [(40, True), (39, False)])
def test_winning_makes_each_opponent_lose(life: int, won: bool) -> None:
    game, alice, bob = scripted_game()
    put(game, alice, card("Felidar Sovereign"), "battlefield")
    alice.life = life
    begin_step(game, "upkeep")
    assert (alice.lost, bob.lost) == (False, won)
