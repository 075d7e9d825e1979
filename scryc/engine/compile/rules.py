"""Rules-level effects: restrictions, paying, choosing, delayed and
reflexive triggers, die rolls, control changes and cost changes."""

from __future__ import annotations

from ... import ast as A
from ...check.binding import is_reference
from ..attack_requirements import GOADED
from ..blocking_requirements import BLOCKS_ADDITIONAL, BLOCKS_IF_ABLE, MUST_BE_BLOCKED
from ..casting import CANT_BE_ACTIVATED
from ..ir import Call, call
from ..keywords.evasion import LEAST, MOST, blockers_rule
from ..resolution import CANT_BE_COUNTERED
from ..shields import CANT_BE_REGENERATED
from ..turns import AS_THOUGH_NO_DEFENDER, ATTACKS_IF_ABLE, CANT_ATTACK_PLAYER, DOESNT_UNTAP
from .base import CompileError, Compiler, Role, compiles, refuse
from .combining import duration
from .costs import plain_mana
from .objects import affected, filter_objects, line_of
from .triggers import you_attacked

#: Restrictions the engine enforces (turns.py), as the rules it checks.
RESTRICTION_RULES: dict[str, tuple[str, ...]] = {
    "can't attack": ("can't attack",),
    "can't block": ("can't block",),
    "can't be blocked": ("can't be blocked",),
    "can't attack or block": ("can't attack", "can't block"),
    DOESNT_UNTAP: (DOESNT_UNTAP,),
    "doesn't untap during your untap step": (DOESNT_UNTAP,),
    CANT_BE_REGENERATED: (CANT_BE_REGENERATED,),
    CANT_BE_COUNTERED: (CANT_BE_COUNTERED,),
    CANT_BE_ACTIVATED: (CANT_BE_ACTIVATED,),
    ATTACKS_IF_ABLE: (ATTACKS_IF_ABLE,),
    AS_THOUGH_NO_DEFENDER: (AS_THOUGH_NO_DEFENDER,),
    MUST_BE_BLOCKED: (MUST_BE_BLOCKED,),
    BLOCKS_IF_ABLE: (BLOCKS_IF_ABLE,),
    A.ATTACKS_IF_ABLE: (ATTACKS_IF_ABLE,),
}
#: Rules about spells on the stack: a static ability's only (a resolving effect's
#: restriction holds for permanents).
ON_SPELLS = (CANT_BE_COUNTERED,)
#: A one-shot effect on the permanent, not a lasting rule (CR 502.3: it skips one untap).
SKIP_NEXT_UNTAP = (
    "doesn't untap during its controller's next untap step",
    "doesn't untap during your next untap step",
)


refuse(
    {
        "play_revealed": "no library's top card revealed to every player",
        "spend_as_though": "no mana spent as though it were mana of another color or type",
        "assigns_as_unblocked": "no blocked creature's combat damage assigned as if unblocked",
        "crews_as_though": "no crewing as though with more power",
        "spend_this_mana": "no triggers on spending mana",
        "die_row": "a part: die_table reads it in place",
        "adjust_number": "no numbers printed on objects",
        "pay_instead_of_mana_cost": "no paying life instead of a mana cost",
        "enters_with_counters": "compiled only as a line of its own (an enters replacement)",
        "can_be_commander": "no commanders (a static ability of it is a rule note)",
        "keeps_type": "a part: the sequence reads it in place after becomes",
        "doesnt_remove": "no exemption from protection's removing Auras and Equipment",
        "set_life_total": "no setting a life total to a number",
    }
)


@compiles("effect", "cost_check")
def pay_life(c: Compiler, node: A.PayLife, role: Role) -> Call:
    if role.name == "cost_check":
        return call("has_life", c.amount(node.amount))
    return call("pay_life", c.players(node.player), c.amount(node.amount))


@compiles("effect")
def pay_mana(c: Compiler, node: A.PayMana) -> Call:
    return call("pay_mana", c.players(node.player), plain_mana(c, node))


@compiles("effect", "cost_check")
def remove_counters(c: Compiler, node: A.RemoveCounters, role: Role) -> Call:
    if role.name == "cost_check":
        objects = c.objects(node.object)
        return call("has_counters", objects, node.counter, c.amount(node.amount))
    if node.those:  # the counters the condition counted, all of them
        counted = c.counted
        if counted is None:
            raise CompileError("remove_counters", "no counters counted before", node.span)
        objects = c.objects(counted.object)
        return call("remove_counters", c.amount(counted), counted.counter, objects)
    objects = c.objects(node.object)
    if isinstance(node.amount, A.All):  # "remove all (+1/+1) counters from …"
        return call("remove_all_counters", node.counter, objects)
    return call("remove_counters", c.amount(node.amount), node.counter, objects)


@compiles("effect", "static")
def restriction(c: Compiler, node: A.Restriction, role: Role) -> Call:
    limits = _blocking(c, node)
    if limits:  # "can't be blocked by Walls", "can block only creatures with flying"
        if role.name == "static":
            return call("continuous", role.member, blocking=limits)
        return call("restrict", c.objects(node.object), (), duration(node), limits)
    if role.name == "static":
        return call("continuous", role.member, rules=_rules(node))
    if node.rule in SKIP_NEXT_UNTAP and node.by is None and node.duration is None:
        return call("skip_next_untap", c.objects(node.object))
    if node.rule in ON_SPELLS:
        raise CompileError(f"restriction: {node.rule}", "a spell's, by an effect", node.span)
    if absorbed(c, node) is not None:  # the destruction it refers to reads it
        return call("sequence")
    return call("restrict", c.objects(node.object), _rules(node), duration(node))


@compiles("effect", "static")
def player_restriction(c: Compiler, node: A.PlayerRestriction, role: Role) -> Call:
    """ "Your opponents can't cast creature spells", "Target player can't play lands this
    turn", "You can't lose the game" (CR 101.2): a static ability's rule, or one a
    resolving effect sets up for the turn."""
    pred = None
    if node.object is not None:
        zones = ("stack",) if node.action == "cast" else ("hand",)
        pred, _ = filter_objects(c, node.object, zones, for_cost=node.action == "cast")
    players = restricted_players(c, node.player)
    if role.name == "static":
        if node.duration is not None:
            raise CompileError(node.kind, f"a static rule {node.duration.name}", node.span)
        return call("player_rule", players, node.action, pred)
    if node.duration is None:  # for the rest of the game (CR 611.2a)
        return call("restrict_players", players, node.action, pred, lasting=True)
    if node.duration.name not in ("this turn", "until end of turn"):
        detail = node.duration.name
        raise CompileError(node.kind, f"a resolving effect's rule {detail}", node.span)
    return call("restrict_players", players, node.action, pred)


def restricted_players(c: Compiler, player: A.Node) -> Call:
    """The players a rule about players is about: "your opponents" (each of them), "players" (each
    player), or any single player the text names."""
    if isinstance(player, A.Player) and player.quantifier == "all" and not player.other:
        return call("each_opponent") if player.noun == "opponent" else call("each_player")
    return c.players(player)


def absorbed(c: Compiler, node: A.Restriction) -> A.Destroy | None:
    """The destruction a "can't be regenerated" without a duration refers to ("Destroy all
    creatures. They can't be regenerated."): it forbids regenerating them from it."""
    if node.rule != CANT_BE_REGENERATED or node.duration is not None:
        return None
    this_way = affected(node.object) if isinstance(node.object, A.Objects) else None
    if this_way is not None and this_way.event == "destroyed":  # "Artifacts destroyed this way"
        step = next((n for n, _ in c.scope.kept.values() if isinstance(n, A.Destroy)), None)
        return step
    if not is_reference(node.object):
        return None
    antecedent = c.bindings.of(node.object).antecedent
    destroyed = (d for d in c.card.walk() if isinstance(d, A.Destroy))
    return next((d for d in destroyed if d.object is antecedent), None)


@compiles("effect")
def gain_control(c: Compiler, node: A.GainControl) -> Call:
    objects = c.objects(node.object)
    if isinstance(node.player, A.You):
        return call("gain_control", objects, duration(node))
    # "Target opponent gains control of target permanent you control" (CR 108.4)
    players = c.players(node.player)
    if objects == call("source") and players == call("controller_of", call("last_known", objects)):
        raise CompileError("gain_control.player", "its own controller, as bound", node.span)
    return call("gain_control", objects, duration(node), players=players)


@compiles("static")
def has_control(c: Compiler, node: A.HasControl) -> Call:
    """ "You control enchanted creature" (layer 2, CR 613.1b)."""
    if not isinstance(node.player, A.You):
        raise CompileError("has_control.player", "another player's control", node.span)
    return call("controls", c.member(node.object))


@compiles("effect")
def switch_power_toughness(c: Compiler, node: A.SwitchPowerToughness) -> Call:
    """ "Switch target creature's power and toughness until end of turn" (layer 7d)."""
    return call("switch_pt", c.objects(node.object), duration(node))


@compiles("effect")
def exchange_life_totals(c: Compiler, node: A.ExchangeLifeTotals) -> Call:
    """ "Exchange life totals with target opponent" (CR 701.12c)."""
    return call("exchange_life", c.players(node.player), c.players(node.other))


@compiles("effect")
def exchange_zones(c: Compiler, node: A.ExchangeZones) -> Call:
    """ "Exchange your hand and graveyard" (CR 701.12d, f): the player's two zones swap their
    cards, even if one is empty; cards put into a library (in no order the text gives) and an
    exchange between players are refused."""
    if node.other is not None or len(node.zones) != 2 or "library" in node.zones:
        raise CompileError(node.kind, "into a library, or between players", node.span)
    return call("exchange_zones", c.players(node.player), node.zones[0], node.zones[1])


@compiles("effect")
def exchange_control(c: Compiler, node: A.ExchangeControl) -> Call:
    return call("exchange_control", c.objects(node.objects))


@compiles("effect")
def choose_object(c: Compiler, node: A.ChooseObject) -> Call:
    if _other_than_chosen(c, node):  # "… chooses a creature. Other creatures … can't block"
        detail = "“other” than the object chosen (the AST says other than the source)"
        raise CompileError("choose_object.other", detail, node.span)
    if node.player is not None and not isinstance(node.player, A.You):
        # "Target opponent chooses a creature they control": that player chooses
        players = c.players(node.player)
        objects = c.objects(node.object)
        return call("choose_objects", objects, c.result(node.object, node), players)
    objects = c.objects(node.object)
    return call("choose_objects", objects, c.result(node.object, node))


def _other_than_chosen(c: Compiler, node: A.ChooseObject) -> bool:
    """Whether "other <objects>" follows the choice in its ability: it means other than
    the object chosen, which the AST doesn't record."""
    line = line_of(c, node)
    after = (
        n
        for n in (line.walk() if line is not None else ())
        if n.span and node.span and n.span.start > node.span.end
    )
    return any(isinstance(n, A.Objects) and n.other for n in after)


@compiles("effect")
def reflexive_trigger(c: Compiler, node: A.ReflexiveTrigger) -> Call:
    if node.done is not None:  # "When you discard a nonland card this way": not recorded
        raise CompileError("reflexive_trigger.done", "what the step before did", node.span)
    with c.scope.targets_of(node):  # its targets are its own (CR 603.12)
        effect = c.effect(node.effect)
        body = c.body(effect)
    return call("reflexive", body, c.snippet(node))


@compiles("effect")
def delayed_trigger(c: Compiler, node: A.DelayedTrigger) -> Call:
    """A delayed trigger: its trigger's bindings take the next slots of this scope, so its
    effect reads both what this ability found and what triggered it."""
    first = c.scope.slots
    c.delaying = True
    try:
        trigger, look_back = c.trigger(node.trigger)
    finally:
        c.delaying = False
    if look_back:  # "When ~ leaves the battlefield this turn": the source's own leaving
        trigger = _source_leaving(node)
    duration = node.duration.name if node.duration is not None else ""
    if duration not in ("", "this turn"):
        raise CompileError(f"duration: {duration}", "of a delayed trigger", node.span)
    c.delayed_depth += 1
    try:
        effect = c.effect(node.effect)
    finally:
        c.delayed_depth -= 1
    once = node.word != "whenever"
    return call("delayed", trigger, effect, first, once, duration, c.snippet(node))


def _source_leaving(node: A.DelayedTrigger) -> Call:
    """ "When ~ dies / leaves the battlefield this turn", set up by its own ability: the
    permanent that set it up, as it leaves."""
    left = node.trigger
    if not isinstance(left, A.Dies | A.LeavesBattlefield) or not isinstance(left.object, A.SelfRef):
        raise CompileError("delayed_trigger", "on its source leaving", node.span)
    return call("on_source_left", "graveyard" if isinstance(left, A.Dies) else None)


@compiles("static")
def loses_type(c: Compiler, node: A.LosesType, role: Role) -> Call:
    return call("continuous", role.member, lose_types=(node.card_type,))


@compiles("effect")
def roll_die(c: Compiler, node: A.RollDie) -> Call:
    if node.count is not None:
        raise CompileError("roll_die.count", "more than one die: no result per die", node.span)
    if not isinstance(node.player, A.You):
        raise CompileError("roll_die.player", "a die rolled by another player", node.span)
    return call("roll_die", node.sides)


@compiles("effect")
def add_to_result(c: Compiler, node: A.AddToResult) -> Call:
    return call("add_to_result", c.amount(node.amount))


@compiles("effect")
def die_table(c: Compiler, node: A.DieTable) -> Call:
    rows = tuple(
        (row.low, row.high if row.high is not None else 1000, c.effect(row.effect))
        for row in node.rows
    )
    return call("die_table", *rows)


@compiles("effect", "static")
def cost_change(c: Compiler, node: A.CostChange, role: Role) -> Call:
    if role.name == "static" and isinstance(node.object, A.SelfRef):
        _, generic, _, _ = cost_change_parts(c, node)  # "This spell costs {1} less …"
        return call("static_cost_change", call("is_source"), generic, node.reduce, False, True)
    if role.name == "static":
        pred, generic, once, _ = cost_change_parts(c, node)
        if colored := colored_increase(node):  # "Black spells you cast cost {B} more"
            return call("static_cost_change", pred, generic, False, once, colored=colored)
        return call("static_cost_change", pred, generic, node.reduce, once)
    if colored_increase(node):
        raise CompileError("cost_change", "colored mana added by an effect", node.span)
    pred, generic, once, this_turn = cost_change_parts(c, node)
    return call("cost_change", pred, generic, node.reduce, once, this_turn or once)


def cost_change_parts(c: Compiler, node: A.CostChange) -> tuple[Call, Call, bool, bool]:
    """(spell test, generic amount, only the next spell, until end of turn); the spell
    test of "This spell costs …" is the caller's."""
    if node.action != "cast":
        raise CompileError("cost_change", f"{node.action}, for each", node.span)
    if node.beyond_first:
        raise CompileError("cost_change", "for each target beyond the first", node.span)
    syms = node.symbols.strip("{}").split("}{")
    if node.variable is not None and syms == [node.variable.name]:
        generic = c.amount(node.variable)
    elif len(syms) == 1 and syms[0].isdigit():
        generic = call("number", int(syms[0]))
    elif colored_increase(node):  # the colored symbol is added apart (CR 601.2f)
        generic = call("number", 0)
    else:
        raise CompileError("cost_change", f"symbols {node.symbols}", node.span)
    if node.for_each is not None:  # "{1} less to cast for each artifact you control"
        each = node.for_each
        counted = (
            each if isinstance(each, (A.TypesAmong, A.CountersOn)) else A.CountOf(objects=each)
        )
        generic = call("product", generic, c.amount(counted))
    if isinstance(node.object, A.SelfRef):
        return call("is_source"), generic, False, False
    items = node.object.items if isinstance(node.object, A.ObjectList) else [node.object]
    if not all(isinstance(i, A.Objects) for i in items):
        raise CompileError("cost_change", f"for {node.object.kind}", node.span)
    preds = [filter_objects(c, i, ("stack",), for_cost=True)[0] for i in items]
    pred = preds[0] if len(preds) == 1 else call("any_of", *preds)
    once = any(isinstance(i, A.Objects) and i.quantifier == "the next" for i in items)
    this_turn = any(isinstance(n, A.CastBy) and n.duration is not None for n in node.object.walk())
    return pred, generic, once, this_turn


def colored_increase(node: A.CostChange) -> str:
    """ "cost {B} more to cast": the one colored symbol a spell's cost gains ("" if the
    change is another)."""
    colored = node.symbols in ("{W}", "{U}", "{B}", "{R}", "{G}")
    plain = node.for_each is None and node.variable is None and node.action == "cast"
    return node.symbols if colored and plain and not node.reduce else ""


def _blocking(c: Compiler, node: A.Restriction) -> tuple[tuple[str, Call], ...]:
    """A blocking restriction with a description (CR 509.1b), as (how, test)."""
    if _blockers_count(node) is not None:
        return ()
    if node.rule == "can't be blocked" and node.by is not None:
        return (("can't be blocked by", _blockers(c, node.by, node)),)
    if node.rule == "can't be blocked" and node.only is not None:
        return (("can be blocked only by", _blockers(c, node.only, node)),)
    if node.rule == "can't block" and node.by is not None:  # "can't block Walls"
        return (("can't block", _blockers(c, node.by, node)),)
    if node.rule == "can block only" and node.only is not None:
        return (("can block only", _blockers(c, node.only, node)),)
    if node.rule == "is goaded" and node.by is None and node.only is None:  # CR 701.15a
        return ((GOADED, call("is_you")),)
    if node.rule == BLOCKS_ADDITIONAL and node.by is None and node.only is None:  # CR 509.1a
        return ((BLOCKS_ADDITIONAL, call("card_type", "creature")),)
    if node.rule == "can't attack" and node.by is not None:  # "can't attack you" (CR 508.1c)
        if not you_attacked(node.by):
            raise CompileError("restriction: blocked by", f"can't attack {node.by.kind}", node.span)
        return ((CANT_ATTACK_PLAYER, call("is_you")),)
    return ()


def _blockers(c: Compiler, described: A.Node, node: A.Restriction) -> Call:
    """The test of the creatures a blocking restriction describes ("creatures with power 3
    or greater", "Walls or Dragons"); one about how many block ("by more than one
    creature") is not a description."""
    if isinstance(described, A.ObjectList):
        return call("any_of", *(_blockers(c, item, node) for item in described.items))
    if not isinstance(described, A.Objects):
        raise CompileError(f"restriction: {node.rule} by", described.kind, node.span)
    if described.count is not None or described.quantifier not in ("all", "a", "an"):
        raise CompileError(f"restriction: {node.rule} by", "a number of blockers", node.span)
    return filter_objects(c, described, ("battlefield",))[0]


def _blockers_count(node: A.Restriction) -> str | None:
    """ "can't be blocked by more than one creature", "can't be blocked except by three or
    more creatures": how many creatures may block it (CR 509.1b), as a rule; None for
    other restrictions."""
    described = node.by if node.by is not None else node.only
    if node.rule != "can't be blocked" or not isinstance(described, A.Objects):
        return None
    count, plain = described.count, described.filter
    if described.quantifier != "at least" or not isinstance(count, A.Number):
        return None
    if not (isinstance(plain, A.CardType) and plain.name == "creature" and not described.other):
        return None
    return blockers_rule(MOST if node.by is not None else LEAST, count.value)


def _rules(node: A.Restriction) -> tuple[str, ...]:
    """The rules the engine checks for a restriction; one it doesn't enforce can't compile."""
    counted = _blockers_count(node)
    if counted is not None:
        return (counted,)
    if node.rule == A.UNTARGETABLE:
        raise CompileError(f"restriction: {node.rule}", "not enforced by the engine", node.span)
    if node.by is not None and "attack" in node.rule and node.rule.endswith("if able"):
        raise CompileError(f"restriction: {node.rule}", "whom it must attack", node.span)
    if node.by is not None:
        raise CompileError("restriction: blocked by", "not enforced by the engine", node.span)
    if node.rule not in RESTRICTION_RULES:
        raise CompileError(f"restriction: {node.rule}", "not enforced by the engine", node.span)
    return RESTRICTION_RULES[node.rule]
