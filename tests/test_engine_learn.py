"""Learn (CR 701.48a): the player may discard a card to draw a card; if they didn't, they may
reveal a Lesson card they own from outside the game (their sideboard, CR 400.11a) and put it
into their hand. On Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Pick, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Environmental Sciences": (
        "Sorcery — Lesson",
        "{2}",
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle. You gain 2 life.",
    ),
    "Eyetwitch": (
        "Creature — Eye Pest",
        "{B}",
        "Flying\nWhen Eyetwitch dies, learn.",
    ),
    "Test Study": ("Sorcery", "{U}", "Learn."),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Eyetwitch": (1, 1), "Grizzly Bears": (2, 2)})


def names(cards: list) -> list[str]:
    return [getattr(c, "card", c).name for c in cards]


def test_a_lesson_from_outside_the_game() -> None:
    """Not discarding, Alice reveals the Lesson from her sideboard: it is now in her hand
    and no longer outside the game."""
    game, alice, _ = scripted_game(Answer(False), Pick(("Environmental Sciences",)))
    alice.outside.append(card("Environmental Sciences"))
    alice.outside.append(card("Grizzly Bears"))  # not a Lesson: never offered
    put(game, alice, card("Grizzly Bears"), "hand")
    cast(game, alice, put(game, alice, card("Test Study"), "hand"), free=True)
    run(game)
    assert sorted(names(alice.hand)) == ["Environmental Sciences", "Grizzly Bears"]
    assert names(alice.outside) == ["Grizzly Bears"]


def test_discarding_draws_and_forgoes_the_lesson() -> None:
    """Discarding a card draws one; then no Lesson is fetched (CR 701.48a: only if she
    didn't discard)."""
    game, alice, _ = scripted_game(Answer(True), Pick(("Grizzly Bears",)))
    alice.outside.append(card("Environmental Sciences"))
    put(game, alice, card("Island"))
    put(game, alice, card("Grizzly Bears"), "hand")
    cast(game, alice, put(game, alice, card("Test Study"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Island"]
    assert "Grizzly Bears" in names(alice.graveyard)
    assert names(alice.outside) == ["Environmental Sciences"]


def test_with_an_empty_hand_and_no_sideboard_nothing_happens() -> None:
    game, alice, _ = scripted_game()
    put(game, alice, card("Island"))
    cast(game, alice, put(game, alice, card("Test Study"), "hand"), free=True)
    run(game)
    assert alice.hand == [] and names(alice.library) == ["Island"]
