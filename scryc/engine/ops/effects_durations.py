"""Factories for "for as long as …" durations (CR 611.2b): the continuous effects an effect
creates last while a condition holds ("gain control of target creature for as long as you
control this creature"), and the conditions such durations name ("~ remains tapped")."""

from __future__ import annotations

from ..abilities import CondFn, Ctx, EffectFn, ObjectsFn, PlayerPred
from ..durations import lasting_while
from ..state import Obj

#: What "<object> remains <state>" asks of each object.
STATES = {
    "on the battlefield": lambda o: o.zone == "battlefield",
    "tapped": lambda o: o.zone == "battlefield" and o.tapped,
    "exiled": lambda o: o.zone == "exile",
}


def for_as_long_as(condition: CondFn, effect: EffectFn) -> EffectFn:
    """Builds "<effect> for as long as <condition>": if the condition does not hold as the
    effect would begin, the effect does nothing; the continuous effects it creates end once
    the condition stops holding (checked against the game as it is then)."""

    def run(ctx: Ctx) -> bool:
        if not condition(ctx):
            return False  # the duration never started (CR 611.2b)
        game = ctx.game
        start = len(game.effects)
        done = effect(ctx)
        frozen = Ctx(
            game,
            ctx.source,
            ctx.controller,
            ctx.item,
            list(ctx.slots),
            [list(t) for t in ctx.targets],
            ctx.modes,
            ctx.event,
            ctx.x,
        )
        for made in game.effects[start:]:
            lasting_while(made, lambda: condition(frozen))
        return done

    return run


def remains(objects: ObjectsFn, state: str) -> CondFn:
    """Builds "<object> remains on the battlefield / tapped / exiled": each object is still
    the same object (it has not changed zones, CR 400.7) and is in that state."""
    test = STATES[state]

    def holds(ctx: Ctx) -> bool:
        found = [t for t in objects(ctx, ctx.controller) if isinstance(t, Obj)]
        return bool(found) and all(t.zone and test(t) for t in found)

    return holds


def controls_source(who: PlayerPred, negated: bool = False) -> CondFn:
    """Builds "[for as long as] you control ~": the permanent itself is on the battlefield
    under the control of such a player (one that left and returned is a new object)."""

    def holds(ctx: Ctx) -> bool:
        itself = ctx.source
        return (itself.zone == "battlefield" and who(ctx, itself.controller)) != negated

    return holds
