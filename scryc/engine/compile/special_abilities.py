"""Special abilities: replacement abilities, chapters, ability words, alternative and
additional costs."""

from __future__ import annotations

from ... import ast as A
from ..casting_rules import PLAYER_STEPS, WINDOWS
from ..ir import Call, Value, call
from .base import CompileError, Compiler, compiles, refuse
from .costs import action_cost, plain_mana
from .objects import filter_objects

refuse(
    {
        "prototype": "no prototype casting",
        "kicked_with": "which of a card's kicker costs was paid: the engine records only that "
        "a kicker cost was",
        "replace_next_time": "no replacement effect used up by its first event (CR 614.5)",
        "dungeon_entry": "no dungeons",
        "station_ability": "no station",
        "class_level": "no Class levels",
        "class_becomes_level": "no Class levels",
        "level_ability": "no levels",
        "spree_mode": "no spree (modes chosen by their additional costs)",
        "reminder_only": "reminder text only: no rules meaning (a card's line of it is skipped)",
        "alternative_cost_for": "no alternative cost offered for other spells than the card",
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
            and not then.condition.cannot
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
    if isinstance(inner, A.TriggeredAbility) and sets_up_trigger(inner):
        # "III — Whenever you cast … this turn, …": the chapter sets up a delayed trigger
        effect = c.effect(delayed_for_a_while(inner))
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
    if isinstance(event, A.WouldDie | A.WouldBePut):
        return _instead_of_graveyard(c, node, event)
    raise CompileError("replacement_ability", f"replacing {event.kind}", node.span)


def _instead_of_graveyard(
    c: Compiler, node: A.ReplacementAbility, event: A.WouldDie | A.WouldBePut
) -> Call:
    """ "If ~ would die, exile it instead", "If a card or token would be put into a
    graveyard from anywhere, exile it instead" (CR 614.1a): the object is bound for the
    replacement ("it", "that card"); the card's own "from anywhere" works in every zone."""
    if isinstance(event, A.WouldDie) and event.duration is not None:
        raise CompileError("would_die.duration", "a replacement for a while", event.span)
    whose = None
    if isinstance(event, A.WouldBePut):
        if event.zone.name != "graveyard":
            raise CompileError("would_be_put", "a zone change but to a graveyard")
        if event.zone.owner is not None:
            whose = c.player_pred(event.zone.owner)
    if any(isinstance(n, A.ReflexiveTrigger) for n in node.replacement.walk()):
        # "When you do, you may pay {2}. If you do, …": the AST puts the second sentence
        # outside the reflexive trigger, where it would read the wrong "you do"
        raise CompileError("replacement_ability", "a reflexive trigger in a replacement")
    # "If a permanent would be put into a graveyard": from the battlefield, where permanents
    # are; "… from anywhere": from any zone
    dies = isinstance(event, A.WouldDie) or not event.from_anywhere
    itself = isinstance(event.object, A.SelfRef)
    pred = None
    if not itself:
        zones = ("battlefield",) if dies else ("battlefield", "stack", "hand", "library", "exile")
        pred, _ = filter_objects(c, event.object, zones)
        c.scope.fill(event.object)  # "exile it", "that card": the object about to move
    effect = c.effect(node.replacement)
    kwargs = {"anywhere": True} if itself and not dies else {}
    slots, text = c.scope.slots, c.snippet(node)
    return call("instead_of_graveyard", pred, dies, whose, effect, slots, text, **kwargs)


@compiles("ability")
def additional_cost(c: Compiler, node: A.AdditionalCost) -> Call:
    text = c.snippet(node)
    return call("additional_cost", action_cost(c, node.cost, text), text)


def delayed_for_a_while(node: A.TriggeredAbility) -> A.DelayedTrigger:
    """ "Whenever … this turn, <effect>" as the delayed triggered ability a resolving ability
    sets up (CR 603.7)."""
    delayed = A.DelayedTrigger(
        word="whenever", trigger=node.trigger, duration=node.duration, effect=node.effect
    )
    return delayed.model_copy(update={"span": node.span})


def sets_up_trigger(node: A.TriggeredAbility) -> bool:
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


@compiles("ability")
def as_attacks_ability(c: Compiler, node: A.AsAttacksAbility) -> Call:
    """ "You may exert ~ as it attacks. When you do, …": an optional cost to attack, chosen
    as the creature is declared as an attacker, and the ability linked to it (CR 508.1g,
    701.43d, 607.2h)."""
    steps = list(node.effect.steps) if isinstance(node.effect, A.Sequence) else [node.effect]
    match steps:
        case [A.Optional_(player=A.You(), effect=A.KeywordAction() as action), *then] if (
            action.name == "exert"
            and isinstance(action.object, A.SelfRef)
            and all(isinstance(step, A.ReflexiveTrigger) for step in then)
        ):
            prompt = c.snippet(steps[0], "exert it as it attacks")
            exert = call("record", call("optional", call("you"), call("exert_self"), prompt))
            effect = call("sequence", exert, *(c.effect(step) for step in then))
            return call("as_attacks", effect, c.snippet(node))
    raise CompileError("as_attacks_ability", "an action other than exerting itself", node.span)
