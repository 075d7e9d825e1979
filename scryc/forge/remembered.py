"""A condition on the card a step revealed ("Reveal the top card of your library. If it's a
land card, draw a card.", "If a creature card is revealed this way, …") or on whether a
sacrifice happened ("Sacrifice this enchantment. If you do, scry 2."), as Forge writes it:
the step remembers the card (``RememberRevealed$``, ``RememberSacrificed$``), each step
under the condition asks about the remembered card (``ConditionDefined$ Remembered |
ConditionPresent$ …``), and a ``Cleanup`` forgets it."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from .objects import Resolve, valid_expression
from .refusal import Refused
from .step import Step

Chain = list[Step]
Steps = Callable[[Node, Chain | None, Resolve], Chain]


def on_remembered(
    conditional: ast.Conditional, chain: Chain, resolve: Resolve, steps: Steps
) -> Chain | None:
    """``chain`` with the steps of ``conditional`` done if the card revealed by the step
    before is of a kind, or if the step before sacrificed; None when the condition is not
    about what that step did."""
    remember, present = _remembered(conditional.condition, chain, resolve)
    if remember is None:
        return None
    if conditional.otherwise is not None or conditional.instead or conditional.unless:
        raise Refused("a condition on a card remembered with otherwise, instead or unless")
    if any(key.startswith("Remember") for step in chain for key in step.params):
        raise Refused("a condition on a card remembered after another")
    asked = {"ConditionDefined": "Remembered", "ConditionPresent": present}
    chain[-1].params[remember] = "True"
    start = len(chain)
    steps(conditional.effect, chain, resolve)
    for step in chain[start:]:
        step.params.update(asked)
    chain.append(Step("Cleanup", {"ClearRemembered": "True"}))
    return chain


def _remembered(condition: Node, chain: Chain, resolve: Resolve) -> tuple[str | None, str]:
    """What the step before remembers for the condition, and what must be remembered."""
    kind = _revealed_kind(condition, resolve)
    if kind is not None and chain and _reveals_top(chain[-1]):
        return "RememberRevealed", valid_expression(kind)
    sacrificed = bool(chain) and chain[-1].api == "Sacrifice" and not chain[-1].optional
    if isinstance(condition, ast.IfYouDo) and sacrificed:  # CR 608.2c: if it was sacrificed
        return "RememberSacrificed", "Card"
    return None, ""


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
