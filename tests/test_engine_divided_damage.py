"""Damage divided as the caster chooses among targets: the division is announced as the
spell is cast, each target getting at least 1 (CR 601.2d); a target that is illegal as the
spell resolves gets none, and its share goes to no one else (CR 608.2b). On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Pick, RulesError, cast, put, run
from scryc.engine.actions import move
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Arc Lightning": (
        "Sorcery",
        "{2}{R}",
        "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
    ),
    "Forked Bolt": (
        "Sorcery",
        "{R}",
        "Forked Bolt deals 2 damage divided as you choose among one or two targets.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Hill Giant": ("Creature — Giant", "{3}{R}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Grizzly Bears": (2, 2), "Hill Giant": (3, 3)})


def test_the_division_is_announced_as_it_is_cast() -> None:
    """3 damage between two targets: 1 each, then the third point to the Giant."""
    game, alice, bob = scripted_game(Pick(("Hill Giant",)))
    giant = put(game, bob, card("Hill Giant"), "battlefield")
    arc = put(game, alice, card("Arc Lightning"), "hand")
    item = cast(game, alice, arc, [[giant, bob]], free=True)
    assert item.division == {0: [2, 1]}
    run(game)
    assert giant.damage == 2 and bob.life == 19


def test_all_of_it_to_one_target() -> None:
    game, alice, bob = scripted_game()
    cast(game, alice, put(game, alice, card("Forked Bolt"), "hand"), [[bob]], free=True)
    run(game)
    assert bob.life == 18


def test_each_target_must_get_at_least_one() -> None:
    """Two damage can't be divided among three targets (CR 601.2d)."""
    game, alice, bob = scripted_game()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    giant = put(game, bob, card("Hill Giant"), "battlefield")
    bolt = put(game, alice, card("Forked Bolt"), "hand")
    with pytest.raises(RulesError):
        cast(game, alice, bolt, [[bears, giant, bob]], free=True)


def test_an_illegal_targets_share_is_not_dealt_to_the_others() -> None:
    """CR 608.2b: the Bears (2 of the 3) left before resolution; Bob still takes only his 1."""
    game, alice, bob = scripted_game(Pick(("Grizzly Bears",)))
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Arc Lightning"), "hand"), [[bears, bob]], free=True)
    move(game, bears, "hand")
    run(game)
    assert bob.life == 19
