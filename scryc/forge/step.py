"""One Forge step (an API type and its parameters), and amounts as Forge writes them."""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field

from .. import ast
from ..ast import Node
from .objects import count_expression, counter_kind
from .refusal import Refused

#: While the steps for a die's results are written: "the result" is its ``ResultSVar``.
DIE_ROLLED: ContextVar[bool] = ContextVar("DIE_ROLLED", default=False)


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
        if node.definition is not None and not isinstance(node.definition, ast.ValueOf):
            count_expression(node.definition)  # refused unless Forge can count it
        return "X"
    if isinstance(node, ast.ValueOf):
        return "X"  # its SVar is made where references resolve (steps)
    if isinstance(node, ast.DieResult) and DIE_ROLLED.get():  # "equal to the result"
        return "Result"  # the roll's ResultSVar (dice.py)
    raise Refused(f"amount: {node.kind}")


__all__ = ["Step", "amount", "counter_kind"]


def svar_chain(name: str, chain: list[Step]) -> dict[str, str]:
    """A chain of plain steps (no modes, SVars or choice) as SVars: the first named ``name``,
    each linked to the next (``SubAbility$``)."""
    if not chain or any(s.modes or s.svars or s.optional for s in chain):
        raise Refused("a chain of steps with modes, variables or a choice, as SVars")
    found = {}
    for i, step in enumerate(chain):
        label = name if i == 0 else f"{name}_{i}"
        sub = {"SubAbility": f"{name}_{i + 1}"} if i + 1 < len(chain) else {}
        found[label] = " | ".join(
            f"{k}$ {v}" for k, v in ({"DB": step.api} | step.params | sub).items()
        )
    return found
