"""Umbra armor, once printed "totem armor" (CR 702.89): "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." A replacement of
the permanent's destruction, applied before regeneration (the affected object's controller
chooses the order, CR 616.1; the engine lets the Aura save it first)."""

from __future__ import annotations

from .. import characteristics as ch
from ..events import Replaced
from ..state import Game, Obj

#: The keyword's names, new and old (CR 702.89b).
NAMES = frozenset({"umbra armor", "totem armor"})


def saved_by_umbra(game: Game, obj: Obj) -> bool:
    """Whether an Aura with umbra armor attached to ``obj`` replaces its destruction: the
    damage marked on it is removed (deathtouch damage too) and the Aura is destroyed
    instead (an indestructible or regenerated Aura stays, and the permanent is still
    saved)."""
    from ..actions import emit, move, regenerated  # actions calls this module

    umbras = [
        aura
        for aura in game.battlefield
        if aura.attached_to is obj and NAMES & ch.keywords(game, aura)
    ]
    if not umbras:
        return False
    aura = umbras[0]
    if len(umbras) > 1:
        labels = [f"{a.name} (#{a.id})" for a in umbras]
        picked = game.agent.choose(game, obj.controller, "which umbra armor applies", labels, 1, 1)
        aura = umbras[labels.index(picked[0])]
    obj.damage, obj.deathtouched = 0, False
    instead = f"its damage removed and {aura.name} destroyed"
    emit(game, Replaced(aura, f"{obj.name} being destroyed", instead))
    if "indestructible" not in ch.keywords(game, aura) and not regenerated(game, aura):
        move(game, aura, "graveyard", cause="destroyed")
    return True
