"""Support N (CR 701.41a): on a permanent, "Put a +1/+1 counter on each of up to N other
target creatures"; on an instant or sorcery, "… up to N target creatures"."""

from __future__ import annotations

import pytest

from scryc.engine import card_def, cast, put, run
from scryc.engine.actions import RulesError
from scryc.engine.casting import activate
from tests.engine_cards import creature, scripted_game


def test_support_on_a_permanent_targets_only_other_creatures() -> None:
    """The permanent with support can't be one of its targets; up to N means fewer too."""
    game, alice, _ = scripted_game()
    text = "{T}: Support 2."
    raptor = put(game, alice, creature("Support Test", text), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    raptor.sick = False
    with pytest.raises(RulesError):
        activate(game, alice, raptor, 0, [[raptor, bear]])
    activate(game, alice, raptor, 0, [[bear]])
    run(game)
    assert bear.counters["+1/+1"] == 1 and raptor.counters["+1/+1"] == 0


def test_support_on_a_sorcery_puts_one_counter_on_each_target_then_the_next_line() -> None:
    """On a spell there is no "other"; three targets are too many for support 2; the spell's
    next line still happens."""
    game, alice, bob = scripted_game()
    bear = put(game, alice, creature("Bear"), "battlefield")
    elk = put(game, bob, creature("Elk"), "battlefield")
    wolf = put(game, bob, creature("Wolf"), "battlefield")
    put(game, alice, creature("Top Card"), "library")
    text = "Support 2.\nDraw a card."
    spell = put(game, alice, card_def("Support Spell", text, type_line="Sorcery"), "hand")
    with pytest.raises(RulesError):
        cast(game, alice, spell, [[bear, elk, wolf]], free=True)
    cast(game, alice, spell, [[bear, elk]], free=True)
    run(game)
    assert (bear.counters["+1/+1"], elk.counters["+1/+1"], wolf.counters["+1/+1"]) == (1, 1, 0)
    assert [o.name for o in alice.hand] == ["Top Card"]
