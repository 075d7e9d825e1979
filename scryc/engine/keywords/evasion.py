"""Evasion (CR 509.1b): which creatures may block an attacker, by its keywords and the
blocker's; menace (CR 702.110b) asks for two or more blockers; protection's "can't be
blocked by" (CR 702.16f) lives here too."""

from __future__ import annotations

from .. import characteristics as ch
from ..state import Game, Obj
from . import has_quality

#: Landwalk (CR 702.14): the keyword and the land type the defending player must not control.
LANDWALK = {
    "swampwalk": "Swamp",
    "islandwalk": "Island",
    "forestwalk": "Forest",
    "mountainwalk": "Mountain",
    "plainswalk": "Plains",
}


def evades(game: Game, blocker: Obj, attacker: Obj) -> str:
    """Why ``blocker`` can't block ``attacker`` by evasion or protection ("" if it can)."""
    mine, theirs = ch.keywords(game, attacker), ch.keywords(game, blocker)
    if "flying" in mine and not {"flying", "reach"} & theirs:
        return "it has flying (CR 702.9b)"
    if "shadow" in mine and "shadow" not in theirs:
        return "it has shadow (CR 702.28b)"
    if "shadow" in theirs and "shadow" not in mine:
        return "a creature with shadow blocks only creatures with shadow (CR 702.28b)"
    if "horsemanship" in mine and "horsemanship" not in theirs:
        return "it has horsemanship (CR 702.31b)"
    kinds, colors = ch.types(game, blocker), ch.colors(game, blocker)
    if "fear" in mine and "artifact" not in kinds and "black" not in colors:
        return "it has fear (CR 702.36b)"
    shares = colors & ch.colors(game, attacker)
    if "intimidate" in mine and "artifact" not in kinds and not shares:
        return "it has intimidate (CR 702.13b)"
    if "skulk" in mine and ch.power(game, blocker) > ch.power(game, attacker):
        return "it has skulk (CR 702.118b)"
    lands = [LANDWALK[k] for k in mine if k in LANDWALK]
    if lands and _controls_land(game, blocker, lands):
        return "it has landwalk (CR 702.14c)"
    if has_quality(game, attacker, "protection from", blocker):
        return "it has protection from the blocker (CR 702.16f)"
    return ""


def _controls_land(game: Game, blocker: Obj, subtypes: list[str]) -> bool:
    """Whether the defending player (the blocker's controller) controls a land of a type."""
    return any(
        o.controller is blocker.controller
        and "land" in ch.types(game, o)
        and ch.subtypes(game, o) & set(subtypes)
        for o in game.battlefield
    )


#: "can't be blocked by N or more creatures", "can't be blocked except by N or more
#: creatures" (CR 509.1b), as rules with the number in them (:func:`blockers_rule`).
MOST, LEAST = (
    "can't be blocked by {} or more creatures",
    "can't be blocked except by {} or more creatures",
)


def blockers_rule(form: str, n: int) -> str:
    """The rule that limits how many creatures may block an attacker (``form``: MOST or
    LEAST)."""
    return form.format(n)


def too_few(game: Game, attacker: Obj, blockers: int) -> str:
    """Why ``blockers`` creatures can't block ``attacker`` together ("" if they can): menace,
    and the rules on how many creatures may block it (CR 509.1b)."""
    if blockers < 2 and "menace" in ch.keywords(game, attacker):
        return "it has menace (CR 702.110b)"
    rules = ch.rules(game, attacker)
    if any(blockers_rule(MOST, n) in rules for n in range(2, blockers + 1)):
        return "it can't be blocked by that many creatures (CR 509.1b)"
    if any(blockers_rule(LEAST, n) in rules for n in range(blockers + 1, blockers + 9)):
        return "it can't be blocked by so few creatures (CR 509.1b)"
    return ""
