"""Triggers on what one object does or undergoes, as Forge's ``T:`` parameters
(``docs/Card-scripting-API/Triggers.md``): attacking while saddled (``IsSaddled``) or
unblocked (``AttackerUnblocked``), being turned face up (``TurnFaceUp``), a counter removed
from it (``CounterRemoved``), and the keyword actions it takes on another object
(``Crewed``, ``Enlisted``), and being tapped by you (``Taps``)."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .objects import card_valid, with_property
from .refusal import Refused
from .step import counter_kind

_ON_BATTLEFIELD = {"TriggerZones": "Battlefield"}
#: A keyword action one object takes on another: Forge's mode, the parameter naming the
#: object acting, and the object acted on as the keyword defines it (CR 702.122, 702.154).
_ACTIONS = {
    "crew": ("Crewed", "ValidCrew", "vehicle"),
    "enlist": ("Enlisted", "ValidCard", "creature"),
}


def object_trigger(trigger: Node) -> dict[str, str] | None:
    """The ``T:`` parameters of a trigger on one object's event; None for another trigger."""
    if isinstance(trigger, ast.Attacks) and trigger.saddled:
        return _saddled(trigger)
    if isinstance(trigger, ast.Attacks) and trigger.unblocked:
        return _unblocked(trigger)
    if isinstance(trigger, ast.TurnedFaceUp):
        return {"Mode": "TurnFaceUp", "ValidCard": any_of_valid(trigger.object)} | _ON_BATTLEFIELD
    if isinstance(trigger, ast.CountersRemoved):
        return _counter_removed(trigger)
    if isinstance(trigger, ast.ObjectAction) and trigger.action in _ACTIONS:
        return _keyword_action(trigger)
    if isinstance(trigger, ast.PlayerAction) and trigger.action == "tap" and trigger.object:
        return _you_tap(trigger)
    return None


def _you_tap(trigger: ast.PlayerAction) -> dict[str, str]:
    """ "Whenever you tap an untapped creature an opponent controls" (``Mode$ Taps`` with
    ``ValidPlayer$ You``; what is tapped was untapped, so "untapped" is left out)."""
    obj = trigger.object
    if not isinstance(trigger.player, ast.You) or trigger.nth_each_turn or obj is None:
        raise Refused("trigger: another player tapping, or the first time each turn")
    parts = _parts(obj)
    kept = [p for p in parts if not (isinstance(p, ast.Status) and p.name == "untapped")]
    if len(kept) < len(parts):
        filter_ = kept[0] if len(kept) == 1 else ast.AllOf(parts=kept)
        obj = obj.model_copy(update={"filter": filter_})
    return {"Mode": "Taps", "ValidCard": card_valid(obj), "ValidPlayer": "You"} | _ON_BATTLEFIELD


def any_of_valid(obj: Node) -> str:
    """What a trigger watches, where the text may name several objects with "or" ("~ or
    another permanent": ``Card.Self,Permanent.Other``)."""
    if isinstance(obj, ast.ObjectList) and obj.conjunction == "or":
        return ",".join(card_valid(item) for item in obj.items)
    return card_valid(obj)


def _saddled(trigger: ast.Attacks) -> dict[str, str]:
    """ "Whenever ~ attacks while saddled" (CR 702.171): the attacker is saddled."""
    if trigger.blocks or trigger.alone or trigger.blocked or trigger.unblocked:
        raise Refused("trigger: attacks while saddled, alone, blocked or unblocked")
    valid = with_property(card_valid(trigger.object), "IsSaddled")
    return {"Mode": "Attacks", "ValidCard": valid} | _ON_BATTLEFIELD


def _unblocked(trigger: ast.Attacks) -> dict[str, str]:
    """ "Whenever a legendary creature you control attacks and isn't blocked" (CR 509.1h):
    ``AttackerUnblocked``."""
    if trigger.blocks or trigger.alone or trigger.blocked:
        raise Refused("trigger: blocks and isn't blocked, or attacks alone or a player")
    return {"Mode": "AttackerUnblocked", "ValidCard": card_valid(trigger.object)} | _ON_BATTLEFIELD


def _counter_removed(trigger: ast.CountersRemoved) -> dict[str, str]:
    """ "Whenever you remove a time counter from ~ while it's exiled": each counter you
    remove of that kind (``CounterRemoved``), from the card in exile."""
    removal = trigger.removal
    one = isinstance(removal.amount, ast.Number) and removal.amount.value == 1
    if not (one and removal.counter and isinstance(removal.object, ast.SelfRef)):
        raise Refused("trigger: removing other than a counter of a kind from this card")
    zone = {"TriggerZones": "Exile"} if trigger.while_exiled else _ON_BATTLEFIELD
    params = {"Mode": "CounterRemoved", "ValidCard": "Card.Self"} | zone
    return params | {"CounterType": counter_kind(removal.counter), "ValidPlayer": "You"}


def _keyword_action(trigger: ast.ObjectAction) -> dict[str, str]:
    """ "Whenever ~ crews a Vehicle" (``Crewed``), "… enlists a creature" (``Enlisted``):
    only of any object the keyword acts on."""
    mode, acting, acted_on = _ACTIONS[trigger.action]
    other = trigger.other
    names = [p.name.lower() for p in _parts(other) if isinstance(p, ast.CardType | ast.Subtype)]
    plain = isinstance(other, ast.Objects) and other.quantifier == "a" and other.count is None
    if not (plain and names == [acted_on] and len(_parts(other)) == 1):
        raise Refused(f"trigger: {trigger.action} of other than any object")
    return {"Mode": mode, acting: card_valid(trigger.object)} | _ON_BATTLEFIELD


def _parts(obj: Node) -> list[Node]:
    filter_ = getattr(obj, "filter", None)
    return [] if filter_ is None else getattr(filter_, "parts", [filter_])
