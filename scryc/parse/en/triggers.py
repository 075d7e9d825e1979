"""English builder methods of the triggers family (``scryc.ast.triggers``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError

ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7
}  # fmt: skip


class Triggers:
    """The English builder's triggers methods."""

    def ordinal(self, meta: Meta, children: list[Any]) -> int:
        return ORDINALS[self.words(meta)]

    def you_dealt_damage(self, meta: Meta, children: list[Any]) -> ast.DealtDamage:
        """ "you're dealt (combat) damage"."""
        return self.dealt_damage(meta, [ast.You.model_construct(), *children])

    def player_puts_counters(self, meta: Meta, children: list[Any]) -> ast.PlayerPutsCounters:
        """ "you put one or more counters on …", "an opponent puts one or more … on …"."""
        player = children[0] if len(children) > 1 and not isinstance(children[0], str) else None
        return ast.PlayerPutsCounters.model_construct(
            player=player or ast.You.model_construct(),
            object=children[-1],
            counter=self.first(children[:-1], str),
            span=self.span(meta),
        )

    def counters_put(self, meta: Meta, children: list[Any]) -> ast.CountersPut:
        """ "one or more +1/+1 counters are put on ~"; "a +1/+1 counter is put on ~": each."""
        words = self.words(meta)
        each = words.startswith(("a ", "an ")) and " counter is " in words
        if not each and not (words.startswith("one or more ") and " counters are " in words):
            raise ParseError("counters put, counted", text=self.text, offset=meta.start_pos)
        return ast.CountersPut.model_construct(
            object=children[-1],
            counter=self.first(children[1:-1], str),
            each_counter=each,
            span=self.span(meta),
        )

    def says_battlefield(self, meta: Meta) -> bool:
        """ "enter(s) the battlefield" rather than "enter(s)"."""
        words = self.words(meta)
        return "enters the battlefield" in words or "enter the battlefield" in words

    def tapped_for_mana(self, meta: Meta, children: list[Any]) -> ast.TappedForMana:
        """ "you tap a Swamp for mana"; "for {C}" (the grammar's word "mana" also matches a
        mana symbol's token) says which mana, which the node does not hold: a parse error."""
        self.for_mana_said(meta)
        return super().tapped_for_mana(meta, children)  # type: ignore[misc, no-any-return]

    def tapped_for_mana_passive(self, meta: Meta, children: list[Any]) -> ast.TappedForMana:
        self.for_mana_said(meta)
        return super().tapped_for_mana_passive(meta, children)  # type: ignore[misc, no-any-return]

    def for_mana_said(self, meta: Meta) -> None:
        """A parse error unless the words end "for mana" (not "for {C}")."""
        if not self.text[meta.start_pos : meta.end_pos].endswith("mana"):
            raise ParseError(
                "tapped for one kind of mana ('for {C}'), not for mana",
                text=self.text,
                offset=meta.start_pos,
            )

    def player_verb(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def player_verbs(self, meta: Meta, children: list[Any]) -> str:
        """ "discards" → "discard": the action of another player."""
        return self.words(meta).removesuffix("s")

    def player_verbs_alone(self, meta: Meta, children: list[Any]) -> str:
        """ "gains life" → "gain life", "loses the game" → "lose the game"."""
        head, rest = self.words(meta).split(" ", 1)
        return f"{head.removesuffix('s')} {rest}"

    def object_verb(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta).removesuffix("s")

    def either_trigger(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "When X and when Y": either event triggers the ability."""
        first, word, second = children
        triggers, again = [first], []
        if isinstance(first, ast.AnyOfTriggers) and first.again:
            triggers, again = list(first.triggers), list(first.again)
        between = self.text[first.span.end : second.span.start] if first.span else ""
        return ast.AnyOfTriggers.model_construct(
            triggers=[*triggers, second],
            again=[*again, word],
            either_or=between.split()[:1] == ["or"] or between.startswith("か"),
            span=self.span(meta),
        )

    def again_word(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def set_in_motion(self, meta: Meta, children: list[Any]) -> ast.SetInMotion:
        return ast.SetInMotion.model_construct(span=self.span(meta))
