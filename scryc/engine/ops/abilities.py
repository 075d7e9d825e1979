"""Factories for abilities, their parts (bodies, targets, modes, costs), triggers,
static and replacement effects, tokens and compiled cards."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from .. import actions, mana
from .. import characteristics as ch
from ..abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AmountFn,
    Body,
    CompiledCard,
    CondFn,
    Continuous,
    Cost,
    CostChange,
    Ctx,
    EffectFn,
    KeywordAbility,
    ModalSpec,
    ObjectsFn,
    Permission,
    PlayerPred,
    Pred,
    Proposal,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerFn,
    TypeChange,
)
from ..events import (
    Attacked,
    Blocked,
    Cast,
    CountersChanged,
    Damaged,
    DieRolled,
    Event,
    Moved,
    Paid,
    Scried,
    StepBegan,
    Surveilled,
    TapChanged,
    Targeted,
    this_turn,
)
from ..state import CardDef, Obj, Player, StackItem

Contribution = Callable[[Ctx], list[Continuous | CostChange | Permission]]


# --- bodies, targets, modes -----------------------------------------------------------------


def body(
    effect: EffectFn,
    targets: tuple[TargetSpec, ...] = (),
    modals: tuple[ModalSpec, ...] = (),
    slots: int = 0,
) -> Body:
    """What a spell or ability does when it resolves."""
    return Body(effect, targets, modals, slots)


def target(
    index: int,
    description: str,
    pred: Pred,
    zones: tuple[str, ...],
    players: bool,
    minimum: AmountFn,
    maximum: AmountFn,
    mode: tuple[int, int] | None = None,
) -> TargetSpec:
    """A "target" phrase."""
    return TargetSpec(index, description, pred, zones, players, minimum, maximum, mode)


def modes(
    index: int,
    labels: tuple[str, ...],
    choose: AmountFn,
    up_to: bool = False,
    or_more: bool = False,
    not_chosen: str | None = None,
) -> ModalSpec:
    """A "choose one —" choice ("… that hasn't been chosen [this turn]" with ``not_chosen``)."""
    return ModalSpec(index, labels, choose, up_to, or_more, not_chosen)


# --- abilities ----------------------------------------------------------------------------


def spell(body: Body, text: str = "") -> SpellAbility:
    """A line of a spell's instructions."""
    return SpellAbility(body, text)


def activated(
    body: Body,
    costs: tuple[Cost, ...],
    text: str = "",
    *,
    loyalty: int | None = None,
    once_each_turn: bool = False,
    sorcery_speed: bool = False,
    zone: str = "battlefield",
    mana_ability: bool = False,
    condition: CondFn | None = None,
) -> ActivatedAbility:
    """Builds "Cost: effect" ("Activate only …" sets the timing and the condition)."""
    return ActivatedAbility(
        body, costs, text, loyalty, once_each_turn, sorcery_speed, zone, mana_ability, condition
    )


def triggered(
    body: Body,
    trigger: TriggerFn,
    condition: CondFn | None = None,
    text: str = "",
    *,
    once_each_turn: bool = False,
    zones: tuple[str, ...] = ("battlefield",),
    look_back: bool = False,
    batched: bool = False,
) -> TriggeredAbility:
    """Builds "When/Whenever/At …"."""
    return TriggeredAbility(
        body, trigger, condition, text, once_each_turn, zones, look_back, batched
    )


def static(
    contributions: tuple[Contribution, ...], condition: CondFn | None = None, text: str = ""
) -> StaticAbility:
    """A static ability: the continuous effects, cost changes and permissions it gives."""

    def contribute(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        return [c for part in contributions for c in part(ctx)]

    return StaticAbility(contribute, condition, text)


def additional_cost(cost: Cost, text: str = "") -> AdditionalCost:
    """Builds "As an additional cost to cast this spell, …"."""
    return AdditionalCost(cost, text)


def rule_note(note: str, text: str = "") -> StaticAbility:
    """A static ability that changes no game state ("can be your commander", "partner")."""
    return StaticAbility(_nothing, None, text, note)


def _nothing(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
    return []


def keywords(
    names: tuple[str, ...],
    enchant: TargetSpec | None = None,
    text: str = "",
    *,
    grants: tuple[Ability, ...] = (),
    costs: tuple[tuple[str, str], ...] = (),
) -> KeywordAbility:
    """Keyword abilities ("Flying, vigilance"): ``enchant`` is an Aura's target, ``grants``
    the abilities keywords stand for, ``costs`` the casting costs they offer."""
    return KeywordAbility(names, enchant, text, grants, costs)


def card(*abilities: Ability) -> CompiledCard:
    """A compiled card: its abilities in printed order."""
    return CompiledCard(tuple(abilities))


def token(
    name: str,
    type_line: str,
    power: int | None,
    toughness: int | None,
    colors: tuple[str, ...],
    compiled: CompiledCard,
) -> CardDef:
    """A token's characteristics (CR 111)."""
    return CardDef(name, compiled, "", type_line, power, toughness, None, frozenset(colors))


# --- static contributions -----------------------------------------------------------------


def continuous(
    affects: Pred,
    *,
    power: int = 0,
    toughness: int = 0,
    keywords: tuple[str, ...] = (),
    granted: tuple[Ability, ...] = (),
    rules: tuple[str, ...] = (),
    lose_types: tuple[str, ...] = (),
    retype: TypeChange | None = None,
    colors: tuple[str, ...] | None = None,
    base_pt: tuple[int, int] | None = None,
    times: AmountFn | None = None,
) -> Contribution:
    """A static continuous effect on the objects ``affects`` accepts; with ``times`` the
    P/T change is multiplied by a count taken whenever the effect is asked ("gets +1/+1
    for each artifact you control")."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        n = times(ctx) if times is not None else 1
        return [
            Continuous(
                ctx.source,
                ctx.controller,
                lambda o: affects(ctx, o),
                power * n,
                toughness * n,
                frozenset(keywords),
                granted,
                frozenset(rules),
                frozenset(lose_types),
                retype=retype,
                colors=frozenset(colors) if colors is not None else None,
                base_pt=base_pt,
            )
        ]

    return part


def type_change(types: tuple[str, ...], subtypes: tuple[str, ...], in_addition: bool) -> TypeChange:
    """What an object becomes, as types: "an Elemental creature", "an artifact creature",
    "a Phyrexian creature in addition to its other types"."""
    return TypeChange(frozenset(types), frozenset(subtypes), in_addition)


def static_cost_change(
    pred: Pred, generic: AmountFn, reduce: bool, once: bool, own: bool = False
) -> Contribution:
    """Builds "<spells> cost {N} less/more to cast" as a static ability ("This spell costs
    … less to cast" with ``own``)."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        n = generic(ctx)
        applies = lambda o: pred(ctx, o)  # noqa: E731
        return [CostChange(ctx.source, ctx.controller, applies, n if reduce else -n, once, own=own)]

    return part


def static_permission(pred: Pred, cast_only: bool) -> Contribution:
    """Builds "You may play <cards>" as a static ability."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        return [Permission(ctx.source, ctx.controller, lambda o: pred(ctx, o), cast_only)]

    return part


# --- replacement effects ------------------------------------------------------------------


def replace_amount(
    kind: str, player: PlayerPred, amount: int | None, new_amount: AmountFn, slot: int, text: str
) -> ReplacementAbility:
    """Builds "If you would scry N, scry <amount> instead" (``slot`` holds N: "that many")."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == kind and player(ctx, p.player) and amount in (None, p.amount)

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        ctx.slots[slot] = p.amount
        return dataclasses.replace(p, amount=new_amount(ctx))

    return ReplacementAbility(matches, apply, text, False, slot + 1)


def replace_with(
    kind: str, player: PlayerPred, amount: int | None, effect: EffectFn, slot: int, text: str
) -> ReplacementAbility:
    """Builds "If you would scry N, <effect> instead": the event does not happen."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == kind and player(ctx, p.player) and amount in (None, p.amount)

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        ctx.slots[slot] = p.amount
        ctx.acting = [p.player]
        effect(ctx)
        return None

    return ReplacementAbility(matches, apply, text, False, slot + 1)


def enters_modified(
    tapped: bool,
    unless: CondFn | None,
    counter: str | None,
    amount: AmountFn | None,
    text: str,
) -> ReplacementAbility:
    """Builds "<this> enters tapped [unless …]" / "enters with N <kind> counters" (CR 614.1c)."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == "enter" and p.obj is ctx.source

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        ctx.controller = p.player
        counters = p.counters.copy()
        if counter is not None and amount is not None:
            counters[counter] += amount(ctx)
        entering_tapped = p.tapped or (tapped and (unless is None or not unless(ctx)))
        return dataclasses.replace(p, tapped=entering_tapped, counters=counters)

    return ReplacementAbility(matches, apply, text, True)


def enters_instead(effect: EffectFn, slots: int, text: str) -> ReplacementAbility:
    """Builds "If <this> would enter the battlefield, <effect> instead"."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == "enter" and p.obj is ctx.source

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        assert p.obj is not None
        ctx.controller = p.player
        card = _pending_card(ctx, p.obj)
        if card is not None:
            ctx.source = card
        effect(ctx)
        return None

    return ReplacementAbility(matches, apply, text, True, slots)


def _pending_card(ctx: Ctx, entering: Obj) -> Obj | None:
    """The card that was about to enter, where it still is (a spell on the stack, a card)."""
    for zone in ("stack", "hand", "graveyard", "exile", "library"):
        for o in ctx.game.objects(zone):
            if o.card is entering.card and o.owner is entering.owner:
                return o
    return None


# --- costs --------------------------------------------------------------------------------


def cost_mana(symbols: str) -> Cost:
    """A mana cost paid from the pool ({E} symbols are paid with energy)."""
    energy = mana.symbols(symbols).count("E")
    rest = "".join(f"{{{s}}}" for s in mana.symbols(symbols) if s != "E")

    def can_pay(ctx: Ctx) -> bool:
        p = ctx.controller
        return p.energy >= energy and mana.pay(p.mana, rest, ctx.x) is not None

    def pay(ctx: Ctx) -> None:
        p = ctx.controller
        p.energy -= energy
        left = mana.pay(p.mana, rest, ctx.x)
        assert left is not None
        p.mana = left
        ctx.game.events.append(Paid(p, symbols))

    return Cost(symbols, can_pay, pay, rest)


def cost_tap(untap: bool = False) -> Cost:
    """{T} (or {Q} with ``untap``)."""

    def can_pay(ctx: Ctx) -> bool:
        return ctx.source.zone == "battlefield" and ctx.source.tapped == untap

    def pay(ctx: Ctx) -> None:
        actions.set_tapped(ctx.game, ctx.source, not untap)

    return Cost("{Q}" if untap else "{T}", can_pay, pay)


def cost_crew(power: int) -> Cost:
    """Crew N's cost: tap any number of other untapped creatures you control with total power
    N or greater (CR 702.122a; creatures that came under your control this turn may crew)."""

    def crew(ctx: Ctx) -> list[Obj]:
        return [
            o
            for o in ctx.game.battlefield
            if o.controller is ctx.controller
            and not o.tapped
            and o is not ctx.source
            and "creature" in ch.types(ctx.game, o)
        ]

    def can_pay(ctx: Ctx) -> bool:
        return sum(max(ch.power(ctx.game, o), 0) for o in crew(ctx)) >= power

    def pay(ctx: Ctx) -> None:
        game = ctx.game
        options = crew(ctx)
        prompt = f"crew {power}: tap creatures with total power {power} or greater"
        chosen = game.agent.choose(game, ctx.controller, prompt, options, 1, len(options))
        if sum(max(ch.power(game, o), 0) for o in chosen) < power:
            raise actions.RulesError(f"the creatures chosen to crew have less than {power} power")
        for o in chosen:
            actions.set_tapped(game, o, True)

    return Cost(f"Crew {power}", can_pay, pay)


def cost_effect(effect: EffectFn, check: CondFn, description: str) -> Cost:
    """A cost written as an action ("Sacrifice this artifact", "Pay 2 life")."""

    def pay(ctx: Ctx) -> None:
        effect(ctx)

    return Cost(description, check, pay)


def can_choose(candidates: ObjectsFn, minimum: AmountFn) -> CondFn:
    """Cost check: enough objects to sacrifice, discard or exile."""

    def test(ctx: Ctx) -> bool:
        return len(candidates(ctx, ctx.controller)) >= minimum(ctx)

    return test


def has_life(amount: AmountFn) -> CondFn:
    """Cost check: enough life to pay."""

    def test(ctx: Ctx) -> bool:
        return ctx.controller.life >= amount(ctx)

    return test


def has_counters(objects: ObjectsFn, counter: str | None, amount: AmountFn) -> CondFn:
    """Cost check: enough counters to remove."""

    def test(ctx: Ctx) -> bool:
        n = amount(ctx)
        return any(
            isinstance(o, Obj)
            and (o.counters[counter] if counter else sum(o.counters.values())) >= n
            for o in objects(ctx, ctx.controller)
        )

    return test


def source_in(zone: str) -> CondFn:
    """Cost check: the source is in a zone (to exile or discard it)."""

    def test(ctx: Ctx) -> bool:
        return ctx.source.zone == zone

    return test


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


def _last_known(event: Moved) -> Obj:
    """The object as it last existed on the battlefield (CR 608.2h)."""
    return dataclasses.replace(event.old, zone=event.from_zone)


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
            hit = event.obj is not ctx.source and pred(ctx, _last_known(event))
        return [[event.obj]] if hit else None

    return trigger


def on_leave_zone(zone: str, owner: PlayerPred | None, pred: Pred) -> TriggerFn:
    """Builds "Whenever one or more cards leave your graveyard": binds the card that left."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Cast) and event.from_zone == zone:  # cast from there
            card, before = event.spell, dataclasses.replace(event.spell, zone=zone)
        elif isinstance(event, Moved) and event.from_zone == zone != event.to_zone:
            card, before = event.obj, _last_known(event)
        else:
            return None
        if owner is not None and not owner(ctx, card.owner):
            return None
        return [[card]] if pred(ctx, before) else None

    return trigger


def on_attack(pred: Pred) -> TriggerFn:
    """Builds "Whenever <object> attacks": binds the first matching attacker."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Attacked):
            hits = [o for o in event.attackers if pred(ctx, o)]
            if hits:
                return [[hits[0]]]
        return None

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


def on_damage(pred: Pred, combat: bool, to_player: bool) -> TriggerFn:
    """Builds "Whenever <object> deals [combat] damage [to a player]": binds the source, then
    the player ("that player"), in the order the compiler numbered them."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Damaged) or (combat and not event.combat):
            return None
        if to_player and not isinstance(event.recipient, Player):
            return None
        if not pred(ctx, event.source):
            return None
        return [[event.source], [event.recipient]] if to_player else [[event.source]]

    return trigger


def on_dealt_damage(pred: Pred, damage: str | None) -> TriggerFn:
    """Builds "Whenever <object> is dealt [combat / noncombat] damage": damage to a permanent
    from any source; binds the permanent dealt damage."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Damaged) or isinstance(event.recipient, Player):
            return None
        if damage is not None and event.combat != (damage == "combat"):
            return None
        return [[event.recipient]] if pred(ctx, event.recipient) else None

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


def on_block(pred: Pred) -> TriggerFn:
    """Builds "Whenever <object> blocks": binds the blocking creature."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if isinstance(event, Blocked) and pred(ctx, event.blocker):
            return [[event.blocker]]
        return None

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


def on_cast(
    player: PlayerPred, pred: Pred, nth: int | None, on_opponents_turns: bool = False
) -> TriggerFn:
    """Builds "Whenever <player> casts <spell>" (optionally only their nth spell each turn,
    or only "during each opponent's turn")."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Cast) or not player(ctx, event.player):
            return None
        if nth is not None and ctx.game.spells_cast[event.player.index] != nth:
            return None
        if on_opponents_turns and ctx.game.active_player not in ctx.game.opponents(ctx.controller):
            return None
        return [[event.spell]] if pred(ctx, event.spell) else None

    return trigger


def on_moved_by(player: PlayerPred, pred: Pred, cause: str) -> TriggerFn:
    """Builds "Whenever you discard / sacrifice <object>": binds the card."""

    def trigger(ctx: Ctx, event: Event) -> list | None:
        if not isinstance(event, Moved) or event.cause != cause:
            return None
        if not player(ctx, event.old.controller if cause == "sacrificed" else event.obj.owner):
            return None
        return [[event.obj]] if pred(ctx, _last_known(event)) else None

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
