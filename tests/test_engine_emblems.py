"""Emblems (CR 114): a player gets an object in the command zone whose abilities work there
for the rest of the game; it is not a permanent, so nothing on the battlefield can remove
it. On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from scryc.engine.characteristics import keywords, power, toughness
from tests.engine_cards import from_oracle, players

ORACLE = {
    "Test Anthem Emblem": (
        "Sorcery",
        "{W}",
        'You get an emblem with "Creatures you control get +2/+2 and have vigilance, trample, '
        'and indestructible."',
    ),
    "Test Mill Emblem": (
        "Sorcery",
        "{U}",
        'You get an emblem with "Whenever you cast a spell, target opponent mills five cards."',
    ),
    "Test Sac Emblem": (
        "Sorcery",
        "{B}",
        'Target opponent gets an emblem with "At the beginning of your upkeep, sacrifice a '
        'creature."',
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Shock": ("Instant", "{R}", "Shock deals 2 damage to any target."),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Grizzly Bears": (2, 2)})


def test_a_static_emblem_applies_to_creatures_that_enter_later() -> None:
    """CR 114.4: the emblem's static ability applies from the command zone, to Alice's
    creatures only, including one that enters after it."""
    game, alice, bob = players()
    cast(game, alice, put(game, alice, card("Test Anthem Emblem"), "hand"), free=True)
    run(game)
    assert [o.zone for o in game.command] == ["command"]
    assert game.command[0].controller is alice
    mine = put(game, alice, card("Grizzly Bears"), "battlefield")
    theirs = put(game, bob, card("Grizzly Bears"), "battlefield")
    assert (power(game, mine), toughness(game, mine)) == (4, 4)
    assert {"vigilance", "trample", "indestructible"} <= keywords(game, mine)
    assert (power(game, theirs), toughness(game, theirs)) == (2, 2)


def test_a_triggered_emblem_triggers_for_its_owner_only() -> None:
    """The emblem's "whenever you cast a spell" watches Alice (its controller); the spell
    that gave it does not trigger it (the emblem did not exist yet)."""
    game, alice, bob = players()
    for _ in range(12):
        put(game, bob, card("Grizzly Bears"))
    cast(game, alice, put(game, alice, card("Test Mill Emblem"), "hand"), free=True)
    run(game)
    assert len(bob.library) == 12
    cast(game, bob, put(game, bob, card("Shock"), "hand"), [[alice]], free=True)
    run(game)
    assert len(bob.library) == 12
    cast(game, alice, put(game, alice, card("Shock"), "hand"), [[bob]], free=True)
    run(game)
    assert len(bob.library) == 7 and bob.life == 18


def test_an_emblem_given_to_an_opponent_is_theirs() -> None:
    """ "Target opponent gets an emblem": Bob owns and controls it; "your upkeep" is his."""
    from scryc.engine.turns import begin_step

    game, alice, bob = players()
    put(game, alice, card("Grizzly Bears"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Sac Emblem"), "hand"), [[bob]], free=True)
    run(game)
    assert game.command[0].owner is bob
    begin_step(game, "upkeep")  # Alice's upkeep: nothing
    run(game)
    assert bears.zone == "battlefield"
    game.active = 1
    begin_step(game, "upkeep")
    run(game)
    assert bears.zone == "" and len([o for o in game.battlefield if o.owner is alice]) == 1
