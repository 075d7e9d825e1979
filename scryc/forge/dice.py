"""A die rolled as an effect resolves and what its results do ("roll a six-sided die. If
the result is 3 or less, scry a number of cards equal to the result.") as Forge's
``RollDice``: the result kept in an SVar (``ResultSVar$ Result``), and the steps for a range
of results as SVars of their own (``ResultSubAbilities$ 1-3:DBScry``), CR 706."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .step import DIE_ROLLED, Step, svar_chain

#: A comparison with the result as the range of results it holds: (low, high) of the die.
_RANGES: dict[str, Callable[[int, int], tuple[int, int]]] = {
    "le": lambda n, sides: (1, n),
    "lt": lambda n, sides: (1, n - 1),
    "eq": lambda n, sides: (n, n),
    "ge": lambda n, sides: (n, sides),
    "gt": lambda n, sides: (n + 1, sides),
}


def rolled(
    run: Sequence[Node], write: Callable[[Node], list[Step]]
) -> tuple[list[Step], int] | None:
    """ "Roll a six-sided die. If the result is 3 or less, …": the roll and, for each
    condition on its result after it, the steps for those results."""
    if not run or not isinstance(run[0], ast.RollDie):
        return None
    sides = run[0].sides
    params = {"Sides": str(sides)} if sides != 6 else {}
    step = Step("RollDice", params | {"ResultSVar": "Result"})
    results = []
    for then in run[1:]:
        found = _range(then, sides)
        if found is None:
            break
        token = DIE_ROLLED.set(True)
        try:
            made = write(then.effect)  # type: ignore[attr-defined]
        finally:
            DIE_ROLLED.reset(token)
        name = f"DBResult{len(results) + 1}"
        step.svars |= svar_chain(name, made)
        results.append(f"{found}:{name}")
    if not results:
        return None
    step.params["ResultSubAbilities"] = ",".join(results)
    return [step], 1 + len(results)


def _range(then: Node, sides: int) -> str | None:
    """The results "If the result is 3 or less" holds, as Forge writes them: "1-3"."""
    if not isinstance(then, ast.Conditional) or then.otherwise is not None or then.instead:
        return None
    condition = then.condition
    if not (isinstance(condition, ast.AmountCompare) and isinstance(condition.left, ast.DieResult)):
        return None
    if not isinstance(condition.right, ast.Number) or then.unless:
        return None
    low, high = _RANGES[condition.op](condition.right.value, sides)
    if not 1 <= low <= high <= sides:
        return None
    return str(low) if low == high else f"{low}-{high}"
