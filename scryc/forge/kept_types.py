"""What an object becomes, keeping what it was: "Until end of turn, this land becomes a 2/1
Elemental creature. It's still a land." All its prior card types, supertypes and subtypes
are kept (CR 205.1b): Forge's ``Animate`` without ``RemoveCardTypes$`` or
``RemoveCreatureTypes$``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .objects import Resolve
from .step import Step


def still_a(
    pair: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> list[Step] | None:
    """ "<object> becomes a … creature …. It's still a land.": one ``Animate`` keeping its
    types; None for another pair of instructions."""
    if len(pair) != 2 or not isinstance(pair[0], ast.Becomes):
        return None
    becomes, kept = pair
    if not isinstance(kept, ast.KeepsType) or becomes.in_addition:
        return None
    said = resolve(kept.object)
    if said is not becomes.object and resolve(becomes.object) is not said:
        return None
    made = write(becomes)
    if len(made) != 1 or made[0].api != "Animate":
        return None
    for removed in ("RemoveCardTypes", "RemoveCreatureTypes"):
        made[0].params.pop(removed, None)
    return made
