"""The builder methods of the amounts family (``scryc.ast.amounts``) that both
grammars share."""

from __future__ import annotations

import re
from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import singular, singular_subtype

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20,
}  # fmt: skip


class CommonAmounts:
    """The amounts methods both builders share."""

    def colors_of(self, meta: Meta, children: list[Any]) -> ast.ColorsOf:
        """ "of its colors" / 「それの色１色」: the colors of one object, one by one."""
        return ast.ColorsOf.model_construct(object=children[-1], span=self.span(meta))

    def every_one(self, meta: Meta, children: list[Any]) -> ast.All:
        return ast.All.model_construct(span=self.span(meta))

    def chosen_number(self, meta: Meta, children: list[Any]) -> ast.ChosenNumber:
        return ast.ChosenNumber.model_construct(span=self.span(meta))

    def plus_amount(self, meta: Meta, children: list[Any]) -> ast.Plus:
        """ "1 plus <amount>" / 「<amount>に１を足した値」: the number is the left side."""
        source = self.text[meta.start_pos : meta.end_pos]
        japanese = re.search(r"を(足した|加えた)(値|点数|数)$", source)
        rest, number = children if japanese else children[::-1]
        written = japanese[0][1:] if japanese and japanese[0] != "を足した値" else None
        return ast.Plus.model_construct(
            left=number, right=rest, written=written, span=self.span(meta)
        )

    def times(self, meta: Meta, children: list[Any]) -> ast.Times:
        """ "twice <amount>", "three times <amount>" / 「<amount>の２倍」 (NUMBER after it)."""
        if isinstance(children[-1], Token):
            amount, factor = children[0], int(children[-1])
        else:
            *factors, amount = children
            factor = factors[0].value if factors else 2
        return ast.Times.model_construct(factor=factor, amount=amount, span=self.span(meta))

    def half(self, meta: Meta, children: list[Any]) -> ast.Half:
        """ "half <amount>, rounded up" / 「<amount>の端数を切り上げた半分」."""
        amount, rounded = (c for c in children if not isinstance(c, Token))
        return ast.Half.model_construct(amount=amount, rounded=rounded, span=self.span(meta))

    def number(self, meta: Meta, children: list[Any]) -> ast.Number:
        word = self.words(meta)
        value = NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)
        return ast.Number.model_construct(
            value=value, form=self.number_form(word), span=self.span(meta)
        )

    def life_changed(self, meta: Meta, children: list[Any]) -> ast.LifeChanged:
        """ "the amount of life you('ve) gained this turn" / 「(このターンに)あなたが(このターン
        に)得たライフの点数」 (no player written: "you")."""
        player = [c for c in children if not isinstance(c, ast.Duration)]
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.LifeChanged.model_construct(
            player=self.monarch_player(player),
            event="lost" if "lost" in written or "失った" in written else "gained",
            perfect="you've" in written,
            turn_first=written.startswith("このターン"),
            span=self.span(meta),
        )

    def variable(self, meta: Meta, children: list[Any]) -> ast.Variable:
        return ast.Variable.model_construct(span=self.span(meta))

    def ref_amount(self, meta: Meta, children: list[Any]) -> ast.Ref:
        return ast.Ref.model_construct(noun="number", span=self.span(meta))

    def sacrificed_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """ "the sacrificed creature" / 「(その)生け贄に捧げられたクリーチャー」."""
        that = self.text[meta.start_pos : meta.end_pos].startswith("その")
        return ast.Ref.model_construct(
            noun=children[0],
            sacrificed=True,
            determiner="その" if that else None,
            span=self.span(meta),
        )

    def exiled_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """ "the exiled card(s)" / 「その(それらの)追放されているカード」."""
        source = self.text[meta.start_pos : meta.end_pos]
        plural = source.startswith("それら") or source.rstrip().endswith("s")
        noun = children[0]  # singular ("cards" → "card")
        past = "追放された" in source
        return ast.Ref.model_construct(
            noun=noun, exiled=True, exiled_past=past, plural=plural, span=self.span(meta)
        )

    def ref_noun(self, meta: Meta, children: list[Any]) -> str:
        if children:  # a subtype keeps its capital: "that Vehicle"
            return singular_subtype(str(children[0]))
        return singular(self.words(meta))

    @staticmethod
    def bare_controller(words: str) -> ast.You | ast.Ref:
        """The player of "you control", or of "they control" / 「自分がコントロールしている」
        (the player the sentence is about, as "their" / 「自分の」 is)."""
        if words.startswith(("they", "自分")):
            return ast.Ref.model_construct(noun="player")
        return ast.You.model_construct()
