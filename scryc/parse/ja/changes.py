"""Japanese builder methods of the changes family (``scryc.ast.changes``)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import GRANTED, flat, flatten_sequence, marker
from ..errors import ParseError
from .base import InAddition
from .lexicon import REPLACINGS

WRITTEN_COMMA = "written comma"


@marker
class Replacing:
    """「色を表す単語１種類をすべて別の色の単語１種類に置き換える」: one replacement of a text
    change, and how it is written."""

    word: str
    written: str


@marker
class Sized:
    """「パワーとタフネスがそれぞれ…に等しい」, 「…に等しいパワーとタフネスを持つ」: the amount
    a becomes' power and toughness each equal, and the words around it ("…" for it)."""

    amount: Any
    written: str | None


class Changes:
    """The Japanese builder's changes methods."""

    def modify_pt_for_each_and(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「…は、平地１つにつき+1/+1の修整を受け、飛行を持つ」: the count times the power/toughness
        change; the next predicate shares its subject (and a duration before it)."""
        *head, counted, change, predicate = children
        first = self.modify_pt_for_each(meta, [*head, counted, change])
        shared = ast.Ref.model_construct(elided=True)
        duration = first.effect.duration
        second = predicate.model_copy(update={"object": shared, "duration": duration})
        return flatten_sequence([first, second], ["and"], [self.predicate_join(change, predicate)])

    def pt_then_damage(self, meta: Meta, children: list[Any]) -> ast.Sequence:
        """「…は+2/+0の修整を受け、あなたに１点のダメージを与える」: the change, then damage its
        subject deals (a reference to it, unwritten)."""
        *change, damage = children
        return flatten_sequence([self.continuous(meta, change), damage], ["and"], ["、"])

    def lose_all_after(self, meta: Meta, children: list[Any]) -> ast.LoseAbility:
        """「能力をすべて失う」, 「能力すべてを失う」: "loses all abilities"."""
        return self.lose_ability(meta, ["all_abilities"])

    def gain_abilities_all_after(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「そのカードの起動型能力をすべて持つ」: 「すべて」 after 「を」."""
        node = self.gain_ability(meta, [c for c in children if not isinstance(c, Token)])
        granted = node.abilities[0].model_copy(update={"ja_all": "all after"})
        return node.model_copy(update={"abilities": [granted]})

    def gain_choice(self, meta: Meta, children: list[Any]) -> ast.GainChoice:
        """「警戒か絆魂か速攻のうち、あなたが選んだ１つを得る」: the options, the word between
        them and the words after them as written."""
        options = [c for c in flat(children) if isinstance(c, GRANTED)]
        if len(options) < 2:
            raise ParseError(
                "a choice of two or more abilities", text=self.text, offset=meta.start_pos
            )
        between = self.text[options[0].span.end : options[1].span.start]
        after = self.text[options[-1].span.end : meta.end_pos]
        written = "".join(after.split()).removesuffix("る").removesuffix("得")
        return ast.GainChoice.model_construct(
            object=ast.Ref.model_construct(),
            options=options,
            ja_written=written,
            ja_join="".join(between.split()),
            span=self.span(meta),
        )

    def value_of_its(self, meta: Meta, children: list[Any]) -> ast.ValueOf:
        """「そのマナ総量」: "its mana value", 「その」 alone for 「それの」."""
        start = meta.start_pos
        span = ast.Span.model_construct(start=start, end=start + 2)
        its = ast.Ref.model_construct(determiner="その", span=span)
        return self.value_of(meta, [its, children[-1]])

    def sized_pt(self, meta: Meta, children: list[Any]) -> Sized:
        amount = children[0]
        if amount.span is None:  # no words to keep around it: the canonical form
            return Sized(amount=amount, written=None)
        before = self.text[meta.start_pos : amount.span.start]
        written = f"{before}…{self.text[amount.span.end : meta.end_pos]}"
        return Sized(amount=amount, written="".join(written.split()))

    def becomes_sized(self, meta: Meta, children: list[Any]) -> ast.BecomesSized:
        """「パワーとタフネスがそれぞれ…に等しいアーティファクト・クリーチャーになる」."""
        sized, described = children
        return self._sized(meta, sized, self.becomes(meta, [described]))

    def becomes_sized_state(self, meta: Meta, children: list[Any]) -> ast.BecomesSized:
        """「…に等しいパワーとタフネスを持つアーティファクト・クリーチャーである」."""
        sized, described = children
        return self._sized(meta, sized, self.is_type_set(meta, [described]))

    def _sized(self, meta: Meta, sized: Sized, becomes: Any) -> ast.BecomesSized:
        """What becomes (or is) ``becomes``, its power and toughness each ``sized``."""
        return ast.BecomesSized.model_construct(
            object=ast.Ref.model_construct(),
            becomes=becomes,
            amount=sized.amount,
            ja_written=sized.written,
            span=self.span(meta),
        )

    def base_pt_of(self, meta: Meta, children: list[Any]) -> ast.BasePT:
        """「(ターン終了時まで、)それの基本のパワーとタフネスは1/1になる」."""
        return self.of_possessive(children, self.base_pt(meta, children))

    def base_stat_of(self, meta: Meta, children: list[Any]) -> ast.BaseStat:
        """「(ターン終了時まで、)それの基本のパワーは８になる」."""
        return self.of_possessive(children, self.base_stat(meta, children))

    def of_possessive(self, children: list[Any], node: Any) -> Any:
        """A base power/toughness node whose object is written as a possessive, after the
        duration that times it (if any)."""
        duration = self.first(children, ast.Duration)
        if duration is not None:
            duration = duration.model_copy(update={"first": True})
        owner = next(c for c in children if not isinstance(c, (ast.Duration, Token)))
        return node.model_copy(update={"object": owner, "duration": duration, "possessive": True})

    def lose_this_ability(self, meta: Meta, children: list[Any]) -> ast.LoseAbility:
        """「この能力を失う」: the ability that says it."""
        this = ast.ThisAbility.model_construct(span=self.span(meta))
        return self.lose_ability(meta, [this])

    def restated(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「それでは…」, 「それは…」: a predicate with its subject restated (its span holds it)."""
        return children[0].model_copy(update={"span": self.span(meta)})  # type: ignore[no-any-return]

    def continuous(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """Predicates of one subject; one whose subject is restated (「、それでは…」,
        「、それは…」) refers back to it in words, not elided."""
        effect = super().continuous(meta, children)
        if not isinstance(effect, ast.Sequence):
            return effect
        steps = [self.restated_ref(step) for step in effect.steps]
        return effect.model_copy(update={"steps": steps})

    def restated_ref(self, step: Any) -> Any:
        """``step``, its shared subject written when it starts with 「それは」 or 「それでは」."""
        shared = getattr(step, "object", None)
        if step.span is None or not isinstance(shared, ast.Ref) or not shared.elided:
            return step
        if not self.text.startswith(("それは", "それでは"), step.span.start):
            return step
        return step.model_copy(update={"object": shared.model_copy(update={"elided": False})})

    def continuous_duration_after(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「それは、ターン終了時まで+1/+1の修整を受ける」: the duration after the subject times
        every predicate."""
        subject, duration, *predicates = children
        duration = duration.model_copy(update={"after_subject": True})
        return self.continuous(meta, [subject, duration, *predicates])

    def gain_ability_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        return ast.GainAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=[],
            each_if=children,
            verb=self.gain_verb(meta),
            span=self.span(meta),
        )

    def also_written(self, meta: Meta) -> bool:
        """「…も得る」: "also gains"."""
        return self.source(meta).endswith(("も得る", "も持つ", "も得", "も持ち"))

    def gain_verb(self, meta: Meta) -> Any:
        return "have" if self.source(meta).endswith(("持つ", "持ち")) else "gain"

    def gain_ability(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「(それぞれ、)…を持つ」: 「それぞれ」 after the subject, as written."""
        node = super().gain_ability(meta, children)
        return node.model_copy(update={"respectively": self.respectively_written(meta)})

    def modify_pt(self, meta: Meta, children: list[Any]) -> ast.ModifyPT:
        """「(それぞれ、)(追加で／さらに)+1/+0の修整を受ける」: 「それぞれ」 after the subject, as
        written; 「追加で」 or 「さらに」: "an additional +1/+0"."""
        node = super().modify_pt(meta, [c for c in children if isinstance(c, Token)])
        written = self.source(meta).removeprefix("それぞれ").removeprefix("、")
        update: dict[str, Any] = {"respectively": self.respectively_written(meta)}
        for word in ("追加で", "さらに"):
            if written.startswith(word):
                update |= {"additional": True, "additional_ja": word}
        return node.model_copy(update=update)

    def respectively_written(self, meta: Meta) -> str | None:
        """「それぞれ」 or 「それぞれ、」 opening a predicate, if written."""
        written = self.source(meta)
        if not written.startswith("それぞれ"):
            return None
        return "それぞれ、" if written.startswith("それぞれ、") else "それぞれ"

    def every_type(self, meta: Meta, children: list[Any]) -> ast.EveryType:
        """「すべてのクリーチャー・タイプである」, 「…を得る」, 「(それの)他のタイプに加えて
        すべての基本土地タイプでもある」."""
        written = self.source(meta)
        addition = self.first(children, InAddition)
        if addition is not None and addition.colors:  # 「他の色やタイプに加えて」
            raise ParseError("expected its other types", text=self.text, offset=meta.start_pos)
        return ast.EveryType.model_construct(
            object=ast.Ref.model_construct(),
            types="creature" if "クリーチャー・タイプ" in written else "basic land",
            in_addition=addition is not None,
            possessive=addition.possessive if addition is not None else None,
            verb="gain" if written.endswith("得る") else "is",
            also=written.endswith("でもある"),
            span=self.span(meta),
        )

    def change_text(self, meta: Meta, children: list[Any]) -> ast.ChangeText:
        """「(ターン終了時まで、)それに書かれた、色を表す単語１種類をすべて別の色の単語１種類に
        置き換える」 (「。または、」 another replacement: either)."""
        duration = self.first(children, ast.Duration)
        target = next(c for c in children if isinstance(c, ast.Node) and c is not duration)
        if duration is not None:
            duration = duration.model_copy(update={"first": True})
        replacings = self.nodes(children, Replacing)
        written = [r.written for r in replacings]
        return ast.ChangeText.model_construct(
            object=target,
            words=[r.word for r in replacings],
            duration=duration,
            written=[] if written == [REPLACINGS[r.word] for r in replacings] else written,
            comma=WRITTEN_COMMA in children,
            span=self.span(meta),
        )

    def written_comma(self, meta: Meta, children: list[Any]) -> str:
        """「それに書かれた、…」: a comma, as written."""
        return WRITTEN_COMMA

    def replacing(self, meta: Meta, children: list[Any]) -> Replacing:
        """「色を表す単語１種類をすべて別の色の単語１種類に置き換える」: the word and its
        replacement are of one kind."""
        other = self.text[meta.start_pos : meta.end_pos].split("別の")[1]
        if other.startswith(("色の単語", "単語")) != (children[0] == "color word"):
            raise ParseError(
                "expected a word replaced by one of its kind", text=self.text, offset=meta.start_pos
            )
        return Replacing(children[0], self.text[meta.start_pos : meta.end_pos])

    def replaced_word(self, meta: Meta, children: list[Any]) -> str:
        """「色を表す単語」, 「基本土地タイプ」: the kind of word a text change replaces."""
        return (
            "color word"
            if self.text[meta.start_pos : meta.end_pos] == "色を表す単語"
            else "basic land type"
        )
