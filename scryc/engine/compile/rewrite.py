"""Copies of an AST with some nodes changed, for what the rules define as a change of text
or of meaning: a spell cast with overload reads "each" where it says "target" (CR 702.96a),
and "a spell … from your hand" is a card before it is cast."""

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
