"""Factories for effects on objects: damage, fights, destroying, exiling, sacrificing, moving
between zones, countering and copying spells, tapping and counters (tokens and attaching:
``effects_tokens``)."""

from __future__ import annotations

from .. import actions, resolution
from .. import characteristics as ch
from ..abilities import (
    AmountFn,
    Ctx,
    EffectFn,
    ObjectsFn,
    PlayersFn,
)
from ..events import Damaged
from ..keywords.spells import copy_spell
from ..state import Obj, Player, StackItem
from .base import alive, keep_moved, move_each, objs, store


def deal_damage(
    sources: ObjectsFn,
    amount: AmountFn,
    recipients: ObjectsFn,
    combat: bool,
    more: tuple[tuple[AmountFn, ObjectsFn], ...] = (),
) -> EffectFn:
    """Builds "<source> deals N damage to <recipients>[ and M damage to <others>]" (a source
    that left still deals it): every amount is known before any damage is dealt, as all of
    it is dealt at once (CR 120.2)."""

    def run(ctx: Ctx) -> bool:
        found = [s for s in sources(ctx, ctx.controller) if isinstance(s, Obj)]
        source = found[0] if found else ctx.source
        portions = [
            (n(ctx), [t for t in who(ctx, ctx.controller) if alive(t)])
            for n, who in ((amount, recipients), *more)
        ]
        start = len(ctx.game.events)
        for n, hit in portions:
            for t in hit:
                actions.deal_damage(ctx.game, source, t, n, combat)
        n, hit = portions[0]
        dealt = [e.recipient for e in ctx.game.events[start:] if isinstance(e, Damaged)]
        ctx.damaged = [t for t in hit if any(t is d for d in dealt)] if n > 0 else []
        return any(hit and n > 0 for n, hit in portions)

    return run


def deal_divided_damage(sources: ObjectsFn, index: int) -> EffectFn:
    """Builds "<source> deals N damage divided as you choose among <targets>": each target
    still legal gets the amount announced for it as the spell was cast (CR 601.2d); the
    amount of one that became illegal is not dealt to the others (CR 608.2b)."""

    def run(ctx: Ctx) -> bool:
        found = [s for s in sources(ctx, ctx.controller) if isinstance(s, Obj)]
        source = found[0] if found else ctx.source
        item = ctx.item
        chosen = item.targets[index] if item is not None and index < len(item.targets) else []
        shares = item.division.get(index, []) if item is not None else []
        legal = ctx.targets[index] if index < len(ctx.targets) else []
        hit = [
            (t, n)
            for t, n in zip(chosen, shares, strict=False)
            if alive(t) and any(t is u for u in legal)
        ]
        for t, n in hit:
            actions.deal_damage(ctx.game, source, t, n, False)
        ctx.damaged = [t for t, _ in hit]
        return bool(hit)

    return run


def fight(fighters: ObjectsFn, others: ObjectsFn) -> EffectFn:
    """Builds "<creature> fights <creature>": each deals damage equal to its power to the
    other (CR 701.14a); nothing happens if either is gone (CR 701.14b)."""

    def run(ctx: Ctx) -> bool:
        one = [o for o in objs(fighters(ctx, ctx.controller)) if o.zone == "battlefield"]
        two = [o for o in objs(others(ctx, ctx.controller)) if o.zone == "battlefield"]
        if not one or not two:
            return False
        a, b = one[0], two[0]
        power_a, power_b = ch.power(ctx.game, a), ch.power(ctx.game, b)
        actions.deal_damage(ctx.game, a, b, power_a, False)
        actions.deal_damage(ctx.game, b, a, power_b, False)
        return True

    return run


def explore(objects: ObjectsFn) -> EffectFn:
    """Builds "<permanent> explores" (CR 701.44a): its controller reveals the top card of
    their library; a land card goes to their hand, otherwise the permanent gets a +1/+1
    counter and the player may put the revealed card into their graveyard."""

    def run(ctx: Ctx) -> bool:
        explorers = objs(objects(ctx, ctx.controller))
        for explorer in explorers:
            player = explorer.controller
            top = player.library[:1]
            if top:
                actions.reveal(ctx.game, player, top)
            if top and "land" in top[0].card.types:
                actions.move(ctx.game, top[0], "hand", cause="explore")
                continue
            if explorer.zone == "battlefield":
                actions.add_counters(ctx.game, explorer, "+1/+1", 1)
            prompt = f"put {top[0].name} into your graveyard" if top else ""
            if top and ctx.game.agent.may(ctx.game, player, prompt):
                actions.move(ctx.game, top[0], "graveyard", cause="explore")
        return bool(explorers)

    return run


def destroy(objects: ObjectsFn, slot: int | None, regenerate: bool = True) -> EffectFn:
    """Builds "destroy <permanents>": indestructible ones survive, a regeneration shield
    replaces the destruction (CR 701.19a) unless ``regenerate`` is False ("Destroy target
    creature. It can't be regenerated.", CR 701.19c)."""

    def run(ctx: Ctx) -> bool:
        found = [
            o
            for o in objs(objects(ctx, ctx.controller))
            if o.zone == "battlefield"
            and "indestructible" not in ch.keywords(ctx.game, o)
            and not actions.regenerated(ctx.game, o, regenerate)
        ]
        return move_each(ctx, found, "graveyard", slot, "destroyed")

    return run


def exile(
    objects: ObjectsFn,
    slot: int | None,
    until: ObjectsFn | None = None,
    players: PlayersFn | None = None,
    counters: tuple[tuple[str, AmountFn], ...] = (),
) -> EffectFn:
    """Builds "exile <objects> [until <permanent> leaves the battlefield]"; they remember
    what exiled them ("exiled with"). With ``until``, nothing is exiled if the permanent has
    already left (CR 610.3a-b); the cards return when it leaves. With ``players`` ("target
    opponent exiles a creature they control"), each of them chooses among their own. With
    ``counters`` ("with three time counters on it"), each arrives in exile with them."""

    def run(ctx: Ctx) -> bool:
        if players is None:
            found = objs(objects(ctx, ctx.controller))
        else:
            found = [o for p in players(ctx) for o in objs(objects(ctx, p)) if _own(o, p)]
        watched: list[Obj] = []
        if until is not None:
            watched = [o for o in objs(until(ctx, ctx.controller)) if o.zone == "battlefield"]
            if not watched:
                return False
        moved = {
            o.id: new for o in found if (new := actions.move(ctx.game, o, "exile", cause="exiled"))
        }
        arriving = [(kind, amount(ctx)) for kind, amount in counters]
        for new in moved.values():
            new.exiled_by = ctx.source.id
            for kind, n in arriving if new.zone == "exile" else ():  # as suspend does
                actions.add_counters(ctx.game, new, kind, n)
        for permanent in watched:
            ctx.game.exiled_until.append((permanent, list(moved.values())))
        keep_moved(ctx, slot, found, moved)
        return bool(moved)

    return run


def _own(obj: Obj, player: Player) -> bool:
    """Whether a player controls a permanent, or owns a card elsewhere."""
    return (obj.controller if obj.zone == "battlefield" else obj.owner) is player


def sacrifice(players: PlayersFn, objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "<player> sacrifices <permanents>": each player picks among what they control."""

    def run(ctx: Ctx) -> bool:
        found: list[Obj] = []
        for p in players(ctx):
            found += [
                o for o in objs(objects(ctx, p)) if o.zone == "battlefield" and o.controller is p
            ]
        return move_each(ctx, found, "graveyard", slot, "sacrificed")

    return run


def move_to(
    objects: ObjectsFn,
    zone: str,
    position: str,
    controllers: PlayersFn | None,
    tapped: bool,
    slot: int | None,
    order: str = "",
    counters: tuple[tuple[str, AmountFn], ...] = (),
    choosers: PlayersFn | None = None,
) -> EffectFn:
    """Builds "put/return <objects> into/onto <zone>": cards go to their owners' zones; onto
    the battlefield under ``controllers`` (default: their owners). With ``order`` "any" ("on
    top of your library in any order", CR 401.4) each owner orders their cards, topmost
    first; "random" puts them in a random order. ``counters``: what each enters the
    battlefield with (CR 122.6, 614.1c); ``choosers``: the players who choose what moves
    ("that player returns a creature they control"), else the controller."""

    def run(ctx: Ctx) -> bool:
        who = choosers(ctx) if choosers is not None else [ctx.controller]
        found = list(dict.fromkeys(o for p in who for o in objs(objects(ctx, p))))
        arriving = {kind: amount(ctx) for kind, amount in counters}
        if order == "any":
            found = _ordered(ctx, found, position)
        elif order == "random":
            ctx.game.rng.shuffle(found)
        controller = None
        if controllers is not None:
            chosen = controllers(ctx)
            controller = chosen[0] if chosen else None
        moved: dict[int, Obj] = {}
        for o in found:
            if zone == "battlefield" and o.zone == "battlefield":
                continue
            new = actions.move(
                ctx.game,
                o,
                zone,
                position=position,
                controller=controller if zone == "battlefield" else None,
                tapped=tapped,
                counters=arriving if zone == "battlefield" else None,
                cause="put",
            )
            if new is not None:
                moved[o.id] = new
        keep_moved(ctx, slot, found, moved)
        return bool(moved)

    return run


def arrange(
    chosen: ObjectsFn,
    looked: ObjectsFn,
    *,
    to: str,
    position: str,
    tapped: bool,
    rest: str,
    rest_position: str,
    order: str | None,
    other: bool,
) -> EffectFn:
    """Builds "put two of them into your hand and the rest on the bottom of your library in any
    order": the cards chosen among those looked at go to one place, the rest to another; cards
    put into a library go in the order their owner chooses (CR 401.4) or a random order. With
    ``other`` ("one … and the other …") and a single card, its owner picks its place."""

    def run(ctx: Ctx) -> bool:
        cards = [o for o in objs(looked(ctx, ctx.controller)) if o.zone]
        if other and len(cards) == 1:
            prompt = f"put {cards[0].name} into {to} (else into {rest})"
            picked = cards if ctx.game.agent.may(ctx.game, cards[0].owner, prompt) else []
        else:
            ids = {o.id for o in cards}
            picked = [o for o in objs(chosen(ctx, ctx.controller)) if o.id in ids]
        left = [o for o in cards if all(o is not p for p in picked)]
        _put_all(ctx, picked, to, position, "any", tapped)
        _put_all(ctx, left, rest, rest_position, order, False)
        return bool(cards)

    return run


def _put_all(
    ctx: Ctx, cards: list[Obj], zone: str, position: str, order: str | None, tapped: bool
) -> None:
    """Put cards into one place together; into a library in a random order or their owners'."""
    if order == "random":
        ctx.game.rng.shuffle(cards)
    elif zone == "library":
        cards = _ordered(ctx, cards, position)
    for o in cards:
        actions.move(ctx.game, o, zone, position=position, tapped=tapped, cause="put")


def _ordered(ctx: Ctx, found: list[Obj], position: str) -> list[Obj]:
    """The cards in the order to move them one by one so that each owner's chosen order
    (listed from the top down) is the order they end up in."""
    ordered: list[Obj] = []
    for owner in ctx.game.apnap(list(dict.fromkeys(o.owner for o in found))):
        own = [o for o in found if o.owner is owner]
        prompt = f"the order to put cards on the {position} of your library, topmost first"
        chosen = ctx.game.agent.choose(ctx.game, owner, prompt, own, len(own), len(own))
        top_down = list(dict.fromkeys(o for o in chosen if o in own))
        top_down += [o for o in own if o not in top_down]
        ordered += list(reversed(top_down)) if position == "top" else top_down
    return ordered


def shuffle_into(objects: ObjectsFn, players: PlayersFn, slot: int | None) -> EffectFn:
    """Builds "shuffle <objects> into their owners' libraries": each goes into its owner's
    library, and each of those libraries is shuffled even if the object is no longer where
    it was expected to be (CR 701.24c); with no objects, the shuffling ``players`` shuffle
    their own (CR 701.24d)."""

    def run(ctx: Ctx) -> bool:
        chosen = objects(ctx, ctx.controller)
        found = objs(chosen)
        owners = list(dict.fromkeys(o.owner for o in chosen if isinstance(o, Obj)))
        moved: dict[int, Obj] = {}
        for o in found:
            if o.zone == "library":
                continue
            new = actions.move(ctx.game, o, "library", cause="put")
            if new is not None:
                moved[o.id] = new
        for owner in owners or players(ctx):
            actions.shuffle(ctx.game, owner)
        keep_moved(ctx, slot, found, moved)
        return bool(moved)

    return run


def counter_spell(
    objects: ObjectsFn,
    unless: str | None,
    payers: PlayersFn | None,
    times: AmountFn | None = None,
) -> EffectFn:
    """Builds "counter target spell [unless its controller pays {N}[ for each …]]" (the
    payment is counted as the spell resolves)."""

    def run(ctx: Ctx) -> bool:
        done = False
        cost = unless * max(times(ctx), 0) if unless is not None and times else unless
        for o in objs(objects(ctx, ctx.controller)):
            item = ctx.game.spell_item(o)
            if item is not None:
                chosen = payers(ctx) if payers is not None else []
                done = (
                    resolution.counter(ctx.game, item, cost, chosen[0] if chosen else None) or done
                )
        return done

    return run


def copy_spells(objects: ObjectsFn, times: AmountFn | None, new_targets: bool) -> EffectFn:
    """Builds "copy target instant or sorcery spell[ twice]. [You may choose new targets for
    the copy.]": each copy is controlled by the player copying (CR 707.10)."""

    def run(ctx: Ctx) -> bool:
        n = max(times(ctx), 0) if times is not None else 1
        items = [ctx.game.spell_item(o) for o in objs(objects(ctx, ctx.controller))]
        for item in (i for i in items if i is not None):
            for _ in range(n):
                copy_spell(ctx.game, item, ctx.controller, new_targets)
        return n > 0 and any(items)

    return run


def counter_unless_paid(slot: int, cost: str) -> EffectFn:
    """Ward: counter the spell or ability bound in ``slot`` unless its controller pays."""

    def run(ctx: Ctx) -> bool:
        items = [i for i in ctx.slots[slot] or [] if isinstance(i, StackItem)]
        return any([resolution.counter(ctx.game, i, cost) for i in items])

    return run


def tap(objects: ObjectsFn) -> EffectFn:
    """Builds "tap <permanents>"."""

    def run(ctx: Ctx) -> bool:
        changed = [
            actions.set_tapped(ctx.game, o, True) for o in objs(objects(ctx, ctx.controller))
        ]
        return any(changed)

    return run


def untap(objects: ObjectsFn) -> EffectFn:
    """Builds "untap <permanents>"."""

    def run(ctx: Ctx) -> bool:
        changed = [
            actions.set_tapped(ctx.game, o, False) for o in objs(objects(ctx, ctx.controller))
        ]
        return any(changed)

    return run


def tap_or_untap(objects: ObjectsFn) -> EffectFn:
    """Builds "tap or untap <permanents>": the ability's controller chooses for each."""

    def run(ctx: Ctx) -> bool:
        changed = []
        for o in objs(objects(ctx, ctx.controller)):
            if o.zone != "battlefield":
                continue
            prompt = f"tap or untap {o.name}"
            choice = ctx.game.agent.choose(ctx.game, ctx.controller, prompt, ["tap", "untap"], 1, 1)
            changed.append(actions.set_tapped(ctx.game, o, (choice or ["tap"])[0] == "tap"))
        return any(changed)

    return run


def skip_next_untap(objects: ObjectsFn) -> EffectFn:
    """Builds "<permanents> don't untap during their controllers' next untap steps": each
    skips untapping once, in the next untap step of whoever controls it then (CR 502.3)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        for o in found:
            o.skip_untaps += 1
        return bool(found)

    return run


def put_counters(
    amount: AmountFn, counter: str, objects: ObjectsFn, slot: int | None = None
) -> EffectFn:
    """Builds "put N <kind> counters on <objects>" (keeping them in ``slot``: "… on a creature
    you control. It gains …")."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        found = [t for t in objects(ctx, ctx.controller) if alive(t)]
        store(ctx, slot, found)
        return any([actions.add_counters(ctx.game, t, counter, n) > 0 for t in found])

    return run


def remove_counters(amount: AmountFn, counter: str | None, objects: ObjectsFn) -> EffectFn:
    """Builds "remove N <kind> counters from <objects>" (any kind when none is named)."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        done = False
        for t in objects(ctx, ctx.controller):
            kind = counter or next(iter(sorted(t.counters)), None)
            if kind is not None and t.counters[kind] >= n:
                done = actions.add_counters(ctx.game, t, kind, -n) > 0 or done
        return done

    return run


def remove_all_counters(counter: str | None, objects: ObjectsFn) -> EffectFn:
    """Builds "remove all [<kind>] counters from <objects>" (every kind when none is named)."""

    def run(ctx: Ctx) -> bool:
        done = False
        for t in objects(ctx, ctx.controller):
            for kind in [counter] if counter else sorted(t.counters):
                done = actions.add_counters(ctx.game, t, kind, -t.counters[kind]) > 0 or done
        return done

    return run
