"""Sequencing: a resolving ability's steps in the order written (CR 608.2c (2026-06-19)), and
where a later step uses the result of an earlier one (Judge Unworthy: reveal the top card, then
deal damage equal to *that card's* mana value).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .. import ast
from ..ast import CardText, Node
from ..tree import visits
from .binding import Bindings

Kind = Literal["spell", "activated", "triggered"]


@dataclass(frozen=True, eq=False)
class Use:
    """Step ``step``'s result (``result``, a node of that step) is used by ``by``."""

    step: int
    by: Node
    result: Node


@dataclass(frozen=True, eq=False)
class Step:
    """One instruction of a resolving ability; ``join`` is how it follows the one before."""

    number: int
    effect: Node
    join: str | None
    uses: tuple[Use, ...]


@dataclass(frozen=True, eq=False)
class Resolution:
    """A resolving ability of the card (the ``index``-th) and its steps."""

    index: int
    kind: Kind
    ability: ast.SpellAbility | ast.ActivatedAbility | ast.TriggeredAbility
    steps: tuple[Step, ...]

    def step_of(self, node: Node) -> Step | None:
        """The step whose text holds ``node``."""
        return holding(self.steps, node)


def holding(steps: tuple[Step, ...] | list[Step], node: Node | None) -> Step | None:
    """The step among ``steps`` that holds ``node``."""
    return next((s for s in steps if any(n is node for n in s.effect.walk())), None)


def resolving(ability: Node) -> tuple[Kind, Node] | None:
    """The ability that resolves (under an ability word or a chapter number), with its kind."""
    while isinstance(ability, (ast.AbilityWordAbility, ast.ChapterAbility)):
        ability = ability.ability
    if isinstance(ability, ast.SpellAbility):
        return "spell", ability
    if isinstance(ability, ast.ActivatedAbility):
        return "activated", ability
    if isinstance(ability, ast.TriggeredAbility):
        return "triggered", ability
    return None


def resolutions(card: CardText, bindings: Bindings) -> list[Resolution]:
    """The steps of every resolving ability of ``card``, in printed order."""
    out = []
    for index, top in enumerate(card.abilities):
        found = resolving(top)
        if found is None:
            continue
        kind, ability = found
        assert isinstance(ability, (ast.SpellAbility, ast.ActivatedAbility, ast.TriggeredAbility))
        effect = ability.effect
        parts: list[Node] = effect.steps if isinstance(effect, ast.Sequence) else [effect]
        joins = [None, *effect.joins] if isinstance(effect, ast.Sequence) else [None]
        steps: list[Step] = []
        for number, (part, join) in enumerate(zip(parts, joins, strict=True), 1):
            steps.append(Step(number, part, join, tuple(_uses(part, steps, bindings))))
        out.append(Resolution(index, kind, ability, tuple(steps)))
    return out


def _uses(effect: Node, before: list[Step], bindings: Bindings) -> list[Use]:
    """Where ``effect`` uses what an earlier step did: a reference to something that step
    introduced, "if you do" / "if you don't", or the cards looked at while scrying."""
    uses: list[Use] = []
    for visit in visits(effect):
        node = visit.node
        if isinstance(node, ast.Ref):
            result = bindings.of(node).antecedent
            step = holding(before, result)
            if step is not None and result is not None:
                uses.append(Use(step.number, node, result))
        elif isinstance(node, (ast.IfYouDo, ast.IfYouDont, ast.ThisWay)) and before:
            uses.append(Use(before[-1].number, node, before[-1].effect))
        elif isinstance(node, ast.CardsLookedAt):
            scry = [s for s in before if isinstance(s.effect, (ast.Scry, ast.Surveil))]
            if scry:
                uses.append(Use(scry[-1].number, node, scry[-1].effect))
    return uses
