"""Keywords that put +1/+1 counters on a creature as it enters or grows: bloodthirst
(CR 702.54), unleash (702.98), riot (702.136), devour (702.82), amplify (702.38), graft
(702.58), evolve (702.100) and renown (702.112).

The "enters with" parts are replacement effects of the entering permanent (CR 614.1c); the
choices they offer are made as it enters, not on the stack (CR 614.12).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from .. import characteristics as ch
from ..abilities import (
    Ability,
    Body,
    Continuous,
    Ctx,
    Proposal,
    ReplacementAbility,
    TriggeredAbility,
)
from ..actions import add_counters, move, reveal
from ..events import Damaged, Event, Moved, this_turn
from ..ops.abilities import enters_modified
from ..state import Obj
from . import constant

PLUS = "+1/+1"


def _entering(ctx: Ctx, p: Proposal) -> bool:
    return p.kind == "enter" and p.obj is ctx.source


def _with_counters(p: Proposal, n: int) -> Proposal:
    counters = p.counters.copy()
    counters[PLUS] += n
    return dataclasses.replace(p, counters=counters)


def bloodthirst(n: int, text: str) -> tuple[Ability, ...]:
    """Bloodthirst N: "If an opponent was dealt damage this turn, this permanent enters with
    N +1/+1 counters on it." (CR 702.54a): any damage, by any source."""

    def opponent_hurt(ctx: Ctx) -> bool:
        foes = ctx.game.opponents(ctx.controller)
        return any(
            isinstance(e, Damaged) and e.recipient in foes for e in this_turn(ctx.game.events)
        )

    return (enters_modified(False, None, PLUS, constant(n), text, only_if=opponent_hurt),)


def bloodthirst_x(text: str) -> ReplacementAbility:
    """Bloodthirst X: "This permanent enters with X +1/+1 counters on it, where X is the total
    damage your opponents have been dealt this turn." (CR 702.54b)."""

    def dealt(ctx: Ctx) -> int:
        foes = ctx.game.opponents(ctx.controller)
        events = this_turn(ctx.game.events)
        return sum(e.amount for e in events if isinstance(e, Damaged) and e.recipient in foes)

    return enters_modified(False, None, PLUS, dealt, text)


def unleash(_: int, text: str) -> tuple[Ability, ...]:
    """Unleash: "You may have this permanent enter with a +1/+1 counter on it. It can't block
    as long as it has a +1/+1 counter on it." (CR 702.98a): any +1/+1 counter, however it
    got there, for as long as it is this object (CR 400.7)."""

    def apply(ctx: Ctx, p: Proposal) -> Proposal:
        game, entering = ctx.game, p.obj
        held = _lasting(ctx, p, lambda o: o is entering and o.counters[PLUS] > 0)
        held.rules = frozenset({"can't block"})
        if game.agent.may(game, p.player, f"{text}: enter with a +1/+1 counter"):
            return _with_counters(p, 1)
        return p

    return (ReplacementAbility(_entering, apply, text, True),)


def _lasting(ctx: Ctx, p: Proposal, affects: Callable[[Obj], bool]) -> Continuous:
    """An effect on the entering permanent for as long as it is on the battlefield."""
    effect = Continuous(ctx.source, p.player, affects, timestamp=ctx.game.new_id())
    ctx.game.effects.append(effect)
    return effect


def riot(_: int, text: str) -> tuple[Ability, ...]:
    """Riot: "You may have this permanent enter with an additional +1/+1 counter on it. If
    you don't, it gains haste." (CR 702.136a): haste for as long as it is on the battlefield
    (a new object after it leaves, CR 400.7)."""

    def apply(ctx: Ctx, p: Proposal) -> Proposal:
        game, entering = ctx.game, p.obj
        if game.agent.may(game, p.player, f"{text}: enter with a +1/+1 counter (else haste)"):
            return _with_counters(p, 1)
        _lasting(ctx, p, lambda o: o is entering).keywords = frozenset({"haste"})
        return p

    return (ReplacementAbility(_entering, apply, text, True),)


def devour(n: int, text: str) -> tuple[Ability, ...]:
    """Devour N: "As this object enters, you may sacrifice any number of creatures. This
    permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
    (CR 702.82a): only creatures its controller controls, not itself."""

    def apply(ctx: Ctx, p: Proposal) -> Proposal:
        game, player = ctx.game, p.player
        options = [
            o
            for o in game.battlefield
            if o.controller is player and o is not p.obj and "creature" in ch.types(game, o)
        ]
        eaten = game.agent.choose(game, player, f"{text}: sacrifice", options, 0, len(options))
        count = sum(move(game, o, "graveyard", cause="sacrificed") is not None for o in eaten)
        return _with_counters(p, n * count) if count else p

    return (ReplacementAbility(_entering, apply, text, True),)


def amplify(n: int, text: str) -> tuple[Ability, ...]:
    """Amplify N: "As this object enters, reveal any number of cards from your hand that
    share a creature type with it. This permanent enters with N +1/+1 counters on it for
    each card revealed this way." (CR 702.38a)."""

    def apply(ctx: Ctx, p: Proposal) -> Proposal:
        game, player, entering = ctx.game, p.player, p.obj
        kinds = ch.subtypes(game, entering) & ch.CREATURE_TYPES if entering else frozenset()
        options = [o for o in player.hand if ch.subtypes(game, o) & kinds]
        shown = game.agent.choose(game, player, f"{text}: reveal", options, 0, len(options))
        if not shown:
            return p
        reveal(game, player, list(shown))
        return _with_counters(p, n * len(shown))

    return (ReplacementAbility(_entering, apply, text, True),)


def _another_creature_enters(ctx: Ctx, event: Event, mine: bool) -> Obj | None:
    if not isinstance(event, Moved) or event.to_zone != "battlefield":
        return None
    obj = event.obj
    if obj is ctx.source or "creature" not in ch.types(ctx.game, obj):
        return None
    return obj if not mine or obj.controller is ctx.controller else None


def graft(n: int, text: str) -> tuple[Ability, ...]:
    """Graft N: "This permanent enters with N +1/+1 counters on it" and "Whenever another
    creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
    counter from this permanent onto that creature." (CR 702.58a)."""
    enters = enters_modified(False, None, PLUS, constant(n), text)

    def watch(ctx: Ctx, event: Event) -> list | None:
        entered = _another_creature_enters(ctx, event, mine=False)
        return None if entered is None else [entered]

    def has_counter(ctx: Ctx) -> bool:
        return ctx.source.zone == "battlefield" and ctx.source.counters[PLUS] > 0

    def move_one(ctx: Ctx) -> bool:
        game, there = ctx.game, ctx.slots[0]
        if not isinstance(there, Obj) or there.zone != "battlefield":
            return False
        if not game.agent.may(game, ctx.controller, f"{text}: move a +1/+1 counter"):
            return False
        add_counters(game, ctx.source, PLUS, -1)
        return add_counters(game, there, PLUS, 1) > 0

    moves = TriggeredAbility(Body(move_one, slots=1), watch, has_counter, text)
    return enters, moves


def evolve(_: int, text: str) -> tuple[Ability, ...]:
    """Evolve: "Whenever a creature you control enters, if that creature's power is greater
    than this creature's power and/or that creature's toughness is greater than this
    creature's toughness, put a +1/+1 counter on this creature." (CR 702.100a): checked as
    it triggers and again as it resolves, with the entering creature's last known values
    if it has left (CR 702.100c)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        entered = _another_creature_enters(ctx, event, mine=True)
        if entered is None:
            return None
        game = ctx.game
        return [entered, ch.power(game, entered), ch.toughness(game, entered)]

    def bigger(ctx: Ctx) -> bool:
        game, source, other = ctx.game, ctx.source, ctx.slots[0]
        if source.zone != "battlefield" or not isinstance(other, Obj):
            return False
        power, toughness = ctx.slots[1], ctx.slots[2]
        if other.zone == "battlefield":
            power, toughness = ch.power(game, other), ch.toughness(game, other)
        return power > ch.power(game, source) or toughness > ch.toughness(game, source)

    def grow(ctx: Ctx) -> bool:
        return add_counters(ctx.game, ctx.source, PLUS, 1) > 0

    return (TriggeredAbility(Body(grow, slots=3), watch, bigger, text),)


def renown(n: int, text: str) -> tuple[Ability, ...]:
    """Renown N: "When this creature deals combat damage to a player, if it isn't renowned,
    put N +1/+1 counters on it and it becomes renowned." (CR 702.112a); renowned is a
    designation, not a characteristic (CR 702.112b)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        hit = isinstance(event, Damaged) and event.combat and event.source is ctx.source
        return [] if hit and not isinstance(event.recipient, Obj) else None

    def not_renowned(ctx: Ctx) -> bool:
        return not ctx.source.renowned

    def become(ctx: Ctx) -> bool:
        source = ctx.source
        if source.zone != "battlefield":
            return False
        add_counters(ctx.game, source, PLUS, n)
        source.renowned = True
        return True

    return (TriggeredAbility(Body(become), watch, not_renowned, text),)


ABILITIES = {
    **{"bloodthirst": bloodthirst, "unleash": unleash, "riot": riot, "devour": devour},
    **{"graft": graft, "evolve": evolve, "renown": renown, "amplify": amplify},
}
