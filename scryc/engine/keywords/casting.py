"""Keywords about casting a spell: evoke (CR 702.74), whose cost is an alternative cost
(``keywords.ALTERNATIVE``, paid by ``casting.cast``) that the permanent remembers; spectacle
(CR 702.137), an alternative cost once an opponent lost life this turn; convoke, improvise
and delve (CR 702.51, 702.126, 702.66), which pay part of a cost by tapping creatures or
artifacts, or exiling cards from the graveyard; and extort (CR 702.101), which triggers on
casting."""

from __future__ import annotations

from .. import characteristics as ch
from .. import mana
from ..abilities import Ability, Body, Ctx, TriggeredAbility
from ..actions import change_life, move, set_tapped
from ..events import Cast, Event, LifeChanged, Moved, Paid, this_turn
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


def extort(_: int, text: str) -> tuple[Ability, ...]:
    """Extort: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses
    1 life and you gain life equal to the total life lost this way." (CR 702.101a)."""

    def you_cast(ctx: Ctx, event: Event) -> list | None:
        return [] if isinstance(event, Cast) and event.player is ctx.controller else None

    def drain(ctx: Ctx) -> bool:
        game, player = ctx.game, ctx.controller
        left = mana.pay(player.mana, EXTORT)
        if left is None or not game.agent.may(game, player, f"{text}: pay {EXTORT}"):
            return False
        player.mana = left
        game.events.append(Paid(player, EXTORT))
        lost = 0
        for foe in game.opponents(player):
            before = foe.life
            change_life(game, foe, -1)
            lost += before - foe.life
        change_life(game, player, lost)
        return True

    return (TriggeredAbility(Body(drain), you_cast, text=text),)


EXTORT = "{W/B}"
COSTED = {"evoke": evoke}
ABILITIES = {"extort": extort}


def unpayable(game: Game, player: Player, extra: str) -> str:
    """Why a cost the keyword ``extra`` offers can't be paid now ("" if it can): spectacle
    only once an opponent lost life this turn (CR 702.137a)."""
    if extra != "spectacle":
        return ""
    foes = game.opponents(player)
    if any(
        isinstance(e, LifeChanged) and e.player in foes and e.amount < 0
        for e in this_turn(game.events)
    ):
        return ""
    return "no opponent lost life this turn (spectacle, CR 702.137a)"


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
