"""Factories for effects done once for each of several objects in turn: "For each creature
exiled this way, its controller creates a 2/2 green Boar creature token"."""

from __future__ import annotations

from ..abilities import Ctx, EffectFn, ObjectsFn
from .base import store


def for_each_object(objects: ObjectsFn, slot: int, effect: EffectFn) -> EffectFn:
    """Builds "For each <object>, <effect that refers to it>": the objects are selected once,
    then the effect is done for each, with that object bound in ``slot``; whether it did
    anything for any of them."""

    def run(ctx: Ctx) -> bool:
        done = False
        for t in objects(ctx, ctx.controller):
            store(ctx, slot, [t])
            done = effect(ctx) or done
        return done

    return run
