"""Factories for the rules a card sets for casting itself: costs written out (alternative
costs, CR 118.9; keyword costs with actions) and restrictions on when it may be cast
(CR 601.3)."""

from __future__ import annotations

from ..abilities import (
    Body,
    CastingCost,
    CastRestriction,
    CompiledCard,
    CondFn,
    Cost,
    Ctx,
    PlayerPred,
    SpellAbility,
)
from ..casting_rules import PLAYER_STEPS, WINDOWS, in_window


def casting_cost(
    name: str,
    mana: str,
    costs: tuple[Cost, ...] = (),
    condition: CondFn | None = None,
    text: str = "",
    body: Body | None = None,
) -> CastingCost:
    """A cost for casting the card, written out: "[If …, ]you may <cost> rather than pay
    this spell's mana cost" (``name`` "alternative"), a keyword's cost with actions
    ("Kicker—Sacrifice a creature."); ``mana`` is "" when there is none; ``body`` what the
    spell does when cast this way (overload)."""
    return CastingCost(name, mana, costs, condition, text, body)


def spell_body(*lines: SpellAbility) -> Body:
    """The spell lines of a changed text as one body (as ``CompiledCard.spell`` joins a
    card's)."""
    body = CompiledCard(lines).spell
    assert body is not None
    return body


def cast_restriction(allowed: CondFn, text: str = "") -> CastRestriction:
    """ "Cast this spell only <when>"."""
    return CastRestriction(allowed, text)


def cast_window(window: str) -> CondFn:
    """ "during combat", "before the combat damage step": the steps of any turn it names."""
    steps = WINDOWS[window]

    def test(ctx: Ctx) -> bool:
        return in_window(ctx, steps)

    return test


def player_step(player: PlayerPred, step: str) -> CondFn:
    """ "during your end step", "during an opponent's upkeep": that step of a turn of a
    player the phrase names."""
    steps = PLAYER_STEPS[step]

    def test(ctx: Ctx) -> bool:
        active = ctx.game.active_player
        return player(ctx, active) and in_window(ctx, steps, active)

    return test
