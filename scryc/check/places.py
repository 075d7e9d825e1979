"""What a reference means by where it stands in its node: "itself" is the subject of its
instruction, a field that names again what another field names means that ("it deals double
that damage to that permanent or player instead"), and in some parts of a description "it" is
another object ("a creature that saddled it this turn", "a card with lesser mana value").
:mod:`.binding` reads these before it looks further back."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from ..tree import Visit

#: Parts of a description whose "it" is another object ("a creature that saddled it this
#: turn", "each Aura attached to it", "a card from it", "cards exiled with it", "each creature
#: blocking it").
DESCRIBING_ELSEWHERE = ast.Kinds(
    "EventThisTurn", "AttachedToObject", "FromAmong", "ExiledWith", "BlockingObject"
)


def elsewhere(node: Node) -> bool:
    """Whether ``node``, part of a description, holds "it" of another object: one of
    :data:`DESCRIBING_ELSEWHERE`, or a value against the same value of another object ("a
    card with lesser mana value", 「マナ総量がそれより小さい」; "toughness greater than its
    power" is its own)."""
    if type(node) in DESCRIBING_ELSEWHERE.classes():
        return True
    value = getattr(node, "value", None)
    return (
        isinstance(node, ast.Compare)
        and isinstance(value, ast.ValueOf)
        and value.attribute == node.attribute
    )


#: Fields that name again what another field of the same node names, by (kind, field): a
#: reference there means that ("it deals double that damage to that permanent or player
#: instead": the recipient).
RESTATED = {("modify_damage", "recipient_again"): "recipient"}
#: The subject of an instruction, by kind: what "itself" / 「自身」 in it means.
SUBJECTS = {"deal_damage": "source"}


def subject(visit: Visit) -> list[Node]:
    """The subject of the innermost instruction that holds a reflexive reference (one with a
    subject in :data:`SUBJECTS`), as the only candidate; none when no instruction has one."""
    holder = next((v.node for v in visit.ancestors() if v.node.kind in SUBJECTS), None)
    return [] if holder is None else [getattr(holder, SUBJECTS[holder.kind])]


def restated(visit: Visit) -> Node | None:
    """What the field holding the reference names again (:data:`RESTATED`), or None."""
    parent = visit.parent
    if parent is None:
        return None
    name = RESTATED.get((parent.node.kind, visit.field or ""))
    return None if name is None else getattr(parent.node, name)
