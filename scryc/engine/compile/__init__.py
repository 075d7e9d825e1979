"""The closure compiler: AST → a tree of ``ops`` calls → closures, once, ahead of time.

Every AST node kind either compiles or raises :class:`CompileError` naming the kind: the
compiler never drops an instruction. :data:`DISPATCH` maps each kind that compiles to its
function (in ``compile/<family>.py``, named after the kind), :data:`ROLES` says in which
roles, and :data:`REFUSED` maps every other kind to the reason it is not compiled.
What a reference ("it", "that card", "that many", "that player") refers to is the checker's
binding (``check.binding``) and targets are numbered as ``check.targets`` numbers them (a
spell's lines one after another); the compiler only keeps where, as the ability runs, each
thing a reference can mean is found (a slot, a target, the card itself).
"""

from __future__ import annotations

from importlib import import_module

from ... import ast as A
from ..abilities import CompiledCard
from ..ir import build
from .abilities import card_text
from .base import DISPATCH, REFUSED, ROLES, AbilityIR, CompileError, Compiler, card_tree

# Each family module (one per AST family) registers its functions and refusals as it loads.
for _family in dict.fromkeys(A.kinds().values()):
    import_module(f"{__name__}.{_family}")

__all__ = [
    "DISPATCH",
    "REFUSED",
    "ROLES",
    "AbilityIR",
    "CompileError",
    "Compiler",
    "card_tree",
    "compile",
    "compile_abilities",
]


def compile(node: A.CardText, text: str = "") -> CompiledCard:
    """Compile a card's AST into closures (built once; running them walks no AST).

    ``text`` is the card text the AST came from; it only labels abilities in traces.
    Raises :class:`CompileError` naming the first node kind that has no behaviour.
    """
    return build(card_tree(compile_abilities(node, text)))


def compile_abilities(node: A.CardText, text: str = "") -> list[AbilityIR]:
    """The call tree of each ability, in printed order (reminder-only lines have none)."""
    return card_text(Compiler(node, text), node)
