"""Targets: numbered per ability, which steps need which targets, and the resolution plan when
targets are illegal as the ability resolves (CR 608.2b (2026-06-19)).

If every target is illegal the spell or ability doesn't resolve: none of its steps happen, and
a spell goes to its owner's graveyard — so a scry on a targeted spell happens only if the spell
resolves. If only some are illegal, it resolves; steps that don't need the illegal targets
happen as written, and the others don't affect those targets.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeGuard

from .. import ast
from ..ast import Node
from .binding import Bindings, is_reference, is_target
from .sequencing import Resolution

#: Nodes that hold an ability or a filter of their own: targets below them are not this
#: ability's ("a spell that targets a creature", a granted "…: Destroy target creature.").
FOREIGN = (
    ast.SpellAbility,
    ast.ActivatedAbility,
    ast.TriggeredAbility,
    ast.StaticAbility,
    ast.ReflexiveTrigger,
    ast.Targeting,
)


@dataclass(frozen=True, eq=False)
class Target:
    """The ``number``-th "target" of an ability (CR 115.1 (2026-06-19))."""

    number: int
    node: Node

    def names(self, node: Node) -> bool:
        """Whether ``node`` is this target (or one of the kinds a phrase of several names:
        "target player or planeswalker" is one target)."""
        items = self.node.items if isinstance(self.node, ast.ObjectList) else []
        return node is self.node or any(i is node for i in items)

    @property
    def optional(self) -> bool:
        """ "up to one target …": zero targets may be chosen."""
        return "up to" in (getattr(self.node, "quantifier", None) or "")


@dataclass(frozen=True)
class Outcome:
    """What happens when the targets ``illegal`` are illegal on resolution."""

    illegal: tuple[int, ...]
    resolves: bool
    unaffected: tuple[int, ...]  # steps that happen as written
    affected: tuple[int, ...]  # steps that happen but don't affect the illegal targets


@dataclass(frozen=True, eq=False)
class TargetPlan:
    """An ability's targets, the targets each step needs, and the outcomes of CR 608.2b."""

    resolution: Resolution
    targets: tuple[Target, ...]
    needs: dict[int, tuple[int, ...]]  # step number → target numbers

    @property
    def outcomes(self) -> list[Outcome]:
        """All targets illegal, then (with two or more) each target alone illegal."""
        if not self.targets:
            return []
        numbers = tuple(t.number for t in self.targets)
        out = [Outcome(numbers, False, (), ())]
        for target in self.targets if len(self.targets) > 1 else ():
            steps = self.needs.items()
            out.append(
                Outcome(
                    (target.number,),
                    True,
                    tuple(s for s, need in steps if target.number not in need),
                    tuple(s for s, need in steps if target.number in need),
                )
            )
        return out


def numbered(ability: Node) -> tuple[Target, ...]:
    """The targets of ``ability`` itself (not those of an ability or a filter it holds),
    numbered in printed order; under an ability word or a chapter number, of the ability
    there."""
    while isinstance(ability, (ast.AbilityWordAbility, ast.ChapterAbility)):
        ability = ability.ability
    phrases: list[Node] = []
    seen: set[int] = set()  # a node the AST shares (an X used twice) is one target
    for node in _own_nodes(ability):
        if id(node) in seen:
            continue
        if is_target_list(node):
            seen |= {id(i) for i in node.items}  # its kinds are not targets of their own
        elif not is_target(node):
            continue
        seen.add(id(node))
        phrases.append(node)
    return tuple(Target(number, node) for number, node in enumerate(phrases, 1))


def _own_nodes(ability: Node) -> Iterator[Node]:
    """The nodes of ``ability`` itself, depth first in printed order: not those below an
    ability or a filter it holds (which are themselves its own)."""
    pending = [ability]
    while pending:
        node = pending.pop()
        yield node
        if node is ability or not isinstance(node, FOREIGN):
            pending.extend(reversed(node.children()))


def is_target_list(node: Node) -> TypeGuard[ast.ObjectList]:
    """ "target player or planeswalker": one target phrase of several kinds (CR 115.1)."""
    return (
        isinstance(node, ast.ObjectList)
        and node.conjunction == "or"
        and any(is_target(i) for i in node.items)
    )


def plan(resolution: Resolution, bindings: Bindings) -> TargetPlan:
    """Number the targets of ``resolution``'s ability and find the targets each step needs."""
    targets = numbered(resolution.ability)
    needs = {
        step.number: tuple(sorted(_reached(step.effect, targets, bindings, set())))
        for step in resolution.steps
    }
    return TargetPlan(resolution, targets, needs)


def _reached(
    node: Node, targets: tuple[Target, ...], bindings: Bindings, seen: set[int]
) -> set[int]:
    """The targets ``node`` names, directly or through references (and what they name)."""
    found: set[int] = set()
    for sub in node.walk():
        if id(sub) in seen:
            continue
        seen.add(id(sub))
        found.update(t.number for t in targets if t.names(sub))
        if is_reference(sub):
            antecedent = bindings.of(sub).antecedent
            if antecedent is not None:
                found |= _reached(antecedent, targets, bindings, seen)
    return found
