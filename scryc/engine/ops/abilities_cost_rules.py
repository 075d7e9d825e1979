"""Factories for activated abilities' costs that rules words set: an ability's rule about
its own cost, "This ability costs {1} less to activate for each legendary creature you
control" (CR 602.2b, 601.2f), and a loyalty cost of [−X] (CR 606.4)."""

from __future__ import annotations

from .. import actions, mana
from ..abilities import AmountFn, CondFn, Cost, Ctx
from ..events import Paid


def cost_mana_changed(
    symbols: str, amount: AmountFn, reduce: bool, condition: CondFn | None = None
) -> Cost:
    """An ability's mana cost with its own cost rule applied as it is activated: ``amount``
    generic mana less (``reduce``) or more [if ``condition`` holds], counted as the cost is
    determined (CR 601.2f)."""

    def total(ctx: Ctx) -> str:
        n = max(amount(ctx), 0) if condition is None or condition(ctx) else 0
        return mana.with_generic(symbols, -n if reduce else n, ctx.x)

    def can_pay(ctx: Ctx) -> bool:
        return mana.pay(ctx.controller.mana, total(ctx)) is not None

    def pay(ctx: Ctx) -> None:
        owed = total(ctx)
        left = mana.pay(ctx.controller.mana, owed)
        assert left is not None
        ctx.controller.mana = left
        ctx.game.events.append(Paid(ctx.controller, owed))

    return Cost(symbols, can_pay, pay, symbols or "{0}")


def cost_remove_loyalty_x() -> Cost:
    """A loyalty ability's [−X]: remove X loyalty counters from the permanent, X chosen as it
    is activated (CR 606.4, 107.3); no more than it has."""

    def can_pay(ctx: Ctx) -> bool:
        return ctx.source.zone == "battlefield" and ctx.source.counters["loyalty"] >= ctx.x >= 0

    def pay(ctx: Ctx) -> None:
        actions.add_counters(ctx.game, ctx.source, "loyalty", -ctx.x)

    return Cost("[−X]", can_pay, pay)
