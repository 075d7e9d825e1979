"""Switching power and toughness (layer 7d, CR 613.4d): the switch applies after every other
change to power and toughness, even changes that began later; two switches cancel. On
Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from scryc.engine.characteristics import power, toughness
from scryc.engine.turns import end_turn
from tests.engine_cards import from_oracle, players

ORACLE = {
    "Test Twist": (
        "Instant",
        "{U}",
        "Switch target creature's power and toughness until end of turn.",
    ),
    "Test Brute Force": ("Instant", "{R}", "Target creature gets +3/+0 until end of turn."),
    "Test Giant": ("Creature — Giant", "{3}{R}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Test Giant": (3, 1)})


def play(game, player, name: str, target) -> None:
    cast(game, player, put(game, player, card(name), "hand"), [[target]], free=True)
    run(game)


def test_a_later_pump_still_applies_before_the_switch() -> None:
    """CR 613.4d: 3/1 switched is 1/3; +3/+0 afterwards is applied in layer 7c, before the
    switch: 6/1 switched, so 1/6 (not 4/3)."""
    game, alice, _ = players()
    giant = put(game, alice, card("Test Giant"), "battlefield")
    play(game, alice, "Test Twist", giant)
    assert (power(game, giant), toughness(game, giant)) == (1, 3)
    play(game, alice, "Test Brute Force", giant)
    assert (power(game, giant), toughness(game, giant)) == (1, 6)


def test_counters_count_before_the_switch() -> None:
    game, alice, _ = players()
    giant = put(game, alice, card("Test Giant"), "battlefield", counters={"+1/+1": 1})
    play(game, alice, "Test Twist", giant)
    assert (power(game, giant), toughness(game, giant)) == (2, 4)


def test_two_switches_cancel_and_the_switch_ends_with_the_turn() -> None:
    game, alice, _ = players()
    giant = put(game, alice, card("Test Giant"), "battlefield")
    play(game, alice, "Test Twist", giant)
    play(game, alice, "Test Twist", giant)
    assert (power(game, giant), toughness(game, giant)) == (3, 1)
    play(game, alice, "Test Twist", giant)
    assert (power(game, giant), toughness(game, giant)) == (1, 3)

    end_turn(game)
    assert (power(game, giant), toughness(game, giant)) == (3, 1)


def test_a_switch_to_zero_toughness_is_lethal() -> None:
    """A 0/2 switched is a 2/0: it is put into the graveyard (CR 704.5f)."""
    game, alice, _ = players()
    giant = put(game, alice, card("Test Giant"), "battlefield", counters={"-1/-1": 1})
    play(game, alice, "Test Twist", giant)
    assert giant.zone == ""
