"""Rules about players: what they can't do (CR 101.2: a "can't" wins over a "can"): cast or
play some cards (CR 601.2, 305.1), gain life (CR 119.7), lose or win the game (CR 104.3,
104.2); and what they may do beyond the usual: play additional lands (CR 305.2), keep more
cards than the maximum hand size (CR 402.2). A rule comes from a static ability (while its
permanent is on the battlefield) or from a resolved effect ("Target player can't cast spells
this turn"), which ends with the turn."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import characteristics as ch
from .events import Moved, this_turn
from .state import Game, Obj, Player

#: The actions a rule forbids, as the AST names them.
ACTIONS = ("cast", "play", "gain life", "win the game", "lose the game")
#: What a rule allows beyond the usual: ``amount`` more land plays each turn (CR 305.2); no
#: maximum hand size (CR 402.2).
LAND_PLAYS, NO_MAXIMUM = "play additional lands", "no maximum hand size"
#: The maximum hand size (CR 402.2).
MAXIMUM_HAND_SIZE = 7


@dataclass(slots=True, eq=False)
class PlayerRule:
    """ "<players> can't <action> [<cards>]": ``applies`` tests the card (the spell it would
    become, for casting); None when the rule names no cards."""

    source: Obj
    players: tuple[Player, ...]
    action: str
    applies: Callable[[Obj], bool] | None = None
    until_end_of_turn: bool = False
    #: How many more land plays (``LAND_PLAYS``).
    amount: int = 0


def player_rules(game: Game) -> list[PlayerRule]:
    """The rules about players that apply now: resolved effects' and static abilities'."""
    static = [r for r in ch.static_contributions(game) if isinstance(r, PlayerRule)]
    return game.player_rules + static


def rule_source(game: Game, player: Player, action: str, card: Obj | None = None) -> str:
    """The name of the source of a rule about ``player`` and the action (with ``card``): one
    that forbids it, or one that allows more ("no maximum hand size"); "" if none."""
    for rule in player_rules(game):
        if player not in rule.players or rule.action != action:
            continue
        if card is None or rule.applies is None or rule.applies(card):
            return rule.source.name
    return ""


def cant_cast(game: Game, player: Player, card: Obj) -> str:
    """Why ``player`` can't cast ``card`` (a rule on casting or playing it, asked of the
    spell it would become: "creature spells"), or ""."""
    spell = Obj(card.id, card.card, card.owner, player, "stack")  # not put anywhere
    return rule_source(game, player, "cast", spell) or rule_source(game, player, "play", spell)


def cant_gain_life(game: Game, player: Player) -> bool:
    """ "<player> can't gain life" (CR 119.7): no effect makes them gain life."""
    return bool(rule_source(game, player, "gain life"))


def cant_lose(game: Game, player: Player) -> bool:
    """ "<player> can't lose the game" (CR 104.3): neither a state-based action nor an
    effect makes them lose."""
    return bool(rule_source(game, player, "lose the game"))


def cant_win(game: Game, player: Player) -> bool:
    """ "<player> can't win the game": an effect that says they win does nothing."""
    return bool(rule_source(game, player, "win the game"))


def land_plays_left(game: Game, player: Player) -> int:
    """How many more lands the player may play this turn: one, and the additional land
    plays the rules allow, less the lands played this turn (CR 305.2)."""
    allowed = 1 + sum(
        r.amount for r in player_rules(game) if r.action == LAND_PLAYS and player in r.players
    )
    played = sum(
        isinstance(e, Moved) and e.cause == "played" and e.obj.controller is player
        for e in this_turn(game.events)
    )
    return allowed - played


def maximum_hand_size(game: Game, player: Player) -> int | None:
    """The player's maximum hand size: seven, or None when a rule says they have none."""
    return None if rule_source(game, player, NO_MAXIMUM) else MAXIMUM_HAND_SIZE


def end_of_turn(game: Game) -> None:
    """Cleanup (CR 514.2): the rules that last "this turn" end."""
    game.player_rules = [r for r in game.player_rules if not r.until_end_of_turn]
