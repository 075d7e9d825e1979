"""The monarch (CR 725): a designation a player can have. Its two inherent triggered abilities
are modelled as the abilities of one object in the command zone, "The Monarch", controlled
by whoever is the monarch (CR 725.2: they have no source and are controlled by the monarch
at the time they trigger); only one player is the monarch at a time (CR 725.3)."""

from __future__ import annotations

from functools import cache

from . import actions
from .abilities import Body, CompiledCard, Ctx, TriggeredAbility
from .events import Damaged, EffectCreated, Event, StepBegan
from .state import CardDef, Game, Obj, Player

NAME = "The Monarch"


def monarch(game: Game) -> Player | None:
    """The player who is the monarch (None before anyone became it, CR 725.1)."""
    found = next((o for o in game.command if o.card.name == NAME), None)
    return found.controller if found is not None else None


def become_monarch(game: Game, player: Player, source: Obj) -> None:
    """``player`` becomes the monarch; the one before ceases to be (CR 725.3)."""
    found = next((o for o in game.command if o.card.name == NAME), None)
    if found is None:
        found = Obj(game.new_id(), _card(), player, player, "command", timestamp=game.next_id)
        game.command.append(found)
    found.controller = player
    game.events.append(EffectCreated(source, f"{player.name} becomes the monarch"))


@cache
def _card() -> CardDef:
    """The designation's object, with the two inherent triggered abilities (CR 725.2)."""

    def end_step(ctx: Ctx, event: Event) -> list | None:
        mine = isinstance(event, StepBegan) and event.step == "end"
        return [] if mine and event.player is ctx.controller else None  # type: ignore[union-attr]

    def draw(ctx: Ctx) -> bool:
        return bool(actions.draw(ctx.game, ctx.controller, 1))

    def damaged(ctx: Ctx, event: Event) -> list | None:
        hit = isinstance(event, Damaged) and event.combat and event.recipient is ctx.controller
        creature = hit and "creature" in event.source.card.types  # type: ignore[union-attr]
        return [[event.source.controller]] if creature else None  # type: ignore[union-attr]

    def take(ctx: Ctx) -> bool:
        (player,) = ctx.slots[0]
        become_monarch(ctx.game, player, ctx.source)
        return True

    abilities = (
        TriggeredAbility(
            Body(draw),
            end_step,
            text="At the beginning of the monarch's end step, that player draws a card.",
        ),
        TriggeredAbility(
            Body(take, slots=1),
            damaged,
            text="Whenever a creature deals combat "
            "damage to the monarch, its controller becomes the monarch.",
        ),
    )
    return CardDef(NAME, CompiledCard(abilities), type_line="Designation")
