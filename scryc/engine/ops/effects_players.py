"""Factories for effects on players, their libraries, hands and life: scry, surveil, draw,
discard, mill, life, payments, shuffling, searching, revealing and looking. A built effect runs
with a :class:`Ctx` and returns whether it happened (what a later "if you do" asks)."""

from __future__ import annotations

from .. import actions, mana, player_rules
from .. import characteristics as ch
from ..abilities import (
    AmountFn,
    Ctx,
    EffectFn,
    ObjectsFn,
    PlayersFn,
    Pred,
    Target,
)
from ..events import CountersChanged, Looked, Paid, PlayerLost
from ..state import Obj
from .base import move_each, objs, store
from .effects_lasting import COLORS


def scry(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "scry N" (CR 701.22); several players scry at once."""

    def run(ctx: Ctx) -> bool:
        return bool(actions.scry(ctx.game, players(ctx), amount(ctx)))

    return run


def surveil(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "surveil N" (CR 701.25)."""

    def run(ctx: Ctx) -> bool:
        return bool(actions.surveil(ctx.game, players(ctx), amount(ctx)))

    return run


def draw(players: PlayersFn, amount: AmountFn, slot: int | None = None) -> EffectFn:
    """Builds "draw N cards" (keeping the cards drawn in ``slot``: "… and reveal it")."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        drawn = [card for p in players(ctx) for card in actions.draw(ctx.game, p, n)]
        store(ctx, slot, list(drawn))
        return bool(drawn)

    return run


def discard(
    players: PlayersFn,
    amount: AmountFn | None,
    objects: ObjectsFn | None,
    slot: int | None,
    random: bool = False,
) -> EffectFn:
    """Builds "discard N cards" (the player chooses, or the game's seeded random source
    "at random") or "discard <cards>"."""

    def run(ctx: Ctx) -> bool:
        found: list[Obj] = []
        for p in players(ctx):
            if objects is not None:
                found += [c for c in objs(objects(ctx, p)) if c.zone == "hand" and c.owner is p]
            else:
                n = min(amount(ctx) if amount is not None else 1, len(p.hand))
                if random:
                    found += ctx.game.rng.sample(list(p.hand), n)
                    continue
                prompt = f"discard {n} card{'s' * (n != 1)}"
                found += ctx.game.agent.choose(ctx.game, p, prompt, list(p.hand), n, n)
        return move_each(ctx, found, "graveyard", slot, "discarded")

    return run


def mill(players: PlayersFn, amount: AmountFn, slot: int | None = None) -> EffectFn:
    """Builds "mill N cards"; with ``slot``, the milled cards are kept there ("If a land card
    was milled this way")."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        milled = [card for p in players(ctx) for card in actions.mill(ctx.game, p, n)]
        store(ctx, slot, milled)
        return bool(milled)

    return run


def gain_life(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "gain N life"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        for p in players(ctx):
            actions.change_life(ctx.game, p, n)
        return n > 0

    return run


def double_life(players: PlayersFn) -> EffectFn:
    """Builds "double your life total": each player gains (or, below zero, loses) the life it
    takes to make their life total twice what it was (CR 701.10d)."""

    def run(ctx: Ctx) -> bool:
        changed = False
        for p in players(ctx):
            changed |= p.life != 0
            actions.change_life(ctx.game, p, p.life)
        return changed

    return run


def lose_life(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "lose N life"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        for p in players(ctx):
            actions.change_life(ctx.game, p, -n)
        return n > 0

    return run


def extra_turn(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "take an extra turn after this one" (CR 500.7)."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        for p in players(ctx):
            ctx.game.extra_turns.extend([p] * n)
        return n > 0

    return run


def pay_life(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "pay N life": only if the player has that much (CR 119.4)."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        paid = False
        for p in players(ctx):
            if p.life >= n:
                actions.change_life(ctx.game, p, -n)
                ctx.game.events.append(Paid(p, f"{n} life"))
                paid = True
        return paid

    return run


def pay_mana(players: PlayersFn, symbols: str) -> EffectFn:
    """Builds "pay {2}" from the mana pool, or "pay {E}" from energy; false if it can't be paid."""
    energy = mana.symbols(symbols).count("E")

    def run(ctx: Ctx) -> bool:
        for p in players(ctx):
            if energy:
                if p.energy < energy:
                    return False
                p.energy -= energy
            else:
                left = mana.pay(p.mana, symbols)
                if left is None:
                    return False
                p.mana = left
            ctx.game.events.append(Paid(p, symbols))
        return True

    return run


def gain_energy(players: PlayersFn, symbols: str) -> EffectFn:
    """Builds "you get {E}{E}"."""
    n = mana.symbols(symbols).count("E")

    def run(ctx: Ctx) -> bool:
        for p in players(ctx):
            p.energy += n
            actions.emit(ctx.game, CountersChanged(p, "energy", n))
        return True

    return run


def shuffle(players: PlayersFn) -> EffectFn:
    """Builds "shuffle your library"."""

    def run(ctx: Ctx) -> bool:
        for p in players(ctx):
            actions.shuffle(ctx.game, p)
        return True

    return run


def search(players: PlayersFn, pred: Pred, count: AmountFn | None, slot: int | None) -> EffectFn:
    """Builds "search your library for a … card": up to that many (a search may fail to find,
    CR 701.23b); a ``count`` of None is "any number of" them."""

    def run(ctx: Ctx) -> bool:
        found: list[Target] = []
        for p in players(ctx):
            options = [c for c in p.library if pred(ctx, c)]
            n = len(options) if count is None else min(count(ctx), len(options))
            prompt = "search for a card"
            found.extend(ctx.game.agent.choose(ctx.game, p, prompt, options, 0, n))
        store(ctx, slot, found)
        return bool(found)

    return run


def reveal(objects: ObjectsFn, slot: int | None, players: PlayersFn | None = None) -> EffectFn:
    """Builds "[<player>] reveal(s) <cards>"; "revealed this way" reads them."""

    def run(ctx: Ctx) -> bool:
        revealers = players(ctx) if players is not None else [ctx.controller]
        if not revealers:  # the player who would reveal is gone (an illegal target)
            store(ctx, slot, [])
            return False
        cards = objs(objects(ctx, ctx.controller))
        ctx.revealed = cards
        store(ctx, slot, cards)
        if cards:
            actions.reveal(ctx.game, revealers[0], cards)
        return bool(cards)

    return run


def look_at(objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "look at <cards>"."""

    def run(ctx: Ctx) -> bool:
        cards = objs(objects(ctx, ctx.controller))
        store(ctx, slot, cards)
        if cards:
            ctx.game.events.append(Looked(ctx.controller, cards, "look"))
        return bool(cards)

    return run


def choose_objects(
    objects: ObjectsFn, slot: int | None, players: PlayersFn | None = None
) -> EffectFn:
    """Builds "Choose target creature": binds the choice for later steps; with ``players``
    ("Target opponent chooses a creature they control"), each of them chooses, in APNAP
    order."""

    def run(ctx: Ctx) -> bool:
        choosers = ctx.game.apnap(players(ctx)) if players is not None else [ctx.controller]
        found = [o for p in choosers for o in objects(ctx, p)]
        store(ctx, slot, found)
        return bool(found)

    return run


def choose_as_entering(value: str) -> EffectFn:
    """Builds "choose a color" / "choose a creature type" done as this permanent enters
    (CR 614.12): its controller chooses, and the permanent keeps the choice for its other
    abilities to read ("the chosen color", CR 607.2)."""
    options = COLORS if value == "color" else tuple(sorted(ch.CREATURE_TYPES))

    def run(ctx: Ctx) -> bool:
        game = ctx.game
        ctx.source.chosen[value] = game.agent.choose(
            game, ctx.controller, f"choose a {value}", options, 1, 1
        )[0]
        return True

    return run


def game_result(players: PlayersFn, win: bool) -> EffectFn:
    """Builds "<player> loses the game" (CR 104.3e) or "<player> wins the game" (CR 104.2b):
    a player who wins does so as each of their opponents loses (CR 104.2a); a player who
    can't win or can't lose doesn't (CR 104.3, 101.2)."""

    def run(ctx: Ctx) -> bool:
        game = ctx.game
        named = players(ctx)
        if win:
            named = [p for p in named if not player_rules.cant_win(game, p)]
        losers = [o for p in named for o in game.opponents(p)] if win else named
        reason = "an opponent won by an effect" if win else "an effect"
        done = False
        for p in dict.fromkeys(losers):
            if not p.lost and not player_rules.cant_lose(game, p):
                p.lost = done = True
                actions.emit(ctx.game, PlayerLost(p, reason))
        return done

    return run
