"""One Forge step (an API type and its parameters), and amounts as Forge writes them."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import ast
from ..ast import Node
from .objects import count_expression, counter_kind
from .refusal import Refused


@dataclass
class Step:
    """One Forge step: ``api`` (Draw, Scry, …) and its parameters."""

    api: str
    params: dict[str, str] = field(default_factory=dict)
    optional: bool = False
    #: A charm's modes (``api`` "Charm"): each mode's chain and its words on the card.
    modes: list[tuple[list[Step], Node]] = field(default_factory=list)
    #: The SVars defining the step's variables: {"X": "Count$Valid Artifact.YouCtrl"}.
    svars: dict[str, str] = field(default_factory=dict)
    #: A delayed or reflexive trigger's chain (``Execute$``) and its words on the card.
    execute: tuple[list[Step], Node] | None = None
    #: The effect the step was made from alone (None once merged with another's).
    node: Node | None = None


def amount(node: Node) -> str:
    """A number as Forge writes it; X when the text says X (defined by the card's SVar X)."""
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.Variable) and node.name == "X":
        if node.definition is not None:
            count_expression(node.definition)  # refused unless Forge can count it
        return "X"
    if isinstance(node, ast.ValueOf):
        return "X"  # its SVar is made where references resolve (steps)
    raise Refused(f"amount: {node.kind}")


__all__ = ["Step", "amount", "counter_kind"]
