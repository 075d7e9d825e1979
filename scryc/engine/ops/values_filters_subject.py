"""Factories for tests that refer to the object being tested: "each creature with toughness
greater than its power", "target spell with mana value less than or equal to the number of
cards in its controller's graveyard"."""

from __future__ import annotations

from ..abilities import Ctx, Pred, Target
from .base import store


def testing(slot: int, pred: Pred) -> Pred:
    """``pred`` with the object being tested bound in ``slot`` (what "its" there reads),
    as it was before afterwards."""

    def test(ctx: Ctx, t: Target) -> bool:
        before = ctx.slots[slot] if slot < len(ctx.slots) else None
        store(ctx, slot, [t])
        try:
            return pred(ctx, t)
        finally:
            ctx.slots[slot] = before

    return test
