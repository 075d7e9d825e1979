"""Abilities: a card's lines (spell, activated, triggered and static abilities), keywords
and the abilities some keywords stand for (equip, cycling, ward, crew)."""

from __future__ import annotations

from functools import cache

from ... import ast as A
from ...parse import ParseError, parse
from ..ir import Call, Value, call
from ..keywords import COSTED, FLAGS, NUMBERED, NUMBERED_COSTED, QUALIFIED, TRIGGERED
from .base import (
    ON_OBJECTS,
    AbilityIR,
    CompileError,
    Compiler,
    compiles,
    make_body,
    make_target,
    refuse,
)
from .changes import you_have
from .combining import step_condition
from .filters import zone_of
from .game_actions import counted, lasting_per_object
from .keyword_texts import rules_text
from .looking import entering_as_copy, enters_as_copy
from .scope import Scope, chooses

refuse(
    {
        "activation_restriction": "a part: activated_ability reads it in place",
        "would_die": "no replacement of a dying object",
    }
)


#: Keywords that offer a casting cost (CR 702.33, 702.27, 702.34).
CASTING_COSTS = ("kicker", "buyback", "flashback")


def _equip(cost: str, text: str) -> Call:
    """Equip {N}: "{N}: Attach to target creature you control. Equip only as a sorcery."."""
    one = call("number", 1)
    mine = call("all_of", call("card_type", "creature"), call("controlled_by", call("you")))
    target = make_target(0, "target creature you control", mine, ("battlefield",), False, one, one)
    body = make_body(call("attach", call("targets", 0)), (target,))
    return call("activated", body, (call("cost_mana", cost),), text, sorcery_speed=True)


def _cycling(cost: str, text: str) -> Call:
    """Cycling {N}: "{N}, Discard this card: Draw a card." (from the hand)."""
    discard = call("discard", call("you"), None, call("source"), None)
    costs = (
        call("cost_mana", cost),
        call("cost_effect", discard, call("source_in", "hand"), "Discard this card"),
    )
    body = make_body(call("draw", call("you"), call("number", 1)))
    return call("activated", body, costs, text, zone="hand", keyword="cycling")


def _ward(cost: str, text: str) -> Call:
    """Ward {N}: "Whenever this becomes the target of a spell or ability an opponent
    controls, counter it unless that player pays {N}."."""
    body = make_body(call("counter_unless_paid", 0, cost), slots=1)
    return call("triggered", body, call("on_targeted", True), None, text)


def _crew(power: int, text: str) -> Call:
    """Crew N: "Tap any number of other untapped creatures you control with total power N
    or greater: This permanent becomes an artifact creature until end of turn." (CR
    702.122a)."""
    retype = call("type_change", ("artifact", "creature"), (), False)
    body = make_body(call("becomes", call("source"), "until end of turn", retype=retype))
    return call("activated", body, (call("cost_crew", power),), text)


KEYWORD_ABILITIES = {"equip": _equip, "cycling": _cycling, "ward": _ward}


@compiles("card")
def card_text(c: Compiler, node: A.CardText) -> list[AbilityIR]:
    """Every ability of the card; the lines of a spell share one scope."""
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


def keywords(c: Compiler, written: list[A.Keyword], text: str) -> Call:
    """A line of keywords: flags, an Aura's target, the abilities some keywords stand for
    (equip, cycling, ward, crew; the triggered ones the ``keywords`` modules build), the
    casting costs others offer (kicker, buyback, flashback), numbers ("Bushido 2") and
    qualities ("protection from red")."""
    names: list[str] = []
    enchant: Call | None = None
    grants: list[Call] = []
    costs: list[tuple[str, str]] = []
    amounts: list[tuple[str, int]] = []
    qualities: list[tuple[str, Call]] = []
    for kw in written:
        name = kw.name.lower()
        cost = kw.cost.symbols if isinstance(kw.cost, A.ManaCost) else None
        number = kw.amount.value if isinstance(kw.amount, A.Number) else None
        if name == "enchant":
            pred, zones = filtermake_target(c, kw.filter)
            one = call("number", 1)
            enchant = make_target(0, c.snippet(kw, name), pred, zones, False, one, one)
        elif kw.filter is not None and cost is not None:  # "Equip Knight {1}" (CR 702.6e)
            raise CompileError(f"keyword: {name}", "a cost limited to some objects", kw.span)
        elif name in KEYWORD_ABILITIES and cost is not None:
            grants.append(KEYWORD_ABILITIES[name](cost, c.snippet(kw, name)))
        elif name in NUMBERED_COSTED and cost is not None and number is not None:
            costs.append((name, cost))  # "Suspend 4—{U}"
            amounts.append((name, number))
        elif name in CASTING_COSTS + tuple(COSTED - NUMBERED_COSTED) and cost is not None:
            costs.append((name, cost))
        elif name == "exploit" and not (kw.cost or kw.amount or kw.filter):  # CR 702.110a
            grants.append(call("exploit", c.snippet(kw, name)))
        elif name == "crew" and number is not None:
            grants.append(_crew(number, c.snippet(kw, name)))
        elif name in NUMBERED and number is not None:
            amounts.append((name, number))
        elif name in QUALIFIED and kw.filter is not None:
            qualities.append((name, c.filter(kw.filter)))
        elif name == "affinity for" and kw.filter is not None:
            grants.append(c.own_scope(_affinity(kw, kw.filter)))
        elif (rules := rules_text(name, number, cost)) is not None and kw.filter is None:
            grants.extend(_stands_for(name, rules))
        elif name not in FLAGS | TRIGGERED or kw.cost or kw.amount or kw.filter:
            raise CompileError(f"keyword: {name}", "no rules behaviour", kw.span)
        names.append(name)
    kwargs: dict[str, Value] = {}
    for key, value in (("grants", grants), ("costs", costs), ("amounts", amounts)):
        if value:
            kwargs[key] = tuple(value)
    if qualities:
        kwargs["qualities"] = tuple(qualities)
    return call("keywords", tuple(names), enchant, text, **kwargs)


@cache
def _stands_for(name: str, rules: str) -> tuple[Call, ...]:
    """The abilities a keyword stands for, compiled from the words of its rule."""
    try:
        node = parse(rules)
        return tuple(a.tree for a in card_text(Compiler(node, rules), node))
    except (ParseError, CompileError) as error:
        raise CompileError(f"keyword: {name}", f"its rule does not compile: {error}") from None


def _affinity(kw: A.Keyword, quality: A.Node) -> A.StaticAbility:
    """Affinity for <quality>: "This spell costs {1} less to cast for each <quality> you
    control." (CR 702.41a), as the static ability it stands for."""
    yours = A.AllOf(parts=[quality, A.ControlledBy(player=A.You())])
    each = A.Objects(quantifier="all", filter=yours)
    change = A.CostChange(object=A.SelfRef(noun="spell"), symbols="{1}", for_each=each)
    return A.StaticAbility(effect=change, span=kw.span)


def filtermake_target(c: Compiler, node: A.Node | None) -> tuple[Call, tuple[str, ...]]:
    if node is None:
        raise CompileError("keyword: enchant", "without a filter")
    return c.filter(node), zone_of(node) or ("battlefield",)


@compiles("ability")
def spell_ability(c: Compiler, node: A.SpellAbility) -> Call:
    first_target, first_modal = len(c.scope.targets), len(c.scope.modals)
    effect = c.effect(node.effect)
    body = c.body(effect, first_target, first_modal)
    return call("spell", body, c.snippet(node))


@compiles("ability")
def activated_ability(c: Compiler, node: A.ActivatedAbility) -> Call:
    if node.cost_rule is not None:  # CR 602.2b: applied as the ability is activated
        raise CompileError("activated_ability.cost_rule", "not modelled", node.cost_rule.span)
    costs = tuple(c.cost(cost) for cost in node.costs)
    effect = c.effect(node.effect)
    kwargs: dict[str, Value] = {}
    if node.loyalty is not None:
        try:
            kwargs["loyalty"] = int(node.loyalty.replace("−", "-"))
        except ValueError:
            raise CompileError("activated_ability.loyalty", node.loyalty, node.span) from None
    restriction = node.restriction
    if restriction is not None:
        if restriction.any_player:  # whoever activates it controls it (CR 602.2)
            kwargs["any_player"] = True
        if restriction.window is not None:  # "before attackers are declared": no such window
            raise CompileError("activation window", restriction.window, restriction.span)
        if restriction.timing == "once each turn":
            kwargs["once_each_turn"] = True
        elif restriction.timing == "sorcery":
            kwargs["sorcery_speed"] = True
        conditions = [c.condition(restriction.condition)] if restriction.condition else []
        if restriction.during == "your turn":  # "Activate only during your turn"
            conditions.append(call("your_turn"))
        elif restriction.during == "your upkeep":
            conditions.append(call("your_step", "upkeep"))
        if conditions:
            many = len(conditions) > 1
            kwargs["condition"] = call("all_conditions", *conditions) if many else conditions[0]
    adds_mana = isinstance(node.effect, A.AddMana) or (
        isinstance(node.effect, A.ForEach) and isinstance(node.effect.effect, A.AddMana)
    )
    if adds_mana and not c.scope.targets and not node.loyalty:  # CR 605.1a
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
    if node.duration is not None:
        raise CompileError("triggered_ability.duration", "a trigger for a while", node.span)
    trigger, look_back = c.trigger(node.trigger)
    watched = getattr(node.trigger, "object", None)
    condition = c.condition(node.condition) if node.condition is not None else None
    saved, c.looking_back = c.looking_back, look_back
    try:
        effect = c.effect(node.effect)
    finally:
        c.looking_back = saved
    if node.effect_once_each_turn:  # "Do this only once each turn.": it may trigger again
        effect = call("once_each_turn", effect)
    kwargs: dict[str, Value] = {}
    if node.once_each_turn:
        kwargs["once_each_turn"] = True
    if look_back:
        kwargs["look_back"] = True
    if _functions_from_graveyard(node.effect):
        kwargs["zones"] = ("battlefield", "graveyard")
    if _cycles_itself(node.trigger):  # the card is in the graveyard by then (CR 702.29d)
        kwargs["zones"] = ("graveyard",)
    one_or_more = isinstance(watched, A.Objects) and watched.quantifier == "at least"
    if one_or_more and not isinstance(node.trigger, A.PlayerAction | A.ScryBottom):
        kwargs["batched"] = True  # "Whenever one or more …" triggers once per batch
    return call("triggered", c.body(effect), trigger, condition, c.snippet(node), **kwargs)


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
    if isinstance(node.effect, A.EntersTapped | A.EntersWithCounters):
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
    effect: A.EntersTapped | A.EntersWithCounters,
    text: str,
    only_if: Call | None = None,
) -> Call:
    """ "This land enters tapped", "… enters with N +1/+1 counters on it" as a line of its own:
    a replacement of how the card itself enters [only if a condition holds]."""
    if not isinstance(effect.object, A.SelfRef if only_if is None else A.SelfRef | A.Ref):
        raise CompileError(effect.kind, f"for {effect.object.kind}", effect.span)
    if isinstance(effect, A.EntersTapped):
        unless = c.condition(effect.unless) if effect.unless is not None else None
        return call("enters_modified", True, unless, None, None, text, only_if=only_if)
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
