"""Parse speed: warm throughput over a corpus (English, and Japanese against English), and
the wall time of a cold ``scryc parse``; with ``--against DIR``, the warm throughput of this
scryc and of the checkout in DIR (another commit, with its parse tables built), each in fresh
processes taking turns on the same cards, and the ratio.

Usage: python benchmarks/parse_speed.py [CORPUS.jsonl] [--against DIR]
(default corpus: ../shared/corpus/scry.jsonl)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import scryc
from scryc.parse import Lang, parser

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "scry.jsonl"
THROUGHPUT_BAR = 1000.0  # cards per second
COLD_BAR = 0.5  # seconds
ROUNDS = 3
COLD_RUNS = 5
COLD_COMMAND = [sys.executable, "-m", "scryc", "parse", "Scry 1."]


def corpus_cards(path: Path, lang: Lang) -> list[tuple[str, str]]:
    """(name, text) of every card with text in ``lang`` in the corpus."""
    result = scryc.load_cards(path)
    for error in result.errors:
        print(f"warning: {error}", file=sys.stderr)
    faces = (card.face(lang) for card in result.cards)
    return [(face.name, face.text) for face in faces if face is not None and face.text]


def parse_all(cards: list[tuple[str, str]], lang: Lang) -> tuple[int, int]:
    """Parse every card once: (parsed, failed)."""
    parsed = failed = 0
    for name, text in cards:
        try:
            scryc.parse(text, lang, name=name)
            parsed += 1
        except Exception:  # parse errors, and any builder bug, count as failures
            failed += 1
    return parsed, failed


def warm_throughput(cards: list[tuple[str, str]], lang: Lang) -> tuple[float, int, int]:
    """Best cards/s over ROUNDS full passes, after one warm-up pass."""
    parser(lang)
    parse_all(cards, lang)
    best = 0.0
    for _ in range(ROUNDS):
        start = time.perf_counter()
        parsed, failed = parse_all(cards, lang)
        best = max(best, len(cards) / (time.perf_counter() - start))
    return best, parsed, failed


def cold_start() -> float:
    """Best wall time of a fresh ``scryc parse "Scry 1."`` process, after one warm-up run.

    It runs outside the checkout, so that it times the installed package (with the bytecode
    pip compiled), not the source tree next to it."""
    with tempfile.TemporaryDirectory() as elsewhere:
        subprocess.run(COLD_COMMAND, check=True, capture_output=True, cwd=elsewhere)  # Lark cache
        best = float("inf")
        for _ in range(COLD_RUNS):
            start = time.perf_counter()
            subprocess.run(COLD_COMMAND, check=True, capture_output=True, cwd=elsewhere)
            best = min(best, time.perf_counter() - start)
    return best


def throughput_of(corpus: Path, lang: Lang, checkout: Path | None) -> float:
    """Warm cards/s of ``lang`` in a fresh process importing scryc from ``checkout`` (this
    scryc when None): the process runs this script with ``--rate``."""
    env = dict(os.environ)
    if checkout is not None:
        env["PYTHONPATH"] = str(checkout)
    command = [sys.executable, __file__, str(corpus), "--rate", lang]
    done = subprocess.run(command, check=True, capture_output=True, text=True, env=env)
    return float(done.stdout)


def compare(corpus: Path, checkout: Path) -> None:
    """Print the warm throughput of this scryc and of ``checkout``, best of ROUNDS fresh
    processes each, taking turns, and their ratios."""
    rates: dict[tuple[Lang, bool], float] = {}
    for _ in range(ROUNDS):
        for lang in ("en", "ja"):
            for old in (True, False):
                rate = throughput_of(corpus, lang, checkout if old else None)
                rates[lang, old] = max(rates.get((lang, old), 0.0), rate)
    print(f"same run, {os.cpu_count()} cores, best of {ROUNDS} processes each:")
    for lang in ("en", "ja"):
        new, old = rates[lang, False], rates[lang, True]
        print(f"    {lang}: {new:,.0f}, {checkout}: {old:,.0f} cards/s, new/old {new / old:.2f}")
    en, ja = rates["en", False], rates["ja", False]
    print(f"    English/Japanese = {en / ja:.2f}: {verdict(ja * 2 >= en)} (Japanese within 2x)")


def verdict(ok: bool) -> str:
    return "meets the bar" if ok else "MISSES the bar"


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("corpus", type=Path, nargs="?", default=DEFAULT_CORPUS)
    options.add_argument("--against", type=Path, help="a checkout of another commit to time")
    options.add_argument("--rate", choices=("en", "ja"), help=argparse.SUPPRESS)
    args = options.parse_args()
    corpus = args.corpus
    if not corpus.is_file():
        print(f"{corpus}: no such file (pass a JSONL corpus as the argument)", file=sys.stderr)
        return 2
    if args.rate:  # one process of --against's comparison
        print(warm_throughput(corpus_cards(corpus, args.rate), args.rate)[0])
        return 0
    if args.against:
        compare(corpus, args.against)
        return 0
    cards = corpus_cards(corpus, "en")
    rate, parsed, failed = warm_throughput(cards, "en")
    print(f"corpus: {corpus} ({len(cards)} cards with English text)")
    print(f"(a) warm throughput: {rate:,.0f} cards/s, best of {ROUNDS} passes")
    print(f"    per pass: {parsed} parsed, {failed} failed (both counted)")
    print(f"    bar >= {THROUGHPUT_BAR:,.0f} cards/s: {verdict(rate >= THROUGHPUT_BAR)}")
    ja_cards = corpus_cards(corpus, "ja")
    ja_rate, ja_parsed, ja_failed = warm_throughput(ja_cards, "ja")
    print(f"    Japanese: {ja_rate:,.0f} cards/s over {len(ja_cards)} cards")
    print(f"    ({ja_parsed} parsed, {ja_failed} failed); English/Japanese = {rate / ja_rate:.2f}")
    print(f"    bar: Japanese within 2x of English: {verdict(ja_rate * 2 >= rate)}")
    seconds = cold_start()
    print(f'(b) cold `scryc parse "Scry 1."`: {seconds:.3f} s wall, best of {COLD_RUNS} runs')
    print(f"    bar <= {COLD_BAR} s: {verdict(seconds <= COLD_BAR)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
