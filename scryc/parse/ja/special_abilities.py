"""Japanese builder methods of the special_abilities family (``scryc.ast.special_abilities``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast


class SpecialAbilities:
    """The Japanese builder's special abilities methods."""

    def alternative_cost(self, meta: Meta, children: list[Any]) -> ast.AlternativeCost:
        node = super().alternative_cost(meta, children)
        written = self.source(meta)
        return node.model_copy(update={"commas": ["あなたは、" in written, "なく、" in written]})
