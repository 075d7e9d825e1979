"""Casting spells, activating abilities, triggers, resolution and state-based actions."""

from __future__ import annotations

from collections.abc import Sequence

from . import characteristics as ch
from . import mana
from .abilities import (
    ActivatedAbility,
    AdditionalCost,
    Body,
    CostChange,
    Ctx,
    KeywordAbility,
    ModalSpec,
    Permission,
    Target,
    TargetSpec,
    TriggeredAbility,
)
from .actions import RulesError, add_counters, emit, move, regenerated
from .agents import option_name
from .events import (
    Activated,
    Cast,
    Countered,
    EffectCreated,
    Fizzled,
    Paid,
    PlayerLost,
    Resolved,
    Targeted,
    Triggered,
)
from .keywords import ALTERNATIVE
from .keywords.casting import helped_cost, pay_with, unpayable
from .keywords.exile import castable_foretold
from .keywords.faces import FACE_DOWN, FACE_DOWN_COSTS, face_down_way
from .keywords.protection import illegally_attached, untargetable
from .keywords.spells import rebound, split_second
from .keywords.temporary import arrived
from .state import Game, Obj, Player, StackItem

#: Rules about spells and abilities the stack module enforces (CR 101.2).
CANT_BE_COUNTERED = "can't be countered"
CANT_BE_ACTIVATED = "activated abilities can't be activated"

TargetChoice = Sequence[Sequence[Target | str]]


def body_of(item: StackItem) -> Body | None:
    """What the item does when it resolves."""
    if item.kind == "spell":
        return item.source.card.compiled.spell
    if isinstance(item.ability, ActivatedAbility | TriggeredAbility):
        return item.ability.body
    return None


def _specs(item: StackItem) -> tuple[TargetSpec, ...]:
    body = body_of(item)
    specs = body.targets if body is not None else ()
    if item.kind == "spell" and body is None and (aura := enchant_spec(item.source)) is not None:
        specs = (aura,)
    return specs


def enchant_spec(obj: Obj) -> TargetSpec | None:
    """The target of an Aura spell ("Enchant creature")."""
    for ability in obj.card.compiled.abilities:
        if isinstance(ability, KeywordAbility) and ability.enchant is not None:
            return ability.enchant
    return None


def context(game: Game, item: StackItem) -> Ctx:
    """A resolution context for a stack item, with its bound slots."""
    body = body_of(item)
    size = body.slots if body is not None else 0
    slots = list(item.bindings) + [None] * max(size - len(item.bindings), 0)
    return Ctx(
        game,
        item.source,
        item.controller,
        item,
        slots,
        [list(t) for t in item.targets],
        item.modes,
        item.event,
        item.x,
    )


# --- targets ----------------------------------------------------------------------------


def targetable(ctx: Ctx, spec: TargetSpec, t: Target) -> bool:
    """Whether ``t`` is a legal target for ``spec`` now (CR 115, 608.2b). Only a spell is an
    illegal target for itself (CR 115.5): an ability may target its own source."""
    if isinstance(t, Player):
        return spec.players and not t.lost and spec.pred(ctx, t)
    if not t.zone or t.zone not in spec.zones:
        return False
    if t is ctx.source and ctx.item is not None and ctx.item.kind == "spell":
        return False
    if untargetable(ctx.game, t, ctx.source, ctx.controller):
        return False  # shroud, hexproof, protection (``keywords.protection``)
    return spec.pred(ctx, t)


def candidates(ctx: Ctx, spec: TargetSpec) -> list[Target]:
    """Every legal choice for a target."""
    found: list[Target] = []
    for zone in spec.zones:
        found.extend(o for o in ctx.game.objects(zone) if targetable(ctx, spec, o))
    if spec.players:
        found.extend(p for p in ctx.game.apnap() if targetable(ctx, spec, p))
    return found


def _choose_modes(ctx: Ctx, body: Body, given: Sequence[Sequence[int]] | None) -> bool:
    """Choose the modes of each modal choice; False when one that must choose a mode has
    none left to choose ("one that hasn't been chosen this turn")."""
    chosen: list[tuple[int, ...]] = []
    game = ctx.game
    for modal in body.modals:
        low = high = modal.choose(ctx)
        if modal.up_to:
            low = 0
        if modal.or_more:
            high = len(modal.labels)
        allowed = [i for i in range(len(modal.labels)) if i not in _chosen_before(ctx, modal)]
        if low > len(allowed):
            return False
        if ctx.item is not None and "entwine" in ctx.item.paid:  # every mode (CR 702.42a)
            picked = tuple(allowed)
        elif given is not None and modal.index < len(given):
            picked = tuple(given[modal.index])
            if not low <= len(picked) <= high or not all(i in allowed for i in picked):
                raise RulesError(f"modes {list(picked)} are not a legal choice")
        else:
            options = [modal.labels[i] for i in allowed]
            labels = game.agent.choose(game, ctx.controller, "choose modes", options, low, high)
            picked = tuple(modal.labels.index(label) for label in labels)
        if modal.not_chosen is not None:
            game.modes_chosen += [(ctx.source.id, id(modal), game.turn, i) for i in picked]
        chosen.append(tuple(sorted(picked)))
    ctx.modes = tuple(chosen)
    return True


def _chosen_before(ctx: Ctx, modal: ModalSpec) -> set[int]:
    """The modes of a "choose one that hasn't been chosen [this turn]" choice this object
    chose before (this turn, or ever)."""
    if modal.not_chosen is None:
        return set()
    game = ctx.game
    return {
        mode
        for source, which, turn, mode in game.modes_chosen
        if (source, which) == (ctx.source.id, id(modal))
        and (modal.not_chosen == "ever" or turn == game.turn)
    }


def _choose_targets(ctx: Ctx, specs: Sequence[TargetSpec], given: TargetChoice | None) -> bool:
    """Choose every target; False when a required target cannot be chosen."""
    ctx.targets = []
    for n, spec in enumerate(specs):
        if spec.mode is not None and spec.mode[1] not in ctx.modes[spec.mode[0]]:
            ctx.targets.append([])
            continue
        options = candidates(ctx, spec)
        low, high = spec.minimum(ctx), min(spec.maximum(ctx), len(options))
        if given is not None and n < len(given):
            picked = _named(given[n], options, spec)
        else:
            if len(options) < low:
                return False
            prompt = f"choose targets: {spec.description}"
            picked = ctx.game.agent.choose(ctx.game, ctx.controller, prompt, options, low, high)
        if not low <= len(picked) <= max(high, low) or len(options) < low:
            return False
        ctx.targets.append(list(picked))
    return True


def _named(wanted: Sequence[Target | str], options: list[Target], spec: TargetSpec) -> list[Target]:
    picked: list[Target] = []
    for w in wanted:
        match = next(
            (
                o
                for o in options
                if o not in picked
                and (o is w or option_name(o) == w or (isinstance(o, Obj) and w == f"#{o.id}"))
            ),
            None,
        )
        if match is None:
            raise RulesError(f"{option_name(w)} is not a legal target for {spec.description}")
        picked.append(match)
    return picked


# --- casting and activating ---------------------------------------------------------------


def spell_cost(game: Game, player: Player, card: Obj, x: int = 0, base: str | None = None) -> str:
    """The total cost to cast the card now: its mana cost (or ``base``, an alternative cost)
    with X, minus cost reductions."""
    reduction = sum(c.generic for c in _cost_changes(game, player, card))
    generic = 0
    colored: list[str] = []
    for sym in mana.symbols(card.card.mana_cost if base is None else base):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            generic += x
        else:
            colored.append(f"{{{sym}}}")
    generic = max(generic - reduction, 0)
    return (f"{{{generic}}}" if generic or not colored else "") + "".join(colored)


def _cost_changes(game: Game, player: Player, card: Obj) -> list[CostChange]:
    changes = [c for c in game.cost_changes if not c.used]
    changes += [c for c in ch.static_contributions(game) if isinstance(c, CostChange)]
    changes += ch.own_cost_changes(game, player, card)
    return [c for c in changes if c.player is player and c.applies(card)]


def may_cast_from(game: Game, player: Player, card: Obj) -> bool:
    """Whether the player may cast (or play) the card from where it is: their hand, their
    graveyard with flashback, or where a permission allows."""
    if card.zone == "hand":
        return card.owner is player
    if card.zone == "graveyard" and ch.keyword_cost(card, "flashback") is not None:
        return card.owner is player and "land" not in card.card.types
    if castable_foretold(game, player, card):
        return True
    permissions = game.permissions + [
        p for p in ch.static_contributions(game) if isinstance(p, Permission)
    ]
    return any(p.player is player and p.applies(card) for p in permissions)


def sorcery_timing(game: Game, player: Player) -> bool:
    """Whether ``player`` may cast a sorcery now: in their main phase, the stack empty."""
    return game.active_player is player and not game.stack and "main" in game.step


def instant_speed(card: Obj) -> bool:
    """Whether a card may be cast any time its owner has priority: an instant, or flash
    (CR 702.8a)."""
    return "instant" in card.card.types or any(
        isinstance(a, KeywordAbility) and "flash" in a.names for a in card.card.compiled.abilities
    )


def cast(
    game: Game,
    player: Player,
    card: Obj,
    targets: TargetChoice | None = None,
    *,
    modes: Sequence[Sequence[int]] | None = None,
    x: int = 0,
    free: bool = False,
    extras: Sequence[str] = (),
    by_effect: bool = False,
) -> StackItem:
    """Cast a spell (CR 601.2): modes, targets, cost, then it is on the stack.

    ``extras`` names optional costs to pay too ("kicker", "buyback"), or "alternative" (a cost
    paid rather than the mana cost); a card cast from the graveyard with flashback pays its
    flashback cost instead of its mana cost. ``by_effect``: a resolving ability casts it
    (cascade), from where it is and whatever its timing (CR 608.2g).
    """
    if "land" in card.card.types:
        raise RulesError(f"{card.name} is a land: lands are played, not cast")
    if split_second(game):
        raise RulesError(f"{card.name} can't be cast: a spell with split second is on the stack")
    if not by_effect and not may_cast_from(game, player, card):
        raise RulesError(f"{player.name} can't cast {card.name} from {card.zone or 'nowhere'}")
    way = face_down_way(card.card, extras)  # morph: a face-down 2/2 without flash
    if not by_effect and not sorcery_timing(game, player) and (way or not instant_speed(card)):
        raise RulesError(f"{card.name} can be cast only as a sorcery (CR 307.1, 702.8a)")
    paid = list(extras)
    base = FACE_DOWN_COSTS[way] if way else None
    if card.zone == "graveyard":
        base = ch.keyword_cost(card, "flashback")
        paid.append("flashback")
    elif not by_effect and castable_foretold(game, player, card):
        base = ch.keyword_cost(card, "foretell")  # CR 702.143a: an alternative cost
        paid.append("foretell")
    additions = ""
    for extra in (e for e in extras if e != way):
        cost = ch.keyword_cost(card, extra)
        if cost is None:
            raise RulesError(f"{card.name} has no {extra}")
        if why := unpayable(game, player, extra):
            raise RulesError(f"{card.name}: {why}")
        if extra in ALTERNATIVE:  # paid rather than the mana cost (CR 118.9)
            base = cost
        else:
            additions += cost
    if base is None and not card.card.mana_cost and not free:
        raise RulesError(f"{card.name} has no mana cost: it can't be paid (CR 118.6)")
    spell = Obj(game.new_id(), card.card, card.owner, player, "stack", timestamp=game.next_id)
    if way:
        spell.card, spell.face_down = FACE_DOWN, card.card
    item = StackItem(game.new_id(), "spell", spell, player, None, x=x, paid=tuple(paid))
    item.cast_from = card.zone
    ctx = context(game, item)
    body = body_of(item)
    if body is not None and not _choose_modes(ctx, body, modes):
        raise RulesError(f"{card.name}: no mode can be chosen")
    if not _choose_targets(ctx, _specs(item), targets):
        raise RulesError(f"{card.name} has no legal targets")
    cost = spell_cost(game, player, spell, x, base) + additions
    required = [a.cost for a in spell.card.compiled.abilities if isinstance(a, AdditionalCost)]
    if not all(c.can_pay(ctx) for c in required):
        raise RulesError(f"{player.name} can't pay the additional cost of {card.name}")
    helpers: list[tuple[str, Obj]] = []
    if not free:
        cost, helpers = helped_cost(game, player, spell, card, cost)  # convoke, delve, …
        left = mana.pay(player.mana, cost, x)
        if left is None:
            raise RulesError(f"{player.name} can't pay {cost} for {card.name}")
        player.mana = left
    pay_with(game, helpers)
    for extra_cost in required:
        extra_cost.pay(ctx)
    item.bindings = list(ctx.slots)  # what the costs acted on: "the sacrificed creature"
    for change in _cost_changes(game, player, spell):
        if change.once:
            change.used = True
    from_zone = card.zone
    card.owner.zone(card.zone).remove(card)
    card.zone = ""
    item.targets, item.modes = ctx.targets, ctx.modes
    game.stack.append(item)
    if not free and cost:
        game.events.append(Paid(player, cost))
    game.spells_cast[player.index] += 1
    emit(game, Cast(player, spell, [t for ts in item.targets for t in ts], from_zone))
    _announce_targets(game, item)
    return item


def _announce_targets(game: Game, item: StackItem) -> None:
    """Each target "becomes the target" of the item (what ward watches)."""
    for chosen in item.targets:
        for t in chosen:
            emit(game, Targeted(item, t))


def leave_stack(game: Game, item: StackItem, resolved: bool, cause: str = "") -> None:
    """Where a spell goes when it leaves the stack: exile if cast with flashback, its
    owner's hand if it resolved with buyback paid, exile to be cast again if it resolved
    with rebound after it was cast from the hand, else the graveyard."""
    if item.kind != "spell" or item.source.zone != "stack":
        return
    if "flashback" in item.paid:
        move(game, item.source, "exile", cause="flashback")
    elif resolved and item.cast_from == "hand" and "rebound" in ch.keywords(game, item.source):
        rebound(game, item)
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


def play_land(game: Game, player: Player, card: Obj) -> Obj | None:
    """Play a land from hand (or where a permission allows); returns the permanent."""
    if "land" not in card.card.types:
        raise RulesError(f"{card.name} is not a land")
    if not may_cast_from(game, player, card):
        raise RulesError(f"{player.name} can't play {card.name} from {card.zone or 'nowhere'}")
    return move(game, card, "battlefield", controller=player, cause="played")


def activated_abilities(game: Game, obj: Obj) -> list[ActivatedAbility]:
    """The object's activated abilities now, in order (none while an effect says they can't
    be activated, CR 101.2)."""
    if CANT_BE_ACTIVATED in ch.rules(game, obj):
        return []
    return [a for a in ch.abilities(game, obj) if isinstance(a, ActivatedAbility)]


def activate(
    game: Game,
    player: Player,
    obj: Obj,
    index: int = 0,
    targets: TargetChoice | None = None,
    *,
    modes: Sequence[Sequence[int]] | None = None,
    x: int = 0,
    free: bool = False,
) -> StackItem | None:
    """Activate the object's ``index``-th activated ability (CR 602); mana abilities
    resolve at once and return None."""
    found = activated_abilities(game, obj)
    if not 0 <= index < len(found):
        raise RulesError(f"{obj.name} has no activated ability {index + 1}")
    ability = found[index]
    owner = obj.controller if obj.zone == "battlefield" else obj.owner
    if obj.zone != ability.zone or (owner is not player and not ability.any_player):
        raise RulesError(f"{player.name} can't activate that ability of {obj.name} now")
    if not ability.mana_ability and split_second(game):
        raise RulesError(f"{obj.name}: a spell with split second is on the stack (CR 702.61a)")
    key = (obj.id, index)
    if (ability.once_each_turn or ability.loyalty is not None) and key in game.activated_this_turn:
        raise RulesError(f"{obj.name}: that ability was already activated this turn")
    if (ability.sorcery_speed or ability.loyalty is not None) and (
        game.stack or game.active_player is not player
    ):
        raise RulesError(f"{obj.name}: activate only as a sorcery")
    if ability.loyalty is not None and obj.counters["loyalty"] + ability.loyalty < 0:
        raise RulesError(f"{obj.name} doesn't have enough loyalty")
    item = StackItem(game.new_id(), "activated", obj, player, ability, x=x, text=ability.text)
    ctx = context(game, item)
    if ability.condition is not None and not ability.condition(ctx):
        raise RulesError(f"{obj.name}: the ability's activation condition is not met")
    if not _choose_modes(ctx, ability.body, modes):
        raise RulesError(f"{obj.name}: no mode can be chosen")
    if not _choose_targets(ctx, ability.body.targets, targets):
        raise RulesError(f"{obj.name}: no legal targets")
    costs = [c for c in ability.costs if not (free and c.mana)]
    if not all(c.can_pay(ctx) for c in costs):
        raise RulesError(f"{player.name} can't pay the cost of {obj.name}'s ability")
    for cost in costs:
        cost.pay(ctx)
    item.bindings = list(ctx.slots)  # what the costs acted on: "the sacrificed creature"
    if ability.loyalty is not None:
        add_counters(game, obj, "loyalty", ability.loyalty)
    game.activated_this_turn.add(key)
    item.targets, item.modes = ctx.targets, ctx.modes
    emit(game, Activated(player, obj, ability.text, ability.keyword))
    if ability.mana_ability:
        ability.body.effect(ctx)
        return None
    game.stack.append(item)
    _announce_targets(game, item)
    return item


# --- triggers and resolution --------------------------------------------------------------


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
        if not _choose_modes(ctx, body, None):  # removed from the stack (CR 700.2b)
            game.events.append(Fizzled(item, "no mode can be chosen"))
            return
        if not _choose_targets(ctx, body.targets, None):
            game.events.append(Fizzled(item, "no legal targets"))
            return
    item.targets, item.modes = ctx.targets, ctx.modes
    game.stack.append(item)
    targets = [t for ts in item.targets for t in ts]
    emit(game, Triggered(item.source, player, item.text, targets))
    _announce_targets(game, item)


def resolve_top(game: Game) -> None:
    """Resolve the top of the stack (CR 608)."""
    item = game.stack[-1]
    body = body_of(item)
    ctx = context(game, item)
    specs = _specs(item)
    if any(item.targets):
        ctx.targets = [
            [t for t in chosen if targetable(ctx, spec, t)]
            for spec, chosen in zip(specs, item.targets, strict=False)
        ]
        if not any(ctx.targets):
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
            if reason and not player.lost:
                player.lost = done = True
                emit(game, PlayerLost(player, reason))
        for obj in list(game.battlefield):
            if enchant_spec(obj) is None and illegally_attached(game, obj):
                obj.attached_to, done = None, True  # Equipment becomes unattached (CR 704.5n)
            why = _dies_because(game, obj)
            if why == "lethal damage" and regenerated(game, obj):  # destroyed (CR 704.5g)
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
