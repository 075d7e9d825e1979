"""English wording of reminder texts and ability words (the kinds of :mod:`scryc.ast.text`)."""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import ABILITY_WORDS


class EnglishText:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.text`."""

    def reminder_text(self, node: ast.ReminderText) -> str:
        """ "(…)": a reminder text alone, in parentheses."""
        return self.finish([], [node])

    def ability_word(self, node: ast.AbilityWord) -> str:
        """ "Heroic", "Landfall": the ability word before an em dash."""
        word = node.text
        if not self.surface:  # 「英雄的」 "Heroic"; a dungeon room 「保管庫/Storeroom」
            word = ABILITY_WORDS.get(word, word).rpartition("/")[2]
        return word
