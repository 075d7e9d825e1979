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

    def gain_ability_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        return ast.GainAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=[],
            each_if=children,
            verb=self.gain_verb(meta),
            span=self.span(meta),
        )

    def gain_verb(self, meta: Meta) -> Any:
        return "have" if self.source(meta).endswith(("持つ", "持ち")) else "gain"

    def gain_ability(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「(それぞれ、)…を持つ」: 「それぞれ」 after the subject, as written."""
        node = super().gain_ability(meta, children)
        written = self.source(meta)
        each = "それぞれ、" if written.startswith("それぞれ、") else "それぞれ"
        return node.model_copy(update={"respectively": each if written[:4] == "それぞれ" else None})
