"""The damage an "instead" replaces: a reference without a noun in "it deals 4 damage
instead" / 「代わりにこれは４点のダメージを与える」 means the source or recipient of the damage
printed before it (CR 614.1a: the same event with another amount)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ast
from ..ast import Node
from ..tree import Visit, is_reference

if TYPE_CHECKING:
    from .binding import Binding


def damaged_again(visit: Visit) -> str | None:
    """For a reference without a noun that deals or is dealt damage instead of the damage
    before ("If it's kicked, it deals 4 damage instead" / 「代わりにこれは４点のダメージを
    与える」, its recipient unwritten): which of that damage's two it is, "source" or
    "recipient" (CR 614.1a: the same event with another amount)."""
    damage = visit.parent
    if damage is None or not isinstance(damage.node, ast.DealDamage):
        return None
    if visit.field not in ("source", "recipient") or getattr(visit.node, "noun", "") is not None:
        return None
    child = damage
    for outer in damage.ancestors():
        if isinstance(outer.node, ast.Conditional):
            return visit.field if outer.node.instead and child.field == "effect" else None
        if not isinstance(outer.node, ast.Sequence):
            return None
        child = outer
    return None


def _damage_before(visit: Visit, before: list[Visit], lines: list[Node]) -> Node | None:
    """The nearest damage printed before the damage that holds ``visit``: of the same ability,
    else of the spell's earlier lines."""
    enclosing = {id(v.node) for v in visit.ancestors()}
    earlier = [v.node for v in reversed(before) if id(v.node) not in enclosing]
    return next((n for n in [*earlier, *lines] if isinstance(n, ast.DealDamage)), None)


def replaced(
    visit: Visit, again: str, before: list[Visit], lines: list[Node], items: list[Binding]
) -> Node | None:
    """What ``visit``'s reference means: the ``again`` ("source" or "recipient") of the
    damage before it, through that damage's own reference if it has one (``items``)."""
    found = getattr(_damage_before(visit, before, lines), again, None)
    if found is not None and is_reference(found):
        found = next((b.antecedent for b in items if b.ref is found), None)
    return found
