"""What "the exiled card" and "the sacrificed creature" mean: what an exile or a sacrifice of
the same ability, a cost, or a linked ability of the card acted on (CR 607.2a)."""

from __future__ import annotations

from .. import ast
from ..ast import CardText, Node
from ..tree import visits
from .reach import hidden

#: What an instruction done as a cost or by a linked ability (CR 607) did to the objects a
#: reference names by it: "the exiled card", "the sacrificed creature".
LINKED: dict[str, ast.Kinds] = {
    "exiled": ast.Kinds("Exile"),
    "sacrificed": ast.Kinds("Sacrifice"),
}


def done_to(ref: Node) -> str | None:
    """What a reference says was done to what it names: "exiled", "sacrificed" or nothing."""
    return next((word for word in LINKED if getattr(ref, word, False)), None)


def did(node: Node, done: str) -> bool:
    """Whether ``node`` is an instruction (or cost) that does ``done``: exiling includes the
    hideaway keyword's exile (CR 702.75a)."""
    hideaway = isinstance(node, ast.Keyword) and node.name.lower() == "hideaway"
    return isinstance(node, LINKED[done]) or (done == "exiled" and hideaway)


def linked(card: CardText, index: int) -> list[Node]:
    """The nodes of the card's other abilities, for a reference to what one of them did (CR
    607.2a: "the exiled card" after Journey to Nowhere's or an imprint ability's exile), those
    printed before it first, nearest first; not what abilities they quote hold."""
    before = [n for ability in reversed(card.abilities[:index]) for n in _own(ability)]
    return before + [n for ability in card.abilities[index + 1 :] for n in _own(ability)]


def _own(ability: Node) -> list[Node]:
    """An ability's nodes, nearest the end first, without those of abilities it quotes."""
    top = {id(ability)}
    while isinstance(ability, ast.AbilityWordAbility):  # "Imprint — When …"
        ability = ability.ability
        top.add(id(ability))
    return [v.node for v in reversed(visits(ability)) if not hidden(v, top)]
