"""English builder methods of the changes family (``scryc.ast.changes``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import GRANTED, flat, flatten_sequence
from ..common.tokens import IN_ADDITION
from ..errors import ParseError

#: The kinds of word a text change replaces (CR 612.2).
TEXT_WORDS = ("color word", "basic land type")


class Changes:
    """The English builder's changes methods."""

    def gain_verb(self, meta: Meta) -> Any:
        """ "gain" (gains, gain) or "have" (has, have)."""
        return "gain" if self.words(meta).removeprefix("also ").startswith("gain") else "have"

    def modify_pt(self, meta: Meta, children: list[Any]) -> ast.ModifyPT:
        """ "gets +1/+0", "gets an additional +2/+2"."""
        node = super().modify_pt(meta, children)
        return node.model_copy(update={"additional": " additional " in self.words(meta)})

    def also_written(self, meta: Meta) -> bool:
        """ "also gains"."""
        return self.words(meta).startswith("also ")

    def granted_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """ "gains trample if you control a Dwarf and hexproof if you control an Elf" /
        「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        step, condition, *rest = children
        if not isinstance(step, ast.GainAbility) or step.each_if:
            raise ParseError("expected abilities gained", text=self.text, offset=meta.start_pos)
        first = ast.GrantedIf.model_construct(
            abilities=step.abilities,
            condition=condition,
            span=ast.Span.model_construct(
                start=step.abilities[0].span.start, end=condition.span.end
            ),
        )
        update = {"abilities": [], "each_if": [first, *rest], "span": self.span(meta)}
        return step.model_copy(update=update)

    def every_type(self, meta: Meta, children: list[Any]) -> ast.EveryType:
        """ "is every creature type", "gains all creature types", "are every basic land type
        in addition to their other types"."""
        words = self.words(meta)
        return ast.EveryType.model_construct(
            object=ast.Ref.model_construct(),
            types="creature" if " creature type" in words else "basic land",
            in_addition=IN_ADDITION in children,
            verb="gain" if words.startswith("gain") else "is",
            span=self.span(meta),
        )

    def change_text(self, meta: Meta, children: list[Any]) -> ast.ChangeText:
        """ "change the text of target permanent by replacing all instances of one color word
        with another [or one basic land type with another] [until end of turn]"."""
        duration = self.first(children, ast.Duration)
        words = [c for c in children if c in TEXT_WORDS]
        target = next(c for c in children if isinstance(c, ast.Node) and c is not duration)
        return ast.ChangeText.model_construct(
            object=target, words=words, duration=duration, span=self.span(meta)
        )

    def replaced_word(self, meta: Meta, children: list[Any]) -> str:
        """ "color word", "basic land type": the kind of word a text change replaces."""
        return "color word" if self.words(meta) == "color word" else "basic land type"

    def modify_pt_for_each_and(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """ "Enchanted creature gets +1/+1 for each Plains you control and has flying": the
        count times the power/toughness change; the next predicate shares its subject (and a
        duration written before the subject or after the last predicate)."""
        step, counted, predicate, *after = children
        if not isinstance(step, ast.ModifyPT) or isinstance(step.object, ast.Ref):
            raise ParseError(
                "expected a power/toughness change", text=self.text, offset=meta.start_pos
            )
        duration = after[0] if after else step.duration
        if after and step.duration is None:
            step = step.model_copy(update={"duration": duration})
        first = self.for_each(meta, [step, counted])
        shared = ast.Ref.model_construct(elided=True)
        second = predicate.model_copy(update={"object": shared, "duration": duration})
        return flatten_sequence([first, second], ["and"], [self.predicate_join(step, predicate)])

    def becomes_sized(self, meta: Meta, children: list[Any]) -> ast.BecomesSized:
        """ "becomes an artifact creature with power and toughness each equal to …"."""
        *described, amount = children
        return ast.BecomesSized.model_construct(
            object=ast.Ref.model_construct(),
            becomes=self.becomes(meta, described),
            amount=amount,
            span=self.span(meta),
        )

    def becomes_sized_state(self, meta: Meta, children: list[Any]) -> ast.BecomesSized:
        """ "is an artifact creature with power and toughness each equal to …"."""
        node = self.becomes_sized(meta, children)
        return node.model_copy(update={"becomes": node.becomes.model_copy(update={"state": True})})

    def becomes_sized_contracted(self, meta: Meta, children: list[Any]) -> ast.BecomesSized:
        """ "it's an artifact creature with power and toughness each equal to …"."""
        node = self.becomes_sized(meta, children)
        inner = node.becomes.model_copy(update={"state": True, "contracted": True})
        return node.model_copy(update={"becomes": inner})

    def gain_choice(self, meta: Meta, children: list[Any]) -> ast.GainChoice:
        """ "gains your choice of vigilance, lifelink, or haste", "loses your choice of …"."""
        return ast.GainChoice.model_construct(
            object=ast.Ref.model_construct(),
            options=[c for c in flat(children) if isinstance(c, GRANTED)],
            lose=self.words(meta).startswith("lose"),
            span=self.span(meta),
        )
