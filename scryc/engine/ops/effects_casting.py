"""Factories for effects about casting spells: casting one as the effect resolves ("you may
cast a spell with mana value 4 or less from your hand without paying its mana cost", CR
608.2g, 118.9), and mana that may pay only for some spells ("Spend this mana only to cast a
creature spell", CR 106.6)."""

from __future__ import annotations

from ..abilities import Ctx, EffectFn, ObjectsFn, Permission, Pred
from ..actions import RulesError
from ..restricted_mana import restrict_last_added
from ..state import Game, Obj
from .base import store


def cast_free(objects: ObjectsFn, slot: int | None = None) -> EffectFn:
    """Cast one of the cards without paying its mana cost, as the effect resolves: timing
    is ignored, other restrictions are not (CR 608.2g); a card that can't be cast (no legal
    target, a restriction) is not. The spell is kept in ``slot`` ("that spell"). Whether a
    spell was cast."""
    from ..casting import cast  # casting reads the compiled cards these effects are part of

    def run(ctx: Ctx) -> bool:
        game, player = ctx.game, ctx.controller
        options = [
            o
            for o in objects(ctx, player)
            if isinstance(o, Obj) and o.zone and "land" not in o.card.types
        ]
        prompt = "cast a spell without paying its mana cost"
        for card in game.agent.choose(game, player, prompt, options, 0, min(len(options), 1)):
            try:
                item = cast(game, player, card, free=True, by_effect=True)
            except RulesError:
                return False
            store(ctx, slot, [item.source])
            return True
        return False

    return run


def spend_only(spells: Pred) -> EffectFn:
    """ "Spend this mana only to cast a creature spell": the mana the step before added may
    pay only for spells ``spells`` accepts (asked as the ability's source sees them)."""

    def run(ctx: Ctx) -> bool:
        source, controller = ctx.source, ctx.controller

        def allows(game: Game, spell: Obj) -> bool:
            return spells(Ctx(game, source, controller), spell)

        return restrict_last_added(ctx.game, controller, allows) > 0

    return run


def flash_permission(spells: Pred) -> EffectFn:
    """ "You may cast creature spells this turn as though they had flash" (CR 702.8a): a
    permission of timing for the turn, for spells ``spells`` accepts."""

    def run(ctx: Ctx) -> bool:
        def applies(spell: Obj, c: Ctx = ctx) -> bool:
            return spells(c, spell)

        permission = Permission(ctx.source, ctx.controller, applies, True, True, as_flash=True)
        ctx.game.permissions.append(permission)
        return True

    return run
