"""Japanese builder methods of the special_abilities family (``scryc.ast.special_abilities``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import PLAYERS
from ..errors import ParseError


class SpecialAbilities:
    """The Japanese builder's special abilities methods."""

    def alternative_cost(self, meta: Meta, children: list[Any]) -> ast.AlternativeCost:
        """Only 「あなたは」 chooses to pay the other cost (the grammar reads a subject)."""
        if any(isinstance(c, PLAYERS) for c in children):
            raise ParseError("「あなたは」", text=self.text, offset=meta.start_pos)
        node = super().alternative_cost(meta, children)
        written = self.source(meta)
        commas = ["あなたは、" in written, "なく、" in written]
        baai = "場合" if written.split("あなたは", 1)[0].endswith("場合、") else None
        return node.model_copy(update={"commas": commas, "if_word": baai})

    def replacement_ability(self, meta: Meta, children: list[Any]) -> ast.ReplacementAbility:
        """「…場合、代わりに…」: the word before the replacement as written."""
        node = super().replacement_ability(meta, children)
        if self.source(meta).split("代わりに", 1)[0].endswith("場合、"):
            return node.model_copy(update={"if_word": "場合"})
        return node

    def replacement_prevents(self, meta: Meta, children: list[Any]) -> ast.ReplacementAbility:
        """「…与えられる場合、そのダメージを軽減する」: 場合 rather than なら as written."""
        node = super().replacement_prevents(meta, children)
        if self.source(meta).split("与えられる", 1)[-1].startswith("場合"):
            return node.model_copy(update={"if_word": "場合"})
        return node

    def as_attacks_ability(self, meta: Meta, children: list[Any]) -> ast.AsAttacksAbility:
        """「〈名〉が攻撃するに際し、…」: only the creature itself, named first."""
        attacker, *rest = children
        if not isinstance(attacker, ast.SelfRef):
            raise ParseError("only the card itself here", text=self.text, offset=meta.start_pos)
        return super().as_attacks_ability(meta, rest)
