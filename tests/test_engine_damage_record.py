"""The record of damage dealt (CR 120): "a creature dealt damage by ~ this turn", "target
creature that was dealt damage this turn", "a creature dealt damage this way"."""

from __future__ import annotations

import pytest

from scryc.engine import activate, cast, end_turn, put, run
from scryc.engine.actions import RulesError, deal_damage
from scryc.engine.setup import card_def
from scryc.engine.state import CardDef
from tests.engine_cards import creature, scripted_game


def _instant(name: str, text: str) -> CardDef:
    return card_def(name, text, type_line="Instant", mana_cost="{R}")


CULTIST = (
    "{T}: Blood Cultist deals 1 damage to target creature.\nWhenever a creature dealt damage "
    "by Blood Cultist this turn dies, put a +1/+1 counter on Blood Cultist."
)


def test_a_creature_dealt_damage_by_it_this_turn_dies_later() -> None:
    """CR 120.3: the record keeps which source dealt damage to which creature this turn; the
    creature dying later from other damage still counts."""
    game, alice, bob = scripted_game()
    cultist = put(game, alice, creature("Blood Cultist", CULTIST, (1, 1)), "battlefield")
    bear = put(game, bob, creature("Bear", pt=(2, 2)), "battlefield")
    other = put(game, bob, creature("Other Bear", pt=(2, 2)), "battlefield")
    activate(game, alice, cultist, 0, [[bear]])
    run(game)
    assert bear.damage == 1 and cultist.counters["+1/+1"] == 0
    shock = put(game, alice, creature("Shocker", pt=(1, 1)), "battlefield")
    deal_damage(game, shock, other, 2)  # dealt damage, but not by the Cultist
    deal_damage(game, shock, bear, 1)
    run(game)
    assert bear.zone == "" and other.zone == ""
    assert cultist.counters["+1/+1"] == 1  # only the Bear it damaged counts


def test_the_record_ends_with_the_turn() -> None:
    """CR 120.3, 514.2: "this turn" — damage dealt in an earlier turn is not counted."""
    game, alice, bob = scripted_game()
    cultist = put(game, alice, creature("Blood Cultist", CULTIST, (1, 1)), "battlefield")
    bear = put(game, bob, creature("Bear", pt=(2, 2)), "battlefield")
    deal_damage(game, cultist, bear, 1)
    end_turn(game)
    deal_damage(game, put(game, bob, creature("Shocker"), "battlefield"), bear, 2)
    run(game)
    assert bear.zone == "" and cultist.counters["+1/+1"] == 0


FATAL_BLOW = "Destroy target creature that was dealt damage this turn. It can't be regenerated."


def test_target_creature_that_was_dealt_damage_this_turn() -> None:
    """CR 115.1, 601.2c: only a creature dealt damage this turn is a legal target."""
    game, alice, bob = scripted_game()
    bear = put(game, bob, creature("Bear", pt=(3, 3)), "battlefield")
    blow = put(game, alice, _instant("Fatal Blow", FATAL_BLOW), "hand")
    with pytest.raises(RulesError):
        cast(game, alice, blow, [[bear]], free=True)
    deal_damage(game, put(game, alice, creature("Shocker"), "battlefield"), bear, 1)
    cast(game, alice, blow, [[bear]], free=True)
    run(game)
    assert bear.zone == ""


INCINERATE = (
    "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be "
    "regenerated this turn."
)
SKELETONS = "{B}: Regenerate Drudge Skeletons."


def test_a_creature_dealt_damage_this_way_cant_be_regenerated() -> None:
    """CR 701.19c: "can't be regenerated" applies to the creature the damage was dealt to;
    its regeneration shield doesn't save it."""
    game, alice, bob = scripted_game()
    skeletons = put(game, bob, creature("Drudge Skeletons", SKELETONS, (1, 1)), "battlefield")
    bob.mana["B"] += 1
    activate(game, bob, skeletons, 0)
    run(game)
    incinerate = put(game, alice, _instant("Incinerate", INCINERATE), "hand")
    cast(game, alice, incinerate, [[skeletons]], free=True)
    run(game)
    assert skeletons.zone == "" and skeletons.card.name in [o.name for o in bob.graveyard]


def test_damage_prevented_is_not_dealt_this_way() -> None:
    """CR 615.1: prevented damage is never dealt; a regeneration shield still works when the
    creature is destroyed afterwards."""
    game, alice, bob = scripted_game()
    skeletons = put(game, bob, creature("Drudge Skeletons", SKELETONS, (1, 1)), "battlefield")
    bob.mana["B"] += 1
    activate(game, bob, skeletons, 0)
    run(game)
    text = "Prevent all damage that would be dealt to target creature this turn."
    guard = _instant("Guard", text)
    cast(game, bob, put(game, bob, guard, "hand"), [[skeletons]], free=True)
    run(game)
    incinerate = put(game, alice, _instant("Incinerate", INCINERATE), "hand")
    cast(game, alice, incinerate, [[skeletons]], free=True)
    run(game)
    assert skeletons.zone == "battlefield" and skeletons.damage == 0
    murder = put(game, alice, _instant("Murder", "Destroy target creature."), "hand")
    cast(game, alice, murder, [[skeletons]], free=True)
    run(game)
    assert skeletons.zone == "battlefield" and skeletons.tapped  # regenerated
