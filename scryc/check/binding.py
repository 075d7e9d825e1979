"""Binding: every back reference is bound to the node that introduced what it refers to.

"it", "that card", "that creature", "that player", "that many", それ, そのカード … are ``ref``
nodes. A reference refers back (CR 608.2c (2026-06-19): read the whole text) to the nearest
earlier node of its ability that introduced an object, a player or a number; its role comes
from where it stands (an amount, a player or an object), and a noun ("that card") prefers an
introducer that names it. A reference with nothing to refer to is unbound: an error.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from functools import cache
from typing import Literal

from .. import ast
from ..ast import CardText, Node, Ref
from ..tree import Visit, quote, visits

Role = Literal["object", "player", "number"]

#: Nodes that introduce objects, players and numbers that later text can refer back to.
INTRODUCERS: dict[Role, ast.Kinds] = {
    "object": ast.Kinds(
        "Objects",
        "TopOfLibrary",
        "AnyTarget",
        "ObjectList",
        "AttachedTo",
        "ZoneContents",
        "CommanderOf",
        "CreateToken",
        "SelfRef",
    ),
    "player": ast.Kinds("Player", "OwnerOf", "ControllerOf", "AnyTarget"),
    "number": ast.Kinds(
        "Scry",
        "Surveil",
        "Draw",
        "Discard",
        "Mill",
        "GainLife",
        "LoseLife",
        "DealDamage",
        "PutCounters",
        "RemoveCounters",
        "CreateToken",
        "PayLife",
        "EntersWithCounters",
        "DealsDamage",
        "PlayerAction",
        "PlayerScries",
        "ScryBottom",
    ),
}


#: Actions whose cards a reference may mean when nothing else fits ("Draw a card and reveal
#: it"): "… draw cards equal to its power" still means the card named before.
CARD_ACTIONS = ast.Kinds("Draw", "Mill", "Discard")
#: Nouns that make a reference a player reference wherever it stands ("to that player").
PLAYER_NOUNS = frozenset({"player", "opponent"})
#: Reflexive words that may refer back to "you" (「自分の手札」: the subject's own hand).
REFLEXIVE = ("自分",)


@dataclass(frozen=True, eq=False)
class Binding:
    """A reference, its role, and what it refers to (``None`` when unbound)."""

    ref: Ref
    role: Role
    antecedent: Node | None
    ability: int  # index of the card's ability that holds the reference


class Bindings:
    """The bindings of every reference on a card, looked up by the reference node."""

    def __init__(self, items: list[Binding]) -> None:
        self.items = items
        self._by_ref = {id(b.ref): b for b in items}

    def of(self, ref: Ref) -> Binding:
        return self._by_ref[id(ref)]

    @property
    def unbound(self) -> list[Binding]:
        return [b for b in self.items if b.antecedent is None]


def bind(card: CardText, text: str) -> Bindings:
    """Bind every reference of ``card`` (parsed from ``text``) within its own ability."""
    items: list[Binding] = []
    for index, ability in enumerate(card.abilities):
        walk = visits(ability)
        # "Whenever <name> becomes the target of a spell, it gets …": "it" is not the spell
        agents = {
            id(n) for v in walk if isinstance(v.node, ast.BecomesTarget) for n in v.node.by.walk()
        }
        for position, visit in enumerate(walk):
            if isinstance(visit.node, Ref):
                candidates = _candidates(walk, position)
                if visit.node.noun is None:
                    candidates = [c for c in candidates if id(c) not in agents]
                items.append(_bind(visit, candidates, index, text))
    return Bindings(items)


def _candidates(walk: list[Visit], position: int) -> list[Node]:
    """What the reference at ``walk[position]`` may refer to, nearest first.

    That is every earlier node of the ability except the reference's own ancestors. A
    reference in an X definition ("…, where X is that creature's power") comes after the
    whole effect it defines X for in print, so that effect's later nodes come first.
    """
    visit = walk[position]
    enclosing = {id(v.node) for v in visit.ancestors()}
    nodes = [
        v.node
        for v in reversed(walk[:position])
        if id(v.node) not in enclosing and not _in_description(v, enclosing)
    ]
    nodes += _condition_before(visit)
    defined = next((v for v in visit.ancestors() if isinstance(v.node, ast.Variable)), None)
    if defined is not None and defined.parent is not None:
        rest = {id(v.node) for v in visits(defined.node)}
        effect = [v.node for v in visits(defined.parent.node) if id(v.node) not in rest]
        printed_before = [n for n in reversed(effect) if id(n) not in enclosing]
        first = {id(n) for n in printed_before}
        nodes = printed_before + [n for n in nodes if id(n) not in first]
    return nodes


def _in_description(visit: Visit, enclosing: set[int]) -> bool:
    """Whether ``visit`` is part of another object's description ("~" in "a creature that
    saddled ~ this turn"): what the description names may be referred to, not its parts."""
    child = visit
    for outer in visit.ancestors():
        if isinstance(outer.node, ast.Objects) and child.field == "filter":
            return id(outer.node) not in enclosing
        child = outer
    return False


def _condition_before(visit: Visit) -> list[Node]:
    """A static ability's condition printed before its effect ("As long as <name> is tapped,
    it gets +1/+1"): for a reference in the effect, the condition's nodes, nearest first."""
    child = visit
    for outer in visit.ancestors():
        ability = outer.node
        if isinstance(ability, ast.StaticAbility):
            if child.field != "effect" or ability.condition is None or ability.condition_last:
                return []
            return [v.node for v in reversed(visits(ability.condition))]
        child = outer
    return []


def _bind(visit: Visit, candidates: list[Node], ability: int, text: str) -> Binding:
    """Bind the reference at ``visit`` to the first fitting candidate."""
    ref = visit.node
    assert isinstance(ref, Ref)
    role = role_of(visit)
    said = quote(text, ref) or ""
    if role == "object" and ref.noun in PLAYER_NOUNS:  # "deals 3 damage to that player"
        role = "player"
    kinds = (INTRODUCERS[role], ast.You) if said.startswith(REFLEXIVE) else INTRODUCERS[role]
    found = [c for c in candidates if isinstance(c, kinds)]
    if role == "object":
        found += [c for c in candidates if isinstance(c, CARD_ACTIONS)]
    if role == "object" and ref.noun is None:
        described = _described(visit)
        antecedent = described or next(iter(found), None)
    elif role == "object":  # a noun ("that card") prefers what names it, and never means the card
        others = [c for c in found if not isinstance(c, ast.SelfRef)]
        antecedent = next((c for c in others if ref.noun.lower() in nouns(c)), None)
        antecedent = antecedent or next(iter(others), None)
    else:
        antecedent = next(iter(found), None)
    return Binding(ref=ref, role=role, antecedent=antecedent, ability=ability)


def _described(visit: Visit) -> Node | None:
    """For "its" inside a description ("a creature with power equal to its toughness"): the
    objects being described (not for "it" in "a creature that saddled it this turn" or "each
    Aura attached to it")."""
    child = visit
    for outer in visit.ancestors():
        if isinstance(outer.node, (ast.EventThisTurn, ast.AttachedToObject)):
            return None
        if isinstance(outer.node, ast.Objects) and child.field == "filter":
            return outer.node
        child = outer
    return None


def role_of(visit: Visit) -> Role:
    """Whether the node stands for a number, a player or an object, from its parent's field."""
    parent = visit.parent
    if parent is None or visit.field is None:
        return "object"
    kinds = _field_kinds(type(parent.node), visit.field)
    if ast.Number in kinds:
        return "number"
    if ast.OwnerOf in kinds and ast.Objects not in kinds:  # objects may be "its owner" too
        return "player"
    return "object"


@cache
def _field_kinds(model: type[Node], field: str) -> frozenset[type]:
    """The node classes a model's field can hold."""
    hints = typing.get_type_hints(model, localns=ast.namespace(), include_extras=True)
    found: set[type] = set()
    pending = [hints[field]]
    while pending:
        hint = pending.pop()
        if isinstance(hint, type) and issubclass(hint, Node):
            found.add(hint)
        pending.extend(typing.get_args(hint))
    return frozenset(found)


def nouns(node: Node) -> set[str]:
    """The nouns that can name what ``node`` introduced ("card", "creature", "token", …)."""
    if isinstance(node, ast.TopOfLibrary):
        return {"card"}
    if isinstance(node, ast.AnyTarget):
        return {"creature", "planeswalker", "battle", "permanent", "player"}
    if isinstance(node, ast.CreateToken):
        return {"token", "permanent", *(t.lower() for t in node.token.types)}
    if isinstance(node, (ast.Draw, ast.Mill, ast.Discard)):
        return {"card"}
    return {
        n.name.lower()
        for n in node.walk()
        if isinstance(n, (ast.CardType, ast.Subtype)) and isinstance(n.name, str)
    }
