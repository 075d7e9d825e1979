"""Invariants (hypothesis): compiled effects never lose or duplicate a card, scry and surveil
keep the library's multiset, a seeded run is deterministic, and generated code behaves like
the closures."""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scryc.cards import load_cards
from scryc.engine import (
    CardDef,
    Game,
    RandomAgent,
    RulesError,
    activate,
    basic_land,
    begin_step,
    cast,
    from_card,
    generate,
    load_module,
    new_game,
    play_land,
    put,
    run,
)
from scryc.engine.actions import scry, surveil
from scryc.engine.casting import activated_abilities

ROOT = Path(__file__).resolve().parents[1]
RECORDS = [c for c in load_cards(ROOT / "corpus").cards if c.text]
STATS = {
    "Flamespeaker Adept": {"power": 2, "toughness": 3},
    "Kenessos, Priest of Thassa": {"power": 1, "toughness": 2},
    "Augury Owl": {"power": 1, "toughness": 1},
    "Poised Practitioner": {"power": 2, "toughness": 3},
    "Mardu Devotee": {"power": 1, "toughness": 2},
    "Elminster": {"loyalty": 5},
}
LANDS = ["Island", "Forest", "Swamp", "Mountain", "Plains"]


def closure_defs() -> dict[str, CardDef]:
    defs = {c.name: from_card(c) for c in RECORDS}
    return {n: dataclasses.replace(d, **STATS.get(n, {})) for n, d in defs.items()}


CLOSURES = closure_defs()
NAMES = sorted(CLOSURES)
PERMANENTS = sorted(n for n, d in CLOSURES.items() if d.is_permanent)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

card_names = st.sampled_from(NAMES + LANDS)
setups = st.fixed_dictionaries(
    {
        "library": st.lists(card_names, max_size=8),
        "hand": st.lists(st.sampled_from(NAMES), min_size=1, max_size=3),
        "battlefield": st.lists(st.sampled_from(PERMANENTS), max_size=3),
        "opponent": st.lists(card_names, max_size=4),
        "upkeep": st.booleans(),
        "seed": st.integers(0, 2**16),
    }
)


def definition(defs: dict[str, CardDef], name: str) -> CardDef:
    return basic_land(name) if name in LANDS else defs[name]


def play(defs: dict[str, CardDef], setup: dict) -> Game:
    """Set up a game, cast every card in hand, activate every ability once, with random
    choices; illegal actions are skipped."""
    game = new_game(agent=RandomAgent(setup["seed"]), seed=setup["seed"])
    alice, bob = game.players
    for name in setup["library"]:
        put(game, alice, definition(defs, name))
    for name in setup["opponent"]:
        put(game, bob, definition(defs, name))
    for name in setup["battlefield"]:
        put(game, alice, definition(defs, name), "battlefield")
    hand = [put(game, alice, definition(defs, n), "hand") for n in setup["hand"]]
    alice.mana.update({"C": 6, "U": 2, "R": 2})
    if setup["upkeep"]:
        begin_step(game, "upkeep")
    for card in hand:
        try:
            if "land" in card.card.types:
                play_land(game, alice, card)
            else:
                cast(game, alice, card, free=True)
            run(game)
        except RulesError:
            continue
    for permanent in [o for o in game.battlefield if o.controller is alice]:
        for index in range(len(activated_abilities(game, permanent))):
            try:
                activate(game, alice, permanent, index)
                run(game)
            except RulesError:
                continue
    return game


def card_objects(game: Game) -> list:
    """Every non-token card object in every zone (each should appear exactly once)."""
    objs = [o for o in game.battlefield if not o.token]
    objs += [item.source for item in game.stack if item.kind == "spell"]
    for p in game.players:
        objs += p.library + p.hand + p.graveyard + p.exile
    return objs


def initial_cards(setup: dict) -> Counter[tuple[str, str]]:
    names = setup["library"] + setup["battlefield"] + setup["hand"]
    return Counter([("Alice", n) for n in names] + [("Bob", n) for n in setup["opponent"]])


@SETTINGS
@given(setups)
def test_no_effect_loses_or_duplicates_a_card(setup: dict) -> None:
    game = play(CLOSURES, setup)
    objs = card_objects(game)
    assert len({id(o) for o in objs}) == len(objs)
    assert all(o.zone for o in objs)
    assert Counter((o.owner.name, o.name) for o in objs) == initial_cards(setup)


@SETTINGS
@given(setups)
def test_a_seeded_run_is_deterministic(setup: dict) -> None:
    first = [e.text() for e in play(CLOSURES, setup).events]
    second = [e.text() for e in play(CLOSURES, setup).events]
    assert first == second


libraries = st.lists(st.sampled_from([*LANDS, "Opt", "Preordain"]), max_size=10)


@SETTINGS
@given(libraries, libraries, st.integers(0, 12), st.integers(0, 2**16))
def test_scry_keeps_each_library_and_only_moves_the_top(
    mine: list[str], theirs: list[str], amount: int, seed: int
) -> None:
    game = new_game(agent=RandomAgent(seed))
    before = {}
    for player, names in zip(game.players, (mine, theirs), strict=True):
        for name in names:
            put(game, player, definition(CLOSURES, name))
        before[player.name] = list(player.library)
    events = scry(game, game.players, amount)
    assert len(events) == (2 if amount > 0 else 0)
    for event in events:
        library = event.player.library
        original = before[event.player.name]
        n = min(amount, len(original))
        assert event.looked == original[:n]
        assert sorted(map(id, library)) == sorted(map(id, original))
        assert library == event.top + original[n:] + event.bottom


@SETTINGS
@given(libraries, st.integers(0, 12), st.integers(0, 2**16))
def test_surveil_keeps_library_plus_graveyard(mine: list[str], amount: int, seed: int) -> None:
    game = new_game(agent=RandomAgent(seed))
    alice = game.players[0]
    for name in mine:
        put(game, alice, definition(CLOSURES, name))
    original = [o.name for o in alice.library]
    surveil(game, [alice], amount)
    n = min(amount, len(original)) if amount > 0 else 0
    after = [o.name for o in alice.library] + [o.name for o in alice.graveyard]
    assert Counter(after) == Counter(original)
    assert Counter(o.name for o in alice.graveyard) <= Counter(original[:n])
    assert [o.name for o in alice.library][len(alice.library) - (len(original) - n) :] == original[
        n:
    ]


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, CardDef]:
    source, skipped = generate(RECORDS)
    assert skipped == []
    path = tmp_path_factory.mktemp("codegen") / "cards_generated.py"
    path.write_text(source, encoding="utf-8")
    defs = load_module(path, "test_engine_properties_generated")
    return {n: dataclasses.replace(d, **STATS.get(n, {})) for n, d in defs.items()}


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(setup=setups)
def test_generated_code_plays_like_the_closures(generated: dict[str, CardDef], setup: dict) -> None:
    from_closures = [e.text() for e in play(CLOSURES, setup).events]
    from_module = [e.text() for e in play(generated, setup).events]
    assert from_closures == from_module
