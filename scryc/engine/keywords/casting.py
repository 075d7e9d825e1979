"""Keywords about casting a spell: evoke (CR 702.74), whose cost is an alternative cost
(``keywords.ALTERNATIVE``, paid by ``stack.cast``) that the permanent remembers; and
convoke, improvise and delve (CR 702.51, 702.126, 702.66), which pay part of a cost by
tapping creatures or artifacts, or exiling cards from the graveyard."""

from __future__ import annotations

from .. import characteristics as ch
from .. import mana
from ..abilities import Ability, Body, Ctx, TriggeredAbility
from ..actions import move, set_tapped
from ..events import Event, Moved
from ..state import Game, Obj, Player

#: What each helping keyword uses, and how the player is asked.
HELPERS = {
    "convoke": ("creature", "tap untapped creatures to pay (convoke)"),
    "improvise": ("artifact", "tap untapped artifacts to pay {1} each (improvise)"),
    "delve": ("", "exile cards from your graveyard to pay {1} each (delve)"),
}


def evoke(_: str, text: str) -> tuple[Ability, ...]:
    """Evoke {cost}: "You may cast this spell for its evoke cost. If you do, it's sacrificed
    when it enters." (CR 702.74a): a triggered ability of the permanent."""

    def evoked(ctx: Ctx, event: Event) -> list | None:
        enters = isinstance(event, Moved) and event.to_zone == "battlefield"
        return [] if enters and event.obj is ctx.source and "evoke" in event.obj.paid else None

    def sacrifice(ctx: Ctx) -> bool:
        source = ctx.source
        return source.zone == "battlefield" and bool(
            move(ctx.game, source, "graveyard", cause="sacrificed")
        )

    return (TriggeredAbility(Body(sacrifice), evoked, text=text),)


COSTED = {"evoke": evoke}


def helped_cost(
    game: Game, player: Player, spell: Obj, card: Obj, cost: str
) -> tuple[str, list[tuple[str, Obj]]]:
    """The cost left once the player chooses what convoke, improvise or delve pay with (a
    creature tapped for convoke pays one mana of its color or {1}; the others pay {1}), and
    what they chose (tapped or exiled by :func:`pay_with`)."""
    syms = mana.symbols(cost)
    generic = sum(int(s) for s in syms if s.isdigit())
    colored = [s for s in syms if not s.isdigit()]
    chosen: list[tuple[str, Obj]] = []
    for name in sorted(ch.keywords(game, spell) & set(HELPERS)):
        kind, prompt = HELPERS[name]
        options = _helpers(game, player, card, kind)
        for obj in game.agent.choose(game, player, prompt, options, 0, len(options)):
            hue = ch.colors(game, obj) if name == "convoke" else frozenset()
            color = next((s for s in colored if mana.COLOR_NAMES.get(s) in hue), None)
            if color is not None:
                colored.remove(color)
            elif generic:
                generic -= 1
            else:
                continue
            chosen.append((name, obj))
    left = (f"{{{generic}}}" if generic or not colored else "") + "".join(
        f"{{{s}}}" for s in colored
    )
    return left, chosen


def _helpers(game: Game, player: Player, card: Obj, kind: str) -> list[Obj]:
    if not kind:  # delve: the other cards in the graveyard
        return [o for o in player.graveyard if o is not card]
    return [
        o
        for o in game.battlefield
        if o.controller is player and not o.tapped and kind in ch.types(game, o)
    ]


def pay_with(game: Game, chosen: list[tuple[str, Obj]]) -> None:
    """Tap the creatures and artifacts chosen, exile the cards chosen."""
    for name, obj in chosen:
        if name == "delve":
            move(game, obj, "exile", cause="delve")
        else:
            set_tapped(game, obj, True)
