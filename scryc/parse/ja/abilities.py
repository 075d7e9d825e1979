"""Japanese builder methods of the abilities family (``scryc.ast.abilities``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import (
    CONDITIONS,
    Otherwise,
    ThenSentence,
    WhereX,
    all_of,
    flatten_sequence,
)
from ..common.abilities import AnyPlayer, is_static
from ..common.chosen_targets import substitute
from ..common.combining import define_x, undefined_x, unwritten_you
from ..errors import ParseError
from .base import (
    ConditionOpen,
    PairEach,
    PendingTarget,
    TargetDeclaration,
    TargetEach,
    as_target,
    only_one,
)
from .combining import asked_player
from .lexicon import ANY_PLAYER

#: Parts of a body that a condition declaring a target does not govern: a sentence with a
#: condition of its own, 「そうでないなら、…」, another such condition.
GOVERNS_NOT = (ast.Conditional, Otherwise, ConditionOpen)


def then_in_delayed(parts: list[Any]) -> list[Any]:
    """「戦闘終了時に、…する。その後、…する。」: the 「その後」 sentence is part of the delayed
    trigger's effect, as in "at end of combat, exile it, then return it"."""
    out: list[Any] = []
    for part in parts:
        before = out[-1] if out else None
        if (
            isinstance(part, ThenSentence)
            and isinstance(before, ast.DelayedTrigger)
            and before.word == "at"
        ):
            effect = flatten_sequence([before.effect, part.effect], ["then"], [part.connective])
            out[-1] = before.model_copy(update={"effect": effect})
            continue
        out.append(part)
    return out


def then_shuffles(parts: list[Any]) -> list[Any]:
    """「そのプレイヤーは自分のライブラリーから…を探し、戦場に出す。その後、ライブラリーを切り
    直す。」: the player who acted last shuffles, as the English "…, then shuffles"."""
    out: list[Any] = []
    for part in parts:
        before = out[-1] if out else None
        if isinstance(before, ast.Sequence):
            before = before.steps[-1]
        actor = getattr(before, "player", None)
        if (
            isinstance(part, ThenSentence)
            and isinstance(part.effect, ast.Shuffle)
            and isinstance(part.effect.player, ast.You)
            and not part.effect.player.written
            and isinstance(before, ast.Move | ast.PlayerSearches)
            and isinstance(actor, ast.Ref | ast.Player)
        ):
            shared = ast.Ref.model_construct(elided=True)
            part = replace(part, effect=part.effect.model_copy(update={"player": shared}))
        out.append(part)
    return out


class Abilities:
    """The Japanese builder's abilities methods."""

    def once_each_turn(self, meta: Meta, children: list[Any]) -> str:
        """「毎ターン１回のみ起動できる」 (twice is no rule the AST has)."""
        only_one(self, meta, children, "times each turn")
        return super().once_each_turn(meta, children)

    def trigger_limit(self, meta: Meta, children: list[Any]) -> str:
        only_one(self, meta, children, "times each turn")
        return super().trigger_limit(meta, children)

    def effect_limit(self, meta: Meta, children: list[Any]) -> str:
        only_one(self, meta, children, "times each turn")
        return super().effect_limit(meta, children)

    def keyword_case(self, written: str) -> Any:
        return None

    def then_written(self, meta: Meta) -> str:
        return "。その後、" if self.source(meta).startswith("その後、") else "。その後"

    def trigger_word(self, meta: Meta, trigger: Any) -> Any:
        if isinstance(trigger, ast.AnyOfTriggers) and trigger.again:
            trigger = trigger.triggers[0]  # 「…開始時、および、…たび」: the first one's word
        if isinstance(trigger, ast.AtStep):
            return "at"
        end = trigger.span.end if trigger.span is not None else meta.end_pos
        return "whenever" if self.text[:end].endswith("たび") else "when"

    def body(self, children: list[Any]) -> ast.Effect:
        """Sentences in order, with target declarations and X definitions folded in.

        A declared target goes into the first step that refers to it (それ, そのクリーチャー)."""
        parts: list[Any] = []
        pending: list[PendingTarget] = []
        for child in children:
            if isinstance(child, TargetDeclaration) and isinstance(
                child.object, (TargetEach, PairEach)
            ):
                slots = self.each_slots(child.object)
                parts.extend(slots)
                pending.extend(slots)
            elif isinstance(child, TargetDeclaration):
                if child.condition is not None:
                    parts.append(ConditionOpen(child.condition))
                target = as_target(child.object)
                if child.effect is not None and hasattr(target, "declared_clause"):
                    target = target.model_copy(update={"declared_clause": True})
                slots = self.two_slots(target, children) or [PendingTarget(target)]
                parts.extend(slots)
                pending.extend(slots)
                if child.effect is not None:
                    parts.append(self._fill(child.effect, pending))
            elif isinstance(child, WhereX):
                if not any(undefined_x(p) for p in parts):
                    at = child.definition.span.start if child.definition.span else 0
                    raise ParseError("no X here for 「Ｘは…」 to define", text=self.text, offset=at)
                parts = [
                    replace(p, effect=define_x(p.effect, child.definition, child.comma))
                    if isinstance(p, ThenSentence)
                    else define_x(p, child.definition, child.comma)
                    if isinstance(p, ast.Node)
                    else p
                    for p in parts
                ]
            elif isinstance(child, (ThenSentence, Otherwise)):
                parts.append(replace(child, effect=self._fill(child.effect, pending)))
            elif isinstance(child, ast.Node):
                parts.append(self._fill(child, pending))
        unused = [p for p in parts if isinstance(p, PendingTarget) and p.each and not p.used]
        if unused:
            span = unused[0].target.span
            raise ParseError(
                "a target for each player that no step uses",
                text=self.text,
                offset=span.start if span is not None else 0,
            )
        steps = [
            ast.ChooseObject.model_construct(object=p.target) if isinstance(p, PendingTarget) else p
            for p in parts
            if not (isinstance(p, PendingTarget) and p.used)
        ]
        return asked_player(super().body(then_in_delayed(then_shuffles(self.governed(steps)))))

    def governed(self, parts: list[Any]) -> list[Any]:
        """「…なら、…を対象とする。A。B。」: the sentences after a condition that declares a
        target, up to one with a condition of its own (or 「そうでないなら」), in one
        conditional."""
        out: list[Any] = []
        group: list[Any] | None = None
        for part in parts:
            if isinstance(part, ConditionOpen):
                group = [part]
                out.append(group)
            elif group is not None and not isinstance(part, GOVERNS_NOT):
                group.append(part)
            else:
                group = None
                out.append(part)
        return [self.open_conditional(*p) if isinstance(p, list) else p for p in out]

    def open_conditional(self, opened: ConditionOpen, *sentences: Any) -> ast.Conditional:
        """A condition and the sentences it governs (none: an error)."""
        start = opened.condition.span.start if opened.condition.span else 0
        if not sentences:
            message = "a target declared under a condition that no sentence uses"
            raise ParseError(message, text=self.text, offset=start)
        effect = super().body(list(sentences))
        end = effect.span.end if effect.span is not None else start
        return ast.Conditional.model_construct(
            condition=opened.condition,
            effect=effect,
            declares=True,
            span=ast.Span.model_construct(start=start, end=end),
        )

    def chosen_at_random(self, meta: Meta, children: list[Any]) -> Any:
        """「対戦相手１人を無作為に選び、…それ…」: the player chosen at random stands where
        それ does ("… an opponent chosen at random")."""
        chosen, step = children
        if isinstance(chosen, ast.Player):
            player = chosen.model_copy(update={"at_random": True})
            found, done = substitute(step, player)
            if done:
                return found
        raise ParseError("expected a player and それ", text=self.text, offset=meta.start_pos)

    def target_each(self, meta: Meta, children: list[Any]) -> TargetEach:
        players, obj = children
        if not isinstance(players, ast.Player) or players.quantifier != "each":
            raise ParseError("expected each player", text=self.text, offset=meta.start_pos)
        return TargetEach(players, obj)

    def target_pair_each(self, meta: Meta, children: list[Any]) -> PairEach:
        first, second = children
        joined = "と、" if self.after(first).startswith("と、") else "と"
        return PairEach(first, second, joined)

    def target_declaration(self, meta: Meta, children: list[Any]) -> TargetDeclaration:
        effect = children[1] if len(children) > 1 else None
        return TargetDeclaration(children[0], effect)

    def target_declaration_you(self, meta: Meta, children: list[Any]) -> TargetDeclaration:
        """「あなたは…を対象とし、それを…」: 「あなたは」 is the subject of the steps after the
        declaration too; the first step acting as you says it was written."""
        if not self.source(meta).startswith("あなたは") or len(children) != 2:
            raise ParseError(
                "a target declared by another player", text=self.text, offset=meta.start_pos
            )
        target, effect = children
        return TargetDeclaration(target, subject_you(effect))

    def target_declaration_if(self, meta: Meta, children: list[Any]) -> TargetDeclaration:
        """「…なら、クリーチャー１体を対象とする。」: a target declared under a condition."""
        condition, *declared = children
        return replace(self.target_declaration(meta, declared), condition=condition)

    def x_definition_comma(self, meta: Meta, children: list[Any]) -> WhereX:
        """「Ｘは、…に等しい。」."""
        return WhereX(children[0], comma=True)

    def keyword_with_parameter(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def spell_ability(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「…なら、この呪文を唱えるためのコストは(１)少なくなる」: a cost change under a
        condition is a static ability, as English "… costs {1} less to cast if …"; so is a
        lasting effect (「…なら、〈名〉は接死を持つ」: "as long as …, ~ has deathtouch")."""
        node = super().spell_ability(meta, children)
        effect = getattr(node, "effect", None)
        if not isinstance(effect, ast.Conditional) or effect.otherwise is not None:
            return node
        if not isinstance(effect.effect, ast.CostChange | ast.GainAbility | ast.ModifyPT):
            return node
        if not is_static(effect.effect):  # 「…なら、〈名〉は接死を持つ」: as long as
            return node
        return ast.StaticAbility.model_construct(
            effect=effect.effect,
            condition=effect.condition,
            reminder=node.reminder,  # type: ignore[attr-defined]
            condition_last="if",
            span=node.span,
        )

    def any_player(self, meta: Meta, children: list[Any]) -> AnyPlayer:
        """「この能力はどのプレイヤーも起動できる」, or its words as written where other
        (「この能力は、どのプレイヤーも起動してよい」)."""
        if children and children[0].noun != "player":  # 「いずれの対戦相手も起動できる」
            raise ParseError("expected any player", text=self.text, offset=meta.start_pos)
        written = self.source(meta)
        return AnyPlayer(None if written == ANY_PLAYER else written)

    def casts_during(self, meta: Meta, children: list[Any]) -> tuple[ast.PlayerCasts, str]:
        """「対戦相手があなたのターンに呪文を唱えるたび」: the cast trigger, and "during your
        turn" for the ability that holds it."""
        during, spell = children[-2:]
        if len(children) == 3:  # 「対戦相手が…」: an opponent
            return self.player_casts_other(meta, [children[0], spell]), during
        return self.player_casts(meta, [spell]), during

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredAbility:
        if isinstance(children[0], tuple):  # casts_during: the trigger, then its turn
            trigger, during = children[0]
            children = [trigger, *children[1:], during]
        node = super().triggered_ability(meta, children)
        if node.once_each_turn and "この能力は毎ターン" in self.source(meta):
            node = node.model_copy(update={"limit_comma": False})
        if node.condition is not None and not isinstance(children[1], CONDITIONS):
            node = node.model_copy(update={"if_written": "なら"})  # 「…とき、…なら、…」
        return node

    def static_unless(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """「…していないかぎり、…」: "… unless …" (「…かぎり、…はタップ状態で戦場に出る」: the
        condition of how it enters)."""
        node = self.static_ability(meta, children)
        if isinstance(node.effect, ast.EntersTapped) and node.effect.unless is None:
            effect = node.effect.model_copy(update={"unless": node.condition})
            return node.model_copy(update={"effect": effect, "condition": None})
        return node.model_copy(update={"unless": True})

    def static_unless_subject(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """「〈名〉は…していないかぎり、攻撃できない」: the subject before the condition."""
        return self.with_subject_first(meta, children, self.static_unless)

    def static_subject_first(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """「垣のトロールはあなたが平地をコントロールしているかぎり+1/+1の修整を受ける」: the
        subject before an "as long as" condition."""
        return self.with_subject_first(meta, children, self.static_ability)

    def with_subject_first(
        self, meta: Meta, children: list[Any], build: Callable[..., ast.StaticAbility]
    ) -> ast.StaticAbility:
        """A static ability ``build`` makes of its condition and effect, its subject written
        before the condition (with or without 「、」 after 「かぎり」)."""
        subject, condition, predicate, *reminders = children
        effect = self.continuous(meta, [subject, predicate])
        node = build(meta, [condition, effect, *reminders])
        written = self.text[meta.start_pos : meta.end_pos]
        comma = "comma" if "かぎり、" in written else "no comma"
        topic = self.text[subject.span.end :].startswith("は、")
        return node.model_copy(update={"subject_first": f"topic, {comma}" if topic else comma})

    def player_creates_token(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「対象のプレイヤーは…トークン１体を生成する」: someone other than the acting player."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        made = self.create_token(meta, children[-1:])
        if isinstance(made, ast.Sequence):
            steps = [step.model_copy(update={"player": player}) for step in made.steps]
            return made.model_copy(update={"steps": steps})
        return made.model_copy(update={"player": player})

    def player_creates_token_equal(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「あなたは、その出目に等しい数の…トークンを生成する」: the number before the token."""
        player = children[0] if len(children) == 3 else self.acting_you(meta)
        made = self.create_token(meta, children[-2:])
        if not isinstance(made, ast.CreateToken):
            raise ParseError("one token description", text=self.text, offset=meta.start_pos)
        return made.model_copy(update={"player": player})

    def object_list_shared(self, meta: Meta, children: list[Any]) -> Any:
        """「黒か赤の、クリーチャー１体かプレインズウォーカー１体」: "a creature or planeswalker
        that's black or red" (the description before 「、」 is part of each option)."""
        shared, *rest = children
        items = [self.objects(meta, rest[i : i + 2]) for i in range(0, len(rest), 2)]
        merged = self.object_list_or(meta, items)
        if not isinstance(merged, ast.Objects):
            raise ParseError(
                "a description shared by objects that differ", text=self.text, offset=meta.start_pos
            )
        filter_ = all_of([merged.filter, shared], head=0)
        return merged.model_copy(update={"filter": filter_, "distributed": True})


def subject_you(effect: Any) -> Any:
    """``effect`` with 「あなたは」 written before its first step: that step's player, you
    unwritten, becomes you written (a step without a player, as 「…を戻す」, keeps none)."""
    if isinstance(effect, ast.Sequence):
        first = subject_you(effect.steps[0])
        return effect.model_copy(update={"steps": [first, *effect.steps[1:]]})
    player = getattr(effect, "player", None)
    if unwritten_you(player):
        return effect.model_copy(update={"player": player.model_copy(update={"written": True})})
    return effect
