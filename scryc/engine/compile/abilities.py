"""Abilities: a card's lines (spell, activated, triggered and static abilities); a line of
keywords is compiled by ``keyword_lines``."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, Value, call
from .base import (
    ON_OBJECTS,
    AbilityIR,
    CompileError,
    Compiler,
    compiles,
    refuse,
)
from .changes import you_have
from .combining import step_condition
from .cost_rules import with_cost_rule
from .game_actions import counted, lasting_per_object
from .keyword_lines import keywords
from .looking import entering_as_copy, enters_as_copy
from .objects import filter_objects
from .scope import Scope, chooses
from .special_abilities import delayed_for_a_while, sets_up_trigger

refuse(
    {
        "activation_restriction": "a part: activated_ability reads it in place",
        "would_die": "no replacement of a dying object",
        "would_leave": "no replacement of an object leaving the battlefield",
        "this_ability": "an ability granted as its own text: no compiled ability refers to itself",
    }
)


#: Windows of the turn an ability may be activated in (CR 602.5d), as ``turn_window`` names
#: them; "before the combat damage step" is not one: the engine marks no such step.
WINDOWS = {"before attackers are declared": "before attackers", "during combat": "combat"}


@compiles("card")
def card_text(c: Compiler, node: A.CardText) -> list[AbilityIR]:
    """Every ability of the card; the lines of a spell share one scope."""
    single = next((n for n in node.walk() if isinstance(n, A.Zone) and n.single), None)
    if single is not None:  # "from a single graveyard": a choice no operation makes
        raise CompileError("zone.single", "objects from a single zone", single.span)
    spell_scope = Scope()
    out: list[AbilityIR] = []
    line: tuple[int, int, int] | None = None  # the spell line before: where, its first target
    for ability in node.abilities:
        inner = ability.ability if isinstance(ability, A.AbilityWordAbility) else ability
        if isinstance(inner, A.ReminderOnly):
            continue
        # a spell's additional cost shares its scope: "the sacrificed creature" in its lines
        shared = isinstance(inner, A.SpellAbility | A.AdditionalCost)
        c.scope = spell_scope if shared else Scope()
        c.scope.number(inner)
        if line is not None and _instead(inner):
            out[line[0]] = _instead_of_line(c, out[line[0]], inner, line, c.snippet(ability))
            continue
        if isinstance(inner, A.SpellAbility):
            line = (len(out), len(c.scope.targets), len(c.scope.modals))
        tree = c.ability(inner)
        out.append(AbilityIR(ability.kind, c.snippet(ability), tree))
    return out


def _instead(node: A.Node) -> bool:
    """ "Threshold — If …, instead <effect>": a spell line in place of the line before."""
    return (
        isinstance(node, A.SpellAbility)
        and isinstance(node.effect, A.Conditional)
        and node.effect.instead
        and node.effect.otherwise is None
    )


def _instead_of_line(
    c: Compiler, before: AbilityIR, node: A.SpellAbility, line: tuple[int, int, int], text: str
) -> AbilityIR:
    """The spell line before, done only when the condition of ``node`` is false; otherwise
    ``node``'s effect is done instead (checked as the spell resolves)."""
    step = node.effect
    assert isinstance(step, A.Conditional)
    body = before.tree.args[0]
    assert isinstance(body, Call) and body.op == "body"
    condition = step_condition(c, step)
    effect = call("conditional", condition, c.effect(step.effect), body.args[0])
    _, first_target, first_modal = line
    merged = c.body(effect, first_target, first_modal)
    label = f"{before.text}\n{text}"
    return AbilityIR(before.kind, label, call("spell", merged, label))


@compiles("ability")
def keyword_list(c: Compiler, node: A.KeywordList) -> Call:
    return keywords(c, node.keywords, c.snippet(node))


@compiles("ability")
def keyword(c: Compiler, node: A.Keyword) -> Call:
    return keywords(c, [node], c.snippet(node, node.name))


@compiles("ability")
def spell_ability(c: Compiler, node: A.SpellAbility) -> Call:
    first_target, first_modal = len(c.scope.targets), len(c.scope.modals)
    effect = c.effect(node.effect)
    body = c.body(effect, first_target, first_modal)
    return call("spell", body, c.snippet(node))


@compiles("ability")
def activated_ability(c: Compiler, node: A.ActivatedAbility) -> Call:
    costs = tuple(c.cost(cost) for cost in node.costs)
    if node.cost_rule is not None:  # CR 602.2b: applied as the ability is activated
        costs = with_cost_rule(c, node.cost_rule, costs)
    effect = c.effect(node.effect)
    kwargs: dict[str, Value] = {}
    if node.loyalty is not None and node.loyalty.replace("−", "-") == "-X":
        kwargs["loyalty"] = 0  # [−X]: X loyalty counters removed as a cost (CR 606.4)
        costs += (call("cost_remove_loyalty_x"),)
    elif node.loyalty is not None:
        try:
            kwargs["loyalty"] = int(node.loyalty.replace("−", "-"))
        except ValueError:
            raise CompileError("activated_ability.loyalty", node.loyalty, node.span) from None
    restriction = node.restriction
    if restriction is not None:
        if restriction.any_player:  # whoever activates it controls it (CR 602.2)
            kwargs["any_player"] = True
        window = WINDOWS.get(restriction.window or "")
        if restriction.window is not None and window is None:
            raise CompileError("activation window", restriction.window, restriction.span)
        if restriction.timing in A.ACTIVATION_LIMITS:
            # the engine counts one activation a turn at most (no count of them)
            raise CompileError("activation limit", restriction.timing, restriction.span)
        if restriction.timing in ("once each turn", A.SORCERY_ONCE):
            kwargs["once_each_turn"] = True
        if restriction.timing in ("sorcery", A.SORCERY_ONCE):
            kwargs["sorcery_speed"] = True
        conditions = [c.condition(restriction.condition)] if restriction.condition else []
        if restriction.during == "your turn":  # "Activate only during your turn"
            conditions.append(call("your_turn"))
        elif restriction.during == "your upkeep":
            conditions.append(call("your_step", "upkeep"))
        if window is not None:  # CR 602.5d
            conditions.append(call("turn_window", window))
        if conditions:
            many = len(conditions) > 1
            kwargs["condition"] = call("all_conditions", *conditions) if many else conditions[0]
    # CR 605.1a: it could add mana as it resolves ("Add {G}", "Add {C} for each …", "Choose a
    # player. That player adds {G}{G}{G}."), has no target and isn't a loyalty ability
    steps = node.effect.steps if isinstance(node.effect, A.Sequence) else [node.effect]
    adds_mana = any(
        isinstance(step, A.AddMana)
        or (isinstance(step, A.ForEach) and isinstance(step.effect, A.AddMana))
        for step in steps
    )
    if adds_mana and not c.scope.targets and not node.loyalty:
        kwargs["mana_ability"] = True
    zone = _activation_zone(node)
    if zone != "battlefield":
        kwargs["zone"] = zone
    return call("activated", c.body(effect), costs, c.snippet(node), **kwargs)


def _activation_zone(node: A.ActivatedAbility) -> str:
    """Where the card is when its ability can be activated: where a cost takes it from
    ("Discard this card": the hand; "Exile this card from your graveyard"), else the
    battlefield."""
    for cost in node.costs:
        effect = cost.effect if isinstance(cost, A.EffectCost) else None
        if isinstance(effect, A.Discard) and isinstance(effect.object, A.SelfRef):
            return "hand"
        if (
            isinstance(effect, A.Exile)
            and isinstance(effect.object, A.SelfRef)
            and effect.from_zone is not None
        ):
            return effect.from_zone.name
    return "battlefield"


@compiles("ability")
def triggered_ability(c: Compiler, node: A.TriggeredAbility) -> Call:
    if node.duration is not None and node.duration.name == "this turn" and sets_up_trigger(node):
        # a spell's "Whenever you cast a creature spell this turn, draw a card": resolving,
        # it sets up a delayed triggered ability for the turn (CR 603.7)
        effect = c.effect(delayed_for_a_while(node))
        return call("spell", c.body(effect), c.snippet(node))
    if node.duration is not None:
        raise CompileError("triggered_ability.duration", "a trigger for a while", node.span)
    if node.during is not None:
        raise CompileError("triggered_ability.during", "a trigger during your turn", node.span)
    trigger, look_back = c.trigger(node.trigger)
    watched = getattr(node.trigger, "object", None)
    condition = c.condition(node.condition) if node.condition is not None else None
    saved, c.looking_back = c.looking_back, look_back
    try:
        effect = c.effect(node.effect)
    finally:
        c.looking_back, c.trigger_x = saved, None
    if node.effect_once_each_turn:  # "Do this only once each turn.": it may trigger again
        effect = call("once_each_turn", effect)
    kwargs: dict[str, Value] = {}
    if node.once_each_turn:
        kwargs["once_each_turn"] = True
    if look_back:
        kwargs["look_back"] = True
    if isinstance(node.trigger, A.TappedForMana) and _adds_mana(c, node):
        kwargs["mana"] = True  # a triggered mana ability (CR 605.1b)
    if _functions_from_graveyard(node.effect):
        kwargs["zones"] = ("battlefield", "graveyard")
    if _cycles_itself(node.trigger) or _into_graveyard_itself(node.trigger):
        kwargs["zones"] = ("graveyard",)  # the card is in the graveyard by then (CR 113.6k)
    if not look_back and _returns_itself_from_graveyard(node):
        kwargs["zones"] = ("graveyard",)  # "return ~ from your graveyard …" (CR 113.6m)
    one_or_more = isinstance(watched, A.Objects) and watched.quantifier == "at least"
    if one_or_more and not isinstance(node.trigger, A.PlayerAction | A.ScryBottom):
        kwargs["batched"] = True  # "Whenever one or more …" triggers once per batch
    return call("triggered", c.body(effect), trigger, condition, c.snippet(node), **kwargs)


def _adds_mana(c: Compiler, node: A.TriggeredAbility) -> bool:
    """Whether an ability that triggers on tapping for mana is a mana ability: it adds mana
    and has no target (CR 605.1b)."""
    adds = any(isinstance(n, A.AddMana) for n in node.effect.walk())
    return adds and not c.scope.targets


def _returns_itself_from_graveyard(node: A.TriggeredAbility) -> bool:
    """ "Whenever you cast a multicolored spell, you may return ~ from your graveyard to your
    hand": the ability works only there (CR 113.6m), unless its trigger is about the card
    itself or what it enchants ("When enchanted Forest is put into a graveyard, …")."""
    if any(isinstance(n, A.SelfRef | A.AttachedTo) for n in node.trigger.walk()):
        return False
    return any(
        isinstance(n, A.Move)
        and isinstance(n.object, A.SelfRef)
        and n.from_zone is not None
        and n.from_zone.name == "graveyard"
        for n in node.effect.walk()
    )


def _into_graveyard_itself(trigger: A.Node) -> bool:
    """ "When ~ is put into a graveyard from anywhere / from your library"."""
    return (
        isinstance(trigger, A.PutIntoGraveyard)
        and isinstance(trigger.object, A.SelfRef)
        and (trigger.from_zone is None or trigger.from_zone.name != "battlefield")
    )


def _cycles_itself(trigger: A.Node) -> bool:
    """ "When you cycle this card"."""
    return (
        isinstance(trigger, A.PlayerAction)
        and trigger.action == "cycle"
        and isinstance(trigger.object, A.SelfRef)
    )


@compiles("ability")
def static_ability(c: Compiler, node: A.StaticAbility) -> Call:
    text = c.snippet(node)
    if isinstance(node.effect, A.EntersTapped | A.EntersWithCounters | A.EntersTappedWithCounters):
        if node.condition is not None:
            raise CompileError("static_ability.condition", "on an enters replacement")
        return enters_replacement(c, node.effect, text)
    copying = entering_as_copy(node.effect)
    if copying is not None and node.condition is None:
        return enters_as_copy(c, *copying, text)
    if _conditional_entering(node.effect):  # "If this creature was kicked, it enters with …"
        assert isinstance(node.effect, A.Conditional)
        only_if = c.condition(node.effect.condition)
        return enters_replacement(c, node.effect.effect, text, only_if)
    if _entering_per_object(node.effect):  # "… enters with a +1/+1 counter on it for each …"
        assert isinstance(node.effect, A.ForEach)
        entering = node.effect.effect
        assert isinstance(entering, A.EntersWithCounters)
        c.multiplied[id(entering.amount)] = c.amount(counted(node.effect))  # counted as it enters
        return enters_replacement(c, entering, text)
    effect = node.effect
    if isinstance(effect, A.Conditional) and _replaces_zone_change(node, effect):
        # "If a permanent would be put into a graveyard, exile it instead" (CR 614.1a)
        event = A.ReplacementAbility(event=effect.condition, replacement=effect.effect)
        return c.ability(event.model_copy(update={"span": node.span}))
    if isinstance(node.effect, A.CanBeCommander):
        return call("rule_note", "can be your commander", text)
    conditional = _conditional_rule(node)
    if conditional:  # "~ can't attack if …": the same as "as long as …"
        assert isinstance(node.effect, A.Conditional)
        inner = node.effect
        changed = {"effect": inner.effect, "condition": inner.condition, "unless": inner.unless}
        node = node.model_copy(update=changed | {"condition_last": True})
    # in printed order: "Enchanted creature has shroud as long as it's untapped"
    condition = None if node.condition_last else _static_condition(c, node)
    parts = []
    member: Call | None = None
    for step in _steps(node.effect):
        if (players := you_have(c, step)) is not None:  # "You have hexproof."
            parts += players
            continue
        # "Enchanted creature gets +1/+1 and has …": "has" is about the same objects.
        on = step.effect if lasting_per_object(step) else step
        obj = getattr(on, "object", None)
        if isinstance(on, ON_OBJECTS) and (member is None or not isinstance(obj, A.Ref)):
            member = c.member(obj)
        parts.append(c.static(step, member))
    if node.condition_last:
        condition = _static_condition(c, node)
    if conditional and condition is not None and chooses(condition):
        # "if an opponent has no cards in hand" would ask whom, whenever it is asked
        raise CompileError("conditional", "a condition that chooses a player", node.span)
    return call("static", tuple(parts), condition, text)


def _replaces_zone_change(node: A.StaticAbility, effect: A.Conditional) -> bool:
    """ "If <object> would be put into a graveyard, <effect> instead" written as a static
    ability's conditional."""
    plain = node.condition is None and effect.otherwise is None and not effect.unless
    return plain and effect.instead and isinstance(effect.condition, A.WouldBePut | A.WouldDie)


def _static_condition(c: Compiler, node: A.StaticAbility) -> Call | None:
    """ "As long as …" ("unless …")."""
    if node.condition is None:
        return None
    condition = c.condition(node.condition)
    return call("unless", condition) if node.unless else condition


def _conditional_entering(node: A.Node) -> bool:
    """ "If <condition>, it enters with …", "~ enters with … if <condition>" as a line of its
    own (the condition is asked as the card enters, CR 614.1c)."""
    if not (
        isinstance(node, A.Conditional)
        and node.otherwise is None
        and isinstance(node.effect, A.EntersTapped | A.EntersWithCounters)
    ):
        return False
    if isinstance(node.effect.object, A.SelfRef):
        return True
    # "it": the card the condition names
    about_itself = isinstance(getattr(node.condition, "object", None), A.SelfRef)
    return isinstance(node.effect.object, A.Ref) and about_itself


def _conditional_rule(node: A.StaticAbility) -> bool:
    """ "Mogg Jailer can't attack if …", "If an opponent controls seven or more lands, this
    spell costs {6} less to cast": a restriction or cost change that applies while the
    condition holds."""
    effect = node.effect
    return (
        node.condition is None
        and not node.unless
        and isinstance(effect, A.Conditional)
        and effect.otherwise is None
        and not effect.instead
        and isinstance(effect.effect, A.Restriction | A.CostChange)
    )


def _entering_per_object(node: A.Node) -> bool:
    """ "~ enters with a +1/+1 counter on it for each …" as a line of its own."""
    return (
        isinstance(node, A.ForEach)
        and isinstance(node.effect, A.EntersWithCounters)
        and isinstance(node.effect.object, A.SelfRef)
    )


def enters_replacement(
    c: Compiler,
    effect: A.EntersTapped | A.EntersWithCounters | A.EntersTappedWithCounters,
    text: str,
    only_if: Call | None = None,
) -> Call:
    """ "This land enters tapped", "… enters with N +1/+1 counters on it" as a line of its own:
    a replacement of how the card itself enters [only if a condition holds]; "Each other
    Warrior creature you control enters with an additional +1/+1 counter on it": of how
    each of those enters."""
    if isinstance(effect, A.EntersWithCounters) and isinstance(effect.object, A.Objects):
        if only_if is not None or effect.escapes:
            raise CompileError(effect.kind, "other permanents, under a condition", effect.span)
        if (quantifier := effect.object.quantifier) != "each":  # "a creature": which one?
            raise CompileError(effect.kind, f"the quantifier {quantifier!r}", effect.span)
        pred, _ = filter_objects(c, effect.object, ("battlefield",))
        amount = c.amount(effect.amount)
        return call("others_enter_with_counters", pred, effect.counter, amount, text)
    if not isinstance(effect.object, A.SelfRef if only_if is None else A.SelfRef | A.Ref):
        raise CompileError(effect.kind, f"for {effect.object.kind}", effect.span)
    if isinstance(effect, A.EntersTapped):
        unless = c.condition(effect.unless) if effect.unless is not None else None
        return call("enters_modified", True, unless, None, None, text, only_if=only_if)
    if isinstance(effect, A.EntersTappedWithCounters):  # "… enters tapped with N … counters"
        amount = c.amount(effect.amount)
        return call("enters_modified", True, None, effect.counter, amount, text, only_if=only_if)
    if effect.escapes:
        raise CompileError("enters_with_counters.escapes", "no record of escape", effect.span)
    amount = c.amount(effect.amount)
    return call("enters_modified", False, None, effect.counter, amount, text, only_if=only_if)


def _steps(node: A.Node) -> list[A.Node]:
    return list(node.steps) if isinstance(node, A.Sequence) else [node]


def _functions_from_graveyard(effect: A.Node) -> bool:
    """Whether an ability's own text moves its card out of the graveyard (so it works there)."""
    return any(
        isinstance(n, A.Exile | A.Move)
        and isinstance(n.object, A.SelfRef)
        and isinstance(n, A.Exile)
        and n.from_zone is not None
        and n.from_zone.name == "graveyard"
        for n in effect.walk()
    )
