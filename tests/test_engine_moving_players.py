"""Moving cards: another player chooses what they move ("target opponent puts a card from
their hand on top of their library"), and a card that returns to the battlefield with
counters on it enters with them (CR 122.6, 614.1c). On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Chittering Rats": (
        "Creature — Rat",
        "{1}{B}{B}",
        "When Chittering Rats enters the battlefield, target opponent puts a card from their "
        "hand on top of their library.",
    ),
    "Test Return": (
        "Sorcery",
        "{2}{B}",
        "Return target creature card from your graveyard to the battlefield with an additional "
        "+1/+1 counter on it.",
    ),
    "Test Recall": (
        "Sorcery",
        "{3}{G}",
        "Each player returns all creature cards from their graveyard to their hand.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Savannah Lions": ("Creature — Cat", "{W}", ""),
}


def card(name: str) -> CardDef:
    stats = {"Chittering Rats": (2, 2), "Grizzly Bears": (2, 2), "Savannah Lions": (2, 1)}
    return from_oracle(name, ORACLE, stats)


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def test_the_opponent_chooses_the_card_they_put_back() -> None:
    """Bob, not Alice, chooses which card of his hand goes on top of his library."""
    game, alice, bob = scripted_game(Pick(("Bob",)), Pick(("Savannah Lions",), player="Bob"))
    put(game, bob, card("Island"))
    for name in ("Grizzly Bears", "Savannah Lions"):
        put(game, bob, card(name), "hand")
    cast(game, alice, put(game, alice, card("Chittering Rats"), "hand"), free=True)
    run(game)
    assert names(bob.hand) == ["Grizzly Bears"]
    assert names(bob.library) == ["Savannah Lions", "Island"]


def test_returned_with_an_additional_counter() -> None:
    game, alice, _ = scripted_game()
    bears = put(game, alice, card("Grizzly Bears"), "graveyard")
    cast(game, alice, put(game, alice, card("Test Return"), "hand"), [[bears]], free=True)
    run(game)
    (back,) = [o for o in game.battlefield if o.card.name == "Grizzly Bears"]
    assert back.counters["+1/+1"] == 1


def test_each_player_returns_their_own_creature_cards() -> None:
    game, alice, bob = scripted_game()
    put(game, alice, card("Grizzly Bears"), "graveyard")
    put(game, alice, card("Island"), "graveyard")
    put(game, bob, card("Savannah Lions"), "graveyard")
    cast(game, alice, put(game, alice, card("Test Recall"), "hand"), free=True)
    run(game)
    assert names(alice.hand) == ["Grizzly Bears"]
    assert names(bob.hand) == ["Savannah Lions"]
    assert sorted(names(alice.graveyard)) == ["Island", "Test Recall"]
