"""A cost as Forge writes it on an ability's ``Cost$``: mana ("2 U"), tapping ("T"),
untapping ("Q"), and an action (CR 118.1): the card sacrificed or exiled, life or energy
paid, waterbending, evidence collected, counters removed, objects sacrificed, tapped,
discarded or exiled from a graveyard."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .objects import valid_expression, with_other
from .paid import without_implied
from .refusal import Refused
from .step import amount, counter_kind


def cost(node: Node) -> str:
    """One cost as Forge writes it: "2 U", "T", "Sac<1/CARDNAME>", "PayLife<2>"."""
    if isinstance(node, ast.ManaCost):
        return " ".join(node.symbols.strip("{}").split("}{"))
    if isinstance(node, ast.TapCost):
        return "T"
    if isinstance(node, ast.UntapCost):
        return "Q"
    if isinstance(node, ast.EffectCost):
        effect = node.effect
        if isinstance(effect, ast.Sacrifice) and isinstance(effect.object, ast.SelfRef):
            return "Sac<1/CARDNAME>"
        if isinstance(effect, ast.PayLife) and isinstance(effect.amount, ast.Number):
            return f"PayLife<{effect.amount.value}>"
        if isinstance(effect, ast.PayMana) and _energy(effect):  # "Pay {E}{E}"
            return f"PayEnergy<{effect.symbols.count('{E}')}>"
        if isinstance(effect, ast.PayMana) and effect.waterbend:  # CR 701.67a
            return f"Waterbend<{_generic(effect.symbols)}>"
        if (
            isinstance(effect, ast.Exile)
            and isinstance(effect.object, ast.SelfRef)
            and not (
                effect.from_zone or effect.until_leaves or effect.counters or effect.instead_of
            )
        ):
            return "Exile<1/CARDNAME>"  # "Exile this artifact" from the battlefield
        if isinstance(effect, ast.CollectEvidence) and isinstance(effect.amount, ast.Number):
            return f"CollectEvidence<{effect.amount.value}>"  # CR 701.59
        if isinstance(effect, ast.RemoveCounters) and isinstance(effect.object, ast.SelfRef):
            chosen = isinstance(effect.amount, ast.Variable) and effect.amount.definition is None
            if effect.counter is None or not (isinstance(effect.amount, ast.Number) or chosen):
                raise Refused("cost: removing counters of any kind, or X counters")
            number = "X" if chosen else effect.amount.value  # type: ignore[union-attr]
            return f"SubCounter<{number}/{counter_kind(effect.counter)}>"  # X: chosen as paid
        return _effect_cost(effect)
    raise Refused(f"cost: {node.kind}")


def _energy(pay: ast.PayMana) -> bool:
    """Whether a payment is of energy only, by you (CR 107.14)."""
    symbols = pay.symbols.replace("{E}", "")
    return not symbols and bool(pay.symbols) and isinstance(pay.player, ast.You)


def _generic(symbols: str) -> str:
    """The amount of generic mana of a cost of generic mana only ("{3}": 3)."""
    number = symbols.removeprefix("{").removesuffix("}")
    if not number.isdigit():
        raise Refused("cost: waterbend of other than generic mana")
    return number


def _effect_cost(effect: Node) -> str:
    """A cost written as an action: "Sac<1/Creature.Other>", "Discard<1/Card>",
    "tapXType<1/Creature.untapped+YouCtrl>", "ExileFromGrave<1/Card>"."""
    if isinstance(effect, ast.Discard) and effect.object is None and not effect.random:
        return f"Discard<{amount(effect.amount or ast.Number(value=1))}/Card>"
    obj = getattr(effect, "object", None)
    n = _cost_count(effect)
    zone = obj.in_zone()  # type: ignore[union-attr]
    valid = valid_expression(obj.with_zone(None).filter if zone else obj.filter)  # type: ignore[union-attr]
    valid = with_other(valid) if obj.other else valid  # type: ignore[union-attr]
    if isinstance(effect, ast.Sacrifice) and zone is None:
        return f"Sac<{n}/{valid}>"
    if isinstance(effect, ast.Tap) and zone is None:
        return f"tapXType<{n}/{without_implied(valid, {'untapped', 'YouCtrl'})}>"
    if isinstance(effect, ast.Exile) and zone is not None and zone.zone.name == "graveyard":
        return f"ExileFromGrave<{n}/{valid}>"
    raise Refused(f"cost: {effect.kind}")


def _cost_count(effect: Node) -> int:
    """How many objects a cost names: one ("a creature") or a number ("three untapped
    creatures you control")."""
    obj = getattr(effect, "object", None)
    if isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None:
        return 1
    counted = isinstance(obj, ast.Objects) and obj.quantifier in ("a", "all")
    if counted and isinstance(obj.count, ast.Number):  # type: ignore[union-attr]
        return obj.count.value  # type: ignore[union-attr]
    raise Refused(f"cost: {effect.kind}")
