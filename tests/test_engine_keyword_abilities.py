"""Keywords that stand for an ability the engine builds: embalm and eternalize (CR 702.128a,
702.129a), transmute (CR 702.53a) and partner with's search (CR 702.124j)."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, Pick, activate, card_def, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.agents import ScriptError
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, scripted_game


def _cleric(text: str) -> object:
    return card_def(
        "Test Cleric", text, type_line="Creature — Human Cleric", mana_cost="{1}{W}",
        power=2, toughness=2,
    )  # fmt: skip


def test_embalm_exiles_the_card_for_a_white_zombie_copy_without_mana_cost() -> None:
    """CR 702.128a: a copy of the card, except white, no mana cost, a Zombie in addition to
    its other types; only from the graveyard and only as a sorcery."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    text = "Flying\nEmbalm {3}{W}"
    angel = card_def(
        "Test Angel", text, type_line="Creature — Angel", mana_cost="{4}{B}", power=3, toughness=3
    )
    dead = put(game, alice, angel, "graveyard")
    alice.mana.update({"W": 1, "C": 3})
    activate(game, alice, dead, 0)
    run(game)
    token = next(o for o in game.battlefield if o.token)
    assert token.name == "Test Angel" and [o.name for o in alice.exile] == ["Test Angel"]
    assert ch.colors(game, token) == {"white"} and token.card.mana_value == 0
    assert ch.subtypes(game, token) == {"Angel", "Zombie"}
    assert (ch.power(game, token), ch.toughness(game, token)) == (3, 3)
    assert "flying" in ch.keywords(game, token)


def test_embalm_only_as_a_sorcery_and_not_from_the_battlefield() -> None:
    """CR 702.128a: it functions in the graveyard, at sorcery speed."""
    game, alice, bob = scripted_game()
    alive = put(game, alice, _cleric("Embalm {W}"), "battlefield")
    alice.mana.update({"W": 1})
    with pytest.raises(RulesError):
        activate(game, alice, alive, 0)
    dead = put(game, alice, _cleric("Embalm {W}"), "graveyard")
    game.active = 1  # Bob's turn: not as a sorcery for Alice
    with pytest.raises(RulesError):
        activate(game, alice, dead, 0)
    assert bob.life == 20


def test_eternalize_makes_a_black_four_four_zombie_copy() -> None:
    """CR 702.129a: black, 4/4, no mana cost, Zombie in addition to its other types."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    dead = put(game, alice, _cleric("Eternalize {2}{B}"), "graveyard")
    alice.mana.update({"B": 1, "C": 2})
    activate(game, alice, dead, 0)
    run(game)
    token = next(o for o in game.battlefield if o.token)
    assert ch.colors(game, token) == {"black"}
    assert (ch.power(game, token), ch.toughness(game, token)) == (4, 4)
    assert ch.subtypes(game, token) == {"Human", "Cleric", "Zombie"}


def test_transmute_finds_a_card_with_the_same_mana_value() -> None:
    """CR 702.53a: the card is discarded from the hand; a card with its mana value (2) can
    be found, one with another mana value can't."""
    game, alice, _ = scripted_game(Pick(("Two Drop",)))
    begin_step(game, "precombat main")
    put(game, alice, creature("Three Drop", cost="{2}{G}"), "library")
    put(game, alice, creature("Two Drop", cost="{1}{G}"), "library")
    card = put(game, alice, _cleric("Transmute {1}{U}{U}"), "hand")
    alice.mana.update({"U": 2, "C": 1})
    activate(game, alice, card, 0)
    run(game)
    assert [o.name for o in alice.hand] == ["Two Drop"]
    assert [o.name for o in alice.graveyard] == ["Test Cleric"]


def test_transmute_cant_pick_a_card_of_another_mana_value() -> None:
    """Only cards with the discarded card's mana value are offered."""
    game, alice, _ = scripted_game(Pick(("Three Drop",)))
    begin_step(game, "precombat main")
    put(game, alice, creature("Three Drop", cost="{2}{G}"), "library")
    card = put(game, alice, _cleric("Transmute {1}{U}{U}"), "hand")
    alice.mana.update({"U": 2, "C": 1})
    activate(game, alice, card, 0)
    with pytest.raises(ScriptError, match="no option 'Three Drop' \\(options: none\\)"):
        run(game)


def test_partner_with_lets_the_target_player_search_for_the_named_card() -> None:
    """CR 702.124j: as it enters, the target player (here the opponent) may search their
    own library for the partner."""
    game, alice, bob = scripted_game(Pick(("Bob",)), Answer(True, "Bob"), Pick(("Lore Test",)))
    put(game, bob, creature("Lore Test"), "library")
    put(game, bob, creature("Other Card"), "library")
    ley = put(game, alice, _cleric("Partner with Lore Test"), "hand")
    move(game, ley, "battlefield")
    run(game)
    assert [o.name for o in bob.hand] == ["Lore Test"] and alice.hand == []


def _sorcery(name: str, text: str, cost: str = "{1}{G}") -> object:
    return card_def(name, text, type_line="Sorcery", mana_cost=cost)


def test_recover_returns_the_card_from_the_graveyard_when_a_creature_dies() -> None:
    """CR 702.59a: it triggers only in the graveyard; paying returns it to the hand."""
    game, alice, _ = scripted_game(Answer(True))
    card = put(
        game, alice, _sorcery("Recover Test", "You gain 4 life.\nRecover {1}{G}"), "graveyard"
    )
    bear = put(game, alice, creature("Bear"), "battlefield")
    alice.mana.update({"G": 1, "C": 1})
    move(game, bear, "graveyard")
    run(game)
    assert [o.name for o in alice.hand] == ["Recover Test"] and not card.zone


def test_recover_exiles_the_card_when_its_cost_is_not_paid() -> None:
    """ "Otherwise, exile this card."; in the hand it does nothing."""
    game, alice, _ = scripted_game(Answer(False))
    put(game, alice, _sorcery("Recover Test", "You gain 4 life.\nRecover {1}{G}"), "graveyard")
    put(game, alice, _sorcery("Held Test", "You gain 4 life.\nRecover {1}{G}"), "hand")
    bear = put(game, alice, creature("Bear"), "battlefield")
    move(game, bear, "graveyard")
    run(game)
    assert [o.name for o in alice.exile] == ["Recover Test"]
    assert [o.name for o in alice.hand] == ["Held Test"]


def test_undaunted_costs_one_less_for_each_opponent() -> None:
    """CR 702.125a: with one opponent, {2}{G} costs {1}{G}."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    card = put(game, alice, _sorcery("Brave Test", "Undaunted\nYou gain 4 life.", "{2}{G}"), "hand")
    alice.mana.update({"G": 1, "C": 1})
    cast(game, alice, card)
    run(game)
    assert alice.life == 24 and +alice.mana == {}


def test_reinforce_x_puts_x_counters() -> None:
    """CR 702.77a with X: "{X}{W}{W}, Discard this card: Put X +1/+1 counters on target
    creature."."""
    game, alice, _ = scripted_game()
    bear = put(game, alice, creature("Bear"), "battlefield")
    helper = put(game, alice, creature("Helper X", "Reinforce X—{X}{W}{W}"), "hand")
    alice.mana.update({"W": 2, "C": 3})
    activate(game, alice, helper, 0, [[bear]], x=3)
    run(game)
    assert bear.counters["+1/+1"] == 3 and +alice.mana == {}


def _lizard() -> object:
    text = "Equipped creature gets +1/+1.\nReconfigure {2}"
    kind = "Artifact Creature — Equipment Lizard"
    return card_def("Test Blades", text, type_line=kind, power=1, toughness=1)


def test_reconfigure_attaches_and_stops_being_a_creature_until_unattached() -> None:
    """CR 702.151a-b: attached to another creature it isn't a creature; unattached, it is
    one again; it can't attach to itself."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    blades = put(game, alice, _lizard(), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    alice.mana.update({"C": 6})
    with pytest.raises(RulesError):
        activate(game, alice, blades, 1)  # not attached: can't unattach
    with pytest.raises(RulesError):
        activate(game, alice, blades, 0, [[blades]])
    activate(game, alice, blades, 0, [[bear]])
    run(game)
    assert blades.attached_to is bear and "creature" not in ch.types(game, blades)
    assert ch.power(game, bear) == 3
    activate(game, alice, blades, 1)
    run(game)
    assert blades.attached_to is None and "creature" in ch.types(game, blades)
    assert ch.power(game, bear) == 2


def test_reconfigure_is_a_creature_again_when_its_creature_leaves() -> None:
    """Attached to nothing on the battlefield, it is a creature again (CR 702.151b)."""
    game, alice, _ = scripted_game()
    begin_step(game, "precombat main")
    blades = put(game, alice, _lizard(), "battlefield")
    bear = put(game, alice, creature("Bear"), "battlefield")
    alice.mana.update({"C": 2})
    activate(game, alice, blades, 0, [[bear]])
    run(game)
    move(game, bear, "graveyard")
    run(game)
    assert "creature" in ch.types(game, blades)


def test_friends_forever_is_only_about_choosing_commanders() -> None:
    """CR 702.124i: the keyword has no effect in a game; the card still plays."""
    game, alice, _ = scripted_game()
    max_ = put(game, alice, creature("Friend Test", "Haste\nFriends forever"), "battlefield")
    assert ch.keywords(game, max_) == {"haste", "friends forever"}
