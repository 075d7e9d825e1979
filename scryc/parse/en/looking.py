"""English builder methods of the looking family (``scryc.ast.looking``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast


class Looking:
    """The English builder's looking methods."""

    def loyalty_twice(self, meta: Meta, children: list[Any]) -> ast.LoyaltyTwice:
        """ "You may activate the loyalty abilities of … twice this turn (each turn) rather than
        only once."."""
        return ast.LoyaltyTwice.model_construct(
            player=ast.You.model_construct(),
            objects=children[0],
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )
