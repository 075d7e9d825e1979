"""SCRY001: a keyword action used as a sentence without its period.

What it does: finds "Scry N" / "Surveil N" that ends a line or the text, or is followed by the
next sentence ("Scry 3 Draw a card."), by reminder text or by the closing quote of a quoted
ability, with no period after it.

Why: a keyword action with its number is a whole instruction; Oracle text ends it with a period
(CR 701.22a, 701.25a). Without it the sentence runs into the next one, and the text no longer
parses: the period is where one instruction ends and the next begins (CR 608.2c).

Example: "Scry 3 Draw a card." becomes "Scry 3. Draw a card."
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...ast import Span
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Source

CODE = "SCRY001"
SUMMARY = "keyword action used as a sentence without its period"
CITATION = cite("701.22a", "701.25a", "608.2c")
LANGS = ("en",)
SCOPE = "text"
SEVERITY = "warning"
FIX = "add the period"

#: "Scry 3" / "surveil X", then: the end of the line, a capital (the next sentence or
#: reminder text) after a space, or a closing quote.
ACTION = re.compile(r"\b(?i:scry|surveil) (?:\d+|X)(?=[ \t]*$|[ \t]+[A-Z(]|[\"”])", re.MULTILINE)


def check(source: Source) -> Iterator[Diagnostic]:
    for match in ACTION.finditer(source.text):
        yield Diagnostic(
            CODE,
            f'"{match[0]}" is a sentence without its period',
            Span(start=match.start(), end=match.end()),
            Fix(match.end(), match.end(), "."),
        )
