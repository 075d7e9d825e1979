"""English builder methods of the counts family (``scryc.ast.counts``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..common.counts import GreatestWord
from ..errors import ParseError


class Counts:
    """The English builder's counts methods."""

    def cards_looked_at(self, meta: Meta, children: list[Any]) -> ast.CardsLookedAt:
        return ast.CardsLookedAt.model_construct(span=self.span(meta))

    def types_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """ "the number of basic land types among lands you control"."""
        kind, among = children
        words = " ".join(self.text[kind.span.start : kind.span.end].split()).lower()
        if words not in ("card", "basic land"):
            raise ParseError("only card or basic land types", text=self.text, offset=meta.start_pos)
        return ast.TypesAmong.model_construct(types=words, objects=among, span=self.span(meta))

    def colors_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """ "(the number of) color(s) among permanents you control"."""
        return ast.TypesAmong.model_construct(
            types="color", objects=children[-1], span=self.span(meta)
        )

    def values_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """ "the number of different powers among creatures you control"."""
        values = self.words(meta).split()[4]
        types = {"powers": "power", "toughnesses": "toughness"}.get(values, "mana value")
        return ast.TypesAmong.model_construct(
            types=types, objects=children[-1], span=self.span(meta)
        )

    def greatest_word(self, meta: Meta, children: list[Any]) -> GreatestWord:
        return GreatestWord(self.words(meta))

    def this_way_total(self, meta: Meta, children: list[Any]) -> ast.ThisWayTotal:
        """ "the life lost this way", "the damage dealt (prevented) this way"."""
        event = " ".join(self.words(meta).split()[1:3])
        return ast.ThisWayTotal.model_construct(event=event, span=self.span(meta))

    def total_of(self, meta: Meta, children: list[Any]) -> ast.TotalOf:
        """ "the total power of creatures you control"."""
        attribute, objects = children
        return ast.TotalOf.model_construct(
            attribute=attribute, objects=objects, span=self.span(meta)
        )

    def count_of(self, meta: Meta, children: list[Any]) -> ast.CountOf:
        return ast.CountOf.model_construct(objects=children[0], span=self.span(meta))
