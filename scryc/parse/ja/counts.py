"""Japanese builder methods of the counts family (``scryc.ast.counts``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..common.counts import GreatestWord
from ..errors import ParseError
from .base import only_one


class Counts:
    """The Japanese builder's counts methods."""

    def counters_each(self, meta: Meta, children: list[Any]) -> ast.CountersOn:
        """「それの上にある詩句カウンター１個につき」: each counter (not each two)."""
        only_one(self, meta, children, "counters")
        return super().counters_each(meta, children)  # type: ignore[misc]

    def removed_counters(self, meta: Meta, children: list[Any]) -> ast.RemovedCounters:
        """「(これにより)取り除かれた貯蔵カウンター１個につき」: each counter."""
        only_one(self, meta, children, "counters")
        node = super().removed_counters(meta, children)  # type: ignore[misc]
        return node.model_copy(update={"this_way": self.source(meta).startswith("これ")})

    def count_of(self, meta: Meta, children: list[Any]) -> ast.CountOf:
        source = self.source(meta)
        return ast.CountOf.model_construct(
            objects=children[0],
            total=source.endswith("総数"),
            in_cards=source.endswith("枚数"),
            span=self.span(meta),
        )

    def greatest_word(self, meta: Meta, children: list[Any]) -> GreatestWord:
        """「最大」 of 「…の中で最大のパワー」, 「最大値」 of 「…の中のパワーの最大値」."""
        return GreatestWord(self.source(meta))

    def this_way_total(self, meta: Meta, children: list[Any]) -> ast.ThisWayTotal:
        """「これにより失われたライフ」, 「これにより与えられた(与えた)ダメージ」,
        「これにより軽減されたダメージ」."""
        source = self.source(meta)
        event = "life lost" if "失" in source else "damage prevented" if "軽減" in source else None
        return ast.ThisWayTotal.model_construct(
            event=event or "damage dealt", active="与えた" in source, span=self.span(meta)
        )

    def greatest_among(self, meta: Meta, children: list[Any]) -> ast.GreatestAmong:
        """「…の中で最も大きいパワー」, 「…の中のパワーの最大値」 (only of a value: not
        「…の中のカード・タイプの最大値」)."""
        if any(c in ("card", "basic land", "name") for c in children if isinstance(c, str)):
            raise ParseError("only a value has a greatest", text=self.text, offset=meta.start_pos)
        return super().greatest_among(meta, children)  # type: ignore[misc]

    def total_of(self, meta: Meta, children: list[Any]) -> ast.TotalOf:
        """「あなたがコントロールしているクリーチャーのパワーの合計」: the sum of a value."""
        value = children[0]
        if not isinstance(value, ast.ValueOf) or value.attribute == "life total":
            raise ParseError("only a sum of objects' values", text=self.text, offset=meta.start_pos)
        return ast.TotalOf.model_construct(
            attribute=value.attribute, objects=value.object, span=self.span(meta)
        )

    def times_cast_game_first(self, meta: Meta, children: list[Any]) -> ast.TimesCast:
        """「このゲームでそれが統率領域から唱えられた回数」."""
        return ast.TimesCast.model_construct(
            object=children[0], game_first=True, span=self.span(meta)
        )

    def cards_looked_at(self, meta: Meta, children: list[Any]) -> ast.CardsLookedAt:
        by_this = self.source(meta).startswith("これ")
        return ast.CardsLookedAt.model_construct(by_this=by_this, span=self.span(meta))

    def type_kind(self, meta: Meta, children: list[Any]) -> str:
        """What 「…の中の」 is about: a kind of type, or an attribute (power, toughness, mana
        value)."""
        return (
            children[0]
            if children
            else "card"
            if self.source(meta).startswith("カード")
            else "name"
            if self.source(meta) == "名前"
            else "basic land"
        )

    def types_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """「…の中の基本土地タイプの種類数」: every object counted (「…土地の中」: all of them)."""
        among, kind = children
        if isinstance(among, ast.Objects):
            among = among.model_copy(update={"quantifier": "all"})
        return ast.TypesAmong.model_construct(types=kind, objects=among, span=self.span(meta))

    def colors_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """「…の中の色の数」: the colors among every object counted."""
        return self.types_among(meta, [children[0], "color"])

    def color_among_each(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """「…の中の色１色」, 「…の中の色１種類」: the colors one by one, for a 「…につき」."""
        unit = "種類" if self.source(meta).endswith("種類") else "色"
        return self.colors_among(meta, children).model_copy(update={"unit": unit})

    def type_among_each(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """「…の中の基本土地タイプ１種(類)」: the types one by one, for a 「…につき」."""
        unit = "種類" if self.source(meta).endswith("種類") else "種"
        return self.types_among(meta, children).model_copy(update={"unit": unit})
