"""English builder methods of the rules family (``scryc.ast.rules``)."""

from __future__ import annotations

import re
from typing import Any

from lark.tree import Meta

from ... import ast
from ...ast.base import span_at
from ..base import flat
from ..common.tokens import IN_ADDITION
from ..errors import ParseError

#: "in addition to its other colors and types": the colors are added too.
IN_ADDITION_COLORS = "in addition to its other colors and types"


class Rules:
    """The English builder's rules methods."""

    def untargetable(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't be the target of …"; "the targets of" as written after a plural subject."""
        node: ast.Restriction = super().untargetable(meta, children)  # type: ignore[misc]
        if "targets" in self.words(meta).split():
            return node.model_copy(update={"plural_form": "can't be the targets of"})
        return node

    def cant_block_it(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "Creatures with power less than ~'s power can't block it": "it" the card itself
        (Japanese 「これ」)."""
        it = ast.SelfRef.model_construct(pronoun=True, span=span_at(meta.end_pos - 2, meta.end_pos))
        return self.cant_block(meta, [it])  # type: ignore[attr-defined,no-any-return]

    def delayed_trigger_first(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """ "Until end of turn, whenever …, …": the duration before the trigger word."""
        duration, trigger, effect = children
        word = self.text[duration.span.end : trigger.span.start].strip(" ,").split()[0]
        return ast.DelayedTrigger.model_construct(
            word=word.lower(),
            trigger=trigger,
            duration=duration,
            effect=effect,
            first=True,
            span=self.span(meta),
        )

    def assigns_as_unblocked(self, meta: Meta, children: list[Any]) -> ast.AssignsAsUnblocked:
        """ "assign its combat damage as though it weren't blocked" (its object: the subject)."""
        return ast.AssignsAsUnblocked.model_construct(
            object=ast.Ref.model_construct(), span=self.span(meta)
        )

    def spend_as_though(self, meta: Meta, children: list[Any]) -> ast.SpendAsThough:
        """ "spend mana as though it were mana of any color [to cast <spell>]"."""
        return ast.SpendAsThough.model_construct(
            player=self.acting_you(meta),
            any="type" if " any type" in self.words(meta) else "color",
            spell=children[0] if children else None,
            span=self.span(meta),
        )

    def play_revealed(self, meta: Meta, children: list[Any]) -> ast.PlayRevealed:
        """ "Play with the top card of your library revealed.", "Players play with the top card
        of their libraries revealed."."""
        player = children[0] if children else self.acting_you(meta)
        return ast.PlayRevealed.model_construct(player=player, span=self.span(meta))

    def exchange_zones_between(self, meta: Meta, children: list[Any]) -> ast.ExchangeZones:
        """ "exchange cards in your hands, cards in your libraries, …": "your" is you and the
        player named before, so each zone is written in the plural."""
        if not all(w.endswith("s") for w in re.findall(r"your (\w+)", self.words(meta))):
            raise ParseError(
                "expected your hands, libraries or graveyards",
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.ExchangeZones.model_construct(
            player=ast.You.model_construct(),
            zones=self._exchanged(meta, children),
            other=ast.Player.model_construct(quantifier="that", noun="player"),
            span=self.span(meta),
        )

    def adjust_number(self, meta: Meta, children: list[Any]) -> ast.AdjustNumber:
        """ "add or subtract 1 or one from a number or number word on <object>"."""
        digits, word, obj, *duration = children
        if digits.value != word.value or digits.form != "digits" or word.form == "digits":
            raise ParseError(
                "expected one amount in digits, then as a word",
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.AdjustNumber.model_construct(
            object=obj,
            amount=digits,
            duration=self.first(duration, ast.Duration),
            span=self.span(meta),
        )

    def counter_kind(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def in_addition(self, meta: Meta, children: list[Any]) -> str:
        return IN_ADDITION

    def in_addition_colors(self, meta: Meta, children: list[Any]) -> str:
        """ "in addition to its other colors and types"."""
        return IN_ADDITION_COLORS

    def topic_comma(self, subject: ast.Node) -> bool:
        """Japanese: whether a comma follows the subject (「…は、」)."""
        return False

    def becomes_chosen(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "becomes the color of your choice" / 「あなたが選んだ１色の色になる」."""
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            chosen=next(c for c in children if type(c) is str),
            in_addition=IN_ADDITION in children,
            span=self.span(meta),
        )

    def chosen_kind(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def becomes(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        described = (ast.Color, ast.CardType, ast.Subtype, ast.AllOf, ast.AnyOf)
        abilities = [c for c in flat(children) if isinstance(c, ast.Node)]
        abilities = [c for c in abilities if not isinstance(c, described)]
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            abilities=abilities,
            in_addition=IN_ADDITION in children or IN_ADDITION_COLORS in children,
            colors_added=IN_ADDITION_COLORS in children,
            base_written="base power" in self.words(meta),
            span=self.span(meta),
            **self.characteristics(children),
        )

    def is_type_contracted(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "it's a creature in addition to its other types": "it's" opens the predicate."""
        return self.is_type(meta, children).model_copy(update={"contracted": True})

    def is_type_set(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "It's an enchantment.", "It's a land named Moon.": its types (and name) replaced."""
        named = self.first(children, ast.Named)
        rest = [c for c in children if c is not named]
        return self.is_type_contracted(meta, rest).model_copy(update={"named": named})

    def must_be_blocked(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "must be blocked [this turn] if able": the duration is written inside the rule."""
        return ast.Restriction.model_construct(
            object=ast.Ref.model_construct(),
            rule="must be blocked if able",
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )

    def restriction_rule(self, meta: Meta, children: list[Any]) -> str:
        """The rule in its singular wording: after a plural subject "attack each combat if
        able" is the rule "attacks each combat if able"."""
        words = self.words(meta)
        verb, _, rest = words.partition(" ")
        return f"{verb}s {rest}" if verb in ("attack", "block") else words
