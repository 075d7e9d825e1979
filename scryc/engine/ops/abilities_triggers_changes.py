"""Factories for triggers on changes a permanent goes through (becoming untapped, becoming
monstrous, being tapped for mana) and on a player's nth action of a turn."""

from __future__ import annotations

from ..abilities import Ctx, PlayerPred, Pred, TriggerFn
from ..events import Drew, Event, Moved, TapChanged, this_turn
from ..events_changes import BecameMonstrous, TappedForMana


def on_untapped(pred: Pred) -> TriggerFn:
    """Builds "Whenever <object> becomes untapped": binds the permanent."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, TapChanged) and not event.tapped and pred(ctx, event.obj):
            return [[event.obj]]
        return None

    return trigger


def on_monstrous(pred: Pred) -> TriggerFn:
    """Builds "When <object> becomes monstrous" (CR 701.37b): binds the permanent, then the X
    of the monstrosity (CR 701.37c)."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, BecameMonstrous) and pred(ctx, event.obj):
            return [[event.obj], event.x]
        return None

    return trigger


def on_nth_draw(player: PlayerPred, nth: int) -> TriggerFn:
    """Builds "Whenever <player> draws their second card each turn": the player's nth draw of
    the turn, counting draws made before the source was on the battlefield."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Drew) or not player(ctx, event.player):
            return None
        done = [e for e in this_turn(ctx.game.events) if isinstance(e, Drew)]
        return [] if sum(e.player is event.player for e in done) == nth else None

    return trigger


def on_tapped_for_mana(player: PlayerPred | None, pred: Pred) -> TriggerFn:
    """Builds "Whenever <player> taps <permanent> for mana", "Whenever <permanent> is tapped
    for mana" (CR 106.12): binds the permanent, then the player who tapped it."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, TappedForMana) or not pred(ctx, event.obj):
            return None
        if player is not None and not player(ctx, event.player):
            return None
        return [[event.obj], [event.player]]

    return trigger


def on_put_into_graveyard_itself(from_zone: str | None) -> TriggerFn:
    """Builds "When ~ is put into a graveyard from anywhere / from your library": seen from
    the card in the graveyard (CR 113.6k); binds it."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.to_zone != "graveyard" or not event.from_zone:
            return None
        if event.obj is not ctx.source or from_zone not in (None, event.from_zone):
            return None
        return [[event.obj]]

    return trigger


def on_source_left(to_zone: str | None) -> TriggerFn:
    """Builds a delayed "When ~ leaves the battlefield / dies this turn" set up by the
    permanent's own ability: that permanent (not a new object it became, CR 400.7) left the
    battlefield [for the graveyard]; binds the card where it went."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.from_zone != "battlefield":
            return None
        if event.old is not ctx.source or to_zone not in (None, event.to_zone):
            return None
        return [[event.obj]]

    return trigger
