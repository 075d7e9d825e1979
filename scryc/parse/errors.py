"""The error raised when card text is not covered by the grammar."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from .hints import likely

if TYPE_CHECKING:
    from ..ast import CardText


class ParseError(ValueError):
    """Card text the grammar does not cover.

    ``line`` and ``column`` are 1-based positions in the card text, ``offset`` is
    the 0-based character offset, ``expected`` names what the grammar would have
    accepted there (readable token texts, sorted), ``likely`` the few of them most likely
    meant, and ``found`` is the text found. ``construction`` names where in the language the
    parse stopped (:mod:`scryc.parse.construction`; "" for a character the lexer cannot
    read). ``hint`` adds to the message ("; did you mean
    …?"); it and ``likely`` are worked out when first read (a coverage run reads neither
    for most of its thousands of failures).
    """

    def __init__(
        self,
        message: str,
        *,
        text: str,
        offset: int,
        expected: list[str] | None = None,
        found: str = "",
        hint: Callable[[], str] | None = None,
        construction: str = "",
    ) -> None:
        self.text = text
        self.offset = max(0, min(offset, len(text)))
        self.line = text.count("\n", 0, self.offset) + 1
        self.column = self.offset - (text.rfind("\n", 0, self.offset) + 1) + 1
        self.expected = sorted(set(expected or []))
        self.found = found
        self.construction = construction
        self._message, self._hint = message, hint
        super().__init__(message)

    @cached_property
    def message(self) -> str:
        """What is wrong, with the hint if there is one."""
        return self._message + (self._hint() if self._hint is not None else "")

    @cached_property
    def likely(self) -> list[str]:
        """The few expected tokens most likely meant."""
        return likely(self.expected, self.found)

    def __str__(self) -> str:
        return f"{self.line}:{self.column}: {self.message}"

    @property
    def expected_summary(self) -> str:
        """The expected tokens as one short phrase, for grouping failures."""
        return summary(self.expected, self.found)


class UnboundReference(ParseError):
    """Card text whose every word the grammar reads, with a reference that nothing before it
    introduces ("return the exiled card" where nothing is exiled): its AST would not say what
    the card means (CR 608.2c), so it is not covered. ``card`` is that AST (the checker
    reports the reference, SCRY007)."""

    def __init__(self, message: str, *, text: str, offset: int, card: CardText) -> None:
        super().__init__(message, text=text, offset=offset)
        self.card = card


def summary(expected: list[str], found: str) -> str:
    """``expected`` (all the tokens a parse error names, ``found`` the text it found) as one
    short phrase: the likeliest tokens and how many others."""
    if not expected:
        return "end of text"
    return shown(likely(expected, found), len(expected))


def shown(likely: list[str], total: int) -> str:
    """The likeliest expected tokens, and how many others there are."""
    more = total - len(likely)
    return ", ".join(likely) + (f" or {more} other{'s' if more > 1 else ''}" if more else "")
