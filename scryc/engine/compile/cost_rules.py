"""An activated ability's rule about its own cost, applied as it is activated (CR 602.2b,
601.2f): "This ability costs {1} less to activate for each legendary creature you control",
"… costs {1} more to activate for each card in your hand", "… costs {3} less to activate if
there are five or more mana values among cards in your graveyard"."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler


def with_cost_rule(c: Compiler, rule: A.Node, costs: tuple[Call, ...]) -> tuple[Call, ...]:
    """The ability's costs with its mana cost changed by ``rule`` (one generic amount, for
    each of some objects, or if a condition holds); any other rule is refused."""
    condition = None
    if isinstance(rule, A.Conditional) and rule.otherwise is None and not rule.instead:
        condition, rule = c.condition(rule.condition), rule.effect
    if not (
        isinstance(rule, A.CostChange)
        and rule.action == "activate"
        and isinstance(rule.object, A.SelfRef)
        and rule.variable is None
        and (rule.for_each is None) != (condition is None)
        and rule.symbols.strip("{}").isdigit()
    ):
        raise CompileError("activated_ability.cost_rule", "not modelled", rule.span)
    amount = call("number", int(rule.symbols.strip("{}")))
    if rule.for_each is not None:
        each = rule.for_each
        counted = each if isinstance(each, A.TypesAmong) else A.CountOf(objects=each)
        amount = call("product", amount, c.amount(counted))
    mana = [cost for cost in costs if cost.op == "cost_mana" and len(cost.args) == 1]
    if len(mana) > 1 or any(cost.op == "cost_mana" and cost not in mana for cost in costs):
        raise CompileError("activated_ability.cost_rule", "several mana costs", rule.span)
    symbols = mana[0].args[0] if mana else ""
    assert isinstance(symbols, str)
    if "{E}" in symbols.upper():
        raise CompileError("activated_ability.cost_rule", "an energy cost", rule.span)
    changed = call("cost_mana_changed", symbols, amount, rule.reduce, condition)
    rest = tuple(cost for cost in costs if cost not in mana)
    return (changed, *rest)
