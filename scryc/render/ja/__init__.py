"""The Japanese renderer: AST → card text in the style of the Magic Online Japanese text.

One part per AST family (``render/ja/<family>.py`` renders the kinds of
``scryc/ast/<family>.py``, each by the method named after the kind), composed over the shared
machinery of :mod:`.base` and the words of :mod:`.words`; ``JapaneseRenderer.DISPATCH`` maps
each kind to its method. Effects and triggers render as a :class:`.conjugate.Clause` (their
verb's form depends on what follows), conditions as the text before 「なら」; the role helpers
``step``, ``condition`` and ``trigger`` read the same table.
"""

from __future__ import annotations

from .abilities import JapaneseAbilities
from .amounts import JapaneseAmounts
from .base import JapaneseBase
from .changes import JapaneseChanges
from .combining import JapaneseCombining
from .conditions import JapaneseConditions
from .costs import JapaneseCosts
from .counts import JapaneseCounts
from .filters import JapaneseFilters
from .game_actions import JapaneseGameActions
from .looking import JapaneseLooking
from .object_actions import JapaneseObjectActions
from .objects import JapaneseObjects
from .player_actions import JapanesePlayerActions
from .players import JapanesePlayers
from .rules import JapaneseRules
from .special_abilities import JapaneseSpecialAbilities
from .states import JapaneseStates
from .text import JapaneseText
from .tokens import JapaneseTokens
from .triggers import JapaneseTriggers

__all__ = ["JapaneseRenderer"]


class JapaneseRenderer(
    JapaneseText,
    JapaneseAmounts,
    JapaneseCounts,
    JapanesePlayers,
    JapaneseFilters,
    JapaneseObjects,
    JapaneseCombining,
    JapanesePlayerActions,
    JapaneseObjectActions,
    JapaneseTokens,
    JapaneseChanges,
    JapaneseLooking,
    JapaneseRules,
    JapaneseGameActions,
    JapaneseConditions,
    JapaneseStates,
    JapaneseCosts,
    JapaneseTriggers,
    JapaneseAbilities,
    JapaneseSpecialAbilities,
    JapaneseBase,
):
    """Renders an AST as Japanese card text."""
