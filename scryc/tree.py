"""Walking the AST with parents, the text a node covers, and its outline."""

from __future__ import annotations

import json
from collections.abc import Iterator

from .ast import NODE_FIELDS, NODE_TYPES, Node, Span

_new = object.__new__


class Visit:
    """A node reached in a walk: its parent visit and the parent field that holds it (never
    changed once made; a plain class with slots, as a walk makes one for every node)."""

    __slots__ = ("field", "node", "parent")

    def __init__(self, node: Node, parent: Visit | None = None, field: str | None = None):
        self.node, self.parent, self.field = node, parent, field

    def ancestors(self) -> Iterator[Visit]:
        """The enclosing visits, innermost first."""
        visit = self.parent
        while visit is not None:
            yield visit
            visit = visit.parent


def visits(root: Node, parent: Visit | None = None, field: str | None = None) -> list[Visit]:
    """``root`` and every node below it, depth first in field (printed) order."""
    out: list[Visit] = []
    pending = [(root, parent, field)]  # what is still to visit, the next one last
    while pending:
        node, parent, field = pending.pop()
        here = _new(Visit)  # its slots set here: Visit's __init__ is a call for every node
        here.node, here.parent, here.field = node, parent, field
        out.append(here)
        below: list[tuple[Node, Visit, str]] = []
        fields = node.__dict__
        for name in NODE_FIELDS[node.__class__]:  # the fields that may hold nodes, in order
            value = fields.get(name)
            if value.__class__ is list:
                for child in value:  # a loop, not a comprehension: Python 3.11 calls one
                    if child.__class__ in NODE_TYPES:
                        below.append((child, here, name))
            elif value.__class__ in NODE_TYPES:
                below.append((value, here, name))
        if below:
            below.reverse()
            pending += below
    return out


def is_reference(node: Node) -> bool:
    """Whether ``node`` refers back: "it", "that card", "that many", "that player". Read off
    the node's kind, so the parser can ask it without loading the AST's modules."""
    return node.kind == "ref" or (
        node.kind == "player" and getattr(node, "quantifier", None) == "that"
    )


def refers(root: Node) -> bool:
    """Whether ``root`` or a node below it is a reference (:func:`is_reference`): what a parse
    asks of every card, in one pass over the fields that may hold nodes that stops at the
    first reference (a third of the cost of testing each node of :meth:`Node.walk`)."""
    pending = [root]
    while pending:
        node = pending.pop()
        fields = node.__dict__
        kind = fields.get("kind")
        if kind == "ref" or (kind == "player" and fields.get("quantifier") == "that"):
            return True
        for name in NODE_FIELDS[node.__class__]:
            value = fields.get(name)
            if value.__class__ is list:
                for child in value:
                    if child.__class__ in NODE_TYPES:
                        pending.append(child)
            elif value.__class__ in NODE_TYPES:
                pending.append(value)
    return False


def span_of(node: Node) -> Span | None:
    """The node's span, or (for a node the text only implies) the span of its descendants."""
    if node.span is not None:
        return node.span
    spans = [s for child in node.children() if (s := span_of(child)) is not None]
    if not spans:
        return None
    return Span(start=min(s.start for s in spans), end=max(s.end for s in spans))


def quote(text: str, node: Node) -> str | None:
    """The text ``node`` covers, or None when it covers none."""
    span = span_of(node)
    return text[span.start : span.end] if span is not None else None


def located(root: Node, node: Node) -> Span | None:
    """The span of ``node`` inside ``root``, or of its nearest enclosing node that has one."""
    for visit in visits(root):
        if visit.node is node:
            for around in (visit, *visit.ancestors()):
                if (span := span_of(around.node)) is not None:
                    return span
    return None


def outline(node: Node) -> str:
    """An indented outline of ``node`` (``scryc parse --format tree``): each node's kind and
    scalar fields, then its child nodes, one line each."""
    return "\n".join(_outline(node))


def _outline(node: Node, label: str = "", depth: int = 0) -> Iterator[str]:
    scalars: list[str] = []
    children: list[tuple[str, Node]] = []
    for field in type(node).model_fields:
        value = getattr(node, field)
        if field in ("kind", "span") or value is None or value is False or value == []:
            continue
        if isinstance(value, Node):
            children.append((field, value))
        elif isinstance(value, list) and isinstance(value[0], Node):
            children.extend((f"{field}[{i}]", v) for i, v in enumerate(value))
        else:
            scalars.append(f"{field}={json.dumps(value, ensure_ascii=False)}")
    yield "  " * depth + label + " ".join([getattr(node, "kind", type(node).__name__), *scalars])
    for child_label, child in children:
        yield from _outline(child, f"{child_label}: ", depth + 1)
