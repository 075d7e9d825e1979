"""Keywords about how a spell was cast: evoke (CR 702.74). Its cost is an alternative
cost (``keywords.ALTERNATIVE``, paid by ``stack.cast``); the permanent remembers it."""

from __future__ import annotations

from ..abilities import Ability, Body, Ctx, TriggeredAbility
from ..actions import move
from ..events import Event, Moved


def evoke(_: str, text: str) -> tuple[Ability, ...]:
    """Evoke {cost}: "You may cast this spell for its evoke cost. If you do, it's sacrificed
    when it enters." (CR 702.74a): a triggered ability of the permanent."""

    def evoked(ctx: Ctx, event: Event) -> list | None:
        enters = isinstance(event, Moved) and event.to_zone == "battlefield"
        return [] if enters and event.obj is ctx.source and "evoke" in event.obj.paid else None

    def sacrifice(ctx: Ctx) -> bool:
        source = ctx.source
        return source.zone == "battlefield" and bool(
            move(ctx.game, source, "graveyard", cause="sacrificed")
        )

    return (TriggeredAbility(Body(sacrifice), evoked, text=text),)


COSTED = {"evoke": evoke}
