"""Equip and cycling with any cost and with a quality: "Equip Knight {1}", "Equip—Discard a
card.", "Cycling—Pay 2 life.", typecycling ("Plainscycling {2}") (CR 702.6, 702.29)."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, Pick, activate, basic_land, card_def, cast, put, run
from scryc.engine.actions import RulesError
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, scripted_game


def _equipment(text: str) -> object:
    return card_def("Test Lance", text, type_line="Artifact — Equipment")


def test_equip_with_a_quality_targets_only_creatures_with_it() -> None:
    """CR 702.6c: "Equip Knight {1}" may target only a Knight you control; the plain equip
    ability of the same Equipment may target any creature you control (CR 702.6d)."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    lance = put(game, alice, _equipment("Equip Knight {1}\nEquip {3}"), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    knight = put(
        game, alice, card_def("Test Knight", "", type_line="Creature — Human Knight"), "battlefield"
    )
    alice.mana.update({"C": 1})
    with pytest.raises(RulesError):
        activate(game, alice, lance, 0, [[bear]])
    activate(game, alice, lance, 0, [[knight]])
    run(game)
    assert lance.attached_to is knight
    alice.mana.update({"C": 3})
    activate(game, alice, lance, 1, [[bear]])
    run(game)
    assert lance.attached_to is bear


def test_equip_with_a_discard_cost_discards_and_is_a_sorcery_speed_ability() -> None:
    """CR 702.6a: "Equip—Discard a card." is "Discard a card: Attach … Activate only as a
    sorcery."."""
    game, alice, _ = scripted_game(Pick(("Spare Card",)))
    begin_step(game, "precombat main")
    axe = put(game, alice, _equipment("Equip—Discard a card."), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    put(game, alice, creature("Spare Card"), "hand")
    activate(game, alice, axe, 0, [[bear]])
    run(game)
    assert axe.attached_to is bear
    assert [o.name for o in alice.graveyard] == ["Spare Card"]
    game.active = 1  # Bob's turn: not as a sorcery for Alice
    with pytest.raises(RulesError):
        activate(game, alice, axe, 0, [[bear]])


def test_typecycling_searches_for_a_card_of_its_type_and_is_cycling() -> None:
    """CR 702.29e-f: "Plainscycling {2}" discards the card, puts a Plains from the library
    into the hand, and "whenever you cycle a card" sees it."""
    game, alice, _ = scripted_game(Pick(("Plains",)))
    put(game, alice, basic_land("Island"), "library")
    put(game, alice, basic_land("Plains"), "library")
    text = "Whenever you cycle a card, you gain 1 life."
    put(game, alice, card_def("Cycle Watcher", text, type_line="Enchantment"), "battlefield")
    cycler = put(game, alice, creature("Plains Cycler", "Plainscycling {2}"), "hand")
    alice.mana.update({"C": 2})
    activate(game, alice, cycler, 0)
    run(game)
    assert [o.name for o in alice.hand] == ["Plains"]
    assert [o.name for o in alice.graveyard] == ["Plains Cycler"]
    assert [o.name for o in alice.library] == ["Island"] and alice.life == 21


def test_typecycling_finds_nothing_without_a_card_of_its_type() -> None:
    """A search may fail to find (CR 701.23b): the card is still cycled."""
    game, alice, _ = scripted_game(Pick(()))
    put(game, alice, basic_land("Island"), "library")
    cycler = put(game, alice, creature("Forest Cycler", "Forestcycling {1}"), "hand")
    alice.mana.update({"C": 1})
    activate(game, alice, cycler, 0)
    run(game)
    assert alice.hand == [] and [o.name for o in alice.library] == ["Island"]


def test_cycling_with_a_life_cost_pays_life_and_draws() -> None:
    """CR 702.29a: "Cycling—Pay 2 life." is "Pay 2 life, Discard this card: Draw a card."."""
    game, alice, _ = scripted_game()
    put(game, alice, creature("Top Card"), "library")
    wraith = put(game, alice, creature("Test Wraith", "Cycling—Pay 2 life."), "hand")
    activate(game, alice, wraith, 0)
    run(game)
    assert alice.life == 18 and [o.name for o in alice.hand] == ["Top Card"]
    on_field = put(game, alice, creature("Test Wraith", "Cycling—Pay 2 life."), "battlefield")
    with pytest.raises(RulesError):
        activate(game, alice, on_field, 0)


SHOCK = "Test Shock deals 2 damage to any target."


def test_ward_with_a_life_cost_is_paid_by_the_player_who_targets() -> None:
    """CR 702.21a: "Ward—Pay 3 life.": Bob, whose spell targets it, pays 3 life and the
    spell resolves."""
    game, alice, bob = scripted_game(Answer(True, "Bob"))
    witch = put(game, alice, creature("Ward Test", "Ward—Pay 3 life.", pt=(2, 2)), "battlefield")
    shock = put(game, bob, card_def("Test Shock", SHOCK, type_line="Instant"), "hand")
    cast(game, bob, shock, [[witch]], free=True)
    run(game)
    assert bob.life == 17 and alice.life == 20 and not witch.zone


def test_ward_with_a_cost_not_paid_counters_the_spell() -> None:
    """Declined (or unpayable: a discard with an empty hand), the spell is countered."""
    game, alice, bob = scripted_game()
    regent = put(game, alice, creature("Ward Test", "Ward—Discard a card."), "battlefield")
    shock = put(game, bob, card_def("Test Shock", SHOCK, type_line="Instant"), "hand")
    cast(game, bob, shock, [[regent]], free=True)
    run(game)
    assert regent.zone == "battlefield" and [o.name for o in bob.graveyard] == ["Test Shock"]
