"""Objects chosen in a sentence of their own before the instructions that use them: "Choose
any target. Scry 3, then … deals damage … to that permanent or player." Forge targets as the
spell is cast, on the step that acts on the target (CR 601.2c): the choice is no step."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from ..check.binding import is_target
from .objects import DECLARED
from .step import Step


def chosen_target(
    run: Sequence[Node], write: Callable[[Node], list[Step]]
) -> tuple[list[Step], int] | None:
    """ "Choose any target." and the instructions after it, the first of them naming it
    again targeting it; None unless the run starts with such a choice."""
    choose = run[0] if run else None
    if not isinstance(choose, ast.ChooseObject) or len(run) < 2:
        return None
    if not (choose.player is None or isinstance(choose.player, ast.You)):
        return None
    if not is_target(choose.object):
        return None
    rest = list(run[1:])
    then = rest[0] if len(rest) == 1 else ast.Sequence(steps=rest, joins=["then"] * (len(rest) - 1))
    token = DECLARED.set(DECLARED.get() | {id(choose.object)})
    try:
        made = write(then)
    finally:
        DECLARED.reset(token)
    if not any("ValidTgts" in step.params for step in made):
        return None  # no instruction named the target again
    return made, len(run)
