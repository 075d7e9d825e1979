"""Factories for tests of the damage dealt: "a creature dealt damage by ~ this turn", "target
creature that was dealt damage this turn", "a creature dealt damage this way" (CR 120)."""

from __future__ import annotations

from ..abilities import Ctx, ObjectsFn, Pred, Target
from ..events import Damaged, this_turn
from ..state import Player


def damaged_this_turn(sources: ObjectsFn | None) -> Pred:
    """Builds "dealt damage [by <source>] this turn": the object (as this object: one that
    changed zones is a new object, CR 400.7) was dealt damage this turn by one of the sources
    (by any source when there are none)."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        wanted = None if sources is None else {s.id for s in sources(ctx, ctx.controller)}
        return any(
            isinstance(e, Damaged)
            and not isinstance(e.recipient, Player)
            and e.recipient.id == t.id
            and (wanted is None or e.source.id in wanted)
            for e in this_turn(ctx.game.events)
        )

    return test


def damaged_this_way() -> Pred:
    """Builds "dealt damage this way": one of the objects the ability's damage step before
    dealt damage to (damage prevented is not dealt, CR 615)."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and any(o is t for o in ctx.damaged)

    return test
