"""Moves between zones that Forge writes as ``ChangeZone``/``ChangeZoneAll`` steps besides
a move to a hand or the battlefield: into a library at a place ("its owner's library fifth
from the top": ``LibraryPosition$ 4``; "the top or bottom": the owner chooses), shuffled
into a library (``Shuffle$ True``), every card of a zone exiled ("Exile all graveyards":
``ChangeZoneAll``); a card exiled and returned (a new object, CR 400.7); the top card of
your library cloaked (``Cloak``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .objects import Before, Resolve, count_expression, valid_expression, zone_target
from .refusal import Refused
from .step import Step

#: A place in a library as Forge's ``LibraryPosition$``: 0 the top, -1 the bottom.
_POSITIONS = {"top": 0, "bottom": -1}


def to_library(node: ast.Move, before: list[dict[str, str]]) -> Step:
    """ "put it into its owner's library fifth from the top", "Target nonland permanent's
    owner puts it on the top or bottom of their library"."""
    plain = not (node.attacking or node.transformed or node.counters or node.order)
    if not plain or node.tapped or node.from_zone is not None:
        raise Refused("a move into a library from a zone, in an order, or with a state")
    params, origin = _moved(node.object, node.player, before)
    place = node.to
    if not _owners(place.owner, before):
        raise Refused("a card put into a library other than its owner's")
    zone = {"Origin": origin, "Destination": "Library"}
    if place.position == "top or bottom":  # the owner chooses (Forge asks "top?")
        if node.player is None or "ValidTgts" not in params:
            raise Refused("a card put on the top or bottom of a library by other than its owner")
        zone |= {
            "LibraryPosition": "0",
            "DestinationAlternative": "Library",
            "LibraryPositionAlternative": "-1",
            "AlternativeDecider": "TargetedOwner",
        }
    elif place.position is not None:
        depth = (place.depth or 1) - 1
        zone["LibraryPosition"] = str(depth if place.position == "top" else -1 - depth)
    return Step("ChangeZone", params | zone)


def shuffle_into(node: ast.ShuffleInto, before: list[dict[str, str]]) -> Step:
    """ "its owner shuffles it into their library", "shuffle this card into its owner's
    library": the card goes into its owner's library, which is shuffled (CR 701.24)."""
    if node.to.name != "library" or node.to.position is not None:
        raise Refused("shuffle into a zone other than a library")
    params, origin = _moved(node.object, node.player, before)
    if not _owners(node.to.owner, before):
        raise Refused("a card shuffled into a library other than its owner's")
    return Step(
        "ChangeZone", params | {"Origin": origin, "Destination": "Library", "Shuffle": "True"}
    )


def _moved(
    obj: Node, player: Node | None, before: list[dict[str, str]]
) -> tuple[dict[str, str], str]:
    """What is moved and from where, by you or by its owner: the object, or the target named
    in the owner's phrase ("Target nonland permanent's owner puts it …")."""
    if isinstance(player, ast.OwnerOf):
        if not _same(player.object, obj, before):
            raise Refused("a card moved by another card's owner")
        if _resolve(obj, before) is player.object:  # the target is declared in the owner's phrase
            obj = player.object
    elif not (player is None or isinstance(player, ast.You)):
        raise Refused("a card moved by a player other than you or its owner")
    return zone_target(obj, before)


def _resolve(ref: Node, before: list[dict[str, str]]) -> Node:
    """What ``ref`` refers to (itself when it is no reference, or unknown)."""
    found = before.resolve(ref) if isinstance(before, Before) else None
    return ref if found is None else found


def _same(one: Node, other: Node, before: list[dict[str, str]]) -> bool:
    return _resolve(one, before) is _resolve(other, before)


def _owners(owner: Node | None, before: list[dict[str, str]]) -> bool:
    """Whether the library named ("its owner's", "their") is the moved card's owner's, where
    Forge puts a card (CR 400.3)."""
    return owner is None or isinstance(_resolve(owner, before), ast.OwnerOf)


def exile_zone(node: ast.Exile, before: list[dict[str, str]]) -> Step | None:
    """ "Exile all graveyards", "exile your graveyard": every card of those zones
    (``ChangeZoneAll``); "exile that many cards from the bottom of your library" (``Dig``);
    None for an exile of other objects."""
    contents = node.object
    if isinstance(contents, ast.Objects) and _library_end(contents) is not None:
        return _from_library_end(node, contents)
    if not isinstance(contents, ast.ZoneContents):
        return None
    if node.from_zone or node.player:
        raise Refused("exile from a zone, until, with counters, or instead")
    zone = contents.zone
    if node.until_leaves or node.counters or node.instead_of or zone.position:
        raise Refused("exile from a zone, until, with counters, or instead")
    if zone.owner is not None and not isinstance(zone.owner, ast.You):
        raise Refused("exile of another player's zone")
    valid = "Card.YouOwn" if zone.owner is not None else "Card"
    origin = {"graveyard": "Graveyard", "hand": "Hand", "library": "Library"}.get(zone.name)
    if origin is None:
        raise Refused(f"exile of the {zone.name}")
    return Step("ChangeZoneAll", {"ChangeType": valid, "Origin": origin, "Destination": "Exile"})


def _library_end(obj: ast.Objects) -> ast.Zone | None:
    """The top or bottom of your library that cards are taken from, if they are."""
    place = obj.in_zone()
    zone = place.zone if place is not None else None
    if zone is None or zone.name != "library" or zone.position not in _POSITIONS:
        return None
    return zone if isinstance(zone.owner, ast.You) else None


def _from_library_end(node: ast.Exile, obj: ast.Objects) -> Step:
    """N cards exiled from the top or bottom of your library: a ``Dig`` of them all."""
    plain = not (node.from_zone or node.player or node.until_leaves or node.counters)
    cards = valid_expression(obj.with_zone(None).filter) == "Card"
    if not (plain and cards and not node.instead_of and obj.quantifier == "a" and obj.count):
        raise Refused("an exile of cards of a kind from the top or bottom of a library")
    count = obj.count
    number = str(count.value) if isinstance(count, ast.Number) else "X"
    svars = {} if number != "X" else {"X": count_expression(count)}  # "that many"
    params = {"DigNum": number, "ChangeNum": "All", "DestinationZone": "Exile"}
    bottom = {"FromBottom": "True"} if _library_end(obj).position == "bottom" else {}  # type: ignore[union-attr]
    return Step("Dig", params | bottom, svars=svars)


def exiled_and_returned(
    pair: list[Node], resolve: Resolve, write: Callable[[Node], list[Step]]
) -> list[Step] | None:
    """ "Exile target creature you control, then return it to the battlefield under its
    owner's control": the card returns as a new object (CR 400.7), which Forge finds as the
    one the exile remembered (``RememberChanged$``, ``Defined$ Remembered``)."""
    if len(pair) != 2 or not isinstance(pair[0], ast.Exile) or not isinstance(pair[1], ast.Move):
        return None
    exile, back = pair
    if resolve(back.object) is not exile.object or exile.until_leaves is not None:
        return None
    plain = not (back.attacking or back.transformed or back.counters or back.from_zone)
    owner = back.to.owner
    theirs = owner is None or isinstance(owner, ast.OwnerOf)
    if not (plain and back.to.name == "battlefield" and theirs and back.player is None):
        return None
    exiled = write(exile)
    if len(exiled) != 1 or exiled[0].params.get("Destination") != "Exile":
        return None
    exiled[0].params["RememberChanged"] = "True"
    params = {"Defined": "Remembered", "Origin": "Exile", "Destination": "Battlefield"}
    params |= {"Tapped": "True"} if back.tapped else {}
    return [*exiled, Step("ChangeZone", params), Step("Cleanup", {"ClearRemembered": "True"})]


def cloak(node: ast.Cloak, before: list[dict[str, str]]) -> Step:
    """ "Cloak the top card of your library" (CR 701.58): Forge's ``Cloak`` of
    ``TopOfLibrary``."""
    top = node.object
    one = isinstance(top, ast.TopOfLibrary) and isinstance(top.count, ast.Number | None)
    if not (one and isinstance(top.player, ast.You)) or (top.count and top.count.value != 1):
        raise Refused("cloak of other than the top card of your library")
    return Step("Cloak", {"Defined": "TopOfLibrary"})


def searched(run: Sequence[Node], resolve: Resolve) -> tuple[list[Step], int] | None:
    """ "Search your library for a basic Plains card, [reveal it,] put it into your hand
    [tapped onto the battlefield], then shuffle": Forge's ``ChangeZone`` from the library
    (``Hidden``: a card the player finds, CR 701.23; Forge shuffles after it); "for up to two
    …, put one onto the battlefield tapped and the other into your hand": one search each."""
    search = run[0] if run else None
    if not (isinstance(search, ast.Search) and isinstance(search.player, ast.You)):
        return None
    found = search.object
    if not (isinstance(found, ast.Objects) and found.quantifier in ("a", "up to")):
        return None
    count = found.count
    if found.in_zone() is not None or found.other or not isinstance(count, ast.Number | None):
        return None
    rest = list(run[1:4])
    revealed = bool(rest) and isinstance(rest[0], ast.Reveal) and resolve(rest[0].object) is found
    rest = rest[1:] if revealed else rest
    put = rest[0] if rest else None
    shuffle = rest[1] if len(rest) > 1 else None
    if not (isinstance(shuffle, ast.Shuffle) and isinstance(shuffle.player, ast.You)):
        return None
    kind = _found(found.filter)
    if isinstance(put, ast.Arrange) and count is not None and count.value == 2:
        made = _split(put, found, kind, resolve)
    elif isinstance(put, ast.Move) and resolve(put.object) is found:
        made = _put(put, kind | {"ChangeNum": str(count.value if count else 1)})
    else:
        made = None
    return (made, 4 if revealed else 3) if made else None


def _put(put: ast.Move, params: dict[str, str]) -> list[Step] | None:
    """The cards found put into your hand or onto the battlefield."""
    to = _PLACES.get(put.to.name)
    plain = not (put.player or put.from_zone or put.attacking or put.counters or put.order)
    owner = put.to.owner
    if to is None or not plain or not (owner is None or isinstance(owner, ast.You)):
        return None
    tapped = {"Tapped": "True"} if put.tapped else {}
    return [Step("ChangeZone", {"Origin": "Library", "Destination": to} | params | tapped)]


def _split(
    put: ast.Arrange, found: Node, kind: dict[str, str], resolve: Resolve
) -> list[Step] | None:
    """Two cards found, one put in one place and the other in another: a search for each
    (the first not shuffling, ``NoShuffle$``)."""
    one = put.object
    if not (isinstance(one, ast.PartOf) and isinstance(one.count, ast.Number)):
        return None
    if not (one.count.value == 1 and resolve(one.object) is found and put.other):
        return None
    first, second = _PLACES.get(put.chosen.name), _PLACES.get(put.rest.name)
    if first is None or second is None or put.order:
        return None
    tapped = {"Tapped": "True"} if put.tapped else {}
    params = {"Origin": "Library", "Destination": first} | tapped | kind | {"ChangeNum": "1"}
    other = {"Origin": "Library", "Destination": second} | kind | {"ChangeNum": "1"}
    return [Step("ChangeZone", params | {"NoShuffle": "True"}), Step("ChangeZone", other)]


#: Where found cards go, as Forge's ``Destination$``.
_PLACES = {"hand": "Hand", "battlefield": "Battlefield"}


def _found(filter_: Node) -> dict[str, str]:
    """What a search finds, as Forge's ``ChangeType$`` ("a basic Plains card": Plains.Basic;
    "with different names": ``DifferentNames$``)."""
    parts = filter_.parts if isinstance(filter_, ast.AllOf) else [filter_]
    kept = [p for p in parts if not isinstance(p, ast.DifferentNames)]
    valid = valid_expression(kept[0] if len(kept) == 1 else ast.AllOf(parts=kept))
    return {"ChangeType": valid} | ({"DifferentNames": "True"} if len(kept) < len(parts) else {})
