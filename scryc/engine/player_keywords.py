"""Keywords players have from static abilities: "You have hexproof", "You have shroud"
(CR 702.11c, 702.18a): a player with shroud can't be the target of spells or abilities, one
with hexproof can't be the target of those its opponents control."""

from __future__ import annotations

from dataclasses import dataclass

from . import characteristics as ch
from .state import Game, Obj, Player

#: The keywords a player can have here.
PLAYER_KEYWORDS = frozenset({"hexproof", "shroud"})


@dataclass(slots=True, eq=False)
class PlayerKeywords:
    """What a static ability gives a player ("You have hexproof")."""

    source: Obj
    player: Player
    keywords: frozenset[str]


def player_keywords(game: Game, player: Player) -> frozenset[str]:
    """The keywords the player has now."""
    found = [c for c in ch.static_contributions(game) if isinstance(c, PlayerKeywords)]
    return frozenset().union(*(c.keywords for c in found if c.player is player))


def untargetable_player(game: Game, player: Player, controller: Player) -> str:
    """Why a spell or ability ``controller`` controls can't target ``player`` ("" if it
    can)."""
    kws = player_keywords(game, player)
    if "shroud" in kws:
        return "shroud (CR 702.18a)"
    if "hexproof" in kws and player is not controller:
        return "hexproof (CR 702.11c)"
    return ""
