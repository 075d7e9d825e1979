"""English wording of costs: mana, tap and untap symbols, and instructions paid as a cost (the
kinds of :mod:`scryc.ast.costs`)."""

from __future__ import annotations

from ... import ast
from .base import capitalize


class EnglishCosts:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.costs`."""

    def cost(self, node: ast.Node) -> str:
        if isinstance(node, ast.EffectCost):
            return capitalize(self.effect_cost(node))
        return self.render(node)

    def effect_cost(self, node: ast.EffectCost) -> str:
        """ "sacrifice this artifact": the action, without its player."""
        return self.step(node.effect, bare=True)

    def either_cost(self, node: ast.EitherCost) -> str:
        """ "sacrifice a creature or pay {3}"; "sacrifice a creature, discard a card, or pay 4
        life"."""
        *first, last = (self.step(option) for option in node.options)
        return (", ".join(first) + ("," if len(first) > 1 else "")) + f" or {last}"

    def mana_cost(self, node: ast.ManaCost) -> str:
        return node.symbols

    def tap_cost(self, node: ast.TapCost) -> str:
        return "{T}"

    def untap_cost(self, node: ast.UntapCost) -> str:
        return "{Q}"
