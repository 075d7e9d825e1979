"""Exert (CR 701.43): "You may exert this creature as it attacks. When you do, …" is an
optional cost to attack (CR 508.1g, 701.43d), chosen as attackers are declared; the "when
you do" ability linked to it triggers then. An exerted permanent doesn't untap during its
controller's next untap step (CR 701.43a), however often it was exerted (CR 701.43b)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import characteristics as ch
from ..abilities import Ctx, EffectFn
from ..actions import emit
from ..events import Event
from ..state import Game, Obj, Player


@dataclass(slots=True, frozen=True)
class AsAttacks:
    """An action a player may take as the creature itself is declared as an attacker
    ("You may exert ~ as it attacks. When you do, …")."""

    effect: EffectFn
    text: str = ""


@dataclass(slots=True)
class Exerted(Event):
    """A player exerted a permanent."""

    player: Player
    obj: Obj
    kind = "exerted"

    def describe(self) -> str:
        return f"{self.player.name} exerts {self.obj.name}."


def exert(game: Game, player: Player, obj: Obj) -> bool:
    """Exert a permanent: it skips its controller's next untap step (once, however many
    times it is exerted before then); one that isn't on the battlefield can't be (CR
    701.43c)."""
    if obj.zone != "battlefield":
        return False
    obj.skip_untaps = max(obj.skip_untaps, 1)
    emit(game, Exerted(player, obj))
    return True


def as_attacks(game: Game, player: Player, attackers: list[Obj]) -> None:
    """The optional costs to attack of the declared attackers (CR 508.1g): each one's
    controller chooses whether to take the action; what it links to triggers then."""
    for obj in attackers:
        for ability in ch.abilities(game, obj):
            if isinstance(ability, AsAttacks):
                ability.effect(Ctx(game, obj, player))
