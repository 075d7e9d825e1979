"""Face-down permanents: morph and megamorph (CR 702.37, 708), manifested cards (CR 701.40).

A card with morph may be cast face down as a 2/2 creature spell with no text, no name, no
subtypes, no color and no mana cost, for {3} rather than its mana cost (CR 702.37c); the
permanent stays face down until its controller turns it face up by paying its morph cost,
a special action that doesn't use the stack (CR 702.37e, 116.2b). A megamorph creature gets
a +1/+1 counter as it is turned face up (CR 702.37b).

A face-down spell or permanent is an object whose ``card`` is :data:`FACE_DOWN` and whose
``face_down`` holds the card it is (CR 708.2); turning it face up gives it that card back:
the same object, with its counters, damage and the effects that apply to it (CR 708.8).
Anywhere but the stack and the battlefield the card is face up again (CR 708.9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import characteristics as ch
from .. import mana
from ..abilities import CompiledCard
from ..actions import RulesError, add_counters, emit
from ..events import Event, Paid
from ..state import CardDef, Game, Obj, Player

#: The keywords that let a card be cast face down, with what it costs to cast that way.
FACE_DOWN_COSTS = {"morph": "{3}", "megamorph": "{3}"}
#: The face-down 2/2 (CR 708.2a): no name under the rules (the trace calls it by this label,
#: which no card bears), no mana cost, colorless, a creature with no subtypes or abilities.
FACE_DOWN = CardDef("face-down creature", CompiledCard(), "", "Creature", 2, 2, None, frozenset())


@dataclass(slots=True)
class TurnedFaceUp(Event):
    """A face-down permanent was turned face up (CR 702.37e)."""

    player: Player
    obj: Obj
    kind = "turned_face_up"

    def describe(self) -> str:
        return f"{self.player.name} turns a face-down creature face up: {self.obj.name}."


def face_down_way(card: CardDef, extras: Sequence[str]) -> str | None:
    """Which face-down keyword ``extras`` cast the card with ("morph"), if any; a
    :class:`RulesError` when it has no such keyword or asks for two."""
    ways = [e for e in extras if e in FACE_DOWN_COSTS]
    if not ways:
        return None
    if len(ways) > 1 or ch.keyword_cost(card, ways[0]) is None:
        raise RulesError(f"{card.name} can't be cast face down with {' and '.join(ways)}")
    return ways[0]


def face_up_cost(obj: Obj) -> tuple[str, str] | None:
    """How a face-down permanent can be turned face up, as (way, cost): its morph or
    megamorph cost; for a manifested creature card, its mana cost (CR 701.40b-c)."""
    card = obj.face_down
    if card is None:
        return None
    for way in FACE_DOWN_COSTS:
        cost = ch.keyword_cost(card, way)
        if cost is not None:
            return way, cost
    if obj.manifested and "creature" in card.types:
        return "manifest", card.mana_cost
    return None


def turn_face_up(game: Game, player: Player, obj: Obj) -> None:
    """Turn a face-down permanent its controller controls face up by paying its morph (or
    megamorph) cost, or a manifested creature card's mana cost: a special action, any time
    that player has priority (CR 702.37e, 701.40b, 116.2b); it doesn't use the stack, so it
    can't be responded to."""
    card = obj.face_down
    if obj.zone != "battlefield" or card is None:
        raise RulesError(f"{obj.name} is not a face-down permanent")
    if obj.controller is not player:
        raise RulesError(f"{player.name} doesn't control {obj.name}")
    found = face_up_cost(obj)
    if found is None:
        raise RulesError(f"{player.name} can't turn it face up: it has no morph cost")
    way, cost = found
    left = mana.pay(player.mana, cost)
    if left is None:
        raise RulesError(f"{player.name} can't pay {cost} to turn it face up")
    player.mana = left
    game.events.append(Paid(player, cost))
    obj.card, obj.face_down, obj.manifested = card, None, False
    emit(game, TurnedFaceUp(player, obj))
    if way == "megamorph":  # CR 702.37b
        add_counters(game, obj, "+1/+1", 1)


def face_down_permanents(game: Game, player: Player) -> list[Obj]:
    """The face-down permanents the player controls."""
    return [o for o in game.battlefield if o.face_down is not None and o.controller is player]
