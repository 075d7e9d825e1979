"""Control given to another player ("Target player gains control of target permanent you
control", CR 108.4), and an object's controller as it last was on the battlefield (CR
608.2h); on Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, activate, cast, put, run
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Donate": (
        "Sorcery",
        "{2}{U}",
        "Target player gains control of target permanent you control.",
    ),
    "Starke of Rath": (
        "Legendary Creature — Human Rogue",
        "{1}{R}{R}",
        "{T}: Destroy target artifact or creature. That permanent's controller gains control "
        "of Starke of Rath. (This effect lasts indefinitely.)",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Starke of Rath": (2, 2)})


def test_target_player_gains_control_of_your_permanent() -> None:
    """The targets as the checker numbers them: the permanent, then the player."""
    game, alice, bob = scripted_game()
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Donate"), "hand"), [[bear], [bob]], free=True)
    run(game)
    assert bear.controller is bob


def test_that_permanents_controller_is_who_controlled_it_as_it_was_destroyed() -> None:
    """Alice controls Bob's Bear when Starke destroys it: Alice, its controller as it last
    existed on the battlefield, gains control of Starke (not Bob, its owner)."""

    game, alice, bob = scripted_game()
    starke = put(game, bob, card("Starke of Rath"), "battlefield")
    starke.sick = False
    bear = put(game, bob, creature("Bear"), "battlefield")
    bear.controller = alice
    activate(game, bob, starke, 0, [[bear]])
    run(game)
    assert bear.zone == "" and starke.controller is alice
