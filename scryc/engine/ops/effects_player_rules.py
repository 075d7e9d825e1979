"""Factories for what players can't do (CR 101.2): "Your opponents can't cast blue spells"
as a static ability, "Target player can't play lands this turn" as a resolving effect
(``scryc.engine.player_rules`` enforces them)."""

from __future__ import annotations

from collections.abc import Callable

from ..abilities import Ctx, EffectFn, PlayersFn, Pred
from ..player_rules import PlayerRule
from ..resolution import note
from ..state import Obj


def player_rule(
    players: PlayersFn, action: str, pred: Pred | None
) -> Callable[[Ctx], list[PlayerRule]]:
    """Builds "<players> can't <action> [<cards>]" as a static ability's contribution: the
    players are those it names now."""

    def part(ctx: Ctx) -> list[PlayerRule]:
        return [PlayerRule(ctx.source, tuple(players(ctx)), action, _applies(ctx, pred))]

    return part


def restrict_players(players: PlayersFn, action: str, pred: Pred | None) -> EffectFn:
    """Builds "<players> can't <action> [<cards>] this turn": the players are fixed as it
    resolves (CR 608.2h), and the rule ends with the turn (CR 514.2)."""

    def run(ctx: Ctx) -> bool:
        found = tuple(players(ctx))
        if not found:
            return False
        rule = PlayerRule(ctx.source, found, action, _applies(ctx, pred), until_end_of_turn=True)
        ctx.game.player_rules.append(rule)
        names = ", ".join(p.name for p in found)
        note(ctx.game, ctx.source, f"{names} can't {action} this turn")
        return True

    return run


def _applies(ctx: Ctx, pred: Pred | None) -> Callable[[Obj], bool] | None:
    """The test of the cards a rule names, as the source sees them."""
    if pred is None:
        return None
    return lambda card: pred(ctx, card)
