"""Prevention (CR 615) and regeneration (CR 701.19): the shields that resolved spells and
abilities set up (``game.shields``, ending with the turn) and those static abilities give.

The callers in ``actions`` apply them: damage about to be dealt goes through
:func:`prevent`, a permanent about to be destroyed through :func:`regeneration`.
Prevention effects apply in the order they were created (CR 616.1 lets the affected
player choose; the engine does not ask).
"""

from __future__ import annotations

from . import characteristics as ch
from .abilities import Shield
from .events import Prevented
from .state import Game, Obj, Player

#: The rule that forbids regeneration (CR 701.19c).
CANT_BE_REGENERATED = "can't be regenerated"


def active(game: Game) -> list[Shield]:
    """The shields that apply now: those set up this turn, then those of static abilities."""
    statics = [s for s in ch.static_contributions(game) if isinstance(s, Shield)]
    return [s for s in game.shields if not s.used] + statics


def prevent(
    game: Game, source: Obj, recipient: Obj | Player, amount: int, combat: bool
) -> tuple[int, list[Prevented]]:
    """The damage left of ``amount`` after prevention effects, and what each prevented."""
    notes: list[Prevented] = []
    for shield in active(game):
        if amount <= 0:
            break
        if shield.regenerate or not shield.covers(source, recipient, combat):
            continue
        n = amount if shield.amount is None else min(amount, shield.amount)
        if shield.amount is not None and not shield.each_time:
            shield.amount -= n
            shield.used = shield.amount <= 0
        shield.used = shield.used or shield.once
        if n > 0:
            amount -= n
            notes.append(Prevented(shield.source, source, recipient, n))
    game.shields = [s for s in game.shields if not s.used]
    return amount, notes


def regeneration(game: Game, obj: Obj) -> Shield | None:
    """The regeneration shield that replaces the permanent's destruction now, used up (None:
    it has none, or it can't be regenerated)."""
    if CANT_BE_REGENERATED in ch.rules(game, obj):
        return None
    for shield in active(game):
        if shield.regenerate and shield.covers(None, obj, False):
            shield.used = True
            game.shields = [s for s in game.shields if not s.used]
            return shield
    return None
