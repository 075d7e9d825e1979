"""Factories for static control-changing effects (layer 2, CR 613.1b): "You control enchanted
creature"."""

from __future__ import annotations

from ..abilities import Continuous, CostChange, Ctx, Permission, Pred
from .abilities import Contribution


def controls(affects: Pred) -> Contribution:
    """Builds "You control <objects>": the ability's controller controls what ``affects``
    accepts, for as long as the ability applies (its timestamp is its permanent's, CR
    613.7a)."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        effect = Continuous(
            ctx.source,
            ctx.controller,
            lambda o: affects(ctx, o),
            timestamp=ctx.source.timestamp,
            control=ctx.controller,
        )
        return [effect]

    return part
