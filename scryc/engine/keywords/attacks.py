"""Keywords that trigger as their creature attacks: mentor (CR 702.134), dethrone
(CR 702.105), training (CR 702.149) and melee (CR 702.121) make it (or another attacker)
grow; provoke (CR 702.39) makes a creature block it if able."""

from __future__ import annotations

from .. import characteristics as ch
from ..abilities import Ability, Body, Continuous, Ctx, Target, TargetSpec, TriggeredAbility
from ..actions import add_counters, set_tapped
from ..blocking_requirements import BLOCKS_IT, defending
from ..events import Attacked, Event, this_turn
from ..ops.effects_lasting import modify_pt
from ..state import Obj, Player
from . import constant

PLUS = "+1/+1"


def _attacks(ctx: Ctx, event: Event) -> Attacked | None:
    """The declaration of attackers in which this creature attacks."""
    if isinstance(event, Attacked) and any(o is ctx.source for o in event.attackers):
        return event
    return None


def _grow(ctx: Ctx) -> bool:
    """Put a +1/+1 counter on this creature (still on the battlefield)."""
    if ctx.source.zone != "battlefield":
        return False
    return add_counters(ctx.game, ctx.source, PLUS, 1) > 0


def dethrone(_: int, text: str) -> tuple[Ability, ...]:
    """Dethrone: "Whenever this creature attacks the player with the most life or tied for
    most life, put a +1/+1 counter on this creature." (CR 702.105a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        attacked = _attacks(ctx, event)
        if attacked is None:
            return None
        most = max(p.life for p in ctx.game.players if not p.lost)
        return [] if attacked.defender.life == most else None

    return (TriggeredAbility(Body(_grow), watch, text=text),)


def training(_: int, text: str) -> tuple[Ability, ...]:
    """Training: "Whenever this creature attacks with another creature with greater power,
    put a +1/+1 counter on this creature." (CR 702.149a)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        attacked = _attacks(ctx, event)
        if attacked is None:
            return None
        power = ch.power(ctx.game, ctx.source)
        others = [o for o in attacked.attackers if o is not ctx.source]
        return [] if any(ch.power(ctx.game, o) > power for o in others) else None

    return (TriggeredAbility(Body(_grow), watch, text=text),)


def _lesser_attacker(ctx: Ctx, t: Target) -> bool:
    """An attacking creature with power less than this creature's."""
    if not isinstance(t, Obj) or not t.attacking or "creature" not in ch.types(ctx.game, t):
        return False
    return ch.power(ctx.game, t) < ch.power(ctx.game, ctx.source)


def mentor(_: int, text: str) -> tuple[Ability, ...]:
    """Mentor: "Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with lesser power." (CR 702.134a): the power is compared as the target is
    chosen and again as the ability resolves (CR 608.2b)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        return [] if _attacks(ctx, event) is not None else None

    def counter(ctx: Ctx) -> bool:
        found = [t for t in ctx.targets[0] if isinstance(t, Obj) and t.zone == "battlefield"]
        return bool(found) and add_counters(ctx.game, found[0], PLUS, 1) > 0

    one = constant(1)
    what = "target attacking creature with lesser power"
    spec = TargetSpec(0, what, _lesser_attacker, ("battlefield",), False, one, one)
    return (TriggeredAbility(Body(counter, (spec,)), watch, text=text),)


def melee(_: int, text: str) -> tuple[Ability, ...]:
    """Melee: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
    opponent you attacked with a creature this combat." (CR 702.121a), counted as it
    resolves."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        return [[ctx.source]] if _attacks(ctx, event) is not None else None

    def opponents_attacked(ctx: Ctx) -> int:
        attacked = {
            e.defender.index
            for e in this_turn(ctx.game.events)
            if isinstance(e, Attacked) and e.player is ctx.controller
        }
        return sum(1 for p in ctx.game.opponents(ctx.controller) if p.index in attacked)

    def bound(ctx: Ctx, _: Player) -> list[Target]:
        return list(ctx.slots[0])

    grow = modify_pt(bound, 1, 1, "until end of turn", opponents_attacked)
    return (TriggeredAbility(Body(grow, slots=1), watch, text=text),)


def _defenders_creature(ctx: Ctx, t: Target) -> bool:
    """A creature the defending player controls."""
    if not isinstance(t, Obj) or "creature" not in ch.types(ctx.game, t):
        return False
    return t.controller is defending(ctx.game)


def provoke(_: int, text: str) -> tuple[Ability, ...]:
    """Provoke: "Whenever this creature attacks, you may have target creature defending
    player controls untap and block it if able." (CR 702.39a): a blocking requirement on
    that creature for this turn (CR 509.1c)."""

    def watch(ctx: Ctx, event: Event) -> list | None:
        return [] if _attacks(ctx, event) is not None else None

    def provoked(ctx: Ctx) -> bool:
        game, source = ctx.game, ctx.source
        found = [t for t in ctx.targets[0] if isinstance(t, Obj) and t.zone == "battlefield"]
        if not found or not game.agent.may(game, ctx.controller, text):
            return False
        target = found[0]
        set_tapped(game, target, False)
        effect = Continuous(
            source,
            ctx.controller,
            lambda o: o is target,
            blocking=((BLOCKS_IT, lambda a: a is source),),
            until="end of turn",
            turn=game.turn,
            timestamp=game.new_id(),
        )
        game.effects.append(effect)
        return True

    one = constant(1)
    what = "target creature defending player controls"
    spec = TargetSpec(0, what, _defenders_creature, ("battlefield",), False, one, one)
    return (TriggeredAbility(Body(provoked, (spec,)), watch, text=text),)


ABILITIES = {
    "dethrone": dethrone,
    "training": training,
    "mentor": mentor,
    "melee": melee,
    "provoke": provoke,
}
