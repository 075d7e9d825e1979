"""Keywords that bring a permanent for a short while: unearth (CR 702.84), from the
graveyard until the next end step, exiled if it would leave; dash (CR 702.109), cast for its
dash cost with haste, back to its owner's hand at the next end step; and blitz (CR 702.152),
cast for its blitz cost with haste, sacrificed at the next end step.

Each sets up, on the permanent it brings, an effect for as long as it is that object (haste,
and unearth's "exile it instead", which ``actions.move`` reads as the rule
:data:`EXILED_INSTEAD`) and a delayed trigger at the beginning of the next end step
(CR 603.7).
"""

from __future__ import annotations

from ..abilities import (
    Ability,
    ActivatedAbility,
    Body,
    Continuous,
    Ctx,
    Delayed,
    TriggeredAbility,
)
from ..actions import draw, move
from ..events import Event, Moved, StepBegan
from ..ops.abilities_costs import cost_mana
from ..state import Game, Obj
from . import EXILED_INSTEAD


def _for_a_while(
    game: Game, permanent: Obj, rules: frozenset[str] = frozenset(), held: bool = False
) -> None:
    """Haste (and ``rules``) for as long as the permanent is this object (CR 400.7); with
    ``held``, only while the player it entered under controls it."""
    controller = permanent.controller
    game.effects.append(
        Continuous(
            permanent,
            controller,
            lambda o: o is permanent and (not held or o.controller is controller),
            keywords=frozenset({"haste"}),
            rules=rules,
            timestamp=game.new_id(),
        )
    )


def _at_next_end_step(game: Game, permanent: Obj, zone: str, text: str) -> None:
    """ "<Exile it / Return it to its owner's hand> at the beginning of the next end step"."""

    def next_end(ctx: Ctx, event: Event) -> list | None:
        return [] if isinstance(event, StepBegan) and event.step == "end" else None

    def away(ctx: Ctx) -> bool:
        source = ctx.source
        return source.zone == "battlefield" and move(ctx.game, source, zone, cause=text) is not None

    ability = TriggeredAbility(Body(away), next_end, text=text)
    game.delayed.append(Delayed(permanent, permanent.controller, ability, [], [], 0, once=True))


def unearth(cost: str, text: str) -> tuple[Ability, ...]:
    """Unearth {cost}: "{cost}: Return this card from your graveyard to the battlefield. It
    gains haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery." (CR 702.84a)."""

    def unearthed(ctx: Ctx) -> bool:
        game, card = ctx.game, ctx.source
        if card.zone != "graveyard":
            return False
        back = move(game, card, "battlefield", controller=ctx.controller, cause="unearth")
        if back is None:
            return False
        _for_a_while(game, back, frozenset({EXILED_INSTEAD}))
        _at_next_end_step(game, back, "exile", "unearth")
        return True

    costs = (cost_mana(cost),)
    return (
        ActivatedAbility(
            Body(unearthed), costs, text, sorcery_speed=True, zone="graveyard", keyword="unearth"
        ),
    )


def dash(_: str, __: str) -> tuple[Ability, ...]:
    """Dash {cost}: an alternative cost (``keywords.ALTERNATIVE``); what paying it does as
    the permanent enters is :func:`arrived`."""
    return ()


def blitz(_: str, text: str) -> tuple[Ability, ...]:
    """Blitz {cost}: an alternative cost (``keywords.ALTERNATIVE``): "If this spell's blitz
    cost was paid, it gains haste and 'When this creature dies, draw a card.' Sacrifice it
    at the beginning of the next end step." (CR 702.152a). The dies trigger is this one,
    which asks whether the creature that died was blitzed (CR 603.10a); the rest is
    :func:`arrived`."""

    def died_blitzed(ctx: Ctx, event: Event) -> list | None:
        dies = isinstance(event, Moved) and (event.from_zone, event.to_zone) == (
            "battlefield",
            "graveyard",
        )
        if dies and event.obj is ctx.source and "blitz" in event.old.paid:
            return [] if "creature" in event.old.card.types else None
        return None

    def draw_one(ctx: Ctx) -> bool:
        return bool(draw(ctx.game, ctx.controller, 1))

    dies = "When this creature dies, draw a card."
    return (TriggeredAbility(Body(draw_one), died_blitzed, text=dies, look_back=True),)


def arrived(game: Game, permanent: Obj) -> None:
    """A permanent spell resolved: "If this spell's dash cost was paid, return the permanent
    this spell becomes to its owner's hand at the beginning of the next end step" and "As
    long as this permanent's dash cost was paid, it has haste" (CR 702.109a); blitzed, it
    has haste and is sacrificed at the beginning of the next end step (CR 702.152a); a creature
    spell cast with suspend has haste until its caster loses control of it (CR 702.62a)."""
    if "dash" in permanent.paid:
        _for_a_while(game, permanent)
        _at_next_end_step(game, permanent, "hand", "dash")
    if "blitz" in permanent.paid:
        _for_a_while(game, permanent)
        _at_next_end_step(game, permanent, "graveyard", "sacrificed")
    if "suspend" in permanent.paid and "creature" in permanent.card.types:
        _for_a_while(game, permanent, held=True)  # "until you lose control of" it


COSTED = {"unearth": unearth, "dash": dash, "blitz": blitz}
