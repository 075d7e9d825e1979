"""Factories for keyword actions (CR 701) that the text names without spelling out: adapt,
monstrosity, bolster, amass, proliferate and populate."""

from __future__ import annotations

from .. import actions
from .. import characteristics as ch
from ..abilities import AmountFn, Ctx, EffectFn, PlayersFn
from ..events_changes import BecameMonstrous
from ..state import CardDef, Obj, Player


def _creatures(ctx: Ctx, player: Player) -> list[Obj]:
    """The creatures ``player`` controls."""
    game = ctx.game
    return [
        o for o in game.battlefield if o.controller is player and "creature" in ch.types(game, o)
    ]


def _pick(ctx: Ctx, player: Player, prompt: str, options: list[Obj]) -> Obj | None:
    """One of ``options``, chosen by ``player`` (None when there are none)."""
    if len(options) <= 1:
        return options[0] if options else None
    return ctx.game.agent.choose(ctx.game, player, prompt, options, 1, 1)[0]


def adapt(amount: AmountFn, monstrous: bool = False) -> EffectFn:
    """Builds "Adapt N" (CR 701.46a: if this permanent has no +1/+1 counters on it, put N
    +1/+1 counters on it) or, with ``monstrous``, "Monstrosity N" (CR 701.37a: if it isn't
    monstrous, put N +1/+1 counters on it and it becomes monstrous)."""

    def run(ctx: Ctx) -> bool:
        permanent = ctx.source
        if permanent.zone != "battlefield":
            return False
        if permanent.monstrous if monstrous else permanent.counters["+1/+1"]:
            return False
        n = amount(ctx)
        actions.add_counters(ctx.game, permanent, "+1/+1", n)
        if monstrous:
            permanent.monstrous = True
            actions.emit(ctx.game, BecameMonstrous(permanent, n))
        return True

    return run


def _grow_one(ctx: Ctx, player: Player, prompt: str, options: list[Obj], n: int) -> bool:
    """The player chooses one of ``options`` and puts ``n`` +1/+1 counters on it."""
    chosen = _pick(ctx, player, prompt, options)
    return chosen is not None and actions.add_counters(ctx.game, chosen, "+1/+1", n) > 0


def bolster(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "Bolster N" (CR 701.39a): the player chooses a creature with the least
    toughness among creatures they control and puts N +1/+1 counters on it."""

    def run(ctx: Ctx) -> bool:
        done = False
        for player in players(ctx):
            creatures = _creatures(ctx, player)
            least = min((ch.toughness(ctx.game, o) for o in creatures), default=0)
            weakest = [o for o in creatures if ch.toughness(ctx.game, o) == least]
            done |= _grow_one(ctx, player, "bolster", weakest, amount(ctx))
        return done

    return run


def amass(players: PlayersFn, amount: AmountFn, army: CardDef) -> EffectFn:
    """Builds "Amass N" (CR 701.47a): if the player controls no Army creature, they create a
    0/0 black Zombie Army creature token first; then they put N +1/+1 counters on an Army
    creature they control."""

    def run(ctx: Ctx) -> bool:
        done = False
        for player in players(ctx):
            armies = [o for o in _creatures(ctx, player) if "Army" in ch.subtypes(ctx.game, o)]
            if not armies:
                made = actions.create(ctx.game, army, player)
                armies = [made] if made is not None else []
            done |= _grow_one(ctx, player, "amass", armies, amount(ctx))
        return done

    return run


def proliferate(players: PlayersFn) -> EffectFn:
    """Builds "Proliferate" (CR 701.27a): the player chooses any number of permanents and/or
    players that have counters, then gives each another counter of each kind already
    there."""

    def run(ctx: Ctx) -> bool:
        game = ctx.game
        done = False
        for player in players(ctx):
            present = [*game.battlefield, *(p for p in game.players if not p.lost)]
            having = [t for t in present if +t.counters]
            chosen = game.agent.choose(game, player, "proliferate", having, 0, len(having))
            for t in chosen:
                for kind in sorted(k for k, n in t.counters.items() if n > 0):
                    done |= actions.add_counters(game, t, kind, 1) > 0
        return done

    return run


def populate(players: PlayersFn) -> EffectFn:
    """Builds "Populate" (CR 701.30a): the player chooses a creature token they control and
    creates a token that's a copy of it (nothing happens if they control none, 701.30b)."""

    def run(ctx: Ctx) -> bool:
        done = False
        for player in players(ctx):
            tokens = [o for o in _creatures(ctx, player) if o.token]
            chosen = _pick(ctx, player, "populate", tokens)
            done |= chosen is not None and actions.create(ctx.game, chosen.card, player) is not None
        return done

    return run
