"""Tapping a permanent for mana (CR 106.12) and the triggered mana abilities it triggers:
"Whenever you tap a Swamp for mana, add an additional {B}" doesn't use the stack; it
resolves right after the mana ability that triggered it (CR 605.1b, 605.4a). Other
abilities that trigger on it ("Whenever a player taps a land for mana, ~ deals 1 damage to
that player") go on the stack as usual."""

from __future__ import annotations

from .abilities import TriggeredAbility
from .actions import emit
from .events_changes import TappedForMana
from .state import Game, Obj, Player
from .targeting import context


def tapped_for_mana(game: Game, player: Player, obj: Obj) -> None:
    """``player`` tapped ``obj`` for mana: record it, then resolve the triggered mana
    abilities it triggered."""
    emit(game, TappedForMana(player, obj))
    now = [i for i in game.pending if isinstance(i.ability, TriggeredAbility) and i.ability.mana]
    for item in now:
        game.pending.remove(item)
        assert isinstance(item.ability, TriggeredAbility)
        item.ability.body.effect(context(game, item))
