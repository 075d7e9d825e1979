"""Ripple (CR 702.60): "When you cast this spell, you may reveal the top N cards of your
library … you may cast any of those cards with the same name as this spell without paying
their mana costs, then put all revealed cards not cast this way on the bottom of your
library in any order." Each instance triggers on its own (CR 702.60b)."""

from __future__ import annotations

from ..abilities import Ability, Body, Ctx, TriggeredAbility
from ..actions import reveal
from ..events import Cast, Event
from .spells import may_cast


def ripple(n: int, text: str) -> tuple[Ability, ...]:
    """Ripple N, a "when you cast this spell" ability that works on the stack."""
    from ..ops.effects_objects import move_to  # the ops package reads the keywords

    def cast_this(ctx: Ctx, event: Event) -> list | None:
        return [] if isinstance(event, Cast) and event.spell is ctx.source else None

    def to_bottom(ctx: Ctx, _: object) -> list:
        return [o for o in ctx.revealed if o.zone == "library"]

    rest = move_to(to_bottom, "library", "bottom", None, False, None, order="any")

    def reveal_top(ctx: Ctx) -> bool:
        game, player = ctx.game, ctx.controller
        top = player.library[:n]
        if not top or not game.agent.may(game, player, f"reveal the top {len(top)} cards"):
            return False
        reveal(game, player, top)
        ctx.revealed = top
        for card in top:
            if card.name == ctx.source.name and card.zone == "library":
                may_cast(ctx, card)
        rest(ctx)
        return True

    return (TriggeredAbility(Body(reveal_top), cast_this, text=text, zones=("stack",)),)


ABILITIES = {"ripple": ripple}
