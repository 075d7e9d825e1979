"""Triggers on changes a permanent goes through (becoming untapped, becoming monstrous) and on
a player's nth action of a turn, on real Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, activate, end_turn, put, run
from scryc.engine.actions import change_life, draw, move, set_tapped
from scryc.engine.compile import CompileError, compile
from scryc.parse import parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Oreskos Sun Guide": (
        "Enchantment Creature — Cat Monk",
        "{1}{W}",
        "Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life.",
    ),
    "Mesmeric Orb": (
        "Artifact",
        "{2}",
        "Whenever a permanent becomes untapped, that permanent's controller mills a card.",
    ),
    "Hydra Broodmaster": (
        "Creature — Hydra",
        "{4}{G}{G}",
        "{X}{X}{G}: Monstrosity X. (If this creature isn't monstrous, put X +1/+1 counters on "
        "it and it becomes monstrous.)\nWhen Hydra Broodmaster becomes monstrous, create X "
        "X/X green Hydra creature tokens.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
}
STATS = {"Oreskos Sun Guide": (2, 2), "Hydra Broodmaster": (7, 7), "Test Bear": (2, 2)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_becomes_untapped_triggers_on_untapping_not_on_tapping() -> None:
    """Inspired: the trigger event is the permanent's untapping (CR 603.2)."""
    game, alice, _ = scripted_game()
    guide = put(game, alice, card("Oreskos Sun Guide"), "battlefield")
    set_tapped(game, guide, True)
    run(game)
    assert alice.life == 20
    set_tapped(game, guide, False)
    run(game)
    assert alice.life == 22


def test_untap_trigger_binds_the_permanent_that_untapped() -> None:
    """Mesmeric Orb: "that permanent's controller" is the controller of the one that untapped."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Mesmeric Orb"), "battlefield")
    bear = put(game, bob, card("Test Bear"), "battlefield")
    for _ in range(3):
        put(game, bob, card("Test Bear"), "library")
    set_tapped(game, bear, True)
    set_tapped(game, bear, False)
    run(game)
    assert len(bob.graveyard) == 1 and not alice.graveyard


def test_becomes_monstrous_reads_the_x_of_the_monstrosity() -> None:
    """CR 701.37c: X in the trigger is the X the permanent became monstrous with; the trigger
    does not trigger again on a second activation (CR 701.37a: it is already monstrous)."""
    game, alice, _ = scripted_game()
    hydra = put(game, alice, card("Hydra Broodmaster"), "battlefield")
    activate(game, alice, hydra, 0, x=2, free=True)
    run(game)
    tokens = [o for o in game.battlefield if o.token]
    assert hydra.counters["+1/+1"] == 2 and len(tokens) == 2
    assert all((t.card.power, t.card.toughness) == (2, 2) for t in tokens)
    activate(game, alice, hydra, 0, x=3, free=True)
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 2


def test_transforming_and_mutating_stay_refused() -> None:
    for text in (
        "Whenever this creature mutates, put a +1/+1 counter on it.",
        "When this creature transforms into Test Horror, draw a card.",
    ):
        with pytest.raises(CompileError):
            compile(parse(text, name="Test Horror"), text)


NTH = {
    "Improbable Alliance": (
        "Enchantment",
        "{U}{R}",
        "Whenever you draw your second card each turn, create a 1/1 blue Faerie creature token "
        "with flying.",
    ),
    "Attended Healer": (
        "Creature — Cat Cleric",
        "{2}{W}",
        "Whenever you gain life for the first time each turn, create a 1/1 white Cat creature "
        "token.",
    ),
}


def test_second_card_each_turn_counts_draws_of_that_player_only() -> None:
    """The trigger is the player's second draw of the turn, not the second draw of the game
    or the third (CR 603.2)."""
    game, alice, bob = scripted_game()
    put(game, alice, from_oracle("Improbable Alliance", NTH, {}), "battlefield")
    for p in (alice, bob):
        for _ in range(4):
            put(game, p, card("Test Bear"), "library")
    draw(game, bob, 2)
    draw(game, alice, 1)
    run(game)
    assert not [o for o in game.battlefield if o.token]
    draw(game, alice, 2)  # her second and third draws
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 1


def test_first_life_gain_each_turn_triggers_once() -> None:
    game, alice, _ = scripted_game()
    put(
        game, alice, from_oracle("Attended Healer", NTH, {"Attended Healer": (2, 3)}), "battlefield"
    )
    change_life(game, alice, 2)
    change_life(game, alice, 3)
    run(game)
    assert len([o for o in game.battlefield if o.token]) == 1


GRAVEYARD = {
    "Deathless Knight": (
        "Creature — Skeleton Knight",
        "{B/G}{B/G}{B/G}{B/G}",
        "Haste\nWhen you gain life for the first time each turn, return Deathless Knight from "
        "your graveyard to your hand.",
    ),
}


def test_an_ability_that_returns_its_card_from_the_graveyard_works_there() -> None:
    """CR 113.6m: it triggers from the graveyard (not from the battlefield), once a turn."""
    game, alice, _ = scripted_game()
    knight = put(game, alice, from_oracle("Deathless Knight", GRAVEYARD, {}), "battlefield")
    change_life(game, alice, 1)
    run(game)
    assert knight.zone == "battlefield" and not alice.hand
    end_turn(game)
    move(game, knight, "graveyard")
    change_life(game, alice, 1)
    run(game)
    assert [o.name for o in alice.hand] == ["Deathless Knight"]
