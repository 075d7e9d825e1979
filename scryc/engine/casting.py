"""Casting spells (CR 601), playing lands (CR 305) and activating abilities (CR 602): timing,
costs and cost changes, and putting the item on the stack."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from . import characteristics as ch
from . import mana
from .abilities import (
    ActivatedAbility,
    AdditionalCost,
    CastingCost,
    CostChange,
    KeywordAbility,
    Permission,
)
from .actions import RulesError, add_counters, emit, move
from .casting_rules import (
    GRAVEYARD_ALTERNATIVES,
    GRAVEYARD_WAYS,
    Help,
    check_restrictions,
    check_written,
    graveyard_way,
    graveyard_ways,
    others_help,
    per_mode,
    set_aside,
    settle,
    written_for,
)
from .events import Activated, Cast, Paid
from .keywords import ALTERNATIVE
from .keywords.casting import helped_cost, pay_with, unpayable
from .keywords.exile import castable_foretold
from .keywords.faces import FACE_DOWN, FACE_DOWN_COSTS, face_down_way
from .keywords.spells import split_second
from .mana_triggers import tapped_for_mana
from .player_rules import cant_cast, land_plays_left, rule_source
from .restricted_mana import pay_for_spell
from .state import CastRecord, Game, Obj, Player, StackItem
from .targeting import (
    TargetChoice,
    announce_targets,
    body_of,
    choose_modes,
    choose_targets,
    context,
    target_specs,
)

#: A rule about abilities this module enforces (CR 101.2).
CANT_BE_ACTIVATED = "activated abilities can't be activated"
#: The ability index under which ``activated_this_turn`` records that one of a permanent's
#: loyalty abilities was activated this turn (CR 606.3: one per permanent each turn).
LOYALTY = -1


def spell_cost(game: Game, player: Player, card: Obj, x: int = 0, base: str | None = None) -> str:
    """The total cost to cast the card now: its mana cost (or ``base``, an alternative cost)
    with X, minus cost reductions."""
    changes = _cost_changes(game, player, card)
    reduction = sum(c.generic for c in changes)
    cost = mana.with_generic(card.card.mana_cost if base is None else base, -reduction, x)
    return cost + "".join(f"{{{s}}}" for c in changes for s in mana.symbols(c.colored))


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
    if card.zone == "graveyard" and graveyard_ways(card):  # flashback, escape, …
        return card.owner is player and "land" not in card.card.types
    if castable_foretold(game, player, card):
        return True
    return _permitted(game, player, card)


def _permitted(game: Game, player: Player, card: Obj) -> bool:
    """Whether a permission lets the player cast the card from where it is ("You may cast it
    this turn")."""
    return any(not p.as_flash and p.applies(card) for p in _permissions(game, player))


def _permissions(game: Game, player: Player) -> list[Permission]:
    permissions = game.permissions + [
        p for p in ch.static_contributions(game) if isinstance(p, Permission)
    ]
    return [p for p in permissions if p.player is player]


def sorcery_timing(game: Game, player: Player) -> bool:
    """Whether ``player`` may cast a sorcery now: in their main phase, the stack empty."""
    return game.active_player is player and not game.stack and "main" in game.step


def instant_speed(card: Obj) -> bool:
    """Whether a card may be cast any time its owner has priority: an instant, or flash
    (CR 702.8a)."""
    return "instant" in card.card.types or any(
        isinstance(a, KeywordAbility) and "flash" in a.names for a in card.card.compiled.abilities
    )


def as_though_flash(game: Game, player: Player, card: Obj) -> bool:
    """Whether an effect lets ``player`` cast the card "as though it had flash" (CR 702.8a):
    asked of the spell it would become ("sorcery spells", CR 601.2a)."""
    spell = Obj(card.id, card.card, card.owner, player, "stack")  # not put anywhere
    own = ch.own_permissions(game, player, card)  # "… cast this spell as though it had flash"
    if any(p.as_flash and p.applies(card) for p in own):
        return True
    return any(p.as_flash and p.applies(spell) for p in _permissions(game, player))


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
    way = _may_begin(game, player, card, extras, by_effect)
    paid, base, additions, written = _how_cast(game, player, card, extras, way, by_effect)
    if base is None and not card.card.mana_cost and not free:
        raise RulesError(f"{card.name} has no mana cost: it can't be paid (CR 118.6)")
    spell = Obj(game.new_id(), card.card, card.owner, player, "stack", timestamp=game.next_id)
    spell.was = card.id  # a new object (CR 400.7) that remembers the card it was
    if way:
        spell.card, spell.face_down = FACE_DOWN, card.card
    spell.paid = tuple(paid)  # what the spell is cast as (bestowed, CR 702.103b)
    item = StackItem(game.new_id(), "spell", spell, player, None, x=x, paid=spell.paid)
    item.cast_from = card.zone
    ctx = context(game, item)
    body = body_of(item)
    if body is not None and not choose_modes(ctx, body, modes):
        raise RulesError(f"{card.name}: no mode can be chosen")
    if not choose_targets(ctx, target_specs(item), targets):
        raise RulesError(f"{card.name} has no legal targets")
    cost = spell_cost(game, player, spell, x, base) + additions + per_mode(spell, ctx.modes)
    # emerge's creature and assist's helper pay part of it (CR 702.119a, 702.132a)
    cost, others = (cost, Help()) if free else others_help(game, player, spell, paid, cost)
    required = [a.cost for a in spell.card.compiled.abilities if isinstance(a, AdditionalCost)]
    required += [c for w in written for c in w.costs]
    from_zone = card.zone
    with set_aside(card):  # already on the stack as its costs are paid (CR 601.2a, 601.2h)
        check_written(ctx, written)
        if not all(c.can_pay(ctx) for c in required):
            raise RulesError(f"{player.name} can't pay the additional cost of {card.name}")
        helpers: list[tuple[str, Obj]] = []
        spent: Counter[str] = Counter()
        if not free:
            cost, helpers = helped_cost(game, player, spell, card, cost)  # convoke, delve, …
            paid_with = pay_for_spell(game, player, spell, cost, x)  # restricted mana too
            if paid_with is None:
                raise RulesError(f"{player.name} can't pay {cost} for {card.name}")
            spent = paid_with
    pay_with(game, helpers)
    spent += settle(game, others)
    for extra_cost in required:
        extra_cost.pay(ctx)
    item.bindings = list(ctx.slots)  # what the costs acted on: "the sacrificed creature"
    for change in _cost_changes(game, player, spell):
        if change.once:
            change.used = True
    card.zone = ""
    main = game.active_player is player and "main" in game.step
    spell.cast = CastRecord(player, from_zone, main, spent)
    item.targets, item.modes = ctx.targets, ctx.modes
    game.stack.append(item)
    if not free and cost:
        game.events.append(Paid(player, cost))
    game.spells_cast[player.index] += 1
    emit(game, Cast(player, spell, [t for ts in item.targets for t in ts], from_zone))
    announce_targets(game, item)
    return item


def _may_begin(
    game: Game, player: Player, card: Obj, extras: Sequence[str], by_effect: bool
) -> str | None:
    """Raise a RulesError unless the player may begin to cast the card now (CR 601.3): from
    where it is, at this time; the face-down way it is cast ("morph"), if any."""
    if "land" in card.card.types:
        raise RulesError(f"{card.name} is a land: lands are played, not cast")
    if split_second(game):
        raise RulesError(f"{card.name} can't be cast: a spell with split second is on the stack")
    if not by_effect and not may_cast_from(game, player, card):
        raise RulesError(f"{player.name} can't cast {card.name} from {card.zone or 'nowhere'}")
    if why := cant_cast(game, player, card):  # CR 101.2
        raise RulesError(f"{player.name} can't cast {card.name} ({why})")
    check_restrictions(game, player, card)  # "Cast this spell only during combat"
    way = face_down_way(card.card, extras)  # morph: a face-down 2/2 without flash
    flash = instant_speed(card) or as_though_flash(game, player, card)
    if not by_effect and not sorcery_timing(game, player) and (way or not flash):
        raise RulesError(f"{card.name} can be cast only as a sorcery (CR 307.1, 702.8a)")
    return way


def _how_cast(
    game: Game,
    player: Player,
    card: Obj,
    extras: Sequence[str],
    way: str | None,
    by_effect: bool,
) -> tuple[list[str], str | None, str, list[CastingCost]]:
    """How the card is cast (CR 601.2b): the costs paid ("kicker", "flashback", …), the cost
    paid rather than its mana cost (None: the mana cost), the optional costs' mana added, and
    the costs written out with actions for the ways it is cast."""
    paid = list(extras)
    base = FACE_DOWN_COSTS[way] if way else None
    ways = graveyard_ways(card) if card.zone == "graveyard" and not by_effect else []
    # a card a permission lets the player cast from a graveyard is cast the usual way unless
    # the player names its own way (flashback, escape, …)
    if ways and (any(w in extras for w in ways) or not _permitted(game, player, card)):
        from_graveyard = graveyard_way(card, extras)
        if from_graveyard in GRAVEYARD_ALTERNATIVES:
            base = ch.keyword_cost(card, from_graveyard)
        paid += [from_graveyard] * (from_graveyard not in paid)
    elif ways := [e for e in extras if e in GRAVEYARD_WAYS]:
        raise RulesError(f"{card.name}: {ways[0]} casts it only from a graveyard")
    elif not by_effect and castable_foretold(game, player, card):
        base = ch.keyword_cost(card, "foretell")  # CR 702.143a: an alternative cost
        paid.append("foretell")
    additions = ""
    written = written_for(card, paid)  # "You may … rather than pay", "Kicker—Sacrifice …"
    for alternative in (w for w in written if w.name == "alternative"):
        base = alternative.mana  # CR 118.9
    for extra in (e for e in extras if e not in (way, "alternative", *GRAVEYARD_WAYS)):
        cost = ch.keyword_cost(card, extra)
        if cost is None and any(w.name == extra for w in written):  # casualty: no mana
            continue
        if cost is None:
            raise RulesError(f"{card.name} has no {extra}")
        if why := unpayable(game, player, extra):
            raise RulesError(f"{card.name}: {why}")
        if extra in ALTERNATIVE:  # paid rather than the mana cost (CR 118.9)
            base = cost
        else:
            additions += cost
    if len([p for p in paid if p in ALTERNATIVE or p in (*GRAVEYARD_ALTERNATIVES, "foretell")]) > 1:
        raise RulesError(f"{card.name}: only one alternative cost can be paid (CR 118.9a)")
    return paid, base, additions, written


def play_land(game: Game, player: Player, card: Obj) -> Obj | None:
    """Play a land from hand (or where a permission allows); returns the permanent."""
    if "land" not in card.card.types:
        raise RulesError(f"{card.name} is not a land")
    if not may_cast_from(game, player, card):
        raise RulesError(f"{player.name} can't play {card.name} from {card.zone or 'nowhere'}")
    if why := rule_source(game, player, "play", card):  # CR 101.2
        raise RulesError(f"{player.name} can't play {card.name} ({why})")
    if land_plays_left(game, player) <= 0:
        raise RulesError(f"{player.name} has no land play left this turn (CR 305.2)")
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
    if ability.once_each_turn and key in game.activated_this_turn:
        raise RulesError(f"{obj.name}: that ability was already activated this turn")
    if ability.loyalty is not None and (obj.id, LOYALTY) in game.activated_this_turn:
        raise RulesError(f"{obj.name}: a loyalty ability of it was already activated this turn")
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
    if not choose_modes(ctx, ability.body, modes):
        raise RulesError(f"{obj.name}: no mode can be chosen")
    if not choose_targets(ctx, ability.body.targets, targets):
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
    if ability.loyalty is not None:
        game.activated_this_turn.add((obj.id, LOYALTY))
    item.targets, item.modes = ctx.targets, ctx.modes
    emit(game, Activated(player, obj, ability.text, ability.keyword))
    if ability.mana_ability:
        ability.body.effect(ctx)
        if any(c.description == "{T}" for c in costs):
            tapped_for_mana(game, player, obj)
        return None
    game.stack.append(item)
    announce_targets(game, item)
    return item
