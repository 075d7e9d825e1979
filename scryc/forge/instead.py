"""An effect done instead of the step before it under a condition ("Counter target spell.
If …, instead counter that spell, scry 2, then draw a card."), as Forge writes it: the
replaced step stays when the effect done instead begins or ends with it, and the other steps
get the condition; a step done instead with another amount under "kicked" or "bargained"
takes its amount from Forge's ``Count$Kicked.<if>.<if not>``. An effect done otherwise ("If
it doesn't, scry 1.") has the opposite condition. Another is refused."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from ..plain_forms import SURFACE_FIELDS, field_marker, meaning
from .conditions import condition_of, opposite
from .facts import AMOUNTS
from .objects import Before, Resolve
from .refusal import Refused
from .step import Step, amount

Chain = list[Step]
Steps = Callable[[Node, Chain | None, Resolve], Chain]
#: The conditions Forge can count an amount by: ``Count$Kicked.3.2``.
_COUNTED = {"Kicked", "Bargain"}


def instead_steps(
    conditional: ast.Conditional, chain: Chain, resolve: Resolve, steps: Steps
) -> Chain:
    """``chain`` with the effect of ``conditional`` done instead of its last step."""
    if conditional.otherwise is not None or conditional.unless:
        raise Refused("a condition with otherwise, instead or unless")
    replaced = chain[-1] if chain else None
    if replaced is None or replaced.node is None:
        raise Refused("an effect done instead of a step not written alone")
    before = Before((s.params for s in chain), resolve)
    params = condition_of(conditional.condition, before)
    done = conditional.effect
    parts = list(done.steps) if isinstance(done, ast.Sequence) else [done]
    if _same(replaced.node, parts[0], resolve):  # "…, instead counter that spell, scry 2"
        rest, where = parts[1:], len(chain)
    elif _same(replaced.node, parts[-1], resolve):  # "…, instead scry 3, then draw three cards"
        rest, where = parts[:-1], len(chain) - 1
    elif _same(replaced.node, parts[0], resolve, "amount"):  # "… instead it deals 3 damage"
        _counted_amount(replaced, parts[0], params)
        rest, where = parts[1:], len(chain)
    else:
        raise Refused("an effect done instead that neither repeats nor changes the step before")
    made = list(chain)
    for part in rest:
        steps(part, made, resolve)
    added = made[len(chain) :]
    for step in added:
        step.params.update(params)
    chain[where:where] = added
    return chain


def _same(node: Node, other: Node, resolve: Resolve, but: str | None = None) -> bool:
    """Whether ``other`` does what ``node`` does ("counter that spell" after "counter target
    spell": a reference to what the step named), leaving out the field ``but``."""
    if type(node) is not type(other):
        return False
    for name in type(node).model_fields:
        if name in SURFACE_FIELDS or name == but or field_marker(type(node), name, "surface"):
            continue
        mine, theirs = getattr(node, name), getattr(other, name)
        if isinstance(theirs, ast.Ref):
            theirs = resolve(theirs) or theirs
        both_self = isinstance(mine, ast.SelfRef) and isinstance(theirs, ast.SelfRef)
        if not both_self and meaning(mine) != meaning(theirs):
            return False
    return True


def _counted_amount(replaced: Step, done: Node, params: dict[str, str]) -> None:
    """The replaced step's amount as ``X``, counted by whether the spell was kicked or
    bargained: ``Count$Bargain.3.2``."""
    condition = params.get("Condition")
    name = AMOUNTS.get(replaced.api, (None,))[0]
    if condition not in _COUNTED or set(params) != {"Condition"} or name not in replaced.params:
        raise Refused("an amount changed instead under other than kicked or bargained")
    if "X" in replaced.svars:
        raise Refused("an amount changed instead in a step that has an X already")
    now = amount(done.amount)  # type: ignore[attr-defined]
    replaced.svars["X"] = f"Count${condition}.{now}.{replaced.params[name]}"
    replaced.params[name] = "X"


def otherwise_steps(
    conditional: ast.Conditional, chain: Chain, resolve: Resolve, steps: Steps
) -> Chain:
    """ "Draw a card if it has seven or more counters on it. If it doesn't, scry 1.": each
    effect under its condition, the second under the opposite one."""
    if conditional.instead or conditional.unless or conditional.otherwise is None:
        raise Refused("a condition with otherwise, instead or unless")
    params = condition_of(conditional.condition, Before((s.params for s in chain), resolve))
    first = len(chain)
    for effect, holds in ((conditional.effect, params), (conditional.otherwise, opposite(params))):
        start = len(chain)
        steps(effect, chain, resolve)
        for step in chain[start:]:
            step.params.update(holds)
        if effect is conditional.effect and not {s.api for s in chain[first:]} <= _UNCHANGING:
            raise Refused("otherwise, after an effect that may change what the condition asks")
    return chain


#: Steps that change no permanent, counter, graveyard or mana: Forge asks the condition
#: again for the steps done otherwise, and finds what it found for the first steps.
_UNCHANGING = {"Draw", "Scry", "GainLife", "LoseLife"}
