"""The English builder: the shared machinery, the methods both grammars share and the
English ones, one mixin per AST family.
"""

from __future__ import annotations

from ..base import Builder
from ..common.abilities import CommonAbilities
from ..common.amounts import CommonAmounts
from ..common.changes import CommonChanges
from ..common.combining import CommonCombining
from ..common.conditions import CommonConditions
from ..common.costs import CommonCosts
from ..common.counts import CommonCounts
from ..common.filters import CommonFilters
from ..common.game_actions import CommonGameActions
from ..common.looking import CommonLooking
from ..common.object_actions import CommonObjectActions
from ..common.objects import CommonObjects
from ..common.player_actions import CommonPlayerActions
from ..common.players import CommonPlayers
from ..common.rules import CommonRules
from ..common.special_abilities import CommonSpecialAbilities
from ..common.text import CommonText
from ..common.tokens import CommonTokens
from ..common.triggers import CommonTriggers
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
    Triggers,
    Abilities,
    CommonText,
    CommonAmounts,
    CommonCounts,
    CommonPlayers,
    CommonFilters,
    CommonObjects,
    CommonCombining,
    CommonPlayerActions,
    CommonObjectActions,
    CommonTokens,
    CommonChanges,
    CommonLooking,
    CommonRules,
    CommonGameActions,
    CommonConditions,
    CommonCosts,
    CommonTriggers,
    CommonAbilities,
    CommonSpecialAbilities,
    Builder,
):
    """Builds the AST from the English grammar's parse tree."""

    lang = "en"
    full_stop = "."
    duration_after = True
