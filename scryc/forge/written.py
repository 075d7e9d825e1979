"""What a card's script is written from: the card's name and text (for the descriptions
Forge keeps beside each ability), how its references resolve, and the SVar names used."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .. import ast
from ..ast import Node
from .objects import Resolve, no_antecedent


@dataclass
class Written:
    """The card's name and text (for descriptions), and the SVar names used so far."""

    name: str
    text: str
    resolve: Resolve = no_antecedent
    used: Counter[str] = field(default_factory=Counter)
    variables: set[str] = field(default_factory=set)
    #: The zone the card's triggered abilities work from: a plane's is the command zone.
    zone: str = "Battlefield"

    def svar(self, prefix: str, api: str) -> str:
        """A new SVar name: DBDraw, DBDraw2, TrigScry, …"""
        base = prefix + api.replace(">", "")
        self.used[base] += 1
        return base if self.used[base] == 1 else f"{base}{self.used[base]}"

    def description(self, node: Node) -> str:
        """The words of ``node`` on the card, with CARDNAME for the card's name."""
        span = node.span or _span_of_steps(node)
        said = self.text[span.start : span.end] if span else ""
        if span and self.text[span.end : span.end + 1] == ".":  # a mode's sentence
            said += "."
        return said.replace(self.name, "CARDNAME").replace("\n", " ").replace("|", "/")


def _span_of_steps(node: Node) -> ast.Span | None:
    """Where a sequence without a span of its own is: from the first word of its parts to
    the last (a duration before its subject, "Until end of turn, this land becomes …", too)."""
    spans = [n.span for n in node.walk() if n is not node and n.span is not None]
    if not spans:
        return None
    return ast.Span(start=min(s.start for s in spans), end=max(s.end for s in spans))
