"""Grammar coverage: how many cards parse, and where the others stop."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Literal

from pydantic import BaseModel

from .cards import Card
from .parse import ParseError, parse, parser

__all__ = ["CoverageReport", "Example", "FailureGroup", "measure"]

MAX_EXAMPLES = 3
Key = tuple[tuple[str, ...], str]  # (expected tokens, text found)


class Example(BaseModel):
    """One card that failed at a failure point: the line of its text and where on it."""

    card: str
    line: int
    column: int
    text: str


class FailureGroup(BaseModel):
    """Parse failures with the same expected tokens and the same text found ("" at the end).

    Internal errors (scryc bugs) are grouped by exception type, given as ``found``.
    """

    kind: Literal["parse", "internal"] = "parse"
    expected: str
    found: str
    count: int = 0
    examples: list[Example] = []


class CoverageReport(BaseModel):
    """Parse coverage of a set of cards in one language."""

    lang: str
    total: int
    parsed: int
    percent: float
    seconds: float
    per_second: float
    failures: list[FailureGroup]


def measure(
    cards: Iterable[Card],
    lang: Literal["en", "ja"] = "en",
    progress: Callable[[int], object] | None = None,
) -> CoverageReport:
    """Parse every card with text in ``lang`` and group the failures.

    Cards without text in ``lang`` are not counted. ``progress`` is called with 1 after each
    card. Raises ValueError for a language without a front end.
    """
    parser(lang)  # build (or load) the parser first, so the timing is of parsing alone
    total = parsed = 0
    groups: dict[Key, FailureGroup] = {}
    elapsed = 0.0
    for card in cards:
        face = card.face(lang)
        if face is not None and face.text:
            total += 1
            start = time.perf_counter()
            try:
                parse(face.text, lang, name=face.name)
                parsed += 1
            except ParseError as error:
                _record(groups, face.name, error)
            except Exception as error:  # a builder bug is a failure to report, not to stop at
                _record_internal(groups, face.name, face.text, error)
            elapsed += time.perf_counter() - start
        if progress is not None:
            progress(1)
    failures = sorted(groups.values(), key=lambda g: (-g.count, g.expected, g.found))
    return CoverageReport(
        lang=lang,
        total=total,
        parsed=parsed,
        percent=round(100 * parsed / total, 1) if total else 0.0,
        seconds=round(elapsed, 3),
        per_second=round(total / elapsed, 1) if elapsed else 0.0,
        failures=failures,
    )


def _record(groups: dict[Key, FailureGroup], name: str, error: ParseError) -> None:
    found = error.found or error.text[error.offset : error.offset + 1]
    key = (tuple(error.expected), found)
    group = groups.setdefault(key, FailureGroup(expected=error.expected_summary, found=found))
    _add(group, name, error.text, error.line, error.column)


def _record_internal(
    groups: dict[Key, FailureGroup], name: str, text: str, error: Exception
) -> None:
    found = type(error).__name__
    group = groups.setdefault(((), found), FailureGroup(kind="internal", expected="", found=found))
    _add(group, name, text, 1, 1)


def _add(group: FailureGroup, name: str, text: str, line: int, column: int) -> None:
    group.count += 1
    if len(group.examples) < MAX_EXAMPLES:
        line_text = text.split("\n")[line - 1]
        group.examples.append(Example(card=name, line=line, column=column, text=line_text))
