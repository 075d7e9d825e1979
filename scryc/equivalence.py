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

#: Fields of every node that record how the text looked, not what it means.
SURFACE_FIELDS = frozenset({"span", "reminder"})


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

    def describe(self) -> str:
        return f"{self.path}: {summary(self.left)} ≠ {summary(self.right)}"


def summary(value: Any) -> str:
    """A short readable form of one side of a difference."""
    if isinstance(value, Node):
        fields = {
            k: v
            for k, v in value
            if k not in SURFACE_FIELDS and k != "kind" and not isinstance(v, (Node, list))
        }
        inner = ", ".join(f"{k}={v!r}" for k, v in fields.items())
        return f"{value.kind}({inner})"
    if isinstance(value, list):
        return f"[{len(value)} items]"
    return repr(value)


def phrase(value: Any, lang: str) -> str:
    """One side of a difference as card text: a node rendered in ``lang``, a list's items,
    a plain value as it is ("nothing" for none)."""
    if isinstance(value, list):
        return "; ".join(phrase(v, lang) for v in value) or "nothing"
    if isinstance(value, Node):
        from .render import render  # the renderers load only to describe a difference

        try:
            return render(value, lang)  # type: ignore[arg-type]
        except Exception:  # a node the renderer words only in context: name its kind
            return value.kind.replace("_", " ")
    return "nothing" if value is None else str(value)


def field_name(path: str) -> str:
    """The last field of a difference's path, as words ("abilities[0].effect.amount" →
    "amount"); "the text" for the top."""
    last = path.split(" ", 1)[0].rsplit(".", 1)[-1].split("[", 1)[0]
    return last.replace("_", " ") or "the text"


def field_marker(model: type[Node], field: str, marker: str) -> bool:
    """Whether a field carries a marker: ``surface`` (not meaning) or ``unordered`` (a set)."""
    extra = model.model_fields[field].json_schema_extra
    return isinstance(extra, dict) and bool(extra.get(marker))


def sort_key(value: Any) -> str:
    """A language-independent order for the items of an unordered list (what they mean,
    not how they were written: 「黒か赤」's 「か」 is no part of it)."""
    return json.dumps(meaning(value), sort_keys=True)


def meaning(value: Any) -> Any:
    """A node's fields as plain data, without spans and the fields marked as surface."""
    if isinstance(value, list):
        return [meaning(v) for v in value]
    if not isinstance(value, Node):
        return value
    return {
        name: meaning(getattr(value, name))
        for name in type(value).model_fields
        if name not in SURFACE_FIELDS and not field_marker(type(value), name, "surface")
    }


def meaningful(items: list[Any]) -> list[Any]:
    """List items that carry meaning (reminder-only lines don't)."""
    return [i for i in items if not isinstance(i, ast.ReminderOnly)]


def canonical(node: Node) -> Node:
    """One form for wordings that mean the same: "a creature you control enters" is "a
    creature enters (the battlefield) under your control" (Japanese has only the latter,
    「クリーチャー１体があなたのコントロール下で戦場に出る」); so is "<name> or another creature
    you control enters" (「<名>かこれでないクリーチャー１体があなたのコントロール下で…」);
    "you choose a player" (「あなたはプレイヤー１人を選ぶ」) is "choose a player"; "can't be
    blocked by A or B" is "… by A and B"."""
    if isinstance(node, ast.Sequence):
        return color_of_your_choice(node)
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


def color_of_your_choice(node: ast.Sequence) -> Node:
    """「色１色を選ぶ。…プロテクション（その選ばれた色）…」 and "Choose a color. … protection
    from the chosen color": "… protection from the color of your choice"."""
    steps, joins = list(node.steps), list(node.joins)
    i = 0
    while i < len(steps) - 1:
        choice, step = steps[i], steps[i + 1]
        chosen = [n for n in step.walk() if isinstance(n, ast.ChosenColor) and not n.now]
        if (
            isinstance(choice, ast.ChooseValue)
            and choice.value == "color"
            and isinstance(choice.player, ast.You)
            and joins[i] == "sentence"
            and chosen
        ):
            steps[i : i + 2] = [with_color_chosen_now(step)]
            del joins[i]
        i += 1
    if len(steps) == len(node.steps):
        return node
    if len(steps) == 1:
        return steps[0]
    return node.model_copy(update={"steps": steps, "joins": joins, "connectives": []})


def with_color_chosen_now(value: Any) -> Any:
    """``value`` with each chosen colour chosen as it happens."""
    if isinstance(value, ast.ChosenColor):
        return value.model_copy(update={"now": True})
    if isinstance(value, list):
        return [with_color_chosen_now(v) for v in value]
    if not isinstance(value, Node):
        return value
    names = type(value).model_fields
    return value.model_copy(update={n: with_color_chosen_now(getattr(value, n)) for n in names})


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
    return None if a == b or unmarked_quantity(path, a, b) else Difference(path, a, b)


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


def unmarked_quantity(path: str, a: Any, b: Any) -> bool:
    """Japanese marks neither article nor plural (a bare 「呪文」 is "a spell" or "spells"), and
    "each creature" and "all creatures" are one set: these quantifiers agree."""
    return path.endswith("quantifier") and {a, b} in ({"a", "all"}, {"each", "all"})
