"""Support (CR 701.41a): "Support N" on a permanent means "Put a +1/+1 counter on each of up
to N other target creatures"; on an instant or sorcery spell, "… on each of up to N target
creatures". The keyword action chooses targets of its own, which the text does not write
as a target phrase."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, make_target


def support(c: Compiler, node: A.NumberedAction, amount: Call) -> Call:
    """The counters, on the targets support chooses as the spell or ability is put on the
    stack; the ability's only target phrase (its index follows the lines before)."""
    s = c.scope
    first = s.lines[-1][1] if s.lines else 0
    if any(index >= first for index, _ in s.numbers().values()) or len(s.targets) != first:
        raise CompileError("numbered_action", "support beside other targets", node.span)
    creature = call("card_type", "creature")
    spell = _in_spell(c.card, node)
    pred = creature if spell else call("all_of", creature, call("other"))
    what = c.snippet(node, "support")
    s.targets[first] = make_target(
        first, what, pred, ("battlefield",), False, call("number", 0), amount
    )
    return call("put_counters", call("number", 1), "+1/+1", call("targets", first))


def _in_spell(card: A.CardText, node: A.Node) -> bool:
    """Whether ``node`` is in a spell line of the card (an instant or sorcery's
    instructions), not in an ability of a permanent."""
    for ability in card.abilities:
        inner = ability.ability if isinstance(ability, A.AbilityWordAbility) else ability
        if any(n is node for n in ability.walk()):
            return isinstance(inner, A.SpellAbility)
    return False
