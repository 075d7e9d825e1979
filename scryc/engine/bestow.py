"""Bestow (CR 702.103): a creature card cast for its bestow cost (an alternative cost,
``keywords.ALTERNATIVE``) is an Aura spell with enchant creature, and the Aura it becomes
stays one while it is bestowed: it is an Aura enchantment, not a creature, with no creature
types (CR 702.103b). Its target illegal as it resolves, it resolves as an enchantment
creature (CR 702.103e); unattached, it ceases to be bestowed and stays on the battlefield as
one (CR 702.103f). "Bestowed" is the "bestow" its spell paid (``Obj.paid``)."""

from __future__ import annotations

from .abilities import Ctx, Target, TargetSpec
from .state import Obj, StackItem


def bestowed(obj: Obj) -> bool:
    """Whether the spell or permanent is bestowed."""
    return "bestow" in obj.paid


def as_aura(
    obj: Obj, kinds: frozenset[str], subs: frozenset[str], creature_types: frozenset[str]
) -> tuple[frozenset[str], frozenset[str]]:
    """The card types and subtypes of a bestowed object: an Aura enchantment that lost the
    creature type and creature types (CR 702.103b); others' as they are."""
    if not bestowed(obj):
        return kinds, subs
    return (kinds - {"creature"}) | {"enchantment"}, (subs - creature_types) | {"Aura"}


def unbestow(obj: Obj, item: StackItem | None = None) -> bool:
    """The spell (``item``) or permanent ceases to be bestowed; whether it was."""
    was = bestowed(obj)
    obj.paid = tuple(p for p in obj.paid if p != "bestow")
    if item is not None:
        item.paid = obj.paid
    return was


def _creature(ctx: Ctx, target: Target) -> bool:
    from . import characteristics as ch  # characteristics reads this module

    return isinstance(target, Obj) and "creature" in ch.types(ctx.game, target)


def _one(_: Ctx) -> int:
    return 1


#: A bestowed Aura's "enchant creature" (CR 702.103b), as the target of its spell.
ENCHANT_CREATURE = TargetSpec(0, "target creature", _creature, ("battlefield",), False, _one, _one)
