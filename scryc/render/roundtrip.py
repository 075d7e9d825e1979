"""Round trip: how many parsed cards render back to their own text, and where others differ."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel

from ..cards import Card
from ..parse import ParseError, parse
from . import RenderError, render
from .notation import normalise

__all__ = ["RoundTripMismatch", "RoundTripReport", "first_difference", "measure_roundtrip"]


class RoundTripMismatch(BaseModel, defer_build=True):
    """A parsed card whose rendering differs from its text (both in comparison notation)."""

    card: str
    position: int  # offset of the first differing character
    line: int
    column: int
    text: str
    rendered: str
    error: str | None = None  # the renderer's error, when it could not render the card


class RoundTripReport(BaseModel, defer_build=True):
    """Over the cards with text in ``lang`` that parse: how many render back exactly."""

    lang: str
    parsed: int
    matched: int
    percent: float
    mismatches: list[RoundTripMismatch]


def first_difference(a: str, b: str) -> int:
    """The offset of the first character where ``a`` and ``b`` differ."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i
    return min(len(a), len(b))


def measure_roundtrip(cards: Iterable[Card], lang: Literal["en", "ja"] = "en") -> RoundTripReport:
    """Parse each card's ``lang`` text, render the AST in ``lang`` and compare."""
    parsed = matched = 0
    mismatches: list[RoundTripMismatch] = []
    for card in cards:
        face = card.face(lang)
        if face is None or not face.text:
            continue
        try:
            tree = parse(face.text, lang, name=face.name, type_line=face.type_line)
        except ParseError:
            continue
        parsed += 1
        text = normalise(face.text, lang)
        try:
            rendered, error = normalise(render(tree, lang, name=face.name), lang), None
        except RenderError as exc:
            rendered, error = "", str(exc)
        if rendered == text:
            matched += 1
            continue
        at = first_difference(text, rendered)
        line = text.count("\n", 0, at) + 1
        column = at - (text.rfind("\n", 0, at) + 1) + 1
        mismatches.append(
            RoundTripMismatch(
                card=face.name,
                position=at,
                line=line,
                column=column,
                text=text,
                rendered=rendered,
                error=error,
            )
        )
    percent = round(100 * matched / parsed, 1) if parsed else 0.0
    return RoundTripReport(
        lang=lang, parsed=parsed, matched=matched, percent=percent, mismatches=mismatches
    )
