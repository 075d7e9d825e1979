"""A condition on the card a step revealed ("Reveal the top card of your library. If it's a
land card, draw a card.", "If a creature card is revealed this way, …") or on whether a
sacrifice happened ("Sacrifice this enchantment. If you do, scry 2."), as Forge writes it:
the step remembers the card (``RememberRevealed$``, ``RememberSacrificed$``), each step
under the condition asks about the remembered card (``ConditionDefined$ Remembered |
ConditionPresent$ …``), and a ``Cleanup`` forgets it. So too "Surveil 2. Then for each card
you put on top of your library, …": the cards kept (``RememberKept$``) are counted."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from ..ast import Node
from .objects import Resolve, valid_expression
from .refusal import Refused
from .step import Step

Chain = list[Step]
Steps = Callable[[Node, Chain | None, Resolve], Chain]


def on_remembered(
    conditional: ast.Conditional, chain: Chain, resolve: Resolve, steps: Steps
) -> Chain | None:
    """``chain`` with the steps of ``conditional`` done if the card revealed by the step
    before is of a kind, or if the step before sacrificed; None when the condition is not
    about what that step did."""
    remember, present = _remembered(conditional.condition, chain, resolve)
    if remember is None:
        return None
    if conditional.otherwise is not None or conditional.instead or conditional.unless:
        raise Refused("a condition on a card remembered with otherwise, instead or unless")
    if any(key.startswith("Remember") for step in chain for key in step.params):
        raise Refused("a condition on a card remembered after another")
    asked = {"ConditionDefined": "Remembered", "ConditionPresent": present}
    chain[-1].params[remember] = "True"
    start = len(chain)
    steps(conditional.effect, chain, resolve)
    for step in chain[start:]:
        step.params.update(asked)
    chain.append(Step("Cleanup", {"ClearRemembered": "True"}))
    return chain


def kept_on_top(each: ast.ForEach, chain: Chain, resolve: Resolve, steps: Steps) -> Chain | None:
    """``chain`` with the effects done for each card the surveil before kept on top of your
    library, their numbers times that many (``Remembered$Amount``, ``SVar$X/Times.3``);
    None when the objects counted are not what the step before put somewhere."""
    obj, before = each.objects, chain[-1] if chain else None
    parts = (
        obj.filter.parts
        if isinstance(obj, ast.Objects) and isinstance(obj.filter, ast.AllOf)
        else []
    )
    put = [p for p in parts if isinstance(p, ast.PutThisWay)]
    if not (put and before is not None and before.api == "Surveil"):
        return None
    rest = [p for p in parts if p is not put[0]]
    top = put[0].to.name == "library" and put[0].to.position == "top"
    cards = len(rest) == 1 and valid_expression(rest[0]) == "Card" and not each.inside
    if not (top and cards and isinstance(put[0].player, ast.You) and obj.quantifier == "each"):  # type: ignore[union-attr]
        raise Refused("for each card put other than on top of your library by your surveil")
    if any(key.startswith("Remember") for step in chain for key in step.params):
        raise Refused("cards kept counted after another card remembered")
    before.params["RememberKept"] = "True"
    effects = each.effect.steps if isinstance(each.effect, ast.Sequence) else [each.effect]
    times = {getattr(getattr(e, "amount", None), "value", None) for e in effects} - {1}
    if len(times) > 1 or any(
        not isinstance(getattr(e, "amount", None), ast.Number) for e in effects
    ):
        raise Refused("for each card kept, effects other than of one number or one and another")
    for effect in effects:
        value = effect.amount.value  # type: ignore[attr-defined]
        start = len(chain)
        steps(effect.model_copy(update={"amount": ast.Variable(name="X")}), chain, resolve)
        if len(chain) != start + 1 or any(isinstance(n, ast.Variable) for n in effect.walk()):
            raise Refused("for each card kept, an effect of several steps or with an X")
        step = chain[-1]
        step.svars["X"] = "Remembered$Amount"
        if value != 1:  # "you lose 3 life" for each: 3 times X, an SVar of its own
            step.params = {k: "Y" if v == "X" else v for k, v in step.params.items()}
            step.svars["Y"] = f"SVar$X/Times.{value}"
    chain.append(Step("Cleanup", {"ClearRemembered": "True"}))
    return chain


def _remembered(condition: Node, chain: Chain, resolve: Resolve) -> tuple[str | None, str]:
    """What the step before remembers for the condition, and what must be remembered."""
    kind = _revealed_kind(condition, resolve)
    if kind is not None and chain and _reveals_top(chain[-1]):
        return "RememberRevealed", valid_expression(kind)
    sacrificed = bool(chain) and chain[-1].api == "Sacrifice" and not chain[-1].optional
    if isinstance(condition, ast.IfYouDo) and sacrificed:  # CR 608.2c: if it was sacrificed
        return "RememberSacrificed", "Card"
    return None, ""


def _revealed_kind(condition: Node, resolve: Resolve) -> Node | None:
    """What the revealed card must be: "If it's a land card" (it: the revealed top card),
    "If a creature card is revealed this way"; None for another condition."""
    if isinstance(condition, ast.ObjectIs) and isinstance(condition.object, ast.Ref):
        return condition.filter if _top_card(resolve(condition.object)) else None
    if not (isinstance(condition, ast.ThisWay) and condition.event == "revealed"):
        return None
    obj = condition.object
    one = isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None
    return obj.filter if one else None  # type: ignore[union-attr]


def _top_card(node: Node | None) -> bool:
    """Whether ``node`` is the top card of your library."""
    if not isinstance(node, ast.TopOfLibrary) or not isinstance(node.player, ast.You):
        return False
    return isinstance(node.count, ast.Number) and node.count.value == 1


def _reveals_top(step: Step) -> bool:
    """Whether ``step`` reveals the top card of your library and leaves it there."""
    return (
        step.api == "Dig" and step.params.get("NoMove") == "True" and "Defined" not in step.params
    )
