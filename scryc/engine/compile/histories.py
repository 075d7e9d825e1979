"""Filters by an object's history (the kinds of :mod:`scryc.ast.histories`): who cast it, what
the step before did to it, what happened to it this turn, what dealt it damage or exiled it."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse
from .filters import ALL_ZONES
from .scope import Location

refuse(
    {
        "put_this_way": "no record of the cards a player put somewhere",
        "put_there_by": "no record of the cards a surveil put into a zone",
    }
)


#: The effects "<objects> <event> this way" looks back to, by the event.
THIS_WAY: dict[str, type[A.Node] | tuple[type[A.Node], ...]] = {
    "exiled": A.Exile,
    "destroyed": A.Destroy,
    "sacrificed": A.Sacrifice,
    "revealed": (A.Reveal, A.RevealUntil),
    "discarded": A.Discard,
    "milled": A.Mill,
    "returned": A.Move,
    "tapped": A.Tap,
}


@compiles("filter")
def affected_this_way(c: Compiler, node: A.AffectedThisWay) -> Call:
    """ "each card exiled this way": one of the objects the step before acted on."""
    return call("among", step_before(c, node)[1].objects())


def step_before(c: Compiler, node: A.AffectedThisWay | A.ThisWay) -> tuple[A.Node, Location]:
    """The latest step of the ability that did what ``node`` names (the exile of "exiled
    this way"), and where the objects it acted on are kept: as they moved (the new object;
    a token that ceased to exist as it last was)."""
    kind = THIS_WAY.get(node.event)
    found = [(n, where) for n, where in c.scope.kept.values() if kind and isinstance(n, kind)]
    if not found:
        raise CompileError("affected_this_way", f"no step before that {node.event}", node.span)
    return found[-1]


@compiles("filter")
def dealt_damage_by(c: Compiler, node: A.DealtDamageBy) -> Call:
    """ "dealt damage by ~ this turn", "that was dealt damage this turn" (from this turn's
    damage events), "dealt damage this way" (what the damage step before dealt damage to)."""
    if node.this_turn:
        sources = c.objects(node.source, zones=ALL_ZONES) if node.source is not None else None
        return call("damaged_this_turn", sources)
    if node.source is not None:
        raise CompileError(node.kind, "damage by a source at any time", node.span)
    if c.delaying:  # the trigger is tested later, with no record of that step
        raise CompileError(node.kind, "a delayed trigger on damage dealt this way", node.span)
    return call("damaged_this_way")


@compiles("filter")
def event_this_turn(c: Compiler, node: A.EventThisTurn) -> Call:
    """ "that entered the battlefield [under your control] this turn"; the other events are
    read in place by count_of (died this turn, …)."""
    if node.event != "entered the battlefield" or node.object is not None:
        detail = "a part: count_of reads it in place (died this turn, …)"
        raise CompileError(node.kind, detail, node.span)
    controller = c.player_pred(node.controller) if node.controller is not None else None
    return call("entered_this_turn", controller)


@compiles("filter")
def cast_by(c: Compiler, node: A.CastBy) -> Call:
    if node.action == "draw":  # the game keeps no record of the cards drawn each turn
        raise CompileError("cast_by", "cards drawn this turn", node.span)
    return call("cast_by", c.players(node.player))


@compiles("filter")
def exiled_with(c: Compiler, node: A.ExiledWith) -> Call:
    return call("exiled_with", c.objects(node.object))
