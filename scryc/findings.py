"""Findings: load, parse and lint problems located in the card file, as tools report them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, TypeVar

from pydantic import BaseModel

from .ast import CardText
from .cards import Card, LoadError, LoadResult
from .parse import ParseError, parse, parser
from .parse.errors import shown

__all__ = [
    "FileFix",
    "Finding",
    "Position",
    "collect",
    "from_load_error",
    "parse_card",
    "parse_text",
]

T = TypeVar("T")


class Position(BaseModel, frozen=True, defer_build=True):
    """A place in a file: 1-based line and column (in characters)."""

    line: int
    column: int


class FileFix(BaseModel, frozen=True, defer_build=True):
    """A fix as an edit of the file: the text from ``start`` to ``end`` becomes ``replacement``
    (as written in the file: JSON-escaped in a JSON file)."""

    start: Position
    end: Position
    replacement: str
    description: str


class Finding(BaseModel, frozen=True, defer_build=True):
    """A problem at a place in a file: ``path:line:col: CODE message (expected …)``.

    ``code`` is LOAD (a file or row that cannot be read), PARSE (text the grammar does not
    cover), INTERNAL (a scryc bug) or a lint rule's code; ``end`` is where the problem's text
    ends, ``fix`` the edit that repairs it, when there is one; ``expected`` the few tokens
    most likely meant where text does not parse, ``unlisted`` how many others would do.
    """

    path: str
    line: int | None = None
    column: int | None = None
    end: Position | None = None
    code: str
    message: str
    fix: FileFix | None = None
    expected: list[str] = []
    unlisted: int = 0
    card: str | None = None
    lang: str | None = None

    @property
    def location(self) -> str:
        """``path:line:col``, leaving out what is unknown."""
        parts = [self.path, self.line, self.column if self.line is not None else None]
        return ":".join(str(p) for p in parts if p is not None)

    @property
    def detail(self) -> str:
        """The message with the expected tokens, if any."""
        if not self.expected:
            return self.message
        return (
            f"{self.message} (expected {shown(self.expected, len(self.expected) + self.unlisted)})"
        )

    def __str__(self) -> str:
        return f"{self.location}: {self.code} {self.detail}"


def from_load_error(error: LoadError) -> Finding:
    """A load error as a LOAD finding."""
    return Finding(
        path=error.path, line=error.line, column=error.column, code="LOAD", message=error.message
    )


def collect(
    loaded: LoadResult, read: Callable[[Card], T | Finding | None]
) -> tuple[list[tuple[Card, T]], list[Finding]]:
    """``read`` applied to every loaded card: each card it gives a result for, with that
    result, and the findings (the load errors, then those ``read`` gives, in card order).
    A card ``read`` gives None for is left out."""
    findings = [from_load_error(e) for e in loaded.errors]
    results: list[tuple[Card, T]] = []
    for card in loaded.cards:
        result = read(card)
        if isinstance(result, Finding):
            findings.append(result)
        elif result is not None:
            results.append((card, result))
    return results, findings


def parse_text(
    text: str, lang: Literal["en", "ja"], name: str | None, type_line: str | None = None
) -> CardText | Finding:
    """Parse text given on its own (``type_line``: its card's); a failure is located in
    ``<text>``.

    Raises ValueError for a language without a front end.
    """
    parser(lang)
    try:
        return parse(text, lang, name=name, type_line=type_line)
    except ParseError as error:
        return _parse_finding("<text>", error.line, error.column, error, lang)
    except Exception as error:  # a builder bug must not stop the tool
        return _internal("<text>", 1, 1, error, lang)


def parse_card(card: Card, lang: Literal["en", "ja"]) -> CardText | Finding | None:
    """Parse the card's text in ``lang`` (None when it has none); failures point into its file.

    Raises ValueError for a language without a front end.
    """
    parser(lang)
    face = card.face(lang)
    if face is None or not face.text:
        return None
    try:
        return parse(face.text, lang, name=face.name, type_line=face.type_line)
    except ParseError as error:
        if face.origin is not None:
            line, column = face.origin.position(face.text, error.offset)
            return _parse_finding(card.path, line, column, error, lang, card.name)
        finding = _parse_finding(card.path, card.line, None, error, lang, card.name)
        where = f"{card.name!r} text {error.line}:{error.column}"
        return finding.model_copy(update={"message": f"{where}: {finding.message}"})
    except Exception as error:  # a builder bug must not stop the tool
        line, column = (face.origin.line, face.origin.column) if face.origin else (card.line, None)
        return _internal(card.path, line, column, error, lang, card.name)


def _parse_finding(
    path: str,
    line: int,
    column: int | None,
    error: ParseError,
    lang: str,
    card: str | None = None,
) -> Finding:
    return Finding(
        path=path,
        line=line,
        column=column,
        code="PARSE",
        message=error.message,
        expected=error.likely,
        unlisted=len(error.expected) - len(error.likely),
        card=card,
        lang=lang,
    )


def _internal(
    path: str,
    line: int,
    column: int | None,
    error: Exception,
    lang: str,
    card: str | None = None,
) -> Finding:
    first = str(error).split("\n", 1)[0]
    message = f"internal error while parsing: {type(error).__name__}: {first}"
    return Finding(
        path=path, line=line, column=column, code="INTERNAL", message=message, card=card, lang=lang
    )
