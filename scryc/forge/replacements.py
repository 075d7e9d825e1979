"""Replacement effects a spell creates as it resolves (CR 614), as Forge writes them on the
step they follow: "If that creature would die this turn, exile it instead." after damage
to a target is ``ReplaceDyingDefined$ Targeted`` on that damage; "If a permanent dealt damage
by ~ would die this turn, exile it instead." remembers what the damage was dealt to
(``RememberDamaged$ True | ReplaceDyingDefined$ Remembered``) and forgets it after."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .objects import Resolve
from .refusal import Refused
from .step import Step


def dies_exiled(ability: Node) -> bool:
    """Whether ``ability`` is "If <object> would die this turn, exile it instead."."""
    if not isinstance(ability, ast.ReplacementAbility | ast.Replace):
        return False
    event, instead = ability.event, ability.replacement
    this_turn = isinstance(event, ast.WouldDie) and event.duration is not None
    exiled = isinstance(instead, ast.Exile) and isinstance(instead.object, ast.Ref)
    return this_turn and exiled and event.duration.name == "this turn"  # type: ignore[union-attr]


def exile_if_dying(
    ability: ast.ReplacementAbility | ast.Replace, chain: list[Step], resolve: Resolve
) -> list[Step]:
    """The damage steps of ``chain`` marked so that what they damage is exiled if it would
    die this turn; refused unless the replacement names what a damage step damaged."""
    if not dies_exiled(ability):
        raise Refused(f"{ability.kind}: other than exiled instead of dying this turn")
    event = ability.event
    assert isinstance(event, ast.WouldDie)
    damage = [step for step in chain if step.api == "DealDamage" and step.node is not None]
    target = resolve(event.object) if isinstance(event.object, ast.Ref) else None
    if target is not None:  # "If that creature would die this turn": the damaged target
        hit = [s for s in damage if s.node.recipient is target]  # type: ignore[union-attr]
        if len(hit) != 1 or "ValidTgts" not in hit[0].params:
            raise Refused("exile instead of dying, of other than the target of one damage step")
        hit[0].params["ReplaceDyingDefined"] = "Targeted"
        return chain
    if not (_damaged_by_itself(event.object) and damage):
        raise Refused("exile instead of dying, of other than what this spell dealt damage to")
    for step in damage:
        step.params |= {"RememberDamaged": "True", "ReplaceDyingDefined": "Remembered"}
    chain.append(Step("Cleanup", {"ClearRemembered": "True"}))
    return chain


def _damaged_by_itself(obj: Node) -> bool:
    """ "a permanent dealt damage by ~" (any permanent: what the spell damages is one)."""
    parts = getattr(getattr(obj, "filter", None), "parts", [])
    kinds = [p for p in parts if isinstance(p, ast.CardType)]
    by = [p for p in parts if isinstance(p, ast.DealtDamageBy)]
    plain = isinstance(obj, ast.Objects) and obj.quantifier == "a" and len(parts) == 2
    return (
        plain
        and len(kinds) == len(by) == 1
        and kinds[0].name == "permanent"
        and isinstance(by[0].source, ast.SelfRef)
    )
