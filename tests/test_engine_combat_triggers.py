"""Combat triggers that trigger once for each creature (CR 603.2c): "Whenever a creature
attacks you", "Whenever ~ attacks and isn't blocked" (CR 509.1h)."""

from __future__ import annotations

from scryc.engine import attack, block, cast, combat_damage, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import deal_damage
from scryc.engine.events import Triggered
from scryc.engine.setup import card_def
from tests.engine_cards import creature, players

PATCH = "Whenever a creature attacks you, it gets -1/-0 until end of turn."
SQUAD = "Whenever one or more creatures attack you, you gain 1 life."
SHIP = "Whenever Merchant Ship attacks and isn't blocked, you gain 2 life."


def _enchantment(name: str, text: str):
    return card_def(name, text, type_line="Enchantment", mana_cost="{G}")


def test_whenever_a_creature_attacks_you_triggers_for_each() -> None:
    """CR 603.2c, 508.1: two attackers, two triggers; each binds its own creature."""
    game, alice, bob = players()
    put(game, bob, _enchantment("Briar Patch", PATCH), "battlefield")
    bears = [put(game, alice, creature(f"Bear {i}", pt=(2, 2)), "battlefield") for i in (1, 2)]
    attack(game, alice, bears, bob)
    assert len([e for e in game.events if isinstance(e, Triggered)]) == 2
    assert [ch.power(game, b) for b in bears] == [1, 1]


def test_it_doesnt_trigger_on_its_controllers_own_attack() -> None:
    """CR 508.1: only creatures attacking the ability's controller."""
    game, alice, bob = players()
    put(game, alice, _enchantment("Briar Patch", PATCH), "battlefield")
    bear = put(game, alice, creature("Bear", pt=(2, 2)), "battlefield")
    attack(game, alice, [bear], bob)
    assert ch.power(game, bear) == 2


def test_one_or_more_creatures_attack_you_triggers_once() -> None:
    """CR 603.2c: "one or more" triggers once however many attack."""
    game, alice, bob = players()
    put(game, bob, _enchantment("Squad", SQUAD), "battlefield")
    bears = [put(game, alice, creature(f"Bear {i}"), "battlefield") for i in (1, 2)]
    attack(game, alice, bears, bob)
    assert bob.life == 21


def test_attacks_and_isnt_blocked() -> None:
    """CR 509.1h: it triggers as blockers are declared, only if no creature blocks it."""
    for blocked, life in ((False, 22), (True, 20)):
        game, alice, bob = players()
        ship = put(game, alice, creature("Merchant Ship", SHIP, (0, 2)), "battlefield")
        wall = put(game, bob, creature("Wall", pt=(0, 4)), "battlefield")
        attack(game, alice, [ship], bob)
        assert alice.life == 20  # not as it attacks
        block(game, {wall: ship} if blocked else {})
        assert alice.life == life


def test_each_unblocked_creature_triggers() -> None:
    """CR 509.1h, 603.2c: "Whenever a creature you control attacks and isn't blocked" triggers
    once for each unblocked attacker."""
    text = "Whenever a creature you control attacks and isn't blocked, you gain 1 life."
    game, alice, bob = players()
    put(game, alice, _enchantment("Tribute", text), "battlefield")
    bears = [put(game, alice, creature(f"Bear {i}"), "battlefield") for i in (1, 2, 3)]
    wall = put(game, bob, creature("Wall", pt=(0, 4)), "battlefield")
    attack(game, alice, bears, bob)
    block(game, {wall: bears[0]})
    assert alice.life == 22


TILLER = (
    "Whenever Yore-Tiller attacks, return target creature card from your graveyard to the "
    "battlefield tapped and attacking."
)


def test_put_onto_the_battlefield_attacking() -> None:
    """CR 508.4, 508.3a: the returned creature is attacking (and deals combat damage) but
    was never declared as an attacker, so its own attack trigger doesn't trigger."""
    game, alice, bob = players()
    tiller = put(game, alice, creature("Yore-Tiller", TILLER, (2, 2)), "battlefield")
    text = "Whenever Zombie attacks, you gain 5 life."
    put(game, alice, creature("Zombie", text, (3, 3)), "graveyard")
    attack(game, alice, [tiller], bob)
    (zombie,) = [o for o in game.battlefield if o.name == "Zombie"]
    assert zombie.attacking and zombie.tapped and alice.life == 20
    block(game, {})
    combat_damage(game, bob)
    assert bob.life == 15


def test_put_attacking_outside_combat_only_enters() -> None:
    """CR 508.4: with no combat, the creature enters but isn't attacking."""
    game, alice, _ = players()
    text = (
        "Return target creature card from your graveyard to the battlefield tapped and attacking."
    )
    spell = card_def("Raise", text, type_line="Sorcery", mana_cost="{B}")
    zombie = put(game, alice, creature("Zombie", pt=(3, 3)), "graveyard")
    cast(game, alice, put(game, alice, spell, "hand"), [[zombie]], free=True)
    run(game)
    (risen,) = [o for o in game.battlefield if o.name == "Zombie"]
    assert risen.tapped and not risen.attacking


def test_deals_damage_to_a_creature_that_much() -> None:
    """CR 120.3, 603.2: the trigger binds the creature dealt damage and how much was dealt
    (after prevention)."""
    text = (
        "Whenever Nim deals combat damage to a creature, that creature's controller loses that "
        "much life."
    )
    game, alice, bob = players()
    nim = put(game, alice, creature("Nim", text, (3, 3)), "battlefield")
    wall = put(game, bob, creature("Wall", pt=(0, 5)), "battlefield")
    attack(game, alice, [nim], bob)
    block(game, {wall: nim})
    combat_damage(game, bob)
    assert bob.life == 17


def test_a_source_deals_damage_to_you_that_many_counters() -> None:
    """CR 120.3: "that many" is the damage the source dealt to you."""
    text = (
        "Whenever a source an opponent controls deals damage to you, put that many +1/+1 "
        "counters on Griffin."
    )
    game, alice, bob = players()
    griffin = put(game, bob, creature("Griffin", text, (2, 2)), "battlefield")
    deal_damage(game, put(game, alice, creature("Shocker"), "battlefield"), bob, 3)
    run(game)
    deal_damage(game, put(game, bob, creature("Own"), "battlefield"), bob, 1)
    run(game)
    assert griffin.counters["+1/+1"] == 3


def test_combat_damage_to_a_player_or_planeswalker() -> None:
    """CR 510.2: the trigger sees combat damage to a player; damage to a creature doesn't."""
    text = "Whenever Submersible deals combat damage to a player or planeswalker, you gain 2 life."
    for blocked, life in ((False, 22), (True, 20)):
        game, alice, bob = players()
        sub = put(game, alice, creature("Submersible", text, (2, 2)), "battlefield")
        wall = put(game, bob, creature("Wall", pt=(0, 5)), "battlefield")
        attack(game, alice, [sub], bob)
        block(game, {wall: sub} if blocked else {})
        combat_damage(game, bob)
        assert alice.life == life
