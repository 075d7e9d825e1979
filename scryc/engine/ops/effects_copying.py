"""Factories for copy effects on permanents (CR 707): entering as a copy (CR 707.5, 614.1c)
and becoming a copy [until end of turn]. A copy effect sets the copiable values of the
object in layer 1 (CR 613.1a): its ``card`` is replaced, with the copy's exceptions
(CR 707.9b) as part of the values; other effects on it still apply on top."""

from __future__ import annotations

from ..abilities import Continuous, Ctx, EffectFn, ObjectsFn, Proposal, ReplacementAbility
from ..resolution import note
from ..state import CardDef, Game, Obj
from .base import DURATIONS, objs
from .effects_tokens import _copiable


def enters_as_copy(
    copy_of: ObjectsFn, optional: bool, text: str, **exception: object
) -> ReplacementAbility:
    """Builds "[You may have] this enter as a copy of <object> [, except …]": as it enters
    (CR 614.1c) its controller chooses the object; the entering permanent has the copied
    values from the start, so the copied "enters tapped"/"enters with" abilities apply and
    its enters triggers trigger (CR 707.5). Nothing chosen: it enters as itself."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == "enter" and p.obj is ctx.source

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        assert p.obj is not None
        game, ctx.controller = ctx.game, p.player
        if optional and not game.agent.may(game, p.player, f"{p.obj.name}: {text}"):
            return p
        chosen = _original(ctx, copy_of, p.obj)
        if chosen is not None:
            values = _copiable(chosen.card, ctx, **exception)  # type: ignore[arg-type]
            _set_copy(game, p.obj, values)
        return p

    return ReplacementAbility(matches, apply, text, True)


def becomes_copy(
    objects: ObjectsFn, copy_of: ObjectsFn, duration: str, **exception: object
) -> EffectFn:
    """Builds "<objects> become(s) a copy of <object> [, except …] [until end of turn]":
    each takes the copiable values of that object as the effect resolves (CR 707.2, a copy
    of a copy copies what it copies, CR 707.3); when the duration ends, its values are
    those of its remaining copy effects, or its own."""

    def run(ctx: Ctx) -> bool:
        original = _original(ctx, copy_of, None)
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        found = [o for o in found if o is not original]
        if original is None or not found:
            return False
        values = _copiable(original.card, ctx, **exception)  # type: ignore[arg-type]
        until = DURATIONS.get(duration, "")
        names = ", ".join(o.name for o in found)
        for obj in found:
            stamp = _set_copy(ctx.game, obj, values)
            if until:
                ctx.game.effects.append(_ending(ctx, obj, stamp, until))
        note(ctx.game, ctx.source, f"{names} becomes a copy of {values.name} {duration}".strip())
        return True

    return run


def _original(ctx: Ctx, copy_of: ObjectsFn, entering: Obj | None) -> Obj | None:
    """The object to copy (the first chosen); an entering object never copies itself."""
    found = [o for o in objs(copy_of(ctx, ctx.controller)) if o is not entering]
    return found[0] if found else None


def _set_copy(game: Game, obj: Obj, values: CardDef) -> int:
    """Apply a copy effect to ``obj`` now; its timestamp."""
    if obj.printed is None:
        obj.printed = obj.card
    stamp = game.new_id()
    obj.copies.append((stamp, values))
    obj.card = values
    return stamp


def _ending(ctx: Ctx, obj: Obj, stamp: int, until: str) -> Continuous:
    """A lasting effect that changes nothing but ends the copy effect ``stamp``."""

    def end() -> None:
        obj.copies = [c for c in obj.copies if c[0] != stamp]
        obj.card = obj.copies[-1][1] if obj.copies else obj.printed or obj.card

    return Continuous(
        ctx.source,
        ctx.controller,
        lambda o: False,
        until=until,
        turn=ctx.game.turn,
        on_end=end,
        timestamp=stamp,
    )
