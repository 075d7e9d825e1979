"""Triggered abilities an effect gives an object ("Until end of turn, target creature you
control gains "When this creature dies, draw two cards."") as Forge's ``Animate`` with
``Triggers$``: each trigger and the steps it executes written as SVars of the step; and a
fight (CR 701.14), "that creature fights up to one other target creature" (``Fight``)."""

from __future__ import annotations

from .. import ast
from ..render import render
from .objects import Before, event_counts, no_antecedent, object_params
from .refusal import Refused
from .step import Step, svar_chain
from .triggers import trigger_params


def gains_triggers(node: ast.GainAbility, before: list[dict[str, str]]) -> Step:
    """An object gaining triggered abilities [and keywords] for the turn, or for good."""
    from .effects import granted_keywords, steps  # a trigger's effect is steps of its own

    resolve = before.resolve if isinstance(before, Before) else no_antecedent
    triggers = [a for a in node.abilities if isinstance(a, ast.TriggeredAbility)]
    others = [a for a in node.abilities if not isinstance(a, ast.TriggeredAbility)]
    params = object_params(node.object, before)
    if "Defined" not in params and "ValidTgts" not in params:
        raise Refused("triggered abilities gained by other than one object")
    step = Step("Animate", params)
    if others:
        step.params["Keywords"] = granted_keywords(others)
    names = []
    for ability in triggers:
        if ability.condition is not None or ability.duration or ability.effect_once_each_turn:
            raise Refused("a granted triggered ability with a condition or a limit")
        if isinstance(ability.trigger, ast.AnyOfTriggers) or ability.once_each_turn:
            raise Refused("a granted triggered ability with several events or a limit")
        name = f"GrantedTrig{len(names) + 1}"
        execute = f"{name}Execute"
        said = render(ability).strip()
        head = trigger_params(ability.trigger) | {"Execute": execute, "TriggerDescription": said}
        step.svars[name] = " | ".join(f"{k}$ {v}" for k, v in head.items())
        with event_counts([ability.trigger]):  # "it" in "When this creature dies, …"
            step.svars |= svar_chain(execute, steps(ability.effect, None, resolve))
        names.append(name)
    step.params["Triggers"] = ",".join(names)
    if node.duration is None:
        step.params["Duration"] = "Permanent"
    return step


def fight(node: ast.Fight, before: list[dict[str, str]]) -> Step:
    """ "That creature fights up to one other target creature": the first named before
    (``Defined$ ParentTarget``: the target of the step before, not this one's), the other
    this step's target, another than the first (``TargetUnique$``)."""
    first = object_params(node.object, before)
    other = node.other
    if isinstance(other, ast.Objects) and other.quantifier.endswith("target"):
        unique = other.other
        params = object_params(other.model_copy(update={"other": False}), [])
        params |= {"TargetUnique": "True"} if unique else {}
    else:
        raise Refused("a fight with other than a target")
    if first.get("Defined") == "Targeted":
        first = {"Defined": "ParentTarget"}  # this step targets too
    if set(first) != {"Defined"}:
        raise Refused("a fight between two targets of the same step")
    return Step("Fight", first | params)
