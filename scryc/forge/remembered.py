"""A condition on the card a step revealed ("Reveal the top card of your library. If it's a
land card, draw a card.", "If a creature card is revealed this way, …"), as Forge writes
it: the reveal remembers the card (``RememberRevealed$``), each step under the condition
asks about the remembered card (``ConditionDefined$ Remembered | ConditionPresent$ …``),
and a ``Cleanup`` forgets it."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from .objects import Resolve, valid_expression
from .refusal import Refused
from .step import Step

Chain = list[Step]
Steps = Callable[[Node, Chain | None, Resolve], Chain]


def on_revealed(
    conditional: ast.Conditional, chain: Chain, resolve: Resolve, steps: Steps
) -> Chain | None:
    """``chain`` with the steps of ``conditional`` done if the card revealed by the step
    before is of a kind; None when the condition is not about that card."""
    kind = _revealed_kind(conditional.condition, resolve)
    if kind is None or not (chain and _reveals_top(chain[-1])):
        return None
    if conditional.otherwise is not None or conditional.instead or conditional.unless:
        raise Refused("a condition on a revealed card with otherwise, instead or unless")
    asked = {"ConditionDefined": "Remembered", "ConditionPresent": valid_expression(kind)}
    chain[-1].params["RememberRevealed"] = "True"
    start = len(chain)
    steps(conditional.effect, chain, resolve)
    for step in chain[start:]:
        step.params.update(asked)
    chain.append(Step("Cleanup", {"ClearRemembered": "True"}))
    return chain


def _revealed_kind(condition: Node, resolve: Resolve) -> Node | None:
    """What the revealed card must be: "If it's a land card" (it: the revealed top card),
    "If a creature card is revealed this way"; None for another condition."""
    if isinstance(condition, ast.ObjectIs) and isinstance(condition.object, ast.Ref):
        return condition.filter if _top_card(resolve(condition.object)) else None
    if not (isinstance(condition, ast.ThisWay) and condition.event == "revealed"):
        return None
    obj = condition.object
    one = isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None
    return obj.filter if one else None  # type: ignore[union-attr]


def _top_card(node: Node | None) -> bool:
    """Whether ``node`` is the top card of your library."""
    if not isinstance(node, ast.TopOfLibrary) or not isinstance(node.player, ast.You):
        return False
    return isinstance(node.count, ast.Number) and node.count.value == 1


def _reveals_top(step: Step) -> bool:
    """Whether ``step`` reveals the top card of your library and leaves it there."""
    return (
        step.api == "Dig" and step.params.get("NoMove") == "True" and "Defined" not in step.params
    )
