"""Conditions on what you control: "three or more creatures with different powers" (coven)
and "an artifact and an enchantment" (each description met on its own), on real Oracle
text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Game, Pick, Player, begin_step, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.compile import CompileError, compile
from scryc.engine.keywords.faces import FACE_DOWN
from scryc.parse import parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Dawnhart Wardens": (
        "Creature — Human Warlock",
        "{1}{G}{W}",
        "Vigilance\nCoven — At the beginning of combat on your turn, if you control three or "
        "more creatures with different powers, creatures you control get +1/+0 until end of "
        "turn.",
    ),
    "Dega Sanctuary": (
        "Enchantment",
        "{2}{W}",
        "At the beginning of your upkeep, if you control a black or red permanent, you gain 2 "
        "life. If you control a black permanent and a red permanent, you gain 4 life instead.",
    ),
    "Test One": ("Creature — Test", "{B}", ""),
    "Test Two": ("Creature — Test", "{R}", ""),
    "Test Two Again": ("Creature — Test", "{G}", ""),
    "Test Rakdos": ("Creature — Test", "{B}{R}", ""),
}
STATS = {
    "Dawnhart Wardens": (2, 3),
    "Test One": (1, 1),
    "Test Two": (2, 2),
    "Test Two Again": (2, 2),
    "Test Rakdos": (3, 3),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup() -> tuple[Game, Player, Player]:
    return scripted_game()


@pytest.mark.parametrize(
    ("others", "pumped"),
    [(("Test Two Again", "Test Two"), False), (("Test One", "Test Rakdos"), True)],
)
def test_coven_counts_different_powers_not_creatures(others: tuple[str, ...], pumped: bool) -> None:
    """Three creatures with powers 2, 2, 2 are not coven; 2, 1, 3 are."""
    game, alice, _ = setup()
    wardens = put(game, alice, card("Dawnhart Wardens"), "battlefield")
    for name in others:
        put(game, alice, card(name), "battlefield")
    begin_step(game, "beginning of combat")
    assert ch.power(game, wardens) == (3 if pumped else 2)


@pytest.mark.parametrize(
    ("permanents", "life"),
    [
        (("Test One",), 22),
        (("Test One", "Test Two"), 24),
        (("Test Rakdos",), 24),  # one black and red permanent is both
        (("Test Two Again",), 20),
    ],
)
def test_a_black_permanent_and_a_red_permanent(permanents: tuple[str, ...], life: int) -> None:
    game, alice, _ = setup()
    put(game, alice, card("Dega Sanctuary"), "battlefield")
    for name in permanents:
        put(game, alice, card(name), "battlefield")
    begin_step(game, "upkeep")
    assert alice.life == life


ORACLE |= {
    "Imperial Edict": (
        "Sorcery",
        "{1}{B}",
        "Target opponent chooses a creature they control. Destroy that creature.",
    ),
    "Goblin War Cry": (
        "Sorcery",
        "{2}{R}",
        "Target opponent chooses a creature they control. Other creatures they control can't "
        "block this turn.",
    ),
    "Dredge the Mire": (
        "Sorcery",
        "{3}{B}",
        "Each opponent chooses a creature card in their graveyard. Put those cards onto the "
        "battlefield under your control.",
    ),
}


def test_the_opponent_chooses_which_creature_is_destroyed() -> None:
    """The target opponent, not the caster, makes the choice (Pick by Bob)."""
    game, alice, bob = scripted_game(Pick(("Bob",)), Pick(("Test Two",), player="Bob"))
    one = put(game, bob, card("Test One"), "battlefield")
    two = put(game, bob, card("Test Two"), "battlefield")
    cast(game, alice, put(game, alice, card("Imperial Edict"), "hand"), free=True)
    run(game)
    assert one.zone == "battlefield" and two.zone == ""


def test_other_creatures_than_the_chosen_one_is_refused() -> None:
    """ "Other creatures they control" means other than the chosen one; the AST's "other"
    is other than the source, so the card is refused rather than run wrong."""
    text = ORACLE["Goblin War Cry"][2]
    with pytest.raises(CompileError) as error:
        compile(parse(text, name="Goblin War Cry", type_line="Sorcery"), text)
    assert error.value.kind == "choose_object.other"


def test_each_opponent_chooses_a_card_in_their_own_graveyard() -> None:
    game, alice, bob = scripted_game(Pick(("Test Two",), player="Bob"))
    put(game, bob, card("Test One"), "graveyard")
    put(game, bob, card("Test Two"), "graveyard")
    put(game, alice, card("Test Rakdos"), "graveyard")
    cast(game, alice, put(game, alice, card("Dredge the Mire"), "hand"), free=True)
    run(game)
    (stolen,) = game.battlefield
    assert stolen.name == "Test Two" and stolen.controller is alice and stolen.owner is bob


ORACLE |= {
    "Liliana's Contract": (
        "Enchantment",
        "{3}{B}{B}",
        "When Liliana's Contract enters the battlefield, you draw four cards and you lose 4 "
        "life.\nAt the beginning of your upkeep, if you control four or more Demons with "
        "different names, you win the game.",
    ),
    "Test Demon A": ("Creature — Demon", "{B}", ""),
    "Test Demon B": ("Creature — Demon", "{B}", ""),
    "Test Demon C": ("Creature — Demon", "{B}", ""),
    "Test Demon D": ("Creature — Demon", "{B}", ""),
}


@pytest.mark.parametrize(("last", "wins"), [("Test Demon C", False), ("Test Demon A", False)])
def test_demons_with_different_names_count_each_name_once(last: str, wins: bool) -> None:
    """Four Demons, two of them with one name, are three names; a face-down one has none."""
    game, alice, bob = setup()
    put(game, alice, card("Liliana's Contract"), "battlefield")
    for name in ("Test Demon A", "Test Demon B", last):
        put(game, alice, card(name), "battlefield")
    hidden = put(game, alice, FACE_DOWN, "battlefield")
    hidden.face_down = card("Test Demon C")
    begin_step(game, "upkeep")
    assert bob.lost is wins


def test_four_demons_with_four_names_win() -> None:
    game, alice, bob = setup()
    put(game, alice, card("Liliana's Contract"), "battlefield")
    for name in ("Test Demon A", "Test Demon B", "Test Demon C", "Test Demon D"):
        put(game, alice, card(name), "battlefield")
    begin_step(game, "upkeep")
    assert bob.lost
