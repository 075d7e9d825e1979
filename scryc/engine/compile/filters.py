"""Filters: the parts of an object description ("nonland", "you control", "with power 2 or
greater", "in your graveyard"), each as a test of one object."""

from __future__ import annotations

from collections.abc import Iterator

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse
from .scope import chooses

ALL_ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "stack")

refuse(
    {
        "power_toughness": "no token described by power and toughness alone",
        "in_party": "a part: count_of reads it in place (the size of a party)",
        "different_names": "no comparison of names",
        "with_that_name": "no record of the name 'that name' refers to",
        "different_values": "no comparison of values among the objects chosen",
        "color_count": "no count of an object's colors",
        "blocking_object": "no record of which creature blocks which",
        "single_target": "no count of a spell's or ability's targets (CR 115.7a)",
        "targeting_only": "no record of a spell's or ability's whole set of targets",
        "not_from_zone": "no record of the zone a spell was cast from",
        "ability_of": "no abilities of permanents as objects (their costs, as cost_change's)",
    }
)


@compiles("filter")
def same_name(c: Compiler, node: A.SameName) -> Call:
    """ "with the same name as that creature" (CR 201.2): a name one of the objects has."""
    test = call("same_name", named_by(c, node))
    return call("negated", test) if node.negated else test


def named_by(c: Compiler, node: A.SameName) -> Call:
    """The objects whose names "with the same name as …" compares with (none chosen as the
    test runs: that would ask again each time)."""
    named = c.objects(node.object, zones=ALL_ZONES)
    if chooses(named):
        raise CompileError("same_name", "the name of an object chosen as it is asked", node.span)
    return named


@compiles("filter")
def of_chosen(c: Compiler, node: A.OfChosen) -> Call:
    """ "of the chosen color", "of the chosen type", "with the chosen name": the value chosen
    earlier in this ability as it resolves, else the one this permanent chose as it entered
    (CR 607.2, 614.12); a value chosen any other way is refused."""
    value = {"color": "color", "type": "creature type", "name": "card name"}[node.value]
    slot = chosen_slot(c, value)
    if slot is not None:
        return call("of_chosen_now", slot, value)
    if value == "card name" or not chosen_as_entering(c.card, value):
        raise CompileError(
            "of_chosen", f"the {node.value} chosen other than as it enters", node.span
        )
    return call("of_chosen", value)


@compiles("filter")
def chosen_color(c: Compiler, node: A.ChosenColor) -> Call:
    """ "protection from the chosen color": the color chosen earlier in this ability as it
    resolves, else the one this permanent chose as it entered (CR 607.2, 614.12); not in an
    ability another object has (its "chosen color" would be the other object's)."""
    slot = chosen_slot(c, "color")
    if slot is not None and not node.now:
        return call("of_chosen_now", slot, "color")
    if node.now or c.scope.within is not None or not chosen_as_entering(c.card, "color"):
        raise CompileError(node.kind, "a color chosen other than before it", node.span)
    return call("of_chosen", "color")


def chosen_slot(c: Compiler, value: str) -> int | None:
    """The slot of the latest "choose a <value>" of this ability (as it resolves), if any."""
    kept = [
        w for n, w in c.scope.kept.values() if isinstance(n, A.ChooseValue) and n.value == value
    ]
    return kept[-1].slot if kept else None


def chosen_as_entering(card: A.CardText, value: str) -> bool:
    """Whether the card's permanent chooses ``value`` ("color", "creature type") as it
    enters, which "the chosen …" of its other abilities reads (CR 607.2)."""
    return any(
        isinstance(ab, A.AsEntersAbility)
        and isinstance(ab.effect, A.ChooseValue)
        and ab.effect.value == value
        for ab in card.abilities
    )


@compiles("filter")
def card_type(c: Compiler, node: A.CardType) -> Call:
    # "commander" (a designation) matches nothing: the engine's games have no commanders
    if node.name in ("activated ability", "triggered ability"):
        raise CompileError(f"card_type: {node.name}", "no filter behaviour", node.span)
    return call("card_type", node.name.lower())


@compiles("filter")
def subtype(c: Compiler, node: A.Subtype) -> Call:
    return call("subtype", node.name)


@compiles("filter")
def color(c: Compiler, node: A.Color) -> Call:
    return call("color", node.name.lower())


@compiles("filter")
def shares_type(c: Compiler, node: A.SharesType) -> Call:
    """ "that share a creature type with <object>" (CR 700.5a); "… that share a creature
    type" among themselves is read in place by the count or condition that holds it."""
    if node.with_ is None:
        detail = "a part: you_control reads it in place (creatures that share a type)"
        raise CompileError("shares_type", detail, node.span)
    return call("shares_creature_type", c.objects(node.with_, zones=ALL_ZONES))


@compiles("filter")
def with_greatest(c: Compiler, node: A.WithGreatest) -> Call:
    """ "with the greatest power among …": the value equal to the greatest of them."""
    return call("compare", node.value.attribute, "eq", c.amount(node.value))


@compiles("filter")
def shares_quality(c: Compiler, node: A.SharesQuality) -> Call:
    """ "that shares a color (a card type) with <object>" (CR 105.2, 205.2a)."""
    op = "shares_color" if node.quality == "color" else "shares_card_type"
    return call(op, c.objects(node.with_, zones=ALL_ZONES))


#: The statuses and designations a filter tests (``ops.status``).
STATUSES = frozenset(
    {"attacking", "blocking", "tapped", "untapped", "historic", "kicked"}
    | {"monstrous", "face-down", "modified", "equipped", "enchanted"}
)


@compiles("filter")
def status(c: Compiler, node: A.Status) -> Call:
    if node.name not in STATUSES:
        raise CompileError(f"status: {node.name}", "no filter behaviour", node.span)
    return call("status", node.name)


@compiles("filter")
def from_among(c: Compiler, node: A.FromAmong) -> Call:
    """ "a creature card from it": one of the cards an earlier step found (a revealed hand)."""
    return call("among", c.objects(node.object, zones=ALL_ZONES))


@compiles("filter")
def negated(c: Compiler, node: A.Negated) -> Call:
    return call("negated", c.filter(node.filter))


@compiles("filter")
def all_of(c: Compiler, node: A.AllOf) -> Call:
    parts = [c.filter(p) for p in node.parts]
    return parts[0] if len(parts) == 1 else call("all_of", *parts)


@compiles("filter")
def any_of(c: Compiler, node: A.AnyOf) -> Call:
    options = [c.filter(p) for p in node.options]
    return options[0] if len(options) == 1 else call("any_of", *options)


@compiles("filter")
def compare(c: Compiler, node: A.Compare) -> Call:
    if node.total:  # a restriction on the chosen set, not on each object
        raise CompileError("compare: total", "no choice of a set by its total", node.span)
    return call("compare", node.attribute, node.op, c.amount(node.value))


@compiles("filter")
def controlled_by(c: Compiler, node: A.ControlledBy) -> Call:
    return call("controlled_by", _holders(c, node.player), node.negated)


@compiles("filter")
def owned_by(c: Compiler, node: A.OwnedBy) -> Call:
    return call("owned_by", _holders(c, node.player), node.negated)


def _holders(c: Compiler, player: A.Node) -> Call:
    """The players of "a creature an opponent controls": any opponent (no one is chosen)."""
    chosen = isinstance(player, A.Player) and player.quantifier in ("a", "an")
    if chosen and not (player.other or player.at_random):
        return call("each_opponent") if player.noun == "opponent" else call("each_player")
    return c.players(player)


@compiles("filter")
def named(c: Compiler, node: A.Named) -> Call:
    """ "a card named ~": the card's own name; another card's by its English (Oracle) name,
    which the engine's cards carry (the AST holds it in either language)."""
    if node.self_name:
        return call("named_self")
    if not node.name:
        raise CompileError(node.kind, "a name not given", node.span)
    return call("named_card", node.name)


@compiles("filter")
def in_zone(c: Compiler, node: A.InZone) -> Call:
    if node.zone.name == "outside the game":  # CR 400.11: a player's sideboard, and so on
        raise CompileError("in_zone: outside the game", "no cards outside the game", node.span)
    owner = c.players(node.zone.owner) if node.zone.owner is not None else None
    return call("in_zone", node.zone.name, owner)


@compiles("filter")
def with_counter(c: Compiler, node: A.WithCounter) -> Call:
    return call("with_counter", node.counter)


@compiles("filter")
def targeting(c: Compiler, node: A.Targeting) -> Call:
    return call("targeting", c.objects(node.object))


@compiles("filter")
def has_ability(c: Compiler, node: A.HasAbility) -> Call:
    return call("has_keyword", node.keyword.name.lower())


@compiles("filter")
def has_any_ability(c: Compiler, node: A.HasAnyAbility) -> Call:
    """ "with flying or reach": one of the keywords or more."""
    return call("any_of", *(call("has_keyword", k.name.lower()) for k in node.keywords))


@compiles("filter")
def mana_cost_has(c: Compiler, node: A.ManaCostHas) -> Call:
    return call("mana_cost_has", node.symbol)


@compiles("filter")
def attached_to_object(c: Compiler, node: A.AttachedToObject) -> Call:
    return call("attached_to", c.objects(node.object))


def _walk_filter(node: A.Node) -> Iterator[A.Node]:
    yield node
    if isinstance(node, A.AllOf):
        for p in node.parts:
            yield from _walk_filter(p)
    elif isinstance(node, A.AnyOf):
        for p in node.options:
            yield from _walk_filter(p)


def zone_of(node: A.Node) -> tuple[str, ...]:
    """The zone a description names ("card in your graveyard", "spell"), if any."""
    for n in _walk_filter(node):
        if isinstance(n, A.InZone):
            return (n.zone.name,)
        if isinstance(n, A.FromAmong):  # wherever the cards it names are
            return ALL_ZONES
    names = {n.name.lower() for n in _walk_filter(node) if isinstance(n, A.CardType)}
    if "spell" in names:
        return ("stack",)
    return ()


def library_position(node: A.Node) -> str | None:
    for n in _walk_filter(node):
        if isinstance(n, A.InZone) and n.zone.name == "library" and n.zone.position:
            return n.zone.position
    return None


def zone_owner(node: A.Node) -> A.Node | None:
    for n in _walk_filter(node):
        if isinstance(n, A.InZone):
            return n.zone.owner
    return None


def set_apart(objects: A.Node, kind: type) -> tuple[list[A.Node], A.Node | None]:
    """The parts of ``kind`` in an object phrase's filter ("… that share a creature type"),
    and the filter without them (None when the phrase has no such parts)."""
    if not (isinstance(objects, A.Objects) and isinstance(objects.filter, A.AllOf)):
        return [], None
    parts = objects.filter.parts
    found = [p for p in parts if isinstance(p, kind)]
    rest = [p for p in parts if not isinstance(p, kind)]
    if not found:
        return [], None
    return found, rest[0] if len(rest) == 1 else A.AllOf.model_construct(parts=rest)
