"""Objects chosen, not targeted: a target chosen in a sentence of its own before the
instructions that use it ("Choose any target. Scry 3, then … deals damage … to that
permanent or player": Forge targets as the spell is cast, on the step that acts on it, CR
601.2c; the choice is no step), and an object chosen as a step resolves ("a creature you
control": ``Choices$``), remembered for the next step that names it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from ..check.binding import is_reference, is_target
from .objects import DECLARED, NAMED, Resolve, valid_expression, with_other
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


def chosen_params(obj: Node) -> dict[str, str] | None:
    """ "a creature you control" as it resolves (no target): Forge's ``Choices$``; None for
    another phrase."""
    if not (isinstance(obj, ast.Objects) and obj.quantifier in ("a", "another")):
        return None
    if obj.count is not None or obj.in_zone() is not None:
        return None
    valid = valid_expression(obj.filter)
    return {"Choices": with_other(valid) if obj.other or obj.quantifier == "another" else valid}


def chosen_then_named(
    pair: Sequence[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> list[Step] | None:
    """ "Put a +1/+1 counter on a creature you control. It gains double strike until end of
    turn.": the step that chose the creature remembers it (``RememberCards$``), the next
    names it ``Remembered``, and Forge forgets it after (``Cleanup``)."""
    if len(pair) != 2 or not isinstance(pair[0], ast.PutCounters):
        return None
    first, then = pair
    if chosen_params(first.object) is None:
        return None
    refs = [n for n in then.walk() if is_reference(n) and resolve(n) is first.object]
    if not refs:
        return None
    made = write(first)
    if len(made) != 1 or "Choices" not in made[0].params:
        return None
    made[0].params["RememberCards"] = "True"
    token = NAMED.set(NAMED.get() | {id(first.object): "Remembered"})
    try:
        after = write(then)
    finally:
        NAMED.reset(token)
    return [*made, *after, Step("Cleanup", {"ClearRemembered": "True"})]
