"""The card text the checker works on: one language's text of a card, parsed or not."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from ..ast import CardText, Node, Span
from ..parse import ParseError, UnboundReference, parse
from ..tree import located
from .binding import Bindings, bind
from .sequencing import Resolution, resolutions
from .targets import TargetPlan, plan

Lang = Literal["en", "ja"]


@dataclass(kw_only=True)
class Source:
    """One language's rules text of a card; text-level lint rules need no more."""

    text: str
    lang: Lang
    name: str | None = None
    mana_cost: str | None = None
    #: A Forge card's script lines other than the card's own (``K:``, ``A:``, ``SVar:``, …)
    #: with their line numbers in the file; empty for other card files.
    script: tuple[tuple[int, str], ...] = ()
    type_line: str | None = None


@dataclass(kw_only=True)
class Parsed(Source):
    """A text that parses: its AST and the semantic passes over it (each run once).

    ``translation`` is the card's Japanese text, parsed, on its English source.
    """

    ast: CardText
    translation: Parsed | None = None

    @cached_property
    def bindings(self) -> Bindings:
        return bind(self.ast, self.text)

    @cached_property
    def resolutions(self) -> list[Resolution]:
        return resolutions(self.ast, self.bindings)

    @cached_property
    def target_plans(self) -> list[TargetPlan]:
        return [plan(r, self.bindings) for r in self.resolutions]

    def where(self, node: Node) -> Span:
        """Where ``node`` is in the text: its span, an enclosing one, or the whole text."""
        return located(self.ast, node) or Span(start=0, end=len(self.text))


def read(
    text: str,
    lang: Lang = "en",
    name: str | None = None,
    mana_cost: str | None = None,
    type_line: str | None = None,
) -> Source:
    """``text`` as the rules see it: parsed when it parses (text rules need no more)."""
    given = Source(text=text, lang=lang, name=name, mana_cost=mana_cost)
    try:
        return Parsed(**vars(given), ast=parse(text, lang, name=name, type_line=type_line))
    except UnboundReference as error:  # read, with a reference to nothing: SCRY007 says so
        return Parsed(**vars(given), ast=error.card)
    except ParseError:
        return given
