""" "Return two cards at random from your graveyard": the game's seeded random source picks,
nobody chooses; on Oracle text."""

from __future__ import annotations

from scryc.engine import cast, put, run
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Make a Wish": (
        "Sorcery",
        "{3}{G}",
        "Return two cards at random from your graveyard to your hand.",
    ),
}


def test_two_cards_at_random_and_no_one_is_asked() -> None:
    game, alice, _ = scripted_game()  # no decisions: a question would fail the test
    for name in ("Bear", "Wolf", "Elk"):
        put(game, alice, creature(name), "graveyard")
    cast(game, alice, put(game, alice, from_oracle("Make a Wish", ORACLE, {}), "hand"), free=True)
    run(game)
    assert len(alice.hand) == 2 and {o.name for o in alice.hand} <= {"Bear", "Wolf", "Elk"}
    assert len(alice.graveyard) == 2  # the third creature card and Make a Wish
