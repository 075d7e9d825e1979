"""SCRY006: X in an amount, with no definition of X on the card.

What it does: finds an X (or Y) used as an amount when the card defines no value for it: X is
not in the card's mana cost, nor in a cost of one of its abilities or an additional cost
(mana symbols, a loyalty cost [−X], "Sacrifice X lands", "discard X cards"), and no
"where X is …" / 「Ｘは…」 defines it, nor an "X is …" sentence after "Choose one." (the X of
the modes).

Why: if X isn't defined by the text and isn't in a cost, the controller chooses it
(CR 107.3a, 107.3f): an undefined X is almost always a definition lost from the text.

Example: "Scry X." on a card with mana cost {1}{U} (no fix: the definition is unknown). The
rule needs the card's mana cost and says nothing for text whose mana cost is unknown.
"""

from __future__ import annotations

from collections.abc import Iterator

from ... import ast
from ..cr import cite
from ..diagnostic import Diagnostic
from ..source import Parsed

CODE = "SCRY006"
SUMMARY = "X used in an amount with no definition of X on the card"
CITATION = cite("107.3a", "107.3f")
LANGS = ("en", "ja")
SCOPE = "ast"
SEVERITY = "warning"
FIX = None


def check(source: Parsed) -> Iterator[Diagnostic]:
    if source.mana_cost is None:
        return
    nodes = source.ast.walk()
    in_costs = [n for cost in _costs(source.ast) for n in cost.walk()]
    defined = {
        _name(n.name)
        for n in nodes
        if isinstance(n, ast.Variable) and (n.definition or any(n is c for c in in_costs))
    }
    symbols = [source.mana_cost] + [
        _name(str(getattr(n, field) or ""))
        for n in nodes
        for field in ("symbols", "loyalty")
        if field in type(n).model_fields
    ]
    modal_x = {  # "Choose one. X is …": the X of the modes
        id(inner)
        for modal in nodes
        if isinstance(modal, ast.Modal) and modal.x_definition is not None
        for inner in modal.walk()
    }
    for node in nodes:
        if not isinstance(node, ast.Variable):
            continue
        name = _name(node.name)
        if name in defined or any(name in cost for cost in symbols):
            continue
        if name == "X" and id(node) in modal_x:
            continue
        yield Diagnostic(
            CODE,
            f"{node.name} has no definition on this card: it is in no cost and no "
            f'"where {name} is …" defines it ({CITATION})',
            source.where(node),
        )


def _costs(card: ast.CardText) -> Iterator[ast.Node]:
    """Every cost on the card: activation costs and additional costs to cast."""
    for node in card.walk():
        if isinstance(node, ast.ActivatedAbility):
            yield from node.costs
        elif isinstance(node, ast.AdditionalCost):
            yield node.cost


def _name(name: str) -> str:
    """Full-width Ｘ and Ｙ as X and Y."""
    return name.translate({0xFF38: "X", 0xFF39: "Y"})
