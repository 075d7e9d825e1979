"""Events of the combat phase beyond attacking and blocking themselves: the declaration of
blockers as a whole, which decides which attacking creatures are unblocked (CR 509.1h)."""

from __future__ import annotations

from dataclasses import dataclass

from .events import Event, names
from .state import Obj, Player


@dataclass(slots=True)
class BlockersDeclared(Event):
    """The defending player declared blockers (none, perhaps): ``unblocked`` holds the
    attacking creatures no creature blocks (CR 509.1h)."""

    player: Player
    unblocked: list[Obj]
    kind = "blockers_declared"

    def describe(self) -> str:
        return f"{self.player.name} declares blockers; unblocked: {names(self.unblocked)}."
