"""Japanese for :mod:`scryc.ast.costs`: 「(２)(青)」, 「(Ｔ)」, costs written as actions."""

from __future__ import annotations

from ... import ast
from .words import mana


class JapaneseCosts:
    """Japanese costs: a part of ``JapaneseRenderer``."""

    def mana_cost(self, node: ast.ManaCost) -> str:
        return mana(node.symbols)

    def tap_cost(self, node: ast.TapCost) -> str:
        return "(Ｔ)"

    def untap_cost(self, node: ast.UntapCost) -> str:
        return "(Ｑ)"

    def cost(self, node: ast.Node) -> str:
        if isinstance(node, ast.EffectCost):
            return self.step(node.effect, subject=False).text()
        return self.render(node)
