"""Copies of an AST with some nodes changed, for what the rules define as a change of text
or of meaning: a spell cast with overload reads "each" where it says "target" (CR 702.96a),
"a spell … from your hand" is a card before it is cast, and a rule's words parsed alone are
placed after the card text."""

from __future__ import annotations

from collections.abc import Callable

from ... import ast as A


def rewrite(node: A.Node, change: Callable[[A.Node], A.Node | None]) -> A.Node:
    """A copy of ``node`` with each node that ``change`` replaces (``change`` returns None to
    keep a node and look inside it). Only the nodes on the way to a change are copied; the
    rest are the same objects, which the card's binding still knows."""
    new = change(node)
    if new is not None:
        return new
    updates: dict[str, A.Node | list[A.Node]] = {}
    for name, value in node:
        if isinstance(value, A.Node) and (changed := rewrite(value, change)) is not value:
            updates[name] = changed
        elif isinstance(value, list) and any(isinstance(v, A.Node) for v in value):
            items = [rewrite(v, change) if isinstance(v, A.Node) else v for v in value]
            if any(new is not old for new, old in zip(items, value, strict=True)):
                updates[name] = items
    return node.model_copy(update=updates) if updates else node


def shifted(node: A.Node, offset: int) -> A.Node:
    """A copy of ``node`` whose spans (and those of the nodes in it) start ``offset``
    characters later: a text parsed alone, placed after the card text."""

    def later(part: A.Node) -> A.Node:
        moved = rewrite(part, lambda inner: None if inner is part else later(inner))
        if part.span is None:
            return moved
        span = A.span_at(part.span.start + offset, part.span.end + offset)
        return moved.model_copy(update={"span": span})

    return later(node)
