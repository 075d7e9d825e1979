"""Clash (CR 701.30): each clashing player reveals their top card, chooses in APNAP order
whether to put it on the bottom, and the player wins with a higher mana value than every
other card revealed. On Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Pick, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Lash Out": (
        "Instant",
        "{1}{R}",
        "Lash Out deals 3 damage to target creature. Clash with an opponent. If you win, Lash "
        "Out deals 3 damage to that creature's controller.",
    ),
    "Hill Giant": ("Creature — Giant", "{3}{R}", ""),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Hill Giant": (3, 3), "Grizzly Bears": (2, 2)})


def names(cards: list) -> list[str]:
    return [c.card.name for c in cards]


def clash_game(mine: str, theirs: str, *answers: bool):
    game, alice, bob = scripted_game(
        Pick(("Grizzly Bears",)), Pick(("Bob",)), *(Answer(a) for a in answers)
    )
    for name in (mine, "Island"):
        put(game, alice, card(name))
    for name in (theirs, "Swamp"):
        put(game, bob, card(name))
    put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Lash Out"), "hand"), free=True)
    run(game)
    return game, alice, bob


def test_a_higher_mana_value_wins() -> None:
    """CR 701.30d: Hill Giant (4) against Forest (0): Alice wins; she keeps her card on top,
    Bob puts his on the bottom (the decisions are in APNAP order: Alice, then Bob)."""
    _, alice, bob = clash_game("Hill Giant", "Forest", False, True)
    assert bob.life == 17
    assert names(alice.library) == ["Hill Giant", "Island"]
    assert names(bob.library) == ["Swamp", "Forest"]


def test_a_tie_is_not_a_win() -> None:
    """Equal mana values: no one revealed a higher one, so "if you win" does nothing."""
    _, _, bob = clash_game("Hill Giant", "Hill Giant", False, False)
    assert bob.life == 20


def test_a_lower_mana_value_loses() -> None:
    _, alice, bob = clash_game("Forest", "Hill Giant", True, False)
    assert bob.life == 20
    assert names(alice.library) == ["Island", "Forest"]
