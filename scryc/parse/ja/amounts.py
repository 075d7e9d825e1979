"""Japanese builder methods of the amounts family (``scryc.ast.amounts``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from .lexicon import CHOSEN, OWN, SELF_NOUNS, SUBTYPES

#: The units of 「その…」 "that many" other than 「枚数」 (which a renderer writes by default).
REF_UNITS = ("点数", "数", "個数")
#: The second noun of 「その<noun>か<noun>」 (「その呪文や能力」): one object of either kind.
EITHER = {"かプレイヤー": "player", "かプレインズウォーカー": "planeswalker", "や能力": "ability"}


class Amounts:
    """The Japanese builder's amounts methods."""

    def number_form(self, word: str) -> Any:
        return None

    def ref_noun(self, meta: Meta, children: list[Any]) -> str:
        """「その機体」: a subtype keeps its English name ("that Vehicle")."""
        written = self.source(meta)
        return SUBTYPES.get(written) or SELF_NOUNS.get(written) or super().ref_noun(meta, children)

    def ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        if children and isinstance(children[0], ast.Ref):  # 「生け贄に捧げられた…」
            return children[0]
        text = self.source(meta)
        second = next((e for w, e in EITHER.items() if text.endswith(w)), None)
        noun = None
        if second is not None:  # 「そのパーマネントかプレイヤー」: one object of either kind
            noun = f"{'spell' if second == 'ability' else children[0]} or {second}"
        return ast.Ref.model_construct(
            noun=noun or (children[0] if children else None),
            plural=text.startswith("それら"),
            each_of=text.startswith("それらの各"),
            span=self.span(meta),
        )

    def ref_amount(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その枚数」, 「その点数」, 「その数」, 「その個数」: "that many", unit as written."""
        unit = self.source(meta).removeprefix("その")
        return ast.Ref.model_construct(
            noun="number", unit=unit if unit in REF_UNITS else None, span=self.span(meta)
        )

    def its_upon(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その上」: "it" where counters are, written 「その」 rather than 「それの」."""
        start = meta.start_pos  # the reference is 「その」, before 「上」
        return ast.Ref.model_construct(
            determiner="その", span=ast.Span.model_construct(start=start, end=start + 2)
        )

    def ref_itself(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「自身」, 「それ自身」, 「自分自身」: "itself", the subject of the instruction."""
        before = self.source(meta).removesuffix("自身")
        return ast.Ref.model_construct(
            reflexive=True, determiner=before or None, span=self.span(meta)
        )

    def its_own(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「自身の」: "its", the subject of the same clause (never a target declared before)."""
        return ast.Ref.model_construct(determiner=OWN, span=self.span(meta))

    def their_upon(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「それらの上」: "them", where counters are."""
        start = meta.start_pos  # the reference is 「それら」
        span = ast.Span.model_construct(start=start, end=start + 3)
        return ast.Ref.model_construct(plural=True, span=span)

    def sacrificed_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「(その)生け贄に捧げた…」 as written, beside 「…捧げられた…」."""
        node = super().sacrificed_ref(meta, children)
        active = "捧げた" in self.text[meta.start_pos : meta.end_pos]
        return node.model_copy(update={"sacrificed_active": active})

    def chosen_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その選んだカード」: the object chosen before."""
        return ast.Ref.model_construct(noun=children[0], determiner=CHOSEN, span=self.span(meta))

    def ref_of_pair(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その前者」, 「その後者」: one of two targets declared together, by its place; 「前者」
        without 「その」 (as written)."""
        written = self.source(meta)
        return ast.Ref.model_construct(
            determiner=written.removeprefix("その").removeprefix("それらの"),
            plural=written.startswith("それら"),
            written=written,
            span=self.span(meta),
        )

    def every_after(self, meta: Meta, children: list[Any]) -> ast.All:
        """「カウンターをすべて」: "all" after the noun."""
        return ast.All.model_construct(after=True, span=self.span(meta))

    def player_desc_possessive(self, meta: Meta, children: list[Any]) -> Any:
        words = self.words(meta)
        if words == "オーナーの":
            return ast.OwnerOf.model_construct(
                object=ast.Ref.model_construct(), span=self.span(meta)
            )
        if words.endswith("コントローラーの"):
            return ast.ControllerOf.model_construct(
                object=ast.Ref.model_construct(), span=self.span(meta)
            )
        return ast.Ref.model_construct(noun="player", span=self.span(meta))

    def one_thing(self, meta: Meta, children: list[Any]) -> ast.Number:
        return ast.Number.model_construct(value=1, span=self.span(meta))

    def colors_of(self, meta: Meta, children: list[Any]) -> ast.ColorsOf:
        """「その色１色」: the colors of 「その」 ("it"), written without 「の」."""
        if not children:
            start = meta.start_pos
            span = ast.Span.model_construct(start=start, end=start + 2)
            children = [ast.Ref.model_construct(determiner="その", span=span)]
        return super().colors_of(meta, children)  # type: ignore[misc,no-any-return]

    def its_that(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「そのコントロール」: "it", written 「その」 rather than 「それの」."""
        return ast.Ref.model_construct(determiner="その", span=self.span(meta))
