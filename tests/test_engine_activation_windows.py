"""Windows of the turn an ability may be activated in (CR 602.5d): "Activate only during
your turn, before attackers are declared", "Activate only during combat"."""

from __future__ import annotations

import pytest

from scryc.engine import activate, attack, begin_step, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError
from tests.engine_cards import creature, scripted_game

HEALER = "{T}: You gain 1 life. Activate only during your turn, before attackers are declared."
GUARD = "{T}: Target creature gets +2/+2 until end of turn. Activate only during combat."


def test_before_attackers_are_declared() -> None:
    """CR 506.1, 508.1: the window is the beginning phase, the precombat main phase and the
    beginning of combat step of the controller's turn."""
    game, alice, bob = scripted_game()
    healer = put(game, alice, creature("Healer", HEALER), "battlefield")
    begin_step(game, "upkeep")
    activate(game, alice, healer, 0)
    run(game)
    assert alice.life == 21
    healer.tapped = False
    attack(game, alice, [put(game, alice, creature("Bear"), "battlefield")], bob)
    with pytest.raises(RulesError):
        activate(game, alice, healer, 0)
    assert alice.life == 21 and not healer.tapped


def test_only_during_your_turn() -> None:
    """CR 602.5d: on another player's turn the window is closed."""
    game, _, bob = scripted_game()
    healer = put(game, bob, creature("Healer", HEALER), "battlefield")
    with pytest.raises(RulesError):
        activate(game, bob, healer, 0)


def test_only_during_combat() -> None:
    """CR 506.1: not in the main phase; once attackers are declared, yes."""
    game, alice, bob = scripted_game()
    guard = put(game, alice, creature("Guard", GUARD), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    with pytest.raises(RulesError):
        activate(game, alice, guard, 0, [[bear]])
    attack(game, alice, [bear], bob)
    activate(game, alice, guard, 0, [[bear]])
    run(game)
    assert bear.attacking and ch.power(game, bear) == 4
