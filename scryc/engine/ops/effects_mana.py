"""Mana whose colors are chosen one mana at a time ("Add two mana in any combination of
colors") and mana another player adds ("that player adds {G}{G}") (CR 106.3, 106.4)."""

from __future__ import annotations

from .. import mana
from ..abilities import AmountFn, Ctx, EffectFn, PlayersFn
from ..events import ManaAdded
from ..state import Player
from .effects_lasting import ANY_COLOR


def _choices(options: tuple[str, ...]) -> list[str]:
    """The mana the options allow: "any color" is one mana of each of the five colors."""
    return [f"{{{c}}}" for c in ANY_COLOR] if "any color" in options else list(options)


def _add(ctx: Ctx, player: Player, added: str) -> None:
    """Put mana into a player's pool (CR 106.4)."""
    if added:
        player.mana.update(mana.parse_pool(added))
        ctx.game.events.append(ManaAdded(player, added))


def add_mana_combination(options: tuple[str, ...], amount: AmountFn) -> EffectFn:
    """Builds "Add two mana in any combination of colors", "Add X mana in any combination of
    {R} and/or {G}": the color of each mana is chosen on its own, so the mana may be of one
    color or of several; X mana is none when X is 0."""

    def run(ctx: Ctx) -> bool:
        choices = _choices(options)
        added = ""
        for _ in range(amount(ctx)):
            picked = choices[0]
            if len(choices) > 1:
                ask = ctx.game.agent.choose
                picked = ask(ctx.game, ctx.controller, "add which mana", choices, 1, 1)[0]
            added += picked
        _add(ctx, ctx.controller, added)
        return True

    return run


def add_mana_to(players: PlayersFn, options: tuple[str, ...], amount: AmountFn) -> EffectFn:
    """Builds "that player adds {G}{G}", "that player adds {C} for each artifact they
    control": the mana goes to that player's pool, not to the ability's controller's; with a
    choice of options ("{R} or {G}") the player who adds the mana chooses."""

    def run(ctx: Ctx) -> bool:
        for player in players(ctx):
            choices = _choices(options)
            picked = choices[0]
            if len(choices) > 1:
                picked = ctx.game.agent.choose(ctx.game, player, "add which mana", choices, 1, 1)[0]
            _add(ctx, player, picked * amount(ctx))
        return True

    return run
