"""Ripple (CR 702.60a): when the spell is cast, its controller may reveal the top N cards of
their library, cast those with its name without paying their mana costs, and put the rest
on the bottom of their library in any order."""

from __future__ import annotations

from scryc.engine import Answer, Pick, card_def, cast, put, run
from tests.engine_cards import creature, scripted_game

SURGE = "Ripple 4\nYou gain 2 life."


def _surge() -> object:
    return card_def("Surging Test", SURGE, type_line="Instant", mana_cost="{R}")


def test_ripple_casts_revealed_copies_of_its_name_and_bottoms_the_rest() -> None:
    """The revealed Surging Test is cast free (and ripples again: declined); the other
    revealed cards go to the bottom, below the unrevealed fifth card."""
    game, alice, _ = scripted_game(
        Answer(True),  # reveal the top four
        Answer(True),  # cast the revealed Surging Test
        Pick(("Card B", "Card A", "Card C")),  # the rest on the bottom, topmost first
        Answer(False),  # the copy's own ripple: don't reveal
    )
    for name in ("Card A", "Surging Test", "Card B", "Card C", "Deep Card"):
        put(game, alice, _surge() if name == "Surging Test" else creature(name), "library")
    spell = put(game, alice, _surge(), "hand")
    cast(game, alice, spell, free=True)
    run(game)
    assert alice.life == 24
    assert [o.name for o in alice.library] == ["Deep Card", "Card B", "Card A", "Card C"]


def test_ripple_may_reveal_nothing() -> None:
    """ "you may reveal": declined, the library stays as it was."""
    game, alice, _ = scripted_game(Answer(False))
    for name in ("Card A", "Surging Test"):
        put(game, alice, _surge() if name == "Surging Test" else creature(name), "library")
    spell = put(game, alice, _surge(), "hand")
    cast(game, alice, spell, free=True)
    run(game)
    assert alice.life == 22 and [o.name for o in alice.library] == ["Card A", "Surging Test"]
