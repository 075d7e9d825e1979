"""Japanese builder methods of the changes family (``scryc.ast.changes``)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast


class Changes:
    """The Japanese builder's changes methods."""

    def base_pt_of(self, meta: Meta, children: list[Any]) -> ast.BasePT:
        """「(ターン終了時まで、)それの基本のパワーとタフネスは1/1になる」."""
        duration = self.first(children, ast.Duration)
        if duration is not None:
            duration = duration.model_copy(update={"first": True})
        node = self.base_pt(meta, children)
        owner = next(c for c in children if not isinstance(c, (ast.Duration, Token)))
        return node.model_copy(update={"object": owner, "duration": duration, "possessive": True})

    def continuous_duration_after(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「それは、ターン終了時まで+1/+1の修整を受ける」: the duration after the subject times
        every predicate."""
        subject, duration, *predicates = children
        duration = duration.model_copy(update={"after_subject": True})
        return self.continuous(meta, [subject, duration, *predicates])

    def gain_ability_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        return ast.GainAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=[],
            each_if=children,
            verb=self.gain_verb(meta),
            span=self.span(meta),
        )

    def also_written(self, meta: Meta) -> bool:
        """「…も得る」: "also gains"."""
        return self.source(meta).endswith(("も得る", "も持つ", "も得", "も持ち"))

    def gain_verb(self, meta: Meta) -> Any:
        return "have" if self.source(meta).endswith(("持つ", "持ち")) else "gain"

    def gain_ability(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「(それぞれ、)…を持つ」: 「それぞれ」 after the subject, as written."""
        node = super().gain_ability(meta, children)
        return node.model_copy(update={"respectively": self.respectively_written(meta)})

    def modify_pt(self, meta: Meta, children: list[Any]) -> ast.ModifyPT:
        """「(それぞれ、)+1/+0の修整を受ける」: 「それぞれ」 after the subject, as written."""
        node = super().modify_pt(meta, children)
        return node.model_copy(update={"respectively": self.respectively_written(meta)})

    def respectively_written(self, meta: Meta) -> str | None:
        """「それぞれ」 or 「それぞれ、」 opening a predicate, if written."""
        written = self.source(meta)
        if not written.startswith("それぞれ"):
            return None
        return "それぞれ、" if written.startswith("それぞれ、") else "それぞれ"
