"""Bestow (CR 702.103): a creature card cast for its bestow cost is an Aura spell, an Aura
while attached, and an enchantment creature otherwise."""

from __future__ import annotations

from scryc.engine import card_def, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import move
from scryc.engine.resolution import state_based_actions
from tests.engine_cards import creature, players

SATYR = card_def(
    "Satyr",
    "Bestow {1}{G}\nEnchanted creature gets +4/+2.",
    type_line="Enchantment Creature — Satyr",
    mana_cost="{G}",
    power=4,
    toughness=2,
)


def test_a_bestowed_spell_is_an_aura_spell_that_enchants_its_target() -> None:
    """CR 702.103b: an Aura enchantment spell with enchant creature, not a creature spell
    and without creature types; the Aura gives its bonus."""
    game, alice, _ = players()
    bear = put(game, alice, creature("Bear"), "battlefield")
    alice.mana.update({"G": 1, "C": 1})
    item = cast(game, alice, put(game, alice, SATYR, "hand"), [["Bear"]], extras=["bestow"])
    assert ch.types(game, item.source) == {"enchantment"}
    assert ch.subtypes(game, item.source) == {"Aura"}
    run(game)
    satyr = next(o for o in game.battlefield if o.name == "Satyr")
    assert satyr.attached_to is bear and "creature" not in ch.types(game, satyr)
    assert (ch.power(game, bear), ch.toughness(game, bear)) == (6, 4)


def test_an_unattached_bestowed_aura_stays_as_an_enchantment_creature() -> None:
    """CR 702.103f: when the enchanted creature leaves, the Aura ceases to be bestowed and
    is not put into the graveyard (as an unattached Aura would be, CR 704.5m)."""
    game, alice, _ = players()
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, SATYR, "hand"), [["Bear"]], free=True, extras=["bestow"])
    run(game)
    move(game, bear, "graveyard")
    state_based_actions(game)
    satyr = next(o for o in game.battlefield if o.name == "Satyr")
    assert satyr.attached_to is None and {"enchantment", "creature"} <= ch.types(game, satyr)
    assert "Satyr" in ch.subtypes(game, satyr) and ch.power(game, satyr) == 4


def test_a_bestowed_spell_whose_target_is_gone_resolves_as_a_creature() -> None:
    """CR 702.103e: it doesn't fizzle; it ceases to be bestowed and enters as an
    enchantment creature."""
    game, alice, _ = players()
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, SATYR, "hand"), [["Bear"]], free=True, extras=["bestow"])
    move(game, bear, "graveyard")
    run(game)
    satyr = next(o for o in game.battlefield if o.name == "Satyr")
    assert "creature" in ch.types(game, satyr) and satyr.attached_to is None
    assert [o.name for o in alice.graveyard] == ["Bear"]


def test_cast_for_its_mana_cost_it_is_a_creature() -> None:
    """CR 702.103a: bestow is optional."""
    game, alice, _ = players()
    alice.mana["G"] = 1
    cast(game, alice, put(game, alice, SATYR, "hand"))
    run(game)
    satyr = game.battlefield[0]
    assert "creature" in ch.types(game, satyr) and ch.toughness(game, satyr) == 2
