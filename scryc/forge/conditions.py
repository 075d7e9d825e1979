"""Conditions inside a resolving ability ("If it's your turn, scry 2.") as the parameters
Forge puts on each step they govern (``ConditionPlayerTurn$``, ``Condition$ Kicked``,
``ConditionDefined$ Targeted | ConditionPresent$ …``). Another condition is refused."""

from __future__ import annotations

import re

from .. import ast
from ..ast import Node
from .objects import Resolve, refers_to_target, valid_expression, with_property, without_spell
from .refusal import Refused
from .step import counter_kind

#: "If this spell was kicked / bargained" as Forge's ``Condition$``.
SPELL_WAS = {"kicked": "Kicked", "bargained": "Bargain"}


def condition_params(conditional: ast.Conditional, before: list[dict[str, str]]) -> dict[str, str]:
    """The parameters that make a step happen only under the conditional's condition."""
    if conditional.otherwise is not None or conditional.instead or conditional.unless:
        raise Refused("a condition with otherwise, instead or unless")
    return condition_of(conditional.condition, before)


def condition_of(condition: Node, before: list[dict[str, str]]) -> dict[str, str]:
    """The parameters that make a step happen only if ``condition`` holds as it resolves."""
    if isinstance(condition, ast.YourTurn):
        return {"ConditionPlayerTurn": "True"}
    if isinstance(condition, ast.SpellWas) and _spell_was(condition):
        return {"Condition": SPELL_WAS[condition.how]}
    if isinstance(condition, ast.YouCast) and _addendum(condition):
        return ADDENDUM
    if isinstance(condition, ast.AbilityResolved):  # "the second time this ability has …"
        return {
            "ConditionCheckSVar": "Count$ResolvedThisTurn",
            "ConditionSVarCompare": f"EQ{condition.nth}",
        }
    if isinstance(condition, ast.ThereAre):  # Kytheon's Tactics: ConditionZone$ Graveyard
        return _as_resolving(_in_your_graveyard(condition.objects, threshold=False))
    if isinstance(condition, ast.ObjectIs) and refers_to_target(condition.object, before, None):
        return {
            "ConditionDefined": "Targeted",
            "ConditionPresent": valid_expression(without_spell(condition.filter)),
            "ConditionCompare": "GE1",
        }
    if isinstance(condition, _STATES):  # "if it has seven or more …", "if a creature died …"
        resolve = getattr(before, "resolve", None)
        return _as_resolving(state_params(_of_itself(condition, resolve)))
    raise Refused(f"condition: {_said(condition)}")


#: The zones a card's own triggered ability may work from besides the battlefield.
_OWN_ZONES = {"graveyard": "Graveyard", "hand": "Hand", "exile": "Exile"}
#: The conditions on the game's state asked the same way as an ability resolves.
_STATES = (ast.AmountCompare, ast.ObjectIs, ast.DiedThisTurn, ast.HandSize, ast.YouControl)
#: A state condition's parameters (of a trigger or a static ability) as a resolving step's.
_AS_RESOLVING = {
    "IsPresent": "ConditionPresent",
    "PresentZone": "ConditionZone",
    "PresentCompare": "ConditionCompare",
    "CheckSVar": "ConditionCheckSVar",
    "SVarCompare": "ConditionSVarCompare",
}
#: Each comparison and its opposite.
_OPPOSITE = {"GE": "LT", "LT": "GE", "LE": "GT", "GT": "LE", "EQ": "NE", "NE": "EQ"}


def _as_resolving(state: dict[str, str]) -> dict[str, str]:
    """``IsPresent$ Card.Self+counters_GE7_P1P1`` as ``ConditionDefined$ Self |
    ConditionPresent$ …`` (the card itself wherever it is); ``Condition$`` is refused."""
    if not set(state) <= set(_AS_RESOLVING):
        raise Refused(f"condition: {', '.join(state)} as an ability resolves")
    params = {_AS_RESOLVING[k]: v for k, v in state.items()}
    if params.get("ConditionPresent", "").startswith("Card.Self"):
        params = {"ConditionDefined": "Self"} | params
    return params


def _of_itself(condition: Node, resolve: Resolve | None) -> Node:
    """A condition on "it" that refers to the card itself, as a condition on the card."""
    holder = condition.left if isinstance(condition, ast.AmountCompare) else condition
    obj = getattr(holder, "object", None)
    if resolve is None or not isinstance(obj, ast.Ref) or not isinstance(resolve(obj), ast.SelfRef):
        return condition
    itself = holder.model_copy(update={"object": resolve(obj)})
    if isinstance(condition, ast.AmountCompare):
        return condition.model_copy(update={"left": itself})
    return itself


def opposite(params: dict[str, str]) -> dict[str, str]:
    """The parameters of a step done when the condition of ``params`` does not hold ("If it
    doesn't, scry 1."): the opposite comparison of what is present or counted."""
    compare = "ConditionCompare" if "ConditionPresent" in params else "ConditionSVarCompare"
    known = {"ConditionDefined", "ConditionPresent", "ConditionZone", "ConditionCompare"}
    if compare == "ConditionSVarCompare":
        known = {"ConditionCheckSVar", "ConditionSVarCompare"}
    if not set(params) <= known or not ({"ConditionPresent", "ConditionCheckSVar"} & set(params)):
        raise Refused("otherwise, under a condition other than what is present or counted")
    op = params.get(compare, "GE1")
    return params | {compare: _OPPOSITE[op[:2]] + op[2:]}


def static_condition(ability: ast.StaticAbility) -> dict[str, str]:
    """When a static ability applies: as long as its condition holds, or unless it holds
    ("… can't attack or block unless a creature died under your control this turn")."""
    if ability.condition is None:
        if ability.unless:
            raise Refused("a static ability that applies unless, without a condition")
        return {}
    state = state_params(ability.condition)
    if not ability.unless:
        return state
    compare = "PresentCompare" if "IsPresent" in state else "SVarCompare"
    if not set(state) <= {"IsPresent", "PresentZone", "PresentCompare", "CheckSVar", "SVarCompare"}:
        raise Refused("a static ability that applies unless a condition holds")
    op = state.get(compare, "GE1")
    return state | {compare: _OPPOSITE[op[:2]] + op[2:]}


def unless_paid(node: ast.CounterSpell, resolve: Resolve) -> dict[str, str]:
    """ "Counter target spell unless its controller pays {3}": Forge's ``UnlessCost$``, paid
    by default by the controller of the targeted spell; {} when the text names no payment."""
    if node.unless_paid is None and node.unless_player is None:
        return {}
    payer = node.unless_player
    its = isinstance(payer, ast.ControllerOf) and resolve(payer.object) is node.object
    symbols = re.findall(r"\{([^}]*)\}", node.unless_paid or "")
    mana = bool(symbols) and all(
        s.isdigit() or s in ("W", "U", "B", "R", "G", "C") for s in symbols
    )
    if not (its and mana):
        raise Refused("counter unless a player other than its controller pays, or other than mana")
    return {"UnlessCost": " ".join(symbols)}


def state_params(condition: Node) -> dict[str, str]:
    """A condition on the game's state, as Forge checks it for an intervening "if" or an
    "as long as": ``IsPresent$`` ("if you control an Island", "as long as an opponent
    controls a planeswalker", "if ~ is tapped"), ``Condition$ PlayerTurn``."""
    if isinstance(condition, ast.YourTurn):
        return {"Condition": "PlayerTurn"}
    if isinstance(condition, ast.YouControl) and isinstance(condition.objects, ast.Objects):
        objects, player = condition.objects, condition.player
        who = "YouCtrl" if isinstance(player, ast.You) else "OppCtrl" if _opponent(player) else None
        if who is None or objects.quantifier not in ("a", "another") or objects.count is not None:
            raise Refused("condition: control of other than one object by you or an opponent")
        valid = with_property(valid_expression(objects.filter), who)
        return {"IsPresent": valid} | ({"PresentCompare": "EQ0"} if condition.negated else {})
    if isinstance(condition, ast.ObjectIs) and isinstance(condition.object, ast.SelfRef):
        return {"IsPresent": with_property("Card.Self", valid_expression(condition.filter))}
    if isinstance(condition, ast.ThereAre):
        return _in_your_graveyard(condition.objects)
    if isinstance(condition, ast.AmountCompare) and isinstance(condition.right, ast.Number):
        return _compared(condition, f"{condition.op.upper()}{condition.right.value}")
    if isinstance(condition, ast.DiedThisTurn):
        return _died(condition)
    if isinstance(condition, ast.ActedThisTurn) and _surveilled(condition):
        return {"CheckSVar": "Count$YouSurveilThisTurn", "SVarCompare": "GE1"}
    if isinstance(condition, ast.HandSize) and isinstance(condition.player, ast.You):
        number = condition.amount.value if isinstance(condition.amount, ast.Number) else None
        if number is None:
            raise Refused("condition: a hand size other than a number")
        compare = f"{condition.op.upper()}{number}"
        return {"CheckSVar": "Count$CardsInYourHand", "SVarCompare": compare}
    raise Refused(f"condition: {_said(condition)}")


def trigger_state(condition: Node) -> dict[str, str]:
    """A triggered ability's intervening "if" (CR 603.4): "if ~ is in your graveyard", "if
    ~ is exiled" also makes the ability work from that zone only (``TriggerZones$``); any
    other condition as :func:`state_params`."""
    if isinstance(condition, ast.ObjectIs) and isinstance(condition.object, ast.SelfRef):
        where = _zone_of_itself(condition.filter)
        if where is not None:
            zone, player = where
            present = {"IsPresent": "Card.StrictlySelf", "PresentZone": zone}
            return present | player | {"TriggerZones": zone}
    return state_params(condition)


def _zone_of_itself(filter_: Node) -> tuple[str, dict[str, str]] | None:
    """Where "~ is exiled", "~ is in your graveyard" has the card, as Forge's zone and whose
    zone it is (``PresentPlayer$``); None for another filter or zone."""
    if isinstance(filter_, ast.Status) and filter_.name == "exiled":
        return "Exile", {}
    if not (isinstance(filter_, ast.InZone) and filter_.preposition == "in"):
        return None
    zone = _OWN_ZONES.get(filter_.zone.name)
    owner = filter_.zone.owner
    if zone is None or not isinstance(owner, ast.You | None):
        return None
    return zone, {"PresentPlayer": "You"} if owner is not None else {}


def _surveilled(condition: ast.ActedThisTurn) -> bool:
    """ "you've surveilled this turn"."""
    return isinstance(condition.player, ast.You) and condition.actions == ["surveil"]


def _died(condition: ast.DiedThisTurn) -> dict[str, str]:
    """ "a creature died [under your control] this turn": what entered a graveyard from the
    battlefield this turn (``Count$ThisTurnEntered_Graveyard_from_Battlefield_…``)."""
    objects, controller = condition.objects, condition.controller
    least = _at_least(objects)
    if least is None or not (controller is None or isinstance(controller, ast.You)):
        raise Refused("condition: other than N objects that died under your control or any")
    valid = valid_expression(objects.filter)  # type: ignore[attr-defined]
    valid = with_property(valid, "YouCtrl") if controller is not None else valid
    count = f"Count$ThisTurnEntered_Graveyard_from_Battlefield_{valid}"
    return {"CheckSVar": count, "SVarCompare": f"GE{least}"}


def _at_least(objects: Node) -> int | None:
    """How many objects "a creature" (1) or "three or more creatures" (3) asks for."""
    if not isinstance(objects, ast.Objects):
        return None
    if objects.quantifier == "a" and objects.count is None:
        return 1
    counted = objects.quantifier == "at least" and isinstance(objects.count, ast.Number)
    return objects.count.value if counted else None  # type: ignore[union-attr]


def _in_your_graveyard(objects: Node, threshold: bool = True) -> dict[str, str]:
    """ "there are four or more creature cards in your graveyard": ``IsPresent$`` in your
    graveyard; seven or more cards is Forge's ``Condition$ Threshold`` (unless not
    ``threshold``)."""
    count = getattr(objects, "count", None)
    valid = _your_graveyard_cards(objects)
    if objects.quantifier != "at least" or not isinstance(count, ast.Number) or valid is None:  # type: ignore[attr-defined]
        raise Refused("condition: there are other than N or more cards in your graveyard")
    if threshold and valid == "Card.YouOwn" and count.value == 7:
        return {"Condition": "Threshold"}
    return {"IsPresent": valid, "PresentZone": "Graveyard", "PresentCompare": f"GE{count.value}"}


def _compared(condition: ast.AmountCompare, compare: str) -> dict[str, str]:
    """ "as long as ~ has three or more +1/+1 counters on it" (``counters_GE3_P1P1``);
    four or more card types among cards in your graveyard: ``Condition$ Delirium``."""
    left = condition.left
    if isinstance(left, ast.CountersOn) and isinstance(left.object, ast.SelfRef) and left.counter:
        return {"IsPresent": f"Card.Self+counters_{compare}_{counter_kind(left.counter)}"}
    if isinstance(left, ast.Devotion) and isinstance(left.player, ast.You):  # CR 700.5
        return {"CheckSVar": f"Count$Devotion.{left.color.title()}", "SVarCompare": compare}
    delirium = isinstance(left, ast.TypesAmong) and left.types == "card" and compare == "GE4"
    if delirium and _your_graveyard_cards(left.objects) == "Card.YouOwn":  # type: ignore[attr-defined]
        return {"Condition": "Delirium"}
    raise Refused(f"condition: {_said(condition)}")


def _your_graveyard_cards(objects: Node) -> str | None:
    """The valid expression of "<cards> in your graveyard" (owned by you: ``YouOwn``), or
    None for other objects."""
    parts = getattr(getattr(objects, "filter", None), "parts", [])
    zones = [p for p in parts if isinstance(p, ast.InZone)]
    if len(zones) != 1 or zones[0].zone.name != "graveyard":
        return None
    if not isinstance(zones[0].zone.owner, ast.You):
        return None
    rest = [p for p in parts if p is not zones[0]]
    return with_property(valid_expression(ast.AllOf(parts=rest)), "YouOwn")


def _opponent(player: Node) -> bool:
    return (
        isinstance(player, ast.Player)
        and player.noun == "opponent"
        and player.quantifier in ("a", "an")
    )


def _spell_was(condition: ast.SpellWas) -> bool:
    """ "this spell was kicked / bargained" (not cast from a zone)."""
    self_ref = isinstance(condition.object, ast.SelfRef)
    return self_ref and condition.how in SPELL_WAS and condition.zone is None


#: "If you cast this spell during your main phase" (Addendum): it is your turn, a main phase,
#: and the spell was cast (not copied or put onto the stack otherwise).
ADDENDUM = {
    "ConditionPlayerTurn": "True",
    "ConditionPhases": "Main1,Main2",
    "ConditionDefined": "Self",
    "ConditionPresent": "Card.wasCast",
}


def _addendum(condition: ast.YouCast) -> bool:
    """ "you cast this spell during your main phase", and nothing else about the casting."""
    others = condition.from_zone or condition.this_turn or condition.negated or condition.this_way
    return isinstance(condition.object, ast.SelfRef) and condition.during_main_phase and not others


def _said(node: Node) -> str:
    return node.kind
