"""Engine fuzz soak: at least 10,000 random games, in bounded time, with every invariant checked
after every action (see scryc/engine/fuzz.py and scryc/engine/invariants.py).

Usage: python benchmarks/engine_fuzz.py [--games N] [--seconds S] [--workers W] [--seed K]
                                        [--turns T] [--cards PATH ...]
The cards are those of corpus/, benchmarks/keyword_cards.jsonl (real cards with the CR 702
keywords the engine runs) and, when present, ../shared/corpus/scry.jsonl and surveil.jsonl
whose English text compiles. Prints the games played, the actions taken and
refused, the invariant failures and the unexpected exceptions (with seeds to replay them:
``scryc.engine.fuzz.play(seed, pool)``). Exit 1 on failures or exceptions.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from scryc.engine.fuzz import GameResult, load_pool, play
from scryc.engine.state import CardDef

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"
KEYWORD_CARDS = ROOT / "benchmarks" / "keyword_cards.jsonl"
DEFAULT_CARDS = [ROOT / "corpus", KEYWORD_CARDS, SHARED / "scry.jsonl", SHARED / "surveil.jsonl"]
BATCH = 100
SHOWN = 10

_pool: list[CardDef] = []


def _load(paths: list[str]) -> None:
    """Worker start-up: compile the card pool once."""
    _pool.extend(load_pool(paths)[0])


def run_batch(first: int, turns: int, deadline: float) -> list[GameResult]:
    """Play games with seeds ``first``, ``first + 1``, … until BATCH games or ``deadline``."""
    results = []
    for seed in range(first, first + BATCH):
        if time.time() > deadline:
            break
        results.append(play(seed, _pool, turns))
    return results


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--games", type=int, default=10_000)
    options.add_argument("--seconds", type=float, default=1200.0)
    options.add_argument("--workers", type=int, default=2)
    options.add_argument("--seed", type=int, default=1)
    options.add_argument("--turns", type=int, default=6)
    options.add_argument("--cards", nargs="+", default=[p for p in DEFAULT_CARDS if p.exists()])
    args = options.parse_args()
    paths = [str(p) for p in args.cards]
    pool, skipped = load_pool(paths)
    print(f"cards: {', '.join(paths)}")
    print(f"card pool: {len(pool)} cards compile, {len(skipped)} don't parse or compile")
    start = time.time()
    deadline = start + args.seconds
    results: list[GameResult] = []
    seeds = iter(range(args.seed * 1_000_000, sys.maxsize, BATCH))
    with ProcessPoolExecutor(args.workers, initializer=_load, initargs=(paths,)) as workers:
        while len(results) < args.games and time.time() < deadline:
            rounds = [
                workers.submit(run_batch, next(seeds), args.turns, deadline)
                for _ in range(args.workers)
            ]
            for done in rounds:
                results.extend(done.result())
            failing = sum(1 for r in results if r.failures or r.error)
            rate = len(results) / (time.time() - start)
            print(f"\r{len(results):,} games, {failing} failing, {rate:,.0f}/s", end="")
    print()
    report(results, time.time() - start, args.games)
    return 1 if any(r.failures or r.error for r in results) else 0


def report(results: list[GameResult], seconds: float, wanted: int) -> None:
    """Print the figures and the first failures."""
    failures = [(r.seed, f) for r in results for f in r.failures]
    errors = [(r.seed, r.error) for r in results if r.error]
    events: Counter[str] = sum((r.events for r in results), Counter())
    print(f"played {len(results):,} games in {seconds:,.0f} s ({len(results) / seconds:,.0f}/s)")
    if len(results) < wanted:
        print(f"  time ran out before {wanted:,} games")
    print(
        f"  {sum(r.turns for r in results):,} turns, {sum(r.actions for r in results):,} actions "
        f"({sum(r.refused for r in results):,} refused with a RulesError)"
    )
    shown = ("cast", "resolved", "scried", "surveilled", "drew", "attacked", "blocked")
    print("  events: " + ", ".join(f"{events[k]:,} {k}" for k in shown))
    failing = len({seed for seed, _ in failures})
    print(f"invariant failures: {len(failures)} in {failing} games")
    for seed, failure in failures[:SHOWN]:
        print(f"  seed {seed}: {failure}")
    print(f"unexpected exceptions: {len(errors)}")
    for seed, error in errors[:SHOWN]:
        print(f"  seed {seed}: {error}")


if __name__ == "__main__":
    sys.exit(main())
