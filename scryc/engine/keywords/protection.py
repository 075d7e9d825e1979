"""Protection (CR 702.16), hexproof (CR 702.11) and shroud (CR 702.18).

Protection from a quality is DEBT: Damage from sources with the quality is prevented;
Enchanting or Equipping by such permanents is illegal; Blocking by such creatures is not
allowed (in :mod:`.evasion`); Targeting by such spells and abilities is illegal.
"""

from __future__ import annotations

from .. import characteristics as ch
from ..state import Game, Obj, Player
from . import has_quality


def protected(game: Game, obj: Obj | Player, source: Obj) -> bool:
    """Whether a permanent has protection from a quality ``source`` has (players and other
    zones have none here)."""
    if isinstance(obj, Player) or obj.zone != "battlefield":
        return False
    return has_quality(game, obj, "protection from", source)


def untargetable(game: Game, target: Obj, source: Obj, controller: Player) -> str:
    """Why a spell or ability from ``source`` controlled by ``controller`` can't target a
    permanent ("" if it can)."""
    if target.zone != "battlefield":
        return ""
    kws = ch.keywords(game, target)
    if "shroud" in kws:
        return "shroud (CR 702.18a)"
    opponent = target.controller is not controller
    if opponent and "hexproof" in kws:
        return "hexproof (CR 702.11b)"
    if opponent and has_quality(game, target, "hexproof from", source):
        return "hexproof from a quality of its source (CR 702.11d)"
    if protected(game, target, source):
        return "protection (CR 702.16b)"
    return ""


def prevents_damage(game: Game, source: Obj, recipient: Obj | Player) -> bool:
    """Whether protection prevents the damage ``source`` would deal (CR 702.16e)."""
    return protected(game, recipient, source)


def illegally_attached(game: Game, obj: Obj) -> bool:
    """Whether an Aura or Equipment is attached to a permanent with protection from it
    (CR 702.16c, 702.16d; the state-based actions of CR 704.5m and 704.5n)."""
    host = obj.attached_to
    return host is not None and host.zone == "battlefield" and protected(game, host, obj)
