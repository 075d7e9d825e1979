"""Factories for what the turn's record says: objects that entered the battlefield this turn
("each creature that entered the battlefield this turn", "if a planeswalker entered the
battlefield under your control this turn"), and how often an ability resolved this turn."""

from __future__ import annotations

from collections.abc import Iterator

from ..abilities import AmountFn, CondFn, Ctx, ObjectsFn, PlayerPred, Pred, Target
from ..events import Moved, Resolved, this_turn
from ..state import Obj


def _entered(ctx: Ctx, controller: PlayerPred | None) -> Iterator[Obj]:
    """The permanents that entered the battlefield this turn [under such a player's control]
    (each as the object it became there; CR 400.7)."""
    for e in this_turn(ctx.game.events):
        entered = isinstance(e, Moved) and e.to_zone == "battlefield"
        if entered and (controller is None or controller(ctx, e.obj.controller)):
            yield e.obj


def entered_this_turn(controller: PlayerPred | None = None) -> Pred:
    """ "<permanent> that entered the battlefield [under your control] this turn"."""

    def test(ctx: Ctx, t: Target) -> bool:
        return isinstance(t, Obj) and any(o is t for o in _entered(ctx, controller))

    return test


def count_entered_this_turn(pred: Pred, controller: PlayerPred | None) -> AmountFn:
    """ "the number of Goblins that entered the battlefield under your control this turn":
    each that entered counts, whether or not it is still there."""

    def amount(ctx: Ctx) -> int:
        return sum(1 for o in _entered(ctx, controller) if pred(ctx, o))

    return amount


def any_entered_this_turn(pred: Pred, controller: PlayerPred | None) -> CondFn:
    """ "if a planeswalker entered the battlefield under your control this turn"."""

    def test(ctx: Ctx) -> bool:
        return any(pred(ctx, o) for o in _entered(ctx, controller))

    return test


def object_entered_this_turn(objects: ObjectsFn) -> CondFn:
    """ "as long as it entered the battlefield this turn": the permanent is one that did."""

    def test(ctx: Ctx) -> bool:
        found = objects(ctx, ctx.controller)
        return any(isinstance(t, Obj) and any(o is t for o in _entered(ctx, None)) for t in found)

    return test


def ability_resolved(nth: int) -> CondFn:
    """ "If this is the third time this ability has resolved this turn": counting this
    resolution, that ability of that object resolved ``nth`` times this turn."""

    def test(ctx: Ctx) -> bool:
        item = ctx.item
        if item is None:
            return False
        done = [e.item for e in this_turn(ctx.game.events) if isinstance(e, Resolved)]
        return sum(i.source is item.source and i.ability is item.ability for i in done) == nth

    return test
