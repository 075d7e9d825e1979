"""Events of changes a permanent goes through that have no event of their own elsewhere:
becoming monstrous (CR 701.37b)."""

from __future__ import annotations

from dataclasses import dataclass

from .events import Event
from .state import Obj


@dataclass(slots=True)
class BecameMonstrous(Event):
    """A permanent became monstrous (CR 701.37b); ``x`` is the N of the monstrosity that made
    it so, which its other abilities call X (CR 701.37c)."""

    obj: Obj
    x: int
    kind = "became_monstrous"

    def describe(self) -> str:
        return f"{self.obj.name} becomes monstrous."
