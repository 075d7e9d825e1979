"""Engine fuzzing: random games from the corpus cards with random legal decisions keep every
invariant and raise nothing but RulesError (benchmarks/engine_fuzz.py plays 10,000+); the
invariant checks catch a broken engine; and regressions for the bugs the fuzzing found."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scryc.cards import Card
from scryc.engine import (
    CardDef,
    Game,
    Obj,
    Player,
    RulesError,
    actions,
    activate,
    attack,
    block,
    card_def,
    cast,
    mana,
    new_game,
    put,
    resolution,
    run,
)
from scryc.engine.events import CountersChanged, Event, Scried, Surveilled
from scryc.engine.fuzz import GameResult, card_pool, load_pool, play

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"
GAMES = 300
#: A surveil card (corpus/ has none), so that fault injection reaches surveil.
CONSIDER = card_def("Consider", "Surveil 1.\nDraw a card.", type_line="Instant", mana_cost="{U}")


@pytest.fixture(scope="module")
def pool() -> list[CardDef]:
    """corpus/ and, when present, the shared scry and surveil cards that compile."""
    paths = [ROOT / "corpus", SHARED / "scry.jsonl", SHARED / "surveil.jsonl"]
    cards, _ = load_pool(p for p in paths if p.exists())
    return cards


@pytest.fixture(scope="module")
def corpus_pool() -> list[CardDef]:
    cards, skipped = load_pool([ROOT / "corpus"])
    assert skipped == [] and len(cards) == 22
    return [*cards, CONSIDER]


def test_random_games_keep_every_invariant(pool: list[CardDef]) -> None:
    results = [play(seed, pool) for seed in range(GAMES)]
    failures = [(r.seed, f) for r in results for f in r.failures]
    errors = [(r.seed, r.error) for r in results if r.error]
    assert failures == [] and errors == []
    events: Counter[str] = sum((r.events for r in results), Counter())
    actions_taken = sum(r.actions for r in results)
    refused = sum(r.refused for r in results)
    assert 0 < refused < actions_taken / 2  # the games do things, and try things refused
    for kind in ("cast", "resolved", "scried", "drew", "attacked", "blocked", "player_lost"):
        assert events[kind] >= 20, (kind, events)
    if (SHARED / "surveil.jsonl").exists():
        assert events["surveilled"] >= 20


def test_a_seed_replays_the_same_game(pool: list[CardDef]) -> None:
    for seed in (3, 30, 300):
        assert play(seed, pool) == play(seed, pool)
    assert play(1, pool).events != play(2, pool).events  # and another seed another game


def test_card_pool_gives_numbers_to_creatures_and_planeswalkers() -> None:
    owl = Card(name="Owl", type_line="Creature — Bird", mana_cost="{1}{U}", text="Flying", path="")
    jace = Card(name="Jace", type_line="Planeswalker — Jace", text="[+1]: Scry 1.", path="")
    broken = Card(name="Broken", text="Scry §.", path="")
    defs, skipped = card_pool([owl, jace, broken])
    numbers = [(d.name, d.power, d.toughness, d.loyalty) for d in defs]
    assert numbers == [("Owl", 1, 2, None), ("Jace", None, None, 3)]
    assert skipped == ["Broken"]


# --- the invariants catch a broken engine -------------------------------------------------


def reorder_before_announcing(kind: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """An engine whose scry (or surveil) leaves the library in another order than decided."""

    def breaks(emit: Callable[..., Any]) -> Callable[..., Any]:
        def broken(game: Game, event: Event) -> None:
            if isinstance(event, kind) and len(event.player.library) > 1:
                event.player.library.reverse()
            emit(game, event)

        return broken

    return breaks


def silent_life(change_life: Callable[..., Any]) -> Callable[..., Any]:
    def broken(game: Game, player: Player, amount: int) -> None:
        player.life += amount

    return broken


def silent_counters(add_counters: Callable[..., Any]) -> Callable[..., Any]:
    def broken(game: Game, target: Obj | Player, counter: str, amount: int) -> int:
        target.counters[counter] += amount
        return abs(amount)

    return broken


def twice_into_the_graveyard(move: Callable[..., Any]) -> Callable[..., Any]:
    def broken(game: Game, obj: Obj, to_zone: str, **options: Any) -> Obj | None:
        new = move(game, obj, to_zone, **options)
        if new is not None and to_zone == "graveyard":
            new.owner.graveyard.append(new)
        return new

    return broken


def no_state_based_actions(state_based_actions: Callable[..., Any]) -> Callable[..., Any]:
    def broken(game: Game) -> bool:
        return False

    return broken


def spend_then_refuse(pay: Callable[..., Any]) -> Callable[..., Any]:
    def broken(pool: Counter[str], cost: str, x: int = 0) -> Counter[str] | None:
        pool.clear()
        return None

    return broken


@pytest.mark.parametrize(
    ("module", "name", "breaks", "found"),
    [
        (actions, "emit", reorder_before_announcing(Scried), "left the library out of order"),
        (actions, "emit", reorder_before_announcing(Surveilled), "left the library out of order"),
        (actions, "change_life", silent_life, "life, but its life events add up to"),
        (actions, "add_counters", silent_counters, "events say {}"),
        (actions, "move", twice_into_the_graveyard, "is in 2 places"),
        (resolution, "state_based_actions", no_state_based_actions, "life but has not lost"),
        (mana, "pay", spend_then_refuse, "can't pay"),
    ],
)
def test_the_invariants_catch_a_broken_engine(
    corpus_pool: list[CardDef],
    monkeypatch: pytest.MonkeyPatch,
    module: object,
    name: str,
    breaks: Callable[[Callable[..., Any]], Callable[..., Any]],
    found: str,
) -> None:
    monkeypatch.setattr(module, name, breaks(getattr(module, name)))
    failures = [f for seed in range(40) for f in play(seed, corpus_pool).failures]
    assert any(found in f for f in failures), failures[:5]


def test_an_unexpected_exception_ends_the_game_and_is_reported(
    corpus_pool: list[CardDef], monkeypatch: pytest.MonkeyPatch
) -> None:
    def crash(game: Game, player: Player, count: int) -> list[Obj]:
        raise KeyError("drawn")

    monkeypatch.setattr(actions, "draw", crash)
    results: list[GameResult] = [play(seed, corpus_pool) for seed in range(20)]
    errors = [r.error for r in results if r.error]
    assert errors and all(re.search(r"KeyError: 'drawn' at \w+\.py:\d+$", e) for e in errors)


# --- regressions: bugs the fuzzing found --------------------------------------------------


def players() -> tuple[Game, Player, Player]:
    game = new_game()
    alice, bob = game.players
    return game, alice, bob


def test_damage_to_a_planeswalker_removes_loyalty_counters_with_an_event() -> None:
    """The damage used to lower loyalty without an event, so "whenever counters are removed"
    could not see it and the counters disagreed with the trace."""
    game, alice, bob = players()
    definition = card_def("Walker", type_line="Planeswalker — Test", loyalty=5)
    walker = put(game, bob, definition, "battlefield")
    jet = card_def("Jet", "Jet deals 2 damage to target planeswalker.", type_line="Instant")
    cast(game, alice, put(game, alice, jet, "hand"), [["Walker"]], free=True)
    run(game)
    assert walker.counters["loyalty"] == 3
    (event,) = [e for e in game.events if isinstance(e, CountersChanged)]
    assert (event.target, event.counter, event.amount) == (walker, "loyalty", -2)


def creature(name: str, text: str = "") -> CardDef:
    return card_def(name, text, type_line="Creature — Test", power=2, toughness=2)


@pytest.mark.parametrize(
    ("keyword", "guard_of", "why"),
    [
        ("Flying", 1, "it has flying"),
        ("Menace", 1, "it has menace"),
        ("", 0, "a blocker is an untapped creature of the defending player"),
    ],
)
def test_illegal_blocks_are_refused_and_change_nothing(
    keyword: str, guard_of: int, why: str
) -> None:
    """Blocks used to ignore flying, menace and who controls the blocker."""
    game, alice, bob = players()
    raider = put(game, alice, creature("Raider", keyword), "battlefield")
    guard = put(game, game.players[guard_of], creature("Guard"), "battlefield")
    attack(game, alice, [raider], bob)
    events = len(game.events)
    with pytest.raises(RulesError, match=f"Guard can't block Raider: {why}"):
        block(game, {guard: raider})
    assert not guard.blocking and game.blocks == {} and len(game.events) == events


def test_menace_is_blocked_by_two_and_reach_blocks_flying() -> None:
    game, alice, bob = players()
    brute = put(game, alice, creature("Brute", "Menace"), "battlefield")
    flier = put(game, alice, creature("Flier", "Flying"), "battlefield")
    guards = [put(game, bob, creature(f"Guard {n}"), "battlefield") for n in (1, 2)]
    spider = put(game, bob, creature("Spider", "Reach"), "battlefield")
    attack(game, alice, [brute, flier], bob)
    block(game, {guards[0]: brute, guards[1]: brute, spider: flier})
    assert all(g.blocking for g in guards) and spider.blocking
    assert game.blocks[flier.id] == [spider]


def test_cant_be_blocked_is_obeyed() -> None:
    """Thassa's "target creature you control can't be blocked this turn" had no effect."""
    game, alice, bob = players()
    thassa = card_def(
        "Thassa",
        "{1}{U}: Target creature you control can't be blocked this turn.",
        type_line="Legendary Enchantment — God",
    )
    god = put(game, alice, thassa, "battlefield")
    raider = put(game, alice, creature("Raider"), "battlefield")
    guard = put(game, bob, creature("Guard"), "battlefield")
    activate(game, alice, god, 0, [["Raider"]], free=True)
    run(game)
    attack(game, alice, [raider], bob)
    with pytest.raises(RulesError, match="Guard can't block Raider: a rule forbids it"):
        block(game, {guard: raider})
