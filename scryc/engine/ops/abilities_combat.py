"""Factories for combat: triggers that trigger once for each creature (CR 603.2c), "Whenever
a creature attacks you", "Whenever ~ attacks and isn't blocked" (CR 509.1h); creatures
put onto the battlefield attacking (CR 508.4); goad (CR 701.15)."""

from __future__ import annotations

import operator
from functools import partial

from .. import characteristics as ch
from ..abilities import Continuous, Ctx, EachTime, EffectFn, ObjectsFn, Pred, TriggerFn
from ..attack_requirements import GOADED
from ..events import Attacked, Event, Moved
from ..events_combat import BlockersDeclared
from ..resolution import note
from ..state import Obj
from .base import objs


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


def put_attacking(put: EffectFn) -> EffectFn:
    """Builds "put <creatures> onto the battlefield [tapped and] attacking" (CR 508.4): during
    combat, once attackers are declared, each creature it put onto the battlefield attacks
    the player attacked this combat; it was never declared as an attacker, so "whenever …
    attacks" doesn't trigger (CR 508.3a). Outside combat it just enters."""

    def run(ctx: Ctx) -> bool:
        game = ctx.game
        start = len(game.events)
        done = put(ctx)
        if game.step not in ("declare attackers", "declare blockers"):
            return done
        for event in game.events[start:]:
            entered = isinstance(event, Moved) and event.to_zone == "battlefield"
            if entered and event.obj.zone == "battlefield" and _creature(ctx, event.obj):
                event.obj.attacking = True
        return done

    return run


def _creature(ctx: Ctx, obj: Obj) -> bool:
    return "creature" in ch.types(ctx.game, obj)


def goad(objects: ObjectsFn) -> EffectFn:
    """Builds "goad <creatures>" (CR 701.15a): until the goading player's next turn each
    attacks each combat if able, a player other than them if able (``attack_requirements``)."""

    def run(ctx: Ctx) -> bool:
        game, goader = ctx.game, ctx.controller
        found = [o for o in objs(objects(ctx, goader)) if o.zone == "battlefield"]
        for creature in found:
            game.effects.append(
                Continuous(
                    ctx.source,
                    goader,
                    partial(operator.is_, creature),
                    blocking=((GOADED, partial(operator.is_, goader)),),
                    until="your next turn",
                    turn=game.turn,
                    timestamp=game.new_id(),
                )
            )
        if found:
            note(game, ctx.source, f"{', '.join(o.name for o in found)} goaded by {goader.name}")
        return bool(found)

    return run
