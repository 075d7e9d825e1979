"""Factories for players: who an instruction is about (you, each opponent, a chosen player,
an object's owner or controller), and tests of a player."""

from __future__ import annotations

from ..abilities import CondFn, Ctx, ObjectsFn, PlayerPred, PlayersFn
from ..events import Attacked, this_turn
from ..state import Player


def you() -> PlayersFn:
    """The controller of the spell or ability."""

    def players(ctx: Ctx) -> list[Player]:
        return [ctx.controller]

    return players


def acting() -> PlayersFn:
    """Inside "each player may …": the players who chose to."""

    def players(ctx: Ctx) -> list[Player]:
        return list(ctx.acting) if ctx.acting is not None else [ctx.controller]

    return players


def each_player() -> PlayersFn:
    """Every player in the game, APNAP order."""

    def players(ctx: Ctx) -> list[Player]:
        return [p for p in ctx.game.apnap() if not p.lost]

    return players


def each_opponent() -> PlayersFn:
    """Every opponent of the controller."""

    def players(ctx: Ctx) -> list[Player]:
        return ctx.game.opponents(ctx.controller)

    return players


def each_other_player() -> PlayersFn:
    """ "each other player": every player in the game but the controller, APNAP order."""

    def players(ctx: Ctx) -> list[Player]:
        return [p for p in ctx.game.apnap() if not p.lost and p is not ctx.controller]

    return players


def you_and(others: PlayersFn) -> PlayersFn:
    """ "you and that player", "you and target opponent": the controller, then the others."""

    def players(ctx: Ctx) -> list[Player]:
        return [ctx.controller, *(p for p in others(ctx) if p is not ctx.controller)]

    return players


def defending_player() -> PlayersFn:
    """ "defending player": the player attacked in this turn's combat, or the one attackers
    are being declared against (CR 506.2; none outside combat)."""

    def players(ctx: Ctx) -> list[Player]:
        if ctx.game.declaring_against is not None:
            return [ctx.game.declaring_against]
        attacked = [e for e in this_turn(ctx.game.events) if isinstance(e, Attacked)]
        in_combat = any(o.attacking for o in ctx.game.battlefield)
        return [attacked[-1].defender] if attacked and in_combat else []

    return players


def chosen_player(opponents_only: bool, at_random: bool = False) -> PlayersFn:
    """Builds "an opponent" / "a player": the controller chooses one (not a target), or the
    game's seeded random source does ("an opponent chosen at random")."""

    def players(ctx: Ctx) -> list[Player]:
        pool = ctx.game.opponents(ctx.controller) if opponents_only else ctx.game.apnap()
        if at_random:
            return [ctx.game.rng.choice(pool)] if pool else []
        prompt = "choose an opponent" if opponents_only else "choose a player"
        return ctx.game.agent.choose(ctx.game, ctx.controller, prompt, pool, 1, 1) if pool else []

    return players


def players_in(objects: ObjectsFn) -> PlayersFn:
    """The players among selected targets or bound objects ("target player", "that player")."""

    def players(ctx: Ctx) -> list[Player]:
        return [t for t in objects(ctx, ctx.controller) if isinstance(t, Player) and not t.lost]

    return players


def owner_of(objects: ObjectsFn) -> PlayersFn:
    """The owners of objects (players stand for themselves)."""
    return _players_of(objects, "owner")


def controller_of(objects: ObjectsFn) -> PlayersFn:
    """The controllers of objects (players stand for themselves)."""
    return _players_of(objects, "controller")


def _players_of(objects: ObjectsFn, role: str) -> PlayersFn:
    """The player each object has in ``role`` ("owner", "controller"), each once, in order."""

    def players(ctx: Ctx) -> list[Player]:
        found: list[Player] = []
        for t in objects(ctx, ctx.controller):
            p = t if isinstance(t, Player) else getattr(t, role)
            if p not in found:
                found.append(p)
        return found

    return players


def is_you() -> PlayerPred:
    """Trigger test: the player is the ability's controller."""

    def test(ctx: Ctx, player: Player) -> bool:
        return player is ctx.controller

    return test


def is_opponent() -> PlayerPred:
    """Trigger test: the player is an opponent of the ability's controller."""

    def test(ctx: Ctx, player: Player) -> bool:
        return player is not ctx.controller

    return test


def is_defending() -> PlayerPred:
    """Test: the player is the defending player (see :func:`defending_player`)."""
    defending = defending_player()

    def test(ctx: Ctx, player: Player) -> bool:
        return player in defending(ctx)

    return test


def is_among(players: PlayersFn) -> PlayerPred:
    """Test: the player is one of ``players`` as they are now ("the upkeep of enchanted
    creature's controller")."""

    def test(ctx: Ctx, player: Player) -> bool:
        return player in players(ctx)

    return test


def any_player() -> PlayerPred:
    """Trigger test: any player."""

    def test(ctx: Ctx, player: Player) -> bool:
        return True

    return test


def has_more(quantity: str, you_first: bool, others: PlayerPred, every: bool) -> CondFn:
    """Builds "you have more cards in hand than each opponent" (every one, ``every``), "… more
    life than an opponent", "an opponent has more life than you" (``you_first`` False): your
    life total or hand size against each other player's that ``others`` names."""

    def value(player: Player) -> int:
        return player.life if quantity == "life" else len(player.hand)

    def test(ctx: Ctx) -> bool:
        mine = value(ctx.controller)
        named = [p for p in ctx.game.apnap() if not p.lost and others(ctx, p)]
        met = [mine > value(p) if you_first else value(p) > mine for p in named]
        return bool(met) and (all(met) if every else any(met))

    return test
