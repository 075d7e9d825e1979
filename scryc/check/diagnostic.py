"""What a lint rule reports: a diagnostic at a span of the card text, with an optional fix."""

from __future__ import annotations

from dataclasses import dataclass

from ..ast import Span


@dataclass(frozen=True)
class Fix:
    """A text edit on the card text: ``text[start:end]`` becomes ``replacement``."""

    start: int
    end: int
    replacement: str

    def apply(self, text: str) -> str:
        return text[: self.start] + self.replacement + text[self.end :]


@dataclass(frozen=True)
class Diagnostic:
    """A finding of rule ``code`` at ``span`` (offsets into the card text), or at ``line``
    of the card file when what it reports is written outside the text (a Forge script's
    ability line)."""

    code: str
    message: str
    span: Span
    fix: Fix | None = None
    line: int | None = None
