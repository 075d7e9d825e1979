"""Binding: every back reference is bound to the node that introduced what it refers to.

"it", "that card", "that creature", "that many", それ, そのカード … are ``ref`` nodes, and
"that player" / "that opponent" is a player node with the quantifier "that". A reference
refers back (CR 608.2c (2026-06-19): read the whole text) to the nearest earlier node of its
ability (or of the spell's earlier lines) that introduced an object, a player or a number;
its role comes from where it stands (an amount, a player or an object), and a noun ("that
card") prefers an introducer that names it. Out of its reach are the parts of another
object's description, of a quoted ability, of what X is defined as, of another mode and of a
condition that only asks whether something exists, and the other arguments of its own
instruction ("attach ~ to it"). What is printed before it though walked after comes first: an
effect before its condition ("Counter target spell if it's blue"), what a "for each" goes
through ("For each opponent, … that player controls"). A noun binds only to what it can name
("that permanent or player" is not a revealed card). "The exiled card" and "the sacrificed
creature" mean what an exile or a sacrifice acted on: of the same ability, a cost, or a linked
ability of the card (CR 607.2a). A reference with nothing to refer to is unbound: an error
(``parse`` raises it).

Both the checker and the engine's compiler read this binding; :mod:`.naming` is the one table
of what a reference's noun can name.
"""

from __future__ import annotations

import typing
import weakref
from dataclasses import dataclass
from functools import cache, partial
from typing import Literal

from .. import ast
from ..ast import CardText, Node, Ref
from ..tree import Visit, is_reference, quote, refers, visits
from .instead import damaged_again, replaced
from .linked import did, done_to, linked
from .naming import can_name, noun_words, nouns
from .places import elsewhere, restated, subject
from .reach import hidden

Role = Literal["object", "player", "number"]

#: Nodes that introduce objects, players and numbers that later text can refer back to.
INTRODUCERS: dict[Role, ast.Kinds] = {
    "object": ast.Kinds(
        "Objects",
        "TopOfLibrary",
        "TopOfGraveyard",
        "AnyTarget",
        "ObjectList",
        "AttachedTo",
        "ZoneContents",
        "CommanderOf",
        "CreateToken",
        "SelfRef",
        "CopySpell",  # "copy target spell. You may choose new targets for the copy."
        "RevealUntil",  # every card revealed: "… until you reveal a land card. … those cards"
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
        # the objects an instruction or a trigger acted on: "exile them, then create that many"
        "Destroy",
        "Exile",
        "Sacrifice",
        "Move",
        "Search",
        "Reveal",
        "ShuffleInto",
        "ChooseObject",
        "Enters",
        "PutIntoExile",  # "Whenever one or more cards are put into exile …, put that many …"
        "Attacks",  # "Whenever one or more creatures attack, create that many …"
        "EntersWithCounters",
        "DealsDamage",
        "DealtDamage",
        "WouldBeDealtDamage",  # "If damage would be dealt to ~, … remove that many counters"
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
Reference = Ref | ast.Player
#: The kinds of the nodes that may be references (:func:`is_reference` says which are).
REFERRING = frozenset({"ref", "player"})


@dataclass(frozen=True, eq=False)
class Binding:
    """A reference, its role, and what it refers to (``None`` when unbound)."""

    ref: Reference
    role: Role
    antecedent: Node | None
    ability: int  # index of the card's ability that holds the reference


class Bindings:
    """The bindings of every reference on a card, looked up by the reference node."""

    def __init__(self, items: list[Binding]) -> None:
        self.items = items
        self._by_ref = {id(b.ref): b for b in items}

    def of(self, ref: Reference) -> Binding:
        return self._by_ref[id(ref)]

    @property
    def unbound(self) -> list[Binding]:
        return [b for b in self.items if b.antecedent is None]


#: The bindings made, by the id of their card: while the card lives (see :func:`bind`).
_MADE: dict[int, tuple[weakref.ref[CardText], str, Bindings]] = {}


def bind(card: CardText, text: str, referring: list[bool] | None = None) -> Bindings:
    """Bind every reference of ``card`` (parsed from ``text``) within its own ability; the
    lines of a spell are read as one text (CR 608.2c), so a later line's reference may mean
    what an earlier line introduced. ``referring`` (one flag per ability, from
    :func:`refers`) spares a caller's second look for references.

    Made once for each card: the parse that looks for an unbound reference, the checker and
    the engine's compiler all read the same :class:`Bindings`, kept by the card's identity
    (never by its text) while the card lives."""
    key = id(card)
    made = _MADE.get(key)
    if made is not None and made[0]() is card and made[1] == text:
        return made[2]
    bindings = _bindings(card, text, referring)
    _MADE[key] = (weakref.ref(card, partial(_forget, key)), text, bindings)
    return bindings


def _forget(key: int, card: weakref.ref[CardText]) -> None:
    """Drop the bindings of a card that is gone."""
    made = _MADE.get(key)
    if made is not None and made[0] is card:
        del _MADE[key]


def _bindings(card: CardText, text: str, referring: list[bool] | None) -> Bindings:
    """The bindings of every reference of ``card``; ``referring`` says, when the caller
    already knows, which of its abilities refer (:func:`refers`)."""
    items: list[Binding] = []
    chained: dict[int, Node] = {}  # id of "the exiled card" → what did it
    spell: list[Node] = []  # the nodes of the spell's lines so far, the latest first
    if referring is None:
        referring = [refers(ability) for ability in card.abilities]
    for index, ability in enumerate(card.abilities):
        line = _spell(ability)
        later = line is not None and any(referring[index + 1 :])  # a later line may refer
        if not referring[index] and not later:
            continue
        walk = visits(ability)
        if referring[index]:
            lines = spell if line is not None else []
            _bind_ability(card, index, walk, lines, text, chained, items)
        if later:
            top = {id(ability), id(line)}
            seen = [v.node for v in reversed(walk) if id(v.node) not in top and not hidden(v, top)]
            spell = seen + spell
    return Bindings(items)


def _bind_ability(
    card: CardText,
    index: int,
    walk: list[Visit],
    lines: list[Node],
    text: str,
    chained: dict[int, Node],
    items: list[Binding],
) -> None:
    """Add to ``items`` the bindings of the references of ``card``'s ability ``index``
    (``walk``), which may also mean what the spell's earlier ``lines`` introduced."""
    # "Whenever <name> becomes the target of a spell, it gets …": "it" is not the spell
    agents = {
        id(n) for v in walk if isinstance(v.node, ast.BecomesTarget) for n in v.node.by.walk()
    }
    for position, visit in enumerate(walk):
        if visit.node.kind in REFERRING and is_reference(visit.node):
            candidates = _candidates(walk, position)
            if visit.node.noun is None:
                candidates = [c for c in candidates if id(c) not in agents]
            again = damaged_again(visit)
            if again is not None:  # "it deals 4 damage instead": the damage before's
                found = replaced(visit, again, walk[:position], lines, items)
                items.append(Binding(visit.node, "object", found, index))
                continue
            done = done_to(visit.node)
            if done is not None:  # "the exiled card": this ability's, or a linked one's
                found = candidates + lines + linked(card, index)
                antecedent = next((c for c in found if did(c, done)), None)
                items.append(Binding(visit.node, "object", antecedent, index))
                if antecedent is not None:
                    chained[id(visit.node)] = antecedent
                continue
            binding = _bind(visit, candidates, index, text, chained)
            if binding.antecedent is None and lines:  # what an earlier line introduced
                binding = _bind(visit, candidates + lines, index, text, chained)
            if binding.antecedent is None and getattr(visit.node, "determiner", "") == "the":
                # "the token" a linked ability created (CR 607.2)
                binding = _bind(visit, linked(card, index), index, text, chained)
            items.append(binding)


def is_target(node: Node) -> bool:
    """Whether ``node`` is a "target …" phrase (or "any target")."""
    if isinstance(node, ast.AnyTarget):
        return True
    quantifier = getattr(node, "quantifier", None)
    return isinstance(node, (ast.Objects, ast.Player)) and "target" in str(quantifier).split()


def _spell(ability: Node) -> ast.SpellAbility | None:
    """The spell ability a line of a card is (a part of), under its ability word if any."""
    while isinstance(ability, ast.AbilityWordAbility):
        ability = ability.ability
    return ability if isinstance(ability, ast.SpellAbility) else None


def _candidates(walk: list[Visit], position: int) -> list[Node]:
    """What the reference at ``walk[position]`` may refer to, nearest first.

    That is every earlier node of the ability except the reference's own ancestors and the
    nodes hidden from it (see :func:`.reach.hidden`). A reference in an X definition ("…, where X
    is that creature's power") comes after the whole effect it defines X for in print, so that
    effect's later nodes come first; a reference in a condition printed after its effect
    ("Counter target spell if it's blue") means that effect's objects first.
    """
    visit = walk[position]
    if getattr(visit.node, "reflexive", False):  # "itself": the subject, or nothing
        return subject(visit)
    enclosing = {id(v.node) for v in visit.ancestors()}
    # an object reference is not another argument of its own instruction: "attach ~ to it",
    # "target creature you control fights that creature" (though it may be what one of them
    # holds; and "their" in "Target opponent exiles … their library" is the opponent)
    out = enclosing | (_siblings(visit) if role_of(visit) == "object" else set())
    # "a spell with mana value less than ~'s power from among them": "them" is not what the
    # description that holds it names, nor a part of it
    described = _described_elsewhere(visit)
    if described is not None:
        out |= {id(n) for n in described.walk()}
    nodes = [
        v.node
        for v in reversed(walk[:position])
        if id(v.node) not in out and not hidden(v, enclosing)
    ]
    nodes += _condition_before(visit)
    if role_of(visit) == "player" or getattr(visit.node, "noun", None) in PLAYER_NOUNS:
        nodes = _first(_acting(visit), nodes)
    defined = next((v for v in visit.ancestors() if isinstance(v.node, ast.Variable)), None)
    if defined is not None and defined.parent is not None:
        rest = {id(v.node) for v in visits(defined.node)}
        effect = [v.node for v in visits(defined.parent.node) if id(v.node) not in rest]
        nodes = _first([n for n in reversed(effect) if id(n) not in out], nodes)
    conditional = _condition_last(visit)
    if conditional is not None:
        effect = [v.node for v in reversed(visits(conditional.effect))]
        nodes = _first([n for n in effect if id(n) not in out], nodes)
    restated_node = restated(visit)
    if restated_node is not None:
        nodes = _first([restated_node], nodes)
    each = _iterated(visit)
    if each is not None and (visit.node.noun is not None or _counted_it(each, visit.node)):
        # "For each opponent, gain control of … that player controls", "For each Spirit,
        # return it …" (but "it gets +1/+1 for each other attacking Ally" is not an Ally)
        nodes = _first([v.node for v in visits(each) if not hidden(v, enclosing)], nodes)
    return nodes + _printed_after(visit, out)


def _acting(visit: Visit) -> list[Node]:
    """The players who do the instructions that hold the reference, when printed before it
    ("Target opponent chooses a creature they control": "they" is the opponent), innermost
    first."""
    spans = (v.node.span for v in (visit, *visit.ancestors()))
    start = next((span.start for span in spans if span is not None), None)
    found: list[Node] = []
    child = visit
    for outer in visit.ancestors():
        player = getattr(outer.node, "player", None)
        before = isinstance(player, Node) and player.span is not None and start is not None
        if before and child.field != "player" and player.span.start < start:  # type: ignore[union-attr]
            found += [] if is_reference(player) else [player]
        child = outer
    return found


def _iterated(visit: Visit) -> Node | None:
    """What a "for each" that holds the reference in its effect goes through."""
    child = visit
    for outer in visit.ancestors():
        if isinstance(outer.node, ast.ForEach) and child.field == "effect":
            return outer.node.objects
        child = outer
    return None


def _counted_it(node: Node, ref: Node) -> bool:
    """Whether ``ref`` is a singular pronoun printed after ``node``, what a "for each"
    counts: "For each card exiled this way, copy it" (not "… search for cards … and exile
    them", whose "them" is what the instruction found)."""
    if getattr(ref, "plural", False) or node.span is None or ref.span is None:
        return False
    return node.span.end <= ref.span.start


def _printed_after(visit: Visit, out: set[int]) -> list[Node]:
    """For a reference in how much damage is dealt, the recipient printed before it, after
    every earlier node: "deals damage to target player equal to the number of cards in that
    player's hand"."""
    child = visit
    for outer in visit.ancestors():
        if isinstance(outer.node, ast.DealDamage) and child.field == "amount":
            recipient = outer.node.recipient
            return [n for n in recipient.walk() if id(n) not in out] if recipient else []
        child = outer
    return []


def _described_elsewhere(visit: Visit) -> Node | None:
    """The description that holds a reference to another object ("from among them")."""
    child = visit
    found = False
    for outer in visit.ancestors():
        found = found or elsewhere(outer.node)
        if isinstance(outer.node, ast.Objects) and child.field == "filter":
            return outer.node if found else None
        child = outer
    return None


def _siblings(visit: Visit) -> set[int]:
    """The other arguments of the node that holds the reference (not what they hold: in
    "~'s owner shuffles it into their library", "it" is the card)."""
    parent = visit.parent
    if parent is None:
        return set()
    return {
        id(child)
        for name, value in parent.node.__dict__.items()  # its fields (see Node.children)
        if name != visit.field
        for child in _children(value)
    }


def _children(value: object) -> list[Node]:
    return [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, Node)]


def _first(nearest: list[Node], nodes: list[Node]) -> list[Node]:
    """``nearest``, then the rest of ``nodes``."""
    seen = {id(n) for n in nearest}
    return nearest + [n for n in nodes if id(n) not in seen]


def _condition_last(visit: Visit) -> ast.Conditional | None:
    """The conditional whose condition, printed after its effect, holds the reference."""
    child = visit
    for outer in visit.ancestors():
        node = outer.node
        if isinstance(node, ast.Conditional) and child.field == "condition":
            return node if node.condition_last else None
        child = outer
    return None


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


def _bind(
    visit: Visit, candidates: list[Node], ability: int, text: str, chained: dict[int, Node]
) -> Binding:
    """Bind the reference at ``visit`` to the first fitting candidate; a reference to what was
    exiled or sacrificed counts as what it refers to (``chained``)."""
    ref = visit.node
    assert isinstance(ref, Reference)
    role = role_of(visit)
    said = quote(text, ref) or ""
    if role == "object" and ref.noun in PLAYER_NOUNS:  # "deals 3 damage to that player"
        role = "player"
    kinds = INTRODUCERS[role].classes()  # (asked of every candidate)
    kinds = kinds | {ast.You} if said.startswith(REFLEXIVE) else kinds
    found = [
        chained.get(id(c), c)  # "return the exiled card under its owner's control"
        for c in candidates
        if (type(c) in kinds and not is_reference(c)) or (role == "object" and id(c) in chained)
    ]
    if role == "object":
        actions = CARD_ACTIONS.classes()
        found += [c for c in candidates if type(c) in actions]
    if getattr(ref, "plural", False):  # "those cards" are all the cards revealed, not the one
        found = [c for c in found if id(c) not in _one_found(candidates)]
    if role == "object" and ref.noun is None:
        described = _described(visit)
        antecedent = described or next(iter(found), None)
    elif role == "object":  # a noun ("that card") prefers what names it, and never means the card
        others = [c for c in found if not isinstance(c, ast.SelfRef)]
        said = noun_words(ref.noun)
        antecedent = next((c for c in others if said & nouns(c)), None)
        antecedent = antecedent or next((c for c in others if can_name(said, c)), None)
    else:
        antecedent = next(iter(found), None)
    return Binding(ref=ref, role=role, antecedent=antecedent, ability=ability)


def _one_found(candidates: list[Node]) -> set[int]:
    """The single cards that reveals among ``candidates`` stop at ("until you reveal a land
    card"), which a plural reference does not mean."""
    return {
        id(c.until)
        for c in candidates
        if isinstance(c, ast.RevealUntil)
        and getattr(c.until, "count", None) is None
        and getattr(c.until, "quantifier", None) in ("a", "an")
    }


def _described(visit: Visit) -> Node | None:
    """For "its" inside a description ("a creature with power equal to its toughness"): the
    objects being described (not for "it" in "a creature that saddled it this turn", "each
    Aura attached to it" or "a creature card from it")."""
    child = visit
    for outer in visit.ancestors():
        if elsewhere(outer.node):
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
