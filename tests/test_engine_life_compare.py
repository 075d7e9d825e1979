"""Another player's life total in a condition: "as long as an opponent has 10 or less life"
(any opponent), "if each player has 10 or less life" (all of them). On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, put, run
from scryc.engine.characteristics import keywords, power, toughness
from scryc.engine.turns import begin_step
from tests.engine_cards import from_oracle, players

ORACLE = {
    "Ruthless Cullblade": (
        "Creature — Vampire Warrior",
        "{1}{B}",
        "Ruthless Cullblade gets +2/+1 as long as an opponent has 10 or less life.",
    ),
    "Bloodghast": (
        "Creature — Vampire Spirit",
        "{B}{B}",
        "Bloodghast can't block.\nBloodghast has haste as long as an opponent has 10 or less life.",
    ),
    "Test Low Tide": (
        "Enchantment",
        "{U}",
        "At the beginning of your upkeep, if each player has 10 or less life, draw a card.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Ruthless Cullblade": (2, 1), "Bloodghast": (2, 1)})


def test_as_long_as_an_opponent_has_10_or_less_life() -> None:
    """Alice's own life does not count: only an opponent's."""
    game, alice, bob = players()
    blade = put(game, alice, card("Ruthless Cullblade"), "battlefield")
    ghast = put(game, alice, card("Bloodghast"), "battlefield")
    alice.life = 5
    assert (power(game, blade), toughness(game, blade)) == (2, 1)
    assert "haste" not in keywords(game, ghast)
    bob.life = 10
    assert (power(game, blade), toughness(game, blade)) == (4, 2)
    assert "haste" in keywords(game, ghast)


def test_if_each_player_has_10_or_less_life() -> None:
    game, alice, bob = players()
    put(game, alice, card("Island"))
    put(game, alice, card("Island"))
    put(game, alice, card("Test Low Tide"), "battlefield")
    alice.life = 8
    begin_step(game, "upkeep")
    run(game)
    assert alice.hand == []  # Bob has 20
    bob.life = 3
    begin_step(game, "upkeep")
    run(game)
    assert len(alice.hand) == 1
