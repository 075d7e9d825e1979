"""Japanese builder methods of the player_actions family (``scryc.ast.player_actions``)."""

from __future__ import annotations

import re
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import Quantifier, bare_player
from ..errors import ParseError


class PlayerActions:
    """The Japanese builder's player actions methods."""

    def value_amount(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def discard_object(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """「カード１枚を捨て（ない）」 counts cards, as "discard a card" does."""
        node = super().discard_object(meta, children)
        cards = node.object
        plain = isinstance(cards, ast.Objects) and isinstance(cards.filter, ast.CardType)
        if plain and cards.filter.name == "card" and cards.quantifier == "a" and not cards.other:
            count = cards.count or ast.Number.model_construct(value=1)
            return node.model_copy(update={"object": None, "amount": count})
        return node

    def scry_plus_ja(self, meta: Meta, children: list[Any]) -> ast.Scry:
        amount = ast.Plus.model_construct(
            left=ast.Ref.model_construct(noun="number"), right=children[-1]
        )
        return ast.Scry.model_construct(
            player=ast.You.model_construct(), amount=amount, span=self.span(meta)
        )

    def draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「カード１枚を引く」, or the count after the object: 「カードを１枚引く」."""
        node = super().draw(meta, children)
        if re.search("カードを.+枚", self.source(meta)):
            return node.model_copy(update={"count_after": True})
        return node

    def draw_additional(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「追加でカード１枚を引く」, 「追加のカード１枚を引く」, 「カードを追加で１枚引く」."""
        node = super().draw_additional(meta, children)
        return node.model_copy(update={"additional_of": "追加のカード" in self.source(meta)})

    def would_draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「あなたがカードを１枚引くなら」, 「プレイヤーがカードを引く場合」: the replaced draw
        of cards (「カードを引く」: one card, its count unwritten)."""
        player = bare_player(children[0]) if isinstance(children[0], str) else None
        cards = next(c for c in children if isinstance(c, ast.Node))
        after = any(isinstance(c, Quantifier) for c in children)  # 「カードを１枚」
        filter_ = getattr(cards, "filter", None)
        if not isinstance(filter_, ast.CardType) or filter_.name != "card":
            raise ParseError("expected cards drawn", text=self.text, offset=meta.start_pos)
        count = cards.count or ast.Number.model_construct(value=1)  # type: ignore[union-attr]
        node = super().would_draw(meta, [player or ast.You.model_construct(), count])
        unwritten = not after and cards.count is None  # type: ignore[union-attr]
        return node.model_copy(update={"count_after": after, "count_unwritten": unwritten})

    def draw_counted(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「その枚数に等しい枚数のカードを引く」: the count of the card phrase is the amount."""
        obj = children[-1]
        player = children[0] if len(children) > 1 else ast.You.model_construct()
        amount = (
            obj.count
            if isinstance(obj, ast.Objects) and obj.count
            else ast.Number.model_construct(value=1)
        )
        return ast.Draw.model_construct(player=player, amount=amount, span=self.span(meta))
