"""Factories for what keyword abilities and keyword actions do that no card text builds:
exerting a creature as it attacks (CR 701.43), the card partner with searches for (CR
702.124j), transmute's search (CR 702.53a), embalm's and eternalize's token (CR 702.128a,
702.129a), reconfigure's unattaching (CR 702.151a), ward with a cost other than mana (CR
702.21a) and echo (CR 702.30a), bloodthirst X (CR 702.54b)."""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import characteristics as ch
from .. import resolution
from ..abilities import (
    CondFn,
    Cost,
    Ctx,
    EffectFn,
    Pred,
    ReplacementAbility,
    Target,
    TriggerFn,
)
from ..actions import create
from ..keywords import counters
from ..keywords.exert import AsAttacks
from ..keywords.exert import exert as exert_permanent
from ..keywords.upkeep import echo_due
from ..resolution import note
from ..state import Player, StackItem


def as_attacks(effect: EffectFn, text: str = "") -> AsAttacks:
    """Builds "You may exert ~ as it attacks. When you do, …": run as it is declared as an
    attacker (CR 508.1g)."""
    return AsAttacks(effect, text)


def exert_self() -> EffectFn:
    """Builds "exert ~" (CR 701.43a): the ability's own permanent."""

    def run(ctx: Ctx) -> bool:
        return exert_permanent(ctx.game, ctx.controller, ctx.source)

    return run


def same_mana_value_as_source() -> Pred:
    """Builds "a card with the same mana value as the discarded card" of transmute (CR
    702.53a): the card with the ability, which its cost discarded."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and t.card.mana_value == ctx.source.card.mana_value

    return test


def zombie_copy_of_source(color: str, power_toughness: str = "") -> EffectFn:
    """Builds embalm's and eternalize's "Create a token that's a copy of this card, except
    it's white [black, it's 4/4], it has no mana cost, and it's a Zombie in addition to its
    other types" (CR 702.128a, 702.129a): the copy is of the card as printed, which its cost
    exiled from the graveyard."""

    def run(ctx: Ctx) -> bool:
        card = ctx.source.card
        head, _, sub = card.type_line.partition(" — ")
        subtypes = sub.split()
        subtypes += [] if "Zombie" in subtypes else ["Zombie"]
        changes: dict[str, Any] = {"mana_cost": "", "colors": frozenset({color})}
        changes["type_line"] = f"{head} — {' '.join(subtypes)}"
        if power_toughness:
            power, toughness = power_toughness.split("/")
            changes |= {"power": int(power), "toughness": int(toughness)}
        return create(ctx.game, dataclasses.replace(card, **changes), ctx.controller) is not None

    return run


def attached_to_creature() -> CondFn:
    """Builds reconfigure's "if this permanent is attached to a creature" (CR 702.151a): to a
    creature still on the battlefield."""

    def test(ctx: Ctx) -> bool:
        host = ctx.source.attached_to
        return (
            host is not None
            and host.zone == "battlefield"
            and "creature" in ch.types(ctx.game, host)
        )

    return test


def unattach_self() -> EffectFn:
    """Builds reconfigure's "Unattach this permanent." (CR 702.151a, 701.3d)."""

    def run(ctx: Ctx) -> bool:
        if ctx.source.zone != "battlefield" or ctx.source.attached_to is None:
            return False
        ctx.source.attached_to = None
        note(ctx.game, ctx.source, "unattached")
        return True

    return run


def counter_unless_cost(slot: int, costs: tuple[Cost, ...], prompt: str) -> EffectFn:
    """Builds ward's "counter that spell or ability unless that player pays [cost]" for a
    cost other than mana ("Ward—Pay 3 life.", CR 702.21a): the spell's or ability's
    controller may pay it, as the player the cost's "you" means."""

    def run(ctx: Ctx) -> bool:
        countered = False
        for item in [i for i in ctx.slots[slot] or [] if isinstance(i, StackItem)]:
            payer = Ctx(ctx.game, ctx.source, item.controller)
            able = item in ctx.game.stack and all(c.can_pay(payer) for c in costs)
            if able and ctx.game.agent.may(ctx.game, item.controller, prompt):
                for cost in costs:
                    cost.pay(payer)
                continue
            countered = resolution.counter(ctx.game, item) or countered
        return countered

    return run


def on_echo_due() -> TriggerFn:
    """Builds echo's trigger for an echo cost that isn't mana ("Echo—Discard a card.", CR
    702.30a): at the beginning of your upkeep, if this came under your control since the
    beginning of your last upkeep."""
    return echo_due


def bloodthirst_x(text: str) -> ReplacementAbility:
    """Builds "Bloodthirst X" (CR 702.54b): enters with a +1/+1 counter for each damage the
    opponents were dealt this turn."""
    return counters.bloodthirst_x(text)
