"""Factories for triggers: tests of events (a card entering, dying, attacking, a spell cast,
a step beginning, …) that trigger an ability."""

from __future__ import annotations

import dataclasses

from ..abilities import (
    AmountFn,
    CondFn,
    Ctx,
    PlayerPred,
    Pred,
    TriggerFn,
)
from ..events import (
    Activated,
    Attacked,
    Blocked,
    Cast,
    CountersChanged,
    Damaged,
    DieRolled,
    Drew,
    Event,
    LifeChanged,
    Moved,
    Scried,
    StepBegan,
    Surveilled,
    TapChanged,
    Targeted,
    this_turn,
)
from ..keywords.faces import TurnedFaceUp
from ..state import Player, StackItem
from .base import last_known_of


def on_scry(player: PlayerPred) -> TriggerFn:
    """Builds "Whenever <player> scries": binds the number of cards looked at."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Scried) and player(ctx, event.player):
            return [event.looked_at]
        return None

    return trigger


def on_scry_bottom(player: PlayerPred, minimum: int) -> TriggerFn:
    """Builds "Whenever you choose to put one or more cards on the bottom … while scrying":
    binds how many."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        hit = isinstance(event, Scried) and player(ctx, event.player)
        if hit and len(event.bottom) >= max(minimum, 1):
            return [len(event.bottom)]
        return None

    return trigger


def on_surveil(player: PlayerPred, nth_each_turn: int | None = None) -> TriggerFn:
    """Builds "Whenever <player> surveils [for the first time each turn]": binds the number
    of cards looked at."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Surveilled) or not player(ctx, event.player):
            return None
        if nth_each_turn is not None:
            done = [e for e in this_turn(ctx.game.events) if isinstance(e, Surveilled)]
            if sum(e.player is event.player for e in done) != nth_each_turn:
                return None
        return [event.looked_at]

    return trigger


def on_life_change(player: PlayerPred, gain: bool, nth: int | None = None) -> TriggerFn:
    """Builds "Whenever <player> gains / loses life [for the first time each turn]": each
    event of life gained or lost (CR 119.9), or only the player's nth this turn; binds the
    amount ("that much life")."""

    def same(e: Event, who: Player) -> bool:
        return isinstance(e, LifeChanged) and e.player is who and (e.amount > 0) == gain

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, LifeChanged) or not player(ctx, event.player):
            return None
        if (event.amount > 0) != gain:
            return None
        if (
            nth is not None
            and sum(same(e, event.player) for e in this_turn(ctx.game.events)) != nth
        ):
            return None
        return [abs(event.amount)]

    return trigger


def on_enter(pred: Pred, controller: PlayerPred | None) -> TriggerFn:
    """Builds "When(ever) <object> enters [under your control]": binds the permanent."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.to_zone != "battlefield" or not event.obj.zone:
            return None
        if controller is not None and not controller(ctx, event.obj.controller):
            return None
        return [[event.obj]] if pred(ctx, event.obj) else None
        return None

    return trigger


def on_leave(pred: Pred | None, to_zone: str | None) -> TriggerFn:
    """Builds "When <object> dies / leaves the battlefield": ``pred`` None means the source itself.
    Binds the card where it went."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.from_zone != "battlefield":
            return None
        if to_zone is not None and event.to_zone != to_zone:
            return None
        if pred is None:
            hit = event.obj is ctx.source
        else:
            hit = event.obj is not ctx.source and pred(ctx, last_known_of(event))
        return [[event.obj]] if hit else None

    return trigger


def on_put_into_graveyard(pred: Pred, owner: PlayerPred | None, from_zone: str | None) -> TriggerFn:
    """Builds "Whenever <object> is put into <a player's> graveyard [from <zone> / from
    anywhere]": binds the card in the graveyard (tested as it was before it moved)."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.to_zone != "graveyard" or not event.from_zone:
            return None
        if from_zone is not None and event.from_zone != from_zone:
            return None
        if owner is not None and not owner(ctx, event.obj.owner):
            return None
        return [[event.obj]] if pred(ctx, last_known_of(event)) else None

    return trigger


def on_leave_zone(zone: str, owner: PlayerPred | None, pred: Pred) -> TriggerFn:
    """Builds "Whenever one or more cards leave your graveyard": binds the card that left."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Cast) and event.from_zone == zone:  # cast from there
            card, before = event.spell, dataclasses.replace(event.spell, zone=zone)
        elif isinstance(event, Moved) and event.from_zone == zone != event.to_zone:
            card, before = event.obj, last_known_of(event)
        else:
            return None
        if owner is not None and not owner(ctx, card.owner):
            return None
        return [[card]] if pred(ctx, before) else None

    return trigger


def on_attack(pred: Pred, alone: bool = False) -> TriggerFn:
    """Builds "Whenever <object> attacks[ alone]": binds the first matching attacker; alone,
    only when it is the only creature declared as an attacker (CR 506.5)."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Attacked) and (not alone or len(event.attackers) == 1):
            hits = [o for o in event.attackers if pred(ctx, o)]
            if hits:
                return [[hits[0]]]
        return None

    return trigger


def on_counters_put(pred: Pred, counter: str | None) -> TriggerFn:
    """Builds "Whenever one or more [<kind>] counters are put on <object>": once for each
    time counters are put on it (CR 122.6), binding it."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, CountersChanged) or event.amount <= 0:
            return None
        if counter not in (None, event.counter) or isinstance(event.target, Player):
            return None
        return [[event.target]] if pred(ctx, event.target) else None

    return trigger


def on_attack_with(player: PlayerPred, pred: Pred, minimum: AmountFn) -> TriggerFn:
    """Builds "Whenever you attack with N or more <creatures>": binds those creatures."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Attacked) and player(ctx, event.player):
            hits = [o for o in event.attackers if pred(ctx, o)]
            if len(hits) >= max(minimum(ctx), 1):
                return [hits]
        return None

    return trigger


def on_damage(pred: Pred, combat: bool, to_player: bool, amount: bool = False) -> TriggerFn:
    """Builds "Whenever <object> deals [combat] damage [to a player]": binds the source, then
    the player ("that player"), then with ``amount`` the damage dealt ("that much"), in the
    order the compiler numbered them."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Damaged) or (combat and not event.combat):
            return None
        if to_player and not isinstance(event.recipient, Player):
            return None
        if not pred(ctx, event.source):
            return None
        found: list = [[event.source], [event.recipient]] if to_player else [[event.source]]
        return [*found, event.amount] if amount else found

    return trigger


def on_damage_to(pred: Pred, combat: bool, to: Pred, keep: bool, amount: bool = False) -> TriggerFn:
    """Builds "Whenever <object> deals [combat] damage to <a creature / you / ~>": binds the
    source, then with ``keep`` the permanent dealt damage ("that creature"), then with
    ``amount`` the damage dealt ("that much")."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Damaged) or (combat and not event.combat):
            return None
        if not pred(ctx, event.source) or not to(ctx, event.recipient):
            return None
        found: list = [[event.source], [event.recipient]] if keep else [[event.source]]
        return [*found, event.amount] if amount else found

    return trigger


def on_dealt_damage(pred: Pred, damage: str | None, amount: bool = False) -> TriggerFn:
    """Builds "Whenever <object> is dealt [combat / noncombat] damage": damage to a permanent
    from any source; binds the permanent dealt damage, then with ``amount`` how much."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Damaged) or isinstance(event.recipient, Player):
            return None
        if damage is not None and event.combat != (damage == "combat"):
            return None
        if not pred(ctx, event.recipient):
            return None
        return [[event.recipient], event.amount] if amount else [[event.recipient]]

    return trigger


def on_blocked(pred: Pred, by: Pred | None) -> TriggerFn:
    """Builds "Whenever <object> becomes blocked [by <object>]": once for the attacker, or
    once for each creature blocking it that ``by`` accepts; binds the attacker [and blocker]."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Blocked) or not pred(ctx, event.attacker):
            return None
        if by is not None:
            return [[event.attacker], [event.blocker]] if by(ctx, event.blocker) else None
        earlier = [e for e in this_turn(ctx.game.events) if isinstance(e, Blocked)]
        first = next(e for e in earlier if e.attacker is event.attacker)
        return [[event.attacker]] if first is event else None

    return trigger


def on_block(pred: Pred, blocked: Pred | None = None) -> TriggerFn:
    """Builds "Whenever <object> blocks [a creature]": binds the blocking creature [and the
    creature it blocks, once for each creature it blocks that ``blocked`` accepts]."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Blocked) or not pred(ctx, event.blocker):
            return None
        if blocked is not None:
            return [[event.blocker], [event.attacker]] if blocked(ctx, event.attacker) else None
        first = next(
            e
            for e in this_turn(ctx.game.events)
            if isinstance(e, Blocked) and e.blocker is event.blocker
        )
        return [[event.blocker]] if first is event else None

    return trigger


def on_targeted(opponents_only: bool) -> TriggerFn:
    """Ward: "Whenever this becomes the target of a spell or ability an opponent controls":
    binds the spell or ability."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Targeted) or event.target is not ctx.source:
            return None
        if opponents_only and event.item.controller is ctx.controller:
            return None
        return [[event.item]]

    return trigger


def on_becomes_target(
    pred: Pred, kinds: tuple[str, ...], controller: PlayerPred | None, nth: int | None
) -> TriggerFn:
    """Builds "Whenever <object> becomes the target of a spell or ability [an opponent
    controls] [for the first time each turn]": binds the spell or ability, then the object."""

    def by(ctx: Ctx, item: StackItem) -> bool:
        kind = "spell" if item.kind == "spell" else "ability"
        return kind in kinds and (controller is None or controller(ctx, item.controller))

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Targeted) or not by(ctx, event.item):
            return None
        if not pred(ctx, event.target):
            return None
        if nth is not None:
            done = [e for e in this_turn(ctx.game.events) if isinstance(e, Targeted)]
            if sum(e.target is event.target and by(ctx, e.item) for e in done) != nth:
                return None
        return [[event.item], [event.target]]

    return trigger


def on_state(condition: CondFn) -> TriggerFn:
    """Builds a state trigger, "When there are four or more page counters on this, …"
    (CR 603.8): it triggers once the condition is true, checked after each event, and not again
    while an instance of it waits or is on the stack."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        game = ctx.game
        for item in [*game.pending, *game.stack]:
            ability = item.ability
            if item.source is ctx.source and getattr(ability, "trigger", None) is trigger:
                return None
        return [] if condition(ctx) else None

    return trigger


def on_tapped(pred: Pred) -> TriggerFn:
    """Builds "Whenever <object> becomes tapped"."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, TapChanged) and event.tapped and pred(ctx, event.obj):
            return [[event.obj]]
        return None

    return trigger


def on_turned_face_up(pred: Pred) -> TriggerFn:
    """Builds "When <object> is turned face up" (CR 702.37e); binds the permanent."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, TurnedFaceUp) and pred(ctx, event.obj):
            return [[event.obj]]
        return None

    return trigger


def on_cast(
    player: PlayerPred,
    pred: Pred,
    nth: int | None,
    on_opponents_turns: bool = False,
    keep_player: bool = False,
) -> TriggerFn:
    """Builds "Whenever <player> casts <spell>" (optionally only their nth spell each turn,
    or only "during each opponent's turn"); binds the spell, and with ``keep_player`` the
    player who cast it ("that player")."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Cast) or not player(ctx, event.player):
            return None
        if nth is not None and ctx.game.spells_cast[event.player.index] != nth:
            return None
        if on_opponents_turns and ctx.game.active_player not in ctx.game.opponents(ctx.controller):
            return None
        if not pred(ctx, event.spell):
            return None
        return [[event.spell], [event.player]] if keep_player else [[event.spell]]

    return trigger


def on_draw(player: PlayerPred, pred: Pred) -> TriggerFn:
    """Builds "Whenever <player> draws a card": once for each card drawn (CR 121.2); binds
    the card."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Drew) or not player(ctx, event.player):
            return None
        return [[event.card]] if pred(ctx, event.card) else None

    return trigger


def on_cycle(player: PlayerPred, pred: Pred | None, nth: int | None = None) -> TriggerFn:
    """Builds "Whenever <player> cycles <card> [for the first time each turn]" (CR
    702.29c-d: after the cost is paid, as the cycling ability is activated); ``pred`` None is
    "When you cycle this card", seen from the card in the graveyard the cost put it in."""

    def cycled(e: Event) -> bool:
        return isinstance(e, Activated) and e.keyword == "cycling"

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Activated) or not cycled(event):
            return None
        if not player(ctx, event.player):
            return None
        if pred is None:
            return [] if event.source.id == ctx.source.was else None
        if nth is not None:
            done = [e for e in this_turn(ctx.game.events) if cycled(e)]
            mine = [e for e in done if e.player is event.player and pred(ctx, e.source)]
            if len(mine) != nth:
                return None
        return [[event.source]] if pred(ctx, event.source) else None

    return trigger


def on_moved_by(player: PlayerPred, pred: Pred, cause: str) -> TriggerFn:
    """Builds "Whenever you discard / sacrifice <object>": binds the card."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.cause != cause:
            return None
        if not player(ctx, event.old.controller if cause == "sacrificed" else event.obj.owner):
            return None
        return [[event.obj]] if pred(ctx, last_known_of(event)) else None

    return trigger


def on_step(step: str, player: PlayerPred | None) -> TriggerFn:
    """Builds "At the beginning of [your] <step>"."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        hit = isinstance(event, StepBegan) and event.step == step
        if hit and (player is None or player(ctx, event.player)):
            return [[event.player]]
        return None

    return trigger


def on_die_roll(highest: bool) -> TriggerFn:
    """Builds "Whenever you roll one or more dice" (each roll: the engine rolls one die at a
    time) and "Whenever you roll a die's highest natural result"."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        hit = isinstance(event, DieRolled) and event.player is ctx.controller
        return [] if hit and (not highest or event.result == event.sides) else None

    return trigger


def on_chapter(chapters: tuple[int, ...]) -> TriggerFn:
    """A Saga chapter: lore counters on the source reached the chapter number (CR 714.2)."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, CountersChanged) or event.target is not ctx.source:
            return None
        if event.counter == "lore" and event.amount > 0:
            now = ctx.source.counters["lore"]
            if any(now - event.amount < c <= now for c in chapters):
                return []
        return None

    return trigger


def any_trigger(*triggers: TriggerFn) -> TriggerFn:
    """Builds "When … and when …": the first that matches."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        for t in triggers:
            hit = t(ctx, event)
            if hit is not None:
                return hit
        return None

    return trigger
