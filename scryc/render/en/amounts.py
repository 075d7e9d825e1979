"""English wording of amounts as written: a number, X, "all", a sum (the kinds of
:mod:`scryc.ast.amounts`)."""

from __future__ import annotations

from typing import Literal

from ... import ast
from .base import NUMBER_WORDS, article, plural_of

Form = Literal["digits", "word", "article"]


class EnglishAmounts:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.amounts`."""

    def amount(self, node: ast.Node, form: Form = "digits", before: str = "") -> str:
        """An amount; ``form`` is the default for numbers, ``before`` the word after it."""
        if isinstance(node, ast.Number):
            return self.number(node, form, before)
        return self.render(node)

    def number(self, node: ast.Number, form: Form = "digits", before: str = "") -> str:
        chosen = self.own(node.form, form)
        if chosen == "article" and node.value != 1:
            chosen = "word"
        if chosen == "article":
            return article(before)
        if chosen == "word" and node.value < len(NUMBER_WORDS):
            return NUMBER_WORDS[node.value]
        return str(node.value)

    def variable(self, node: ast.Variable) -> str:
        return node.name

    def any_number(self, node: ast.AnyNumber) -> str:
        return "a number of cards"

    def all(self, node: ast.All) -> str:
        """ "all", as in "remove all +1/+1 counters from it"."""
        return "all"

    def chosen_number(self, node: ast.ChosenNumber) -> str:
        return "any number of"

    def times(self, node: ast.Times) -> str:
        if node.factor == 2:
            return f"twice {self.amount(node.amount)}"
        factor = ast.Number.model_construct(value=node.factor, form="word")
        return f"{self.amount(factor)} times {self.amount(node.amount)}"

    def half(self, node: ast.Half) -> str:
        """ "half the number of Zombies you control, rounded down"."""
        return f"half {self.amount(node.amount)}, rounded {node.rounded}"

    def colors_of(self, node: ast.ColorsOf) -> str:
        """ "of its colors": what "for each" counts, one color at a time."""
        return f"of {self.possessive(node.object)} colors"

    def life_changed(self, node: ast.LifeChanged) -> str:
        who = "you've" if self.own(node.perfect) else self.object(node.player)
        return f"the amount of life {who} {node.event} this turn"

    def plus(self, node: ast.Plus) -> str:
        return f"{self.amount(node.left)} plus {self.amount(node.right, 'word')}"

    def ref(self, node: ast.Ref) -> str:
        if self.own(node.each_of):  # "each of them", "each of those creatures"
            return "each of " + self.ref(node.model_copy(update={"each_of": False}))
        if node.reflexive:
            return "itself"
        if node.noun == "number":
            return "that many"
        if node.noun is None:
            return "them" if node.plural else "it"
        if " or " in node.noun:  # "that permanent or player"
            return f"that {node.noun}"
        noun = plural_of(node.noun) if node.plural else node.noun
        if node.sacrificed:
            return f"the sacrificed {noun}"
        if node.exiled:
            return f"the exiled {noun}"
        default = "those" if node.plural else "that"
        if node.noun == "copy":  # "the copy", "the copies" of a copied spell
            default = "the"
        return f"{self.own(node.determiner, default)} {noun}"
