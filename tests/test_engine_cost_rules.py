"""An activated ability's rule about its own cost (CR 602.2b, 601.2f): "This ability costs
{1} less [more] to activate for each …", counted as the ability is activated; a reduction
takes off generic mana only."""

from __future__ import annotations

import pytest

from scryc.engine import Game, Obj, Player, activate, card_def, put, run
from scryc.engine.actions import RulesError
from tests.engine_cards import creature, scripted_game

MIRROR = (
    "{5}, {T}: Draw a card. This ability costs {1} less to activate for each legendary "
    "creature you control."
)


def _pays_only_with(game: Game, alice: Player, source: Obj, short: dict, missing: dict) -> None:
    """Activating the source's ability fails with ``short`` in the pool and works (and
    resolves) once ``missing`` joins it."""
    alice.mana.update(short)
    with pytest.raises(RulesError):
        activate(game, alice, source, 0)
    alice.mana.update(missing)
    activate(game, alice, source, 0)
    run(game)


def _legend(name: str) -> object:
    return card_def(name, "", type_line="Legendary Creature — Test", power=1, toughness=1)


def test_the_cost_is_reduced_for_each_object_counted() -> None:
    """Two legendary creatures: {5} becomes {3}."""
    game, alice, _ = scripted_game()
    mirror = put(game, alice, card_def("Mirror Test", MIRROR, type_line="Artifact"), "battlefield")
    put(game, alice, _legend("Legend One"), "battlefield")
    put(game, alice, _legend("Legend Two"), "battlefield")
    put(game, alice, creature("Top Card"), "library")
    alice.mana.update({"C": 3})
    activate(game, alice, mirror, 0)
    run(game)
    assert [o.name for o in alice.hand] == ["Top Card"] and +alice.mana == {}


def test_without_the_objects_the_full_cost_is_owed() -> None:
    game, alice, _ = scripted_game()
    mirror = put(game, alice, card_def("Mirror Test", MIRROR, type_line="Artifact"), "battlefield")
    alice.mana.update({"C": 3})
    with pytest.raises(RulesError):
        activate(game, alice, mirror, 0)


def test_a_reduction_never_takes_off_colored_mana() -> None:
    """CR 601.2f: {1}{W} less {3} is {W}."""
    game, alice, _ = scripted_game()
    text = MIRROR.replace("{5}, {T}: Draw a card.", "{1}{W}: You gain 1 life.")
    altar = put(game, alice, card_def("Altar Test", text, type_line="Artifact"), "battlefield")
    for name in ("Legend One", "Legend Two", "Legend Three"):
        put(game, alice, _legend(name), "battlefield")
    _pays_only_with(game, alice, altar, {"C": 5}, {"W": 1})
    assert alice.life == 21 and +alice.mana == {"C": 5}


def test_an_increase_is_counted_as_the_ability_is_activated() -> None:
    """ "{1} more for each card in your hand": two cards make {3} cost {5}."""
    game, alice, _ = scripted_game()
    text = (
        "{3}: You gain 1 life. This ability costs {1} more to activate for each card in your hand."
    )
    stone = put(game, alice, card_def("Stone Test", text, type_line="Artifact"), "battlefield")
    put(game, alice, creature("Card One"), "hand")
    put(game, alice, creature("Card Two"), "hand")
    _pays_only_with(game, alice, stone, {"C": 4}, {"C": 1})
    assert alice.life == 21 and +alice.mana == {}


def test_a_conditional_reduction_applies_only_while_its_condition_holds() -> None:
    """ "{3} less to activate if you have 25 or more life": {3}{U} costs {U} then."""
    game, alice, _ = scripted_game()
    text = (
        "{3}{U}: You gain 1 life. This ability costs {3} less to activate if you have 25 or "
        "more life."
    )
    croc = put(game, alice, card_def("Croc Test", text, type_line="Artifact"), "battlefield")
    alice.mana.update({"U": 1})
    with pytest.raises(RulesError):
        activate(game, alice, croc, 0)
    alice.life = 25
    activate(game, alice, croc, 0)
    run(game)
    assert alice.life == 26 and +alice.mana == {}
