"""Parser fuzz soak: at least a million random and mutated inputs, in bounded time.

Usage: python benchmarks/fuzz.py [--inputs N] [--seconds S] [--workers W] [--seed K]
Prints how many inputs were tried and how many failed: a failure is any exception other than
scryc.ParseError, or a ParseError whose line/column lie outside the text. Exit 1 on failures.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import scryc
from tests.fuzz_inputs import random_input

BATCH = 5000


def failure(lang: str, text: str) -> str | None:
    """Why parsing ``text`` is a failure, or None."""
    try:
        scryc.parse(text, lang)  # type: ignore[arg-type]
    except scryc.ParseError as error:
        lines = text.split("\n")
        if not (1 <= error.line <= len(lines)):
            return f"line {error.line} outside the text"
        if not (1 <= error.column <= len(lines[error.line - 1]) + 1):
            return f"column {error.column} outside line {error.line}"
    except Exception as error:  # the property under test: nothing else may escape
        return f"{type(error).__name__}: {error}"
    return None


def run_batch(seed: int, deadline: float) -> tuple[int, list[tuple[str, str, str]]]:
    """Try up to BATCH inputs from ``seed`` before ``deadline``: (tried, failures)."""
    rng = random.Random(seed)
    failures = []
    tried = 0
    for tried in range(1, BATCH + 1):
        lang, text = random_input(rng)
        reason = failure(lang, text)
        if reason is not None:
            failures.append((lang, text, reason))
        if tried % 500 == 0 and time.time() > deadline:
            break
    return tried, failures


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--inputs", type=int, default=1_000_000)
    options.add_argument("--seconds", type=float, default=1800.0)
    options.add_argument("--workers", type=int, default=2)
    options.add_argument("--seed", type=int, default=1)
    args = options.parse_args()
    start = time.time()
    deadline = start + args.seconds
    tried, failures = 0, []
    seeds = iter(range(args.seed * 1_000_000, sys.maxsize))
    with ProcessPoolExecutor(args.workers) as pool:
        while tried < args.inputs and time.time() < deadline:
            rounds = [pool.submit(run_batch, next(seeds), deadline) for _ in range(args.workers)]
            for done in rounds:
                count, found = done.result()
                tried += count
                failures.extend(found)
            rate = tried / (time.time() - start)
            print(f"\r{tried:,} inputs, {len(failures)} failures, {rate:,.0f}/s", end="")
    print()
    elapsed = time.time() - start
    print(f"tried {tried:,} inputs in {elapsed:,.0f} s: {len(failures)} failures")
    for lang, text, reason in failures[:20]:
        print(f"  [{lang}] {reason}\n      {text[:120]!r}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
