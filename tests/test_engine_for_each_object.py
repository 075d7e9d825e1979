""" "For each <object>, <effect that refers to it>": the effect once for each object in turn,
on real Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import CardDef, Pick, cast, put, run
from scryc.engine.compile import CompileError, compile
from scryc.parse import parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Clone Legion": (
        "Sorcery",
        "{7}{U}{U}",
        "For each creature target player controls, create a token that's a copy of that creature.",
    ),
    "March of Souls": (
        "Sorcery",
        "{4}{W}",
        "Destroy all creatures. They can't be regenerated. For each creature destroyed this "
        "way, its controller creates a 1/1 white Spirit creature token with flying.",
    ),
    "Doubling Chant": (
        "Sorcery",
        "{5}{G}",
        "For each creature you control, you may search your library for a creature card with "
        "the same name as that creature. Put those cards onto the battlefield, then shuffle.",
    ),
    "Thoughts of Ruin": (
        "Sorcery",
        "{2}{R}{R}",
        "Each player sacrifices a land for each card in your hand.",
    ),
    "Test Bear": ("Creature — Bear", "{1}{G}", ""),
    "Test Giant": ("Creature — Giant", "{4}{G}", ""),
}
STATS = {"Test Bear": (2, 2), "Test Giant": (5, 5)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def test_a_copy_of_each_creature_the_player_controls() -> None:
    game, alice, bob = scripted_game()
    put(game, bob, card("Test Bear"), "battlefield")
    put(game, bob, card("Test Giant"), "battlefield")
    put(game, alice, card("Test Giant"), "battlefield")
    cast(game, alice, put(game, alice, card("Clone Legion"), "hand"), [[bob]], free=True)
    run(game)
    copies = [o for o in game.battlefield if o.token]
    assert sorted(o.name for o in copies) == ["Test Bear", "Test Giant"]
    assert all(o.controller is alice for o in copies)


def test_each_destroyed_creatures_controller_gets_a_spirit() -> None:
    """Its controller as it last existed on the battlefield (CR 608.2h), once per creature."""
    game, alice, bob = scripted_game()
    put(game, alice, card("Test Bear"), "battlefield")
    for _ in range(2):
        put(game, bob, card("Test Giant"), "battlefield")
    cast(game, alice, put(game, alice, card("March of Souls"), "hand"), free=True)
    run(game)
    assert sorted(o.controller.name for o in game.battlefield) == ["Alice", "Bob", "Bob"]
    assert {o.name for o in game.battlefield} == {"Spirit"}


def test_what_each_time_found_read_after_the_loop_is_refused() -> None:
    """ "Put those cards onto the battlefield" reads every search's card: a loop that keeps
    only the last would put one, so the card stays a named refusal."""
    text = ORACLE["Doubling Chant"][2]
    with pytest.raises(CompileError, match="for_each"):
        compile(parse(text, type_line="Sorcery"), text)


def test_each_player_sacrifices_as_many_lands_as_cards_in_the_casters_hand() -> None:
    """Counted as the spell resolves, from its caster's hand (after it left it)."""
    game, alice, bob = scripted_game(Pick(("Forest", "Forest")), Pick(("Island", "Island")))
    for _ in range(2):
        put(game, alice, card("Test Bear"), "hand")
    for _ in range(3):
        put(game, alice, card("Forest"), "battlefield")
        put(game, bob, card("Island"), "battlefield")
    cast(game, alice, put(game, alice, card("Thoughts of Ruin"), "hand"), free=True)
    run(game)
    assert len(game.battlefield) == 2
    assert sorted(o.name for o in game.battlefield) == ["Forest", "Island"]
