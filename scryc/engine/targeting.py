"""Choosing the modes and targets of spells and abilities, and checking targets again on
resolution (CR 115, 601.2b–c, 608.2b, 700.2)."""

from __future__ import annotations

from collections.abc import Sequence

from .abilities import (
    ActivatedAbility,
    Body,
    CastingCost,
    Ctx,
    KeywordAbility,
    ModalSpec,
    Target,
    TargetSpec,
    TriggeredAbility,
)
from .actions import RulesError, emit
from .agents import option_name
from .bestow import ENCHANT_CREATURE, bestowed
from .events import Targeted
from .keywords.protection import untargetable
from .player_keywords import untargetable_player
from .state import Game, Obj, Player, StackItem

TargetChoice = Sequence[Sequence[Target | str]]


def body_of(item: StackItem) -> Body | None:
    """What the item does when it resolves."""
    if item.kind == "spell":  # cast with overload: its changed text (CR 702.96a)
        changed = [
            a.body
            for a in item.source.card.compiled.printed()
            if isinstance(a, CastingCost) and a.body is not None and a.name in item.paid
        ]
        return changed[0] if changed else item.source.card.compiled.spell
    if isinstance(item.ability, ActivatedAbility | TriggeredAbility):
        return item.ability.body
    return None


def target_specs(item: StackItem) -> tuple[TargetSpec, ...]:
    body = body_of(item)
    specs = body.targets if body is not None else ()
    if item.kind == "spell" and body is None and (aura := enchant_spec(item.source)) is not None:
        specs = (aura,)
    return specs


def enchant_spec(obj: Obj) -> TargetSpec | None:
    """The target of an Aura spell ("Enchant creature"; a bestowed one's, CR 702.103b)."""
    if bestowed(obj):
        return ENCHANT_CREATURE
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
        if untargetable_player(ctx.game, t, ctx.controller):
            return False  # "You have hexproof" (``player_keywords``)
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


def choose_modes(ctx: Ctx, body: Body, given: Sequence[Sequence[int]] | None) -> bool:
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


def choose_targets(ctx: Ctx, specs: Sequence[TargetSpec], given: TargetChoice | None) -> bool:
    """Choose every target; False when a required target cannot be chosen."""
    ctx.targets = []
    for n, spec in enumerate(specs):
        if spec.mode is not None and spec.mode[1] not in ctx.modes[spec.mode[0]]:
            ctx.targets.append([])
            continue
        options = candidates(ctx, spec)
        low, high = spec.minimum(ctx), min(spec.maximum(ctx), len(options))
        if spec.divided is not None:  # each target gets at least 1 (CR 601.2d)
            high = min(high, spec.divided(ctx))
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
        if spec.divided is not None and not divide(ctx, spec, list(picked)):
            return False
    return True


def divide(ctx: Ctx, spec: TargetSpec, picked: list[Target]) -> bool:
    """Announce how the amount is divided among the chosen targets (CR 601.2d): 1 each, then
    the controller assigns the rest one at a time; kept on the stack item."""
    assert spec.divided is not None
    total = spec.divided(ctx)
    if ctx.item is None or not picked or len(picked) > total:
        return False
    shares = [1] * len(picked) if len(picked) > 1 else [total]  # one target: all of it
    for _ in range(total - sum(shares)):
        prompt = f"assign 1 more to one of the targets: {spec.description}"
        (one,) = ctx.game.agent.choose(ctx.game, ctx.controller, prompt, picked, 1, 1)
        shares[next(i for i, t in enumerate(picked) if t is one)] += 1
    ctx.item.division[spec.index] = shares
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


def announce_targets(game: Game, item: StackItem) -> None:
    """Each target "becomes the target" of the item (what ward watches)."""
    for chosen in item.targets:
        for t in chosen:
            emit(game, Targeted(item, t))
