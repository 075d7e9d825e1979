"""Counts: the number of objects, a value of an object, counters, card types among objects,
devotion, a die's result."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse
from .filters import set_apart

refuse(
    {
        "damage_dealt": "no record of the damage an event dealt",
        "doors": "no Rooms",
        "removed_counters": "no record of the counters a cost removed",
        "times_cast": "no command zone",
        "commander_casts": "no command zone",
        "times_kicked": "no record of how many times a spell was kicked",
        "this_way_total": "no record of the life lost or the damage dealt or prevented by a step",
    }
)


@compiles("amount")
def count_of(c: Compiler, node: A.CountOf) -> Call:
    objects = node.objects
    events, rest = set_apart(objects, A.EventThisTurn)
    if events and not objects.other:
        # "each creature that left the battlefield under your control this turn": counted
        # from the turn's record, as each last existed on the battlefield
        pred = c.filter(rest)
        happened = events[0]
        who = happened.controller
        controller = c.player_pred(who) if who is not None else None
        if happened.event == "entered the battlefield" and happened.object is None:
            return call("count_entered_this_turn", pred, controller)
        if happened.event not in ("died", "left the battlefield"):
            raise CompileError("event_this_turn", happened.event, happened.span)
        return call("count_left_this_turn", pred, happened.event == "died", controller)
    casts, rest = set_apart(objects, A.CastBy)
    if casts and casts[0].duration is not None and not objects.other:
        # "each spell your opponents have cast this turn": counted from the turn's record
        player = c.player_pred(casts[0].player)
        return call("count_cast_this_turn", c.filter(rest), player)
    party = [p for p in node.objects.walk() if isinstance(p, A.InParty)]
    if party:  # "the number of creatures in your party": the party, not a filter
        return call("party_size", c.players(party[0].player))
    return call("count_of", c.objects(node.objects, counting=True))


#: "… this way" events that take a permanent off the battlefield.
LEFT = ("destroyed", "sacrificed")


@compiles("amount")
def value_of(c: Compiler, node: A.ValueOf) -> Call:
    if node.attribute == "life total":  # "your life total": a player's, not an object's
        return call("life_total", c.players(node.object))
    objects = c.objects(node.object)
    if isinstance(node.object, A.Ref) and (node.object.sacrificed or _left(c, node.object)):
        objects = call("last_known", objects)  # "the sacrificed creature's" (CR 608.2h)
    return call("value_of", node.attribute, objects)


def _left(c: Compiler, ref: A.Ref) -> bool:
    """ "its toughness" after "If a creature is destroyed this way": it left the battlefield."""
    antecedent = c.bindings.of(ref).antecedent
    return any(
        isinstance(n, A.ThisWay) and n.object is antecedent and n.event in LEFT
        for n in c.card.walk()
    )


@compiles("amount")
def greatest_among(c: Compiler, node: A.GreatestAmong) -> Call:
    return call("greatest_of", node.attribute, c.objects(node.objects))


@compiles("amount")
def total_of(c: Compiler, node: A.TotalOf) -> Call:
    """ "the total power of creatures you control": a value summed over the objects, as
    value_of reads it (by last known information for sacrificed ones)."""
    value = A.ValueOf.model_construct(attribute=node.attribute, object=node.objects, span=node.span)
    return value_of(c, value)


@compiles("amount")
def counters_on(c: Compiler, node: A.CountersOn) -> Call:
    if isinstance(node.object, A.PLAYER_NODES):
        # "an opponent has three or more poison counters": the engine counts objects' only
        raise CompileError(node.kind, "counters a player has", node.span)
    return call("counters_on", node.counter, c.objects(node.object))


@compiles("amount")
def types_among(c: Compiler, node: A.TypesAmong) -> Call:
    if node.types in ("power", "toughness"):
        raise CompileError(node.kind, f"different {node.types} values", node.span)
    return call("types_among", node.types, c.objects(node.objects))


@compiles("amount")
def die_result(c: Compiler, node: A.DieResult) -> Call:
    return call("die_result")


@compiles("amount")
def cards_looked_at(c: Compiler, node: A.CardsLookedAt) -> Call:
    return call("cards_looked_at")


@compiles("amount")
def devotion(c: Compiler, node: A.Devotion) -> Call:
    return call("devotion", c.players(node.player), node.color)
