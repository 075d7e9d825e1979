"""Players: you, "target opponent", "each player", "that player", an object's owner or
controller, as the players an instruction is about or as a test of a player."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import CompileError, Compiler, Role, compiles, refuse

refuse(
    {
        "player_or_controller": "no reference to the player chosen or the controller of the "
        "permanent chosen, whichever one target was chosen (CR 115.1)",
        "attacked_by": "no record of the player or planeswalker each attacking creature attacks "
        "(CR 508.1b)",
        "your_team": "no teams: the engine plays one player against another (CR 810)",
    }
)


@compiles("players", "player_pred", "objects")
def you(c: Compiler, node: A.You, role: Role) -> Call:
    if role.name == "player_pred":
        return call("is_you")
    if role.name == "objects":
        return call("as_objects", c.players(node))
    return call("acting") if c.scope.acting else call("you")


@compiles("players", "player_pred", "objects")
def player(c: Compiler, node: A.Player, role: Role) -> Call:
    _refuse_unrecorded_players(node)
    if id(node) in c.scope.in_turn and role.name != "player_pred":  # the one whose turn it is
        acting = call("acting")
        return call("as_objects", acting) if role.name == "objects" else acting
    if role.name == "player_pred":
        return _player_test(node)
    if role.name == "objects":
        return call("as_objects", c.players(node))
    q = node.quantifier
    if q == "target":
        pred = call("player_kind", node.noun == "opponent")
        index = c.declare_target(node, pred, (), True, call("number", 1), call("number", 1))
        return call("players_in", call("targets", index))
    if q == "each" and node.other:  # "each other player"
        return call("each_other_player")
    if q == "each":
        return call("each_opponent") if node.noun == "opponent" else call("each_player")
    if q in ("a", "an"):
        return call("chosen_player", node.noun == "opponent", node.at_random)
    if q == "that":  # "that player": a player named earlier
        return earlier_player(c, node)
    if q == "defending":
        return call("defending_player")
    raise CompileError(f"player.quantifier: {q}", "no player selection", node.span)


def _player_test(node: A.Player) -> Call:
    """ "an opponent", "a player", "each player" as a test of a player."""
    if node.other:
        raise CompileError("trigger player: each other player", "not modelled", node.span)
    if node.quantifier in ("a", "an", "each", "any"):
        return call("is_opponent") if node.noun == "opponent" else call("any_player")
    if node.quantifier == "defending":
        return call("is_defending")
    raise CompileError(f"trigger player: {node.kind}", "no trigger behaviour", node.span)


@compiles("players", "player_pred", "objects")
def owner_of(c: Compiler, node: A.OwnerOf, role: Role) -> Call:
    return _player_of(c, node, "owner_of", role)


@compiles("players", "player_pred", "objects")
def controller_of(c: Compiler, node: A.ControllerOf, role: Role) -> Call:
    return _player_of(c, node, "controller_of", role)


def _player_of(c: Compiler, node: A.OwnerOf | A.ControllerOf, op: str, role: Role) -> Call:
    """An object's owner or controller: the players an instruction is about, as what it acts
    on ("deals 2 damage to that creature's controller") or as a test of a player ("at the
    beginning of the upkeep of enchanted creature's controller")."""
    objects = c.objects(node.object)
    if op == "controller_of":  # of one that left the battlefield: as it last was (CR 608.2h)
        objects = call("last_known", objects)
    players = call(op, objects)
    c.scope.select(node, players, players=True)  # "its owner … that player"
    if role.name == "player_pred":
        return call("is_among", players)
    if role.name == "objects":
        return call("as_objects", players)
    return players


@compiles("players")
def you_and(c: Compiler, node: A.YouAnd) -> Call:
    return call("you_and", c.players(node.player))


def earlier_player(c: Compiler, node: A.Ref | A.Player) -> Call:
    """ "that player", "their": the player the reference refers to."""
    found = c.referent(node)
    if found is None:
        antecedent = c.bindings.of(node).antecedent
        if isinstance(antecedent, A.OwnerOf | A.ControllerOf):  # "… to its owner's hand.
            return c.players(antecedent)  # Then that player discards a card."
        controllers = _controller_named(c, node)
        if controllers is not None:
            return controllers
        raise CompileError(node.kind, "no earlier player for “that player”", node.span)
    if found.players is not None:
        return found.players
    return call("players_in", found.objects())


def _controller_named(c: Compiler, node: A.Ref | A.Player) -> Call | None:
    """ "Target creature an opponent controls … that player": the controller of the object
    the player was named in, as it last existed on the battlefield (one that died)."""
    antecedent = c.bindings.of(node).antecedent
    if antecedent is None:
        return None
    for holder in c.card.walk():
        if not isinstance(holder, A.Objects) or c.scope.location(holder) is None:
            continue
        named = any(
            isinstance(n, A.ControlledBy) and n.player is antecedent and not n.negated
            for n in holder.filter.walk()
        )
        if named:
            objects = c.scope.location(holder).objects()  # type: ignore[union-attr]
            return call("controller_of", call("last_known", objects))
    return None


def _refuse_unrecorded_players(node: A.Player) -> None:
    """ "opponents being attacked", "each opponent who doesn't": the engine keeps no record
    of who is attacked or who declined."""
    if node.attacked:
        raise CompileError("player.attacked", "no record of attacked players", node.span)
    if node.declined:
        raise CompileError("player.declined", "no record of who declined a choice", node.span)
    if node.controls is not None:
        raise CompileError("player.controls", "players described by what they control", node.span)


@compiles("condition")
def has_more(c: Compiler, node: A.HasMore) -> Call:
    """ "you have more cards in hand than each opponent" (than every one), "… more life than an
    opponent" (than one at least), "an opponent has more life than you" (one at least)."""
    you_first = isinstance(node.player, A.You)
    others = node.than if you_first else node.player
    if not (
        isinstance(others, A.Player)
        and not others.other
        and others.quantifier in (("each", "a") if you_first else ("a",))
        and (you_first or isinstance(node.than, A.You))
    ):
        raise CompileError(node.kind, "only you against an opponent or a player", node.span)
    every = others.quantifier == "each"
    return call("has_more", node.quantity, you_first, c.player_pred(others), every)
