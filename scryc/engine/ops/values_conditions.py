"""Factories for conditions: "if you do", control and counts of objects, what happened this
turn, comparisons of amounts and life totals."""

from __future__ import annotations

import dataclasses

from .. import characteristics as ch
from ..abilities import AmountFn, CondFn, Ctx, ObjectsFn, PlayerPred, PlayersFn, Pred
from ..events import (
    Attacked,
    Cast,
    LifeChanged,
    Moved,
    Surveilled,
    this_turn,
)
from ..state import Obj, Player
from .base import OPS


def did() -> CondFn:
    """Builds "If you do": the step it refers to happened."""

    def test(ctx: Ctx) -> bool:
        return ctx.did

    return test


def did_not() -> CondFn:
    """Builds "If you don't": the step it refers to did not happen."""

    def test(ctx: Ctx) -> bool:
        return not ctx.did

    return test


def flip_won(slot: int, won: bool) -> CondFn:
    """Builds "If you win the flip" (``won``) / "If you lose the flip": the coin flip (or the
    clash) kept in ``slot`` came out so (none: neither)."""

    def test(ctx: Ctx) -> bool:
        result = ctx.slots[slot] if slot < len(ctx.slots) else None
        return result is not None and result == int(won)

    return test


def your_turn() -> CondFn:
    """Builds "it's your turn"."""

    def test(ctx: Ctx) -> bool:
        return ctx.game.active_player is ctx.controller

    return test


def your_step(step: str) -> CondFn:
    """Builds "during your upkeep": it is that step of your turn."""

    def test(ctx: Ctx) -> bool:
        return ctx.game.active_player is ctx.controller and ctx.game.step == step

    return test


def player_controls(
    player: PlayerPred,
    pred: Pred,
    negate: bool = False,
    minimum: AmountFn | None = None,
    share: bool = False,
    different: str = "",
) -> CondFn:
    """Builds "you control an Island", "an opponent controls a planeswalker", "you control
    three or more creatures that share a creature type" (CR 700.5a): one such player controls
    at least ``minimum`` (default one) of them, all with a creature type in common if
    ``share``, no two with the same power or name if ``different`` is "power" (coven) or
    "name" (a face-down permanent has none, CR 708.2)."""

    def enough(ctx: Ctx, found: list[Obj], least: int) -> bool:
        if different == "power":
            return len({ch.power(ctx.game, o) for o in found}) >= least
        if different == "name":
            return len({o.name for o in found if o.face_down is None}) >= least
        if not share:
            return len(found) >= least
        kinds = [ch.subtypes(ctx.game, o) & ch.CREATURE_TYPES for o in found]
        return any(sum(t in k for k in kinds) >= least for t in frozenset().union(*kinds))

    def test(ctx: Ctx) -> bool:
        least = minimum(ctx) if minimum is not None else 1
        groups: dict[int, list[Obj]] = {}
        for o in ctx.game.battlefield:
            if player(ctx, o.controller) and pred(ctx, o):
                groups.setdefault(o.controller.index, []).append(o)
        found = any(enough(ctx, g, least) for g in groups.values()) or least <= 0
        return found != negate

    return test


def did_not_die(objects: ObjectsFn) -> CondFn:
    """Builds "if it didn't die": the object that left the battlefield went somewhere other
    than a graveyard (CR 700.4: "dies" means put into a graveyard from the battlefield)."""

    def test(ctx: Ctx) -> bool:
        found = [o for o in objects(ctx, ctx.controller) if isinstance(o, Obj)]
        departures = [
            e for e in ctx.game.events if isinstance(e, Moved) and e.from_zone == "battlefield"
        ]
        left = [e for e in departures if any(e.obj is o for o in found)]
        return bool(left) and all(e.to_zone != "graveyard" for e in left)

    return test


def left_battlefield_this_turn(pred: Pred, controller: PlayerPred | None) -> CondFn:
    """Builds "if a permanent you controlled left the battlefield this turn" (revolt): tested
    on each permanent as it last existed on the battlefield (CR 608.2h)."""
    count = count_left_this_turn(pred, False, controller)

    def test(ctx: Ctx) -> bool:
        return count(ctx) > 0

    return test


def count_left_this_turn(pred: Pred, died: bool, controller: PlayerPred | None) -> AmountFn:
    """Builds "the number of creatures that left the battlefield under your control this turn"
    ("that died this turn" with ``died``), each as it last existed there (CR 608.2h)."""

    def amount(ctx: Ctx) -> int:
        n = 0
        for e in this_turn(ctx.game.events):
            if not isinstance(e, Moved) or e.from_zone != "battlefield":
                continue
            if died and e.to_zone != "graveyard":
                continue
            before = dataclasses.replace(e.old, zone="battlefield")
            if (controller is None or controller(ctx, before.controller)) and pred(ctx, before):
                n += 1
        return n

    return amount


def count_cast_this_turn(pred: Pred, player: PlayerPred) -> AmountFn:
    """Builds "the number of spells your opponents have cast this turn", counted from the
    turn's record, each spell as it was on the stack."""

    def amount(ctx: Ctx) -> int:
        return sum(
            isinstance(e, Cast)
            and player(ctx, e.player)
            and pred(ctx, dataclasses.replace(e.spell, zone="stack"))
            for e in this_turn(ctx.game.events)
        )

    return amount


def acted_this_turn(players: PlayersFn, acts: tuple[str, ...]) -> CondFn:
    """Builds "if you attacked / gained life / lost life / surveilled / descended this turn";
    descending is a permanent card put into the player's graveyard from anywhere (CR 700.11)."""

    def did(e: object, player: Player) -> bool:
        return (
            ("attack" in acts and isinstance(e, Attacked) and e.player is player)
            or (
                isinstance(e, LifeChanged)
                and e.player is player
                and (
                    ("gain life" in acts and e.amount > 0) or ("lose life" in acts and e.amount < 0)
                )
            )
            or ("surveil" in acts and isinstance(e, Surveilled) and e.player is player)
            or (
                "descend" in acts
                and isinstance(e, Moved)
                and e.to_zone == "graveyard"
                and not e.obj.token
                and e.obj.owner is player
                and e.obj.card.is_permanent
            )
        )

    def test(ctx: Ctx) -> bool:
        events = this_turn(ctx.game.events)
        return any(did(e, p) for p in players(ctx) for e in events)

    return test


def cast_this_turn(pred: Pred) -> CondFn:
    """Builds "if you've cast an instant or sorcery spell this turn": the spells as cast."""

    def test(ctx: Ctx) -> bool:
        return any(
            e.player is ctx.controller and pred(ctx, dataclasses.replace(e.spell, zone="stack"))
            for e in this_turn(ctx.game.events)
            if isinstance(e, Cast)
        )

    return test


def controls_more(pred: Pred, at_least: AmountFn) -> CondFn:
    """Builds "an opponent controls [at least two] more lands than you"."""

    def test(ctx: Ctx) -> bool:
        def count(player: Player) -> int:
            return sum(1 for o in ctx.game.battlefield if o.controller is player and pred(ctx, o))

        mine, least = count(ctx.controller), at_least(ctx)
        return any(count(p) - mine >= least for p in ctx.game.players if p is not ctx.controller)

    return test


def object_is(objects: ObjectsFn, pred: Pred) -> CondFn:
    """Builds "if it's a creature card": false when the object can't be found (CR 608.2b)."""

    def test(ctx: Ctx) -> bool:
        return any(pred(ctx, t) for t in objects(ctx, ctx.controller))

    return test


def dealt_damage_this_way(pred: Pred | None) -> CondFn:
    """Builds "if a player is dealt damage this way" (no ``pred``: a player) and "if a
    creature is dealt damage this way"."""

    def test(ctx: Ctx) -> bool:
        if pred is None:
            return any(isinstance(t, Player) for t in ctx.damaged)
        return any(isinstance(t, Obj) and pred(ctx, t) for t in ctx.damaged)

    return test


def revealed_this_way(pred: Pred) -> CondFn:
    """Builds "if a creature card is revealed this way"."""

    def test(ctx: Ctx) -> bool:
        return any(pred(ctx, o) for o in ctx.revealed)

    return test


def spell_paid(cost: str) -> CondFn:
    """ "if this spell was kicked": the optional cost was paid when it was cast (a permanent
    remembers how its spell was cast: "if this creature was kicked, it enters with …")."""

    def test(ctx: Ctx) -> bool:
        spell = ctx.item is not None and ctx.item.kind == "spell"
        return cost in (ctx.item.paid if spell else ctx.source.paid)  # type: ignore[union-attr]

    return test


def spells_paid(cost: str, objects: ObjectsFn) -> CondFn:
    """ "if that spell was kicked": the spell (on the stack, or the permanent it became) was
    cast with the optional cost paid."""

    def test(ctx: Ctx) -> bool:
        found = [t for t in objects(ctx, ctx.controller) if isinstance(t, Obj)]
        on_stack = [i for i in ctx.game.stack if i.kind == "spell" and i.source in found]
        return any(cost in i.paid for i in on_stack) or any(cost in t.paid for t in found)

    return test


def amount_compare(left: AmountFn, op: str, right: AmountFn) -> CondFn:
    """Builds "your devotion to blue is less than five"."""
    check = OPS[op]

    def test(ctx: Ctx) -> bool:
        return check(left(ctx), right(ctx))

    return test


def all_conditions(*conditions: CondFn) -> CondFn:
    """Builds "<condition> and <condition>": true while each is."""

    def test(ctx: Ctx) -> bool:
        return all(c(ctx) for c in conditions)

    return test


def unless(condition: CondFn) -> CondFn:
    """Builds "unless <condition>": true while the condition is false."""

    def test(ctx: Ctx) -> bool:
        return not condition(ctx)

    return test


def died_this_turn(pred: Pred, minimum: AmountFn, controller: PlayerPred | None = None) -> CondFn:
    """Builds "three or more creatures died this turn", "a creature died under your control
    this turn": deaths since this turn's untap step [of creatures that player controlled]."""

    def test(ctx: Ctx) -> bool:
        died = sum(
            pred(ctx, e.old)
            for e in this_turn(ctx.game.events)
            if isinstance(e, Moved)
            and (e.from_zone, e.to_zone) == ("battlefield", "graveyard")
            and (controller is None or controller(ctx, e.old.controller))
        )
        return died >= minimum(ctx)

    return test


def life_compare(
    op: str, amount: AmountFn, players: PlayerPred | None = None, every: bool = False
) -> CondFn:
    """Builds "you have 5 or less life": the controller's life total; with ``players``, "an
    opponent has 10 or less life" (any such player still in the game), or with ``every``
    "each player has …" (all of them)."""
    check = OPS[op]

    def test(ctx: Ctx) -> bool:
        if players is None:
            return check(ctx.controller.life, amount(ctx))
        named = [p for p in ctx.game.apnap() if not p.lost and players(ctx, p)]
        met = [check(p.life, amount(ctx)) for p in named]
        return bool(met) and (all(met) if every else any(met))

    return test


def hand_size(players: PlayersFn, op: str, amount: AmountFn) -> CondFn:
    """Builds "you have one or fewer cards in hand"."""
    check = OPS[op]

    def test(ctx: Ctx) -> bool:
        return all(check(len(p.hand), amount(ctx)) for p in players(ctx))

    return test


def there_are(objects: ObjectsFn, minimum: AmountFn) -> CondFn:
    """Builds "there are four or more creature cards in your graveyard"."""

    def test(ctx: Ctx) -> bool:
        return len(objects(ctx, ctx.controller)) >= minimum(ctx)

    return test
