"""Factories for object selections: the source, a slot, targets, objects matching a test,
chosen objects, cards of a library or zone."""

from __future__ import annotations

from ..abilities import AmountFn, Ctx, ObjectsFn, PlayersFn, Pred, Target
from ..state import Obj, Player
from .base import alive, as_it_left


def source() -> ObjectsFn:
    """The card itself ("this creature", its name)."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        return [ctx.source]

    return select


def last_known(objects: ObjectsFn) -> ObjectsFn:
    """The selected objects as they last existed on the battlefield ("the sacrificed
    creature's power", CR 608.2h); one still there, or never there, is itself."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        found: list[Target] = []
        for t in objects(ctx, chooser):
            gone = isinstance(t, Obj) and t.zone != "battlefield"
            found.append((as_it_left(ctx.game, t) if gone else None) or t)  # type: ignore[arg-type]
        return found

    return select


def those(objects: ObjectsFn, pred: Pred) -> ObjectsFn:
    """The objects among ``objects`` that ``pred`` accepts as they last existed on the
    battlefield if they left it ("each permanent destroyed this way", CR 608.2h), wherever
    they are now."""
    known = last_known(objects)

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        found = objects(ctx, chooser)
        return [t for t, k in zip(found, known(ctx, chooser), strict=True) if pred(ctx, k)]

    return select


def slot(index: int, otherwise: ObjectsFn | None = None) -> ObjectsFn:
    """Objects an earlier step or the trigger bound ("it", "that card"), as they were if they
    have moved on (effects skip those; amounts use their last known values); ``otherwise``
    when the step that fills the slot did not run."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        value = ctx.slots[index] if index < len(ctx.slots) else None
        if value is None and otherwise is not None:
            return otherwise(ctx, chooser)
        return list(value) if isinstance(value, list) else []

    return select


def targets(index: int) -> ObjectsFn:
    """The legal chosen targets of the ``index``-th target phrase."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        chosen = ctx.targets[index] if index < len(ctx.targets) else []
        return [t for t in chosen if alive(t)]

    return select


def matching(pred: Pred, zones: tuple[str, ...], own: bool = False) -> ObjectsFn:
    """Every object in the zones that matches ("all creatures", "each creature you control");
    with ``own``, only those the chooser controls (battlefield) or owns (other zones)."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        return [
            o
            for z in zones
            for o in ctx.game.objects(z)
            if pred(ctx, o)
            and (not own or (o.controller if z == "battlefield" else o.owner) is chooser)
        ]

    return select


def choose(
    pred: Pred,
    zones: tuple[str, ...],
    count: AmountFn | None,
    own: bool,
    what: str,
    up_to: bool = False,
    at_random: bool = False,
) -> ObjectsFn:
    """Builds "a creature", "two cards": the chooser picks that many matching objects; with ``own``,
    only among objects the chooser controls (battlefield) or owns (other zones); ``up_to``
    ("up to two lands"): as many as they like, up to that many; a ``count`` of None with
    ``up_to`` is "any number of" them; ``at_random``: the game's seeded random source picks
    ("a card at random from your graveyard"). What one other player does ("each player may put a
    land card from their hand …", in turn) that player chooses for, not the controller."""

    candidates = matching(pred, zones, own)

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        if chooser is ctx.controller and ctx.acting is not None and len(ctx.acting) == 1:
            chooser = ctx.acting[0]
        options = candidates(ctx, chooser)
        n = len(options) if count is None else min(count(ctx), len(options))
        if n == len(options) and not up_to:
            return list(options)
        if at_random:
            return ctx.game.rng.sample(list(options), n)
        low = 0 if up_to else n
        return ctx.game.agent.choose(ctx.game, chooser, f"choose {what}", options, low, n)

    return select


def library_cards(count: AmountFn, players: PlayersFn, position: str) -> ObjectsFn:
    """Builds "the top N cards of your library" / "N cards from the bottom of your library"."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        n = max(count(ctx), 0)
        found: list[Target] = []
        for p in players(ctx):
            found.extend(p.library[:n] if position == "top" else p.library[len(p.library) - n :])
        return found

    return select


def attached(pred: Pred) -> ObjectsFn:
    """Builds "enchanted creature", "equipped creature"."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        host = ctx.source.attached_to
        return [host] if host is not None and host.zone and pred(ctx, host) else []

    return select


def zone_contents(zone: str, players: PlayersFn) -> ObjectsFn:
    """Every card in the players' zone ("your hand")."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        return [o for p in players(ctx) for o in ctx.game.objects(zone, p)]

    return select


def object_list(*parts: ObjectsFn) -> ObjectsFn:
    """Several selections together ("each creature and each planeswalker")."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        found: list[Target] = []
        for part in parts:
            found.extend(t for t in part(ctx, chooser) if t not in found)
        return found

    return select


def as_objects(players: PlayersFn) -> ObjectsFn:
    """Players where objects are expected ("each opponent" as damage recipients)."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        return list(players(ctx))

    return select
