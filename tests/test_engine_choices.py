"""Values chosen as an effect resolves (CR 608.2d): "Choose a color. …", "Choose a creature
type. …", read back by "the chosen color" later in the same ability. On Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Pick, cast, put, run
from scryc.engine.keywords.protection import protected
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Akroma's Blessing": (
        "Instant",
        "{2}{W}",
        "Choose a color. Creatures you control gain protection from the chosen color until end "
        "of turn.",
    ),
    "Sudden Demise": (
        "Sorcery",
        "{X}{R}",
        "Choose a color. Sudden Demise deals X damage to each creature of the chosen color.",
    ),
    "Coordinated Barrage": (
        "Instant",
        "{W}",
        "Choose a creature type. Coordinated Barrage deals damage to target attacking or "
        "blocking creature equal to the number of permanents you control of the chosen type.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Goblin Piker": ("Creature — Goblin Warrior", "{1}{R}", ""),
    "Goblin Guide": ("Creature — Goblin Scout", "{R}", ""),
    "Hill Giant": ("Creature — Giant", "{3}{R}", ""),
}


def card(name: str) -> CardDef:
    stats = {"Grizzly Bears": (2, 2), "Goblin Piker": (2, 1), "Goblin Guide": (2, 2)}
    stats["Hill Giant"] = (3, 3)
    return from_oracle(name, ORACLE, stats)


def test_protection_from_the_chosen_color() -> None:
    """The color chosen first is the one protection is from (CR 702.16): red, not green."""
    game, alice, bob = scripted_game(Pick(("red",)))
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    piker = put(game, bob, card("Goblin Piker"), "battlefield")
    other = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Akroma's Blessing"), "hand"), free=True)
    run(game)
    assert protected(game, bears, piker)
    assert not protected(game, bears, other)
    assert not protected(game, piker, piker)  # only Alice's creatures


def test_damage_to_each_creature_of_the_chosen_color() -> None:
    game, alice, bob = scripted_game(Pick(("red",)))
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    piker = put(game, bob, card("Goblin Piker"), "battlefield")
    cast(game, alice, put(game, alice, card("Sudden Demise"), "hand"), free=True, x=2)
    run(game)
    assert piker.zone == "" and bears.zone == "battlefield"
    assert bears.damage == 0


def test_the_number_of_permanents_of_the_chosen_type() -> None:
    """Goblin chosen: Alice controls two Goblins, so 2 damage."""
    game, alice, bob = scripted_game(Pick(("Hill Giant",)), Pick(("Goblin",)))
    for name in ("Goblin Piker", "Goblin Guide", "Grizzly Bears"):
        put(game, alice, card(name), "battlefield")
    giant = put(game, bob, card("Hill Giant"), "battlefield")
    giant.attacking = True
    cast(game, alice, put(game, alice, card("Coordinated Barrage"), "hand"), free=True)
    run(game)
    assert giant.damage == 2
