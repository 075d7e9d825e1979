""" "Any player may activate this ability": another player activates it, pays its cost and
controls it (CR 602.2); on Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import activate, put, run
from scryc.engine.actions import RulesError
from scryc.engine.mana import parse_pool
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Feral Hydra": (
        "Creature — Hydra Beast",
        "{X}{G}",
        "Feral Hydra enters the battlefield with X +1/+1 counters on it.\n{3}: Put a +1/+1 "
        "counter on Feral Hydra. Any player may activate this ability.",
    ),
}


def test_an_opponent_activates_it_paying_from_their_own_pool() -> None:
    game, alice, bob = scripted_game()
    hydra = put(
        game, alice, from_oracle("Feral Hydra", ORACLE, {"Feral Hydra": (0, 0)}), "battlefield"
    )
    hydra.counters["+1/+1"] = 1
    bob.mana = parse_pool("{3}")
    activate(game, bob, hydra, 0)
    run(game)
    assert hydra.counters["+1/+1"] == 2 and sum(bob.mana.values()) == 0


def test_an_ability_without_it_is_only_its_controllers() -> None:
    game, alice, bob = scripted_game()
    bear = put(
        game, alice, creature("Bear", "{1}: Bear gets +1/+1 until end of turn."), "battlefield"
    )
    bob.mana = parse_pool("{1}")
    with pytest.raises(RulesError):
        activate(game, bob, bear, 0)
