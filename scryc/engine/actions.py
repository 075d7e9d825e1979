"""Rules actions: moving objects, drawing, scrying, surveilling, damage, life, counters.

Every action records events; :func:`emit` also checks triggered abilities, which wait in
``game.pending`` until the resolution module puts them on the stack.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from . import characteristics as ch
from . import shields
from .abilities import Ctx, Proposal, TriggeredAbility, each_time
from .events import (
    Cast,
    CountersChanged,
    Damaged,
    Drew,
    Event,
    LifeChanged,
    Looked,
    Moved,
    Regenerated,
    Revealed,
    Scried,
    Shuffled,
    Surveilled,
    TapChanged,
)
from .keywords import EXILED_INSTEAD, total
from .keywords.protection import prevents_damage
from .keywords.umbra import saved_by_umbra
from .player_rules import cant_gain_life
from .replacing import replace
from .state import ZONES, CardDef, Game, Obj, Player, StackItem


class RulesError(Exception):
    """An action the rules do not allow, or a decision that is not legal."""


def emit(game: Game, event: Event) -> None:
    """Record an event and note the triggered abilities it triggers."""
    game.events.append(event)
    for source, ability, look_back in _trigger_sources(game, event):
        ctx = Ctx(game, source, source.controller, event=event)
        for bindings in each_time(ability.trigger(ctx, event)):  # once, or once for each
            key = (source.id, id(ability))
            if ability.once_each_turn and key in game.triggered_this_turn:
                continue
            if ability.batched and any(
                i.source is source and i.ability is ability for i in game.pending
            ):
                continue  # "one or more …": one trigger for the cards moved together
            ctx.slots = list(bindings)  # the intervening "if" may ask about what triggered it
            if ability.condition is not None and not look_back and not ability.condition(ctx):
                continue
            game.triggered_this_turn.add(key)
            game.pending.append(
                StackItem(
                    game.new_id(),
                    "triggered",
                    source,
                    source.controller,
                    ability,
                    event=event,
                    bindings=bindings,
                    text=ability.text,
                )
            )
    for delayed in list(game.delayed):
        ctx = Ctx(game, delayed.source, delayed.controller, slots=list(delayed.slots))
        ctx.targets, ctx.event = delayed.targets, event
        bindings = delayed.ability.trigger(ctx, event)
        if bindings is None:
            continue
        if delayed.once:  # CR 603.7c
            game.delayed.remove(delayed)
        slots = list(delayed.slots)
        slots[delayed.first : delayed.first + len(bindings)] = bindings
        game.pending.append(
            StackItem(
                game.new_id(),
                "triggered",
                delayed.source,
                delayed.controller,
                delayed.ability,
                event=event,
                bindings=slots,
                text=delayed.ability.text,
            )
        )


def _trigger_sources(game: Game, event: Event) -> Iterator[tuple[Obj, TriggeredAbility, bool]]:
    """(source, ability, looks back) for every triggered ability that might trigger."""
    for obj in list(game.battlefield):
        for ability in ch.abilities(game, obj):
            if isinstance(ability, TriggeredAbility) and "battlefield" in ability.zones:
                yield obj, ability, False
    if isinstance(event, Moved) and event.from_zone == "battlefield":
        # Leaves-the-battlefield abilities "look back in time" (CR 603.10a): a face-down
        # permanent had none (CR 708.2a), nor one that had lost them all.
        for ability in () if event.old.stripped else event.old.card.compiled.printed():
            if isinstance(ability, TriggeredAbility) and ability.look_back:
                yield event.obj, ability, True
    emblems = [(o, a, False) for o in game.command for a in o.card.compiled.abilities]
    yield from (e for e in emblems if isinstance(e[1], TriggeredAbility))  # CR 114.4
    for obj in [o for p in game.apnap() for o in p.exile]:  # madness, suspend: in exile
        for ability in obj.card.compiled.printed():
            if isinstance(ability, TriggeredAbility) and "exile" in ability.zones:
                yield obj, ability, False
    if isinstance(event, Cast):  # "When you cast this spell" (cascade): the spell's own
        for ability in event.spell.card.compiled.printed():
            if isinstance(ability, TriggeredAbility) and "stack" in ability.zones:
                yield event.spell, ability, False
    for player in game.apnap():
        for obj in [o for o in player.graveyard if o.card.compiled.from_graveyard]:
            for ability in obj.card.compiled.from_graveyard:
                yield obj, ability, False


# --- moving objects ---------------------------------------------------------------------


def _remove(game: Game, obj: Obj) -> None:
    if obj.zone == "battlefield":
        game.battlefield.remove(obj)
    elif obj.zone == "stack":
        item = game.spell_item(obj)
        if item is not None:
            game.stack.remove(item)
    elif obj.zone:
        obj.owner.zone(obj.zone).remove(obj)


def move(
    game: Game,
    obj: Obj,
    to_zone: str,
    *,
    position: str = "top",
    controller: Player | None = None,
    tapped: bool = False,
    counters: dict[str, int] | None = None,
    cause: str = "",
    announce: bool = True,
    face_down: CardDef | None = None,
) -> Obj | None:
    """Move an object to a zone; returns the new object (None if it did not arrive).

    Entering the battlefield goes through replacement effects; a token that leaves the
    battlefield ceases to exist once it has arrived (CR 111.7); ``counters`` are those it
    enters with ("return it … with a -1/-1 counter on it"); ``face_down``, the face-down
    characteristics it enters with (CR 701.40a). With ``announce=False`` the caller records
    its own event (a draw).
    """
    if to_zone not in ZONES:
        raise RulesError(f"no zone called {to_zone!r}")
    if not obj.zone:
        return None
    if cause == "discarded" and to_zone == "graveyard" and ch.keyword_cost(obj, "madness"):
        to_zone = "exile"  # madness: discarded into exile instead (CR 702.35a)
    if obj.zone == "battlefield" and to_zone != "exile" and EXILED_INSTEAD in ch.rules(game, obj):
        to_zone = "exile"  # unearth (CR 702.84a)
    if to_zone == "graveyard" != obj.zone and not replace(
        game, Proposal(to_zone, obj.owner, obj=obj)
    ):
        return None  # "If it would die, exile it instead" (CR 614.6)
    # a face-down spell enters face down; anywhere else the card is face up (CR 708.9)
    hidden = obj.face_down if to_zone == "battlefield" and obj.zone == "stack" else None
    card = obj.card if hidden is not None else obj.face_down or obj.printed or obj.card
    hidden, card = (card, face_down) if face_down and to_zone == "battlefield" else (hidden, card)
    new = Obj(
        game.new_id(),
        card,
        obj.owner,
        obj.owner,
        to_zone,
        token=obj.token,
        timestamp=game.next_id,
        was=obj.id,
        paid=obj.paid if to_zone == "battlefield" else (),
        face_down=hidden,
        cast=obj.cast if to_zone == "battlefield" else None,
    )
    if to_zone == "battlefield":
        new.controller = controller or obj.owner
        entering = Proposal("enter", new.controller, obj=new, tapped=tapped)
        entering.counters.update(counters or {})
        proposal = replace(game, entering)
        if proposal is None or not obj.zone:
            return None
        new.tapped, new.sick = proposal.tapped, True
        new.counters.update(proposal.counters)
        if obj.card.loyalty is not None and "planeswalker" in obj.card.types:
            new.counters["loyalty"] += obj.card.loyalty
    from_zone = obj.zone
    obj.stripped = from_zone == "battlefield" and ch.stripped(game, obj)
    _remove(game, obj)
    obj.zone = ""
    if to_zone == "battlefield":
        game.battlefield.append(new)
    elif to_zone == "stack":
        pass  # the casting module pushes the spell's item
    elif obj.token:
        new.zone = ""
    elif to_zone == "library" and position.isdigit():  # "fifth from the top"
        new.owner.library.insert(int(position) - 1, new)
    elif to_zone == "library" and position != "bottom":
        new.owner.library.insert(0, new)
    else:
        new.owner.zone(to_zone).append(new)
    if announce:
        position = position if to_zone == "library" else ""
        emit(game, Moved(new, obj, from_zone, to_zone, cause, position))
    if to_zone == "battlefield" and "Saga" in new.card.subtypes:
        add_counters(game, new, "lore", 1)
    if from_zone == "battlefield":
        _return_exiled(game, obj)
    return new if new.zone else None


def _return_exiled(game: Game, left: Obj) -> None:
    """The cards a permanent exiled "until it leaves the battlefield" return to the
    battlefield under their owners' control as it leaves (CR 610.3, 610.3c)."""
    held = [cards for watched, cards in game.exiled_until if watched is left]
    game.exiled_until = [(w, c) for w, c in game.exiled_until if w is not left]
    for card in (c for cards in held for c in cards):
        if card.zone == "exile":
            move(game, card, "battlefield", cause="returned")


def create(game: Game, card: CardDef, controller: Player, *, tapped: bool = False) -> Obj | None:
    """Create a token on the battlefield under ``controller``'s control."""
    token = Obj(game.new_id(), card, controller, controller, "battlefield", token=True)
    proposal = replace(game, Proposal("enter", controller, obj=token, tapped=tapped))
    if proposal is None:
        return None
    token.tapped, token.sick = proposal.tapped, True
    token.counters.update(proposal.counters)
    if card.loyalty is not None and "planeswalker" in card.types:  # CR 306.5b
        token.counters["loyalty"] += card.loyalty
    token.timestamp = game.next_id
    game.battlefield.append(token)
    emit(game, Moved(token, token, "", "battlefield", "created"))
    return token


def draw(game: Game, player: Player, count: int) -> list[Obj]:
    """Draw cards one at a time; drawing from an empty library is noted for the SBA check."""
    drawn: list[Obj] = []
    for _ in range(max(count, 0)):
        proposal = replace(game, Proposal("draw", player, 1))
        if proposal is None:
            continue
        for _ in range(proposal.amount):
            if not player.library:
                player.drew_from_empty = True
                continue
            card = move(game, player.library[0], "hand", cause="draw", announce=False)
            if card is not None:
                drawn.append(card)
                emit(game, Drew(player, card))
    return drawn


def _planned(game: Game, players: list[Player], kind: str, amount: int) -> list[tuple[Player, int]]:
    """Each player's amount after replacement effects; 0 means no event (CR 701.22b)."""
    plans: list[tuple[Player, int]] = []
    if amount <= 0:
        return plans
    for player in game.apnap(players):
        proposal = replace(game, Proposal(kind, player, amount))
        if proposal is not None and proposal.kind == kind and proposal.amount > 0:
            plans.append((player, proposal.amount))
    return plans


def _check_split(cards: list[Obj], first: list[Obj], second: list[Obj], what: str) -> None:
    if sorted(map(id, first + second)) != sorted(map(id, cards)):
        raise RulesError(f"{what}: the piles must hold each looked-at card exactly once")


def scry(game: Game, players: list[Player], amount: int) -> list[Scried]:
    """Scry (CR 701.22): everyone looks, decides in APNAP order, then the cards move at once;
    triggers see the completed scry, even when fewer cards (or none) could be looked at."""
    plans = _planned(game, players, "scry", amount)
    looked = {p.index: p.library[:n] for p, n in plans}
    for player, _ in plans:
        if looked[player.index]:
            game.events.append(Looked(player, looked[player.index], "scry"))
    piles: dict[int, tuple[list[Obj], list[Obj]]] = {}
    for player, _ in plans:
        cards = looked[player.index]
        top, bottom = game.agent.scry(game, player, list(cards)) if cards else ([], [])
        _check_split(cards, top, bottom, "scry")
        piles[player.index] = (list(top), list(bottom))
    for player, _ in plans:
        top, bottom = piles[player.index]
        rest = player.library[len(looked[player.index]) :]
        player.library[:] = top + rest + bottom
    events = [Scried(p, n, looked[p.index], *piles[p.index]) for p, n in plans]
    for event in events:
        emit(game, event)
    return events


def surveil(game: Game, players: list[Player], amount: int) -> list[Surveilled]:
    """Surveil (CR 701.25): look, decide in APNAP order, then the cards move at once."""
    plans = _planned(game, players, "surveil", amount)
    looked = {p.index: p.library[:n] for p, n in plans}
    for player, _ in plans:
        if looked[player.index]:
            game.events.append(Looked(player, looked[player.index], "surveil"))
    piles: dict[int, tuple[list[Obj], list[Obj]]] = {}
    for player, _ in plans:
        cards = looked[player.index]
        top, yard = game.agent.surveil(game, player, list(cards)) if cards else ([], [])
        _check_split(cards, top, yard, "surveil")
        piles[player.index] = (list(top), list(yard))
    moved: dict[int, list[Obj]] = {}
    for player, _ in plans:
        top, yard = piles[player.index]
        rest = player.library[len(looked[player.index]) :]
        player.library[:] = yard + top + rest
        moved[player.index] = [
            new for card in yard if (new := move(game, card, "graveyard", cause="surveil"))
        ]
    events = [
        Surveilled(p, n, looked[p.index], piles[p.index][0], moved[p.index]) for p, n in plans
    ]
    for event in events:
        emit(game, event)
    return events


def mill(game: Game, player: Player, count: int) -> list[Obj]:
    """Put the top cards of a library into the graveyard."""
    return [
        new
        for card in player.library[: max(count, 0)]
        if (new := move(game, card, "graveyard", cause="milled"))
    ]


def reveal(game: Game, player: Player, cards: list[Obj]) -> None:
    """Reveal cards."""
    game.events.append(Revealed(player, cards))


def shuffle(game: Game, player: Player) -> None:
    """Shuffle a library with the game's seeded generator."""
    game.rng.shuffle(player.library)
    game.events.append(Shuffled(player))


# --- damage, life, counters, tapping ----------------------------------------------------


def deal_damage(
    game: Game, source: Obj, recipient: Obj | Player, amount: int, combat: bool = False
) -> None:
    """Deal damage (CR 120.3) after prevention: protection (CR 702.16e) prevents all of it,
    prevention effects take away what they prevent (CR 615). Players lose life (or get poison
    counters from infect, CR 702.90b), planeswalkers lose loyalty, creatures mark damage (or
    get -1/-1 counters from wither and infect, CR 702.80b); deathtouch marks the creature
    (CR 702.2b), lifelink gains life (CR 702.15b), toxic gives poison counters with combat
    damage to a player (CR 702.164c)."""
    if prevents_damage(game, source, recipient):
        return
    amount, prevented = shields.prevent(game, source, recipient, amount, combat)
    for note in prevented:
        emit(game, note)
    if amount <= 0:
        return
    kws = ch.keywords(game, source)
    shrinks = bool({"wither", "infect"} & kws)
    creature = False
    if isinstance(recipient, Player):
        if "infect" not in kws:
            recipient.life -= amount
    elif recipient.zone == "battlefield":
        creature = "creature" in ch.types(game, recipient)
        if creature and not shrinks:
            recipient.damage += amount
        recipient.deathtouched |= creature and "deathtouch" in kws
    else:
        return
    walker = isinstance(recipient, Obj) and "planeswalker" in ch.types(game, recipient)
    emit(game, Damaged(source, recipient, amount, combat))
    if isinstance(recipient, Player):
        if "infect" in kws:
            add_counters(game, recipient, "poison", amount)
        else:
            emit(game, LifeChanged(recipient, -amount))
        if combat and (toxic := total(game, source, "toxic")):
            add_counters(game, recipient, "poison", toxic)
    elif creature and shrinks:
        add_counters(game, recipient, "-1/-1", amount)
    if walker:  # damage to a planeswalker removes loyalty counters (CR 120.3c)
        add_counters(game, recipient, "loyalty", -amount)
    if "lifelink" in kws:
        change_life(game, source.controller, amount)


def regenerated(game: Game, obj: Obj, shields_apply: bool = True) -> bool:
    """Whether a regeneration shield replaces the permanent's destruction: instead its damage
    is removed, it is tapped and removed from combat (CR 701.19a). Umbra armor replaces it
    first, even where it "can't be regenerated" (CR 702.89a: not regeneration)."""
    if saved_by_umbra(game, obj):
        return True
    shield = shields.regeneration(game, obj) if shields_apply else None
    if shield is None:
        return False
    obj.damage, obj.deathtouched = 0, False
    set_tapped(game, obj, True)
    obj.attacking = obj.blocking = False
    emit(game, Regenerated(obj, shield.source))
    return True


def change_life(game: Game, player: Player, amount: int) -> None:
    """Gain (positive) or lose (negative) life (not gain, if they can't: CR 119.7)."""
    if amount == 0 or (amount > 0 and cant_gain_life(game, player)):
        return
    player.life += amount
    emit(game, LifeChanged(player, amount))


def add_counters(game: Game, target: Obj | Player, counter: str, amount: int) -> int:
    """Put (positive) or remove (negative) counters; returns how many changed."""
    have = target.counters[counter]
    change = max(amount, -have)
    if change == 0:
        return 0
    target.counters[counter] = have + change
    if target.counters[counter] == 0:
        del target.counters[counter]
    emit(game, CountersChanged(target, counter, change))
    return abs(change)


def set_tapped(game: Game, obj: Obj, tapped: bool) -> bool:
    """Tap or untap a permanent; returns whether it changed."""
    if obj.zone != "battlefield" or obj.tapped == tapped:
        return False
    obj.tapped = tapped
    emit(game, TapChanged(obj, tapped))
    return True


def counters_text(counters: Counter[str]) -> str:
    """Counters as text: "2 +1/+1, 1 oil"."""
    return ", ".join(f"{n} {k}" for k, n in sorted(counters.items()) if n)
