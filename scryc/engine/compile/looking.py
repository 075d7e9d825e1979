"""Looking at and revealing cards, searching, shuffling, adding mana and energy."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from ..player_rules import LAND_PLAYS, NO_MAXIMUM
from ..turns import MAY_NOT_UNTAP
from .base import CompileError, Compiler, Role, compiles, refuse
from .filters import set_apart, zone_of
from .objects import filter_objects, line_of, number_of
from .rules import restricted_players

refuse(
    {
        "look_any_time": "no looking at hidden cards at any time",
        "add_mana_could_produce": "no colors a land could produce (CR 106.7)",
        "loyalty_twice": "no second loyalty activation",
        "look_additional": "no additional cards looked at",
        "enters_tapped": "compiled only as a line of its own (an enters replacement)",
        "enters_as_copy": "compiled only as a line of its own (an enters replacement)",
        "keep_mana": "no mana kept as steps and phases end",
        "untap_during_step": "no untapping in other players' untap steps (CR 502.3)",
    }
)


def entering_as_copy(node: A.Node) -> tuple[A.EntersAsCopy, bool] | None:
    """ "[You may have] this enter as a copy of …" as a line of its own: the entering and
    whether it is optional; None for another line."""
    if isinstance(node, A.Optional_) and isinstance(node.player, A.You):
        found = entering_as_copy(node.effect)
        return (found[0], True) if found is not None and not found[1] else None
    return (node, False) if isinstance(node, A.EntersAsCopy) else None


def enters_as_copy(c: Compiler, node: A.EntersAsCopy, optional: bool, text: str) -> Call:
    """A replacement of how this permanent enters: as a copy of an object chosen then, with
    the copy's exceptions (CR 614.1c, 707.5, 707.9b)."""
    from .tokens import copy_exception  # tokens imports abilities, which imports this

    if not isinstance(node.object, A.SelfRef):
        raise CompileError("enters_as_copy", "other permanents entering as a copy", node.span)
    exception = copy_exception(c, node.copy_exception) if node.copy_exception else {}
    return call("enters_as_copy", c.objects(node.copy_of), optional, text, **exception)


@compiles("effect")
def spend_only(c: Compiler, node: A.SpendOnly) -> Call:
    """ "Spend this mana only to cast a creature spell" (CR 106.6): what the mana the step
    before added may pay for, as a test of the spell; a spell described by where it is cast
    from ("spells from your graveyard") is refused."""
    if not isinstance(node.object, A.Objects) or zone_of(node.object.filter) not in (
        (),
        ("stack",),
    ):
        raise CompileError(node.kind, "spells described by where they are cast from", node.span)
    if node.abilities_of is not None:
        raise CompileError(node.kind, "mana for activated abilities", node.span)
    pred, _ = filter_objects(c, node.object, ("stack",))
    return call("spend_only", pred)


@compiles("effect")
def gain_energy(c: Compiler, node: A.GainEnergy) -> Call:
    return call("gain_energy", c.players(node.player), node.symbols)


@compiles("effect")
def shuffle(c: Compiler, node: A.Shuffle) -> Call:
    return call("shuffle", c.players(node.player))


@compiles("effect")
def shuffle_into(c: Compiler, node: A.ShuffleInto) -> Call:
    """A player puts objects into their owners' libraries, then shuffles (CR 701.24)."""
    if node.to.name != "library":
        raise CompileError("shuffle_into", f"into {node.to.name}", node.span)
    players = c.players(node.player)  # first: "Target player shuffles their graveyard …"
    objects = c.objects(node.object, zones=("battlefield", "graveyard", "hand", "exile"))
    return call("shuffle_into", objects, players, c.result(node.object, node))


@compiles("effect")
def add_mana(c: Compiler, node: A.AddMana) -> Call:
    if node.identity is not None:
        raise CompileError("add_mana.identity", "no color identity", node.span)
    if node.produced_by is not None:  # the engine keeps no record of mana an object produced
        raise CompileError("add_mana.produced_by", "no mana an object produced", node.span)
    if node.options == ["chosen color"]:  # kept by the permanent, not read by mana abilities
        raise CompileError("add_mana.chosen_color", "no mana of a color chosen before", node.span)
    amount = c.amount(node.amount) if node.amount is not None else call("number", 1)
    if node.combination:  # each mana its own color
        if node.player is not None:
            raise CompileError("add_mana.player", "another player's mana, combined", node.span)
        return call("add_mana_combination", tuple(node.options), amount)
    if node.player is not None:  # "that player adds {G}{G}": mana for another player
        return call("add_mana_to", c.players(node.player), tuple(node.options), amount)
    return call("add_mana", tuple(node.options), amount)


@compiles("effect")
def reveal(c: Compiler, node: A.Reveal) -> Call:
    if node.from_zone is not None:  # "from your opening hand": games start set up
        raise CompileError("reveal.from_zone", node.from_zone.name, node.span)
    if isinstance(node.player, A.You):
        objects = c.objects(node.object, zones=("hand",), own=True)
        return call("reveal", objects, c.result(node.object, node))
    # "target opponent reveals their hand": that player reveals (and is "that player" after)
    players = c.players(node.player)
    objects = c.objects(node.object, zones=("hand",))
    return call("reveal", objects, c.result(node.object, node), players)


@compiles("effect")
def reveal_until(c: Compiler, node: A.RevealUntil) -> Call:
    """ "Reveal cards from the top of your library until you reveal a creature card": "that
    card" is the one that matched; "the rest" and "cards revealed this way" (kept with the
    node itself) are every card revealed."""
    if not isinstance(node.until, A.Objects) or node.until.filter is None:
        raise CompileError(node.kind, f"until {node.until.kind}", node.span)
    players, owners = c.players(node.player), c.players(node.owner)
    pred = c.filter(node.until.filter)
    count = c.amount(number_of(node.until))
    slot = c.result(node.until, node)
    revealed = c.scope.fill(node).slot
    exile = node.action == "exile"
    return call("reveal_until", players, owners, pred, count, exile, slot, revealed)


@compiles("effect")
def get_emblem(c: Compiler, node: A.GetEmblem) -> Call:
    """ "You get an emblem with "…"" (CR 114.1): the quoted abilities, each compiled in a scope
    of its own (what "this" would mean there is the emblem)."""
    names, quoted = c.granted(node.abilities)
    if names:
        raise CompileError(node.kind, "an emblem with a keyword", node.span)
    text = c.snippet(node, "an emblem")
    text = text[text.find('"') :] if '"' in text else text
    return call("get_emblem", c.players(node.player), quoted, text)


@compiles("effect")
def look_at(c: Compiler, node: A.LookAt) -> Call:
    if not isinstance(node.player, A.You):
        raise CompileError("look_at", "another player looks", node.span)
    if any(isinstance(n, A.Status) and n.name == "face-down" for n in node.object.walk()):
        raise CompileError("look_at", "a face-down permanent (CR 708.5)", node.span)
    objects = c.objects(node.object, zones=("hand",))
    return call("look_at", objects, c.result(node.object, node))


@compiles("effect")
def search(c: Compiler, node: A.Search) -> Call:
    """ "Search your library [and/or graveyard] for <cards>" (CR 701.23); several
    descriptions joined by "and" are one search for all of them (CR 701.23h), joined by "or"
    one card that matches either."""
    players = c.players(node.player)
    described = node.object
    if isinstance(described, A.ObjectList) and described.conjunction == "or":
        if not all(_described(i) for i in described.items):
            raise CompileError("search", "for object_list", node.span)
        either = call("any_of", *(c.filter(i.filter) for i in described.items))
        parts = [(either, call("number", 1))]
    elif isinstance(described, A.ObjectList) and described.conjunction == "and":
        if not all(_described(i) for i in described.items):
            raise CompileError("search", "for object_list", node.span)
        parts = [(c.filter(i.filter), _count(c, i)) for i in described.items]
    elif isinstance(described, A.Objects) and _total(described) is not None:
        return _search_total(c, node, described)
    elif isinstance(described, A.Objects):
        parts = [(c.filter(described.filter), _count(c, described))]
    else:
        raise CompileError("search", f"for {described.kind}", node.span)
    if not node.zones and len(parts) == 1:
        return call("search", players, *parts[0], c.result(described, node))
    zones = tuple(node.zones) or ("library",)
    if "library" not in zones:  # "If you search your library this way" needs it searched
        raise CompileError("search", "in zones without a library", node.span)
    searched = c.scope.fill(_searched_this_way(c, node)).slot if node.zones else None
    preds = tuple(p for p, _ in parts)
    counts = tuple(n for _, n in parts)
    # "library and graveyard" searches every zone; "and/or" lets the player choose
    choose = bool(node.zones) and node.joined != "and"
    slot = c.result(described, node)
    return call("search_zones", players, zones, choose, preds, counts, slot, searched)


def _count(c: Compiler, described: A.Objects) -> Call | None:
    """How many cards a search looks for: "any number of" is the player's choice (None);
    "all" is every one that matches (a hidden zone's search may still find fewer, a public
    zone's must find them, CR 701.23b)."""
    if described.count is None and described.quantifier == "any number":
        return None
    if described.count is None and described.quantifier == "all":
        every = call("matching", c.filter(described.filter), ("library", "graveyard", "hand"))
        return call("count_of", every)
    return c.amount(number_of(described))


def _total(described: A.Objects) -> A.Compare | None:
    """The "with total mana value 6 or less" of a description, if it has one."""
    found, _ = set_apart(described, A.Compare)
    totals = [p for p in found if isinstance(p, A.Compare) and p.total]
    return totals[0] if totals else None


def _search_total(c: Compiler, node: A.Search, described: A.Objects) -> Call:
    """ "Search your library for any number of creature cards with total mana value 6 or
    less": a set whose total stays within the limit, chosen card by card."""
    total = _total(described)
    assert total is not None
    parts, rest = set_apart(described, A.Compare)
    if node.zones or total.op not in ("le", "lt") or len(parts) != 1 or rest is None:
        raise CompileError("compare: total", "a set by its total, but at most", node.span)
    limit = c.amount(total.value)
    if total.op == "lt":
        limit = call("plus", limit, call("number", -1))
    pred = c.filter(rest)
    slot = c.result(described, node)
    return call("search_total", c.players(node.player), pred, total.attribute, limit, slot)


def _described(item: A.Node) -> bool:
    """Whether a list item is a description with a filter ("a Plains card")."""
    return isinstance(item, A.Objects) and item.filter is not None


def _searched_this_way(c: Compiler, search: A.Search) -> A.Node | None:
    """The "if you search your library this way" after ``search`` in the same ability."""
    line = line_of(c, search)
    nodes = list(line.walk()) if line is not None else []
    after = nodes[next((i for i, n in enumerate(nodes) if n is search), len(nodes)) :]
    return next((n for n in after if isinstance(n, A.SearchedThisWay)), None)


@compiles("condition")
def searched_this_way(c: Compiler, node: A.SearchedThisWay) -> Call:
    """ "If you search your library this way": whether the search before looked through that
    library (a search of more zones than the library keeps it)."""
    kept = c.scope.location(node)
    if kept is None or kept.slot is None:
        raise CompileError(node.kind, "no search of several zones before it", node.span)
    return call("searched_library", c.players(node.player), kept.slot)


@compiles("effect", "static")
def additional_land_plays(c: Compiler, node: A.AdditionalLandPlays, role: Role) -> Call:
    """ "You may play an additional land on each of your turns" (a static ability), "… this
    turn" (an effect): more land plays (CR 305.2)."""
    return _player_rule(c, node, role, LAND_PLAYS, c.amount(node.amount))


@compiles("effect", "static")
def no_maximum_hand_size(c: Compiler, node: A.NoMaximumHandSize, role: Role) -> Call:
    """ "You have no maximum hand size": no discarding down to seven cards in the cleanup
    step (CR 402.2, 514.1)."""
    return _player_rule(c, node, role, NO_MAXIMUM, None)


def _player_rule(
    c: Compiler,
    node: A.AdditionalLandPlays | A.NoMaximumHandSize,
    role: Role,
    action: str,
    amount: Call | None,
) -> Call:
    """A rule about players, of a static ability or for the turn by an effect."""
    players = restricted_players(c, node.player)
    duration = node.duration.name if node.duration is not None else None
    if role.name == "static" and duration is None:
        return call("player_rule", players, action, None, amount)
    if role.name != "static" and duration == "this turn":
        return call("restrict_players", players, action, None, amount)
    if role.name != "static" and duration is None:  # for the rest of the game (CR 611.2a)
        return call("restrict_players", players, action, None, amount, lasting=True)
    raise CompileError(node.kind, f"for a duration: {duration or 'none'}", node.span)


@compiles("static")
def choose_not_to_untap(c: Compiler, node: A.ChooseNotToUntap, role: Role) -> Call:
    """ "You may choose not to untap ~ during your untap step" (CR 502.3): a rule the untap
    step asks its controller about."""
    return call("continuous", c.member(node.object), rules=(MAY_NOT_UNTAP,))
