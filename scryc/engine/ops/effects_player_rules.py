"""Factories for what players can't do (CR 101.2): "Your opponents can't cast blue spells"
as a static ability, "Target player can't play lands this turn" as a resolving effect
(``scryc.engine.player_rules`` enforces them)."""

from __future__ import annotations

from collections.abc import Callable

from ..abilities import AmountFn, Ctx, EffectFn, PlayersFn, Pred
from ..player_rules import NO_MAXIMUM, PlayerRule
from ..resolution import note
from ..state import Obj


def player_rule(
    players: PlayersFn, action: str, pred: Pred | None, amount: AmountFn | None = None
) -> Callable[[Ctx], list[PlayerRule]]:
    """Builds "<players> can't <action> [<cards>]" (or "may play N additional lands …",
    "have no maximum hand size") as a static ability's contribution: the players are those
    it names now."""

    def part(ctx: Ctx) -> list[PlayerRule]:
        n = amount(ctx) if amount is not None else 0
        found = tuple(players(ctx))
        return [PlayerRule(ctx.source, found, action, _applies(ctx, pred), amount=n)]

    return part


def restrict_players(
    players: PlayersFn,
    action: str,
    pred: Pred | None,
    amount: AmountFn | None = None,
    lasting: bool = False,
) -> EffectFn:
    """Builds "<players> can't <action> [<cards>] this turn" (or "may play N additional
    lands this turn"): the players are fixed as it resolves (CR 608.2h), and the rule ends
    with the turn (CR 514.2); ``lasting``: with no duration, for the rest of the game
    (CR 611.2a)."""

    def run(ctx: Ctx) -> bool:
        found = tuple(players(ctx))
        if not found:
            return False
        n = amount(ctx) if amount is not None else 0
        applies = _applies(ctx, pred)
        rule = PlayerRule(ctx.source, found, action, applies, not lasting, amount=n)
        ctx.game.player_rules.append(rule)
        names = ", ".join(p.name for p in found)
        what = f"may {action} ({n})" if n else f"can't {action}"
        if action == NO_MAXIMUM:
            what = f"have {action}"
        note(ctx.game, ctx.source, f"{names} {what}{'' if lasting else ' this turn'}")
        return True

    return run


def _applies(ctx: Ctx, pred: Pred | None) -> Callable[[Obj], bool] | None:
    """The test of the cards a rule names, as the source sees them."""
    if pred is None:
        return None
    return lambda card: pred(ctx, card)
