"""Structural comparison of two card ASTs, ignoring spans and reminder text.

Two texts of one card (its English Oracle text and its Japanese text) should give equal ASTs;
:func:`equivalent` finds the first place where they do not, with both sides' spans, so a
diagnostic can quote both texts.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from . import ast
from .ast import Node, Span
from .plain_forms import SURFACE_FIELDS, field_marker, meaning, plain_form


@dataclass(frozen=True)
class Difference:
    """The first differing pair: where (a field path) and the two sides."""

    path: str
    left: Any
    right: Any

    @property
    def left_span(self) -> Span | None:
        return self.left.span if isinstance(self.left, Node) else None

    @property
    def right_span(self) -> Span | None:
        return self.right.span if isinstance(self.right, Node) else None

    def describe(self, left_lang: str = "en", right_lang: str = "ja") -> str:
        """The difference as the two texts' phrases: "amount: 2 ≠ ３" (never model reprs)."""
        left, right = phrase(self.left, left_lang), phrase(self.right, right_lang)
        return f"{field_name(self.path)}: {left} ≠ {right}"


def phrase(value: Any, lang: str) -> str:
    """One side of a difference as card text: a node rendered in ``lang``, a list's items,
    a plain value as it is ("nothing" for none)."""
    if isinstance(value, list):
        return "; ".join(phrase(v, lang) for v in value) or "nothing"
    if isinstance(value, Node):
        from .render import render  # the renderers load only to describe a difference

        for node in (value, unwritten(value)):  # as written; else in the usual words
            try:
                return render(node, lang)  # type: ignore[arg-type]
            except Exception:  # a node the renderer words only in context
                continue
        return value.kind.replace("_", " ")
    return "nothing" if value is None else str(value)


def unwritten(node: Node) -> Node:
    """``node`` with its surface fields (how it was written, 「…をすべて」) as by default."""
    model = type(node)
    fields = [n for n in model.model_fields if field_marker(model, n, "surface")]
    return node.model_copy(update={n: model.model_fields[n].get_default() for n in fields})


def field_name(path: str) -> str:
    """The last field of a difference's path, as words ("abilities[0].effect.amount" →
    "amount"); "the text" for the top."""
    last = path.split(" ", 1)[0].rsplit(".", 1)[-1].split("[", 1)[0]
    return last.replace("_", " ") or "the text"


def sort_key(value: Any) -> str:
    """A language-independent order for the items of an unordered list (what they mean,
    not how they were written: 「黒か赤」's 「か」 is no part of it)."""
    return json.dumps(meaning(value), sort_keys=True)


def meaningful(items: list[Any]) -> list[Any]:
    """List items that carry meaning (reminder-only lines don't)."""
    return [i for i in items if not isinstance(i, ast.ReminderOnly)]


def canonical(node: Node) -> Node:
    """One form for wordings that mean the same: "a creature you control enters" is "a
    creature enters (the battlefield) under your control" (Japanese has only the latter,
    「クリーチャー１体があなたのコントロール下で戦場に出る」); so is "<name> or another creature
    you control enters" (「<名>かこれでないクリーチャー１体があなたのコントロール下で…」);
    "you choose a player" (「あなたはプレイヤー１人を選ぶ」) is "choose a player"; "can't be
    blocked by A or B" is "… by A and B"; see also :func:`plain_form`."""
    node = plain_form(node)
    if isinstance(node, ast.ChooseObject) and isinstance(node.player, ast.You):
        return node.model_copy(update={"player": None})  # "you choose …" is "choose …"
    if isinstance(node, ast.Restriction) and isinstance(node.by, ast.ObjectList):
        # "can't be blocked by A or B" is "… by A and B" (「AやBによっては」): either excluded
        return node.model_copy(update={"by": node.by.model_copy(update={"conjunction": "and"})})
    if not isinstance(node, ast.Enters) or node.controller is not None:
        return node
    objects = node.object
    if isinstance(objects, ast.ObjectList) and all(
        isinstance(i, ast.SelfRef) for i in objects.items[:-1]
    ):
        last = not_yours(objects.items[-1])
        if last is None:
            return node
        narrowed = objects.model_copy(update={"items": [*objects.items[:-1], last]})
        return node.model_copy(update={"object": narrowed, "controller": ast.You()})
    narrowed = not_yours(objects)
    if narrowed is None:
        return node
    return node.model_copy(update={"object": narrowed, "controller": ast.You()})


def not_yours(objects: Any) -> ast.Objects | None:
    """``objects`` without its "you control", when that is one part of its filter."""
    if not isinstance(objects, ast.Objects) or not isinstance(objects.filter, ast.AllOf):
        return None
    parts = objects.filter.parts
    yours = [p for p in parts if isinstance(p, ast.ControlledBy) and isinstance(p.player, ast.You)]
    if len(yours) != 1 or yours[0].negated:
        return None
    rest = [p for p in parts if p is not yours[0]]
    filter_ = rest[0] if len(rest) == 1 else objects.filter.model_copy(update={"parts": rest})
    return objects.model_copy(update={"filter": filter_})


def self_references(card: ast.CardText) -> ast.CardText:
    """``card`` with each reference that the binding pass binds to the card itself written as
    the card: "Tap it." after "<name> gains hexproof" means 「これをタップする。」."""
    from .check.binding import bind  # here: the checker's rules import this module

    bound = {
        id(b.ref)
        for b in bind(card, "").items
        if b.role == "object" and isinstance(b.antecedent, ast.SelfRef)
    }
    if not bound:
        return card

    def rewrite(value: Any) -> Any:
        if isinstance(value, ast.Ref) and id(value) in bound:
            return ast.SelfRef(span=value.span)
        if isinstance(value, list):
            return [rewrite(v) for v in value]
        if not isinstance(value, Node):
            return value
        changed = {name: rewrite(getattr(value, name)) for name in type(value).model_fields}
        return value.model_copy(update=changed)

    return rewrite(card)


def equivalent(a: Any, b: Any, path: str = "") -> Difference | None:
    """``None`` when ``a`` and ``b`` mean the same, else the first :class:`Difference`."""
    if not path and isinstance(a, ast.CardText) and isinstance(b, ast.CardText):
        a, b = self_references(a), self_references(b)
    if isinstance(a, Node) and isinstance(b, Node):
        a, b = canonical(a), canonical(b)
        if type(a) is not type(b):
            return Difference(path or a.kind, a, b)
        for name in type(a).model_fields:
            if name in SURFACE_FIELDS or field_marker(type(a), name, "surface"):
                continue
            x, y = getattr(a, name), getattr(b, name)
            sub = f"{path}.{name}".lstrip(".")
            if name == "quantifier" and same_quantity(a, b):
                continue
            diff = equivalent(x, y, sub)
            if diff is not None and field_marker(type(a), name, "unordered"):
                diff = unordered_difference(x, y, sub)
            if diff is not None:
                # a differing scalar is reported with the nodes that hold it (they have spans)
                return diff if isinstance(x, (Node, list)) else Difference(sub, a, b)
        return None
    if isinstance(a, list) and isinstance(b, list):
        a, b = meaningful(a), meaningful(b)
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            diff = equivalent(x, y, f"{path}[{i}]")
            if diff is not None:
                return diff
        if len(a) != len(b):
            return Difference(f"{path} (length {len(a)} ≠ {len(b)})", a, b)
        return None
    return None if a == b else Difference(path, a, b)


def unordered_difference(a: list[Any], b: list[Any], path: str) -> Difference | None:
    """How two sets differ: ``None`` when some order of ``b``'s few items matches ``a``, else
    the difference of both in one language-independent order."""
    if len(a) == len(b) <= MAX_PERMUTED and any(
        equivalent(a, list(order), path) is None for order in permutations(b)
    ):
        return None
    return equivalent(sorted(a, key=sort_key), sorted(b, key=sort_key), path)


#: The most items :func:`unordered_difference` tries in every order (4! = 24 orders).
MAX_PERMUTED = 4


def same_quantity(a: Node, b: Node) -> bool:
    """Whether two nodes' quantifiers agree: "each creature" and "all creatures" are one set;
    Japanese marks neither article nor plural, so a bare 「呪文」 ("a" unmarked) is "a spell"
    or "spells"; with a number, the number says how many. A written 「１体」 or "a" is one,
    never "all"."""
    x, y = a.quantifier, b.quantifier  # type: ignore[attr-defined]
    if x == y or {x, y} == {"each", "all"}:
        return True
    if "a" in {x, y} and {x, y} <= {"a", "all", "each"}:  # an unmarked noun, or a number
        counted = getattr(a, "count", None) is not None and getattr(b, "count", None) is not None
        return counted or getattr(a, "bare", False) or getattr(b, "bare", False)
    return False
