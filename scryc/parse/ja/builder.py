"""The Japanese builder: terms, quantities and target sentences.

Japanese declares targets in a sentence of their own (「クリーチャー１体を対象とする。それを破壊
する。」) and defines X after the sentence that uses it; both are folded here into the shape the
English text has ("Destroy target creature."), so the two languages give equal ASTs.

The Japanese mixins come before the shared ones: a Japanese method that refines a shared one
calls it with ``super()``.
"""

from __future__ import annotations

from ..base import Builder, WhereX
from ..common.builder import CommonBuilder
from .abilities import Abilities
from .amounts import Amounts
from .base import TargetDeclaration
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
from .special_abilities import SpecialAbilities
from .states import States
from .tokens import Tokens
from .triggers import Triggers


class JapaneseBuilder(
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
    SpecialAbilities,
    CommonBuilder,
):
    """Builds the shared AST from the Japanese grammar's parse tree."""

    lang = "ja"
    full_stop = "。"
    duration_after = False
    sentence_parts = (*Builder.sentence_parts, TargetDeclaration, WhereX)
