"""Japanese for :mod:`scryc.ast.text`: reminder texts and ability words."""

from __future__ import annotations

from ... import ast
from .words import japanese_ability_word


class JapaneseText:
    """Japanese reminder texts and ability words: a part of ``JapaneseRenderer``."""

    def reminder_text(self, node: ast.ReminderText) -> str:
        """「（…）」: a reminder text alone (one parsed from English is not carried over)."""
        return self.finish([], [node])

    def ability_word(self, node: ast.AbilityWord) -> str:
        """「英雄的」 before 「―」: as written, or the Japanese of an English ability word."""
        return node.text if self.surface else japanese_ability_word(node.text)
