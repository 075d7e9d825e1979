"""States of the game: "if it's your turn", "if you're the monarch"; the initiative, the
city's blessing, dungeons, day and night and tribute are refused by name."""

from __future__ import annotations

from ... import ast as A
from ..ir import Call, call
from .base import Compiler, compiles, refuse

refuse(
    {
        "has_initiative": "no initiative",
        "has_city_blessing": "no city's blessing (ascend)",
        "completed_dungeon": "no dungeons",
        "not_turn_of": "no test of whose turn it is not",
        "day_night": "no day and night (CR 727)",
        "becomes_day_night": "no day and night (CR 727)",
        "day_night_changes": "no day and night (CR 731)",
        "tribute_not_paid": "no tribute (CR 702.104)",
        "attacked_this_step": "no record of whom the attacking creatures attack this step",
        "attacked_or_blocked": "no record of which creatures attacked or blocked this combat",
        "treasure_mana_spent": "no record of where the mana spent on a spell came from",
    }
)


@compiles("condition")
def your_turn(c: Compiler, node: A.YourTurn) -> Call:
    return call("your_turn")


@compiles("condition")
def is_monarch(c: Compiler, node: A.IsMonarch) -> Call:
    """ "If you're the monarch", "if an opponent is the monarch" (CR 725)."""
    return call("is_monarch", c.player_pred(node.player))
