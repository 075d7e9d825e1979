"""Unearth (CR 702.84) and dash (CR 702.109) in the engine: a permanent for a short while,
with haste, gone at the beginning of the next end step; and the interactions people get
wrong (an unearthed creature that dies or is bounced is exiled instead; a dashed creature
returns to the hand, and a creature cast normally has neither)."""

from __future__ import annotations

import pytest

from scryc.engine import activate, cast, put, run
from scryc.engine import characteristics as ch
from scryc.engine.actions import RulesError, move
from scryc.engine.turns import begin_step
from tests.engine_cards import creature, players

GHOUL = creature("Ghoul", "Unearth {B}", (3, 1), "{2}{B}")
RAIDER = creature("Raider", "Dash {R}", (2, 2), "{2}{R}{R}")


def _unearthed():  # type: ignore[no-untyped-def]
    game, alice, bob = players()
    put(game, alice, GHOUL, "graveyard")
    alice.mana["B"] = 1
    activate(game, alice, alice.graveyard[0])
    run(game)
    (ghoul,) = game.battlefield
    return game, alice, bob, ghoul


def test_unearth_returns_it_with_haste_until_the_next_end_step() -> None:
    """CR 702.84a: from the graveyard, with haste; exiled at the beginning of the end step."""
    game, alice, _, ghoul = _unearthed()
    assert not alice.graveyard and "haste" in ch.keywords(game, ghoul)
    begin_step(game, "end")
    assert [o.name for o in alice.exile] == ["Ghoul"] and not game.battlefield


def test_an_unearthed_creature_that_would_die_or_be_bounced_is_exiled_instead() -> None:
    """CR 702.84a: "If it would leave the battlefield, exile it instead of putting it
    anywhere else" — a replacement, not a trigger."""
    for zone in ("graveyard", "hand"):
        game, alice, _, ghoul = _unearthed()
        move(game, ghoul, zone, cause="test")
        assert [o.name for o in alice.exile] == ["Ghoul"]
        assert not alice.graveyard and not alice.hand


def test_unearth_is_activated_only_as_a_sorcery_from_the_graveyard() -> None:
    """CR 702.84a: "Activate only as a sorcery"."""
    game, alice, bob = players()
    put(game, bob, GHOUL, "graveyard")
    bob.mana["B"] = 1
    with pytest.raises(RulesError, match="only as a sorcery"):
        activate(game, bob, bob.graveyard[0])
    game, alice, _ = players()
    put(game, alice, GHOUL, "battlefield")
    alice.mana["B"] = 1
    with pytest.raises(RulesError, match="can't activate"):
        activate(game, alice, game.battlefield[0])


def test_dash_is_an_alternative_cost_with_haste_and_a_return_to_hand() -> None:
    """CR 702.109a: paid rather than the mana cost; the permanent has haste and returns to
    its owner's hand at the beginning of the next end step."""
    game, alice, _ = players()
    alice.mana["R"] = 1
    cast(game, alice, put(game, alice, RAIDER, "hand"), extras=["dash"])
    run(game)
    (raider,) = game.battlefield
    assert not +alice.mana and "haste" in ch.keywords(game, raider)
    begin_step(game, "end")
    assert [o.name for o in alice.hand] == ["Raider"] and not game.battlefield


def test_a_creature_cast_for_its_mana_cost_is_not_dashed() -> None:
    """CR 702.109a: only "if this spell's dash cost was paid"."""
    game, alice, _ = players()
    cast(game, alice, put(game, alice, RAIDER, "hand"), free=True)
    run(game)
    (raider,) = game.battlefield
    assert "haste" not in ch.keywords(game, raider)
    begin_step(game, "end")
    assert game.battlefield == [raider]
