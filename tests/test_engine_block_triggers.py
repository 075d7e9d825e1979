""" "Whenever ~ blocks a creature [with flying]": once for each creature it blocks that the
description accepts (CR 509.3c), with "that creature" the one blocked; on Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, attack, block, put
from scryc.engine import characteristics as ch
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Alaborn Zealot": (
        "Creature — Human Soldier",
        "{W}",
        "When Alaborn Zealot blocks a creature, destroy that creature and Alaborn Zealot.",
    ),
    "Ezuri's Archers": (
        "Creature — Elf Archer",
        "{G}",
        "Reach\nWhenever Ezuri's Archers blocks a creature with flying, Ezuri's Archers gets "
        "+3/+0 until end of turn.",
    ),
}
STATS = {"Alaborn Zealot": (1, 1), "Ezuri's Archers": (1, 2)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_the_blocked_creature_is_that_creature() -> None:
    game, alice, bob = scripted_game()
    zealot = put(game, alice, card("Alaborn Zealot"), "battlefield")
    giant = put(game, bob, creature("Giant", pt=(5, 5)), "battlefield")
    giant.sick = False
    attack(game, bob, [giant], alice)
    block(game, {zealot: giant})
    assert giant.zone != "battlefield" and zealot.zone != "battlefield"


@pytest.mark.parametrize(("flying", "power"), [(True, 4), (False, 1)])
def test_blocks_a_creature_with_flying_tests_the_blocked_creature(flying: bool, power: int) -> None:
    game, alice, bob = scripted_game()
    archers = put(game, alice, card("Ezuri's Archers"), "battlefield")
    text = "Flying" if flying else ""
    bird = put(game, bob, creature("Bird", text, pt=(1, 1)), "battlefield")
    bird.sick = False
    attack(game, bob, [bird], alice)
    block(game, {archers: bird})
    assert ch.power(game, archers) == power
