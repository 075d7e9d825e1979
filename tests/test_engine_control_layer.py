"""Control-changing effects as layer 2 (CR 613.1b): "You control enchanted creature" applies
while the Aura is attached; with a later "gain control … until end of turn" the latest wins
(timestamps, CR 613.7), and each permanent returns to the controller it had without them."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, cast, end_turn, put, run
from scryc.engine.actions import move
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Control Magic": (
        "Enchantment — Aura",
        "{2}{U}{U}",
        "Enchant creature\nYou control enchanted creature.",
    ),
    "Act of Treason": (
        "Sorcery",
        "{2}{R}",
        "Gain control of target creature until end of turn. Untap that creature. It gains "
        "haste until end of turn.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Test Bear": (2, 2)})


def enchant(game, player, target):  # type: ignore[no-untyped-def]
    cast(game, player, put(game, player, card("Control Magic"), "hand"), [[target]], free=True)
    run(game)
    return next(o for o in game.battlefield if o.name == "Control Magic")


def test_you_control_the_enchanted_creature_while_the_aura_is_attached() -> None:
    game, alice, bob = scripted_game()
    bear = put(game, bob, card("Test Bear"), "battlefield")
    aura = enchant(game, alice, bear)
    assert aura.attached_to is bear and bear.controller is alice
    move(game, aura, "graveyard")
    run(game)
    assert bear.controller is bob


def test_the_latest_control_effect_wins_and_each_ends_in_turn() -> None:
    """Bob's Act of Treason (later) takes his Bear back until end of turn; then Control Magic
    applies again; once the Aura is gone Bob controls it."""
    game, alice, bob = scripted_game()
    for p in (alice, bob):
        for _ in range(3):
            put(game, p, card("Test Bear"), "library")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    aura = enchant(game, alice, bear)
    game.active = 1  # Bob's turn
    treason = put(game, bob, card("Act of Treason"), "hand")
    cast(game, bob, treason, [[bear]], free=True)
    run(game)
    assert bear.controller is bob
    end_turn(game)
    assert bear.controller is alice
    move(game, aura, "graveyard")
    run(game)
    assert bear.controller is bob


def test_gain_control_until_end_of_turn_returns_it() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    for p in (alice, bob):
        put(game, p, card("Test Bear"), "library")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Act of Treason"), "hand"), [[bear]], free=True)
    run(game)
    assert bear.controller is alice and not bear.tapped
    end_turn(game)
    assert bear.controller is bob
