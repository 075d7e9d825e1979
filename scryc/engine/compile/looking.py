"""Looking at and revealing cards, searching, shuffling, adding mana and energy."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from ..player_rules import LAND_PLAYS, NO_MAXIMUM
from ..turns import MAY_NOT_UNTAP
from .base import CompileError, Compiler, Role, compiles, refuse
from .objects import number_of
from .rules import restricted_players

refuse(
    {
        "reveal_until": "no revealing until a card is found",
        "get_emblem": "no emblems",
        "look_any_time": "no looking at hidden cards at any time",
        "loyalty_twice": "no second loyalty activation",
        "look_additional": "no additional cards looked at",
        "spend_only": "no restriction on what mana pays for",
        "enters_tapped": "compiled only as a line of its own (an enters replacement)",
        "enters_as_copy": "no entering as a copy",
    }
)


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
def look_at(c: Compiler, node: A.LookAt) -> Call:
    objects = c.objects(node.object, zones=("hand",))
    return call("look_at", objects, c.result(node.object, node))


@compiles("effect")
def search(c: Compiler, node: A.Search) -> Call:
    if node.zones:
        raise CompileError("search", "in zones other than a library", node.span)
    players = c.players(node.player)
    if not isinstance(node.object, A.Objects):
        raise CompileError("search", f"for {node.object.kind}", node.span)
    pred = c.filter(node.object.filter)
    count = c.amount(number_of(node.object))
    return call("search", players, pred, count, c.result(node.object, node))


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
