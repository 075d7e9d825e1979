"""Factories for static abilities that change how other permanents enter: "Each other
Warrior creature you control enters with an additional +1/+1 counter on it" (CR 614.1c,
614.12)."""

from __future__ import annotations

import dataclasses

from ..abilities import AmountFn, Ctx, Pred, Proposal, ReplacementAbility


def others_enter_with_counters(
    pred: Pred, counter: str, amount: AmountFn, text: str
) -> ReplacementAbility:
    """Builds "Each <permanents> enter(s) with [an additional] N <kind> counters on it": a
    replacement of how each permanent that matches as it would exist on the battlefield
    enters (CR 614.12), while this permanent is on the battlefield."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == "enter" and p.obj is not None and bool(pred(ctx, p.obj))

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        counters = p.counters.copy()
        counters[counter] += max(amount(ctx), 0)
        return dataclasses.replace(p, counters=counters)

    return ReplacementAbility(matches, apply, text)
