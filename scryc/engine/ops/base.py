"""Helpers the factories share (not factories themselves): whether a target is still there,
an object's number for an attribute, comparisons, durations, and the objects an effect found
or moved, kept in a slot for later references."""

from __future__ import annotations

import dataclasses

from .. import actions
from .. import characteristics as ch
from ..abilities import Ctx, Target
from ..events import Moved
from ..state import Game, Obj, Player

#: Durations, as the turn structure names when they end.
DURATIONS = {"until end of turn": "end of turn", "this turn": "end of turn"}
DURATIONS["until your next turn"] = "your next turn"
#: Comparisons, by the name the AST gives them.
OPS = {
    "eq": lambda a, b: a == b,
    "le": lambda a, b: a <= b,
    "ge": lambda a, b: a >= b,
    "lt": lambda a, b: a < b,
    "gt": lambda a, b: a > b,
}


def alive(t: Target) -> bool:
    """Whether an object still exists where it was (or a player is still in the game)."""
    return not t.lost if isinstance(t, Player) else bool(t.zone)


def attribute(ctx: Ctx, t: Target, name: str) -> int:
    """A numeric characteristic: power, toughness, mana value, loyalty."""
    if isinstance(t, Player):
        return t.life if name == "life" else 0
    if name == "power":
        return ch.power(ctx.game, t)
    if name == "toughness":
        return ch.toughness(ctx.game, t)
    if name == "loyalty":
        return t.counters["loyalty"]
    return t.card.mana_value


def objs(found: list[Target]) -> list[Obj]:
    """The objects among what was found that are still in a zone."""
    return [t for t in found if isinstance(t, Obj) and t.zone]


def store(ctx: Ctx, slot: int | None, found: list[Target]) -> None:
    """Bind objects in a slot (a cost compiled on its own may use slots beyond the body's)."""
    if slot is not None:
        ctx.slots.extend([None] * (slot + 1 - len(ctx.slots)))
        ctx.slots[slot] = list(found)


def move_each(ctx: Ctx, found: list[Obj], zone: str, slot: int | None, cause: str) -> bool:
    """Move each object to ``zone`` (``cause`` says why) and bind what moved; whether any
    did."""
    moved = {o.id: new for o in found if (new := actions.move(ctx.game, o, zone, cause=cause))}
    keep_moved(ctx, slot, found, moved)
    return bool(moved)


def keep_moved(ctx: Ctx, slot: int | None, found: list[Obj], moved: dict[int, Obj]) -> None:
    """Bind what an effect acted on: the new object where one moved, else the object itself
    (so "if you don't put it …, put it …" still finds the card)."""
    store(ctx, slot, [moved.get(o.id, o) for o in found])


def last_known_of(event: Moved) -> Obj:
    """The object as it last existed in the zone it left (CR 608.2h)."""
    return dataclasses.replace(event.old, zone=event.from_zone)


def as_it_left(game: Game, obj: Obj) -> Obj | None:
    """The object that ``obj`` is (the card it became, or the token that ceased to exist) as
    it last existed on the battlefield (CR 608.2h), from the game's record of moves."""
    for event in reversed(game.events):
        moved = isinstance(event, Moved) and event.from_zone == "battlefield"
        if moved and (event.obj is obj or event.old is obj):
            return last_known_of(event)
    return None
