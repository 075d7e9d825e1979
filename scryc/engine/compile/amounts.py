"""Amounts: numbers, X, "that many", sums."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, Role, compiles, refuse, unsupported
from .players import earlier_player

#: Abilities of a permanent another of its abilities may be linked to (CR 607.2a).
LINKING = (A.TriggeredAbility, A.ActivatedAbility)

refuse(
    {
        "any_number": "a part: replacement_ability reads it in place (any number)",
        "all": "a part: remove_counters reads it in place (all the counters)",
        "chosen_number": "no choice of how many (any number of)",
        "life_changed": "no record of how much life a player gained or lost this turn",
    }
)


@compiles("amount")
def colors_of(c: Compiler, node: A.ColorsOf) -> Call:
    """ "for each of its colors": how many colors the object has (CR 105.2)."""
    return call("types_among", "color", c.objects(node.object))


@compiles("amount")
def number(c: Compiler, node: A.Number) -> Call:
    return call("number", node.value)


@compiles("amount")
def variable(c: Compiler, node: A.Variable) -> Call:
    definition = node.definition if node.definition is not None else c.modal_x
    if definition is None and c.trigger_x is not None:
        return c.trigger_x
    return c.amount(definition) if definition is not None else call("x_value")


@compiles("amount", "players", "objects", "watched", "member")
def ref(c: Compiler, node: A.Ref, role: Role) -> Call:
    """A reference back ("that many", "that player", "it", "that creature")."""
    if role.name == "amount":
        return _that_many(c, node)
    if role.name == "players":
        return earlier_player(c, node)
    if role.name == "member":  # "it gets +1/+1": what it refers to, as a test
        antecedent = c.bindings.of(node).antecedent
        if isinstance(antecedent, A.AttachedTo):  # "As long as enchanted permanent is …, it"
            return c.member(antecedent)
        found = c.referent(node)
        if found is None or not found.itself:
            raise unsupported(node, "member")
        return call("is_source")
    if role.name == "watched":
        return _watched(c, node)
    if node.exiled:
        return _exiled(c, node)
    found = c.referent(node)
    if found is None:
        said = c.snippet(node, node.noun or "it")
        raise CompileError("ref", f"no record of what “{said}” refers to", node.span)
    return found.objects()


def _exiled(c: Compiler, node: A.Ref) -> Call:
    """ "the exiled card": what an exile of this ability acted on, or what a linked triggered
    or activated ability of the same permanent exiled (CR 607.2a; Journey to Nowhere): the
    cards in exile that the source exiled."""
    antecedent = c.bindings.of(node).antecedent
    found = c.scope.location(antecedent) if antecedent is not None else None
    if found is not None:
        return found.objects()
    linking = next((a for a in c.card.abilities if _holds(a, antecedent)), None)
    if isinstance(antecedent, A.Exile) and isinstance(linking, LINKING) and not c.scope.within:
        exiled = call("matching", call("exiled_by_link"), ("exile",))
        c.scope.select(antecedent, exiled)  # "… under its owner's control"
        return exiled
    raise CompileError("ref.exiled", "no record of the exiled cards", node.span)


def _holds(ability: A.Node, node: A.Node | None) -> bool:
    return node is not None and any(n is node for n in ability.walk())


def _that_many(c: Compiler, node: A.Ref) -> Call:
    found = c.referent(node)
    if found is None:
        raise CompileError("ref", "no earlier number for “that many”", node.span)
    if found.number:
        return call("slot_number", found.slot)
    return call("count_of", found.objects())


def _watched(c: Compiler, node: A.Ref) -> Call:
    """A delayed trigger's "that creature": what the ability that sets it up bound."""
    if not node.sacrificed and c.delaying:
        bound = c.referent(node)
        if bound is not None and bound.target is not None:
            return call("was_target", bound.target)
        if bound is not None:
            return call("among", bound.objects())
    raise unsupported(node, "watched")


@compiles("amount")
def times(c: Compiler, node: A.Times) -> Call:
    return call("times", node.factor, c.amount(node.amount))


@compiles("amount")
def half(c: Compiler, node: A.Half) -> Call:
    """Half an amount, rounded as written (CR 107.1a)."""
    return call("half", c.amount(node.amount), node.rounded == "up")


@compiles("amount")
def plus(c: Compiler, node: A.Plus) -> Call:
    return call("plus", c.amount(node.left), c.amount(node.right))
