"""AST effects as Forge steps: each step is an API type and its parameters, in the order
Forge's scripts write them (``docs/Card-scripting-API/AbilityFactory.md``). A sequence is a
chain of steps; "you may" marks its steps optional. An effect Forge would write otherwise, or
that needs a condition or a remembered object this back end does not write, is refused."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .. import ast
from ..ast import Node
from .objects import object_params, player_params
from .refusal import Refused

#: Counter kinds as Forge names them.
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1", "loyalty": "LOYALTY"}
#: Forge's names for zones.
ZONES = {"hand": "Hand", "graveyard": "Graveyard", "exile": "Exile", "library": "Library"}


@dataclass
class Step:
    """One Forge step: ``api`` (Draw, Scry, …) and its parameters."""

    api: str
    params: dict[str, str] = field(default_factory=dict)
    optional: bool = False


Chain = list[Step]


def steps(effect: Node, chain: Chain | None = None) -> Chain:
    """The Forge steps of ``effect``, after the steps ``chain`` holds already."""
    chain = [] if chain is None else chain
    if isinstance(effect, ast.Sequence):
        for step in effect.steps:
            steps(step, chain)
        return chain
    if isinstance(effect, ast.Optional_):
        if not isinstance(effect.player, ast.You):
            raise Refused("another player's choice (may)")
        start = len(chain)
        steps(effect.effect, chain)
        for step in chain[start:]:
            step.optional = True
        return chain
    make = LEAVES.get(effect.kind)
    if make is None:
        raise Refused(effect.kind)
    before = [s.params for s in chain]
    chain.append(make(effect, before))
    return chain


def amount(node: Node) -> str:
    """A number as Forge writes it; X when the text says X (defined by the card's SVar X)."""
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.Variable) and node.definition is None and node.name == "X":
        return "X"
    raise Refused(f"amount: {node.kind}")


def _player_action(
    api: str, name: str, default: str | None
) -> Callable[[Node, list[dict[str, str]]], Step]:
    """A step of a player's action with an amount (scry, draw, gain life, …)."""

    def make(node: Node, before: list[dict[str, str]]) -> Step:
        params = player_params(node.player, before)  # type: ignore[attr-defined]
        value = amount(node.amount)  # type: ignore[attr-defined]
        if value != default:
            params = {name: value} | params
        return Step(api, params)

    return make


def _discard(node: ast.Discard, before: list[dict[str, str]]) -> Step:
    if node.object is not None:
        raise Refused("discard of described cards")
    params = player_params(node.player, before)
    if node.amount is None:
        raise Refused("discard without a number")
    mode = "Random" if node.random else "TgtChoose"
    return Step("Discard", {"NumCards": amount(node.amount), "Mode": mode} | params)


def _deal_damage(node: ast.DealDamage, before: list[dict[str, str]]) -> Step:
    if not isinstance(node.source, ast.SelfRef) or node.more or node.divided or node.combat:
        raise Refused("damage from another source, divided or to several recipients")
    return Step("DealDamage", object_params(node.recipient, before) | {"NumDmg": amount(node.amount)})


def _on_object(api: str, extra: dict[str, str] | None = None) -> Callable[..., Step]:
    """A step acting on one object (destroy, tap, counter, …)."""

    def make(node: Node, before: list[dict[str, str]]) -> Step:
        return Step(api, object_params(node.object, before) | (extra or {}))  # type: ignore[attr-defined]

    return make


def _counter_spell(node: ast.CounterSpell, before: list[dict[str, str]]) -> Step:
    if node.unless_paid or node.unless_player:
        raise Refused("counter unless a cost is paid")
    params = object_params(node.object, before)
    if "ValidTgts" not in params:
        raise Refused("counter a spell that is not targeted")
    valid = params["ValidTgts"]
    spell = {"TargetType": "Spell", "ValidTgts": "Card" + valid.removeprefix("Card")}
    return Step("Counter", spell | {"TgtPrompt": "Select target spell"})


def _put_counters(node: ast.PutCounters, before: list[dict[str, str]]) -> Step:
    kind = COUNTERS.get(node.counter)
    if kind is None:
        raise Refused(f"counter kind {node.counter}")
    params = {"CounterType": kind, "CounterNum": amount(node.amount)}
    return Step("PutCounter", object_params(node.object, before) | params)


def _exile(node: ast.Exile, before: list[dict[str, str]]) -> Step:
    if node.from_zone or node.until_leaves or node.counters or node.instead_of or node.player:
        raise Refused("exile from a zone, until, with counters, or instead")
    zones = {"Origin": "Battlefield", "Destination": "Exile"}
    return Step("ChangeZone", object_params(node.object, before) | zones)


def _move(node: ast.Move, before: list[dict[str, str]]) -> Step:
    to = ZONES.get(node.to.name)
    plain = not (node.tapped or node.attacking or node.transformed or node.counters)
    if to not in ("Hand",) or node.from_zone or node.player or not plain or node.order:
        raise Refused("a move other than returning a permanent to its owner's hand")
    zones = {"Origin": "Battlefield", "Destination": to}
    return Step("ChangeZone", object_params(node.object, before) | zones)


def _modify_pt(node: ast.ModifyPT, before: list[dict[str, str]]) -> Step:
    if node.variable is not None or node.duration is None or node.duration.name != "until end of turn":
        raise Refused("a change of power and toughness not until end of turn")
    pt = {"NumAtt": node.power, "NumDef": node.toughness}
    return Step("Pump", object_params(node.object, before) | pt)


def _investigate(node: ast.Investigate, before: list[dict[str, str]]) -> Step:
    return Step("Investigate", player_params(node.player, before))


LEAVES: dict[str, Callable[..., Step]] = {
    "scry": _player_action("Scry", "ScryNum", None),
    "surveil": _player_action("Surveil", "Amount", None),
    "draw": _player_action("Draw", "NumCards", "1"),
    "mill": _player_action("Mill", "NumCards", "1"),
    "gain_life": _player_action("GainLife", "LifeAmount", None),
    "lose_life": _player_action("LoseLife", "LifeAmount", None),
    "discard": _discard,
    "deal_damage": _deal_damage,
    "destroy": _on_object("Destroy"),
    "tap": _on_object("Tap"),
    "untap": _on_object("Untap"),
    "explore": _on_object("Explore"),
    "counter_spell": _counter_spell,
    "put_counters": _put_counters,
    "exile": _exile,
    "move": _move,
    "modify_pt": _modify_pt,
    "investigate": _investigate,
}
