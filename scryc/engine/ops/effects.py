"""Factories for effects. A built effect runs with a :class:`Ctx` and returns whether it
happened (what a later "if you do" asks)."""

from __future__ import annotations

import dataclasses

from .. import actions, mana, stack
from .. import characteristics as ch
from ..abilities import (
    AmountFn,
    Body,
    CompiledCard,
    CondFn,
    Continuous,
    CostChange,
    Ctx,
    Delayed,
    EffectFn,
    KeywordAbility,
    ObjectsFn,
    Permission,
    PlayersFn,
    Pred,
    Target,
    TriggeredAbility,
    TriggerFn,
    TypeChange,
)
from ..events import CountersChanged, DieRolled, Looked, ManaAdded, Paid
from ..stack import note
from ..state import CARD_TYPES, SUPERTYPES, CardDef, Obj, Player, StackItem
from .values import alive

DURATIONS = {"until end of turn": "end of turn", "this turn": "end of turn"}
DURATIONS["until your next turn"] = "your next turn"
ANY_COLOR = ("W", "U", "B", "R", "G")


def _objs(found: list[Target]) -> list[Obj]:
    return [t for t in found if isinstance(t, Obj) and t.zone]


def _store(ctx: Ctx, slot: int | None, found: list[Target]) -> None:
    """Bind objects in a slot (a cost compiled on its own may use slots beyond the body's)."""
    if slot is not None:
        ctx.slots.extend([None] * (slot + 1 - len(ctx.slots)))
        ctx.slots[slot] = list(found)


# --- library, hand, life ------------------------------------------------------------------


def scry(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "scry N" (CR 701.22); several players scry at once."""

    def run(ctx: Ctx) -> bool:
        return bool(actions.scry(ctx.game, players(ctx), amount(ctx)))

    return run


def surveil(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "surveil N" (CR 701.25)."""

    def run(ctx: Ctx) -> bool:
        return bool(actions.surveil(ctx.game, players(ctx), amount(ctx)))

    return run


def draw(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "draw N cards"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        return any([bool(actions.draw(ctx.game, p, n)) for p in players(ctx)])

    return run


def discard(
    players: PlayersFn,
    amount: AmountFn | None,
    objects: ObjectsFn | None,
    slot: int | None,
    random: bool = False,
) -> EffectFn:
    """Builds "discard N cards" (the player chooses, or the game's seeded random source
    "at random") or "discard <cards>"."""

    def run(ctx: Ctx) -> bool:
        found: list[Obj] = []
        for p in players(ctx):
            if objects is not None:
                found += [c for c in _objs(objects(ctx, p)) if c.zone == "hand" and c.owner is p]
            else:
                n = min(amount(ctx) if amount is not None else 1, len(p.hand))
                if random:
                    found += ctx.game.rng.sample(list(p.hand), n)
                    continue
                prompt = f"discard {n} card{'s' * (n != 1)}"
                found += ctx.game.agent.choose(ctx.game, p, prompt, list(p.hand), n, n)
        return _move_each(ctx, found, "graveyard", slot, "discarded")

    return run


def mill(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "mill N cards"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        return any([bool(actions.mill(ctx.game, p, n)) for p in players(ctx)])

    return run


def gain_life(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "gain N life"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        for p in players(ctx):
            actions.change_life(ctx.game, p, n)
        return n > 0

    return run


def lose_life(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "lose N life"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        for p in players(ctx):
            actions.change_life(ctx.game, p, -n)
        return n > 0

    return run


def extra_turn(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "take an extra turn after this one" (CR 500.7)."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        for p in players(ctx):
            ctx.game.extra_turns.extend([p] * n)
        return n > 0

    return run


def pay_life(players: PlayersFn, amount: AmountFn) -> EffectFn:
    """Builds "pay N life": only if the player has that much (CR 119.4)."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        paid = False
        for p in players(ctx):
            if p.life >= n:
                actions.change_life(ctx.game, p, -n)
                ctx.game.events.append(Paid(p, f"{n} life"))
                paid = True
        return paid

    return run


def pay_mana(players: PlayersFn, symbols: str) -> EffectFn:
    """Builds "pay {2}" from the mana pool, or "pay {E}" from energy; false if it can't be paid."""
    energy = mana.symbols(symbols).count("E")

    def run(ctx: Ctx) -> bool:
        for p in players(ctx):
            if energy:
                if p.energy < energy:
                    return False
                p.energy -= energy
            else:
                left = mana.pay(p.mana, symbols)
                if left is None:
                    return False
                p.mana = left
            ctx.game.events.append(Paid(p, symbols))
        return True

    return run


def gain_energy(players: PlayersFn, symbols: str) -> EffectFn:
    """Builds "you get {E}{E}"."""
    n = mana.symbols(symbols).count("E")

    def run(ctx: Ctx) -> bool:
        for p in players(ctx):
            p.energy += n
            actions.emit(ctx.game, CountersChanged(p, "energy", n))
        return True

    return run


def shuffle(players: PlayersFn) -> EffectFn:
    """Builds "shuffle your library"."""

    def run(ctx: Ctx) -> bool:
        for p in players(ctx):
            actions.shuffle(ctx.game, p)
        return True

    return run


def search(players: PlayersFn, pred: Pred, count: AmountFn, slot: int | None) -> EffectFn:
    """Builds "search your library for a … card": up to that many (a search may fail to find)."""

    def run(ctx: Ctx) -> bool:
        found: list[Target] = []
        for p in players(ctx):
            options = [c for c in p.library if pred(ctx, c)]
            n = min(count(ctx), len(options))
            prompt = "search for a card"
            found.extend(ctx.game.agent.choose(ctx.game, p, prompt, options, 0, n))
        _store(ctx, slot, found)
        return bool(found)

    return run


def reveal(objects: ObjectsFn, slot: int | None, players: PlayersFn | None = None) -> EffectFn:
    """Builds "[<player>] reveal(s) <cards>"; "revealed this way" reads them."""

    def run(ctx: Ctx) -> bool:
        revealers = players(ctx) if players is not None else [ctx.controller]
        if not revealers:  # the player who would reveal is gone (an illegal target)
            _store(ctx, slot, [])
            return False
        cards = _objs(objects(ctx, ctx.controller))
        ctx.revealed = cards
        _store(ctx, slot, cards)
        if cards:
            actions.reveal(ctx.game, revealers[0], cards)
        return bool(cards)

    return run


def look_at(objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "look at <cards>"."""

    def run(ctx: Ctx) -> bool:
        cards = _objs(objects(ctx, ctx.controller))
        _store(ctx, slot, cards)
        if cards:
            ctx.game.events.append(Looked(ctx.controller, cards, "look"))
        return bool(cards)

    return run


def arrange(objects: ObjectsFn) -> EffectFn:
    """Builds "put any number of them into your graveyard and the rest back on top"."""

    def run(ctx: Ctx) -> bool:
        library = ctx.controller.library
        cards = [card for card in _objs(objects(ctx, ctx.controller)) if card in library]
        if cards:
            actions.arrange(ctx.game, ctx.controller, cards)
        return bool(cards)

    return run


def choose_objects(objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "Choose target creature": binds the choice for later steps."""

    def run(ctx: Ctx) -> bool:
        found = objects(ctx, ctx.controller)
        _store(ctx, slot, found)
        return bool(found)

    return run


# --- objects ------------------------------------------------------------------------------


def _move_each(ctx: Ctx, found: list[Obj], zone: str, slot: int | None, cause: str) -> bool:
    moved = {o.id: new for o in found if (new := actions.move(ctx.game, o, zone, cause=cause))}
    _keep(ctx, slot, found, moved)
    return bool(moved)


def _keep(ctx: Ctx, slot: int | None, found: list[Obj], moved: dict[int, Obj]) -> None:
    """Bind what an effect acted on: the new object where one moved, else the object itself
    (so "if you don't put it …, put it …" still finds the card)."""
    _store(ctx, slot, [moved.get(o.id, o) for o in found])


def deal_damage(
    sources: ObjectsFn, amount: AmountFn, recipients: ObjectsFn, combat: bool
) -> EffectFn:
    """Builds "<source> deals N damage to <recipients>" (a source that left still deals it)."""

    def run(ctx: Ctx) -> bool:
        found = [s for s in sources(ctx, ctx.controller) if isinstance(s, Obj)]
        source = found[0] if found else ctx.source
        n = amount(ctx)
        hit = [t for t in recipients(ctx, ctx.controller) if alive(t)]
        for t in hit:
            actions.deal_damage(ctx.game, source, t, n, combat)
        ctx.damaged = hit if n > 0 else []
        return bool(hit) and n > 0

    return run


def fight(fighters: ObjectsFn, others: ObjectsFn) -> EffectFn:
    """Builds "<creature> fights <creature>": each deals damage equal to its power to the
    other (CR 701.14a); nothing happens if either is gone (CR 701.14b)."""

    def run(ctx: Ctx) -> bool:
        one = [o for o in _objs(fighters(ctx, ctx.controller)) if o.zone == "battlefield"]
        two = [o for o in _objs(others(ctx, ctx.controller)) if o.zone == "battlefield"]
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
        explorers = _objs(objects(ctx, ctx.controller))
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


def destroy(objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "destroy <permanents>" (indestructible ones survive)."""

    def run(ctx: Ctx) -> bool:
        found = [
            o
            for o in _objs(objects(ctx, ctx.controller))
            if o.zone == "battlefield" and "indestructible" not in ch.keywords(ctx.game, o)
        ]
        return _move_each(ctx, found, "graveyard", slot, "destroyed")

    return run


def exile(objects: ObjectsFn, slot: int | None, until: ObjectsFn | None = None) -> EffectFn:
    """Builds "exile <objects> [until <permanent> leaves the battlefield]"; they remember
    what exiled them ("exiled with"). With ``until``, nothing is exiled if the permanent has
    already left (CR 610.3a-b); the cards return when it leaves."""

    def run(ctx: Ctx) -> bool:
        found = _objs(objects(ctx, ctx.controller))
        watched: list[Obj] = []
        if until is not None:
            watched = [o for o in _objs(until(ctx, ctx.controller)) if o.zone == "battlefield"]
            if not watched:
                return False
        moved = {
            o.id: new for o in found if (new := actions.move(ctx.game, o, "exile", cause="exiled"))
        }
        for new in moved.values():
            new.exiled_by = ctx.source.id
        for permanent in watched:
            ctx.game.exiled_until.append((permanent, list(moved.values())))
        _keep(ctx, slot, found, moved)
        return bool(moved)

    return run


def sacrifice(players: PlayersFn, objects: ObjectsFn, slot: int | None) -> EffectFn:
    """Builds "<player> sacrifices <permanents>": each player picks among what they control."""

    def run(ctx: Ctx) -> bool:
        found: list[Obj] = []
        for p in players(ctx):
            found += [
                o for o in _objs(objects(ctx, p)) if o.zone == "battlefield" and o.controller is p
            ]
        return _move_each(ctx, found, "graveyard", slot, "sacrificed")

    return run


def move_to(
    objects: ObjectsFn,
    zone: str,
    position: str,
    controllers: PlayersFn | None,
    tapped: bool,
    slot: int | None,
    any_order: bool = False,
) -> EffectFn:
    """Builds "put/return <objects> into/onto <zone>": cards go to their owners' zones; onto
    the battlefield under ``controllers`` (default: their owners). With ``any_order`` ("on top
    of your library in any order", CR 401.4) each owner orders their cards, topmost first."""

    def run(ctx: Ctx) -> bool:
        found = _objs(objects(ctx, ctx.controller))
        if any_order:
            found = _ordered(ctx, found, position)
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
                cause="put",
            )
            if new is not None:
                moved[o.id] = new
        _keep(ctx, slot, found, moved)
        return bool(moved)

    return run


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
        found = _objs(chosen)
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
        _keep(ctx, slot, found, moved)
        return bool(moved)

    return run


def counter_spell(objects: ObjectsFn, unless: str | None, payers: PlayersFn | None) -> EffectFn:
    """Builds "counter target spell [unless its controller pays {N}]"."""

    def run(ctx: Ctx) -> bool:
        done = False
        for o in _objs(objects(ctx, ctx.controller)):
            item = ctx.game.spell_item(o)
            if item is not None:
                chosen = payers(ctx) if payers is not None else []
                done = stack.counter(ctx.game, item, unless, chosen[0] if chosen else None) or done
        return done

    return run


def counter_unless_paid(slot: int, cost: str) -> EffectFn:
    """Ward: counter the spell or ability bound in ``slot`` unless its controller pays."""

    def run(ctx: Ctx) -> bool:
        items = [i for i in ctx.slots[slot] or [] if isinstance(i, StackItem)]
        return any([stack.counter(ctx.game, i, cost) for i in items])

    return run


def tap(objects: ObjectsFn) -> EffectFn:
    """Builds "tap <permanents>"."""

    def run(ctx: Ctx) -> bool:
        changed = [
            actions.set_tapped(ctx.game, o, True) for o in _objs(objects(ctx, ctx.controller))
        ]
        return any(changed)

    return run


def untap(objects: ObjectsFn) -> EffectFn:
    """Builds "untap <permanents>"."""

    def run(ctx: Ctx) -> bool:
        changed = [
            actions.set_tapped(ctx.game, o, False) for o in _objs(objects(ctx, ctx.controller))
        ]
        return any(changed)

    return run


def tap_or_untap(objects: ObjectsFn) -> EffectFn:
    """Builds "tap or untap <permanents>": the ability's controller chooses for each."""

    def run(ctx: Ctx) -> bool:
        changed = []
        for o in _objs(objects(ctx, ctx.controller)):
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
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        for o in found:
            o.skip_untaps += 1
        return bool(found)

    return run


def put_counters(amount: AmountFn, counter: str, objects: ObjectsFn) -> EffectFn:
    """Builds "put N <kind> counters on <objects>"."""

    def run(ctx: Ctx) -> bool:
        n = amount(ctx)
        found = [t for t in objects(ctx, ctx.controller) if alive(t)]
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


def create_tokens(
    amount: AmountFn,
    card: CardDef | None,
    copy_of: ObjectsFn | None,
    players: PlayersFn,
    slot: int | None,
    attach_to: ObjectsFn | None = None,
    tapped: bool = False,
    not_legendary: bool = False,
    loyalty: AmountFn | None = None,
    power_toughness: str = "",
    colors: tuple[str, ...] | None = None,
    added_types: tuple[str, ...] = (),
    keywords: KeywordAbility | None = None,
    set_types: tuple[str, ...] = (),
) -> EffectFn:
    """Builds "create N [tapped] <tokens>" (or a token that's a copy of an object, except it's
    not legendary or has another starting loyalty, or a token attached to a permanent: none
    is created when there is nothing to attach it to)."""

    def run(ctx: Ctx) -> bool:
        made: list[Target] = []
        defs = [card] if card is not None else []
        if copy_of is not None:
            defs = [o.card for o in _objs(copy_of(ctx, ctx.controller))]
            start = loyalty(ctx) if loyalty is not None else None
            defs = [_copy_except(d, not_legendary, start) for d in defs]
            defs = [_copy_as(d, power_toughness, colors, added_types, keywords) for d in defs]
            defs = [_retyped(d, set_types) for d in defs] if set_types else defs
        hosts = _objs(attach_to(ctx, ctx.controller)) if attach_to is not None else []
        if attach_to is not None and not hosts:
            defs = []
        for p in players(ctx):
            for _ in range(max(amount(ctx), 0)):
                for d in defs:
                    if (token := actions.create(ctx.game, d, p, tapped=tapped)) is not None:
                        token.attached_to = hosts[0] if hosts else None
                        made.append(token)
        _store(ctx, slot, made)
        return bool(made)

    return run


def _copy_except(card: CardDef, not_legendary: bool, loyalty: int | None) -> CardDef:
    """A copy's characteristics with its exceptions (CR 707.9b)."""
    type_line = card.type_line
    if not_legendary:
        type_line = " ".join(w for w in type_line.split(" ") if w != "Legendary")
    start = loyalty if loyalty is not None else card.loyalty
    return dataclasses.replace(card, type_line=type_line, loyalty=start)


def _copy_as(
    card: CardDef,
    power_toughness: str,
    colors: tuple[str, ...] | None,
    added_types: tuple[str, ...],
    keywords: KeywordAbility | None,
) -> CardDef:
    """A copy that is also "a 1/1 white Spirit creature with flying in addition to its other
    types" (CR 707.9b): the given characteristics replace or join the copied ones."""
    changes: dict[str, object] = {}
    if power_toughness:
        power, toughness = power_toughness.split("/")
        changes |= {"power": int(power), "toughness": int(toughness)}
    if colors is not None:
        changes["colors"] = frozenset(colors)
    if added_types:
        head, _, sub = card.type_line.partition(" — ")
        kinds = [t.capitalize() for t in added_types if t.lower() in CARD_TYPES]
        kinds = [k for k in kinds if k.lower() not in card.types]
        subs = [t for t in added_types if t.lower() not in CARD_TYPES]
        head, sub = " ".join([head, *kinds]), " ".join(filter(None, [sub, *subs]))
        changes["type_line"] = f"{head} — {sub}" if sub else head
    if keywords is not None:
        changes["compiled"] = CompiledCard((*card.compiled.abilities, keywords))
    return dataclasses.replace(card, **changes) if changes else card


def _retyped(card: CardDef, types: tuple[str, ...]) -> CardDef:
    """A copy that is "a 4/4 black Zombie" (CR 707.9b): the card types given replace its
    card types and subtypes; subtypes alone replace its creature types (CR 205.1a)."""
    head, _, sub = card.type_line.partition(" — ")
    kinds = [t.capitalize() for t in types if t.lower() in CARD_TYPES]
    subs = [t for t in types if t.lower() not in CARD_TYPES]
    if kinds:
        head = " ".join([w for w in head.split() if w.lower() in SUPERTYPES] + kinds)
    else:
        subs = [s for s in sub.split() if s not in ch.CREATURE_TYPES] + subs
    type_line = f"{head} — {' '.join(subs)}" if subs else head
    return dataclasses.replace(card, type_line=type_line)


def attach(objects: ObjectsFn) -> EffectFn:
    """Equip: attach the source to the target permanent."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if not found or ctx.source.zone != "battlefield":
            return False
        ctx.source.attached_to = found[0]
        note(ctx.game, ctx.source, f"attached to {found[0].name}")
        return True

    return run


# --- lasting effects ----------------------------------------------------------------------


def _lasting(
    ctx: Ctx, found: list[Obj], duration: str, description: str, **changes: object
) -> bool:
    if not found:
        return False
    ids = {o.id for o in found}
    effect = Continuous(
        ctx.source,
        ctx.controller,
        lambda o: o.id in ids,
        until=DURATIONS.get(duration, ""),
        turn=ctx.game.turn,
        **changes,  # type: ignore[arg-type]
    )
    ctx.game.effects.append(effect)
    names = ", ".join(o.name for o in found)
    until = f" {duration}" if duration else ""
    note(ctx.game, ctx.source, f"{names} {description}{until}")
    return True


def modify_pt(
    objects: ObjectsFn,
    power: int,
    toughness: int,
    duration: str,
    times: AmountFn | None = None,
) -> EffectFn:
    """Builds "<objects> get +N/+M [until end of turn] [for each <object>]": with ``times``
    the change is multiplied by a count taken once, as the effect resolves (CR 608.2h)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if times is not None:
            n = times(ctx)
            return _change_pt(ctx, found, power * n, toughness * n, duration)
        return _change_pt(ctx, found, power, toughness, duration)

    return run


def _change_pt(ctx: Ctx, found: list[Obj], power: int, toughness: int, duration: str) -> bool:
    text = f"gets {power:+d}/{toughness:+d}"
    return _lasting(ctx, found, duration, text, power=power, toughness=toughness)


def gain_abilities(
    objects: ObjectsFn, keywords: tuple[str, ...], granted: tuple[object, ...], duration: str
) -> EffectFn:
    """Builds "<objects> gain <keywords / quoted abilities> [until end of turn]"."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        what = ", ".join(keywords) or "an ability"
        return _lasting(
            ctx, found, duration, f"gains {what}", keywords=frozenset(keywords), abilities=granted
        )

    return run


def becomes(
    objects: ObjectsFn,
    duration: str,
    retype: TypeChange | None = None,
    colors: tuple[str, ...] | None = None,
    base_pt: tuple[int, int] | None = None,
    keywords: tuple[str, ...] = (),
    granted: tuple[object, ...] = (),
) -> EffectFn:
    """Builds "<objects> become(s) a 4/4 Phyrexian Eye artifact creature [with …] [until end
    of turn]" and "<objects> have base power and toughness 1/1": each characteristic given
    is set in its layer (CR 613.1d-f, 613.4b)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        words = [f"{base_pt[0]}/{base_pt[1]}"] if base_pt is not None else []
        if colors is not None:
            words += colors or ["colorless"]
        if retype is not None:
            words += sorted(retype.subtypes) + sorted(retype.types)
        return _lasting(
            ctx,
            found,
            duration,
            "becomes " + " ".join(words),
            retype=retype,
            colors=frozenset(colors) if colors is not None else None,
            base_pt=base_pt,
            keywords=frozenset(keywords),
            abilities=granted,
        )

    return run


def restrict(objects: ObjectsFn, rules: tuple[str, ...], duration: str) -> EffectFn:
    """Builds "<objects> can't be blocked this turn" and similar rules."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        return _lasting(ctx, found, duration, " and ".join(rules), rules=frozenset(rules))

    return run


def gain_control(objects: ObjectsFn, duration: str) -> EffectFn:
    """Builds "gain control of <permanents> [until end of turn]"."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        for o in found:
            before = o.controller
            o.controller = ctx.controller

            def give_back(o: Obj = o, before: Player = before) -> None:
                if o.zone == "battlefield":
                    o.controller = before

            _lasting(ctx, [o], duration, "changes control", on_end=give_back)
        return bool(found)

    return run


def exchange_control(objects: ObjectsFn) -> EffectFn:
    """Builds "exchange control of <two permanents>" (CR 701.12b: nothing happens unless both
    are on the battlefield with different controllers)."""

    def run(ctx: Ctx) -> bool:
        found = [o for o in _objs(objects(ctx, ctx.controller)) if o.zone == "battlefield"]
        if len(found) != 2 or found[0].controller is found[1].controller:
            return False
        first, second = found
        first.controller, second.controller = second.controller, first.controller
        note(ctx.game, ctx.source, f"{first.name} and {second.name} exchange controllers")
        return True

    return run


def cost_change(
    pred: Pred, generic: AmountFn, reduce: bool, once: bool, until_end_of_turn: bool
) -> EffectFn:
    """Builds "the next instant or sorcery spell you cast this turn costs {X} less to cast"."""

    def run(ctx: Ctx) -> bool:
        n = generic(ctx)
        change = CostChange(
            ctx.source,
            ctx.controller,
            lambda o, c=ctx: pred(c, o),
            n if reduce else -n,
            once=once,
            until_end_of_turn=until_end_of_turn,
        )
        ctx.game.cost_changes.append(change)
        kind = "less" if reduce else "more"
        note(ctx.game, ctx.source, f"a spell costs {{{n}}} {kind} to cast")
        return True

    return run


def permission(objects: ObjectsFn, players: PlayersFn, cast_only: bool) -> EffectFn:
    """Builds "You may play/cast <cards> this turn"."""

    def run(ctx: Ctx) -> bool:
        ids = {o.id for o in _objs(objects(ctx, ctx.controller))}
        for p in players(ctx):
            ctx.game.permissions.append(
                Permission(ctx.source, p, lambda o: o.id in ids, cast_only, True)
            )
        verb = "cast" if cast_only else "play"
        note(ctx.game, ctx.source, f"may {verb} {len(ids)} card(s) this turn")
        return bool(ids)

    return run


def add_mana(options: tuple[str, ...], amount: AmountFn) -> EffectFn:
    """Builds "Add {G}", "Add {R} or {W}", "Add one mana of any color"."""

    def run(ctx: Ctx) -> bool:
        choices = list(options)
        if "any color" in choices:
            choices = [f"{{{c}}}" for c in ANY_COLOR]
        picked = choices[0]
        if len(choices) > 1:
            picked = ctx.game.agent.choose(
                ctx.game, ctx.controller, "add which mana", choices, 1, 1
            )[0]
        added = picked * max(amount(ctx), 1)
        ctx.controller.mana.update(mana.parse_pool(added))
        ctx.game.events.append(ManaAdded(ctx.controller, added))
        return True

    return run


# --- control flow -------------------------------------------------------------------------


def sequence(*steps: EffectFn) -> EffectFn:
    """Steps in printed order (CR 608.2c)."""

    def run(ctx: Ctx) -> bool:
        done = False
        for step in steps:
            done = step(ctx) or done
        return done

    return run


def once_each_turn(effect: EffectFn) -> EffectFn:
    """Builds "<effect>. Do this only once each turn.": once the effect has happened this
    turn for this source, later resolutions do nothing (declining "you may" doesn't count)."""

    def run(ctx: Ctx) -> bool:
        key = (ctx.source.id, id(run))
        if key in ctx.game.done_this_turn:
            return False
        done = effect(ctx)
        if done:
            ctx.game.done_this_turn.add(key)
        return done

    return run


def record(effect: EffectFn) -> EffectFn:
    """A step that a later "if you do" / "if you don't" asks about."""

    def run(ctx: Ctx) -> bool:
        ctx.did = bool(effect(ctx))
        return ctx.did

    return run


def optional(players: PlayersFn, effect: EffectFn, prompt: str) -> EffectFn:
    """Builds "<players> may <effect>": each decides in APNAP order; those who do act together."""

    def run(ctx: Ctx) -> bool:
        who = [p for p in ctx.game.apnap(players(ctx)) if ctx.game.agent.may(ctx.game, p, prompt)]
        if not who:
            return False
        before = ctx.acting
        ctx.acting = who
        try:
            return bool(effect(ctx))
        finally:
            ctx.acting = before

    return run


def conditional(condition: CondFn, effect: EffectFn, otherwise: EffectFn | None) -> EffectFn:
    """Builds "If <condition>, <effect>[. Otherwise, <otherwise>]"."""

    def run(ctx: Ctx) -> bool:
        if condition(ctx):
            return bool(effect(ctx))
        return bool(otherwise(ctx)) if otherwise is not None else False

    return run


def modal(index: int, *modes: EffectFn) -> EffectFn:
    """Builds "Choose one —": the modes chosen when it was put on the stack, in printed order."""

    def run(ctx: Ctx) -> bool:
        chosen = ctx.modes[index] if index < len(ctx.modes) else ()
        done = False
        for i in chosen:
            done = modes[i](ctx) or done
        return done

    return run


def roll_die(sides: int) -> EffectFn:
    """Builds "roll a d20": the result is what a following die table reads."""

    def run(ctx: Ctx) -> bool:
        ctx.die = ctx.game.rng.randint(1, sides)
        actions.emit(ctx.game, DieRolled(ctx.controller, sides, ctx.die))
        return True

    return run


def add_to_result(amount: AmountFn) -> EffectFn:
    """Builds "… and add N": the die table reads the roll plus N."""

    def run(ctx: Ctx) -> bool:
        ctx.die += amount(ctx)
        return True

    return run


def die_table(*rows: tuple[int, int, EffectFn]) -> EffectFn:
    """The row of a die table that matches the last roll happens."""

    def run(ctx: Ctx) -> bool:
        for low, high, effect in rows:
            if low <= ctx.die <= high:
                return bool(effect(ctx))
        return False

    return run


def reflexive(body: Body, text: str) -> EffectFn:
    """Builds "When you do, …": a reflexive trigger (CR 603.12) if the step before happened."""
    ability = TriggeredAbility(body, _never, text=text)

    def run(ctx: Ctx) -> bool:
        if not ctx.did:
            return False
        ctx.game.pending.append(
            StackItem(
                ctx.game.new_id(),
                "reflexive",
                ctx.source,
                ctx.controller,
                ability,
                event=ctx.event,
                bindings=list(ctx.slots),
                text=text,
            )
        )
        return True

    return run


def delayed(
    trigger: TriggerFn, effect: EffectFn, first: int, once: bool, duration: str, text: str
) -> EffectFn:
    """Builds a delayed triggered ability (CR 603.7): "Sacrifice it at the beginning of the
    next end step", "When that creature dies this turn, …". It keeps what this ability
    referred to (slots, targets: CR 603.7c) and is controlled by its controller."""

    def run(ctx: Ctx) -> bool:
        slots, targets = list(ctx.slots), [list(t) for t in ctx.targets]

        def resolve(inner: Ctx) -> bool:
            inner.targets = [list(t) for t in targets]
            return effect(inner)

        ability = TriggeredAbility(Body(resolve, slots=len(slots)), trigger, text=text)
        until = DURATIONS.get(duration, "")
        game = ctx.game
        game.delayed.append(
            Delayed(ctx.source, ctx.controller, ability, slots, targets, first, once, until)
        )
        note(game, ctx.source, f"sets up: {text}")
        return True

    return run


def _never(ctx: Ctx, event: object) -> None:
    return None
