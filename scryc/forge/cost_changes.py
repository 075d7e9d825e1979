"""Cost changes as Forge writes them: "Instant and sorcery spells you cast cost {1} less to
cast." as a static ``S:Mode$ ReduceCost`` (``RaiseCost`` for "more"; ``Activator$ You`` for
"you cast"), "This spell costs {1} less to cast for each …" on the card itself with
``EffectZone$ All``, and an activated ability's own "This ability costs {1} less to activate
for each …" as ``ReduceCost$`` on its ``A:AB$`` line, each count an SVar ``Count$Valid …``."""

from __future__ import annotations

import re

from .. import ast
from ..ast import Node
from .objects import (
    Resolve,
    all_params,
    no_antecedent,
    valid_expression,
    with_property,
    without_spell,
)
from .refusal import Refused

#: The SVar a cost change's "for each" count is written to (Forge's own scripts name it X).
COUNT = "X"


def static_cost_lines(
    ability: ast.StaticAbility, description: str, used: set[str], resolve: Resolve = no_antecedent
) -> list[str]:
    """A static ability changing what spells cost, as ``S:Mode$ ReduceCost``/``RaiseCost``
    and the SVar of its count; ``used`` holds the SVar names written so far."""
    change = ability.effect
    if not isinstance(change, ast.CostChange) or change.action != "cast":
        raise Refused("static_ability: cost_change of other than spells")
    if ability.unless or (ability.condition is not None and change.for_each is not None):
        raise Refused("static_ability: cost_change under a condition")
    amount, svars = change_amount(change, used)
    if ability.condition is not None:  # "This spell costs {2} less to cast if it targets …"
        amount, svars = _if_it_targets(ability.condition, change, amount, resolve, used)
    params = {"Mode": "ReduceCost" if change.reduce else "RaiseCost"}
    params |= _spells(change.object) | {"Amount": amount}
    # the count is of the spell being cast, whose targets it asks about
    params |= {"Relative": "True"} if ability.condition is not None else {}
    params["Description"] = description
    return ["S:" + " | ".join(f"{k}$ {v}" for k, v in params.items()), *svars]


def _if_it_targets(
    condition: Node, change: ast.CostChange, amount: str, resolve: Resolve, used: set[str]
) -> tuple[str, list[str]]:
    """The change made only if the spell itself targets an object of a kind: Forge's count
    ``Count$Compare CheckTgt GE1.<amount>.0`` of ``Targeted$Valid …``."""
    spell = condition.object if isinstance(condition, ast.ObjectIs) else None
    itself = isinstance(spell, ast.SelfRef) or (
        spell is not None and isinstance(resolve(spell), ast.SelfRef)
    )
    targets = condition.filter if isinstance(condition, ast.ObjectIs) else None
    if not (
        itself and isinstance(change.object, ast.SelfRef) and isinstance(targets, ast.Targeting)
    ):
        raise Refused("static_ability: cost_change under a condition")
    obj = targets.object
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None):
        raise Refused("static_ability: cost_change if the spell targets other than one object")
    if {"CostReduction", "CheckTgt"} & used:
        raise Refused("two cost changes under a condition")
    used |= {"CostReduction", "CheckTgt"}
    return "CostReduction", [
        f"SVar:CostReduction:Count$Compare CheckTgt GE1.{amount}.0",
        f"SVar:CheckTgt:Targeted$Valid {valid_expression(obj.filter)}",
    ]


def activation_reduction(rule: Node, used: set[str]) -> tuple[dict[str, str], list[str]]:
    """An activated ability's "This ability costs {1} less to activate [for each …]" as the
    ``ReduceCost$`` parameter of its line, and the SVar of its count."""
    if not (
        isinstance(rule, ast.CostChange)
        and isinstance(rule.object, ast.SelfRef)
        and rule.action == "activate"
        and rule.reduce
    ):
        raise Refused("activated_ability: cost_rule other than a reduction")
    amount, svars = change_amount(rule, used)
    return {"ReduceCost": amount}, svars


def change_amount(change: ast.CostChange, used: set[str]) -> tuple[str, list[str]]:
    """How much generic mana the change makes: a number, or X counting "for each …"."""
    generic = re.fullmatch(r"\{(\d+)\}", change.symbols)
    if generic is None or change.variable is not None:
        raise Refused("a cost change other than generic mana")
    if change.for_each is None:
        return generic.group(1), []
    if generic.group(1) != "1" or COUNT in used:
        raise Refused("a cost change for each other than {1} per object counted")
    used.add(COUNT)
    return COUNT, [f"SVar:{COUNT}:{_count(change.for_each)}"]


def _count(obj: Node) -> str:
    """What "for each …" counts: "legendary creature you control" as ``Count$Valid
    Creature.Legendary+YouCtrl``, "spell your opponents have cast this turn" as
    ``Count$ThisTurnCast_Card.OppCtrl``."""
    parts = obj.filter.parts if isinstance(obj, ast.Objects) else []
    cast = [p for p in parts if isinstance(p, ast.CastBy)]
    if not cast:
        every = all_params(obj)
        if every is None:
            raise Refused("a cost change for each other than objects counted")
        return f"Count$Valid {every['ValidCards']}"
    caster = cast[0]
    this_turn = caster.duration is not None and caster.duration.name == "this turn"
    if not (this_turn and caster.action == "cast" and len(cast) == 1):
        raise Refused("a cost change for each spell cast other than this turn")
    rest = [p for p in parts if p is not caster]
    valid = valid_expression(without_spell(rest[0] if len(rest) == 1 else ast.AllOf(parts=rest)))
    return f"Count$ThisTurnCast_{with_property(valid, _caster(caster.player))}"


def _caster(player: Node) -> str:
    if isinstance(player, ast.You):
        return "YouCtrl"
    if isinstance(player, ast.Player) and player.noun == "opponent":
        return "OppCtrl"
    raise Refused("spells cast by other than you or your opponents")


def _spells(obj: Node) -> dict[str, str]:
    """The spells whose cost changes: the card itself, or "<kind> spells [you cast]"."""
    if isinstance(obj, ast.SelfRef) and obj.noun in ("spell", None):
        return {"ValidCard": "Card.Self", "Type": "Spell", "EffectZone": "All"}
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "all" and obj.count is None):
        raise Refused("a cost change of other than all spells of a kind, or the card itself")
    parts = obj.filter.parts if isinstance(obj.filter, ast.AllOf) else [obj.filter]
    casters = [p for p in parts if isinstance(p, ast.CastBy)]
    rest = [p for p in parts if not isinstance(p, ast.CastBy)]
    activator = {}
    if casters:
        caster = casters[0]
        if len(casters) > 1 or not isinstance(caster.player, ast.You) or caster.duration:
            raise Refused("a cost change of spells cast by other than you")
        activator = {"Activator": "You"}
    filter_ = rest[0] if len(rest) == 1 else ast.AllOf(parts=rest)
    valid = valid_expression(without_spell(filter_))
    return {"ValidCard": valid, "Type": "Spell"} | activator
