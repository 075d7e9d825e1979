"""Replacement effects a spell creates as it resolves (CR 614), as Forge writes them on the
step they follow: "If that creature would die this turn, exile it instead." after damage
to a target is ``ReplaceDyingDefined$ Targeted`` on that damage; "If a permanent dealt damage
by ~ would die this turn, exile it instead." remembers what the damage was dealt to
(``RememberDamaged$ True | ReplaceDyingDefined$ Remembered``) and forgets it after. A card's
own "If ~ would enter the battlefield, sacrifice <object> instead. If you do, put ~ onto the
battlefield. If you don't, put it into its owner's graveyard." replaces how it moves
(``R:Event$ Moved``), counting what was sacrificed (``Remembered$Amount``)."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .objects import Resolve, valid_expression
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


def enters_if_sacrificed(
    ability: ast.ReplacementAbility, description: str, resolve: Resolve
) -> list[str] | None:
    """The lines of "If ~ would enter the battlefield, sacrifice <object> instead. If you do,
    put ~ onto the battlefield. If you don't, put it into its owner's graveyard."; None for
    another replacement."""
    event, instead = ability.event, ability.replacement
    steps = instead.steps if isinstance(instead, ast.Sequence) else []
    if not (_moves_itself(event, "battlefield", resolve) and len(steps) == 3):
        return None
    pay, done, not_done = steps
    paid = isinstance(pay, ast.Sacrifice) and isinstance(pay.player, ast.You)
    one = paid and isinstance(pay.object, ast.Objects) and pay.object.quantifier == "a"  # type: ignore[union-attr]
    if not (one and pay.object.count is None):  # type: ignore[union-attr]
        return None
    done_then = _if(done, ast.IfYouDo, "battlefield", resolve)
    if not (done_then and _if(not_done, ast.IfYouDont, "graveyard", resolve)):
        return None
    valid = valid_expression(pay.object.filter)  # type: ignore[union-attr]
    moved = "DB$ ChangeZone | Origin$ All | Defined$ ReplacedCard | ConditionCheckSVar$ X"
    return [
        "R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ "
        f"SacrificeToEnter | Description$ {description}",
        f"SVar:SacrificeToEnter:DB$ Sacrifice | SacValid$ {valid} | Defined$ You | "
        "RememberSacrificed$ True | "
        "SubAbility$ EnterIfPaid",
        f"SVar:EnterIfPaid:{moved} | Destination$ Battlefield | ConditionSVarCompare$ EQ1 | "
        "SubAbility$ GraveyardIfNot",
        f"SVar:GraveyardIfNot:{moved} | Destination$ Graveyard | ConditionSVarCompare$ EQ0 | "
        "SubAbility$ ForgetSacrificed",
        "SVar:ForgetSacrificed:DB$ Cleanup | ClearRemembered$ True",
        "SVar:X:Remembered$Amount",
    ]


def _moves_itself(node: Node, zone: str, resolve: Resolve) -> bool:
    """Whether ``node`` moves the card itself (or "it", the card) to ``zone``, and no more."""
    plain = isinstance(node, ast.Move) and not (node.tapped or node.attacking or node.counters)
    obj = getattr(node, "object", None)
    itself = isinstance(obj, ast.SelfRef) or isinstance(obj and resolve(obj), ast.SelfRef)
    return plain and itself and node.to.name == zone  # type: ignore[union-attr]


def _if(node: Node, condition: type, zone: str, resolve: Resolve) -> bool:
    """ "If you do / don't, put ~ onto the battlefield / into its owner's graveyard"."""
    if not (isinstance(node, ast.Conditional) and isinstance(node.condition, condition)):
        return False
    plain = node.otherwise is None and not (node.instead or node.unless)
    plain = plain and not getattr(node.condition, "cannot", False)
    return plain and _moves_itself(node.effect, zone, resolve)
