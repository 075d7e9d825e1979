"""Grammar coverage: how many cards parse, and where the others stop."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Literal

from pydantic import BaseModel

from . import batch
from .ast import CardText, Span
from .cards import Card
from .equivalence import Difference, equivalent, phrase
from .parse import ParseError, parse, parser
from .parse.errors import summary

__all__ = [
    "CoverageReport",
    "Example",
    "FailureGroup",
    "Mismatch",
    "PairsReport",
    "measure",
    "measure_pairs",
]

MAX_EXAMPLES = 3
#: A failure group's key: the construction, or for a failure without one (a character the
#: lexer cannot read, an internal error) the expected tokens and the text found.
Key = tuple[str, tuple[str, ...], str]


class Example(BaseModel, defer_build=True):
    """One card that failed at a failure point: the line of its text and where on it."""

    card: str
    line: int
    column: int
    text: str


class FailureGroup(BaseModel, defer_build=True):
    """Parse failures at the same construction: the phrase the parser had read and the kind
    of token it met there (``construction``, see :mod:`scryc.parse.construction`), such as
    ``<objects> enters ▸ ","``. ``expected`` and ``found`` are those of the group's first
    failure: what the parser expected there, and the text found ("" at the end).

    A character the lexer cannot read has no construction (""): such failures are grouped
    by expected tokens and text found. Internal errors (scryc bugs) are grouped by exception
    type, given as ``found``.
    """

    kind: Literal["parse", "internal"] = "parse"
    construction: str = ""
    expected: str
    found: str
    count: int = 0
    examples: list[Example] = []


class CoverageReport(BaseModel, defer_build=True):
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
    jobs: int = 1,
    cache: batch.Cache | None = None,
) -> CoverageReport:
    """Parse every card with text in ``lang`` (on ``jobs`` processes; with a ``cache``, only
    the cards it holds no outcome for) and group the failures.

    Cards without text in ``lang`` are not counted. ``progress`` is called with 1 after each
    card. ``seconds`` is the time spent parsing, added up over the processes (a card's
    outcome from the cache counts the time its parse took). Raises ValueError for a
    language without a front end.
    """
    if jobs == 1:
        parser(lang)  # build (or load) the parser first, so the timing is of parsing alone
    total = parsed = 0
    groups: dict[Key, FailureGroup] = {}
    elapsed = 0.0
    setup = partial(batch.load_parsers, lang)
    outcomes = batch.run_cached(partial(_attempt, lang), cards, jobs, setup, cache, ATTEMPTS)
    for outcome in outcomes:
        if outcome is not None:
            total += 1
            elapsed += outcome.seconds
            if outcome.failure is None:
                parsed += 1
            else:
                key, expected, error_found, example = outcome.failure
                group = groups.get(key)
                if group is None:  # summarised once a group: ranking the tokens takes a while
                    group = groups[key] = _group(key, expected, error_found)
                _add(group, example)
        if progress is not None:
            progress(1)
    failures = sorted(
        groups.values(), key=lambda g: (-g.count, g.construction, g.expected, g.found)
    )
    return CoverageReport(
        lang=lang,
        total=total,
        parsed=parsed,
        percent=round(100 * parsed / total, 1) if total else 0.0,
        seconds=round(elapsed, 3),
        per_second=round(total / elapsed, 1) if elapsed else 0.0,
        failures=failures,
    )


@dataclass(frozen=True)
class _Attempt:
    """One card's parse (a worker's result): how long it took, and where it failed, as the
    failure's group key, the expected tokens, the text the parse error found (None for an
    internal error) and the example."""

    seconds: float
    failure: tuple[Key, tuple[str, ...], str | None, Example] | None = None


def _attempt(lang: Literal["en", "ja"], card: Card) -> _Attempt | None:
    """Parse one card's text in ``lang``; None when it has none."""
    face = card.face(lang)
    if face is None or not face.text:
        return None
    start = time.perf_counter()
    failure = None
    try:
        parse(face.text, lang, name=face.name, type_line=face.type_line)
    except ParseError as error:
        failure = _failure(face.name, error)
    except Exception as error:  # a builder bug is a failure to report, not to stop at
        failure = _internal(face.name, face.text, error)
    return _Attempt(time.perf_counter() - start, failure)


def _dumped(attempt: _Attempt | None) -> object:
    """An outcome as a cache entry keeps it: JSON data."""
    if attempt is None:
        return None
    if attempt.failure is None:
        return {"seconds": attempt.seconds}
    (construction, expected, found), first, error_found, example = attempt.failure
    failure = [construction, expected, found, first, error_found, example.model_dump()]
    return {"seconds": attempt.seconds, "failure": failure}


def _stored(value: object) -> _Attempt | None:
    """A cache entry's outcome; ValueError, TypeError or KeyError when it holds none."""
    if value is None:
        return None
    if not isinstance(value, dict) or not isinstance(value["seconds"], float):
        raise TypeError("not a parse outcome")
    if "failure" not in value:
        return _Attempt(value["seconds"])
    construction, expected, found, first, error_found, example = value["failure"]
    strings = [construction, found, *expected, *first]
    if not all(isinstance(s, str) for s in strings) or not isinstance(error_found, str | None):
        raise TypeError("not a parse failure")
    key = (construction, tuple(expected), found)
    failure = (key, tuple(first), error_found, Example.model_validate(example))
    return _Attempt(value["seconds"], failure)


ATTEMPTS = batch.Codec(_dumped, _stored)


def _failure(name: str, error: ParseError) -> tuple[Key, tuple[str, ...], str, Example]:
    found = error.found or error.text[error.offset : error.offset + 1]
    example = _example(name, error.text, error.line, error.column)
    expected = tuple(error.expected)
    key = (error.construction, (), "") if error.construction else ("", expected, found)
    return key, expected, error.found, example


def _internal(name: str, text: str, error: Exception) -> tuple[Key, tuple[()], None, Example]:
    return ("", (), type(error).__name__), (), None, _example(name, text, 1, 1)


def _group(key: Key, expected: tuple[str, ...], error_found: str | None) -> FailureGroup:
    """The empty group of failures with ``key``, made at its first failure (which expected
    ``expected`` and found ``error_found``): parse errors summarised by their expected
    tokens, internal errors by exception type."""
    construction, _, found = key
    if error_found is None:
        return FailureGroup(kind="internal", expected="", found=found)
    return FailureGroup(
        construction=construction,
        expected=summary(list(expected), error_found),
        found=error_found,
    )


def _example(name: str, text: str, line: int, column: int) -> Example:
    return Example(card=name, line=line, column=column, text=text.split("\n")[line - 1])


def _add(group: FailureGroup, example: Example) -> None:
    group.count += 1
    if len(group.examples) < MAX_EXAMPLES:
        group.examples.append(example)


class Mismatch(BaseModel, defer_build=True):
    """A card whose English and Japanese texts parse to ASTs that differ."""

    card: str
    path: str
    english: str
    japanese: str
    english_span: tuple[int, int] | None
    japanese_span: tuple[int, int] | None


class PairsReport(BaseModel, defer_build=True):
    """Over cards with both texts: how many parse in each language, how many agree."""

    pairs: int
    english_parsed: int
    japanese_parsed: int
    both_parsed: int
    equivalent: int
    percent: float
    mismatches: list[Mismatch]


def measure_pairs(
    cards: Iterable[Card], progress: Callable[[int], object] | None = None
) -> PairsReport:
    """Parse both texts of every card that has them and compare the two ASTs."""
    pairs = en_parsed = ja_parsed = both = same = 0
    mismatches: list[Mismatch] = []
    for card in cards:
        if card.text and card.ja is not None and card.ja.text:
            pairs += 1
            english = _try_parse(card.text, "en", card.name, card.type_line)
            japanese = _try_parse(card.ja.text, "ja", card.ja.name, card.ja.type_line)
            en_parsed += english is not None
            ja_parsed += japanese is not None
            if english is not None and japanese is not None:
                both += 1
                difference = equivalent(english, japanese)
                if difference is None:
                    same += 1
                else:
                    mismatches.append(_mismatch(card, difference))
        if progress is not None:
            progress(1)
    return PairsReport(
        pairs=pairs,
        english_parsed=en_parsed,
        japanese_parsed=ja_parsed,
        both_parsed=both,
        equivalent=same,
        percent=round(100 * same / both, 1) if both else 0.0,
        mismatches=mismatches,
    )


def _try_parse(
    text: str, lang: Literal["en", "ja"], name: str, type_line: str | None
) -> CardText | None:
    try:
        return parse(text, lang, name=name, type_line=type_line)
    except ParseError:
        return None


def _mismatch(card: Card, difference: Difference) -> Mismatch:
    """The differing pair, quoted from both texts where the nodes have spans."""
    left, right = difference.left_span, difference.right_span
    ja_text = card.ja.text if card.ja is not None and card.ja.text else ""
    return Mismatch(
        card=card.name,
        path=difference.path,
        english=_quote(card.text or "", left) or phrase(difference.left, "en"),
        japanese=_quote(ja_text, right) or phrase(difference.right, "ja"),
        english_span=(left.start, left.end) if left else None,
        japanese_span=(right.start, right.end) if right else None,
    )


def _quote(text: str, span: Span | None) -> str:
    return text[span.start : span.end] if span is not None else ""
