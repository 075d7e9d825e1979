"""Japanese builder methods of the states family (``scryc.ast.states``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast


class States:
    """Japanese-only rules of :mod:`scryc.ast.states`."""

    def not_turn_of(self, meta: Meta, children: list[Any]) -> ast.NotTurnOf:
        """「あなたのターンでない」: "it's not your turn"; 「そのプレイヤーのターンでない」:
        "it's not that player's turn"."""
        player = children[0] if children else ast.You.model_construct()
        return ast.NotTurnOf.model_construct(player=player, span=self.span(meta))

    def not_turn_of_during(self, meta: Meta, children: list[Any]) -> ast.NotTurnOf:
        """「あなたのターンでない間」: "as long as it's not your turn"."""
        node = self.not_turn_of(meta, children)
        return node.model_copy(update={"during": True})
