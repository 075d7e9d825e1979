"""Static abilities as Forge writes them: "This land enters tapped." as a replacement of how
the card moves (``R:Event$ Moved``), and continuous effects that change power, toughness and
keywords as ``S:Mode$ Continuous`` lines (``Affected$``, ``AddPower$``, ``AddKeyword$``)."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from .casting import may_play_exiled
from .conditions import state_params, static_condition
from .effects import granted_keywords
from .looking import look_additional, look_any_time
from .objects import Resolve, attached, valid_expression, with_other
from .refusal import Refused
from .restrictions import is_restriction, restriction_lines
from .step import amount, counter_kind

#: Writes a granted activated or triggered ability as an SVar: its name and its lines.
Grant = Callable[[ast.ActivatedAbility | ast.TriggeredAbility], tuple[str, list[str]]]


def static_lines(
    ability: ast.StaticAbility, description: str, resolve: Resolve, grant: Grant, used: set[str]
) -> list[str]:
    """The script lines of a static ability the back end can write; ``grant`` writes an
    activated ability it gives ('Equipped creature has "{T}: Scry 1."'), ``used`` holds the
    SVar names of counts written so far."""
    effect = ability.effect
    if isinstance(effect, ast.EntersTapped):
        return _enters_tapped(ability, effect, description)
    if isinstance(effect, ast.EntersWithCounters):
        return _enters_with_counters(ability, effect)
    if isinstance(effect, ast.ForEach) and isinstance(effect.effect, ast.EntersWithCounters):
        return _converge(ability, effect, effect.effect, used)
    if isinstance(effect, ast.LookAnyTime) and ability.condition is None and not ability.unless:
        return look_any_time(effect, description)
    if isinstance(effect, ast.LookAdditional) and ability.condition is None and not ability.unless:
        return look_additional(effect, description, used)
    if (played := may_play_exiled(ability, description)) is not None:
        return played
    if is_restriction(effect):
        return restriction_lines(ability, description, lambda obj: _affected(_named(obj, resolve)))
    condition = static_condition(ability)  # as long as, or unless, a condition holds
    params = {"Mode": "Continuous"}
    parts = effect.steps if isinstance(effect, ast.Sequence) else [effect]
    affected: set[str] = set()
    granted: list[str] = []
    for part in parts:
        obj, changes = _changes(part, grant, granted)
        affected.add(_affected(_named(obj, resolve)))  # "gets +2/+2 and has flying": the same
        params |= changes
    if len(affected) != 1:
        raise Refused("a static ability changing several objects")
    params = {"Mode": "Continuous", "Affected": affected.pop()} | params
    params |= condition
    params["Description"] = description
    return ["S:" + " | ".join(f"{k}$ {v}" for k, v in params.items()), *granted]


def _changes(effect: Node, grant: Grant, granted: list[str]) -> tuple[Node, dict[str, str]]:
    """What one continuous effect changes, and of what (the SVars of abilities it grants
    go into ``granted``)."""
    if isinstance(effect, ast.ModifyPT) and effect.duration is None and effect.variable is None:
        if not all(_is_number(x) for x in (effect.power, effect.toughness)):
            raise Refused("a change of power and toughness that is not a number")
        power, toughness = (str(int(x)) for x in (effect.power, effect.toughness))
        return effect.object, {"AddPower": power, "AddToughness": toughness}
    if isinstance(effect, ast.GainAbility) and effect.duration is None:
        keywords = [a for a in effect.abilities if isinstance(a, ast.Keyword)]
        others = [a for a in effect.abilities if not isinstance(a, ast.Keyword)]
        changes = {"AddKeyword": granted_keywords(keywords)} if keywords else {}
        names: dict[str, list[str]] = {"AddAbility": [], "AddTrigger": [], "AddSVar": []}
        for other in others:
            if not isinstance(other, ast.ActivatedAbility | ast.TriggeredAbility):
                raise Refused(f"a granted {other.kind}")
            name, lines = grant(other)
            names["AddTrigger" if isinstance(other, ast.TriggeredAbility) else "AddAbility"] += [
                name
            ]
            if isinstance(other, ast.TriggeredAbility):  # the SVars its trigger runs
                names["AddSVar"] += [x.split(":")[1] for x in lines[1:] if x.startswith("SVar:")]
            granted.extend(lines)
        return effect.object, changes | {k: " & ".join(v) for k, v in names.items() if v}
    if isinstance(effect, ast.LosesType) and effect.card_type in _CARD_TYPES:
        kind = effect.card_type.title()  # a creature that isn't one loses its creature types
        gone = {"RemoveCreatureTypes": "True"} if kind == "Creature" else {}
        return effect.object, {"RemoveType": kind} | gone  # (CR 205.1b)
    if isinstance(effect, ast.Becomes) and _types_added(effect):
        types = sorted(effect.types, key=lambda t: t not in _CARD_TYPES)
        return effect.object, {"AddType": " & ".join(t.title() for t in types)}
    raise Refused(f"static_ability: {effect.kind}")


#: The card types a static ability adds or takes away.
_CARD_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}


def _types_added(effect: ast.Becomes) -> bool:
    """ "it's a Phyrexian creature in addition to its other types": types only, added."""
    others = effect.power_toughness or effect.colors or effect.abilities or effect.named
    copy = effect.copy_of or effect.chosen or effect.duration
    return effect.state and effect.in_addition and bool(effect.types) and not (others or copy)


def _named(obj: Node, resolve: Resolve) -> Node:
    """The object a reference ("it", "its") names, or the object itself."""
    antecedent = resolve(obj) if isinstance(obj, ast.Ref) else None
    return antecedent or obj


def _is_number(value: str) -> bool:
    return value.lstrip("+-").isdigit()


def _affected(obj: Node) -> str:
    """The objects a continuous effect changes, as ``Affected$``."""
    if isinstance(obj, ast.SelfRef):
        return "Card.Self"
    if isinstance(obj, ast.AttachedTo):
        return attached(obj)
    if isinstance(obj, ast.Objects) and obj.quantifier in ("all", "each") and obj.count is None:
        valid = valid_expression(obj.filter)
        return with_other(valid) if obj.other else valid
    raise Refused(f"static object: {obj.kind}")


def _enters_with_counters(ability: ast.StaticAbility, effect: ast.EntersWithCounters) -> list[str]:
    """ "This creature enters with three oil counters on it." as Forge's ``K:etbCounter``."""
    plain = ability.condition is None and not ability.unless and not effect.additional
    if not (plain and isinstance(effect.object, ast.SelfRef)):
        raise Refused("entering with counters under a condition, or another object")
    return [f"K:etbCounter:{counter_kind(effect.counter)}:{amount(effect.amount)}"]


def _converge(
    ability: ast.StaticAbility, each: ast.ForEach, effect: ast.EntersWithCounters, used: set[str]
) -> list[str]:
    """ "This card enters with a +1/+1 counter on it for each color of mana spent to cast it."
    as ``K:etbCounter:P1P1:X`` with ``SVar:X:Count$Converge`` (Converge, CR 207.2c)."""
    spent = each.objects
    spent_on = spent.object if isinstance(spent, ast.ColorsSpent) else None
    of_itself = isinstance(spent_on, ast.Ref | ast.SelfRef)
    one = isinstance(effect.amount, ast.Number) and effect.amount.value == 1
    if not (of_itself and one) or "X" in used:
        raise Refused("static_ability: for_each")
    lines = _enters_with_counters(ability, effect)
    used.add("X")
    return [lines[0].rsplit(":", 1)[0] + ":X", "SVar:X:Count$Converge"]


def _enters_tapped(
    ability: ast.StaticAbility, effect: ast.EntersTapped, description: str
) -> list[str]:
    """ "This land enters tapped." as Forge's replacement of how the card moves."""
    plain = ability.condition is None and not ability.unless
    if not (plain and isinstance(effect.object, ast.SelfRef)):
        raise Refused("entering tapped under a condition, or another object")
    tap = "SVar:ETBTapped:DB$ Tap | Defined$ Self | ETB$ True"
    if effect.unless is not None:  # "unless you control a legendary creature"
        present = state_params(effect.unless)
        if set(present) != {"IsPresent"}:
            raise Refused("entering tapped unless a condition other than control")
        tap += f" | ConditionPresent$ {present['IsPresent']} | ConditionCompare$ EQ0"
    return [
        "R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplacementResult$ "
        f"Updated | ReplaceWith$ ETBTapped | Description$ {description}",
        tap,
    ]
