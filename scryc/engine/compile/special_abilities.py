"""Special abilities: replacement abilities, chapters, ability words, alternative and
additional costs."""

from __future__ import annotations

from ... import ast as A
from ..casting_rules import PLAYER_STEPS, WINDOWS
from ..ir import Call, Value, call
from .base import CompileError, Compiler, compiles, refuse
from .costs import action_cost, plain_mana

refuse(
    {
        "prototype": "no prototype casting",
        "dungeon_entry": "no dungeons",
        "station_ability": "no station",
        "as_attacks_ability": "no actions taken as a creature attacks (exert)",
        "reminder_only": "reminder text only: no rules meaning (a card's line of it is skipped)",
    }
)


@compiles("ability")
def ability_word_ability(c: Compiler, node: A.AbilityWordAbility) -> Call:
    return c.ability(node.ability)


@compiles("ability")
def alternative_cost(c: Compiler, node: A.AlternativeCost) -> Call:
    """ "[If …, ]you may <cost> rather than pay this spell's mana cost" (CR 118.9): the mana
    and the actions paid instead, offered while the condition holds; "if the {2}{U} cost was
    paid" asks about it as "alternative"."""
    steps = node.cost.steps if isinstance(node.cost, A.Sequence) else [node.cost]
    mana = ""
    actions: list[Call] = []
    for step in steps:
        if isinstance(step, A.PayMana) and isinstance(step.player, A.You):
            mana += plain_mana(c, step)
        else:
            actions.append(action_cost(c, step, c.snippet(step, step.kind)))
    kwargs: dict[str, Value] = {"text": c.snippet(node)}
    if node.condition is not None:
        kwargs["condition"] = c.condition(node.condition)
    return call("casting_cost", "alternative", mana, tuple(actions), **kwargs)


@compiles("ability")
def cast_restriction(c: Compiler, node: A.CastRestriction) -> Call:
    """ "Cast this spell only during combat", "… only during an opponent's upkeep", "… only
    if you control a snow land" (CR 601.3): when the spell may begin to be cast."""
    parts: list[Call] = []
    if node.window is not None and node.player is not None:
        if node.window not in PLAYER_STEPS:
            raise CompileError(node.kind, f"during a player's {node.window}", node.span)
        parts.append(call("player_step", c.player_pred(node.player), node.window))
    elif node.window is not None:
        if node.window not in WINDOWS:
            raise CompileError(node.kind, f"only {node.window}", node.span)
        parts.append(call("cast_window", node.window))
    if node.condition is not None:
        parts.append(c.condition(node.condition))
    allowed = parts[0] if len(parts) == 1 else call("all_conditions", *parts)
    return call("cast_restriction", allowed, c.snippet(node))


@compiles("ability")
def as_enters_ability(c: Compiler, node: A.AsEntersAbility) -> Call:
    """ "As this land enters, you may pay 3 life. If you don't, it enters tapped": an action
    taken as the permanent enters (CR 614.12) that decides how it enters (CR 614.1c)."""
    steps = list(node.effect.steps) if isinstance(node.effect, A.Sequence) else [node.effect]
    match steps:
        case [A.Optional_() as action, A.Conditional(otherwise=None) as then] if (
            isinstance(node.object, A.SelfRef)
            and isinstance(action.player, A.You)
            and isinstance(then.condition, A.IfYouDont)
            and then.condition.effect is None
            and isinstance(then.effect, A.EntersTapped)
            and isinstance(then.effect.object, A.Ref | A.SelfRef)
            and then.effect.unless is None
        ):
            done = c.effect(action)
            return call("enters_modified", True, None, None, None, c.snippet(node), done=done)
        case [A.ChooseValue(value="color" | "creature type") as choice] if isinstance(
            node.object, A.SelfRef
        ) and isinstance(choice.player, A.You):
            # "As ~ enters, choose a color": its controller chooses as it enters (CR 614.12)
            done = call("choose_as_entering", choice.value)
            return call("enters_modified", False, None, None, None, c.snippet(node), done=done)
    detail = (
        "no effects as a permanent enters but a choice to act or enter tapped, or a choice "
        "of a color or a creature type"
    )
    raise CompileError("as_enters_ability", detail, node.span)


@compiles("ability")
def chapter_ability(c: Compiler, node: A.ChapterAbility) -> Call:
    inner = node.ability
    if isinstance(inner, A.TriggeredAbility) and _sets_up_trigger(inner):
        # "III — Whenever you cast … this turn, …": the chapter sets up a delayed trigger
        delayed = A.DelayedTrigger(
            word="whenever", trigger=inner.trigger, duration=inner.duration, effect=inner.effect
        )
        effect = c.effect(delayed.model_copy(update={"span": inner.span}))
    elif isinstance(inner, A.SpellAbility | A.StaticAbility):
        effect = c.effect(inner.effect)
    else:
        raise CompileError("chapter_ability", f"chapter with {inner.kind}", node.span)
    trigger = call("on_chapter", tuple(node.chapters))
    return call("triggered", c.body(effect), trigger, None, c.snippet(node))


@compiles("ability")
def replacement_ability(c: Compiler, node: A.ReplacementAbility) -> Call:
    event, text = node.event, c.snippet(node)
    if isinstance(event, A.Scry | A.Surveil | A.Draw):
        if not isinstance(event.player, A.You):
            raise CompileError("replacement_ability", f"{event.kind} by {event.player.kind}")
        pattern = _amount_pattern(event.amount)
        slot = c.scope.fill(event, number=True).slot
        player = call("is_you")
        if isinstance(node.replacement, type(event)) and isinstance(node.replacement.player, A.You):
            amount = c.amount(node.replacement.amount)
            return call("replace_amount", event.kind, player, pattern, amount, slot, text)
        effect = c.effect(node.replacement)
        return call("replace_with", event.kind, player, pattern, effect, slot, text)
    if (
        isinstance(event, A.Move)
        and isinstance(event.object, A.SelfRef)
        and event.to.name == "battlefield"
    ):
        effect = c.effect(node.replacement)
        return call("enters_instead", effect, c.scope.slots, text)
    raise CompileError("replacement_ability", f"replacing {event.kind}", node.span)


@compiles("ability")
def additional_cost(c: Compiler, node: A.AdditionalCost) -> Call:
    text = c.snippet(node)
    return call("additional_cost", action_cost(c, node.cost, text), text)


def _sets_up_trigger(node: A.TriggeredAbility) -> bool:
    """ "Whenever … this turn, <effect>" as what a resolving ability does: a delayed
    triggered ability for the turn (CR 603.7), with nothing else about the trigger."""
    return (
        node.duration is not None
        and node.word == "whenever"
        and node.condition is None
        and not node.once_each_turn
        and not node.effect_once_each_turn
    )


def _amount_pattern(node: A.Node) -> int | None:
    if isinstance(node, A.AnyNumber):
        return None
    if isinstance(node, A.Number):
        return node.value
    raise CompileError(f"replacement amount: {node.kind}", "", node.span)
