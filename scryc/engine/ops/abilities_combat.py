"""Factories for combat triggers that trigger once for each creature (CR 603.2c): "Whenever a
creature attacks you", "Whenever ~ attacks and isn't blocked" (CR 509.1h)."""

from __future__ import annotations

from ..abilities import Ctx, EachTime, Pred, TriggerFn
from ..events import Attacked, Event
from ..events_combat import BlockersDeclared


def on_attacks_you(pred: Pred) -> TriggerFn:
    """Builds "Whenever <creature> attacks you [or a planeswalker you control]": once for
    each such creature declared as an attacker against the ability's controller, binding it
    (the engine's creatures attack players only)."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Attacked) or event.defender is not ctx.controller:
            return None
        hits = [o for o in event.attackers if pred(ctx, o)]
        return EachTime([[o]] for o in hits) if hits else None

    return trigger


def on_unblocked(pred: Pred) -> TriggerFn:
    """Builds "Whenever <creature> attacks and isn't blocked": once for each such attacking
    creature no creature blocks, as blockers are declared (CR 509.1h), binding it."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, BlockersDeclared):
            return None
        hits = [o for o in event.unblocked if pred(ctx, o)]
        return EachTime([[o]] for o in hits) if hits else None

    return trigger
