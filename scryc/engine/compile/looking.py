"""Looking at and revealing cards, searching, shuffling, adding mana and energy."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, compiles, refuse
from .filters import zone_of
from .objects import filter_objects, number_of

refuse(
    {
        "reveal_until": "no revealing until a card is found",
        "get_emblem": "no emblems",
        "choose_not_to_untap": "no choice not to untap",
        "look_any_time": "no looking at hidden cards at any time",
        "loyalty_twice": "no second loyalty activation",
        "look_additional": "no additional cards looked at",
        "additional_land_plays": "no additional land plays",
        "enters_tapped": "compiled only as a line of its own (an enters replacement)",
        "no_maximum_hand_size": "no maximum hand size to remove",
        "enters_as_copy": "no entering as a copy",
    }
)


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
