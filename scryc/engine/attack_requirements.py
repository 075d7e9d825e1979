"""Goad (CR 701.15): a goaded creature attacks each combat if able, and attacks a player
other than a player who goaded it if able (CR 701.15b). A declaration of attackers must obey
as many of these requirements as a legal declaration could (CR 508.1d).

The engine's attackers all attack one player, so the declarations compared are those against
each opponent in turn: against one, each goaded creature able to attack that player obeys one
requirement by attacking, and one more when that player didn't goad it."""

from __future__ import annotations

from collections.abc import Callable

from . import characteristics as ch
from .state import Game, Obj, Player

#: A rule on a creature: the players its test accepts goaded it (CR 701.15a).
GOADED = "goaded by"

#: Whether a creature may attack a player (restrictions, summoning sickness).
Able = Callable[[Obj, Player], bool]


def goaders(game: Game, obj: Obj) -> list[Player]:
    """The players who goaded the creature (none: it isn't goaded)."""
    tests = [test for how, test in ch.blocking(game, obj) if how == GOADED]
    return [p for p in game.players if any(test(p) for test in tests)]


def check(game: Game, player: Player, attackers: list[Obj], defender: Player, able: Able) -> str:
    """Why the declaration obeys fewer goad requirements than one against another player, or
    with more attackers, would ("" if it obeys as many as any)."""
    goaded = [
        (o, who) for o in game.battlefield if o.controller is player and (who := goaders(game, o))
    ]
    if not goaded:
        return ""
    declared = sum(1 + (defender not in who) for o, who in goaded if o in attackers)
    for other in game.opponents(player):
        best = sum(1 + (other not in who) for o, who in goaded if able(o, other))
        if best > declared:
            return "a goaded creature attacks, a player who didn't goad it, if able (CR 701.15b)"
    return ""
