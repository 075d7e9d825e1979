"""Values Forge counts for an effect's X (its SVars): what X counts, a characteristic of the
card itself ("X is its power": ``Count$CardPower``; of the card sacrificed to pay the cost:
``Sacrificed$…``; of the card a trigger's event moved: ``TriggeredCard$…``), of the revealed
top card, the X paid or chosen; and "for each …" as an X ("gets +1/+1 for each enchantment
you control": ``+X``; "draw a card for each …": ``NumCards$ X``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .. import ast
from ..ast import Node
from ..check.binding import is_reference
from .objects import MOVED_SELF, Resolve, count_expression, targets_x
from .refusal import Refused

#: Whether the ability being written sacrifices the card itself as its cost (its values
#: are then those it had when sacrificed, Forge's ``Sacrificed$``).
_SACRIFICED_SELF: ContextVar[bool] = ContextVar("_SACRIFICED_SELF", default=False)
#: A card's characteristics as Forge's card counts name them.
_CARD_VALUES = {"power": "CardPower", "toughness": "CardToughness", "mana value": "CardManaCost"}


@contextmanager
def costs_paid(costs: list[Node]) -> Iterator[None]:
    """While an activated ability's effect is written: whether its costs sacrifice the card."""
    sacrificed = any(
        isinstance(c, ast.EffectCost)
        and isinstance(c.effect, ast.Sacrifice)
        and isinstance(c.effect.object, ast.SelfRef)
        for c in costs
    )
    token = _SACRIFICED_SELF.set(sacrificed)
    try:
        yield
    finally:
        _SACRIFICED_SELF.reset(token)


def self_value(value: ast.ValueOf, resolve: Resolve) -> str | None:
    """ "its power", "X is its power" of the card itself as Forge counts it; None when the
    value is another object's."""
    obj = value.object
    antecedent = resolve(obj) if is_reference(obj) else obj
    if not isinstance(antecedent, ast.SelfRef) or value.attribute not in _CARD_VALUES:
        return None
    if _SACRIFICED_SELF.get():
        source = "Sacrificed$"
    elif MOVED_SELF.get() is not None:
        source = "TriggeredCard$"
    else:
        source = "Count$"
    return source + _CARD_VALUES[value.attribute]


#: A change of one per object counted, as the change of X: "+1" is "+X".
_PER_OBJECT = {"+1": "+X", "-1": "-X", "+0": "+0", "-0": "-0"}


def per_each(counted: Node) -> Node:
    """What X counts for "for each …": the objects, or the counters on an object."""
    return counted if isinstance(counted, ast.CountersOn) else ast.CountOf(objects=counted)


def pump_for_each(pump: ast.ModifyPT, counted: Node) -> ast.ModifyPT:
    """ "gets +1/+1 until end of turn for each enchantment you control" as "+X/+X", X the
    number of those objects (Forge's ``NumAtt$ +X`` with ``SVar:X:Count$Valid …``)."""
    if pump.variable is not None or pump.power not in _PER_OBJECT:
        raise Refused("for each, a change of power and toughness other than one per object")
    if pump.toughness not in _PER_OBJECT:
        raise Refused("for each, a change of power and toughness other than one per object")
    x = ast.Variable(name="X", definition=counted)
    power, toughness = _PER_OBJECT[pump.power], _PER_OBJECT[pump.toughness]
    return pump.model_copy(update={"power": power, "toughness": toughness, "variable": x})


#: A parameter using X: "TokenAmount$ X", "NumAtt$ +X", "ValidTgts$ Creature.cmcLEX".
_USES_X = re.compile(r"(?:\$ [+-]?|cmc(?:LE|LT|GE|GT|EQ))X\b")


def paid_x(lines: list[str], mana_cost: str | None) -> list[str]:
    """The SVar of an X the script uses that no SVar defines: the X paid in the card's mana
    cost or an ability's mana cost (``Count$xPaid``, CR 107.3), or chosen while paying a
    cost ("Remove X charge counters": ``SubCounter<X/CHARGE>``, ``SVar:X:XChoice``, the
    effect's X as ``ChosenX``); refused when nothing pays it, or both do."""
    uses = any(_USES_X.search(line) for line in lines if not line.startswith("SVar:X:"))
    in_cost = any(re.search(r"Cost\$ (?:[^|]* )?X\b", line) for line in lines)
    paid = "{X}" in (mana_cost or "") or in_cost
    if "SVar:X:Targeted$Amount" in lines and (uses or not paid):  # X: the number of targets
        raise Refused("an X that is the number of targets and an amount, or is not paid")
    if not uses or any(line.startswith("SVar:X:") for line in lines):
        return lines
    chosen = any(re.search(r"Cost\$ [^|]*<X/", line) for line in lines)
    if paid == chosen:
        raise Refused("an X that is neither defined nor paid, or both paid and chosen")
    if paid:
        return [*lines, "SVar:X:Count$xPaid"]
    said = [_USES_X.sub(lambda m: m.group(0)[:-1] + "ChosenX", line) for line in lines]
    return [*said, "SVar:X:XChoice"]


def variables(effect: Node, resolve: Resolve) -> dict[str, str]:
    """The SVars of the variables an effect uses: what X counts, or the value it is ("X is
    its power"; "equal to that card's mana value" is an X of its own)."""
    found: dict[str, str] = targets_x(effect)  # "Tap X target creatures"
    defining = {id(n.definition) for n in effect.walk() if isinstance(n, ast.Variable)}
    for node in effect.walk():
        if isinstance(node, ast.Variable) and isinstance(node.definition, ast.ValueOf):
            found[node.name] = revealed_value(node.definition, resolve)
        elif isinstance(node, ast.Variable) and node.definition is not None:
            found[node.name] = count_expression(node.definition)
        elif isinstance(node, ast.ValueOf) and id(node) not in defining:
            found["X"] = revealed_value(node, resolve)
    return found


def revealed_value(value: ast.ValueOf, resolve: Resolve) -> str:
    """ "that card's mana value" after "reveal the top card of your library": Forge counts
    the card still on top (``Count$TopOfLibraryCMC``)."""
    own = self_value(value, resolve)  # "its power": the card's own
    if own is not None:
        return own
    top = resolve(value.object)
    if value.attribute != "mana value" or not your_top_card(top):
        raise Refused("a value of an object other than the revealed top card's mana value")
    return "Count$TopOfLibraryCMC"


def your_top_card(node: Node | None) -> bool:
    if not isinstance(node, ast.TopOfLibrary) or not isinstance(node.player, ast.You):
        return False
    return isinstance(node.count, ast.Number) and node.count.value == 1


def counted(each: ast.ForEach) -> Node:
    """ "Create a token for each Plains you control": the effect with X as its amount, X the
    number of objects counted (one effect with an amount: Forge's ``TokenAmount$ X``)."""
    effect = each.effect
    one = getattr(effect, "amount", None)
    if not isinstance(each.objects, ast.Objects | ast.CountersOn) or each.inside:
        raise Refused(f"for each {each.objects.kind}")
    what = per_each(each.objects)  # "for each verse counter on ~": those counters
    if isinstance(effect, ast.ModifyPT):  # "gets +1/+1 … for each enchantment you control"
        return pump_for_each(effect, what)
    if not (isinstance(one, ast.Number) and one.value == 1):
        raise Refused("for each, other than once per object of an effect with an amount of one")
    if any(isinstance(n, ast.Variable) for n in effect.walk()):
        raise Refused("for each, in an effect that has an X already")
    return effect.model_copy(update={"amount": ast.Variable(name="X", definition=what)})
