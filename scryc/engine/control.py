"""Control-changing effects (layer 2, CR 613.1b): "You control enchanted creature" (a static
ability), "Gain control of target creature [until end of turn / for as long as …]" (a
resolved effect). Each is a continuous effect whose ``control`` is the player who gains
control; among those that apply to a permanent, the latest (timestamp order, CR 613.7)
decides its controller. A permanent no longer under any gets back the controller it had
before the first one applied.

:func:`apply_control` brings every permanent's controller up to date: when such an effect
is created, after a permanent enters or leaves the battlefield, as effects end, and before
state-based actions are checked."""

from __future__ import annotations

from . import characteristics as ch
from .state import Game, Player


def apply_control(game: Game) -> None:
    """Give each permanent the controller the control-changing effects say it has now."""
    effects = sorted(
        (e for e in ch.continuous(game) if e.control is not None), key=lambda e: e.timestamp
    )
    wanted: dict[int, Player] = {}
    for effect in effects:
        assert effect.control is not None
        for obj in game.battlefield:
            if effect.affects(obj):
                wanted[obj.id] = effect.control
    held = game.held_control
    here = {obj.id for obj in game.battlefield}
    for gone in [i for i in held if i not in here]:  # a new object elsewhere (CR 400.7)
        del held[gone]
    for obj in game.battlefield:
        if obj.id in wanted:
            held.setdefault(obj.id, obj.controller)
            obj.controller = wanted[obj.id]
        elif obj.id in held:
            obj.controller = held.pop(obj.id)
