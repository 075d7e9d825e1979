"""Objects: the card itself, descriptions ("target creature you control"), any target, the
top of a library, zone contents and lists of objects, as what an instruction acts on, what a
trigger watches or what a static effect applies to."""

from __future__ import annotations

from ... import ast as A
from ...check.targets import is_target_list
from ..ir import Call, call
from .base import CompileError, Compiler, Role, compiles, refuse, unsupported
from .filters import (
    library_position,
    named_by,
    set_apart,
    zone_of,
    zone_owner,
)
from .histories import step_before

refuse(
    {
        "part_of": "a part: arrange reads it in place (some of the cards named before)",
        "commander_of": "no commanders",
        "paired_creatures": "no soulbond pairing",
        "zone": "a part: the node that names it reads it in place",
        "chosen_by": "no choice of an object by a player other than the one acting",
        "of_your_choice": "no creature type or color chosen while the effect resolves",
        "of_that": "no record of the color or type 'that color' ('that type') refers to",
        "top_of_graveyard": "no order of the cards in a graveyard (CR 404.2)",
    }
)


@compiles("objects", "watched", "member")
def self_ref(c: Compiler, node: A.SelfRef, role: Role) -> Call:
    return call("source") if role.name == "objects" else call("is_source")


@compiles("objects")
def rest(c: Compiler, node: A.Rest) -> Call:
    """ "Put the rest on the bottom of your library": the cards the nearest look at or reveal
    of the top of a library (or reveal until) before it kept, less those an instruction since
    has moved (a card that moved is a new object, CR 400.7)."""
    looked = None
    for n in c.card.walk():
        if n is node:
            break
        if isinstance(n, A.LookAt | A.Reveal) and isinstance(n.object, A.TopOfLibrary):
            looked = c.scope.location(n.object) or looked
        if isinstance(n, A.RevealUntil):  # every card revealed, kept with the node
            looked = c.scope.location(n) or looked
    if looked is None:
        raise CompileError("rest", "no cards looked at before it", node.span)
    return looked.objects()


@compiles("objects", "watched", "member")
def objects(c: Compiler, node: A.Objects, role: Role) -> Call:
    if role.name == "watched":
        return filter_objects(c, node, ("battlefield",))[0]
    if role.name == "member" and node.quantifier in ("all", "each", "a", "an"):
        pred, _ = filter_objects(c, node, ("battlefield",))
        return pred
    if role.name == "member":
        raise unsupported(node, "member")
    return described(c, node, role.zones, role.own, role.counting)


def described(
    c: Compiler, node: A.Objects, zones: tuple[str, ...], own: bool, counting: bool
) -> Call:
    pred, zones = filter_objects(c, node, zones)
    q = node.quantifier
    count = c.amount(node.count) if node.count is not None else call("number", 1)
    if node.random:  # "a card at random from your graveyard": the game's random source
        if q not in ("a", "an", "one") or counting:
            raise CompileError("objects.random", f"{q} at random", node.span)
        what = c.snippet(node, "an object")
        return call("choose", pred, zones, count, own, what, at_random=True)
    position = library_position(node.filter)
    if position is not None:
        owner = zone_owner(node.filter)
        players = c.players(owner) if owner is not None else call("you")
        return call("library_cards", count, players, position)
    if q == "any number target":  # as many different objects as there are (CR 115.3)
        count = call("count_of", call("matching", pred, zones))
    if q in ("target", "up to target", "any number target"):
        minimum = count if q == "target" else call("number", 0)
        index = c.declare_target(node, pred, zones, False, minimum, count)
        return call("targets", index)
    this_way = affected(node)
    if this_way is not None and (q in ("all", "each") or counting):
        # "each card exiled this way": those the step before acted on (a token too)
        _, rest = set_apart(node, A.AffectedThisWay)
        test = c.filter(rest) if rest is not None else call("card_type", "source")
        return call("those", step_before(c, this_way)[1].objects(), test)
    if q in ("all", "each") or counting:
        selected = call("matching", pred, zones)
        c.scope.select(node, selected)  # "… Those creatures gain …"
        return selected
    if q in ("a", "an", "one", "another"):
        return call("choose", pred, zones, count, own, c.snippet(node, "an object"))
    if q == "up to":  # "untap up to two lands": none or more, up to that many
        return call("choose", pred, zones, count, own, c.snippet(node, "objects"), up_to=True)
    if q == "any number" and node.count is None:  # "any number of Mountains you control"
        return call("choose", pred, zones, None, own, c.snippet(node, "objects"), up_to=True)
    raise CompileError(f"objects.quantifier: {q}", "no object selection", node.span)


def affected(node: A.Objects) -> A.AffectedThisWay | None:
    """The "… this way" part of a description, if it has one."""
    parts = node.filter.parts if isinstance(node.filter, A.AllOf) else [node.filter]
    return next((p for p in parts if isinstance(p, A.AffectedThisWay)), None)


@compiles("objects")
def any_target(c: Compiler, node: A.AnyTarget) -> Call:
    if node.quantifier is not None:
        raise CompileError("any_target.quantifier", "several of any target", node.span)
    one = call("number", 1)
    index = c.declare_target(node, call("any_target"), ("battlefield",), True, one, one)
    return call("targets", index)


@compiles("objects")
def top_of_library(c: Compiler, node: A.TopOfLibrary) -> Call:
    players = c.players(node.player)
    return call("library_cards", c.amount(node.count), players, "top")


@compiles("objects", "watched", "member")
def attached_to(c: Compiler, node: A.AttachedTo, role: Role) -> Call:
    host = c.filter(node.filter)
    if role.name == "watched":
        return call("is_host", host)
    c.scope.select(node, call("attached", host))  # "enchanted creature … it"
    return call("attached", host) if role.name == "objects" else call("is_host", host)


@compiles("objects")
def zone_contents(c: Compiler, node: A.ZoneContents) -> Call:
    if node.all_players:
        contents = call("zone_contents", node.zone.name, call("each_player"))
    else:
        owner = c.players(node.zone.owner) if node.zone.owner is not None else call("you")
        contents = call("zone_contents", node.zone.name, owner)
    c.scope.select(node, contents)
    return contents


@compiles("objects", "watched", "member")
def object_list(c: Compiler, node: A.ObjectList, role: Role) -> Call:
    if role.name == "watched" and node.conjunction == "or":
        return call("any_of", *(c.watched(i) for i in node.items))
    if role.name == "watched":
        raise unsupported(node, "watched")
    if role.name == "member":
        return call("any_of", *(c.member(i) for i in node.items))
    if is_target_list(node):
        return combined_target(c, node)
    items = (c.objects(i, zones=role.zones, own=role.own) for i in node.items)
    return call("object_list", *items)


def combined_target(c: Compiler, node: A.ObjectList) -> Call:
    """One target phrase of several kinds: "target opponent or planeswalker"."""
    preds: list[Call] = []
    zones: set[str] = set()
    players = False
    for item in node.items:
        if isinstance(item, A.Player):
            preds.append(call("player_kind", item.noun == "opponent"))
            players = True
        elif isinstance(item, A.Objects):
            pred, z = filter_objects(c, item, ("battlefield",))
            preds.append(pred)
            zones.update(z)
        else:
            raise CompileError(f"target list: {item.kind}", "no target behaviour", item.span)
    one = call("number", 1)
    index = c.declare_target(node, call("any_of", *preds), tuple(sorted(zones)), players, one, one)
    return call("targets", index)


def filter_objects(
    c: Compiler, node: A.Node, default: tuple[str, ...], for_cost: bool = False
) -> tuple[Call, tuple[str, ...]]:
    """An object description as a test, with the zones its objects are found in."""
    if not isinstance(node, A.Objects):
        raise CompileError(f"object description: {node.kind}", "", node.span)
    pred = _described(c, node)
    same, _ = set_apart(node, A.SameName)
    if node.other and same:  # "all other creatures with the same name as that creature"
        assert isinstance(same[0], A.SameName)
        pred = call("all_of", pred, call("negated", call("among", named_by(c, same[0]))))
    elif node.other and _in_spell_line(c, node):
        # "Each other creature", "another target creature" on a spell: other than an object
        # the spell named before (the AST does not say which), not the spell itself
        raise CompileError("objects.other", "other than what a spell named before", node.span)
    elif node.other:
        pred = call("all_of", pred, call("other"))
    fallback = ("stack",) if for_cost else default
    if isinstance(node.filter, A.AnyOf):  # "permanents they control and/or cards from their hand"
        found = [zone_of(option) or fallback for option in node.filter.options]
        return pred, tuple(dict.fromkeys(zone for zones in found for zone in zones))
    return pred, zone_of(node.filter) or fallback


def line_of(c: Compiler, node: A.Node) -> A.Node | None:
    """The line of the card (an ability word's ability, without the word) that holds
    ``node``; None for a node outside the card's lines."""
    for line in c.card.abilities:
        ability = line.ability if isinstance(line, A.AbilityWordAbility) else line
        if any(n is node for n in ability.walk()):
            return ability
    return None


def _in_spell_line(c: Compiler, node: A.Node) -> bool:
    """Whether ``node`` describes objects other than a spell's own and is in a spell's line of
    the card, outside the abilities it grants (compiled in scopes of their own)."""
    if c.scope.within:
        return False
    if any(isinstance(n, A.CardType) and n.name == "spell" for n in node.walk()):
        return False  # "counter all other spells", "another black spell": other than this one
    return isinstance(line_of(c, node), A.SpellAbility)


def _described(c: Compiler, node: A.Objects) -> Call:
    """The description's test; "each creature with toughness greater than its power": "its"
    there is the object being tested, kept in a slot of its own while it is."""
    if not any(c.refers(n, node) for n in node.filter.walk()):
        return c.filter(node.filter)
    zones = [z for z in node.filter.walk() if isinstance(z, A.Zone)]
    if any(c.refers(n, node) for z in zones for n in z.walk()):
        # "cards in its controller's graveyard": "its" bound to the phrase itself (a card in
        # its own owner's graveyard) is not what the text means
        raise CompileError("ref", "“its” in the zone of the objects it describes", node.span)
    before = c.scope.kept.get(id(node))
    here = c.scope.fill(node)
    pred = c.filter(node.filter)
    c.scope.kept.pop(id(node))
    if before is not None:  # what the phrase selected, for references after it
        c.scope.kept[id(node)] = before
    return call("testing", here.slot, pred)


def number_of(node: A.Node) -> A.Node:
    """How many objects a phrase names ("two target creatures"): one unless it says."""
    if isinstance(node, A.Objects) and node.count is not None:
        return node.count
    return A.Number(value=1)


@compiles("filter")
def same_value(c: Compiler, node: A.SameValue) -> Call:
    """ "with the same mana value as this card": equal to that object's value."""
    value = A.ValueOf.model_construct(attribute=node.attribute, object=node.object)
    return call("compare", node.attribute, "eq", c.amount(value))
