"""Exploit (CR 702.110) and crewing (CR 702.122) as actions one permanent takes on another,
and the triggers on them, on real Oracle text."""

from __future__ import annotations

from scryc.engine import Answer, CardDef, Game, Pick, Player, activate, cast, put, run
from scryc.engine import characteristics as ch
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Qarsi Sadist": (
        "Creature — Human Cleric",
        "{1}{B}",
        "Exploit (When this creature enters the battlefield, you may sacrifice a creature.)\n"
        "When Qarsi Sadist exploits a creature, target opponent loses 2 life and you gain 2 "
        "life.",
    ),
    "Veteran Motorist": (
        "Creature — Dwarf Pilot",
        "{R}{W}",
        "Whenever Veteran Motorist crews a Vehicle, that Vehicle gets +1/+1 until end of turn.",
    ),
    "Test Cart": ("Artifact — Vehicle", "{2}", "Crew 1"),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}
STATS = {"Qarsi Sadist": (1, 3), "Veteran Motorist": (3, 1), "Test Cart": (3, 3)}
STATS |= {"Test Bear": (2, 2)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def test_sacrificing_a_creature_to_exploit_triggers_the_exploits_ability() -> None:
    """CR 702.110b: the Bear is sacrificed as exploit resolves; "when ~ exploits" triggers."""
    game, alice, bob = setup(Answer(True), Pick(("Test Bear",)), Pick(("Bob",)))
    put(game, alice, card("Test Bear"), "battlefield")
    cast(game, alice, put(game, alice, card("Qarsi Sadist"), "hand"), free=True)
    run(game)
    assert [o.name for o in alice.graveyard] == ["Test Bear"]
    assert (alice.life, bob.life) == (22, 18)


def test_a_creature_that_exploits_itself_still_triggers() -> None:
    """The creature with exploit may sacrifice itself (CR 702.110a); it exploited a
    creature, so its ability triggers though it has left (Dragons of Tarkir rulings)."""
    game, alice, bob = setup(Answer(True), Pick(("Qarsi Sadist",)), Pick(("Bob",)))
    cast(game, alice, put(game, alice, card("Qarsi Sadist"), "hand"), free=True)
    run(game)
    assert [o.name for o in alice.graveyard] == ["Qarsi Sadist"]
    assert (alice.life, bob.life) == (22, 18)


def test_declining_to_exploit_triggers_nothing() -> None:
    game, alice, bob = setup(Answer(False))
    cast(game, alice, put(game, alice, card("Qarsi Sadist"), "hand"), free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 20) and len(game.battlefield) == 1


def test_the_creature_that_crews_a_vehicle_triggers_for_that_vehicle() -> None:
    """CR 702.122: tapping the Motorist to pay Crew 1 is crewing the Cart."""
    game, alice, _ = setup(Pick(("Veteran Motorist",)))
    motorist = put(game, alice, card("Veteran Motorist"), "battlefield")
    cart = put(game, alice, card("Test Cart"), "battlefield")
    activate(game, alice, cart, 0)
    run(game)
    assert motorist.tapped and "creature" in ch.types(game, cart)
    assert (ch.power(game, cart), ch.toughness(game, cart)) == (4, 4)
