"""SCRY008: the English and Japanese texts of a card are not equivalent.

What it does: parses both texts of a card and compares their ASTs (``scryc.equivalent``:
spans, reminder text and wording-only fields aside); reports the first difference, quoting
both sides.

Why: the English Oracle text and the Japanese text are the same rules; a difference is a
translation error, an erratum one side lacks, or a grammar gap. Every instruction counts
(CR 608.2c), so a lost or changed step changes the card.

Example: English "Scry 2." with Japanese 「占術１を行う。」: number 2 ≠ 1 (no fix: which side
is right is for a person to decide). A card whose texts really differ (an erratum the
Japanese database lacks, a translation that maps a type differently) can say so in its card
file with ``ignore = ["SCRY008"]`` and a ``comment``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...ast import Node, Span
from ...equivalence import equivalent, field_name, phrase
from ...tree import located, span_of
from ..cr import cite
from ..diagnostic import Diagnostic
from ..source import Parsed

CODE = "SCRY008"
SUMMARY = "English and Japanese texts of the card are not equivalent"
CITATION = cite("608.2c")
LANGS = ("en",)
SCOPE = "ast"
SEVERITY = "warning"
FIX = None


def check(source: Parsed) -> Iterator[Diagnostic]:
    japanese = source.translation
    if japanese is None:
        return
    diff = equivalent(source.ast, japanese.ast)
    if diff is None:
        return
    left = _cover(diff.left) or located(source.ast, _node_at(source.ast, diff.path))
    right = _cover(diff.right) or located(japanese.ast, _node_at(japanese.ast, diff.path))
    quotes = _quote(source.text, left), _quote(japanese.text, right)
    phrases = f"“{phrase(diff.left, 'en')}”", f"“{phrase(diff.right, 'ja')}”"
    rendered = "" if phrases == quotes else f" (as rendered: {phrases[0]} ≠ {phrases[1]})"
    yield Diagnostic(
        CODE,
        f"English and Japanese texts differ in {field_name(diff.path)}: English {quotes[0]} "
        f"vs Japanese {quotes[1]}{rendered}",
        left or Span(start=0, end=len(source.text)),
    )


def _cover(side: object) -> Span | None:
    """The text one side of a difference (a node or a list of nodes) covers."""
    nodes = side if isinstance(side, list) else [side]
    spans = [s for n in nodes if isinstance(n, Node) and (s := span_of(n)) is not None]
    if not spans:
        return None
    return Span(start=min(s.start for s in spans), end=max(s.end for s in spans))


def _node_at(root: Node, path: str) -> Node:
    """The deepest node on a difference's field path ("abilities[0].effect.token.types[0]")."""
    node: object = root
    deepest = root
    for name, index in re.findall(r"(\w+)(?:\[(\d+)\])?", path.split(" ", 1)[0]):
        node = getattr(node, name, None)
        if index and isinstance(node, list):
            node = node[int(index)] if int(index) < len(node) else None
        if not isinstance(node, (Node, list)):
            break
        if isinstance(node, Node):
            deepest = node
    return deepest


def _quote(text: str, span: Span | None) -> str:
    return f"“{text[span.start : span.end]}”" if span else "(no text)"
