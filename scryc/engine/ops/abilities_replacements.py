"""Factories for replacement abilities of zone changes: "If ~ would die, exile it instead",
"If a card or token would be put into a graveyard from anywhere, exile it instead"."""

from __future__ import annotations

from ..abilities import Ctx, EffectFn, PlayerPred, Pred, Proposal, ReplacementAbility


def instead_of_graveyard(
    pred: Pred | None,
    dies: bool,
    whose: PlayerPred | None,
    effect: EffectFn,
    slots: int,
    text: str,
    anywhere: bool = False,
) -> ReplacementAbility:
    """Builds "If <object> would die / be put into [a player's] graveyard from anywhere,
    <effect> instead" (CR 614.1a, 614.6: the object never goes there). ``pred`` None is the
    card itself; otherwise the object is bound in slot 0 for the effect ("exile it"). With
    ``dies`` only a permanent going from the battlefield counts (CR 700.4); with ``anywhere``
    the card's own ability works from every zone. A replacement the player may decline ("you
    may put it on top of its owner's library instead") lets the event happen when declined."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        obj = p.obj
        if p.kind != "graveyard" or obj is None or (dies and obj.zone != "battlefield"):
            return False
        if whose is not None and not whose(ctx, obj.owner):
            return False
        return obj is ctx.source if pred is None else pred(ctx, obj)

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        assert p.obj is not None
        if pred is not None:
            ctx.slots[0] = [p.obj]
        done = effect(ctx)
        return None if done or not p.obj.zone else p  # "you may …": declined, it goes

    return ReplacementAbility(matches, apply, text, False, slots, anywhere=anywhere)
