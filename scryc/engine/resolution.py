"""The stack at work: triggered abilities put on the stack (CR 603.3), resolution (CR 608),
countering and where a spell goes after, state-based actions (CR 704), and the loop that
runs them until the stack is empty."""

from __future__ import annotations

from . import characteristics as ch
from . import mana
from .abilities import Ctx, TriggeredAbility
from .actions import RulesError, emit, move, regenerated
from .bestow import bestowed, unbestow
from .casting_rules import EXILED_AFTER
from .control import apply_control
from .durations import end_lapsed
from .events import Countered, EffectCreated, Fizzled, Paid, PlayerLost, Resolved, Triggered
from .keywords.cipher import encode
from .keywords.protection import illegally_attached
from .keywords.spells import rebound
from .keywords.temporary import arrived
from .player_rules import cant_lose
from .state import Game, Obj, Player, StackItem
from .targeting import (
    announce_targets,
    body_of,
    choose_modes,
    choose_targets,
    context,
    enchant_spec,
    target_specs,
    targetable,
)

#: A rule about spells this module enforces (CR 101.2).
CANT_BE_COUNTERED = "can't be countered"


def leave_stack(game: Game, item: StackItem, resolved: bool, cause: str = "") -> None:
    """Where a spell goes when it leaves the stack: exile if cast with flashback or
    jump-start, its owner's hand if it resolved with buyback paid, exile to be cast again if
    it resolved with rebound after it was cast from the hand, exile encoded on a creature
    with cipher, else the graveyard (a replacement effect may send it elsewhere)."""
    if item.kind != "spell" or item.source.zone != "stack":
        return
    if exiled := [w for w in EXILED_AFTER if w in item.paid]:  # flashback, jump-start
        move(game, item.source, "exile", cause=exiled[0])
    elif resolved and item.cast_from == "hand" and "rebound" in ch.keywords(game, item.source):
        rebound(game, item)
    elif resolved and "cipher" in ch.keywords(game, item.source):
        encode(game, item)  # CR 702.99a
    elif resolved and "buyback" in item.paid:
        move(game, item.source, "hand", cause="buyback")
    else:
        why = cause or ("resolved" if resolved else "didn't resolve")
        move(game, item.source, "graveyard", cause=why)


def counter(
    game: Game, item: StackItem, unless: str | None = None, payer: Player | None = None
) -> bool:
    """Counter a spell or ability on the stack, unless ``payer`` (default: its controller)
    pays ``unless``; returns whether it was countered. A spell that can't be countered
    stays on the stack (CR 101.2: the "can't" wins)."""
    if item not in game.stack:
        return False
    if item.kind == "spell" and CANT_BE_COUNTERED in ch.spell_rules(game, item.source):
        return False
    if unless is not None:
        who = payer or item.controller
        left = mana.pay(who.mana, unless)
        if left is not None and game.agent.may(game, who, f"pay {unless}"):
            who.mana = left
            game.events.append(Paid(who, unless))
            return False
    game.stack.remove(item)
    game.events.append(Countered(item))
    leave_stack(game, item, resolved=False, cause="countered")
    return True


def put_triggers(game: Game) -> None:
    """Put waiting triggered abilities on the stack (CR 603.3b): the active player first,
    each player in the order they choose (the last one put on the stack resolves first)."""
    while game.pending:
        waiting, game.pending = game.pending, []
        for player in game.apnap():
            mine = [i for i in waiting if i.controller is player]
            if len(mine) > 1:
                prompt = "order triggers (the first goes on the stack first)"
                mine = game.agent.choose(game, player, prompt, mine, len(mine), len(mine))
            for item in mine:
                _put_trigger(game, player, item)


def _put_trigger(game: Game, player: Player, item: StackItem) -> None:
    body = body_of(item)
    ctx = context(game, item)
    if body is not None:
        if not choose_modes(ctx, body, None):  # removed from the stack (CR 700.2b)
            game.events.append(Fizzled(item, "no mode can be chosen"))
            return
        if not choose_targets(ctx, body.targets, None):
            game.events.append(Fizzled(item, "no legal targets"))
            return
    item.targets, item.modes = ctx.targets, ctx.modes
    game.stack.append(item)
    targets = [t for ts in item.targets for t in ts]
    emit(game, Triggered(item.source, player, item.text, targets))
    announce_targets(game, item)


def resolve_top(game: Game) -> None:
    """Resolve the top of the stack (CR 608)."""
    item = game.stack[-1]
    body = body_of(item)
    ctx = context(game, item)
    specs = target_specs(item)
    if any(item.targets):
        ctx.targets = [
            [t for t in chosen if targetable(ctx, spec, t)]
            for spec, chosen in zip(specs, item.targets, strict=False)
        ]
        # a bestowed Aura spell resolves as an enchantment creature instead (CR 702.103e)
        if not any(ctx.targets) and not unbestow(item.source, item):
            game.stack.pop()
            game.events.append(Fizzled(item))
            leave_stack(game, item, resolved=False)
            return
    game.stack.pop()
    ability = item.ability
    condition = ability.condition if isinstance(ability, TriggeredAbility) else None
    if condition is not None and not condition(ctx):
        game.events.append(Fizzled(item, "its condition is no longer true"))
        return
    game.events.append(Resolved(item))
    if body is not None:
        body.effect(ctx)
    if item.kind == "spell" and item.source.zone == "stack":
        if item.source.card.is_permanent:
            _enter_from_stack(game, item, ctx)
        else:
            leave_stack(game, item, resolved=True)


def _enter_from_stack(game: Game, item: StackItem, ctx: Ctx) -> None:
    host = ctx.targets[0][0] if ctx.targets and ctx.targets[0] else None
    item.source.paid = item.paid  # what the permanent remembers of how it was cast (evoke)
    permanent = move(game, item.source, "battlefield", controller=item.controller)
    if permanent is not None and isinstance(host, Obj) and enchant_spec(permanent) is not None:
        permanent.attached_to = host
    if permanent is not None:
        arrived(game, permanent)  # dash


def state_based_actions(game: Game) -> bool:
    """Perform state-based actions until none apply (CR 704); returns whether any did."""
    any_done = False
    end_lapsed(game)  # "for as long as" durations that are over (CR 611.2b)
    apply_control(game)  # control-changing effects that began or ended (layer 2)
    while True:
        done = False
        for player in game.players:
            reason = (
                "0 or less life"
                if player.life <= 0
                else "drew from an empty library"
                if player.drew_from_empty
                else "10 poison counters"
                if player.counters["poison"] >= 10
                else ""
            )
            if reason and not player.lost and not cant_lose(game, player):  # CR 104.3
                player.lost = done = True
                emit(game, PlayerLost(player, reason))
        for obj in list(game.battlefield):
            if bestowed(obj) and _unattached(game, obj):  # it stays, a creature (CR 702.103f)
                unbestow(obj)
                obj.attached_to, done = None, True
            if enchant_spec(obj) is None and illegally_attached(game, obj):
                obj.attached_to, done = None, True  # Equipment becomes unattached (CR 704.5n)
            why = _dies_because(game, obj)
            destroyed = why in ("lethal damage", "deathtouch damage")  # CR 704.5g-h
            if destroyed and regenerated(game, obj):
                done = True
            elif why:
                move(game, obj, "graveyard", cause=why)
                done = True
        done = _legend_rule(game) or done
        if not done:
            return any_done
        any_done = True


def _dies_because(game: Game, obj: Obj) -> str:
    kinds = ch.types(game, obj)
    if "creature" in kinds and ch.base_pt(game, obj)[1] is not None:
        toughness = ch.toughness(game, obj)
        if toughness <= 0:
            return "0 toughness"
        lethal = obj.damage >= toughness
        if (lethal or obj.deathtouched) and "indestructible" not in ch.keywords(game, obj):
            return "lethal damage" if lethal else "deathtouch damage"
    if "planeswalker" in kinds and obj.card.loyalty is not None and obj.counters["loyalty"] <= 0:
        return "0 loyalty"
    if enchant_spec(obj) is not None and (
        obj.attached_to is None or obj.attached_to.zone != "battlefield"
    ):
        return "not attached"
    if enchant_spec(obj) is not None and illegally_attached(game, obj):
        return "attached to a permanent with protection from it"  # CR 704.5m
    return ""


def _unattached(game: Game, obj: Obj) -> bool:
    """Whether an Aura is attached to nothing on the battlefield, or illegally (CR 704.5m)."""
    host = obj.attached_to
    return host is None or host.zone != "battlefield" or illegally_attached(game, obj)


def _legend_rule(game: Game) -> bool:
    seen: dict[tuple[int, str], list[Obj]] = {}
    for obj in game.battlefield:
        if "legendary" in obj.card.supertypes:
            seen.setdefault((obj.controller.index, obj.name), []).append(obj)
    done = False
    for (index, name), objs in seen.items():
        if len(objs) > 1:
            player = game.players[index]
            keep = game.agent.choose(game, player, f"legend rule: keep which {name}", objs, 1, 1)
            for obj in objs:
                if obj is not keep[0]:
                    move(game, obj, "graveyard", cause="legend rule")
            done = True
    return done


def run(game: Game, limit: int = 1000) -> None:
    """Resolve everything: SBAs, waiting triggers, then the top of the stack, until empty."""
    for _ in range(limit):
        state_based_actions(game)
        put_triggers(game)
        if not game.stack:
            return
        resolve_top(game)
    raise RulesError(f"the stack did not empty after {limit} resolutions")


def note(game: Game, source: Obj, description: str) -> None:
    """Record a lasting effect a resolving ability created."""
    game.events.append(EffectCreated(source, description))
