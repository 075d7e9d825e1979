"""Keywords that act in their controller's upkeep: fading (CR 702.32), vanishing
(CR 702.63), and with a mana cost, cumulative upkeep (CR 702.24) and echo (CR 702.30)."""

from __future__ import annotations

from .. import mana
from ..abilities import Ability, Body, Ctx, ReplacementAbility, TriggeredAbility
from ..actions import add_counters, change_life, move
from ..events import CountersChanged, Event, Moved, Paid, StepBegan
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
    if not n:  # "Vanishing" without a number: no counters as it enters (CR 702.63b)
        return (upkeep, gone)
    return (_enters_with("time", n, text), upkeep, gone)


#: How a cumulative upkeep cost of life is written in the keyword's cost ("2 life").
LIFE = " life"


def cumulative_upkeep(cost: str, text: str) -> tuple[Ability, ...]:
    """Cumulative upkeep {cost}: "At the beginning of your upkeep, put an age counter on
    this permanent, then you may pay {cost} for each age counter on it. If you don't,
    sacrifice it." (CR 702.24a); the cost is mana, or life ("Pay 2 life": "2 life")."""

    def age(ctx: Ctx) -> bool:
        source = ctx.source
        if source.zone != "battlefield":
            return False
        add_counters(ctx.game, source, "age", 1)
        ages = source.counters["age"]
        if cost.endswith(LIFE):
            return _pay_life_or_sacrifice(ctx, int(cost.removesuffix(LIFE)) * ages)
        return _pay_or_sacrifice(ctx, cost * ages)

    return (TriggeredAbility(Body(age), _your_upkeep, text=text),)


def echo(cost: str, text: str) -> tuple[Ability, ...]:
    """Echo {cost}: "At the beginning of your upkeep, if this came under your control since
    the beginning of your last upkeep, sacrifice it unless you pay {cost}." (CR 702.30a)."""

    def pay(ctx: Ctx) -> bool:
        return ctx.source.zone == "battlefield" and _pay_or_sacrifice(ctx, cost)

    return (TriggeredAbility(Body(pay), echo_due, text=text),)


def echo_due(ctx: Ctx, event: Event) -> list | None:
    """Echo's trigger: the beginning of your upkeep, if this came under your control since the
    beginning of your last upkeep (also for an echo cost that isn't mana)."""
    if _your_upkeep(ctx, event) is None:
        return None
    return [] if _arrived_since_last_upkeep(ctx, event) else None


def _arrived_since_last_upkeep(ctx: Ctx, now: Event) -> bool:
    """Whether the source entered the battlefield after its controller's last upkeep began
    (one set up before the game's first event counts as new)."""
    for event in reversed(ctx.game.events):
        if isinstance(event, Moved) and event.obj is ctx.source:
            return True
        if event is not now and _your_upkeep(ctx, event) is not None:
            return False
    return True


def _pay_or_sacrifice(ctx: Ctx, total: str) -> bool:
    """ "Sacrifice it unless you pay <total>": the controller may pay if they can."""
    game, player = ctx.game, ctx.controller
    left = mana.pay(player.mana, total)
    if left is not None and game.agent.may(game, player, f"pay {total}"):
        player.mana = left
        game.events.append(Paid(player, total))
        return True
    return _sacrifice(ctx)


def _pay_life_or_sacrifice(ctx: Ctx, total: int) -> bool:
    """ "Sacrifice it unless you pay <total> life": the controller may pay it if their life
    total is at least that much (CR 119.4)."""
    game, player = ctx.game, ctx.controller
    if player.life >= total and game.agent.may(game, player, f"pay {total} life"):
        game.events.append(Paid(player, f"{total} life"))
        change_life(game, player, -total)
        return True
    return _sacrifice(ctx)


ABILITIES = {"fading": fading, "vanishing": vanishing}
COSTED = {"cumulative upkeep": cumulative_upkeep, "echo": echo}
