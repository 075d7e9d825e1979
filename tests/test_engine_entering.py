"""An action taken as a permanent enters that decides how it enters: "As this land enters, you
may pay 3 life. If you don't, it enters tapped" (CR 614.12, 614.1c; a player can pay life
only if their life total is at least that much, CR 119.4). On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, CardDef, play_land, put
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Agadeem, the Undercrypt": (
        "Land",
        "",
        "As Agadeem, the Undercrypt enters, you may pay 3 life. If you don't, it enters "
        "tapped.\n{T}: Add {B}.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {})


@pytest.mark.parametrize(
    ("pay", "life", "tapped", "left"),
    [
        (True, 20, False, 17),
        (False, 20, True, 20),
        (True, 2, True, 2),  # can't pay 3 life with 2 (CR 119.4)
    ],
)
def test_pay_life_or_enter_tapped(pay: bool, life: int, tapped: bool, left: int) -> None:
    game, alice, _ = scripted_game(Answer(pay))
    alice.life = life
    land = play_land(game, alice, put(game, alice, card("Agadeem, the Undercrypt"), "hand"))
    assert land is not None and land.tapped is tapped
    assert alice.life == left
