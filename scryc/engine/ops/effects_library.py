"""Factories for effects that go through libraries and other zones card by card: searching
more than a library, putting looked-at cards back in a chosen order, revealing until a card
is found, clashing; exchanging life totals and zones."""

from __future__ import annotations

from .. import actions
from ..abilities import AmountFn, CondFn, Ctx, EffectFn, ObjectsFn, PlayersFn, Pred, Target
from ..state import Obj, Player
from .base import attribute as attribute_of
from .base import objs, store

#: Zones a search looks through that all players can see (CR 400.2): a card there that
#: matches must be found (CR 701.23b only excuses hidden zones).
PUBLIC = frozenset({"graveyard"})


def put_back(objects: ObjectsFn, order: str) -> EffectFn:
    """Builds "put them back in any order" (or "in a random order"): the looked-at cards go
    back on top of their owners' libraries, in the order each owner chooses (CR 401.4); they
    never leave the library, so they stay the same objects."""

    def run(ctx: Ctx) -> bool:
        cards = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "library"]
        for owner in ctx.game.apnap(list(dict.fromkeys(o.owner for o in cards))):
            own = [o for o in cards if o.owner is owner]
            if order == "random":
                ctx.game.rng.shuffle(own)
            else:
                own = top_down(ctx, owner, own, "top")
            rest = [o for o in owner.library if all(o is not c for c in own)]
            owner.library[:] = own + rest
        return bool(cards)

    return run


def top_down(ctx: Ctx, owner: Player, cards: list[Obj], position: str) -> list[Obj]:
    """The order ``owner`` chooses for ``cards`` put on the ``position`` of their library,
    listed from the top down."""
    prompt = f"the order to put cards on the {position} of your library, topmost first"
    chosen = ctx.game.agent.choose(ctx.game, owner, prompt, cards, len(cards), len(cards))
    ordered = list(dict.fromkeys(o for o in chosen if any(o is c for c in cards)))
    return ordered + [o for o in cards if all(o is not c for c in ordered)]


def search_zones(
    players: PlayersFn,
    zones: tuple[str, ...],
    choose_zones: bool,
    preds: tuple[Pred, ...],
    counts: tuple[AmountFn | None, ...],
    slot: int | None,
    searched: int | None,
) -> EffectFn:
    """Builds "search your library and/or graveyard for <cards>" (CR 701.23): with "and/or"
    each player first chooses which of the zones to search (at least one); a card that
    matches in a public zone must be found, one in the library may be left (CR 701.23b).
    Several descriptions ("a Forest card and a Plains card") are one search (CR 701.23h).
    ``searched`` keeps the players whose library was searched ("if you search your library
    this way")."""

    def run(ctx: Ctx) -> bool:
        found: list[Target] = []
        libraries: list[Target] = []
        for p in players(ctx):
            looked = _zones_searched(ctx, p, zones, choose_zones)
            if "library" in looked:
                libraries.append(p)
            for pred, count in zip(preds, counts, strict=True):
                n = count(ctx) if count is not None else None
                found += _find(ctx, p, looked, pred, n, found)
        store(ctx, slot, found)
        store(ctx, searched, libraries)
        return bool(found)

    return run


def _zones_searched(
    ctx: Ctx, player: Player, zones: tuple[str, ...], choose_zones: bool
) -> tuple[str, ...]:
    """The zones ``player`` searches: all of them, or (with "and/or") those they choose."""
    if not choose_zones:
        return zones
    prompt = "the zones to search"
    chosen = ctx.game.agent.choose(ctx.game, player, prompt, list(zones), 1, len(zones))
    return tuple(z for z in zones if z in chosen) or zones[:1]


def _find(
    ctx: Ctx, player: Player, zones: tuple[str, ...], pred: Pred, n: int | None, taken: list[Target]
) -> list[Target]:
    """Up to ``n`` cards of ``player``'s ``zones`` that match, not already found; as many as
    the public zones hold must be found, unless ``n`` is None ("any number of": the player's
    choice, none or more)."""
    options = [
        o for z in zones for o in player.zone(z) if pred(ctx, o) and all(o is not t for t in taken)
    ]
    public = sum(1 for o in options if o.zone in PUBLIC) if n is not None else 0
    most = len(options) if n is None else min(n, len(options))
    prompt = "search for a card"
    return ctx.game.agent.choose(ctx.game, player, prompt, options, min(public, most), most)


def searched_library(players: PlayersFn, slot: int) -> CondFn:
    """Builds the condition "if <player> searched their library this way": whether the
    search before looked through that player's library (kept in ``slot``)."""

    def test(ctx: Ctx) -> bool:
        kept = ctx.slots[slot] if slot < len(ctx.slots) and ctx.slots[slot] else []
        return any(p in kept for p in players(ctx))

    return test


def reveal_until(
    players: PlayersFn,
    owners: PlayersFn,
    pred: Pred,
    count: AmountFn,
    exile: bool,
    slot: int | None,
    revealed: int | None,
) -> EffectFn:
    """Builds "reveal cards from the top of your library until you reveal a creature card"
    (or "exile cards … until they exile …"): one card at a time from the top until that many
    match or the library runs out (CR 701.20). ``slot`` keeps the cards that matched ("that
    card"), ``revealed`` every card revealed ("the rest", "cards revealed this way")."""

    def run(ctx: Ctx) -> bool:
        who, whose = players(ctx), owners(ctx)
        if not who or not whose:  # the player is gone (an illegal target)
            store(ctx, slot, [])
            store(ctx, revealed, [])
            return False
        n = count(ctx)
        shown: list[Obj] = []
        found: list[Obj] = []
        for card in list(whose[0].library):
            if len(found) >= n:
                break
            shown.append(card)
            if pred(ctx, card):
                found.append(card)
        if exile:
            moved = {o.id: new for o in shown if (new := actions.move(ctx.game, o, "exile"))}
            shown = [moved.get(o.id, o) for o in shown]
            found = [moved.get(o.id, o) for o in found]
        elif shown:
            actions.reveal(ctx.game, who[0], shown)
        ctx.revealed = shown
        store(ctx, slot, list(found))
        store(ctx, revealed, list(shown))
        return bool(shown)

    return run


def clash(players: PlayersFn, opponents: PlayersFn, slot: int) -> EffectFn:
    """Builds "clash with an opponent" (CR 701.30): the player and the chosen opponent each
    reveal their top card at once, decide in APNAP order whether to put it on the bottom,
    then the cards move at once; the player wins with a higher mana value than every other
    card revealed (CR 701.30d). ``slot`` keeps 1 for a win, else 0."""

    def run(ctx: Ctx) -> bool:
        you = players(ctx)
        clashers = ctx.game.apnap(list(dict.fromkeys(you + opponents(ctx))))
        tops = {p.index: p.library[0] for p in clashers if p.library}
        for p in clashers:
            if p.index in tops:
                actions.reveal(ctx.game, p, [tops[p.index]])
        bottom = []
        for p in clashers:
            card = tops.get(p.index)
            prompt = f"put {card.name} on the bottom of your library" if card else ""
            if card is not None and ctx.game.agent.may(ctx.game, p, prompt):
                bottom.append(card)
        for card in bottom:
            card.owner.library.remove(card)
            card.owner.library.append(card)
        mine = tops.get(you[0].index) if you else None
        others = [c.card.mana_value for c in tops.values() if c is not mine]
        won = mine is not None and all(mine.card.mana_value > v for v in others)
        ctx.slots.extend([None] * (slot + 1 - len(ctx.slots)))
        ctx.slots[slot] = int(won)
        return bool(tops)

    return run


def exchange_life(players: PlayersFn, others: PlayersFn) -> EffectFn:
    """Builds "exchange life totals with <player>" (CR 701.12c): each player gains or loses
    the life needed to equal the other's previous total (so life triggers see both)."""

    def run(ctx: Ctx) -> bool:
        one, other = players(ctx), others(ctx)
        if not one or not other or one[0] is other[0]:
            return False
        a, b = one[0], other[0]
        gains = {a.index: b.life - a.life, b.index: a.life - b.life}
        for player in ctx.game.apnap([a, b]):
            actions.change_life(ctx.game, player, gains[player.index])
        return True

    return run


def exchange_zones(players: PlayersFn, first: str, second: str) -> EffectFn:
    """Builds "exchange your hand and graveyard" (CR 701.12d, f): the cards of each zone go
    to the other, all of them counted before any moves."""

    def run(ctx: Ctx) -> bool:
        done = False
        for p in players(ctx):
            ones, others = list(p.zone(first)), list(p.zone(second))
            for card in ones:
                done = actions.move(ctx.game, card, second, cause="exchanged") is not None or done
            for card in others:
                done = actions.move(ctx.game, card, first, cause="exchanged") is not None or done
        return done

    return run


def search_total(
    players: PlayersFn, pred: Pred, attribute: str, limit: AmountFn, slot: int | None
) -> EffectFn:
    """Builds "search your library for any number of creature cards with total mana value 6
    or less": the player picks cards one at a time among those that still fit the limit,
    until they stop or none fits (a library search may find fewer, CR 701.23b)."""

    def run(ctx: Ctx) -> bool:
        found: list[Target] = []
        for p in players(ctx):
            left = limit(ctx)
            while True:
                fits = [
                    o
                    for o in p.library
                    if pred(ctx, o)
                    and attribute_of(ctx, o, attribute) <= left
                    and all(o is not t for t in found)
                ]
                if not fits:
                    break
                picked = ctx.game.agent.choose(ctx.game, p, "search for a card", fits, 0, 1)
                if not picked:
                    break
                found.append(picked[0])
                left -= attribute_of(ctx, picked[0], attribute)
        store(ctx, slot, found)
        return bool(found)

    return run
