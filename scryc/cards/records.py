"""Card records: a card, its faces, where its text sits in its file, and load faults."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel

from .escapes import Escaping, escape, written_offset


class TextOrigin(BaseModel, frozen=True, defer_build=True):
    """Where a text value starts inside its file, so text offsets map to file line/column.

    ``kind`` says how the value is written: as is ("raw"), or with the escapes of a JSON
    string, a TOML basic string or a Forge ``Oracle:`` line; ``written`` is the value exactly
    as in the file, between its quotes (None when it is not known: the position is then
    reckoned by escaping the text again, and no fix is offered).
    """

    path: str
    line: int
    column: int
    kind: Escaping
    written: str | None = None

    @property
    def exact(self) -> bool:
        """Whether offsets map exactly into the file, so that a fix can be applied there."""
        return self.kind == "raw" or self.written is not None

    def position(self, text: str, offset: int) -> tuple[int, int]:
        """File (line, column), 1-based, of text[offset]."""
        if self.kind == "raw":
            prefix = text[:offset]
        elif self.written is None:
            prefix = escape(text[:offset], self.kind)
        else:
            prefix = self.written[: written_offset(self.written, self.kind, offset)]
        newlines = prefix.count("\n")
        if newlines == 0:
            return self.line, self.column + len(prefix)
        return self.line + newlines, len(prefix) - prefix.rfind("\n")

    def escape(self, text: str) -> str:
        """``text`` as it would be written in this value of the file."""
        return escape(text, self.kind)


class Face(BaseModel, frozen=True, defer_build=True):
    """One language's view of a card: name, type line and rules text."""

    name: str
    type_line: str | None = None
    text: str | None = None
    origin: TextOrigin | None = None


class Card(BaseModel, frozen=True, defer_build=True):
    """A card (or one face of a multi-face card) with English and optional Japanese text."""

    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    text: str | None = None
    origin: TextOrigin | None = None
    ja: Face | None = None
    path: str
    line: int = 1
    ignore: list[str] = []  # lint codes suppressed for this card (TOML key `ignore`)
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None  # a planeswalker's starting loyalty (CR 306.5b)
    defense: str | None = None  # a battle's starting defense (CR 310.4b)
    script: list[str] = []  # a Forge script's other lines, as written (not interpreted)
    script_lines: list[int] = []  # the line number in the file of each ``script`` line

    def face(self, lang: Literal["en", "ja"]) -> Face | None:
        """The card's face in `lang`: English is built from the card itself."""
        if lang == "ja":
            return self.ja
        return Face(name=self.name, type_line=self.type_line, text=self.text, origin=self.origin)


class LoadError(BaseModel, frozen=True, defer_build=True):
    """A fault found while loading; loading goes on after it."""

    path: str
    line: int | None = None
    column: int | None = None
    message: str

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.message}"


@dataclass
class LoadResult:
    """Cards and errors from `load_cards`; iterating yields the cards."""

    cards: list[Card] = field(default_factory=list)
    errors: list[LoadError] = field(default_factory=list)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)
