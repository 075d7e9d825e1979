"""The builder methods both grammars share, all families together, on the builder machinery:
the base of the English and the Japanese builder (each puts its own mixins before it)."""

from __future__ import annotations

from ..base import Builder
from .abilities import CommonAbilities
from .amounts import CommonAmounts
from .attack_triggers import CommonAttackTriggers
from .changes import CommonChanges
from .combining import CommonCombining
from .conditions import CommonConditions
from .costs import CommonCosts
from .counts import CommonCounts
from .either_events import CommonEitherEvents
from .filters import CommonFilters
from .game_actions import CommonGameActions
from .looking import CommonLooking
from .object_actions import CommonObjectActions
from .objects import CommonObjects
from .player_actions import CommonPlayerActions
from .players import CommonPlayers
from .replacements import CommonReplacements
from .rules import CommonRules
from .special_abilities import CommonSpecialAbilities
from .states import CommonStates
from .text import CommonText
from .tokens import CommonTokens
from .triggers import CommonTriggers


class CommonBuilder(
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
    CommonStates,
    CommonCosts,
    CommonTriggers,
    CommonAttackTriggers,
    CommonEitherEvents,
    CommonAbilities,
    CommonReplacements,
    CommonSpecialAbilities,
    Builder,
):
    """The shared builder methods of every family, before the machinery of :class:`Builder`."""
