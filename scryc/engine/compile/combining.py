"""Combining effects: sequences, modes, optional and conditional effects, and durations."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import ON_OBJECTS, CompileError, Compiler, Role, compiles, refuse, unsupported
from .costs import action_cost

#: The durations the engine ends (turns.py).
DURATIONS = ("until end of turn", "this turn", "until your next turn")

refuse(
    {
        "all_of_the_above": "no sections to do again",
        "choose_value": "no choice of a color, a type or a name",
        "remains": 'no "for as long as" durations',
        "cast_from": 'no "until" durations on how a card is cast',
        "duration": "a part: the effect it bounds reads it in place",
        "must_block": "no blocking requirements",
        "replace": "no replacement effects created by a resolving ability",
    }
)


@compiles("effect", "static")
def optional(c: Compiler, node: A.Optional_, role: Role) -> Call:
    if role.name == "static":  # "You may have <objects> …" in a static ability
        if not isinstance(node.player, A.You):
            raise unsupported(node, "static")
        inner = node.effect
        on = c.member(inner.object) if isinstance(inner, ON_OBJECTS) else None
        return c.static(inner, on)
    prompt = c.snippet(node, "you may")
    if isinstance(node.player, A.You):
        effect = c.effect(node.effect)
        if effect == call("sequence"):  # read by another step ("… new targets for the copy")
            return effect
        return call("optional", call("you"), effect, prompt)
    players = c.players(node.player)
    saved = c.scope.acting
    c.scope.acting = True
    try:
        inner = c.effect(node.effect)
    finally:
        c.scope.acting = saved
    return call("optional", players, inner, prompt)


@compiles("effect")
def unless(c: Compiler, node: A.Unless) -> Call:
    """ "<effect> unless you <action>" (CR 118.12): you may do the action, if you can; if you
    do, the effect doesn't happen."""
    if not isinstance(node.player, A.You):
        raise CompileError("unless", "another player chooses whether to act", node.span)
    effect = c.effect(node.effect)
    cost = action_cost(c, node.action, c.snippet(node.action, node.action.kind))
    return call("unless_acts", effect, cost, c.snippet(node, "unless"))


@compiles("effect")
def conditional(c: Compiler, node: A.Conditional) -> Call:
    if node.instead:
        raise CompileError(node.kind, "no behaviour for an effect instead of the one before")
    outer = c.counted
    counts = [n for n in node.condition.walk() if isinstance(n, A.CountersOn)]
    c.counted = counts[0] if counts else outer
    try:  # in printed order: "Counter target spell if it's blue" reads the target in "it"
        if node.condition_last:
            effect = c.effect(node.effect)
            condition = step_condition(c, node)
        else:
            condition = step_condition(c, node)
            effect = c.effect(node.effect)
    finally:
        c.counted = outer
    otherwise = c.effect(node.otherwise) if node.otherwise is not None else None
    return call("conditional", condition, effect, otherwise)


def step_condition(c: Compiler, node: A.Conditional) -> Call:
    condition = c.condition(node.condition)
    return call("unless", condition) if node.unless else condition


@compiles("effect")
def sequence(c: Compiler, node: A.Sequence) -> Call:
    steps: list[Call] = []
    written = _kept_types(_shared_subjects(node.steps))
    for i, step in enumerate(written):
        if isinstance(step, A.KeepsType) and _becomes_before(written, i) is not None:
            steps.append(call("sequence"))  # read by the "becomes" before it
        elif isinstance(step, A.Conditional) and step.instead and steps:
            # "X. If …, instead Y": Y is done in place of the step before when it applies
            condition = step_condition(c, step)
            effect = c.effect(step.effect)
            steps[-1] = call("conditional", condition, effect, steps[-1])
            steps.append(call("sequence"))  # (the steps stay aligned with node.steps)
        else:
            steps.append(c.effect(step))
    for j, step in enumerate(node.steps):
        if _asks_if_you_did(step):
            i = j - 1
            while i >= 0 and _asks_if_you_did(node.steps[i]):
                i -= 1
            if i >= 0 and steps[i].op != "record":
                steps[i] = call("record", steps[i])
    return call("sequence", *steps)


@compiles("effect")
def modal(c: Compiler, node: A.Modal) -> Call:
    if node.any_number_if is not None:
        raise CompileError("modal.any_number_if", "a condition for choosing more", node.span)
    if node.also is not None:
        raise CompileError("modal.also", "an effect that comes with the choice", node.span)
    s = c.scope
    index = s.modal_count
    s.modal_count += 1
    saved, saved_x = s.mode, c.modal_x
    if node.x_definition is not None:
        c.modal_x = node.x_definition
    modes = []
    for i, mode in enumerate(node.modes):
        s.mode = (index, i)
        modes.append(c.effect(mode))
    s.mode, c.modal_x = saved, saved_x
    labels = tuple(c.line_of(m, f"mode {i + 1}") for i, m in enumerate(node.modes))
    choose = c.amount(node.choose)
    s.modals.append(call("modes", index, labels, choose, node.up_to, node.or_more, node.not_chosen))
    return call("modal", index, *modes)


def _shared_subjects(steps: list[A.Node]) -> list[A.Node]:
    """An unwritten subject ("… and loses 2 life", or "and they scry 2") is the player of the
    step before: a target player is referred back to (it is one target), any other player
    phrase is used again."""
    out: list[A.Node] = []
    for step in steps:
        player = getattr(step, "player", None)
        before = getattr(out[-1], "player", None) if out else None
        target = isinstance(before, A.Player) and before.quantifier == "target"
        pronoun = isinstance(player, A.Ref) and player.plural and not player.noun
        shared = isinstance(player, A.Ref) and (player.elided or pronoun)
        if shared and before is not None and not target:
            step = step.model_copy(update={"player": before})
        out.append(step)
    return out


def _kept_types(steps: list[A.Node]) -> list[A.Node]:
    """ "… becomes a 2/1 Elemental creature [and can't be blocked this turn]. It's still a
    land.", "you may have it become …. It's still a land.": the object keeps its other
    types, as "in addition to its other types" says (CR 205.1b)."""
    out = list(steps)
    for i, step in enumerate(out):
        j = _becomes_before(out, i) if isinstance(step, A.KeepsType) else None
        if j is None:
            continue
        before = out[j]
        if isinstance(before, A.Optional_):
            kept = before.effect.model_copy(update={"in_addition": True})
            out[j] = before.model_copy(update={"effect": kept})
        else:
            out[j] = before.model_copy(update={"in_addition": True})
    return out


def _becomes_before(steps: list[A.Node], i: int) -> int | None:
    """The step of the nearest "becomes" (or "you may have it become") before step ``i``."""
    for j in range(i - 1, -1, -1):
        step = steps[j]
        inner = step.effect if isinstance(step, A.Optional_) else step
        if isinstance(inner, A.Becomes):
            return j
    return None


def _asks_if_you_did(node: A.Node) -> bool:
    """ "If you do, …", "If you don't, …" and "When you do, …" ask about the step before."""
    if isinstance(node, A.ReflexiveTrigger):
        return True
    return isinstance(node, A.Conditional) and isinstance(node.condition, A.IfYouDo | A.IfYouDont)


def duration(
    node: A.ModifyPT | A.GainAbility | A.Restriction | A.GainControl | A.Becomes | A.BasePT,
) -> str:
    if node.duration is None:
        return ""
    if node.duration.name not in DURATIONS:
        raise CompileError(f"duration: {node.duration.name}", "", node.duration.span)
    return node.duration.name
