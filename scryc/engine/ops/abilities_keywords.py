"""Factories for abilities of keywords and keyword actions that are not a line of keywords:
exerting a creature as it attacks (CR 701.43)."""

from __future__ import annotations

from ..abilities import Ctx, EffectFn
from ..keywords.exert import AsAttacks
from ..keywords.exert import exert as exert_permanent


def as_attacks(effect: EffectFn, text: str = "") -> AsAttacks:
    """Builds "You may exert ~ as it attacks. When you do, …": run as it is declared as an
    attacker (CR 508.1g)."""
    return AsAttacks(effect, text)


def exert_self() -> EffectFn:
    """Builds "exert ~" (CR 701.43a): the ability's own permanent."""

    def run(ctx: Ctx) -> bool:
        return exert_permanent(ctx.game, ctx.controller, ctx.source)

    return run
