"""Statuses and designations filters test: monstrous (CR 701.37b), face-down (CR 708.2),
modified (CR 700.9), equipped and enchanted (CR 301.5c, 303.4e), on real Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, Game, Player, put
from scryc.engine import characteristics as ch
from scryc.engine.keywords.faces import FACE_DOWN
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Domesticated Hydra": (
        "Creature — Hydra",
        "{2}{G}",
        "{X}{X}{G}: Monstrosity X. Activate only as a sorcery.\nAs long as Domesticated Hydra "
        "is monstrous, it has trample.",
    ),
    "Upriser Renegade": (
        "Creature — Human Samurai",
        "{2}{R}",
        "Upriser Renegade gets +2/+0 for each other modified creature you control. (Equipment, "
        "Auras you control, and counters are modifications.)",
    ),
    "Secret Plans": (
        "Enchantment",
        "{G}{U}",
        "Face-down creatures you control get +0/+1.\nWhenever a permanent you control is "
        "turned face up, draw a card.",
    ),
    "Armory Veteran": (
        "Creature — Orc Warrior",
        "{1}{R}",
        "As long as Armory Veteran is equipped, it has menace. (It can't be blocked except by two "
        "or more creatures.)",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Sword": ("Artifact — Equipment", "{1}", ""),
    "Test Curse": ("Enchantment — Aura", "{B}", ""),
}
STATS = {
    "Domesticated Hydra": (3, 3),
    "Upriser Renegade": (2, 3),
    "Armory Veteran": (2, 2),
    "Test Bear": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup() -> tuple[Game, Player, Player]:
    return scripted_game()


def test_a_monstrous_hydra_has_trample() -> None:
    game, alice, _ = setup()
    hydra = put(game, alice, card("Domesticated Hydra"), "battlefield")
    assert "trample" not in ch.keywords(game, hydra)
    hydra.monstrous = True
    assert "trample" in ch.keywords(game, hydra)


def test_modified_means_counters_equipment_or_an_aura_its_controller_controls() -> None:
    """CR 700.9: an Aura controlled by another player doesn't make it modified."""
    game, alice, bob = setup()
    renegade = put(game, alice, card("Upriser Renegade"), "battlefield")
    bears = [put(game, alice, card("Test Bear"), "battlefield") for _ in range(4)]
    bears[0].counters["-1/-1"] = 1
    put(game, alice, card("Test Sword"), "battlefield").attached_to = bears[1]
    put(game, bob, card("Test Curse"), "battlefield").attached_to = bears[2]
    assert ch.power(game, renegade) == 2 + 2 * 2
    put(game, alice, card("Test Curse"), "battlefield").attached_to = bears[3]
    assert ch.power(game, renegade) == 2 + 2 * 3


def test_face_down_creatures_you_control_get_plus_zero_plus_one() -> None:
    game, alice, _ = setup()
    put(game, alice, card("Secret Plans"), "battlefield")
    bear = put(game, alice, card("Test Bear"), "battlefield")
    hidden = put(game, alice, FACE_DOWN, "battlefield")
    hidden.face_down = card("Test Bear")
    assert ch.toughness(game, hidden) == 3 and ch.toughness(game, bear) == 2


def test_equipped_means_an_equipment_attached_not_an_aura() -> None:
    """CR 301.5c: "equipped" needs an Equipment attached; an Aura makes it enchanted only."""
    game, alice, bob = setup()
    veteran = put(game, alice, card("Armory Veteran"), "battlefield")
    assert "menace" not in ch.keywords(game, veteran)
    put(game, bob, card("Test Curse"), "battlefield").attached_to = veteran
    assert "menace" not in ch.keywords(game, veteran)
    put(game, alice, card("Test Sword"), "battlefield").attached_to = veteran
    assert "menace" in ch.keywords(game, veteran)
