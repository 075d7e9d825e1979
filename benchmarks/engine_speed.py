"""Engine speed: compile throughput over a corpus, spell resolutions per second, and the time
to generate and import a module for the corpus.

Usage: python benchmarks/engine_speed.py [CORPUS.jsonl]   (default: ../shared/corpus/scry.jsonl)
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import scryc
from scryc.engine import (
    CompileError,
    basic_land,
    cast,
    compile,
    from_card,
    generate,
    load_module,
    new_game,
    put,
    run,
)

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "scry.jsonl"
PROJECT_CORPUS = Path(__file__).resolve().parents[1] / "corpus"
ROUNDS = 3
CASTS = 2000


def parsed_cards(path: Path) -> list[tuple[scryc.Card, scryc.CardText]]:
    """Every card whose English text parses, with its AST."""
    out = []
    for card in scryc.load_cards(path).cards:
        if card.text:
            try:
                out.append((card, scryc.parse(card.text, name=card.name)))
            except scryc.ParseError:
                continue
    return out


def compile_throughput(cards: list[tuple[scryc.Card, scryc.CardText]]) -> tuple[float, int]:
    """Best ASTs compiled per second over ROUNDS passes (failures count too)."""
    best, compiled = 0.0, 0
    for _ in range(ROUNDS):
        compiled = 0
        start = time.perf_counter()
        for card, node in cards:
            try:
                compile(node, card.text or "")
                compiled += 1
            except CompileError:
                continue
        best = max(best, len(cards) / (time.perf_counter() - start))
    return best, compiled


def resolutions_per_second() -> float:
    """Preordain cast and resolved repeatedly (scry 2, draw) with the default agent."""
    preordain = next(c for c in scryc.load_cards(PROJECT_CORPUS).cards if c.name == "Preordain")
    definition, island = from_card(preordain), basic_land("Island")
    game = new_game()
    alice = game.players[0]
    for _ in range(CASTS + 2):
        put(game, alice, island)
    start = time.perf_counter()
    for _ in range(CASTS):
        cast(game, alice, put(game, alice, definition, "hand"), free=True)
        run(game)
    return CASTS / (time.perf_counter() - start)


def codegen_seconds(cards: list[scryc.Card]) -> tuple[float, float, int]:
    """(seconds to generate, seconds to import, cards in the module)."""
    start = time.perf_counter()
    source, _ = generate(cards)
    generated = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cards_generated.py"
        path.write_text(source, encoding="utf-8")
        start = time.perf_counter()
        module = load_module(path, "benchmark_generated_cards")
        imported = time.perf_counter() - start
    return generated, imported, len(module)


def main() -> int:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    if not path.exists():
        print(f"corpus not found: {path}", file=sys.stderr)
        return 2
    cards = parsed_cards(path)
    rate, compiled = compile_throughput(cards)
    print(f"compile: {rate:,.0f} ASTs/s ({compiled} of {len(cards)} parsed cards compile)")
    print(f"resolve: {resolutions_per_second():,.0f} Preordains cast and resolved per second")
    generated, imported, count = codegen_seconds([card for card, _ in cards])
    print(f"codegen: {generated:.2f} s to generate, {imported:.2f} s to import ({count} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
