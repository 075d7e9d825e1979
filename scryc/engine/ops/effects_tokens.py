"""Factories for effects that make or attach permanents: creating tokens (copies with their
exceptions, X/X tokens) and attaching Equipment."""

from __future__ import annotations

import dataclasses

from .. import actions
from .. import characteristics as ch
from ..abilities import (
    Ability,
    AmountFn,
    CompiledCard,
    Ctx,
    EffectFn,
    KeywordAbility,
    ObjectsFn,
    PlayersFn,
    Target,
)
from ..resolution import note
from ..state import CARD_TYPES, SUPERTYPES, CardDef, Obj
from .base import objs, store


def create_tokens(
    amount: AmountFn,
    card: CardDef | None,
    copy_of: ObjectsFn | None,
    players: PlayersFn,
    slot: int | None,
    attach_to: ObjectsFn | None = None,
    tapped: bool = False,
    not_legendary: bool = False,
    loyalty: AmountFn | None = None,
    power_toughness: str = "",
    colors: tuple[str, ...] | None = None,
    added_types: tuple[str, ...] = (),
    keywords: KeywordAbility | None = None,
    set_types: tuple[str, ...] = (),
    x: AmountFn | None = None,
    granted: tuple[Ability, ...] = (),
) -> EffectFn:
    """Builds "create N [tapped] <tokens>" (or a token that's a copy of an object, except it's
    not legendary or has another starting loyalty, or a token attached to a permanent: none
    is created when there is nothing to attach it to). With ``x``, an "X/X" token's X is
    counted once, as the effect resolves (CR 608.2h)."""

    def run(ctx: Ctx) -> bool:
        made: list[Target] = []
        defs = [card] if card is not None else []
        if x is not None:
            pt = power_toughness.replace("X", str(max(x(ctx), 0)))
            defs = [_copy_as(d, pt, None, (), None, ()) for d in defs]
        if copy_of is not None:
            exception = {
                "not_legendary": not_legendary,
                "loyalty": loyalty,
                "power_toughness": power_toughness,
                "colors": colors,
                "added_types": added_types,
                "keywords": keywords,
                "set_types": set_types,
                "granted": granted,
            }
            found = objs(copy_of(ctx, ctx.controller))
            defs = [_copiable(o.card, ctx, **exception) for o in found]  # type: ignore[arg-type]
        hosts = objs(attach_to(ctx, ctx.controller)) if attach_to is not None else []
        if attach_to is not None and not hosts:
            defs = []
        for p in players(ctx):
            for _ in range(max(amount(ctx), 0)):
                for d in defs:
                    if (token := actions.create(ctx.game, d, p, tapped=tapped)) is not None:
                        token.attached_to = hosts[0] if hosts else None
                        made.append(token)
        store(ctx, slot, made)
        return bool(made)

    return run


def _copiable(
    card: CardDef,
    ctx: Ctx,
    *,
    not_legendary: bool = False,
    loyalty: AmountFn | None = None,
    power_toughness: str = "",
    colors: tuple[str, ...] | None = None,
    added_types: tuple[str, ...] = (),
    keywords: KeywordAbility | None = None,
    set_types: tuple[str, ...] = (),
    granted: tuple[Ability, ...] = (),
) -> CardDef:
    """The copiable values of a copy of ``card``, its exceptions included (CR 707.9b): for
    a token that's a copy, and for a permanent that enters as or becomes a copy."""
    start = loyalty(ctx) if loyalty is not None else None
    values = _copy_except(card, not_legendary, start)
    values = _copy_as(values, power_toughness, colors, added_types, keywords, granted)
    return _retyped(values, set_types) if set_types else values


def _copy_except(card: CardDef, not_legendary: bool, loyalty: int | None) -> CardDef:
    """A copy's characteristics with its exceptions (CR 707.9b)."""
    type_line = card.type_line
    if not_legendary:
        type_line = " ".join(w for w in type_line.split(" ") if w != "Legendary")
    start = loyalty if loyalty is not None else card.loyalty
    return dataclasses.replace(card, type_line=type_line, loyalty=start)


def _copy_as(
    card: CardDef,
    power_toughness: str,
    colors: tuple[str, ...] | None,
    added_types: tuple[str, ...],
    keywords: KeywordAbility | None,
    granted: tuple[Ability, ...],
) -> CardDef:
    """A copy that is also "a 1/1 white Spirit creature with flying in addition to its other
    types" (CR 707.9b): the given characteristics replace or join the copied ones."""
    changes: dict[str, object] = {}
    if power_toughness:
        power, toughness = power_toughness.split("/")
        changes |= {"power": int(power), "toughness": int(toughness)}
    if colors is not None:
        changes["colors"] = frozenset(colors)
    if added_types:
        head, _, sub = card.type_line.partition(" — ")
        kinds = [t.capitalize() for t in added_types if t.lower() in CARD_TYPES]
        kinds = [k for k in kinds if k.lower() not in card.types]
        subs = [t for t in added_types if t.lower() not in CARD_TYPES]
        head, sub = " ".join([head, *kinds]), " ".join(filter(None, [sub, *subs]))
        changes["type_line"] = f"{head} — {sub}" if sub else head
    gained = (keywords,) if keywords is not None else ()
    if gained or granted:
        changes["compiled"] = CompiledCard((*card.compiled.abilities, *gained, *granted))
    return dataclasses.replace(card, **changes) if changes else card


def _retyped(card: CardDef, types: tuple[str, ...]) -> CardDef:
    """A copy that is "a 4/4 black Zombie" (CR 707.9b): the card types given replace its
    card types and subtypes; subtypes alone replace its creature types (CR 205.1a)."""
    head, _, sub = card.type_line.partition(" — ")
    kinds = [t.capitalize() for t in types if t.lower() in CARD_TYPES]
    subs = [t for t in types if t.lower() not in CARD_TYPES]
    if kinds:
        head = " ".join([w for w in head.split() if w.lower() in SUPERTYPES] + kinds)
    else:
        subs = [s for s in sub.split() if s not in ch.CREATURE_TYPES] + subs
    type_line = f"{head} — {' '.join(subs)}" if subs else head
    return dataclasses.replace(card, type_line=type_line)


def attach(objects: ObjectsFn, attached: ObjectsFn | None = None) -> EffectFn:
    """Equip: attach the source to the target permanent; with ``attached``, attach each of
    those Equipment to it, when it is a creature (CR 301.5c): an Equipment that is a
    creature, or the permanent itself, stays where it is (CR 701.3b)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if not found:
            return False
        host = found[0]
        if attached is None:
            things = [ctx.source] if ctx.source.zone == "battlefield" else []
        elif "creature" not in ch.types(ctx.game, host):
            things = []
        else:
            things = [o for o in objs(attached(ctx, ctx.controller)) if _can_equip(ctx, o, host)]
        for o in things:
            o.attached_to = host
            note(ctx.game, o, f"attached to {host.name}")
        return bool(things)

    return run


def _can_equip(ctx: Ctx, equipment: Obj, host: Obj) -> bool:
    """Whether an Equipment on the battlefield can become attached to ``host``."""
    if equipment.zone != "battlefield" or equipment is host:
        return False
    kinds = ch.types(ctx.game, equipment)
    return "Equipment" in ch.subtypes(ctx.game, equipment) and "creature" not in kinds
