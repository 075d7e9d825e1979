"""Keywords that work from exile: suspend (CR 702.62) and foretell (CR 702.143).

Foretell {cost}: "During your turn, you may pay {2} and exile this card from your hand face
down. Cast it on a later turn for its foretell cost." (CR 702.143a): a special action
(CR 116.2h); the foretold card remembers the turn (``Obj.foretold``), and ``casting.cast``
lets its owner cast it from exile on a later turn for that cost, an alternative cost.

Suspend N—{cost} is three abilities (CR 702.62a): a special action from the hand (pay the
cost and exile the card with N time counters, when it could be cast; it doesn't use the
stack, CR 116.2f); "At the beginning of your upkeep, if this card is suspended, remove a
time counter from it"; and "When the last time counter is removed from this card, if it's
exiled, you may cast it without paying its mana cost", a creature spell cast so gaining
haste (``keywords.temporary.arrived``). A card is suspended while it is in exile with
suspend and a time counter on it (CR 702.62b).
"""

from __future__ import annotations

from .. import characteristics as ch
from .. import mana
from ..abilities import Ability, Body, Ctx, KeywordAbility, TriggeredAbility
from ..actions import RulesError, add_counters, move
from ..events import CountersChanged, Event, Paid, StepBegan
from ..state import Game, Obj, Player

TIME = "time"


def suspended(card: Obj) -> bool:
    """In exile, with suspend and a time counter on it (CR 702.62b)."""
    return card.zone == "exile" and card.counters[TIME] > 0 and _suspend(card) is not None


def _suspend(card: Obj) -> tuple[int, str] | None:
    """The card's printed "Suspend N—{cost}": (N, cost)."""
    cost = ch.keyword_cost(card, "suspend")
    for ability in card.card.compiled.abilities:
        if isinstance(ability, KeywordAbility):
            for name, n in ability.amounts:
                if name == "suspend" and cost is not None:
                    return n, cost
    return None


def suspend_card(game: Game, player: Player, card: Obj) -> Obj:
    """The special action: "Rather than cast this card from your hand, if you could begin to
    cast this card by putting it onto the stack from your hand, you may pay [cost] and exile
    it with N time counters on it." (CR 702.62a, 116.2f); returns the exiled card."""
    from ..casting import instant_speed, sorcery_timing  # the casting module reads this one

    found = _suspend(card)
    if found is None or card.zone != "hand" or card.owner is not player:
        raise RulesError(f"{player.name} can't suspend {card.name}")
    if not sorcery_timing(game, player) and not instant_speed(card):
        raise RulesError(f"{card.name} can be suspended only when it could be cast")
    n, cost = found
    exiled = _pay_and_exile(game, player, card, cost, "suspended")
    add_counters(game, exiled, TIME, n)
    return exiled


def _pay_and_exile(game: Game, player: Player, card: Obj, cost: str, cause: str) -> Obj:
    """Pay ``cost`` and exile the card from the hand (a special action, CR 116.2)."""
    left = mana.pay(player.mana, cost)
    if left is None:
        raise RulesError(f"{player.name} can't pay {cost}: {card.name} is not {cause}")
    player.mana = left
    game.events.append(Paid(player, cost))
    exiled = move(game, card, "exile", cause=cause)
    if exiled is None:
        raise RulesError(f"{card.name} could not be exiled")
    return exiled


def suspend(n: int, cost: str, text: str) -> tuple[Ability, ...]:
    """The two triggered abilities of suspend, which work while the card is in exile."""

    def your_upkeep(ctx: Ctx, event: Event) -> list | None:
        mine = isinstance(event, StepBegan) and event.player is ctx.source.owner
        return [] if mine and event.step == "upkeep" else None

    def is_suspended(ctx: Ctx) -> bool:
        return suspended(ctx.source)

    def tick(ctx: Ctx) -> bool:
        return add_counters(ctx.game, ctx.source, TIME, -1) > 0

    def last_removed(ctx: Ctx, event: Event) -> list | None:
        removed = isinstance(event, CountersChanged) and event.target is ctx.source
        if removed and event.counter == TIME and event.amount < 0:
            return [] if not ctx.source.counters[TIME] else None
        return None

    def in_exile(ctx: Ctx) -> bool:
        return ctx.source.zone == "exile"

    def play(ctx: Ctx) -> bool:
        from .spells import may_cast  # spells imports the casting module

        return may_cast(ctx, ctx.source, mark="suspend")

    upkeep = TriggeredAbility(Body(tick), your_upkeep, is_suspended, text, zones=("exile",))
    last = TriggeredAbility(Body(play), last_removed, in_exile, text, zones=("exile",))
    return upkeep, last


def suspendable(game: Game, player: Player) -> list[Obj]:
    """The cards in the player's hand with suspend."""
    return [o for o in player.hand if _suspend(o) is not None]


def foretell_card(game: Game, player: Player, card: Obj) -> Obj:
    """The special action: pay {2} and exile the card from the hand face down, any time its
    owner has priority during their turn (CR 702.143a, 116.2h); returns the exiled card."""
    if ch.keyword_cost(card, "foretell") is None or card.zone != "hand":
        raise RulesError(f"{player.name} can't foretell {card.name}")
    if card.owner is not player or game.active_player is not player:
        raise RulesError(f"{player.name} may foretell only their own card during their turn")
    exiled = _pay_and_exile(game, player, card, FORETELL_COST, "foretold")
    exiled.foretold = game.turn
    return exiled


def castable_foretold(game: Game, player: Player, card: Obj) -> bool:
    """Whether the player may cast the card as a foretold card now: theirs, foretold on an
    earlier turn (CR 702.143a)."""
    return card.zone == "exile" and card.owner is player and 0 < card.foretold < game.turn


def foretellable(game: Game, player: Player) -> list[Obj]:
    """The cards in the player's hand with foretell."""
    return [o for o in player.hand if ch.keyword_cost(o, "foretell") is not None]


FORETELL_COST = "{2}"
BOTH = {"suspend": suspend}
