"""Factories for values: amounts, players, object filters, object selections, conditions.

Each factory takes already-built parts and returns a closure; the compiler calls them once
per AST node, and generated code calls the same factories.
"""

from __future__ import annotations

import dataclasses

from .. import characteristics as ch
from .. import mana
from ..abilities import AmountFn, CondFn, Ctx, ObjectsFn, PlayerPred, PlayersFn, Pred, Target
from ..events import (
    Attacked,
    Cast,
    DieRolled,
    LifeChanged,
    Moved,
    Scried,
    Surveilled,
    this_turn,
)
from ..state import Obj, Player

OPS = {
    "eq": lambda a, b: a == b,
    "le": lambda a, b: a <= b,
    "ge": lambda a, b: a >= b,
    "lt": lambda a, b: a < b,
    "gt": lambda a, b: a > b,
}


def alive(t: Target) -> bool:
    """Whether an object still exists where it was (or a player is still in the game)."""
    return not t.lost if isinstance(t, Player) else bool(t.zone)


def attribute(ctx: Ctx, t: Target, name: str) -> int:
    """A numeric characteristic: power, toughness, mana value, loyalty."""
    if isinstance(t, Player):
        return t.life if name == "life" else 0
    if name == "power":
        return ch.power(ctx.game, t)
    if name == "toughness":
        return ch.toughness(ctx.game, t)
    if name == "loyalty":
        return t.counters["loyalty"]
    return t.card.mana_value


# --- amounts ------------------------------------------------------------------------------


def number(value: int) -> AmountFn:
    """A fixed number."""

    def amount(ctx: Ctx) -> int:
        return value

    return amount


def x_value() -> AmountFn:
    """X as chosen when the spell was cast or the ability activated."""

    def amount(ctx: Ctx) -> int:
        return ctx.x

    return amount


def count_of(objects: ObjectsFn) -> AmountFn:
    """How many objects (or players) a selection holds."""

    def amount(ctx: Ctx) -> int:
        return len(objects(ctx, ctx.controller))

    return amount


def value_of(name: str, objects: ObjectsFn) -> AmountFn:
    """A numeric characteristic of the selected objects (summed; 0 if there are none)."""

    def amount(ctx: Ctx) -> int:
        return sum(attribute(ctx, t, name) for t in objects(ctx, ctx.controller))

    return amount


def greatest_of(name: str, objects: ObjectsFn) -> AmountFn:
    """ "the greatest power among creatures you control" (0 if there are none)."""

    def amount(ctx: Ctx) -> int:
        return max((attribute(ctx, t, name) for t in objects(ctx, ctx.controller)), default=0)

    return amount


def counters_on(counter: str | None, objects: ObjectsFn) -> AmountFn:
    """The number of counters of a kind (``None``: of every kind) on the selected objects."""

    def amount(ctx: Ctx) -> int:
        found = [t for t in objects(ctx, ctx.controller) if not isinstance(t, Player)]
        if counter is None:
            return sum(sum(t.counters.values()) for t in found)
        return sum(t.counters[counter] for t in found)

    return amount


BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def types_among(kinds: str, objects: ObjectsFn) -> AmountFn:
    """How many card types (basic land types, mana values) the selected objects have among
    them."""

    def amount(ctx: Ctx) -> int:
        found = [t for t in objects(ctx, ctx.controller) if not isinstance(t, Player)]
        if kinds == "card":
            return len(frozenset().union(*(ch.types(ctx.game, t) for t in found)))
        if kinds == "mana value":
            return len({t.card.mana_value for t in found})
        return len(BASIC_LAND_TYPES & frozenset().union(*(t.card.subtypes for t in found)))

    return amount


def die_result() -> AmountFn:
    """The result of the last die its controller rolled."""

    def amount(ctx: Ctx) -> int:
        rolls = (e for e in reversed(ctx.game.events) if isinstance(e, DieRolled))
        return next((e.result for e in rolls if e.player is ctx.controller), 0)

    return amount


def cards_looked_at() -> AmountFn:
    """The number of cards looked at while scrying (or surveilling) in the triggering event."""

    def amount(ctx: Ctx) -> int:
        event = ctx.event
        return event.looked_at if isinstance(event, Scried | Surveilled) else 0

    return amount


def slot_number(slot: int) -> AmountFn:
    """A number an earlier step or the trigger bound ("that many")."""

    def amount(ctx: Ctx) -> int:
        value = ctx.slots[slot]
        return value if isinstance(value, int) else len(value or ())

    return amount


def product(left: AmountFn, right: AmountFn) -> AmountFn:
    """A product ("{1} less for each …")."""

    def amount(ctx: Ctx) -> int:
        return left(ctx) * right(ctx)

    return amount


def plus(left: AmountFn, right: AmountFn) -> AmountFn:
    """A sum."""

    def amount(ctx: Ctx) -> int:
        return left(ctx) + right(ctx)

    return amount


def devotion(players: PlayersFn, color: str) -> AmountFn:
    """Devotion to a color: its mana symbols among permanents the player controls."""

    def amount(ctx: Ctx) -> int:
        who = players(ctx)
        costs = [o.card.mana_cost for o in ctx.game.battlefield if o.controller in who]
        return mana.devotion(costs, color)

    return amount


#: The creature types a party has one each of (CR 700.8).
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(players: PlayersFn) -> AmountFn:
    """The number of creatures in the players' party (CR 700.8): up to one each of Cleric,
    Rogue, Warrior and Wizard among the creatures they control, as many as can be matched."""

    def amount(ctx: Ctx) -> int:
        who = players(ctx)
        creatures = [
            ch.subtypes(ctx.game, o)
            for o in ctx.game.battlefield
            if o.controller in who and "creature" in ch.types(ctx.game, o)
        ]
        return _most_roles(creatures, list(PARTY_ROLES), frozenset())

    return amount


def _most_roles(creatures: list[frozenset[str]], roles: list[str], used: frozenset[int]) -> int:
    """How many of ``roles`` distinct creatures can fill (each role by one creature of it)."""
    if not roles:
        return 0
    role, rest = roles[0], roles[1:]
    best = _most_roles(creatures, rest, used)  # this role left empty
    for i, subtypes in enumerate(creatures):
        if i not in used and role in subtypes:
            best = max(best, 1 + _most_roles(creatures, rest, used | {i}))
    return best


# --- players ------------------------------------------------------------------------------


def you() -> PlayersFn:
    """The controller of the spell or ability."""

    def players(ctx: Ctx) -> list[Player]:
        return [ctx.controller]

    return players


def acting() -> PlayersFn:
    """Inside "each player may …": the players who chose to."""

    def players(ctx: Ctx) -> list[Player]:
        return list(ctx.acting) if ctx.acting is not None else [ctx.controller]

    return players


def each_player() -> PlayersFn:
    """Every player in the game, APNAP order."""

    def players(ctx: Ctx) -> list[Player]:
        return [p for p in ctx.game.apnap() if not p.lost]

    return players


def each_opponent() -> PlayersFn:
    """Every opponent of the controller."""

    def players(ctx: Ctx) -> list[Player]:
        return ctx.game.opponents(ctx.controller)

    return players


def each_other_player() -> PlayersFn:
    """ "each other player": every player in the game but the controller, APNAP order."""

    def players(ctx: Ctx) -> list[Player]:
        return [p for p in ctx.game.apnap() if not p.lost and p is not ctx.controller]

    return players


def you_and(others: PlayersFn) -> PlayersFn:
    """ "you and that player", "you and target opponent": the controller, then the others."""

    def players(ctx: Ctx) -> list[Player]:
        return [ctx.controller, *(p for p in others(ctx) if p is not ctx.controller)]

    return players


def chosen_player(opponents_only: bool, at_random: bool = False) -> PlayersFn:
    """Builds "an opponent" / "a player": the controller chooses one (not a target), or the
    game's seeded random source does ("an opponent chosen at random")."""

    def players(ctx: Ctx) -> list[Player]:
        pool = ctx.game.opponents(ctx.controller) if opponents_only else ctx.game.apnap()
        if at_random:
            return [ctx.game.rng.choice(pool)] if pool else []
        prompt = "choose an opponent" if opponents_only else "choose a player"
        return ctx.game.agent.choose(ctx.game, ctx.controller, prompt, pool, 1, 1) if pool else []

    return players


def players_in(objects: ObjectsFn) -> PlayersFn:
    """The players among selected targets or bound objects ("target player", "that player")."""

    def players(ctx: Ctx) -> list[Player]:
        return [t for t in objects(ctx, ctx.controller) if isinstance(t, Player) and not t.lost]

    return players


def owner_of(objects: ObjectsFn) -> PlayersFn:
    """The owners of objects (players stand for themselves)."""

    def players(ctx: Ctx) -> list[Player]:
        found: list[Player] = []
        for t in objects(ctx, ctx.controller):
            p = t if isinstance(t, Player) else t.owner
            if p not in found:
                found.append(p)
        return found

    return players


def controller_of(objects: ObjectsFn) -> PlayersFn:
    """The controllers of objects (players stand for themselves)."""

    def players(ctx: Ctx) -> list[Player]:
        found: list[Player] = []
        for t in objects(ctx, ctx.controller):
            p = t if isinstance(t, Player) else t.controller
            if p not in found:
                found.append(p)
        return found

    return players


def is_you() -> PlayerPred:
    """Trigger test: the player is the ability's controller."""

    def test(ctx: Ctx, player: Player) -> bool:
        return player is ctx.controller

    return test


def is_opponent() -> PlayerPred:
    """Trigger test: the player is an opponent of the ability's controller."""

    def test(ctx: Ctx, player: Player) -> bool:
        return player is not ctx.controller

    return test


def any_player() -> PlayerPred:
    """Trigger test: any player."""

    def test(ctx: Ctx, player: Player) -> bool:
        return True

    return test


# --- filters ------------------------------------------------------------------------------


def card_type(name: str) -> Pred:
    """A card type, or "permanent", "card", "spell", "token"."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
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
    """A color, "colorless", "multicolored" or "one or more colors"."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        colors = ch.colors(ctx.game, t)
        if name == "colorless":
            return not colors
        if name == "multicolored":
            return len(colors) > 1
        if name == "one or more colors":
            return bool(colors)
        return name in colors

    return test


def status(name: str) -> Pred:
    """attacking, blocking, tapped, untapped, historic, kicked (a spell cast with kicker)."""

    def test(ctx: Ctx, t: Target) -> bool:
        if isinstance(t, Player):
            return False
        if name == "historic":
            return ch.is_historic(ctx.game, t)
        if name == "kicked":
            return any(i.source is t and "kicker" in i.paid for i in ctx.game.stack)
        return {
            "attacking": t.attacking,
            "blocking": t.blocking,
            "tapped": t.tapped,
            "untapped": t.zone == "battlefield" and not t.tapped,
        }[name]

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


def attached_to(objects: ObjectsFn) -> Pred:
    """Builds "attached to <object>" ("each Aura attached to it")."""

    def test(ctx: Ctx, t: Target) -> bool:
        host = None if isinstance(t, Player) else t.attached_to
        return host is not None and any(_same(host, o) for o in objects(ctx, ctx.controller))

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


# --- object selections ----------------------------------------------------------------------


def source() -> ObjectsFn:
    """The card itself ("this creature", its name)."""

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        return [ctx.source]

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


def choose(pred: Pred, zones: tuple[str, ...], count: AmountFn, own: bool, what: str) -> ObjectsFn:
    """Builds "a creature", "two cards": the chooser picks that many matching objects; with ``own``,
    only among objects the chooser controls (battlefield) or owns (other zones)."""

    candidates = matching(pred, zones, own)

    def select(ctx: Ctx, chooser: Player) -> list[Target]:
        options = candidates(ctx, chooser)
        n = min(count(ctx), len(options))
        if n == len(options):
            return list(options)
        return ctx.game.agent.choose(ctx.game, chooser, f"choose {what}", options, n, n)

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


# --- conditions -----------------------------------------------------------------------------


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


def your_turn() -> CondFn:
    """Builds "it's your turn"."""

    def test(ctx: Ctx) -> bool:
        return ctx.game.active_player is ctx.controller

    return test


def player_controls(
    player: PlayerPred,
    pred: Pred,
    negate: bool = False,
    minimum: AmountFn | None = None,
    share: bool = False,
) -> CondFn:
    """Builds "you control an Island", "an opponent controls a planeswalker", "you control
    three or more creatures that share a creature type" (CR 700.5a): one such player controls
    at least ``minimum`` (default one) of them, all with a creature type in common if
    ``share``."""

    def enough(ctx: Ctx, found: list[Obj], least: int) -> bool:
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
    """ "if this spell was kicked": the optional cost was paid when it was cast."""

    def test(ctx: Ctx) -> bool:
        return ctx.item is not None and cost in ctx.item.paid

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


def life_compare(op: str, amount: AmountFn) -> CondFn:
    """Builds "you have 5 or less life": the controller's life total."""
    check = OPS[op]

    def test(ctx: Ctx) -> bool:
        return check(ctx.controller.life, amount(ctx))

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
