"""Events that have no event of their own elsewhere: a permanent becoming monstrous (CR
701.37b), a permanent tapped for mana (CR 106.12)."""

from __future__ import annotations

from dataclasses import dataclass

from .events import Event
from .state import Obj, Player


@dataclass(slots=True)
class BecameMonstrous(Event):
    """A permanent became monstrous (CR 701.37b); ``x`` is the N of the monstrosity that made
    it so, which its other abilities call X (CR 701.37c)."""

    obj: Obj
    x: int
    kind = "became_monstrous"

    def describe(self) -> str:
        return f"{self.obj.name} becomes monstrous."


@dataclass(slots=True)
class TappedForMana(Event):
    """A player activated a mana ability of a permanent with {T} in its cost: they tapped it
    for mana (CR 106.12)."""

    player: Player
    obj: Obj
    kind = "tapped_for_mana"

    def describe(self) -> str:
        return f"{self.player.name} taps {self.obj.name} for mana."
