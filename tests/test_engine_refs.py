"""References read before the phrase that names them is compiled: "deals damage to target
spell's controller equal to that spell's mana value", on real Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Refuse": (
        "Instant",
        "{3}{R}",
        "Refuse deals damage to target spell's controller equal to that spell's mana value.",
    ),
    "Test Giant": ("Creature — Giant", "{4}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Test Giant": (5, 5)})


def test_damage_to_the_target_spells_controller_equal_to_its_mana_value() -> None:
    game, alice, bob = scripted_game()
    game.active = 1  # Bob casts his creature spell on his turn
    cast(game, bob, put(game, bob, card("Test Giant"), "hand"), free=True)
    giant = game.stack[-1].source
    cast(game, alice, put(game, alice, card("Refuse"), "hand"), [[giant]], free=True)
    run(game)
    assert bob.life == 15 and alice.life == 20
