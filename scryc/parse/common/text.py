"""The builder methods of the text family (``scryc.ast.text``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark import Token

from ... import ast
from ..base import CONDITIONS, COSTS, EFFECT_ONCE, ONCE

#: Costs and conditions: the children of an ability that are no sentences of it (one test
#: where ``(COSTS, CONDITIONS)`` made two calls of ``Kinds.__instancecheck__``).
NOT_SENTENCES = ast.Kinds(*COSTS.modules, *CONDITIONS.modules)


class CommonText:
    """The text methods both builders share."""

    def reminders(self, children: list[Any], mode: int | None = None) -> list[ast.ReminderText]:
        """Reminder texts among an ability's children, each placed after the sentences before
        it (and before its sentence's period if written there)."""
        out: list[ast.ReminderText] = []
        sentences = 0
        for child in children:
            if isinstance(child, Token) and child.type == "REMINDER":
                after = self.text[child.end_pos :].lstrip(" ")
                out.append(
                    ast.ReminderText.model_construct(
                        text=str(child)[1:-1],
                        span=ast.Span.model_construct(start=child.start_pos, end=child.end_pos),
                        sentence=sentences,
                        inside=after[:1] in (".", "。"),
                        mode=mode,
                    )
                )
            elif self.is_sentence(child):
                sentences += 1
        return out

    def is_sentence(self, child: Any) -> bool:
        """Whether an ability's child is one of its sentences (for placing reminder text)."""
        if isinstance(child, ast.Node):
            return not isinstance(child, NOT_SENTENCES)
        return isinstance(child, self.sentence_parts) or child in (ONCE, EFFECT_ONCE)
