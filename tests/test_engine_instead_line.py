""" "Threshold — If seven or more cards are in your graveyard, instead …": a spell line done in
place of the line before when its condition holds as the spell resolves; on Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, cast, put, run
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Kamahl's Sledge": (
        "Sorcery",
        "{5}{R}{R}",
        "Kamahl's Sledge deals 4 damage to target creature.\nThreshold — If seven or more cards "
        "are in your graveyard, instead Kamahl's Sledge deals 4 damage to that creature and 4 "
        "damage to that creature's controller.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {})


@pytest.mark.parametrize(("cards", "bob_life"), [(7, 16), (6, 20)])
def test_the_line_instead_with_threshold_only(cards: int, bob_life: int) -> None:
    game, alice, bob = scripted_game()
    for _ in range(cards):
        put(game, alice, card("Island"), "graveyard")
    giant = put(game, bob, creature("Giant", pt=(6, 6)), "battlefield")
    cast(game, alice, put(game, alice, card("Kamahl's Sledge"), "hand"), [[giant]], free=True)
    run(game)
    assert giant.damage == 4 and bob.life == bob_life  # the creature is dealt 4 damage once
