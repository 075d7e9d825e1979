"""SCRY005: outdated Oracle wording.

What it does: finds wording that current Oracle text no longer uses: "converted mana cost"
(now "mana value"), "enters the battlefield" / "enter the battlefield" (now "enters" /
"enter"), and the placeholders "CARDNAME" and "~" for the card's own name.

Why: "converted mana cost" is an obsolete term for mana value; cards printed with it have
received errata (CR 202.3 and the glossary). Enters-the-battlefield abilities are now written
"When [this object] enters, …" (CR 603.6a). A card's text refers to the card by its name
(CR 201.5); CARDNAME and ~ are notations of card databases, not card text. ("entered the
battlefield this turn" is still current and is left alone.)

Example: "When Augury Owl enters the battlefield, scry 3." becomes "When Augury Owl enters,
scry 3."; "… with converted mana cost 2 or less" becomes "… with mana value 2 or less".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ...ast import Span
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Source

CODE = "SCRY005"
SUMMARY = "outdated Oracle wording: converted mana cost, enters the battlefield, CARDNAME"
CITATION = cite("202.3", "603.6a", "201.5")
LANGS = ("en", "ja")
SCOPE = "text"
SEVERITY = "warning"
FIX = "the current wording (the card's name for a placeholder)"

Rewrite = Callable[[re.Match[str], str | None], str | None]

#: (pattern, the current wording for a match given the card's name, the rule)
OUTDATED: list[tuple[re.Pattern[str], Rewrite, str]] = [
    (
        re.compile(r"\b([Cc])onverted mana cost(s?)\b"),
        lambda m, _: ("M" if m[1] == "C" else "m") + "ana value" + m[2],
        cite("202.3"),
    ),
    (re.compile(r"\b([Ee]nters?) the battlefield\b"), lambda m, _: m[1], cite("603.6a")),
    (re.compile(r"\bCARDNAME\b|(?<![{\w])~(?![}\w])"), lambda _, name: name, cite("201.5")),
]


def check(source: Source) -> Iterator[Diagnostic]:
    for pattern, rewrite, rule in OUTDATED:
        for match in pattern.finditer(source.text):
            current = rewrite(match, source.name)
            says = f'"{current}"' if current else "the card's name"
            yield Diagnostic(
                CODE,
                f'outdated wording "{match[0]}": current Oracle text says {says} ({rule})',
                Span(start=match.start(), end=match.end()),
                Fix(match.start(), match.end(), current) if current else None,
            )
