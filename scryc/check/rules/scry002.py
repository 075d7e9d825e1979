"""SCRY002: Japanese 「占術Ｎ」 / 「諜報Ｎ」 without 「を行う」.

What it does: finds 占術Ｎ or 諜報Ｎ (any digits, full-width or not, or Ｘ) followed directly by
「。」, 「、」, 「」」 or the end of a line, with no verb.

Why: in Japanese card text scry and surveil are actions a player performs: 「占術２を行う。」,
「占術２を行い、その後…」. The bare noun is not an instruction (CR 701.22a, 701.25a).

Example: 「占術３。」 becomes 「占術３を行う。」; 「占術２、その後カード１枚を引く。」 becomes
「占術２を行い、その後カード１枚を引く。」.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...ast import Span
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Source

CODE = "SCRY002"
SUMMARY = "Japanese 占術Ｎ / 諜報Ｎ without を行う"
CITATION = cite("701.22a", "701.25a")
LANGS = ("ja",)
SCOPE = "text"
SEVERITY = "warning"
FIX = "add を行う (を行い before 、)"

BARE = re.compile(r"(?:占術|諜報)(?:[0-9０-９]+|[XＸ])(?=(?P<next>[。、」]|[ \t]*$))", re.MULTILINE)


def check(source: Source) -> Iterator[Diagnostic]:
    for match in BARE.finditer(source.text):
        verb = "を行い" if match["next"] == "、" else "を行う"
        yield Diagnostic(
            CODE,
            f"「{match[0]}」 needs its verb: 「{match[0]}{verb}」",
            Span(start=match.start(), end=match.end()),
            Fix(match.end(), match.end(), verb),
        )
