"""Factories for replacement effects that resolving spells and abilities create (CR 614.1a):
"If that creature would die this turn, exile it instead", "If that spell is countered this
way, exile it instead of putting it into its owner's graveyard"."""

from __future__ import annotations

from collections.abc import Callable

from .. import actions
from ..abilities import (
    Ctx,
    EffectFn,
    ObjectsFn,
    PlayerPred,
    Pred,
    Proposal,
    ReplacementAbility,
    Target,
)
from ..state import Obj, Player
from .base import objs


def replace_dying(
    objects: ObjectsFn | None, pred: Pred | None, slot: int, effect: EffectFn, text: str
) -> EffectFn:
    """Builds "If <that creature / a creature dealt damage this way / a creature> would die
    this turn, <effect> instead": a replacement effect until the turn ends. ``objects`` are
    the permanents it applies to, fixed as it is created; without them, any permanent that
    ``pred`` accepts when it would die. The dying permanent is bound in ``slot``; the
    effect reads the other slots and targets as they were."""

    def run(ctx: Ctx) -> bool:
        fixed = None if objects is None else objs(objects(ctx, ctx.controller))

        def matches(rctx: Ctx, p: Proposal) -> bool:
            obj = p.obj
            if p.kind != "graveyard" or obj is None or obj.zone != "battlefield":
                return False
            if fixed is not None:
                return any(obj is o for o in fixed)
            return pred is not None and pred(rctx, obj)

        _until_end_of_turn(ctx, matches, slot, effect, text)
        return True

    return run


def _until_end_of_turn(
    ctx: Ctx, matches: Callable[[Ctx, Proposal], bool], slot: int, effect: EffectFn, text: str
) -> None:
    """Set up, for the rest of the turn, the replacement of an event ``matches`` accepts by
    ``effect``, which reads the object the event is about in ``slot`` and the other slots and
    targets as they are now."""
    slots, targets, controller = list(ctx.slots), ctx.targets, ctx.controller

    def apply(rctx: Ctx, p: Proposal) -> Proposal | None:
        rctx.slots, rctx.targets, rctx.controller = list(slots), targets, controller
        rctx.slots[slot] = [p.obj]
        effect(rctx)
        return None

    replacement = ReplacementAbility(matches, apply, text, False, len(slots))
    ctx.game.replacements.append((ctx.source, replacement))


def objects_damaged_this_way(pred: Pred) -> ObjectsFn:
    """The permanents the last damage step dealt damage to that ``pred`` accepts ("a creature
    dealt damage this way")."""

    def select(ctx: Ctx, player: Player) -> list[Target]:
        return [t for t in ctx.damaged if isinstance(t, Obj) and pred(ctx, t)]

    return select


def countered_into(zone: str, step: EffectFn) -> EffectFn:
    """Builds "Counter target spell. If that spell is countered this way, exile it instead of
    putting it into its owner's graveyard" (CR 614.1a): while the counter step runs, a spell
    it counters goes to ``zone`` rather than to the graveyard (it never goes there)."""

    def run(ctx: Ctx) -> bool:
        def matches(rctx: Ctx, p: Proposal) -> bool:
            return p.kind == "graveyard" and p.obj is not None and p.obj.zone == "stack"

        def apply(rctx: Ctx, p: Proposal) -> Proposal | None:
            assert p.obj is not None
            actions.move(rctx.game, p.obj, zone, cause="countered")
            return None

        text = f"put into {zone} instead of its owner's graveyard"
        entry = (ctx.source, ReplacementAbility(matches, apply, text))
        ctx.game.replacements.append(entry)
        try:
            return step(ctx)
        finally:
            if entry in ctx.game.replacements:
                ctx.game.replacements.remove(entry)

    return run


def replace_put(
    objects: ObjectsFn, whose: PlayerPred | None, slot: int, effect: EffectFn, text: str
) -> EffectFn:
    """Builds "If that spell would be put into [your] graveyard, <effect> instead": until the
    turn ends, for the cards selected now, whether still the card or the spell (or permanent)
    it became (each zone change makes a new object, CR 400.7, that remembers the one before)."""

    def run(ctx: Ctx) -> bool:
        watched = {o.id for o in objs(objects(ctx, ctx.controller))}

        def matches(rctx: Ctx, p: Proposal) -> bool:
            obj = p.obj
            if p.kind != "graveyard" or obj is None or not ({obj.id, obj.was} & watched):
                return False
            return whose is None or whose(rctx, obj.owner)

        _until_end_of_turn(ctx, matches, slot, effect, text)
        return bool(watched)

    return run
