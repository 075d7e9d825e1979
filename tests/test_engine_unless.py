"""“<effect> unless you <action>” (CR 118.12): the player may do the action if they can; the
effect happens only if they don't. On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, Pick, cast, play_land, put, run
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


ORACLE |= {
    "Megatherium": (
        "Creature — Beast",
        "{2}{G}",
        "Trample\nWhen Megatherium enters the battlefield, sacrifice it unless you pay {1} for "
        "each card in your hand.",
    ),
    "Circular Logic": (
        "Instant",
        "{2}{U}",
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
    ),
    "Test Bolt": ("Instant", "{R}", "Test Bolt deals 3 damage to any target."),
}


@pytest.mark.parametrize(
    ("in_hand", "pool", "decisions", "stays", "left"),
    [
        (2, "{3}", (Answer(True),), True, 1),  # two cards in hand: {2} of the {3} pays it
        (3, "{2}", (), False, 2),  # three cards: {2} is not enough, nobody is asked
        (0, "", (Answer(True),), True, 0),  # no cards: {0}, paid with nothing
    ],
)
def test_pay_one_for_each_card_in_your_hand(
    in_hand: int, pool: str, decisions: tuple[object, ...], stays: bool, left: int
) -> None:
    """CR 118.12: the payment is counted as the ability resolves."""
    game, alice, _ = scripted_game(*decisions)
    for _ in range(in_hand):
        put(game, alice, from_oracle("Island", ORACLE, {}), "hand")
    beast = put(game, alice, from_oracle("Megatherium", ORACLE, {}), "hand")
    cast(game, alice, beast, free=True)
    alice.mana = parse_pool(pool)
    run(game)
    assert game.agent.unused == []  # type: ignore[attr-defined]
    assert any(o.name == "Megatherium" for o in game.battlefield) is stays
    assert sum(alice.mana.values()) == left


@pytest.mark.parametrize(("pool", "countered"), [("{2}", True), ("{3}", False)])
def test_counter_unless_its_controller_pays_one_for_each_card_in_your_graveyard(
    pool: str, countered: bool
) -> None:
    """Alice has three cards in her graveyard: Bob must pay {3} for his spell."""
    game, alice, bob = scripted_game(Answer(True))
    for _ in range(3):
        put(game, alice, from_oracle("Island", ORACLE, {}), "graveyard")
    bolt = put(game, bob, from_oracle("Test Bolt", ORACLE, {}), "hand")
    cast(game, bob, bolt, [[alice]], free=True)
    logic = put(game, alice, from_oracle("Circular Logic", ORACLE, {}), "hand")
    bob.mana = parse_pool(pool)
    cast(game, alice, logic, [[game.stack[0].source]], free=True)
    run(game)
    assert (alice.life == 20) is countered
