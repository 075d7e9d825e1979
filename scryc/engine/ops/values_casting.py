"""Factories for what a spell's record of being cast answers (``state.CastRecord``): "if you
cast it from your hand", "if you cast this spell during your main phase", "if {G} was spent
to cast this spell", "for each color of mana spent to cast this spell"."""

from __future__ import annotations

from ..abilities import AmountFn, CondFn, Ctx, ObjectsFn
from ..mana import COLOR_NAMES
from ..state import CastRecord, Obj

#: A color's name → its mana symbol.
SYMBOLS = {name: symbol for symbol, name in COLOR_NAMES.items()}


def _record(ctx: Ctx, objects: ObjectsFn | None) -> CastRecord | None:
    """How the spell that is the source (or ``objects``' first, which a reference keeps) was
    cast; a permanent remembers the spell it came from."""
    if objects is None:
        return ctx.source.cast
    found = [o for o in objects(ctx, ctx.controller) if isinstance(o, Obj)]
    return found[0].cast if found else None


def cast_as(
    zone: str | None = None,
    main_phase: bool = False,
    objects: ObjectsFn | None = None,
    by_you: bool = True,
) -> CondFn:
    """ "if you cast it from your hand", "if you cast this spell during your main phase", "if
    this spell was cast from a graveyard" (not ``by_you``): the source's spell was cast (by
    you), from that zone or during your main phase (a permanent put onto the battlefield
    without being cast never was)."""

    def test(ctx: Ctx) -> bool:
        record = _record(ctx, objects)
        return (
            record is not None
            and (record.player is ctx.controller or not by_you)
            and (zone is None or record.zone == zone)
            and (record.main_phase or not main_phase)
        )

    return test


def mana_spent(color: str, amount: AmountFn, objects: ObjectsFn | None = None) -> CondFn:
    """ "if {B} was spent to cast this spell", "if at least three blue mana was spent …":
    at least that much mana of the color paid its total cost (none for a copy, CR 707.10)."""
    symbol = SYMBOLS[color]

    def test(ctx: Ctx) -> bool:
        record = _record(ctx, objects)
        return record is not None and record.spent[symbol] >= amount(ctx)

    return test


def colors_spent(objects: ObjectsFn | None = None) -> AmountFn:
    """ "for each color of mana spent to cast this spell" (converge): how many of the five
    colors paid its total cost (CR 105.1)."""

    def amount(ctx: Ctx) -> int:
        record = _record(ctx, objects)
        return 0 if record is None else sum(1 for s in SYMBOLS.values() if record.spent[s] > 0)

    return amount


def mana_spent_total(objects: ObjectsFn | None = None) -> AmountFn:
    """ "the amount of mana spent to cast this spell": all the mana that paid its total cost
    (none for a copy, CR 707.10)."""

    def amount(ctx: Ctx) -> int:
        record = _record(ctx, objects)
        return 0 if record is None else sum(record.spent.values())

    return amount
