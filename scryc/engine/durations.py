""" "For as long as …" durations (CR 611.2b): continuous effects a resolving ability creates
that last while a condition holds ("for as long as you control this creature", "for as long
as this artifact remains tapped"). Each such effect applies only while its condition holds;
once it does not, the effect ends: :func:`end_lapsed` removes it and undoes what it did
(control returns), before state-based actions are checked."""

from __future__ import annotations

from collections.abc import Callable

from .abilities import Continuous
from .state import Game, Obj


def lasting_while(effect: Continuous, holds: Callable[[], bool]) -> Continuous:
    """``effect`` made to apply only while ``holds()``, and to end once it does not."""
    affects = effect.affects

    def while_held(obj: Obj) -> bool:
        return holds() and affects(obj)

    effect.affects = while_held
    effect.lasts_while = holds
    return effect


def end_lapsed(game: Game) -> None:
    """End the "for as long as" effects whose duration is over."""
    over = [e for e in game.effects if e.lasts_while is not None and not e.lasts_while()]
    for effect in over:
        game.effects.remove(effect)
        if effect.on_end is not None:
            effect.on_end()
