"""Factories for abilities, their parts (bodies, targets, modes, costs), static and
replacement effects, tokens and compiled cards."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial

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
from ..keywords import abilities_for
from ..player_keywords import PlayerKeywords
from ..state import CardDef, Obj

Contribution = Callable[[Ctx], list[Continuous | CostChange | Permission | PlayerKeywords]]


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
    divided: AmountFn | None = None,
) -> TargetSpec:
    """A "target" phrase; ``divided``: the amount divided among its targets (CR 601.2d)."""
    return TargetSpec(index, description, pred, zones, players, minimum, maximum, mode, divided)


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
    keyword: str = "",
    any_player: bool = False,
) -> ActivatedAbility:
    """Builds "Cost: effect" ("Activate only …" sets the timing and the condition);
    ``keyword`` names the keyword it stands for ("cycling"); ``any_player``: "Any player may
    activate this ability"."""
    return ActivatedAbility(
        body,
        costs,
        text,
        loyalty,
        once_each_turn,
        sorcery_speed,
        zone,
        mana_ability,
        condition,
        keyword,
        any_player,
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
    mana: bool = False,
) -> TriggeredAbility:
    """Builds "When/Whenever/At …"; ``mana``: a triggered mana ability (CR 605.1b)."""
    return TriggeredAbility(
        body, trigger, condition, text, once_each_turn, zones, look_back, batched, mana
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
    amounts: tuple[tuple[str, int], ...] = (),
    qualities: tuple[tuple[str, Pred], ...] = (),
) -> KeywordAbility:
    """Keyword abilities ("Flying, vigilance"): ``enchant`` is an Aura's target, ``grants``
    the abilities keywords stand for (with those the ``keywords`` modules build: flanking,
    persist, fading, …), ``costs`` the casting costs they offer, ``amounts`` their numbers
    ("Bushido 2"), ``qualities`` what "protection from …" names."""
    grants += abilities_for(names, amounts, costs)
    return KeywordAbility(names, enchant, text, grants, costs, amounts, qualities)


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


def continuous(
    affects: Pred,
    *,
    power: int = 0,
    toughness: int = 0,
    keywords: tuple[str, ...] = (),
    granted: tuple[Ability, ...] = (),
    rules: tuple[str, ...] = (),
    lose_types: tuple[str, ...] = (),
    lose_keywords: tuple[str, ...] = (),
    retype: TypeChange | None = None,
    colors: tuple[str, ...] | None = None,
    base_pt: tuple[int, int] | None = None,
    times: AmountFn | None = None,
    blocking: tuple[tuple[str, Pred], ...] = (),
    strips: str = "",
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
                lose_keywords=frozenset(lose_keywords),
                retype=retype,
                colors=frozenset(colors) if colors is not None else None,
                base_pt=base_pt,
                blocking=bound(ctx, blocking),
                timestamp=ctx.source.timestamp,
                strips=strips,
            )
        ]

    return part


def bound(
    ctx: Ctx, blocking: tuple[tuple[str, Pred], ...]
) -> tuple[tuple[str, Callable[[Obj], bool]], ...]:
    """Blocking restrictions, each test bound to the context of the effect that sets them."""
    return tuple((how, partial(pred, ctx)) for how, pred in blocking)


def defined_pt(power: AmountFn | None, toughness: AmountFn | None) -> Contribution:
    """A characteristic-defining ability of the source: its power, its toughness or both
    (the other as printed), counted whenever the effect is asked (CR 604.3)."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        card = ctx.source.card
        p = power(ctx) if power is not None else card.power or 0
        t = toughness(ctx) if toughness is not None else card.toughness or 0
        source = ctx.source
        return [
            Continuous(source, ctx.controller, lambda o: o is source, base_pt=(p, t), defining=True)
        ]

    return part


def player_has(keywords: tuple[str, ...]) -> Contribution:
    """Builds "You have hexproof" / "You have shroud": the controller of the static ability
    has those keywords (CR 702.11c, 702.18a; ``player_keywords``)."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission | PlayerKeywords]:
        return [PlayerKeywords(ctx.source, ctx.controller, frozenset(keywords))]

    return part


def type_change(types: tuple[str, ...], subtypes: tuple[str, ...], in_addition: bool) -> TypeChange:
    """What an object becomes, as types: "an Elemental creature", "an artifact creature",
    "a Phyrexian creature in addition to its other types"."""
    return TypeChange(frozenset(types), frozenset(subtypes), in_addition)


def static_cost_change(
    pred: Pred,
    generic: AmountFn,
    reduce: bool,
    once: bool,
    own: bool = False,
    colored: str = "",
) -> Contribution:
    """Builds "<spells> cost {N} less/more to cast" as a static ability ("This spell costs
    … less to cast" with ``own``; "… cost {B} more" with ``colored``)."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        n = generic(ctx)
        applies = lambda o: pred(ctx, o)  # noqa: E731
        change = CostChange(ctx.source, ctx.controller, applies, n if reduce else -n, once, own=own)
        change.colored = colored
        return [change]

    return part


def static_permission(pred: Pred, cast_only: bool, as_flash: bool = False) -> Contribution:
    """Builds "You may play <cards>" as a static ability (or "You may cast <spells> as though
    they had flash", with ``as_flash``)."""

    def part(ctx: Ctx) -> list[Continuous | CostChange | Permission]:
        applies = lambda o: pred(ctx, o)  # noqa: E731
        return [Permission(ctx.source, ctx.controller, applies, cast_only, as_flash=as_flash)]

    return part


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
    done: EffectFn | None = None,
    only_if: CondFn | None = None,
) -> ReplacementAbility:
    """Builds "<this> enters tapped [unless …]" / "enters with N <kind> counters" (CR 614.1c);
    with ``done`` ("As this land enters, you may pay 3 life. If you don't, it enters tapped",
    CR 614.12), the action taken as it enters: it enters tapped unless it was done; with
    ``only_if`` ("If this creature was kicked, it enters with …"), only when that holds."""

    def matches(ctx: Ctx, p: Proposal) -> bool:
        return p.kind == "enter" and p.obj is ctx.source

    def apply(ctx: Ctx, p: Proposal) -> Proposal | None:
        ctx.controller = p.player
        if only_if is not None and not only_if(ctx):
            return p
        counters = p.counters.copy()
        if counter is not None and amount is not None:
            counters[counter] += amount(ctx)
        spared = (unless is not None and unless(ctx)) or (done is not None and done(ctx))
        entering_tapped = p.tapped or (tapped and not spared)
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
