"""English builder methods of the changes family (``scryc.ast.changes``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError


class Changes:
    """The English builder's changes methods."""

    def gain_verb(self, meta: Meta) -> Any:
        """ "gain" (gains, gain) or "have" (has, have)."""
        return "gain" if self.words(meta).removeprefix("also ").startswith("gain") else "have"

    def also_written(self, meta: Meta) -> bool:
        """ "also gains"."""
        return self.words(meta).startswith("also ")

    def granted_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """ "gains trample if you control a Dwarf and hexproof if you control an Elf" /
        「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        step, condition, *rest = children
        if not isinstance(step, ast.GainAbility) or step.each_if:
            raise ParseError("expected abilities gained", text=self.text, offset=meta.start_pos)
        first = ast.GrantedIf.model_construct(
            abilities=step.abilities,
            condition=condition,
            span=ast.Span.model_construct(
                start=step.abilities[0].span.start, end=condition.span.end
            ),
        )
        update = {"abilities": [], "each_if": [first, *rest], "span": self.span(meta)}
        return step.model_copy(update=update)
