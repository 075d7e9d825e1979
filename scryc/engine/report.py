"""The compile report: of the cards whose English text parses, how many compile, and which
node kinds fail most."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from .. import batch
from ..cards import Card, load_cards
from ..parse import ParseError, parse
from .compile import CompileError, compile


@dataclass
class CompileReport:
    """Counts for one card file or folder."""

    cards: int = 0
    with_text: int = 0
    parsed: int = 0
    compiled: int = 0
    failures: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    load_errors: list[str] = field(default_factory=list)
    parser_errors: int = 0

    def fail(self, kind: str, card: str) -> None:
        """Count a card that does not compile, under the kind that stopped it."""
        self.failures[kind] += 1
        self.examples.setdefault(kind, []).append(card)

    @property
    def rate(self) -> float:
        """Compiled cards as a share of parsed cards (1.0 when none parsed)."""
        return self.compiled / self.parsed if self.parsed else 1.0

    def to_json(self, top: int = 20) -> dict[str, object]:
        """The report as JSON data."""
        return {
            "cards": self.cards,
            "with_english_text": self.with_text,
            "parsed": self.parsed,
            "compiled": self.compiled,
            "rate": round(self.rate, 4),
            "failing_kinds": [
                {"kind": k, "cards": n, "examples": self.examples[k][:5]}
                for k, n in self.failures.most_common(top)
            ],
            "load_errors": self.load_errors,
            "parser_errors": self.parser_errors,
        }


def measure(
    path: str | Path,
    track: Callable[[list[Card]], Iterable[Card]] = iter,
    jobs: int = 1,
    cache: batch.Cache | None = None,
) -> CompileReport:
    """Parse and compile every card with English text under ``path``, on ``jobs`` processes
    (with a ``cache``, only the cards it holds no outcome for); ``track`` wraps the list of
    cards loaded (to show progress)."""
    loaded = load_cards(path)
    report = CompileReport(cards=len(loaded.cards), load_errors=[str(e) for e in loaded.errors])
    setup = partial(batch.load_parsers, "en")
    outcomes = batch.run_cached(_outcome, track(loaded.cards), jobs, setup, cache, OUTCOMES)
    for card, outcome in zip(loaded.cards, outcomes, strict=True):
        if outcome is None:
            continue
        status, kind = outcome
        report.with_text += 1
        report.parser_errors += status == "parser error"
        report.parsed += status in ("compiled", "failed")
        report.compiled += status == "compiled"
        if status == "failed":
            report.fail(kind, card.name)
    return report


def _outcome(card: Card) -> tuple[str, str] | None:
    """What became of one card (a worker's task): None without English text, else "unparsed",
    "parser error" (a front-end bug), "compiled", or "failed" with the kind that stopped it."""
    if not card.text:
        return None
    try:
        node = parse(card.text, name=card.name, type_line=card.type_line)
    except ParseError:
        return "unparsed", ""
    except Exception:  # a front-end bug must not stop the report; the card didn't parse
        return "parser error", ""
    try:
        compile(node, card.text)
    except CompileError as error:
        return "failed", error.kind
    except Exception as error:  # a compiler bug: reported as such, not hidden
        return "failed", f"compiler error: {type(error).__name__}"
    return "compiled", ""


def _stored(value: object) -> tuple[str, str] | None:
    """A cache entry's outcome; TypeError when it holds none."""
    return None if value is None else batch.pair(value)


#: An outcome is JSON data as it is: JSON keeps the pair as a list.
OUTCOMES = batch.Codec(lambda outcome: outcome, _stored)
