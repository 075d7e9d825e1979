"""Casting a card as an effect resolves ("you may cast an instant or sorcery spell with mana
value 2 or less from your graveyard without paying its mana cost") as Forge's ``Play``: the
cards it may be (``Valid$``), from where (``ValidZone$``), free or not, and "If that spell
would be put into your graveyard, exile it instead" (``ReplaceGraveyard$ Exile``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .objects import Resolve, counter_kind, valid_expression, with_property, without_spell
from .refusal import Refused
from .step import Step

#: Zones a card may be cast from, as Forge's ``ValidZone$``.
_ZONES = {"hand": "Hand", "graveyard": "Graveyard"}


def play(node: ast.Play, before: list[dict[str, str]]) -> Step:
    """ "cast an instant or sorcery spell … from your hand without paying its mana cost"."""
    obj = node.object
    place = obj.in_zone() if isinstance(obj, ast.Objects) else None
    if not isinstance(node.player, ast.You) or node.duration is not None or place is None:
        raise Refused("play of other than a card from your hand or graveyard, as it resolves")
    assert isinstance(obj, ast.Objects)
    zone = place.zone
    if zone.name not in _ZONES or not isinstance(zone.owner, ast.You):
        raise Refused("play of a card from a zone other than your hand or graveyard")
    if obj.quantifier != "a" or obj.count is not None or obj.other:
        raise Refused("play of other than one card")
    filter_, svars = _counted_mana_value(without_spell(obj.with_zone(None).filter))
    valid = with_property(valid_expression(filter_), "YouOwn")
    params = {"Valid": with_property(valid, "cmcEQY") if svars else valid}
    params |= {"ValidSA": "Spell"} if node.cast_only else {}
    params |= {"ValidZone": _ZONES[zone.name], "Controller": "You", "Amount": "1"}
    params |= {"WithoutManaCost": "True"} if node.free else {}
    step = Step("Play", params)
    step.svars.update(svars)
    return step


def _counted_mana_value(filter_: Node) -> tuple[Node, dict[str, str]]:
    """A filter without "with mana value equal to the number of charge counters on ~", and
    the SVar of that number (Forge's ``cmcEQY``, ``SVar:Y:Count$CardCounters.CHARGE``)."""
    parts = filter_.parts if isinstance(filter_, ast.AllOf) else [filter_]
    counted = [p for p in parts if _counters_on_self(p)]
    if not counted:
        return filter_, {}
    rest = [p for p in parts if p not in counted]
    kind = counter_kind(counted[0].value.counter)  # type: ignore[attr-defined]
    kept = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest)
    return kept, {"Y": f"Count$CardCounters.{kind}"}


def _counters_on_self(part: Node) -> bool:
    if not (isinstance(part, ast.Compare) and part.attribute == "mana value"):
        return False
    value = part.value
    on_self = isinstance(value, ast.CountersOn) and isinstance(value.object, ast.SelfRef)
    return part.op == "eq" and on_self and not part.total


def exiled_instead(
    pair: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> list[Step] | None:
    """ "You may cast … from your graveyard …. If that spell would be put into your
    graveyard, exile it instead.": the ``Play`` with ``ReplaceGraveyard$ Exile``."""
    if len(pair) != 2 or not isinstance(pair[1], ast.Conditional):
        return None
    first, then = pair
    cast = first.effect if isinstance(first, ast.Optional_) else first
    if not isinstance(cast, ast.Play) or not isinstance(then.condition, ast.WouldBePut):
        return None
    condition, exile = then.condition, then.effect
    same = resolve(condition.object) is cast.object
    into = condition.zone.name == "graveyard" and not condition.from_anywhere
    if not (then.instead and then.otherwise is None and same and into):
        return None
    if not (isinstance(exile, ast.Exile) and resolve(exile.object) is cast.object):
        return None
    if exile.from_zone or exile.until_leaves or exile.counters or exile.player:
        return None
    made = write(first)
    if len(made) != 1 or made[0].api != "Play":
        return None
    made[0].params["ReplaceGraveyard"] = "Exile"
    return made


def protection_from_color(ability: Node) -> str | None:
    """ "protection from blue" as Forge's keyword ``Protection from blue``; None for another
    ability."""
    if not (isinstance(ability, ast.Keyword) and ability.name == "protection from"):
        return None
    color = ability.filter
    if ability.cost or ability.amount or not isinstance(color, ast.Color):
        return None
    if color.name not in ("white", "blue", "black", "red", "green"):
        return None
    return f"Protection from {color.name}"
