"""Combining effects: sequences, modes, optional and conditional effects, and durations."""

from __future__ import annotations

from ... import ast as A
from ...check.binding import is_target
from ..blocking_requirements import LURE
from ..ir import Call, call
from .base import ON_OBJECTS, CompileError, Compiler, Role, compiles, refuse, unsupported
from .costs import action_cost
from .objects import filter_objects

#: The durations the engine ends (turns.py).
DURATIONS = ("until end of turn", "this turn", "until your next turn")

refuse(
    {
        "all_of_the_above": "no sections to do again",
        "cast_from": 'no "until" durations on how a card is cast',
        "duration": "a part: the effect it bounds reads it in place",
        "defined_size": "no size with an X defined on the spot (an X/X, where X is …)",
    }
)


@compiles("effect")
def choose_value(c: Compiler, node: A.ChooseValue) -> Call:
    """ "Choose a color. …" as an effect resolves (CR 608.2d): kept, with the node, for "the
    chosen color" after it in the same ability (as a permanent enters: ``as_enters_ability``)."""
    if not isinstance(node.player, A.You):
        raise CompileError(node.kind, "another player chooses", node.span)
    if node.of is not None:
        raise CompileError(node.kind, 'a card name of a kind ("a nonland card name")', node.span)
    if node.value not in ("color", "creature type", "card name"):
        raise CompileError(node.kind, f"no choice of a {node.value} in the engine", node.span)
    slot = c.scope.fill(node).slot
    assert slot is not None
    return call("choose_value", c.players(node.player), node.value, slot)


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
        elif isinstance(step, A.Conditional) and isinstance(step.condition, A.WouldBePut):
            steps.append(_instead_of_put(c, step, step.condition))
        elif isinstance(step, A.Conditional) and step.instead and steps:
            # "X. If …, instead Y": Y is done in place of the step before when it applies
            condition = step_condition(c, step)
            effect = c.effect(step.effect)
            steps[-1] = call("conditional", condition, effect, steps[-1])
            steps.append(call("sequence"))  # (the steps stay aligned with node.steps)
        elif i and _exiled_if_countered(c, written[i - 1], step):
            # "If that spell is countered this way, exile it instead of putting it into its
            # owner's graveyard": how the counter step moves it (CR 614.1a)
            steps[-1] = call("countered_into", "exile", steps[-1])
            steps.append(call("sequence"))
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
    if node.repeat:
        raise CompileError("modal.repeat", "a mode chosen more than once", node.span)
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


@compiles("effect", "static")
def must_block(c: Compiler, node: A.MustBlock, role: Role) -> Call:
    """ "All creatures able to block ~ do so", "All Walls able to block target creature this
    turn do so": a requirement on each of those creatures (CR 509.1c), kept on the attacker."""
    blockers = node.blockers
    if not (isinstance(blockers, A.Objects) and blockers.quantifier == "all"):
        raise CompileError(node.kind, f"blockers as {blockers.kind}", node.span)
    pred, _ = filter_objects(c, blockers, ("battlefield",))
    if role.name == "static":
        return call("continuous", c.member(node.attacker), blocking=((LURE, pred),))
    return call("restrict", c.objects(node.attacker), (), duration(node), ((LURE, pred),))


def duration(
    node: A.MustBlock
    | A.ModifyPT
    | A.GainAbility
    | A.Restriction
    | A.GainControl
    | A.Becomes
    | A.BasePT,
) -> str:
    if node.duration is None:
        return ""
    if node.duration.name not in DURATIONS:
        raise CompileError(f"duration: {node.duration.name}", "", node.duration.span)
    return node.duration.name


@compiles("effect")
def replace(c: Compiler, node: A.Replace) -> Call:
    """ "If that creature would die this turn, exile it instead", "If a creature dealt damage
    this way would die this turn, …" (CR 614.1a): a replacement effect until the turn ends,
    on the objects named now, or on any creature the description accepts then."""
    event, text = node.event, c.snippet(node)
    if isinstance(event, A.WouldLeave):
        raise CompileError("replace.would_leave", "a replacement of a leaving", node.span)
    if event.duration is None or event.duration.name != "this turn":
        raise CompileError("replace.duration", "a replacement for another duration", node.span)
    target = event.object
    objects, pred = None, None
    if isinstance(target, A.Ref) and is_target(c.bindings.of(target).antecedent):
        objects = c.objects(target)  # "that creature": the target, whatever happened to it
    elif isinstance(target, A.Objects) and target.quantifier == "a" and not target.other:
        rest = _damaged_this_way(target.filter)
        if rest is not None:
            objects = call("objects_damaged_this_way", c.filter(rest))
        else:
            pred, _ = filter_objects(c, target, ("battlefield",))
    else:
        raise CompileError("replace", c.snippet(target, target.kind), node.span)
    slot = c.scope.fill(target).slot  # "exile it": the permanent about to die
    return call("replace_dying", objects, pred, slot, c.effect(node.replacement), text)


def _damaged_this_way(node: A.Node) -> A.Node | None:
    """The rest of "a creature dealt damage this way" (None: it says no such thing)."""
    if not isinstance(node, A.AllOf):
        return None
    this_way = [
        p
        for p in node.parts
        if isinstance(p, A.DealtDamageBy) and p.source is None and not p.this_turn
    ]
    if not this_way:
        return None
    rest = [p for p in node.parts if p is not this_way[0]]
    return rest[0] if len(rest) == 1 else node.model_copy(update={"parts": rest})


def _exiled_if_countered(c: Compiler, before: A.Node, node: A.Node) -> bool:
    """ "Counter target spell. If that spell is countered this way, exile it instead of
    putting it into its owner's graveyard." """
    if not isinstance(before, A.CounterSpell) or not isinstance(node, A.Conditional):
        return False
    if node.instead or node.unless or node.otherwise is not None:
        return False
    condition, effect = node.condition, node.effect
    return (
        isinstance(condition, A.ThisWay)
        and condition.event == "countered"
        and c.bindings.of(condition.object).antecedent is before.object
        and isinstance(effect, A.Exile)
        and isinstance(effect.object, A.Ref)
        and effect.instead_of is not None
        and effect.instead_of.name == "graveyard"
        and (effect.from_zone, effect.until_leaves, effect.counters) == (None, None, None)
        and effect.player is None
    )


@compiles("condition")
def remains(c: Compiler, node: A.Remains) -> Call:
    """ "for as long as ~ remains on the battlefield / tapped", "… it remains exiled"."""
    zones = ("exile",) if node.state == "exiled" else ("battlefield",)
    return call("remains", c.objects(node.object, zones=zones), node.state)


def for_as_long_as(c: Compiler, node: A.Node, lasting: A.Duration) -> Call:
    """ "<effect> for as long as <condition>" (CR 611.2b): the effect with no end of its own,
    whose continuous effects last while the condition holds."""
    if lasting.condition is None:
        raise CompileError("duration: for as long as", "without a condition", lasting.span)
    condition = c.condition(lasting.condition)
    endless = node.model_copy(update={"duration": None})
    inner = c.effect(endless)
    kept = c.scope.location(endless)
    if kept is not None:  # later references to the effect mean the one compiled
        c.scope.keep(node, kept)
    return call("for_as_long_as", condition, inner)


def _instead_of_put(c: Compiler, node: A.Conditional, event: A.WouldBePut) -> Call:
    """ "You may cast it this turn. If that spell would be put into your graveyard, exile it
    instead." (CR 614.1a): a replacement effect for the turn on that card, as the card or as
    the spell it became."""
    if not node.instead or node.otherwise is not None or event.zone.name != "graveyard":
        raise CompileError("would_be_put", "a zone change but to a graveyard", node.span)
    if not isinstance(event.object, A.Ref):
        raise CompileError("would_be_put", c.snippet(event.object), node.span)
    zones = ("graveyard", "hand", "exile", "library", "stack", "battlefield")
    objects = c.objects(event.object, zones=zones)
    whose = c.player_pred(event.zone.owner) if event.zone.owner is not None else None
    # "exile it": the card about to move, in the slot its references read ("it" may be
    # bound to the card chosen before, which "that spell" became)
    kept = c.referent(event.object)
    slot = kept.slot if kept is not None and kept.slot is not None else None
    if slot is None:
        slot = c.scope.fill(event.object).slot
    effect = c.effect(node.effect)
    return call("replace_put", objects, whose, slot, effect, c.snippet(node))
