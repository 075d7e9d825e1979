"""Keywords about libraries: dredge (CR 702.52), a replacement of a draw that works from the
graveyard, and ingest (CR 702.115), a combat damage trigger that exiles a library's top
card."""

from __future__ import annotations

from ..abilities import Ability, Body, Ctx, Proposal, ReplacementAbility, TriggeredAbility
from ..actions import mill, move
from ..events import Damaged, Event
from ..state import Player


def dredge(n: int, text: str) -> tuple[Ability, ...]:
    """ "If you would draw a card, you may mill N cards instead. If you do, return this card
    from your graveyard to your hand." (CR 702.52a), only with at least N cards in the
    library (CR 702.52b)."""

    def matches(ctx: Ctx, proposal: Proposal) -> bool:
        card, player = ctx.source, proposal.player
        return (
            proposal.kind == "draw"
            and card.zone == "graveyard"
            and player is card.owner
            and len(player.library) >= n
        )

    def apply(ctx: Ctx, proposal: Proposal) -> Proposal | None:
        game, player = ctx.game, proposal.player
        if not game.agent.may(game, player, f"dredge {n}: mill {n} instead of drawing"):
            return proposal
        mill(game, player, n)
        move(game, ctx.source, "hand", cause="dredge")
        return None

    return (ReplacementAbility(matches, apply, text=text, zones=("graveyard",)),)


def ingest(_: int, text: str) -> tuple[Ability, ...]:
    """ "Whenever this creature deals combat damage to a player, that player exiles the top
    card of their library." (CR 702.115a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Damaged) or event.source is not ctx.source or not event.combat:
            return None
        return [[event.recipient]] if isinstance(event.recipient, Player) else None

    def exile_top(ctx: Ctx) -> bool:
        (player,) = ctx.slots[0]
        top = player.library[:1]
        return bool(top) and move(ctx.game, top[0], "exile", cause="exiled") is not None

    return (TriggeredAbility(Body(exile_top, slots=1), watch, text=text),)


ABILITIES = {"dredge": dredge, "ingest": ingest}
