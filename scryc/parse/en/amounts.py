"""English builder methods of the amounts family (``scryc.ast.amounts``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..common.amounts import NUMBER_WORDS


class Amounts:
    """The English builder's amounts methods."""

    def any_number(self, meta: Meta, children: list[Any]) -> ast.AnyNumber:
        return ast.AnyNumber.model_construct(span=self.span(meta))

    def it_is(self, meta: Meta, children: list[Any]) -> ast.Ref:
        return ast.Ref.model_construct(span=self.span(meta))

    def number_form(self, word: str) -> Any:
        """ "digits" (3), "word" (three) or "article" (a, an)."""
        if word in ("a", "an"):
            return "article"
        return "word" if word in NUMBER_WORDS else "digits"

    def player_desc_possessive(self, meta: Meta, children: list[Any]) -> Any:
        words = self.words(meta)
        span = self.span(meta)
        spelling = "it's" if words.startswith("it's") else None
        if words.endswith(("owner's", "owners'")):
            plural = words.startswith("their")
            return ast.OwnerOf.model_construct(
                object=ast.Ref.model_construct(plural=plural, spelling=spelling),
                owner_singular=plural and words.endswith("'s"),
                span=span,
            )
        if words.endswith("controller's"):
            return ast.ControllerOf.model_construct(
                object=ast.Ref.model_construct(spelling=spelling), span=span
            )
        return ast.Ref.model_construct(noun="player", span=span)

    def ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        if children and isinstance(children[0], ast.Ref):  # "the exiled card", "the sacrificed …"
            return children[0]
        words = self.words(meta).removesuffix("'s")
        each_of = words.startswith("each of ")  # "each of them", "each of those creatures"
        words = words.removeprefix("each of ")
        noun = children[0] if children else None
        if " or " in words:  # "that permanent or player": one object of either kind
            noun = words.removeprefix("that ")
        determiner = words.split()[0] if " " in words else None
        return ast.Ref.model_construct(
            noun=noun,
            plural=words in ("them", "they")
            or words.startswith("those")
            or (words.endswith("s") and words != "its"),
            determiner=determiner if determiner in ("the", "those") else None,
            each_of=each_of,
            span=self.span(meta),
        )

    def ref_itself(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """ "itself": the subject of the instruction that holds it."""
        return ast.Ref.model_construct(reflexive=True, span=self.span(meta))

    # "its", "that creature's"; "the sacrificed creature's" and "the exiled card's" come built
    ref_possessive = ref
