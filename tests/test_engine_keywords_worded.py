"""Keywords that stand for an ability their CR rule spells out in words (soulshift,
afterlife, outlast, reinforce, scavenge, living weapon, exploit, annihilator), and abilities
activated from the hand or the graveyard because their cost takes the card from there."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, CardDef, Pick, activate, attack, card_def, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, players, scripted_game


def _spirit(name: str, cost: str, text: str = "") -> CardDef:
    return card_def(name, text, type_line="Creature — Spirit", mana_cost=cost, power=2, toughness=2)


def test_soulshift_returns_a_spirit_card_with_mana_value_up_to_its_number() -> None:
    """CR 702.46a: when it dies, a Spirit card with mana value 3 or less returns to hand;
    the mana value 5 one can't be targeted."""
    game, alice, _ = scripted_game(Pick(("Small Spirit",)), Answer(True))
    shifter = put(game, alice, _spirit("Test Shifter", "{4}", "Soulshift 3"), "battlefield")
    put(game, alice, _spirit("Small Spirit", "{2}{W}"), "graveyard")
    put(game, alice, _spirit("Big Spirit", "{5}"), "graveyard")
    move(game, shifter, "graveyard")
    run(game)
    assert [o.name for o in alice.hand] == ["Small Spirit"]


def test_afterlife_creates_flying_spirits_when_it_dies() -> None:
    """CR 702.135a."""
    game, alice, _ = players()
    dead = put(game, alice, creature("Ghost Host", "Afterlife 2"), "battlefield")
    move(game, dead, "graveyard")
    run(game)
    spirits = [o for o in game.battlefield if o.token]
    assert len(spirits) == 2
    assert all("flying" in ch.keywords(game, s) for s in spirits)
    assert all(ch.colors(game, s) == {"white", "black"} for s in spirits)


def test_outlast_only_as_a_sorcery_and_by_tapping() -> None:
    """CR 702.107a."""
    game, alice, _ = players()
    knight = put(game, alice, creature("Patient Knight", "Outlast {1}"), "battlefield")
    alice.mana.update({"C": 1})
    activate(game, alice, knight, 0)
    run(game)
    assert knight.counters["+1/+1"] == 1 and knight.tapped


def test_reinforce_is_activated_from_the_hand_by_discarding_the_card() -> None:
    """CR 702.77a: the ability works only from the hand."""
    game, alice, _ = scripted_game()
    bear = put(game, alice, creature("Bear"), "battlefield")
    helper = put(game, alice, creature("Helper", "Reinforce 2—{1}{W}"), "hand")
    alice.mana.update({"W": 1, "C": 1})
    activate(game, alice, helper, 0, [[bear]])
    run(game)
    assert bear.counters["+1/+1"] == 2 and [o.name for o in alice.graveyard] == ["Helper"]
    on_field = put(game, alice, creature("Helper", "Reinforce 2—{1}{W}"), "battlefield")
    with pytest.raises(RulesError):
        activate(game, alice, on_field, 0, [[bear]], free=True)


def test_scavenge_exiles_the_card_from_the_graveyard_for_counters_equal_to_its_power() -> None:
    """CR 702.97a."""
    game, alice, _ = scripted_game()
    bear = put(game, alice, creature("Bear"), "battlefield")
    begin_step(game, "precombat main")
    dead = put(game, alice, creature("Slime", "Scavenge {1}", pt=(3, 3)), "graveyard")
    alice.mana.update({"C": 1})
    activate(game, alice, dead, 0, [[bear]])
    run(game)
    assert bear.counters["+1/+1"] == 3 and [o.name for o in alice.exile] == ["Slime"]


def test_living_weapon_makes_a_germ_and_attaches_the_equipment() -> None:
    """CR 702.92a."""
    game, alice, _ = players()
    text = "Living weapon\nEquipped creature gets +1/+1.\nEquip {2}"
    blade = card_def("Test Blade", text, type_line="Artifact — Equipment", mana_cost="{2}")
    sword = put(game, alice, blade, "hand")
    cast(game, alice, sword, free=True)
    run(game)
    (germ,) = [o for o in game.battlefield if o.token]
    equipment = next(o for o in game.battlefield if o.name == "Test Blade")
    assert equipment.attached_to is germ
    assert (ch.power(game, germ), ch.toughness(game, germ)) == (1, 1)


def test_exploit_may_sacrifice_a_creature_as_it_enters() -> None:
    """CR 702.110a."""
    game, alice, _ = scripted_game(Answer(True), Pick(("Bear",)))
    bear = put(game, alice, creature("Bear"), "battlefield")
    cast(game, alice, put(game, alice, creature("Exploiter", "Exploit"), "hand"), free=True)
    run(game)
    assert bear.zone == "" and [o.name for o in alice.graveyard] == ["Bear"]


def test_annihilator_makes_the_defending_player_sacrifice_permanents() -> None:
    """CR 702.86a."""
    game, alice, bob = scripted_game(Pick(("Bear", "Bear")))
    eldrazi = put(game, alice, creature("Eldrazi", "Annihilator 2"), "battlefield")
    eldrazi.sick = False
    for _ in range(3):
        put(game, bob, creature("Bear"), "battlefield")
    attack(game, alice, [eldrazi], bob)
    run(game)
    assert len([o for o in game.battlefield if o.controller is bob]) == 1


@pytest.mark.parametrize("counters", [True, False])
def test_fabricate_puts_counters_or_else_creates_servos(counters: bool) -> None:
    """CR 702.123a: you may put the counters on it; if you don't, create that many Servos."""
    game, alice, _ = scripted_game(Answer(counters))
    maker = creature("Maker", "Fabricate 2")
    cast(game, alice, put(game, alice, maker, "hand"), free=True)
    run(game)
    built = next(o for o in game.battlefield if o.name == "Maker")
    servos = [o for o in game.battlefield if o.token]
    assert built.counters["+1/+1"] == (2 if counters else 0)
    assert [s.name for s in servos] == ([] if counters else ["Servo", "Servo"])
