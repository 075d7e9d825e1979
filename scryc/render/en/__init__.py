"""The English renderer: AST → Oracle-style English card text.

One part per AST family (``render/en/<family>.py`` renders the kinds of
``scryc/ast/<family>.py``, each by the method named after the kind), composed over
the shared helpers of :mod:`.base`; ``EnglishRenderer.DISPATCH`` maps each kind to
its method.
"""

from __future__ import annotations

from .abilities import EnglishAbilities
from .amounts import EnglishAmounts
from .base import EnglishBase
from .changes import EnglishChanges
from .combining import EnglishCombining
from .conditions import EnglishConditions
from .costs import EnglishCosts
from .counts import EnglishCounts
from .filters import EnglishFilters
from .game_actions import EnglishGameActions
from .looking import EnglishLooking
from .object_actions import EnglishObjectActions
from .objects import EnglishObjects
from .player_actions import EnglishPlayerActions
from .players import EnglishPlayers
from .rules import EnglishRules
from .special_abilities import EnglishSpecialAbilities
from .states import EnglishStates
from .text import EnglishText
from .tokens import EnglishTokens
from .triggers import EnglishTriggers

__all__ = ["EnglishRenderer"]


class EnglishRenderer(
    EnglishText,
    EnglishAmounts,
    EnglishCounts,
    EnglishPlayers,
    EnglishFilters,
    EnglishObjects,
    EnglishCombining,
    EnglishPlayerActions,
    EnglishObjectActions,
    EnglishTokens,
    EnglishChanges,
    EnglishLooking,
    EnglishRules,
    EnglishGameActions,
    EnglishConditions,
    EnglishStates,
    EnglishCosts,
    EnglishTriggers,
    EnglishAbilities,
    EnglishSpecialAbilities,
    EnglishBase,
):
    """Renders an AST as English card text."""
