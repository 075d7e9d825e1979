"""Factories for values a player chooses as an effect resolves ("Choose a color. …",
"Choose a card name, then …") and the tests that read them back ("of the chosen color")."""

from __future__ import annotations

from .. import characteristics as ch
from ..abilities import Ctx, EffectFn, PlayersFn, Pred, Target
from ..state import Obj, Player
from .effects_lasting import COLORS


def choose_value(players: PlayersFn, value: str, slot: int) -> EffectFn:
    """Builds "choose a color" / "choose a creature type" / "choose a card name" as an effect
    resolves (CR 608.2d): the choice is kept in ``slot`` for the instructions after it. A card
    name is chosen among the names of the cards in the game (a name no card in the game has
    would match nothing those instructions look at)."""

    def run(ctx: Ctx) -> bool:
        chooser = players(ctx)
        if not chooser:
            return False
        options = _options(ctx, value)
        picked = ctx.game.agent.choose(ctx.game, chooser[0], f"choose a {value}", options, 1, 1)
        ctx.slots.extend([None] * (slot + 1 - len(ctx.slots)))
        ctx.slots[slot] = picked[0] if picked else None
        return bool(picked)

    return run


def _options(ctx: Ctx, value: str) -> tuple[str, ...]:
    if value == "color":
        return COLORS
    if value == "creature type":
        return tuple(sorted(ch.CREATURE_TYPES))
    game = ctx.game
    everywhere = [o for zone in ("battlefield", "stack") for o in game.objects(zone)]
    everywhere += [
        o
        for p in game.players
        for z in ("library", "hand", "graveyard", "exile")
        for o in p.zone(z)
    ]
    return tuple(sorted({o.card.name for o in everywhere if not o.token}))


def of_chosen_now(slot: int, value: str) -> Pred:
    """Builds "of the chosen color" / "of the chosen type" / "with the chosen name" for a
    value chosen earlier in the same resolution (kept in ``slot``)."""

    def test(ctx: Ctx, t: Target) -> bool:
        chosen = ctx.slots[slot] if slot < len(ctx.slots) else None
        if chosen is None or isinstance(t, Player):
            return False
        return chosen in _values(ctx, t, value)

    return test


def _values(ctx: Ctx, obj: Obj, value: str) -> frozenset[str]:
    if value == "color":
        return ch.colors(ctx.game, obj)
    if value == "creature type":
        return ch.subtypes(ctx.game, obj)
    return frozenset({obj.card.name})
