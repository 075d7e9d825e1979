"""Suspend (CR 702.62) and foretell (CR 702.143) in the engine. Suspend: a special action
from the hand, time counters removed in its owner's upkeeps, cast without paying its mana
cost as the last one is removed; with the interactions people get wrong (it can be
suspended only when it could be cast; a card with no mana cost can't be cast from the hand
at all, CR 118.6; a creature cast this way has haste). Foretell: not on the turn it was
foretold, and only during your turn."""

from __future__ import annotations

import pytest

from scryc.engine import card_def, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError
from scryc.engine.keywords.exile import foretell_card, suspend_card, suspended
from scryc.engine.turns import end_turn
from tests.engine_cards import creature, players

VISION = card_def("Vision", "Suspend 2—{U}\nDraw two cards.", type_line="Sorcery")
RIFTWING = creature("Riftwing", "Flying\nSuspend 2—{U}", (3, 1), "{3}{U}")


def _stock(game, *who):  # type: ignore[no-untyped-def]
    for player in who:
        for _ in range(6):
            put(game, player, creature("Bear"), "library")


def test_suspend_exiles_with_time_counters_and_casts_it_when_the_last_is_removed() -> None:
    """CR 702.62a: one counter each of its owner's upkeeps; cast free at the last."""
    game, alice, bob = players()
    _stock(game, alice, bob)
    alice.mana["U"] = 1
    card = suspend_card(game, alice, put(game, alice, VISION, "hand"))
    assert not game.stack and suspended(card) and card.counters["time"] == 2
    hand = len(alice.hand)
    end_turn(game)  # Bob's turn: not Alice's upkeep
    assert card.counters["time"] == 2
    end_turn(game)  # Alice's upkeep: one removed
    assert card.counters["time"] == 1 and len(alice.hand) == hand + 1
    end_turn(game)
    end_turn(game)  # the last one removed: cast, two cards, then the draw step's
    assert card.zone == "" and len(alice.hand) == hand + 1 + 3
    assert [o.name for o in alice.graveyard] == ["Vision"]


def test_a_card_with_no_mana_cost_can_only_be_suspended() -> None:
    """CR 118.6: its mana cost can't be paid; suspend's cast pays none (CR 702.62a)."""
    game, alice, _ = players()
    with pytest.raises(RulesError, match="no mana cost"):
        cast(game, alice, put(game, alice, VISION, "hand"))


def test_suspend_only_when_it_could_be_cast() -> None:
    """CR 702.62a: "if you could begin to cast this card by putting it onto the stack from
    your hand" — a sorcery only in its owner's main phase with an empty stack."""
    game, _, bob = players()
    bob.mana["U"] = 1
    with pytest.raises(RulesError, match="only when it could be cast"):
        suspend_card(game, bob, put(game, bob, VISION, "hand"))
    assert bob.mana["U"] == 1 and [o.name for o in bob.hand] == ["Vision"]


def test_a_creature_cast_with_suspend_has_haste() -> None:
    """CR 702.62a: "If you cast a creature spell this way, it gains haste until you lose
    control of the spell or the permanent it becomes"."""
    game, alice, bob = players()
    _stock(game, alice, bob)
    alice.mana["U"] = 1
    suspend_card(game, alice, put(game, alice, RIFTWING, "hand"))
    for _ in range(4):
        end_turn(game)
    (riftwing,) = [o for o in game.battlefield if o.name == "Riftwing"]
    assert "haste" in ch.keywords(game, riftwing)
    riftwing.controller = bob
    assert "haste" not in ch.keywords(game, riftwing)


# --- foretell ---------------------------------------------------------------------------------

RAVEN = creature("Raven", "Flying\nForetell {U}", (2, 3), "{3}{U}")


def test_foretell_exiles_for_2_and_casts_on_a_later_turn_for_its_cost() -> None:
    """CR 702.143a: during your turn; not the same turn; the foretell cost is an alternative
    cost, paid rather than the mana cost."""
    game, alice, bob = players()
    _stock(game, alice, bob)
    alice.mana["C"] = 2
    card = foretell_card(game, alice, put(game, alice, RAVEN, "hand"))
    assert card.zone == "exile" and not +alice.mana and not game.stack
    alice.mana["U"] = 1
    with pytest.raises(RulesError, match="can't cast"):
        cast(game, alice, card)
    end_turn(game)
    end_turn(game)
    alice.mana["U"] = 1
    cast(game, alice, card)
    run(game)
    assert not +alice.mana and [o.name for o in game.battlefield] == ["Raven"]


def test_foretell_only_during_your_turn() -> None:
    """CR 702.143a: "During your turn"."""
    game, _, bob = players()
    bob.mana["C"] = 2
    with pytest.raises(RulesError, match="during their turn"):
        foretell_card(game, bob, put(game, bob, RAVEN, "hand"))
    assert bob.mana["C"] == 2
