"""Looking at and revealing cards, searching, shuffling, adding mana and energy."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse
from .objects import number_of

refuse(
    {
        "reveal_until": "no revealing until a card is found",
        "get_emblem": "no emblems",
        "choose_not_to_untap": "no choice not to untap",
        "look_any_time": "no looking at hidden cards at any time",
        "loyalty_twice": "no second loyalty activation",
        "look_additional": "no additional cards looked at",
        "additional_land_plays": "no additional land plays",
        "spend_only": "no restriction on what mana pays for",
        "enters_tapped": "compiled only as a line of its own (an enters replacement)",
        "no_maximum_hand_size": "no maximum hand size to remove",
        "enters_as_copy": "compiled only as a line of its own (an enters replacement)",
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
    if node.combination:  # each mana its own color: one choice of the pool for all of it
        raise CompileError("add_mana.combination", "mana in any combination of colors", node.span)
    if node.player is not None:  # "that player adds {G}{G}": mana for another player
        raise CompileError("add_mana.player", "another player's mana", node.span)
    amount = c.amount(node.amount) if node.amount is not None else call("number", 1)
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
    if any(isinstance(n, A.Status) and n.name == "face-down" for n in node.object.walk()):
        raise CompileError("look_at", "a face-down permanent (CR 708.5)", node.span)
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
