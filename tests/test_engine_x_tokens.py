""" "Create an X/X … token [, where X is …]": X is counted once, as the effect resolves (CR
608.2h); in a leaves-the-battlefield trigger the card itself is counted as it last existed on
the battlefield (CR 603.10a); on Oracle text."""

from __future__ import annotations

from scryc.engine import CardDef, cast, put, run
from scryc.engine.actions import add_counters, move
from tests.engine_cards import creature, from_oracle, scripted_game

ORACLE = {
    "Flesh Carver": (
        "Creature — Human Wizard",
        "{2}{B}",
        "When Flesh Carver dies, create an X/X black Horror creature token, where X is Flesh "
        "Carver's power.",
    ),
    "Miming Slime": (
        "Sorcery",
        "{2}{G}",
        "Create an X/X green Ooze creature token, where X is the greatest power among "
        "creatures you control.",
    ),
    "Gelatinous Genesis": ("Sorcery", "{X}{X}{G}", "Create X X/X green Ooze creature tokens."),
}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, {"Flesh Carver": (2, 2)})


def sizes(game: object) -> list[tuple[int | None, int | None]]:
    return [(o.card.power, o.card.toughness) for o in game.battlefield if o.token]  # type: ignore[attr-defined]


def test_x_is_the_power_it_had_on_the_battlefield_with_its_counters() -> None:
    game, alice, _ = scripted_game()
    carver = put(game, alice, card("Flesh Carver"), "battlefield")
    add_counters(game, carver, "+1/+1", 2)
    move(game, carver, "graveyard")
    run(game)
    assert sizes(game) == [(4, 4)]


def test_x_is_counted_as_the_spell_resolves() -> None:
    game, alice, _ = scripted_game()
    put(game, alice, creature("Bear", pt=(2, 2)), "battlefield")
    put(game, alice, creature("Giant", pt=(5, 5)), "battlefield")
    cast(game, alice, put(game, alice, card("Miming Slime"), "hand"), free=True)
    run(game)
    assert sizes(game) == [(5, 5)]


def test_x_tokens_of_the_spells_x() -> None:
    game, alice, _ = scripted_game()
    cast(game, alice, put(game, alice, card("Gelatinous Genesis"), "hand"), x=3, free=True)
    run(game)
    assert sizes(game) == [(3, 3)] * 3
