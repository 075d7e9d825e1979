"""Keywords about counters when a creature dies: persist (CR 702.79), undying (CR 702.93)
and modular (CR 702.43). Their "when this dies" abilities look back at the permanent as it
last existed (CR 603.10a): its counters then decide."""

from __future__ import annotations

from .. import characteristics as ch
from ..abilities import Ability, Body, Ctx, Target, TargetSpec, TriggeredAbility
from ..actions import add_counters, move
from ..events import Event, Moved
from ..ops.abilities import enters_modified
from ..state import Obj
from . import constant


def _died(ctx: Ctx, event: Event) -> Moved | None:
    """The event of this card dying (the look-back source is the card in the graveyard)."""
    if (
        isinstance(event, Moved)
        and event.from_zone == "battlefield"
        and event.to_zone == "graveyard"
        and event.obj is ctx.source
        and "creature" in event.old.card.types
    ):
        return event
    return None


def _returns(counter: str, text: str) -> tuple[Ability, ...]:
    """ "When this creature dies, if it had no <counter> counters on it, return it to the
    battlefield under its owner's control with a <counter> counter on it."."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        died = _died(ctx, event)
        return [] if died is not None and not died.old.counters[counter] else None

    def back(ctx: Ctx) -> bool:
        card = ctx.source
        if card.zone != "graveyard":
            return False
        cause = text.lower()
        return move(ctx.game, card, "battlefield", counters={counter: 1}, cause=cause) is not None

    return (TriggeredAbility(Body(back), watch, text=text, look_back=True),)


def persist(_: int, text: str) -> tuple[Ability, ...]:
    """Persist: returns with a -1/-1 counter if it had none (CR 702.79a)."""
    return _returns("-1/-1", text)


def undying(_: int, text: str) -> tuple[Ability, ...]:
    """Undying: returns with a +1/+1 counter if it had none (CR 702.93a)."""
    return _returns("+1/+1", text)


def _artifact_creature(ctx: Ctx, t: Target) -> bool:
    return isinstance(t, Obj) and {"artifact", "creature"} <= ch.types(ctx.game, t)


def modular(n: int, text: str) -> tuple[Ability, ...]:
    """Modular N: "This enters with N +1/+1 counters on it. When it dies, you may put its
    +1/+1 counters on target artifact creature." (CR 702.43a)."""
    enters = enters_modified(False, None, "+1/+1", constant(n), text)

    def watch(ctx: Ctx, event: Event) -> list | None:
        died = _died(ctx, event)
        return None if died is None else [died.old.counters["+1/+1"]]

    def move_counters(ctx: Ctx) -> bool:
        game = ctx.game
        count = ctx.slots[0] or 0
        hosts = [t for t in ctx.targets[0] if isinstance(t, Obj) and t.zone == "battlefield"]
        if not count or not hosts or not game.agent.may(game, ctx.controller, text):
            return False
        return add_counters(game, hosts[0], "+1/+1", count) > 0

    one = constant(1)
    spec = TargetSpec(
        0, "target artifact creature", _artifact_creature, ("battlefield",), False, one, one
    )
    dies = TriggeredAbility(Body(move_counters, (spec,), slots=1), watch, text=text, look_back=True)
    return (enters, dies)


ABILITIES = {"persist": persist, "undying": undying, "modular": modular}
