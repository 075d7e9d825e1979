"""References read before the phrase that names them is compiled ("deals damage to target
spell's controller equal to that spell's mana value") and references to the object being
tested ("each creature with toughness greater than its power"), on real Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Refuse": (
        "Instant",
        "{3}{R}",
        "Refuse deals damage to target spell's controller equal to that spell's mana value.",
    ),
    "Test Giant": ("Creature — Giant", "{4}{G}", ""),
    "Immobilizer Eldrazi": (
        "Creature — Eldrazi Drone",
        "{2}{B}",
        "Devoid (This card has no color.)\n{2}{C}: Each creature with toughness greater than "
        "its power can't block this turn. ({C} represents colorless mana.)",
    ),
    "Master Symmetrist": (
        "Creature — Rhino Monk",
        "{4}{G}",
        "Reach\nWhenever a creature you control with power equal to its toughness attacks, it "
        "gains trample until end of turn.",
    ),
    "Test Wall": ("Creature — Wall", "{1}{W}", ""),
    "Test Ogre": ("Creature — Ogre", "{2}{R}", ""),
}
STATS = {
    "Test Giant": (5, 5),
    "Immobilizer Eldrazi": (2, 3),
    "Test Wall": (0, 4),
    "Test Ogre": (3, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_damage_to_the_target_spells_controller_equal_to_its_mana_value() -> None:
    game, alice, bob = scripted_game()
    game.active = 1  # Bob casts his creature spell on his turn
    cast(game, bob, put(game, bob, card("Test Giant"), "hand"), free=True)
    giant = game.stack[-1].source
    cast(game, alice, put(game, alice, card("Refuse"), "hand"), [[giant]], free=True)
    run(game)
    assert bob.life == 15 and alice.life == 20


def test_its_power_is_each_tested_creatures_own() -> None:
    """Each creature is compared with its own power: the 0/4 Wall and the 2/3 Eldrazi can't
    block; the 3/2 Ogre and the 5/5 Giant (equal) can."""
    from scryc.engine import activate
    from scryc.engine import characteristics as ch

    game, alice, bob = scripted_game()
    eldrazi = put(game, alice, card("Immobilizer Eldrazi"), "battlefield")
    names = ("Test Wall", "Test Ogre", "Test Giant")
    others = {n: put(game, bob, card(n), "battlefield") for n in names}
    activate(game, alice, eldrazi, 0, free=True)
    run(game)
    blocked = {n for n, o in others.items() if "can't block" in ch.rules(game, o)}
    assert blocked == {"Test Wall"} and "can't block" in ch.rules(game, eldrazi)


def test_an_attackers_power_equal_to_its_own_toughness() -> None:
    """The trigger tests each attacker against its own toughness: the 5/5 gains trample, the
    3/2 doesn't."""
    from scryc.engine import attack
    from scryc.engine import characteristics as ch

    game, alice, bob = scripted_game()
    put(game, alice, card("Master Symmetrist"), "battlefield")
    giant = put(game, alice, card("Test Giant"), "battlefield")
    ogre = put(game, alice, card("Test Ogre"), "battlefield")
    giant.sick = ogre.sick = False
    attack(game, alice, [giant, ogre], bob)
    run(game)
    assert "trample" in ch.keywords(game, giant) and "trample" not in ch.keywords(game, ogre)
