"""Factories for the costs of spells and abilities ({T}, mana, crew, costs written as
actions) and the checks that say whether a cost can be paid."""

from __future__ import annotations

from .. import actions, mana
from .. import characteristics as ch
from ..abilities import AmountFn, CondFn, Cost, Ctx, EffectFn, ObjectsFn
from ..events import Paid
from ..keywords import summoning_sick
from ..state import Obj
from .abilities_object_actions import ObjectActed


def cost_mana(symbols: str, times: AmountFn | None = None) -> Cost:
    """A mana cost paid from the pool ({E} symbols are paid with energy); with ``times``,
    paid that many times over ("pay {1} for each card in your hand"), counted as it is
    paid."""
    energy = mana.symbols(symbols).count("E")
    rest = "".join(f"{{{s}}}" for s in mana.symbols(symbols) if s != "E")

    def count(ctx: Ctx) -> int:
        return max(times(ctx), 0) if times is not None else 1

    def can_pay(ctx: Ctx) -> bool:
        p, n = ctx.controller, count(ctx)
        return p.energy >= energy * n and mana.pay(p.mana, rest * n, ctx.x) is not None

    def pay(ctx: Ctx) -> None:
        p, n = ctx.controller, count(ctx)
        p.energy -= energy * n
        left = mana.pay(p.mana, rest * n, ctx.x)
        assert left is not None
        p.mana = left
        ctx.game.events.append(Paid(p, symbols * n))

    return Cost(symbols, can_pay, pay, rest)


def cost_tap(untap: bool = False) -> Cost:
    """{T} (or {Q} with ``untap``): not by a creature with summoning sickness."""

    def can_pay(ctx: Ctx) -> bool:
        source = ctx.source
        if source.zone != "battlefield" or summoning_sick(ctx.game, source):
            return False
        return source.tapped == untap

    def pay(ctx: Ctx) -> None:
        actions.set_tapped(ctx.game, ctx.source, not untap)

    return Cost("{Q}" if untap else "{T}", can_pay, pay)


def cost_crew(power: int) -> Cost:
    """Crew N's cost: tap any number of other untapped creatures you control with total power
    N or greater (CR 702.122a; creatures that came under your control this turn may crew)."""

    def crew(ctx: Ctx) -> list[Obj]:
        return [
            o
            for o in ctx.game.battlefield
            if o.controller is ctx.controller
            and not o.tapped
            and o is not ctx.source
            and "creature" in ch.types(ctx.game, o)
        ]

    def can_pay(ctx: Ctx) -> bool:
        return sum(max(ch.power(ctx.game, o), 0) for o in crew(ctx)) >= power

    def pay(ctx: Ctx) -> None:
        game = ctx.game
        options = crew(ctx)
        prompt = f"crew {power}: tap creatures with total power {power} or greater"
        chosen = game.agent.choose(game, ctx.controller, prompt, options, 1, len(options))
        if sum(max(ch.power(game, o), 0) for o in chosen) < power:
            raise actions.RulesError(f"the creatures chosen to crew have less than {power} power")
        for o in chosen:
            actions.set_tapped(game, o, True)
        for o in chosen:  # each creature tapped this way crews it (CR 702.122)
            actions.emit(game, ObjectActed(o, "crew", ctx.source))

    return Cost(f"Crew {power}", can_pay, pay)


def cost_effect(effect: EffectFn, check: CondFn, description: str) -> Cost:
    """A cost written as an action ("Sacrifice this artifact", "Pay 2 life")."""

    def pay(ctx: Ctx) -> None:
        effect(ctx)

    return Cost(description, check, pay)


def can_choose(candidates: ObjectsFn, minimum: AmountFn) -> CondFn:
    """Cost check: enough objects to sacrifice, discard or exile."""

    def test(ctx: Ctx) -> bool:
        return len(candidates(ctx, ctx.controller)) >= minimum(ctx)

    return test


def has_life(amount: AmountFn) -> CondFn:
    """Cost check: enough life to pay."""

    def test(ctx: Ctx) -> bool:
        return ctx.controller.life >= amount(ctx)

    return test


def has_counters(objects: ObjectsFn, counter: str | None, amount: AmountFn) -> CondFn:
    """Cost check: enough counters to remove."""

    def test(ctx: Ctx) -> bool:
        n = amount(ctx)
        return any(
            isinstance(o, Obj)
            and (o.counters[counter] if counter else sum(o.counters.values())) >= n
            for o in objects(ctx, ctx.controller)
        )

    return test


def source_in(zone: str) -> CondFn:
    """Cost check: the source is in a zone (to exile or discard it)."""

    def test(ctx: Ctx) -> bool:
        return ctx.source.zone == zone

    return test
