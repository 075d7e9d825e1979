"""Factories for amounts: numbers, X, counts of objects, values of objects, counters, card
types, die results, devotion, party size. Each factory takes already-built parts and returns a
closure; the compiler calls them once per AST node, and generated code calls the same
factories."""

from __future__ import annotations

from .. import characteristics as ch
from .. import mana
from ..abilities import AmountFn, Ctx, ObjectsFn, PlayersFn
from ..events import (
    DieRolled,
    Scried,
    Surveilled,
)
from ..state import Player
from .base import attribute


def number(value: int) -> AmountFn:
    """A fixed number."""

    def amount(ctx: Ctx) -> int:
        return value

    return amount


def x_value() -> AmountFn:
    """X as chosen when the spell was cast or the ability activated."""

    def amount(ctx: Ctx) -> int:
        return ctx.x

    return amount


def count_of(objects: ObjectsFn) -> AmountFn:
    """How many objects (or players) a selection holds."""

    def amount(ctx: Ctx) -> int:
        return len(objects(ctx, ctx.controller))

    return amount


def value_of(name: str, objects: ObjectsFn) -> AmountFn:
    """A numeric characteristic of the selected objects (summed; 0 if there are none)."""

    def amount(ctx: Ctx) -> int:
        return sum(attribute(ctx, t, name) for t in objects(ctx, ctx.controller))

    return amount


def life_total(players: PlayersFn) -> AmountFn:
    """ "your life total": the life total of the player named (summed if several)."""

    def amount(ctx: Ctx) -> int:
        return sum(p.life for p in players(ctx))

    return amount


def greatest_of(name: str, objects: ObjectsFn) -> AmountFn:
    """ "the greatest power among creatures you control" (0 if there are none)."""

    def amount(ctx: Ctx) -> int:
        return max((attribute(ctx, t, name) for t in objects(ctx, ctx.controller)), default=0)

    return amount


def counters_on(counter: str | None, objects: ObjectsFn) -> AmountFn:
    """The number of counters of a kind (``None``: of every kind) on the selected objects."""

    def amount(ctx: Ctx) -> int:
        found = [t for t in objects(ctx, ctx.controller) if not isinstance(t, Player)]
        if counter is None:
            return sum(sum(t.counters.values()) for t in found)
        return sum(t.counters[counter] for t in found)

    return amount


BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def types_among(kinds: str, objects: ObjectsFn) -> AmountFn:
    """How many card types (basic land types, mana values, colors) the selected objects have among
    them."""

    def amount(ctx: Ctx) -> int:
        found = [t for t in objects(ctx, ctx.controller) if not isinstance(t, Player)]
        if kinds == "card":
            return len(frozenset().union(*(ch.types(ctx.game, t) for t in found)))
        if kinds == "mana value":
            return len({t.card.mana_value for t in found})
        if kinds == "color":
            return len(frozenset().union(*(ch.colors(ctx.game, t) for t in found)))
        return len(BASIC_LAND_TYPES & frozenset().union(*(t.card.subtypes for t in found)))

    return amount


def die_result() -> AmountFn:
    """The result of the last die its controller rolled."""

    def amount(ctx: Ctx) -> int:
        rolls = (e for e in reversed(ctx.game.events) if isinstance(e, DieRolled))
        return next((e.result for e in rolls if e.player is ctx.controller), 0)

    return amount


def cards_looked_at() -> AmountFn:
    """The number of cards looked at while scrying (or surveilling) in the triggering event."""

    def amount(ctx: Ctx) -> int:
        event = ctx.event
        return event.looked_at if isinstance(event, Scried | Surveilled) else 0

    return amount


def slot_number(slot: int) -> AmountFn:
    """A number an earlier step or the trigger bound ("that many")."""

    def amount(ctx: Ctx) -> int:
        value = ctx.slots[slot]
        return value if isinstance(value, int) else len(value or ())

    return amount


def product(left: AmountFn, right: AmountFn) -> AmountFn:
    """A product ("{1} less for each …")."""

    def amount(ctx: Ctx) -> int:
        return left(ctx) * right(ctx)

    return amount


def times(factor: int, amount: AmountFn) -> AmountFn:
    """A multiple: "twice the number of …"."""

    def multiple(ctx: Ctx) -> int:
        return factor * amount(ctx)

    return multiple


def half(amount: AmountFn, up: bool) -> AmountFn:
    """Half an amount, rounded up or down (CR 107.1a)."""

    def halved(ctx: Ctx) -> int:
        return (amount(ctx) + up) // 2

    return halved


def plus(left: AmountFn, right: AmountFn) -> AmountFn:
    """A sum."""

    def amount(ctx: Ctx) -> int:
        return left(ctx) + right(ctx)

    return amount


def devotion(players: PlayersFn, color: str) -> AmountFn:
    """Devotion to a color: its mana symbols among permanents the player controls."""

    def amount(ctx: Ctx) -> int:
        who = players(ctx)
        costs = [o.card.mana_cost for o in ctx.game.battlefield if o.controller in who]
        return mana.devotion(costs, color)

    return amount


#: The creature types a party has one each of (CR 700.8).
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(players: PlayersFn) -> AmountFn:
    """The number of creatures in the players' party (CR 700.8): up to one each of Cleric,
    Rogue, Warrior and Wizard among the creatures they control, as many as can be matched."""

    def amount(ctx: Ctx) -> int:
        who = players(ctx)
        creatures = [
            ch.subtypes(ctx.game, o)
            for o in ctx.game.battlefield
            if o.controller in who and "creature" in ch.types(ctx.game, o)
        ]
        return _most_roles(creatures, list(PARTY_ROLES), frozenset())

    return amount


def _most_roles(creatures: list[frozenset[str]], roles: list[str], used: frozenset[int]) -> int:
    """How many of ``roles`` distinct creatures can fill (each role by one creature of it)."""
    if not roles:
        return 0
    role, rest = roles[0], roles[1:]
    best = _most_roles(creatures, rest, used)  # this role left empty
    for i, subtypes in enumerate(creatures):
        if i not in used and role in subtypes:
            best = max(best, 1 + _most_roles(creatures, rest, used | {i}))
    return best
