"""Factories for filters: tests of one object (card type, color, status, controller, zone,
counters, what it targets, …)."""

from __future__ import annotations

from collections.abc import Callable

from .. import characteristics as ch
from .. import mana
from ..abilities import AmountFn, Ctx, ObjectsFn, PlayersFn, Pred, Target
from ..state import Game, Obj, Player
from .base import OPS, attribute


def card_type(name: str) -> Pred:
    """A card type, or "permanent", "card", "spell", "token", "source" (any object: what
    deals damage, CR 609.7)."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        if name == "source":
            return True
        if name == "permanent":
            return t.zone == "battlefield"
        if name == "card":
            return not t.token
        if name == "spell":
            return t.zone == "stack"
        if name == "token":
            return t.token
        return name in ch.types(ctx.game, t)

    return test


def subtype(name: str) -> Pred:
    """A subtype ("Island", plural "Birds" too) or supertype ("legendary")."""
    lowered = name.lower()
    singular = lowered[:-1] if lowered.endswith("s") else lowered

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        subtypes = {s.lower() for s in ch.subtypes(ctx.game, t)}
        return bool({lowered, singular} & (subtypes | t.card.supertypes))

    return test


def color(name: str) -> Pred:
    """A color, "colorless", "multicolored", "monocolored" (CR 105.2a), "colored" or "one or
    more colors"; "all colors" ("protection from all colors": from each color, CR 702.16)."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        colors = ch.colors(ctx.game, t)
        if name == "colorless":
            return not colors
        if name == "multicolored":
            return len(colors) > 1
        if name in ("one or more colors", "colored", "all colors"):
            return bool(colors)
        if name == "monocolored":
            return len(colors) == 1
        return name in colors

    return test


def status(name: str) -> Pred:
    """attacking, blocking, tapped, untapped, historic, kicked (a spell cast with kicker),
    monstrous (CR 701.37b), face-down (CR 708.2), modified (CR 700.9), equipped and
    enchanted (CR 301.5c, 303.4e)."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        if name == "historic":
            return ch.is_historic(ctx.game, t)
        if name == "kicked":
            return any(i.source is t and "kicker" in i.paid for i in ctx.game.stack)
        if name == "modified":
            return _modified(ctx, t)
        if name in ATTACHED:
            return any(ATTACHED[name] in kinds for kinds in _attached_kinds(ctx, t))
        return {
            "attacking": t.attacking,
            "blocking": t.blocking,
            "tapped": t.tapped,
            "untapped": t.zone == "battlefield" and not t.tapped,
            "monstrous": t.monstrous,
            "face-down": t.face_down is not None,
        }[name]

    return test


#: "equipped" / "enchanted": the subtype of a permanent attached to it that makes it so.
ATTACHED = {"equipped": "Equipment", "enchanted": "Aura"}


def _attached_kinds(ctx: Ctx, obj: Obj) -> list[frozenset[str]]:
    """The subtypes of each permanent attached to ``obj`` on the battlefield."""
    if obj.zone != "battlefield":
        return []
    return [ch.subtypes(ctx.game, o) for o in ctx.game.battlefield if o.attached_to is obj]


def _modified(ctx: Ctx, obj: Obj) -> bool:
    """A permanent with a counter on it, equipped, or enchanted by an Aura its controller
    controls (CR 700.9)."""
    if obj.zone != "battlefield":
        return False
    if any(n > 0 for n in obj.counters.values()):
        return True
    for other in (o for o in ctx.game.battlefield if o.attached_to is obj):
        kinds = ch.subtypes(ctx.game, other)
        if "Equipment" in kinds or ("Aura" in kinds and other.controller is obj.controller):
            return True
    return False


def shares_creature_type(objects: ObjectsFn) -> Pred:
    """Builds "that shares a creature type with <object>" (CR 700.5a): a creature type in
    common with one of those objects."""
    return _shares(objects, _creature_types)


def _creature_types(game: Game, obj: Obj) -> frozenset[str]:
    return ch.subtypes(game, obj) & ch.CREATURE_TYPES


def shares_color(objects: ObjectsFn) -> Pred:
    """Builds "that shares a color with <object>" (CR 105.2): a color in common with one of
    those objects (a colorless object shares none)."""
    return _shares(objects, ch.colors)


def shares_card_type(objects: ObjectsFn) -> Pred:
    """Builds "that shares a card type with <object>" (CR 205.2a)."""
    return _shares(objects, ch.types)


def _shares(objects: ObjectsFn, quality: Callable[[Game, Obj], frozenset[str]]) -> Pred:
    """An object with a value of ``quality`` in common with one of the other objects."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        mine = quality(ctx.game, t)
        others = [o for o in objects(ctx, ctx.controller) if isinstance(o, Obj) and o is not t]
        return any(mine & quality(ctx.game, o) for o in others)

    return test


def negated(pred: Pred) -> Pred:
    """Builds "non…"."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and not pred(ctx, t)

    return test


def all_of(*preds: Pred) -> Pred:
    """Every part applies."""

    def test(ctx: Ctx, t: Target) -> bool:
        return all(p(ctx, t) for p in preds)

    return test


def any_of(*preds: Pred) -> Pred:
    """One of the options applies."""

    def test(ctx: Ctx, t: Target) -> bool:
        return any(p(ctx, t) for p in preds)

    return test


def compare(name: str, op: str, value: AmountFn) -> Pred:
    """Builds "with mana value 3 or less", "with power 4 or greater"."""
    check = OPS[op]

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and check(attribute(ctx, t, name), value(ctx))

    return test


def controlled_by(players: PlayersFn, negate: bool = False) -> Pred:
    """Builds "you control" / "you don't control"."""
    return _held_by("controller", players, negate)


def owned_by(players: PlayersFn, negate: bool = False) -> Pred:
    """Builds "you own" / "you don't own"."""
    return _held_by("owner", players, negate)


def _held_by(role: str, players: PlayersFn, negate: bool) -> Pred:
    """Whether an object's controller or owner (``role``) is among ``players``."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        return (getattr(t, role) in players(ctx)) != negate

    return test


def in_zone(zone: str, owners: PlayersFn | None = None) -> Pred:
    """Builds "in your graveyard", "from a graveyard"."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player) or t.zone != zone:
            return False
        return owners is None or t.owner in owners(ctx)

    return test


def with_counter(counter: str) -> Pred:
    """Builds "with a +1/+1 counter on it"."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and t.counters[counter] > 0

    return test


def targeting(objects: ObjectsFn) -> Pred:
    """Builds "that targets <object>": a spell or ability on the stack with that target."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        wanted = objects(ctx, ctx.controller)
        return any(
            item.source is t and any(x in wanted for ts in item.targets for x in ts)
            for item in ctx.game.stack
        )

    return test


def has_keyword(name: str) -> Pred:
    """Builds "with flying"."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and name in ch.keywords(ctx.game, t)

    return test


def mana_cost_has(symbol: str) -> Pred:
    """Builds "with {X} in its mana cost" (``symbol`` written "{X}")."""
    wanted = set(mana.symbols(symbol))

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and wanted <= set(mana.symbols(t.card.mana_cost))

    return test


def cast_by(players: PlayersFn) -> Pred:
    """Builds "(spells) you cast"."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and t.controller in players(ctx)

    return test


def exiled_with(objects: ObjectsFn) -> Pred:
    """Builds "exiled with <object>"."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player) or t.zone != "exile":
            return False
        return any(isinstance(o, Obj) and o.id == t.exiled_by for o in objects(ctx, ctx.controller))

    return test


def exiled_by_link() -> Pred:
    """Builds "the exiled card" of a linked ability (CR 607.2a): a card in exile that the
    source exiled, as it is or as the permanent it was before it left the battlefield."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player) or t.zone != "exile" or t.exiled_by is None:
            return False
        return t.exiled_by in (ctx.source.id, ctx.source.was)

    return test


def attached_to(objects: ObjectsFn) -> Pred:
    """Builds "attached to <object>" ("each Aura attached to it")."""

    def test(ctx: Ctx, t: Target) -> bool:
        host = None if isinstance(t, Player) else t.attached_to
        return host is not None and any(_same(host, o) for o in objects(ctx, ctx.controller))

    return test


def same_name(objects: ObjectsFn) -> Pred:
    """ "with the same name as <objects>" (CR 201.2): an object with one of their names."""

    def test(ctx: Ctx, t: Target) -> bool:
        names = {o.name for o in objects(ctx, ctx.controller) if isinstance(o, Obj)}
        return isinstance(t, Obj) and t.name in names

    return test


def of_chosen(value: str) -> Pred:
    """Builds "of the chosen color" / "of the chosen type": what the source chose as it
    entered (CR 607.2); nothing when it chose none (it entered otherwise, CR 614.12)."""

    def test(ctx: Ctx, t: Target) -> bool:
        chosen = ctx.source.chosen.get(value)
        if chosen is None or isinstance(t, Player):
            return False
        found = ch.colors(ctx.game, t) if value == "color" else ch.subtypes(ctx.game, t)
        return chosen in found

    return test


def other() -> Pred:
    """Builds "another": not the source itself."""

    def test(ctx: Ctx, t: Target) -> bool:
        return t is not ctx.source

    return test


def named_self() -> Pred:
    """Builds "named ~": an object with the source's own name."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and t.name == ctx.source.name

    return test


def named_card(name: str) -> Pred:
    """Builds "named <another card's name>": an object with that name (CR 201.2)."""

    def test(ctx: Ctx, t: Target) -> bool:
        return not isinstance(t, Player) and t.name == name

    return test


def player_kind(opponents_only: bool) -> Pred:
    """A player (or only an opponent of the controller), for mixed player/object targets."""

    def test(ctx: Ctx, t: Target) -> bool:
        return isinstance(t, Player) and (not opponents_only or t is not ctx.controller)

    return test


def any_target() -> Pred:
    """Builds "any target": a creature, planeswalker or battle on the battlefield, or a player."""
    kinds = {"creature", "planeswalker", "battle"}

    def test(ctx: Ctx, t: Target) -> bool:
        return isinstance(t, Player) or bool(ch.types(ctx.game, t) & kinds)

    return test


def is_source() -> Pred:
    """Static abilities: the source itself."""

    def test(ctx: Ctx, t: Target) -> bool:
        return t is ctx.source

    return test


def among(objects: ObjectsFn) -> Pred:
    """ "a creature card from it": one of the objects an earlier step found ("that creature"
    as it last existed too: the same object id, CR 608.2h)."""

    def test(ctx: Ctx, t: Target) -> bool:
        return any(_same(t, o) for o in objects(ctx, ctx.controller))

    return test


def was_target(index: int) -> Pred:
    """A delayed trigger's "that creature" for a target of the ability that set it up: the
    chosen target, wherever it has gone since (its last known information, CR 608.2h)."""

    def test(ctx: Ctx, t: Target) -> bool:
        chosen = ctx.targets[index] if index < len(ctx.targets) else []
        return any(_same(t, o) for o in chosen)

    return test


def _same(t: Target, o: Target) -> bool:
    """The same object, or the same object as it last existed (a copy with its id)."""
    return t is o or (isinstance(o, Obj) and isinstance(t, Obj) and o.id == t.id)


def is_host(pred: Pred) -> Pred:
    """Static abilities: the permanent the source is attached to ("enchanted creature")."""

    def test(ctx: Ctx, t: Target) -> bool:
        return t is ctx.source.attached_to and pred(ctx, t)

    return test
