"""SCRY010: a hyphen written where the text needs an em dash.

What it does: finds a hyphen standing alone between spaces (or ending a line) in English
text — "Choose two -", "Heroic - Scry 1." — where Oracle text writes an em dash: after
"Choose one/two/…", after an ability word or a Saga chapter, before a keyword's non-mana
cost. scryc reads such a hyphen as the dash it stands for, so the text still parses.

Why: the em dash is part of these templates (CR 700.2 for modal spells, 207.2c for ability
words, 714.2 for chapter abilities); a hyphen there is a typing or conversion error, and
tools that match Oracle text exactly will not find the card.

Example: "Choose two -" becomes "Choose two —".
"""

from __future__ import annotations

from collections.abc import Iterator

from ...ast import Span
from ...parse.en.lexer import LONE_HYPHEN
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Source

CODE = "SCRY010"
SUMMARY = "hyphen where an em dash belongs"
CITATION = cite("700.2", "207.2c", "714.2")
LANGS = ("en",)
SCOPE = "text"
SEVERITY = "warning"
FIX = "write the em dash"


def check(source: Source) -> Iterator[Diagnostic]:
    for match in LONE_HYPHEN.finditer(source.text):
        yield Diagnostic(
            CODE,
            'a lone "-" where Oracle text writes "—"',
            Span(start=match.start(), end=match.end()),
            Fix(match.start(), match.end(), "—"),
        )
