""" "Flip a coin. If you win the flip, … If you lose the flip, …" (CR 705): exactly one of the
two happens, by the game's seeded random source; a result read at another time than the flip
is a named refusal. On Oracle text."""

from __future__ import annotations

import pytest

from scryc.engine import ScriptedAgent, cast, new_game, put, run
from scryc.engine.compile import CompileError, compile
from scryc.parse import parse
from tests.engine_cards import from_oracle

ORACLE = {
    "Test Gamble": (
        "Sorcery",
        "{R}",
        "Flip a coin. If you win the flip, you gain 6 life. If you lose the flip, you lose 2 life.",
    ),
}


def life_after(seed: int) -> int:
    game = new_game(agent=ScriptedAgent([], fallback=None), seed=seed)
    alice = game.players[0]
    cast(game, alice, put(game, alice, from_oracle("Test Gamble", ORACLE, {}), "hand"), free=True)
    run(game)
    return alice.life


def test_exactly_one_result_each_time_and_both_happen() -> None:
    results = {life_after(seed) for seed in range(12)}
    assert results == {26, 18}


def test_the_same_seed_flips_the_same_way() -> None:
    assert life_after(3) == life_after(3)


def test_a_result_read_after_a_flip_made_later_is_refused() -> None:
    text = (
        "Whenever Card Name attacks, flip a coin at end of combat. If you lose the flip, "
        "sacrifice Card Name."
    )
    with pytest.raises(CompileError, match="flip_result"):
        compile(parse(text, "en", "Card Name"), text)
