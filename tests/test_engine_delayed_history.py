"""Delayed triggered abilities (CR 603.7) that a spell's "Whenever … this turn" line sets up,
and "When ~ leaves the battlefield this turn" set up by the permanent's own ability, on real
Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, activate, cast, end_turn, put, run
from scryc.engine.actions import move
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Glimpse of Nature": (
        "Sorcery",
        "{G}",
        "Whenever you cast a creature spell this turn, draw a card.",
    ),
    "War Barge": (
        "Artifact",
        "{4}",
        "{3}: Target creature gains islandwalk until end of turn. When War Barge leaves the "
        "battlefield this turn, destroy that creature. A creature destroyed this way can't be "
        "regenerated. (A creature with islandwalk can't be blocked as long as defending player "
        "controls an Island.)",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Test Bear": (2, 2)})


def test_a_creature_spell_cast_this_turn_draws_a_card_but_not_next_turn() -> None:
    """The delayed trigger lasts the turn; a spell cast before Glimpse resolved doesn't count."""
    game, alice, bob = scripted_game()
    for p in (alice, bob):
        for _ in range(5):
            put(game, p, card("Test Bear"), "library")
    cast(game, alice, put(game, alice, card("Glimpse of Nature"), "hand"), free=True)
    run(game)
    hand = len(alice.hand)
    cast(game, alice, put(game, alice, card("Test Bear"), "hand"), free=True)
    run(game)
    assert len(alice.hand) == hand + 1
    end_turn(game)
    end_turn(game)
    hand = len(alice.hand)
    cast(game, alice, put(game, alice, card("Test Bear"), "hand"), free=True)
    run(game)
    assert len(alice.hand) == hand


def test_the_creature_is_destroyed_when_the_barge_leaves_this_turn() -> None:
    """The barge's own leaving (CR 603.7): the creature it targeted is destroyed."""
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    barge = put(game, alice, card("War Barge"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    activate(game, alice, barge, 0, free=True)
    run(game)
    assert bear.zone == "battlefield"
    move(game, barge, "graveyard")
    run(game)
    assert bear.zone == "" and [o.name for o in bob.graveyard] == ["Test Bear"]


def test_the_barge_leaving_next_turn_does_nothing() -> None:
    game, alice, bob = scripted_game(Pick(("Test Bear",)))
    for p in (alice, bob):
        put(game, p, card("Test Bear"), "library")
    barge = put(game, alice, card("War Barge"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    activate(game, alice, barge, 0, free=True)
    run(game)
    end_turn(game)
    move(game, barge, "graveyard")
    run(game)
    assert bear.zone == "battlefield"
