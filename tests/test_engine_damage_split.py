"""Damage from one source to several recipients at once ("… and 2 damage to you", CR 120.2),
and damage to an object's controller, on Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, begin_step, cast, end_turn, put, run
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Char": ("Instant", "{2}{R}", "Char deals 4 damage to any target and 2 damage to you."),
    "Cunning Strike": (
        "Instant",
        "{3}{U}{R}",
        "Cunning Strike deals 2 damage to target creature and 2 damage to target player or "
        "planeswalker.\nDraw a card.",
    ),
    "Consign to the Pit": (
        "Sorcery",
        "{5}{B}",
        "Destroy target creature. Consign to the Pit deals 2 damage to that creature's controller.",
    ),
    "Cursed Land": (
        "Enchantment — Aura",
        "{2}{B}{B}",
        "Enchant land\nAt the beginning of the upkeep of enchanted land's controller, Cursed "
        "Land deals 1 damage to that player.",
    ),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {})


def test_any_target_and_you_are_dealt_damage_by_the_same_spell() -> None:
    """CR 120.2: Char's 4 damage to Bob and 2 to Alice, in one event."""
    game, alice, bob = scripted_game()
    cast(game, alice, put(game, alice, card("Char"), "hand"), [[bob]], free=True)
    run(game)
    assert (alice.life, bob.life) == (18, 16)


def test_two_targets_each_get_their_own_amount() -> None:
    game, alice, bob = scripted_game()
    put(game, alice, creature("Library Card", cost="{1}"), "library")
    bear = put(game, bob, creature("Bear", pt=(3, 3)), "battlefield")
    strike = put(game, alice, card("Cunning Strike"), "hand")
    cast(game, alice, strike, [[bear], [bob]], free=True)
    run(game)
    assert bear.damage == 2 and bob.life == 18 and len(alice.hand) == 1


def test_that_creatures_controller_is_dealt_damage_after_it_is_destroyed() -> None:
    """ "that creature's controller": the player who controlled the destroyed target (its
    last known information, CR 608.2h)."""
    game, alice, bob = scripted_game()
    bear = put(game, bob, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Consign to the Pit"), "hand"), [[bear]], free=True)
    run(game)
    assert bear.zone == "" and (alice.life, bob.life) == (20, 18)


def test_the_upkeep_of_enchanted_lands_controller_is_the_only_one_that_triggers() -> None:
    """ "At the beginning of the upkeep of enchanted land's controller" (CR 503.1a) tests the
    player whose upkeep it is against the land's controller as it is then."""
    game, alice, bob = scripted_game()
    land = put(game, bob, card("Swamp"), "battlefield")
    aura = put(game, alice, card("Cursed Land"), "battlefield")
    aura.attached_to = land
    assert game.active_player is alice
    begin_step(game, "upkeep")
    assert (alice.life, bob.life) == (20, 20)
    end_turn(game)
    begin_step(game, "upkeep")
    assert (alice.life, bob.life) == (20, 19)
