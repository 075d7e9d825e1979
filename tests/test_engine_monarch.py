"""The monarch (CR 725): the monarch draws a card at the beginning of their end step, a
creature that deals combat damage to the monarch makes its controller the monarch, and
only one player is the monarch at a time. On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from scryc.engine.designations import monarch
from scryc.engine.turns import attack, begin_step, block, combat_damage
from tests.engine_cards import from_oracle, players

ORACLE = {
    "Palace Sentinels": (
        "Creature — Human Soldier",
        "{3}{W}",
        "When Palace Sentinels enters the battlefield, you become the monarch.",
    ),
    "Skyline Despot": (
        "Creature — Dragon",
        "{5}{R}{R}",
        "Flying\nWhen Skyline Despot enters the battlefield, you become the monarch.\nAt the "
        "beginning of your upkeep, if you're the monarch, create a 5/5 red Dragon creature "
        "token with flying.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
}


def card(name: str) -> CardDef:
    stats = {"Palace Sentinels": (2, 4), "Skyline Despot": (5, 5), "Grizzly Bears": (2, 2)}
    return from_oracle(name, ORACLE, stats)


def test_the_monarch_draws_at_the_beginning_of_their_end_step() -> None:
    game, alice, bob = players()
    put(game, alice, card("Island"))
    put(game, bob, card("Island"))
    cast(game, alice, put(game, alice, card("Palace Sentinels"), "hand"), free=True)
    run(game)
    assert monarch(game) is alice
    begin_step(game, "end")
    run(game)
    assert [c.card.name for c in alice.hand] == ["Island"]
    assert bob.hand == []


def test_combat_damage_to_the_monarch_passes_the_crown() -> None:
    """CR 725.2-3: Bob's creature deals combat damage to Alice: Bob becomes the monarch and
    Alice is no longer; his end step now draws for him."""
    game, alice, bob = players()
    for p in (alice, bob):
        put(game, p, card("Island"))
    cast(game, alice, put(game, alice, card("Palace Sentinels"), "hand"), free=True)
    run(game)
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    game.active = 1
    attack(game, bob, [bears], alice)
    block(game, {})
    combat_damage(game, alice)
    run(game)
    assert monarch(game) is bob
    assert len(game.command) == 1
    begin_step(game, "end")
    run(game)
    assert len(bob.hand) == 1 and alice.hand == []


def test_if_you_are_the_monarch() -> None:
    """The upkeep trigger's intervening "if" reads who is the monarch now."""
    game, alice, bob = players()
    cast(game, alice, put(game, alice, card("Skyline Despot"), "hand"), free=True)
    run(game)
    begin_step(game, "upkeep")
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 1
    game.active, game.step = 1, "precombat main"
    cast(game, bob, put(game, bob, card("Palace Sentinels"), "hand"), free=True)
    run(game)
    assert monarch(game) is bob
    game.active = 0
    begin_step(game, "upkeep")
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 1
