"""A loyalty ability with a cost of [−X] (CR 606.4, 107.3): X loyalty counters are removed as
it is activated, X is chosen then, and it can't remove more than the permanent has."""

from __future__ import annotations

import pytest

from scryc.engine import activate, card_def, put, run
from scryc.engine.actions import RulesError
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, scripted_game

TEXT = "[+1]: You gain 1 life.\n[−X]: Destroy each creature with mana value X or less."


def _walker(name: str = "Test Walker") -> object:
    kind = "Legendary Planeswalker — Test"
    return card_def(name, TEXT, type_line=kind, mana_cost="{3}", loyalty=4)


def test_minus_x_removes_x_loyalty_and_uses_x() -> None:
    game, alice, bob = scripted_game()
    begin_step(game, "precombat main")
    walker = put(game, alice, _walker(), "battlefield")
    put(game, bob, creature("Cheap", cost="{1}{G}"), "battlefield")
    put(game, bob, creature("Dear", cost="{3}{G}"), "battlefield")
    with pytest.raises(RulesError):
        activate(game, alice, walker, 1, x=5)  # only four loyalty counters
    activate(game, alice, walker, 1, x=2)
    run(game)
    assert walker.counters["loyalty"] == 2
    assert [o.name for o in game.battlefield if o.controller is bob] == ["Dear"]


def test_minus_x_is_a_loyalty_ability_at_sorcery_speed_once_each_turn() -> None:
    """CR 606.3: a loyalty ability, as a sorcery, once each turn."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    walker = put(game, alice, _walker(), "battlefield")
    game.active = 1  # Bob's turn
    with pytest.raises(RulesError):
        activate(game, alice, walker, 1, x=0)
    game.active = 0
    activate(game, alice, walker, 1, x=0)
    run(game)
    with pytest.raises(RulesError):
        activate(game, alice, walker, 1, x=0)


def test_one_loyalty_ability_per_permanent_each_turn() -> None:
    """CR 606.3: after its [+1], none of the permanent's loyalty abilities (not only that one)
    may be activated again this turn; another planeswalker's still may."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    walker = put(game, alice, _walker(), "battlefield")
    other = put(game, alice, _walker("Other Walker"), "battlefield")  # not the legend rule
    activate(game, alice, walker, 0)
    run(game)
    with pytest.raises(RulesError):
        activate(game, alice, walker, 1, x=0)
    activate(game, alice, other, 1, x=0)
    run(game)
    assert walker.counters["loyalty"] == 5 and other.counters["loyalty"] == 4
