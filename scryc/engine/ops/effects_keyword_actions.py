"""Factories for keyword actions an object takes or a player takes on one (CR 701):
detain (701.35), manifest (701.40) and connive (701.50)."""

from __future__ import annotations

from .. import actions
from ..abilities import Ctx, EffectFn, ObjectsFn, PlayersFn, Target
from ..casting import CANT_BE_ACTIVATED
from ..keywords.faces import FACE_DOWN
from .base import objs, store
from .effects_lasting import restrict

#: What a detained permanent can't do until its detainer's next turn (CR 701.35a).
DETAINED = ("can't attack", "can't block", CANT_BE_ACTIVATED)


def detain(objects: ObjectsFn) -> EffectFn:
    """Builds "detain <permanents>": until the next turn of the controller of the spell or
    ability, they can't attack or block and their activated abilities can't be activated
    (CR 701.35a)."""
    return restrict(objects, DETAINED, "until your next turn")


def connive(objects: ObjectsFn) -> EffectFn:
    """Builds "<permanent> connives": its controller draws a card, then discards a card; if
    a nonland card was discarded, a +1/+1 counter goes on the permanent (CR 701.50a). One
    no longer on the battlefield connives as it last existed: its last controller draws
    and discards, and no counter is put (CR 701.50b)."""

    def run(ctx: Ctx) -> bool:
        game = ctx.game
        found = objs(objects(ctx, ctx.controller))
        for obj in found:
            player = obj.controller
            actions.draw(game, player, 1)
            if not player.hand:
                continue
            (card,) = game.agent.choose(game, player, "discard a card", list(player.hand), 1, 1)
            nonland = "land" not in card.card.types
            actions.move(game, card, "graveyard", cause="discarded")
            if nonland and obj.zone == "battlefield":
                actions.add_counters(game, obj, "+1/+1", 1)
        return bool(found)

    return run


def manifest(players: PlayersFn, objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "<player> manifests <cards>": each card, one at a time, is put onto the
    battlefield face down as a 2/2 creature with no text, name, subtypes or mana cost under
    that player's control (CR 701.40a, e); it can be turned face up for its mana cost if it
    is a creature card (``keywords.faces.turn_face_up``)."""

    def run(ctx: Ctx) -> bool:
        made: list[Target] = []
        for player in players(ctx):
            for card in objs(objects(ctx, player)):
                new = actions.move(
                    ctx.game, card, "battlefield", controller=player, face_down=FACE_DOWN
                )
                if new is not None:
                    new.manifested = True
                    made.append(new)
        store(ctx, slot, made)
        return bool(made)

    return run
