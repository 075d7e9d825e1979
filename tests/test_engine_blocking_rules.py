"""Blocking rules on Oracle text (CR 509.1b-c): how many creatures may block an attacker."""

from __future__ import annotations

import pytest

from scryc.engine import attack, block, put
from scryc.engine.actions import RulesError
from tests.engine_cards import creature, scripted_game

TIGER = "Stalking Tiger can't be blocked by more than one creature."
BERSERKERS = "Gorilla Berserkers can't be blocked except by three or more creatures."


@pytest.mark.parametrize(("blockers", "allowed"), [(1, True), (2, False)])
def test_cant_be_blocked_by_more_than_one_creature(blockers: int, allowed: bool) -> None:
    """CR 509.1b: a declaration in which two creatures block it is illegal."""
    game, alice, bob = scripted_game()
    tiger = put(game, alice, creature("Stalking Tiger", TIGER, (3, 4)), "battlefield")
    walls = [put(game, bob, creature(f"Wall {i}"), "battlefield") for i in range(blockers)]
    attack(game, alice, [tiger], bob)
    if allowed:
        block(game, dict.fromkeys(walls, tiger))
        assert game.blocks[tiger.id] == walls
    else:
        with pytest.raises(RulesError, match="that many creatures"):
            block(game, dict.fromkeys(walls, tiger))


@pytest.mark.parametrize(("blockers", "allowed"), [(2, False), (3, True)])
def test_cant_be_blocked_except_by_three_or_more(blockers: int, allowed: bool) -> None:
    """CR 509.1b: fewer than three blockers may not block it (none is fine: it is unblocked)."""
    game, alice, bob = scripted_game()
    apes = put(game, alice, creature("Gorilla Berserkers", BERSERKERS, (2, 3)), "battlefield")
    walls = [put(game, bob, creature(f"Wall {i}"), "battlefield") for i in range(blockers)]
    attack(game, alice, [apes], bob)
    if allowed:
        block(game, dict.fromkeys(walls, apes))
        assert all(w.blocking for w in walls)
    else:
        with pytest.raises(RulesError, match="so few creatures"):
            block(game, dict.fromkeys(walls, apes))
