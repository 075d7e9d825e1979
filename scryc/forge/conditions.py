"""Conditions inside a resolving ability ("If it's your turn, scry 2.") as the parameters
Forge puts on each step they govern (``ConditionPlayerTurn$``, ``Condition$ Kicked``,
``ConditionDefined$ Targeted | ConditionPresent$ …``). Another condition is refused."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .objects import refers_to_target, valid_expression, without_spell
from .refusal import Refused

#: "If this spell was kicked / bargained" as Forge's ``Condition$``.
SPELL_WAS = {"kicked": "Kicked", "bargained": "Bargain"}


def condition_params(conditional: ast.Conditional, before: list[dict[str, str]]) -> dict[str, str]:
    """The parameters that make a step happen only under the conditional's condition."""
    if conditional.otherwise is not None or conditional.instead or conditional.unless:
        raise Refused("a condition with otherwise, instead or unless")
    condition = conditional.condition
    if isinstance(condition, ast.YourTurn):
        return {"ConditionPlayerTurn": "True"}
    if isinstance(condition, ast.SpellWas) and _spell_was(condition):
        return {"Condition": SPELL_WAS[condition.how]}
    if isinstance(condition, ast.ObjectIs) and refers_to_target(condition.object, before, None):
        return {
            "ConditionDefined": "Targeted",
            "ConditionPresent": valid_expression(without_spell(condition.filter)),
            "ConditionCompare": "GE1",
        }
    raise Refused(f"condition: {_said(condition)}")


def _spell_was(condition: ast.SpellWas) -> bool:
    """ "this spell was kicked / bargained" (not cast from a zone)."""
    self_ref = isinstance(condition.object, ast.SelfRef)
    return self_ref and condition.how in SPELL_WAS and condition.zone is None


def _said(node: Node) -> str:
    return node.kind
