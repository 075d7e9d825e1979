"""Standing permissions to look at cards, as Forge writes them: "You may look at face-down
creatures your opponents control any time." is a continuous effect (``MayLookAt$``); "You
may look at an additional two cards each time you surveil." replaces the number the player
surveils (``R:Event$ Surveil`` with ``ReplaceEffect``, ``ReplaceCount$SurveilNum/Plus.2``),
as does "If you would scry a number of cards, scry that many cards plus one instead."."""

from __future__ import annotations

from .. import ast
from .objects import valid_expression
from .refusal import Refused

#: The replaced event of each action, and the name Forge gives its number.
_EVENTS = {"surveil": ("Surveil", "SurveilNum"), "scry": ("Scry", "Num")}


def look_any_time(effect: ast.LookAnyTime, description: str) -> list[str]:
    """ "You may look at <objects> any time" on the battlefield (``MayLookAt$ You``)."""
    obj = effect.object
    every = isinstance(obj, ast.Objects) and obj.quantifier == "all" and obj.count is None
    on_battlefield = every and obj.in_zone() is None  # type: ignore[union-attr]
    if not (isinstance(effect.player, ast.You) and on_battlefield):
        raise Refused("looking any time at other than permanents of a kind, or by another player")
    valid = valid_expression(obj.filter)  # type: ignore[union-attr]
    params = {"Mode": "Continuous", "Affected": valid, "AffectedZone": "Battlefield"}
    return ["S:" + _joined(params | {"MayLookAt": "You", "Description": description})]


def look_additional(effect: ast.LookAdditional, description: str, used: set[str]) -> list[str]:
    """ "You may look at an additional two cards each time you surveil." """
    if not isinstance(effect.player, ast.You) or not isinstance(effect.amount, ast.Number):
        raise Refused("looking at additional cards for another player, or X more")
    return more_cards(effect.action, effect.amount.value, description, used)


def more_cards(action: str, more: int, description: str, used: set[str]) -> list[str]:
    """You scry or surveil ``more`` cards than the number says: the replacement of the event
    with its number raised, and the SVar X of the new number."""
    event, number = _EVENTS[action]
    if "X" in used:
        raise Refused("a raised number of cards on a card with an X already")
    used.add("X")
    params = {"Event": event, "ActiveZones": "Battlefield", "ValidPlayer": "You"}
    params |= {"ReplaceWith": f"{event}More", "Description": description}
    return [
        "R:" + _joined(params),
        f"SVar:{event}More:DB$ ReplaceEffect | VarName$ {number} | VarValue$ X",
        f"SVar:X:ReplaceCount${number}/Plus.{more}",
    ]


def plus_replacement(
    ability: ast.ReplacementAbility, description: str, used: set[str]
) -> list[str]:
    """ "If you would scry a number of cards, scry that many cards plus one instead." """
    event, instead = ability.event, ability.replacement
    same = isinstance(event, ast.Scry) and isinstance(instead, ast.Scry)
    mine = same and isinstance(event.player, ast.You) and isinstance(instead.player, ast.You)  # type: ignore[union-attr]
    any_number = getattr(getattr(event, "amount", None), "kind", None) == "any_number"
    mine = mine and any_number
    plus = getattr(instead, "amount", None)
    that_many = isinstance(plus, ast.Plus) and isinstance(plus.left, ast.Ref)
    if not (mine and that_many and isinstance(plus.right, ast.Number)):  # type: ignore[union-attr]
        raise Refused("replacement_ability")
    return more_cards("scry", plus.right.value, description, used)  # type: ignore[union-attr]


def _joined(params: dict[str, str]) -> str:
    return " | ".join(f"{k}$ {v}" for k, v in params.items())
