"""Triggers an ability sets up as it resolves, as Forge's steps: a reflexive trigger ("When
you do, …", CR 603.12) is ``ImmediateTrigger`` with its chain as ``Execute$``; a "you may"
over all of that chain is the trigger's ``OptionalDecider$`` as Forge writes it."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from .objects import Resolve, card_valid
from .refusal import Refused
from .step import Step

Chain = list[Step]
Steps = Callable[[Node, Chain | None, Resolve], Chain]


def reflexive(trigger: ast.ReflexiveTrigger, chain: Chain, resolve: Resolve, steps: Steps) -> Step:
    """ "Surveil 4. When you do, you may return target …": an ``ImmediateTrigger`` after a
    step that is always done (a step that may not happen would need its own condition)."""
    before = chain[-1] if chain else None
    if trigger.done is not None or before is None or before.optional or before.api == "Charm":
        raise Refused("a reflexive trigger after a step that may not be done")
    return immediate(trigger, resolve, steps)


def immediate(trigger: ast.ReflexiveTrigger, resolve: Resolve, steps: Steps) -> Step:
    """The ``ImmediateTrigger`` of "When you do, …" (after what was surely done, or paid:
    ``AB$ ImmediateTrigger | Cost$ …``)."""
    inner = steps(trigger.effect, None, resolve)
    if not inner:
        raise Refused("a reflexive trigger without an effect")
    optional = all(step.optional for step in inner)
    for step in inner:
        step.optional = step.optional and not optional
    return Step("ImmediateTrigger", optional=optional, execute=(inner, trigger))


def spent_trigger(node: Node) -> dict[str, str] | None:
    """ "When you spend this mana to cast a Dragon creature spell, …" after "Add {U}.": the
    mana's trigger as Forge's ``TriggersWhenSpent$`` names it (a ``SpellCast`` trigger of
    you); None for another step."""
    if not (isinstance(node, ast.DelayedTrigger) and isinstance(node.trigger, ast.SpendThisMana)):
        return None
    if node.word != "when" or node.duration is not None:
        raise Refused("a trigger of spent mana other than once when it is spent")
    return {"Mode": "SpellCast", "ValidCard": card_valid(node.trigger.spell)} | {
        "ValidActivatingPlayer": "You"
    }
