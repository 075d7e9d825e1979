"""The English builder: the shared machinery, the methods both grammars share and the
English ones, one mixin per AST family.
"""

from __future__ import annotations

from ..common.builder import CommonBuilder
from .abilities import Abilities
from .amounts import Amounts
from .changes import Changes
from .combining import Combining
from .conditions import Conditions
from .counts import Counts
from .filters import Filters
from .game_actions import GameActions
from .looking import Looking
from .object_actions import ObjectActions
from .objects import Objects
from .player_actions import PlayerActions
from .players import Players
from .rules import Rules
from .states import States
from .tokens import Tokens
from .triggers import Triggers


class EnglishBuilder(
    Amounts,
    Counts,
    Players,
    Filters,
    Objects,
    Combining,
    PlayerActions,
    ObjectActions,
    Tokens,
    Changes,
    Looking,
    Rules,
    GameActions,
    Conditions,
    States,
    Triggers,
    Abilities,
    CommonBuilder,
):
    """Builds the AST from the English grammar's parse tree."""

    lang = "en"
    full_stop = "."
    duration_after = True
