"""Factories for control flow: sequences, optional, conditional and modal effects, die
rolls, and reflexive and delayed triggers."""

from __future__ import annotations

from .. import actions
from ..abilities import (
    AmountFn,
    Body,
    CondFn,
    Cost,
    Ctx,
    Delayed,
    EffectFn,
    PlayersFn,
    Target,
    TriggeredAbility,
    TriggerFn,
)
from ..events import DieRolled
from ..resolution import note
from ..state import StackItem
from .base import DURATIONS


def sequence(*steps: EffectFn) -> EffectFn:
    """Steps in printed order (CR 608.2c)."""

    def run(ctx: Ctx) -> bool:
        done = False
        for step in steps:
            done = step(ctx) or done
        return done

    return run


def repeat(effect: EffectFn, times: AmountFn) -> EffectFn:
    """Builds "<effect> for each …" of an effect without an amount ("Add {G} for each Elf
    you control"): the effect that many times, counted once as it starts."""

    def run(ctx: Ctx) -> bool:
        done = False
        for _ in range(times(ctx)):
            done = effect(ctx) or done
        return done

    return run


def once_each_turn(effect: EffectFn) -> EffectFn:
    """Builds "<effect>. Do this only once each turn.": once the effect has happened this
    turn for this source, later resolutions do nothing (declining "you may" doesn't count)."""

    def run(ctx: Ctx) -> bool:
        key = (ctx.source.id, id(run))
        if key in ctx.game.done_this_turn:
            return False
        done = effect(ctx)
        if done:
            ctx.game.done_this_turn.add(key)
        return done

    return run


def record(effect: EffectFn) -> EffectFn:
    """A step that a later "if you do" / "if you don't" asks about."""

    def run(ctx: Ctx) -> bool:
        ctx.did = bool(effect(ctx))
        return ctx.did

    return run


def optional(players: PlayersFn, effect: EffectFn, prompt: str) -> EffectFn:
    """Builds "<players> may <effect>": each decides in APNAP order; those who do act together."""

    def run(ctx: Ctx) -> bool:
        who = [p for p in ctx.game.apnap(players(ctx)) if ctx.game.agent.may(ctx.game, p, prompt)]
        if not who:
            return False
        before = ctx.acting
        ctx.acting = who
        try:
            return bool(effect(ctx))
        finally:
            ctx.acting = before

    return run


def each_in_turn(players: PlayersFn, effect: EffectFn) -> EffectFn:
    """Builds "each player <effect about their own things>": each player in APNAP order
    (CR 101.4) does it, as the player the effect's "they" and "their" mean. What each one
    acted on is kept together ("For each nonland card revealed this way")."""

    def run(ctx: Ctx) -> bool:
        before = ctx.acting
        done = False
        gathered: dict[int, list[Target]] = {}
        try:
            for p in ctx.game.apnap(players(ctx)):
                ctx.acting = [p]
                marks = list(ctx.slots)
                done = bool(effect(ctx)) or done
                for i, kept in enumerate(ctx.slots):
                    if isinstance(kept, list) and (i >= len(marks) or kept is not marks[i]):
                        gathered.setdefault(i, []).extend(kept)
        finally:
            ctx.acting = before
        for i, kept in gathered.items():
            ctx.slots[i] = kept
        return done

    return run


def unless_acts(effect: EffectFn, cost: Cost, prompt: str) -> EffectFn:
    """Builds "<effect> unless you <action>" (CR 118.12): the controller may do the action
    (a cost) if they can; the effect happens only if they don't."""

    def run(ctx: Ctx) -> bool:
        if cost.can_pay(ctx) and ctx.game.agent.may(ctx.game, ctx.controller, prompt):
            cost.pay(ctx)
            return False
        return bool(effect(ctx))

    return run


def conditional(condition: CondFn, effect: EffectFn, otherwise: EffectFn | None) -> EffectFn:
    """Builds "If <condition>, <effect>[. Otherwise, <otherwise>]"."""

    def run(ctx: Ctx) -> bool:
        if condition(ctx):
            return bool(effect(ctx))
        return bool(otherwise(ctx)) if otherwise is not None else False

    return run


def modal(index: int, *modes: EffectFn) -> EffectFn:
    """Builds "Choose one —": the modes chosen when it was put on the stack, in printed order."""

    def run(ctx: Ctx) -> bool:
        chosen = ctx.modes[index] if index < len(ctx.modes) else ()
        done = False
        for i in chosen:
            done = modes[i](ctx) or done
        return done

    return run


def roll_die(sides: int) -> EffectFn:
    """Builds "roll a d20": the result is what a following die table reads."""

    def run(ctx: Ctx) -> bool:
        ctx.die = ctx.game.rng.randint(1, sides)
        actions.emit(ctx.game, DieRolled(ctx.controller, sides, ctx.die))
        return True

    return run


def flip_coin(slot: int) -> EffectFn:
    """Builds "flip a coin" (CR 705): the controller wins or loses it, by the game's seeded
    random source; the result is kept in ``slot`` (1: won, 0: lost)."""

    def run(ctx: Ctx) -> bool:
        won = ctx.game.rng.random() < 0.5
        ctx.slots.extend([None] * (slot + 1 - len(ctx.slots)))
        ctx.slots[slot] = int(won)
        note(ctx.game, ctx.source, f"{ctx.controller.name} {'wins' if won else 'loses'} the flip")
        return True

    return run


def add_to_result(amount: AmountFn) -> EffectFn:
    """Builds "… and add N": the die table reads the roll plus N."""

    def run(ctx: Ctx) -> bool:
        ctx.die += amount(ctx)
        return True

    return run


def die_table(*rows: tuple[int, int, EffectFn]) -> EffectFn:
    """The row of a die table that matches the last roll happens."""

    def run(ctx: Ctx) -> bool:
        for low, high, effect in rows:
            if low <= ctx.die <= high:
                return bool(effect(ctx))
        return False

    return run


def reflexive(body: Body, text: str) -> EffectFn:
    """Builds "When you do, …": a reflexive trigger (CR 603.12) if the step before happened."""
    ability = TriggeredAbility(body, _never, text=text)

    def run(ctx: Ctx) -> bool:
        if not ctx.did:
            return False
        ctx.game.pending.append(
            StackItem(
                ctx.game.new_id(),
                "reflexive",
                ctx.source,
                ctx.controller,
                ability,
                event=ctx.event,
                bindings=list(ctx.slots),
                text=text,
            )
        )
        return True

    return run


def delayed(
    trigger: TriggerFn, effect: EffectFn, first: int, once: bool, duration: str, text: str
) -> EffectFn:
    """Builds a delayed triggered ability (CR 603.7): "Sacrifice it at the beginning of the
    next end step", "When that creature dies this turn, …". It keeps what this ability
    referred to (slots, targets: CR 603.7c) and is controlled by its controller."""

    def run(ctx: Ctx) -> bool:
        slots, targets = list(ctx.slots), [list(t) for t in ctx.targets]

        def resolve(inner: Ctx) -> bool:
            inner.targets = [list(t) for t in targets]
            return effect(inner)

        ability = TriggeredAbility(Body(resolve, slots=len(slots)), trigger, text=text)
        until = DURATIONS.get(duration, "")
        game = ctx.game
        game.delayed.append(
            Delayed(ctx.source, ctx.controller, ability, slots, targets, first, once, until)
        )
        note(game, ctx.source, f"sets up: {text}")
        return True

    return run


def _never(ctx: Ctx, event: object) -> None:
    return None
