"""Amounts: "for each" multiplying an amount (CR 608.2h: counted as the effect resolves) and
characteristic-defining abilities (CR 604.3, 613.4a: counted whenever asked). On Oracle
text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Pick, activate, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.compile import CompileError, compile
from scryc.parse import parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Ancestral Tribute": (
        "Sorcery",
        "{5}{W}{W}",
        "You gain 2 life for each card in your graveyard.",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Cloud of Faeries": (
        "Creature — Faerie",
        "{1}{U}",
        "Flying\nWhen Cloud of Faeries enters the battlefield, untap up to two lands.",
    ),
    "Elvish Archdruid": (
        "Creature — Elf Druid",
        "{1}{G}{G}",
        "{T}: Add {G} for each Elf you control.",
    ),
    "Yavimaya Wurm": (
        "Creature — Wurm",
        "{4}{G}{G}",
        "Yavimaya Wurm's power and toughness are each equal to the number of creatures you "
        "control.",
    ),
    "An-Havva Constable": (
        "Creature — Human",
        "{1}{G}{G}",
        "An-Havva Constable's toughness is equal to 1 plus the number of green creatures on "
        "the battlefield.",
    ),
    "Test Shrink": (
        "Instant",
        "{U}",
        "Target creature has base power and toughness 1/1 until end of turn.",
    ),
}
STATS = {
    "Cloud of Faeries": (1, 1),
    "Grizzly Bears": (2, 2),
    "An-Havva Constable": (2, 0),
    "Elvish Archdruid": (2, 2),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_gain_2_life_for_each_card_counts_as_it_resolves() -> None:
    """CR 608.2h: the amount is 2 times the number of cards in the graveyard then (the
    spell itself is still on the stack)."""
    game, alice, _ = scripted_game()
    for _ in range(3):
        put(game, alice, card("Grizzly Bears"), "graveyard")
    cast(game, alice, put(game, alice, card("Ancestral Tribute"), "hand"), free=True)
    run(game)
    assert alice.life == 26


def test_add_mana_for_each_is_a_mana_ability_counted_once() -> None:
    """CR 605.1a: it could add mana and has no target, so it is a mana ability (it doesn't
    use the stack); it adds {G} once for each Elf."""
    game, alice, _ = scripted_game()
    druid = put(game, alice, card("Elvish Archdruid"), "battlefield")
    put(game, alice, card("Elvish Archdruid"), "battlefield")
    assert activate(game, alice, druid, free=True) is None
    assert alice.mana["G"] == 2 and not game.stack


def test_up_to_two_lands_may_be_fewer() -> None:
    """ "Up to two" is any number from zero to two: Alice untaps one land."""
    game, alice, _ = scripted_game(Pick(("Forest",)))
    lands = [put(game, alice, card(name), "battlefield") for name in ("Island", "Forest", "Swamp")]
    for land in lands:
        land.tapped = True
    cast(game, alice, put(game, alice, card("Cloud of Faeries"), "hand"), free=True)
    run(game)
    assert [land.tapped for land in lands] == [True, False, True]


def test_power_and_toughness_equal_to_a_count_follow_it() -> None:
    """CR 604.3: a characteristic-defining ability, counted whenever it is asked."""
    game, alice, bob = scripted_game()
    wurm = put(game, alice, card("Yavimaya Wurm"), "battlefield")
    assert (ch.power(game, wurm), ch.toughness(game, wurm)) == (1, 1)
    put(game, alice, card("Grizzly Bears"), "battlefield")
    put(game, bob, card("Grizzly Bears"), "battlefield")  # not Alice's
    assert (ch.power(game, wurm), ch.toughness(game, wurm)) == (2, 2)


def test_a_toughness_defined_with_the_printed_power() -> None:
    """CR 604.3: only the toughness is defined (1 plus green creatures, itself included)."""
    game, alice, bob = scripted_game()
    constable = put(game, alice, card("An-Havva Constable"), "battlefield")
    put(game, bob, card("Grizzly Bears"), "battlefield")
    assert (ch.power(game, constable), ch.toughness(game, constable)) == (2, 3)


def test_an_effect_that_sets_power_and_toughness_applies_after_the_definition() -> None:
    """CR 613.4a-b: the characteristic-defining ability applies first (layer 7a), the
    effect that sets base power and toughness after it (7b), whatever their timestamps."""
    game, alice, _ = scripted_game()
    wurm = put(game, alice, card("Yavimaya Wurm"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Shrink"), "hand"), [[wurm]], free=True)
    run(game)
    for _ in range(3):
        put(game, alice, card("Grizzly Bears"), "battlefield")
    assert (ch.power(game, wurm), ch.toughness(game, wurm)) == (1, 1)


ORACLE |= {
    "Death Wind": ("Instant", "{X}{B}", "Target creature gets -X/-X until end of turn."),
    "Death's Shadow": (
        "Creature — Avatar",
        "{B}",
        "Death's Shadow gets -X/-X, where X is your life total.",
    ),
    "Squealing Devil": (
        "Creature — Devil",
        "{1}{R}",
        "Fear\nWhen Squealing Devil enters the battlefield, you may pay {X}. If you do, target "
        "creature gets +X/+0 until end of turn.\nWhen Squealing Devil enters the battlefield, "
        "sacrifice it unless {B} was spent to cast it.",
    ),
}
STATS["Death's Shadow"] = (13, 13)


def test_an_undefined_x_is_the_x_paid_for_the_spell() -> None:
    """CR 107.3a: "gets -X/-X" in a spell with {X} in its cost is the X paid."""
    game, alice, _ = scripted_game()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Death Wind"), "hand"), [[bears]], x=1, free=True)
    run(game)
    assert (ch.power(game, bears), ch.toughness(game, bears)) == (1, 1)


def test_a_static_x_defined_on_the_spot_is_counted_whenever_asked() -> None:
    game, alice, _ = scripted_game()
    shadow = put(game, alice, card("Death's Shadow"), "battlefield")
    alice.life = 5
    assert (ch.power(game, shadow), ch.toughness(game, shadow)) == (8, 8)
    alice.life = 12
    assert ch.toughness(game, shadow) == 1


def test_a_triggered_abilitys_x_with_no_definition_is_refused() -> None:
    text = ORACLE["Squealing Devil"][2]
    with pytest.raises(CompileError, match="no value for X"):
        compile(parse(text), text)
