"""The builder methods of the costs family (``scryc.ast.costs``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError


class CommonCosts:
    """The costs methods both builders share."""

    def mana_cost(self, meta: Meta, children: list[Any]) -> ast.ManaCost:
        return ast.ManaCost.model_construct(symbols=str(children[0]), span=self.span(meta))

    def tap_cost(self, meta: Meta, children: list[Any]) -> ast.TapCost:
        return ast.TapCost.model_construct(span=self.span(meta))

    def untap_cost(self, meta: Meta, children: list[Any]) -> ast.UntapCost:
        return ast.UntapCost.model_construct(span=self.span(meta))

    def either_cost(self, meta: Meta, children: list[Any]) -> ast.EitherCost:
        """ "sacrifice a creature or pay {3}" / 「…を生け贄に捧げるか(３)を支払う」; 「Aか、Bか、C
        を支払う」 one list of three. Each cost is your own: the bare verb after "or" names no
        other player ("they sacrifice a permanent or discard a card" is not read so)."""
        first, *rest = children
        options = [*first.options, *rest] if isinstance(first, ast.EitherCost) else children
        players = [getattr(option, "player", None) for option in options]
        if not all(player is None or isinstance(player, ast.You) for player in players):
            raise ParseError("costs of your own", text=self.text, offset=meta.start_pos)
        return ast.EitherCost.model_construct(options=options, span=self.span(meta))

    def effect_cost(self, meta: Meta, children: list[Any]) -> ast.EffectCost:
        return ast.EffectCost.model_construct(effect=children[0], span=self.span(meta))

    def effect_cost_and(self, meta: Meta, children: list[Any]) -> ast.EffectCost:
        """ "Remove three quest counters from ~ and sacrifice it" / 「…を取り除くとともに、それを
        生け贄に捧げる」: one cost of two actions, a sequence joined by "and"."""
        return self.effect_cost(meta, [self.sequence(meta, children)])
