"""Face-down permanents in the engine: morph and megamorph (CR 702.37, 708), with the
interactions people get wrong: a face-down creature is a nameless, colorless 2/2 with no
abilities; turning it face up is a special action that doesn't use the stack and doesn't
make it a new object; it dies without its leaves-the-battlefield abilities."""

from __future__ import annotations

import pytest

from scryc.engine import cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.keywords.faces import turn_face_up
from tests.engine_cards import creature, players

SAGE = creature(
    "Sage", "Flying\nWhen this creature dies, draw a card.\nMorph {1}{U}", (3, 4), "{4}{U}{U}"
)
BRUTE = creature("Brute", "Trample\nMegamorph {2}{G}", (4, 4), "{5}{G}")


def test_a_face_down_spell_is_a_nameless_colorless_2_2_cast_for_3() -> None:
    """CR 702.37c, 708.2a: no name, no color, no subtypes, no abilities, no mana cost."""
    game, alice, _ = players()
    alice.mana["C"] = 3
    item = cast(game, alice, put(game, alice, SAGE, "hand"), extras=["morph"])
    assert not +alice.mana and item.source.card.mana_cost == ""
    run(game)
    (sage,) = game.battlefield
    assert (ch.power(game, sage), ch.toughness(game, sage)) == (2, 2)
    assert ch.colors(game, sage) == frozenset() and not ch.keywords(game, sage)
    assert ch.types(game, sage) == {"creature"} and not ch.subtypes(game, sage)
    assert sage.card.name != "Sage" and sage.face_down is SAGE


def test_turning_face_up_is_a_special_action_on_the_same_object() -> None:
    """CR 702.37e, 116.2b, 708.8: paid at once without the stack; damage and counters stay."""
    game, alice, _ = players()
    alice.mana["C"] = 3
    cast(game, alice, put(game, alice, SAGE, "hand"), extras=["morph"])
    run(game)
    (sage,) = game.battlefield
    sage.damage = 2
    with pytest.raises(RulesError, match="can't pay"):
        turn_face_up(game, alice, sage)
    alice.mana.update({"U": 1, "C": 1})
    turn_face_up(game, alice, sage)
    assert not game.stack and not +alice.mana and sage.zone == "battlefield"
    assert sage.name == "Sage" and sage.damage == 2 and "flying" in ch.keywords(game, sage)
    assert ch.toughness(game, sage) == 4


def test_only_its_controller_turns_it_up_and_only_a_face_down_permanent() -> None:
    """CR 702.37e: "its controller"; a face-up permanent can't be turned face up."""
    game, alice, bob = players()
    alice.mana["C"] = 3
    cast(game, alice, put(game, alice, SAGE, "hand"), extras=["morph"])
    run(game)
    (sage,) = game.battlefield
    bob.mana.update({"U": 1, "C": 1})
    with pytest.raises(RulesError, match="doesn't control"):
        turn_face_up(game, bob, sage)
    bear = put(game, alice, creature("Bear"), "battlefield")
    with pytest.raises(RulesError, match="not a face-down"):
        turn_face_up(game, alice, bear)


def test_megamorph_gets_a_counter_as_it_is_turned_face_up() -> None:
    """CR 702.37b."""
    game, alice, _ = players()
    alice.mana["C"] = 3
    cast(game, alice, put(game, alice, BRUTE, "hand"), extras=["megamorph"])
    run(game)
    (brute,) = game.battlefield
    alice.mana.update({"G": 1, "C": 2})
    turn_face_up(game, alice, brute)
    assert (ch.power(game, brute), ch.toughness(game, brute)) == (5, 5)
    assert "trample" in ch.keywords(game, brute)


def test_a_face_down_creature_that_dies_is_revealed_without_its_dies_trigger() -> None:
    """CR 708.9, 603.10a: it goes to the graveyard face up as its card, but it had no
    abilities when it left the battlefield, so "When this creature dies" doesn't trigger."""
    game, alice, _ = players()
    put(game, alice, creature("Bear"), "library")
    alice.mana["C"] = 3
    cast(game, alice, put(game, alice, SAGE, "hand"), extras=["morph"])
    run(game)
    move(game, game.battlefield[0], "graveyard", cause="destroyed")
    run(game)
    assert [o.name for o in alice.graveyard] == ["Sage"] and not alice.hand
    assert alice.graveyard[0].face_down is None


def test_a_face_down_spell_has_no_flash_and_needs_the_keyword() -> None:
    """CR 702.37c: cast as a creature spell with no abilities (so at sorcery speed); only a
    card with morph may be cast face down."""
    game, _, bob = players()
    ambusher = creature("Ambusher", "Flash\nMorph {G}")
    bob.mana["C"] = 3
    with pytest.raises(RulesError, match="only as a sorcery"):
        cast(game, bob, put(game, bob, ambusher, "hand"), extras=["morph"])
    game, alice, _ = players()
    alice.mana["C"] = 3
    with pytest.raises(RulesError, match="can't be cast face down"):
        cast(game, alice, put(game, alice, creature("Bear"), "hand"), extras=["morph"])


def test_a_countered_face_down_spell_goes_to_the_graveyard_face_up() -> None:
    """CR 708.9: a face-down spell that leaves the stack is revealed."""
    from scryc.engine.resolution import counter

    game, alice, _ = players()
    alice.mana["C"] = 3
    item = cast(game, alice, put(game, alice, SAGE, "hand"), extras=["morph"])
    counter(game, item)
    assert [o.name for o in alice.graveyard] == ["Sage"]


def test_turned_face_up_triggers_after_the_special_action() -> None:
    """CR 702.37e, 708.8: the trigger waits for the next time a player would receive
    priority; the special action itself can't be responded to."""
    game, alice, _ = players()
    put(game, alice, creature("Bear"), "library")
    text = "When this creature is turned face up, draw a card.\nMorph {U}"
    alice.mana["C"] = 3
    cast(game, alice, put(game, alice, creature("Seer", text), "hand"), extras=["morph"])
    run(game)
    alice.mana["U"] = 1
    turn_face_up(game, alice, game.battlefield[0])
    assert not alice.hand and game.pending
    run(game)
    assert [o.name for o in alice.hand] == ["Bear"]
