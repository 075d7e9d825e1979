"""SCRY009: "scry" / "surveil" capitalised mid-sentence, or lower-case at a sentence start.

What it does: checks the case of scry, scries, scried, scrying, surveil, surveils,
surveilled and surveilling against where the word stands: capitalised at the start of a
sentence (the start of a line, after ". ", after a cost's ": ", after an ability word's or a
chapter's " — ", after a bullet, a die roll's " | ", or an opening quote or parenthesis),
lower-case anywhere else. Words inside the card's own name are left alone.

Why: keyword actions are ordinary verbs in rules text (CR 701.1, 701.22a, 701.25a): a
capital mid-sentence or a lower-case sentence start is a typo, and often a sign of a lost
period or a merged sentence.

Example: "When this creature enters, Scry 2." becomes "When this creature enters, scry 2.";
"Draw a card. scry 1." becomes "Draw a card. Scry 1.".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...ast import Span
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Source

CODE = "SCRY009"
SUMMARY = "scry / surveil capitalised mid-sentence or lower-case at a sentence start"
CITATION = cite("701.1", "701.22a", "701.25a")
LANGS = ("en",)
SCOPE = "text"
SEVERITY = "warning"
FIX = "fix the case"

WORD = re.compile(r"\b(?:scr(?:y|ies|ied|ying)|surveil(?:s|led|ling)?)\b", re.IGNORECASE)
#: What a sentence starts after (spaces aside): the start of a line, or one of these.
OPENERS = frozenset('.!?:—•|("“')


def check(source: Source) -> Iterator[Diagnostic]:
    text = source.text
    names = _name_spans(text, source.name)
    for match in WORD.finditer(text):
        if any(start <= match.start() < end for start, end in names):
            continue
        word = match[0]
        starts = sentence_start(text, match.start())
        if word[0].isupper() == starts:
            continue
        right = word[0].upper() + word[1:] if starts else word[0].lower() + word[1:]
        where = "at the start of a sentence" if starts else "in mid-sentence"
        yield Diagnostic(
            CODE,
            f'"{word}" {where} should be "{right}"',
            Span(start=match.start(), end=match.end()),
            Fix(match.start(), match.start() + 1, right[0]),
        )


def sentence_start(text: str, index: int) -> bool:
    """Whether a sentence starts at ``text[index]``."""
    before = text[:index].rstrip(" \t")
    if not before or before.endswith("\n"):
        return True
    if before.endswith(")"):  # reminder text that ends with its own sentence: "(… order.)"
        return before[:-1].endswith((".", "!", "?"))
    return before[-1] in OPENERS


def _name_spans(text: str, name: str | None) -> list[tuple[int, int]]:
    if not name:
        return []
    return [(m.start(), m.end()) for m in re.finditer(re.escape(name), text)]
