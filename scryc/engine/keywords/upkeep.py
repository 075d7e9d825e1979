"""Keywords that act in their controller's upkeep: fading (CR 702.32), vanishing
(CR 702.63) and cumulative upkeep with a mana cost (CR 702.24)."""

from __future__ import annotations

from .. import mana
from ..abilities import Ability, Body, Ctx, ReplacementAbility, TriggeredAbility
from ..actions import add_counters, move
from ..events import CountersChanged, Event, Paid, StepBegan
from ..ops.abilities import enters_modified
from . import constant


def _your_upkeep(ctx: Ctx, event: Event) -> list | None:
    """ "At the beginning of your upkeep"."""
    mine = isinstance(event, StepBegan) and event.player is ctx.controller
    return [] if mine and event.step == "upkeep" else None


def _sacrifice(ctx: Ctx) -> bool:
    source = ctx.source
    return source.zone == "battlefield" and bool(
        move(ctx.game, source, "graveyard", cause="sacrificed")
    )


def _enters_with(counter: str, n: int, text: str) -> ReplacementAbility:
    return enters_modified(False, None, counter, constant(n), text)


def fading(n: int, text: str) -> tuple[Ability, ...]:
    """Fading N: "This enters with N fade counters on it. At the beginning of your upkeep,
    remove a fade counter from it. If you can't, sacrifice it." (CR 702.32a)."""

    def fade(ctx: Ctx) -> bool:
        source = ctx.source
        if source.zone != "battlefield":
            return False
        if add_counters(ctx.game, source, "fade", -1):
            return True
        return _sacrifice(ctx)

    upkeep = TriggeredAbility(Body(fade), _your_upkeep, text=text)
    return (_enters_with("fade", n, text), upkeep)


def vanishing(n: int, text: str) -> tuple[Ability, ...]:
    """Vanishing N: "This enters with N time counters on it. At the beginning of your
    upkeep, if it has a time counter on it, remove a time counter from it. When the last
    is removed from it, sacrifice it." (CR 702.63a)."""

    def has_time(ctx: Ctx) -> bool:
        return ctx.source.counters["time"] > 0

    def tick(ctx: Ctx) -> bool:
        return ctx.source.zone == "battlefield" and bool(
            add_counters(ctx.game, ctx.source, "time", -1)
        )

    def last_removed(ctx: Ctx, event: Event) -> list | None:
        removed = isinstance(event, CountersChanged) and event.target is ctx.source
        if removed and event.counter == "time" and event.amount < 0:
            return [] if not ctx.source.counters["time"] else None
        return None

    upkeep = TriggeredAbility(Body(tick), _your_upkeep, has_time, text)
    gone = TriggeredAbility(Body(_sacrifice), last_removed, text=text)
    return (_enters_with("time", n, text), upkeep, gone)


def cumulative_upkeep(cost: str, text: str) -> tuple[Ability, ...]:
    """Cumulative upkeep {cost}: "At the beginning of your upkeep, put an age counter on
    this permanent, then you may pay {cost} for each age counter on it. If you don't,
    sacrifice it." (CR 702.24a)."""

    def age(ctx: Ctx) -> bool:
        game, source, player = ctx.game, ctx.source, ctx.controller
        if source.zone != "battlefield":
            return False
        add_counters(game, source, "age", 1)
        total = cost * source.counters["age"]
        left = mana.pay(player.mana, total)
        if left is not None and game.agent.may(game, player, f"pay {total}"):
            player.mana = left
            game.events.append(Paid(player, total))
            return True
        return _sacrifice(ctx)

    return (TriggeredAbility(Body(age), _your_upkeep, text=text),)


ABILITIES = {"fading": fading, "vanishing": vanishing}
COSTED = {"cumulative upkeep": cumulative_upkeep}
