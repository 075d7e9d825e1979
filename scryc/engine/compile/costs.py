"""Costs: mana, {T} and {Q}, and actions written as costs ("Sacrifice a creature"), with the
test of whether an action cost can be paid now."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse, unsupported
from .objects import filter_objects

refuse({"either_cost": "no choice between two costs as one cost"})


@compiles("cost")
def mana_cost(c: Compiler, node: A.ManaCost) -> Call:
    return call("cost_mana", node.symbols)


@compiles("cost")
def tap_cost(c: Compiler, node: A.TapCost) -> Call:
    return call("cost_tap", False)


@compiles("cost")
def untap_cost(c: Compiler, node: A.UntapCost) -> Call:
    return call("cost_tap", True)


@compiles("cost")
def effect_cost(c: Compiler, node: A.EffectCost) -> Call:
    return action_cost(c, node.effect, c.snippet(node, node.effect.kind))


def action_cost(c: Compiler, effect: A.Node, text: str) -> Call:
    """A cost written as an action: the action, and whether it can be paid now."""
    if isinstance(effect, A.PayMana):
        times = c.multiplied.pop(id(effect), None)  # "pay {1} for each …"
        if times is not None:
            return call("cost_mana", plain_mana(c, effect), times=times)
        return call("cost_mana", plain_mana(c, effect))
    check = c.cost_check(effect)
    return call("cost_effect", c.effect(effect), check, text)


def plain_mana(c: Compiler, node: A.PayMana) -> str:
    """The symbols of a mana payment; waterbend's tapping for mana is not modelled."""
    if node.waterbend:
        raise CompileError("waterbend", "no rules behaviour", node.span)
    if node.x is not None:
        raise CompileError("pay_mana", "an X defined by 'where X is'", node.span)
    return node.symbols


def choosable(
    c: Compiler, effect: A.Sacrifice | A.Exile | A.Tap | A.Discard | A.Move | A.PutCounters
) -> Call:
    """Whether a cost that acts on objects can be paid now: the card itself is where the
    cost needs it, or there are enough objects to choose from."""
    one = call("number", 1)
    obj = getattr(effect, "object", None)
    if obj is None:  # "discard N cards"
        count = c.amount(effect.amount) if effect.amount is not None else one
        return call("can_choose", call("zone_contents", "hand", call("you")), count)
    if isinstance(obj, A.SelfRef):
        zone = "hand" if isinstance(effect, A.Discard) else "battlefield"
        if isinstance(effect, A.Exile) and effect.from_zone is not None:
            zone = effect.from_zone.name
        return call("source_in", zone)
    if isinstance(obj, A.Objects):
        default = ("hand",) if isinstance(effect, A.Discard) else ("battlefield",)
        pred, zones = filter_objects(c, obj, default)
        count = c.amount(obj.count) if obj.count is not None else one
        return call("can_choose", call("matching", pred, zones, True), count)
    raise unsupported(effect, "cost_check")
