"""Japanese for :mod:`scryc.ast.costs`: 「(２)(青)」, 「(Ｔ)」, costs written as actions."""

from __future__ import annotations

from ... import ast
from .conjugate import Clause
from .words import mana


class JapaneseCosts:
    """Japanese costs: a part of ``JapaneseRenderer``."""

    def mana_cost(self, node: ast.ManaCost) -> str:
        return mana(node.symbols)

    def tap_cost(self, node: ast.TapCost) -> str:
        return "(Ｔ)"

    def untap_cost(self, node: ast.UntapCost) -> str:
        return "(Ｑ)"

    def either_cost(self, node: ast.EitherCost) -> Clause:
        """「クリーチャー１体を生け贄に捧げるか(３)を支払う」; a comma before an action that is not
        a payment: 「…生け贄に捧げるか、カード１枚を捨てる」."""
        *first, last = (self.step(option) for option in node.options)
        pays = (ast.PayMana, ast.PayLife)
        commas = ["" if isinstance(o, pays) else "、" for o in node.options[1:]]
        pairs = zip(first, commas, strict=True)
        head = "".join(f"{clause.text()}か{comma}" for clause, comma in pairs)
        return Clause(head + last.head, last.verb)

    def cost(self, node: ast.Node) -> str:
        """A cost of an ability or a keyword: 「(２)(青)」, 「(Ｔ)」, 「カード１枚を捨てる」."""
        return self.render(node)

    def effect_cost(self, node: ast.EffectCost) -> str:
        """A cost written as an action, without its player: 「このアーティファクトを生け贄に
        捧げる」."""
        return self.step(node.effect, subject=False).text()
