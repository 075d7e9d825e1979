"""Umbra armor, printed "totem armor" (CR 702.89a): "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura."; and destruction
by deathtouch damage, which regeneration and umbra armor replace (CR 704.5h)."""

from __future__ import annotations

from scryc.engine import activate, card_def, cast, put, run
from scryc.engine.actions import deal_damage
from tests.engine_cards import creature, scripted_game

UMBRA = "Enchant creature\nEnchanted creature gets +1/+1.\nTotem armor"


def _enchanted(game, alice):  # type: ignore[no-untyped-def]
    bear = put(game, alice, creature("Bear"), "battlefield")
    umbra = put(
        game, alice, card_def("Test Umbra", UMBRA, type_line="Enchantment — Aura"), "battlefield"
    )
    umbra.attached_to = bear
    return bear, umbra


def test_umbra_armor_replaces_destruction_by_a_spell() -> None:
    """The creature stays; the Aura is destroyed instead."""
    game, alice, bob = scripted_game()
    bear, _ = _enchanted(game, alice)
    murder = put(
        game, bob, card_def("Test Murder", "Destroy target creature.", type_line="Instant"), "hand"
    )
    cast(game, bob, murder, [[bear]], free=True)
    run(game)
    assert bear.zone == "battlefield" and [o.name for o in alice.graveyard] == ["Test Umbra"]


def test_umbra_armor_removes_lethal_damage() -> None:
    """CR 704.5g is destruction: the damage is removed and the creature survives; the
    next lethal damage destroys it (the Aura is gone)."""
    game, alice, bob = scripted_game()
    bear, _ = _enchanted(game, alice)
    source = put(game, bob, creature("Ogre", pt=(5, 5)), "battlefield")
    deal_damage(game, source, bear, 5)
    run(game)
    assert bear.zone == "battlefield" and bear.damage == 0
    deal_damage(game, source, bear, 5)
    run(game)
    assert not bear.zone and [o.name for o in alice.graveyard] == ["Test Umbra", "Bear"]


def test_umbra_armor_replaces_destruction_by_deathtouch_damage() -> None:
    """CR 704.5h: one damage from a deathtouch source destroys it: umbra armor saves it."""
    game, alice, bob = scripted_game()
    bear, _ = _enchanted(game, alice)
    viper = put(game, bob, creature("Viper", "Deathtouch", pt=(1, 1)), "battlefield")
    deal_damage(game, viper, bear, 1)
    run(game)
    assert bear.zone == "battlefield" and [o.name for o in alice.graveyard] == ["Test Umbra"]


def test_regeneration_replaces_destruction_by_deathtouch_damage() -> None:
    """CR 701.19a with 704.5h: the shield saves a creature dealt deathtouch damage once."""
    game, alice, bob = scripted_game()
    text = "{B}: Regenerate this creature."
    skeleton = put(game, alice, creature("Skeleton", text), "battlefield")
    activate(game, alice, skeleton, free=True)
    run(game)
    viper = put(game, bob, creature("Viper", "Deathtouch", pt=(1, 1)), "battlefield")
    deal_damage(game, viper, skeleton, 1)
    run(game)
    assert skeleton.zone == "battlefield" and skeleton.tapped


def test_umbra_armor_saves_a_creature_that_cant_be_regenerated() -> None:
    """Umbra armor isn't regeneration: "It can't be regenerated." doesn't stop it."""
    game, alice, bob = scripted_game()
    bear, _ = _enchanted(game, alice)
    text = "Destroy target creature. It can't be regenerated."
    murder = put(game, bob, card_def("Test Wrath", text, type_line="Instant"), "hand")
    cast(game, bob, murder, [[bear]], free=True)
    run(game)
    assert bear.zone == "battlefield" and [o.name for o in alice.graveyard] == ["Test Umbra"]
