"""An action a triggered ability's controller may take as it resolves to buy its effect
("you may pay {1}. If you do, …", "you may return another creature you control to its
owner's hand. If you do, …"), as the ``Cost$`` Forge writes on the ability's first step
(``AB$``): mana, life, a card returned to its owner's hand, the card itself exiled from
your graveyard (which makes the ability work only there, CR 113.6k)."""

from __future__ import annotations

from .. import ast
from ..ast import Node
from .objects import valid_expression, with_other


def resolution_cost(action: Node, mana: str | None) -> str | None:
    """The action as a Forge cost (``mana`` is a mana cost as Forge writes it, for a
    payment of mana); None when Forge cannot take it as a cost."""
    if isinstance(action, ast.PayMana) and isinstance(action.player, ast.You):
        return None if action.waterbend else mana
    if isinstance(action, ast.PayLife) and isinstance(action.player, ast.You):
        amount = action.amount
        return f"PayLife<{amount.value}>" if isinstance(amount, ast.Number) else None
    if isinstance(action, ast.Exile) and _self_from_your_graveyard(action):
        return "ExileFromGrave<1/CARDNAME>"
    if isinstance(action, ast.Move) and action.to.name == "hand":
        return _returned(action)
    return None


def _self_from_your_graveyard(exile: ast.Exile) -> bool:
    zone = exile.from_zone
    plain = not (exile.player or exile.until_leaves or exile.counters or exile.instead_of)
    yours = zone is not None and zone.name == "graveyard" and isinstance(zone.owner, ast.You)
    return plain and yours and isinstance(exile.object, ast.SelfRef)


def _returned(move: ast.Move) -> str | None:
    """ "return another creature you control to its owner's hand": ``Return<1/Creature.Other>``
    (a permanent you control: what returning it as a cost implies, left out)."""
    obj = move.object
    plain = not (move.player or move.from_zone or move.tapped or move.attacking or move.counters)
    owner = move.to.owner
    if not (plain and isinstance(owner, ast.OwnerOf | None) and isinstance(obj, ast.Objects)):
        return None
    if obj.quantifier not in ("a", "another") or obj.count is not None or obj.in_zone():
        return None
    valid = valid_expression(obj.filter)
    valid = with_other(valid) if obj.other or obj.quantifier == "another" else valid
    return f"Return<1/{without_implied(valid, {'YouCtrl'})}>"


def tapped_cost(obj: Node) -> str | None:
    """ "tap an untapped artifact you control" as a cost: ``tapXType<1/Artifact>`` (untapped
    and yours: what tapping it as a cost implies, left out); None for another phrase."""
    if not (isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None):
        return None
    parts = obj.filter.parts if isinstance(obj.filter, ast.AllOf) else [obj.filter]
    untapped = any(isinstance(p, ast.Status) and p.name == "untapped" for p in parts)
    yours = any(
        isinstance(p, ast.ControlledBy) and isinstance(p.player, ast.You) and not p.negated
        for p in parts
    )
    if not (untapped and yours) or obj.other or obj.in_zone():
        return None
    return f"tapXType<1/{without_implied(valid_expression(obj.filter), {'YouCtrl', 'untapped'})}>"


def without_implied(valid: str, implied: set[str]) -> str:
    """A valid expression without the properties a cost implies."""
    options = []
    for option in valid.split(","):
        head, _, props = option.partition(".")
        kept = [p for p in props.split("+") if p and p not in implied]
        options.append(head + ("." + "+".join(kept) if kept else ""))
    return ",".join(options)


def works_from_graveyard(cost: str | None) -> bool:
    """Whether a cost moves the card itself out of your graveyard: the ability works only
    there (CR 113.6k)."""
    return cost is not None and "ExileFromGrave<1/CARDNAME>" in cost
