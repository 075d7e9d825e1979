"""“<effect> unless you <action>” (CR 118.12): the player may do the action if they can; the
effect happens only if they don't. On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, Pick, play_land, put, run
from scryc.engine.mana import parse_pool
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Archway Commons": (
        "Land",
        "",
        "When Archway Commons enters the battlefield, sacrifice it unless you pay {1}.",
    ),
    "Coral Atoll": (
        "Land — Island",
        "",
        "When Coral Atoll enters the battlefield, sacrifice it unless you return an untapped "
        "Island you control to its owner's hand.",
    ),
}


def play(name: str, *decisions: object, pool: str = "", islands: int = 0) -> list[str]:
    """Alice plays the land; what she then has on the battlefield, and in her hand."""
    game, alice, _ = scripted_game(*decisions)
    alice.mana = parse_pool(pool)
    for _ in range(islands):
        put(game, alice, from_oracle("Island", ORACLE, {}), "battlefield")
    play_land(game, alice, put(game, alice, from_oracle(name, ORACLE, {}), "hand"))
    run(game)
    assert game.agent.unused == []  # type: ignore[attr-defined]
    return sorted(o.name for o in game.battlefield) + [f"hand: {o.name}" for o in alice.hand]


@pytest.mark.parametrize(
    ("pool", "decisions", "left"),
    [
        ("{1}", (Answer(True),), ["Archway Commons"]),  # paid: it stays
        ("{1}", (Answer(False),), []),  # declined: sacrificed
        ("", (), []),  # can't pay: sacrificed, nobody is asked
    ],
)
def test_sacrifice_it_unless_you_pay(
    pool: str, decisions: tuple[object, ...], left: list[str]
) -> None:
    assert play("Archway Commons", *decisions, pool=pool) == left


def test_unless_you_return_an_island_you_choose() -> None:
    """CR 118.12: Alice returns the other Island, so the Atoll stays."""
    returned = play("Coral Atoll", Answer(True), Pick(("Island",)), islands=1)
    assert returned == ["Coral Atoll", "hand: Island"]
