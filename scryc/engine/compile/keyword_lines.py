"""Keyword lines (CR 702): flags, an Aura's target, the casting costs some keywords offer,
numbers and qualities, and the abilities others stand for (ward, crew, those built by the
``keywords`` modules, those compiled from the words of their rule)."""

from __future__ import annotations

from functools import cache

from ... import ast as A
from ...parse import ParseError, parse
from ..ir import Call, Value, call
from ..keywords import COSTED, FLAGS, NUMBERED, NUMBERED_COSTED, QUALIFIED, TRIGGERED
from ..keywords.upkeep import LIFE
from .base import CompileError, Compiler, make_body, make_target
from .filters import zone_of
from .keyword_abilities import keyword_abilities
from .keyword_costs import casting_cost
from .keyword_texts import ZONES, in_zones, rules_text

#: Keywords that offer a casting cost (CR 702.33, 702.27, 702.34).
CASTING_COSTS = ("kicker", "buyback", "flashback")


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


KEYWORD_ABILITIES = {"ward": _ward}


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
        if (written := casting_cost(c, kw, name)) is not None:  # "Kicker—Sacrifice a …"
            costs.extend([written[0]] if written[0] else [])
            grants.extend([written[1]] if written[1] else [])
        elif name == "enchant":
            pred, zones = _enchant_filter(c, kw.filter)
            one = call("number", 1)
            enchant = make_target(0, c.snippet(kw, name), pred, zones, False, one, one)
        elif (built := keyword_abilities(c, kw, name)) is not None:  # equip, cycling, embalm, …
            grants.extend(built)
        elif kw.filter is not None and cost is not None:
            raise CompileError(f"keyword: {name}", "a cost limited to some objects", kw.span)
        elif name in KEYWORD_ABILITIES and cost is not None:
            grants.append(KEYWORD_ABILITIES[name](cost, c.snippet(kw, name)))
        elif name in NUMBERED_COSTED and cost is not None and number is not None:
            costs.append((name, cost))  # "Suspend 4—{U}"
            amounts.append((name, number))
        elif name in CASTING_COSTS + tuple(COSTED - NUMBERED_COSTED) and cost is not None:
            costs.append((name, cost))
        elif name == "cumulative upkeep" and (life := _life_payment(kw)) is not None:
            costs.append((name, f"{life}{LIFE}"))  # "Cumulative upkeep—Pay 2 life"
        elif name == "exploit" and not (kw.cost or kw.amount or kw.filter):  # CR 702.110a
            grants.append(call("exploit", c.snippet(kw, name)))
        elif name == "crew" and number is not None:
            grants.append(_crew(number, c.snippet(kw, name)))
        elif name in NUMBERED and number is not None:
            amounts.append((name, number))
        elif name == "vanishing" and kw.amount is None and kw.cost is None:  # CR 702.63b
            pass
        elif name == "bloodthirst" and _x(kw) and kw.cost is None:  # CR 702.54b
            grants.append(call("bloodthirst_x", c.snippet(kw, name)))
            continue  # not bloodthirst N as well
        elif name in QUALIFIED and kw.filter is not None:
            qualities.append((name, c.filter(kw.filter)))
        elif name == "affinity for" and kw.filter is not None:
            grants.append(c.own_scope(_affinity(kw, kw.filter)))
        elif (rules := rules_text(name, number or _x(kw), cost)) is not None and not kw.filter:
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


def _life_payment(kw: A.Keyword) -> int | None:
    """The life of a keyword's cost "—Pay N life" (you pay it), or None."""
    costs = kw.costs if kw.cost is None else [kw.cost]
    paid = costs[0].effect if len(costs) == 1 and isinstance(costs[0], A.EffectCost) else None
    if not (isinstance(paid, A.PayLife) and isinstance(paid.player, A.You)):
        return None
    return paid.amount.value if isinstance(paid.amount, A.Number) else None


def _x(kw: A.Keyword) -> str | None:
    """ "X" for a keyword whose number is X ("Reinforce X—{X}{W}{W}")."""
    return "X" if isinstance(kw.amount, A.Variable) and kw.amount.name == "X" else None


@cache
def _stands_for(name: str, rules: str) -> tuple[Call, ...]:
    """The abilities a keyword stands for, compiled from the words of its rule (working in
    the zones its rule names)."""
    from .abilities import card_text  # abilities imports this module

    try:
        node = parse(rules)
        trees = tuple(a.tree for a in card_text(Compiler(node, rules), node))
        return tuple(in_zones(tree, ZONES[name]) for tree in trees) if name in ZONES else trees
    except (ParseError, CompileError) as error:
        raise CompileError(f"keyword: {name}", f"its rule does not compile: {error}") from None


def _affinity(kw: A.Keyword, quality: A.Node) -> A.StaticAbility:
    """Affinity for <quality>: "This spell costs {1} less to cast for each <quality> you
    control." (CR 702.41a), as the static ability it stands for."""
    yours = A.AllOf(parts=[quality, A.ControlledBy(player=A.You())])
    each = A.Objects(quantifier="all", filter=yours)
    change = A.CostChange(object=A.SelfRef(noun="spell"), symbols="{1}", for_each=each)
    return A.StaticAbility(effect=change, span=kw.span)


def _enchant_filter(c: Compiler, node: A.Node | None) -> tuple[Call, tuple[str, ...]]:
    """What "Enchant <quality>" lets the Aura target, and in which zones."""
    if node is None:
        raise CompileError("keyword: enchant", "without a filter")
    return c.filter(node), zone_of(node) or ("battlefield",)
