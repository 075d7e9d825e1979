"""Japanese for :mod:`scryc.ast.combining`: steps made of other steps (「…てもよい」, 「…なら、…」,
modes) and durations.
"""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import CHOICES
from ..base import PREDICATES
from .base import X_DEFINITION
from .conjugate import Clause, conjugate
from .words import term


class JapaneseCombining:
    """Japanese combining steps: a part of ``JapaneseRenderer``."""

    def duration(self, node: ast.Duration) -> str:
        condition = node.condition
        if isinstance(condition, ast.Remains):  # 「名前がタップ状態であり続けるかぎり」
            return f"{self.remains(condition)}かぎり"
        if isinstance(condition, ast.CastFrom):  # 「名前が追放領域から唱えられるまで」
            return f"{self.cast_from(condition)}まで"
        if isinstance(condition, ast.YouControl):
            still = "続けている" if self.own(condition.progressive) else "続ける"
            return f"あなたが{self.object(condition.objects)}をコントロールし{still}かぎり"
        return term(node.name)

    def remains(self, node: ast.Remains) -> str:
        """What a 「…かぎり」 lasts for: 「名前がタップ状態であり続ける」, 「名前が追放され続けて
        いる」."""
        if node.state == "exiled":
            return f"{self.object(node.object)}が追放され続けている"
        state = "タップ状態であり" if node.state == "tapped" else "戦場にあり"
        return f"{self.object(node.object)}が{state}続ける"

    def cast_from(self, node: ast.CastFrom) -> str:
        """What a 「…まで」 lasts until: 「名前が追放領域から唱えられる」."""
        return f"{self.object(node.object)}が{self.zone(node.zone)}から唱えられる"

    def choose_value(self, node: ast.ChooseValue) -> Clause:
        word = next(ja for ja, en in CHOICES.items() if en == node.value)
        count = "１色" if node.value == "color" else "１つ"  # 「色１色」, 「カード名１つ」
        if node.of is not None:  # 「土地でないカード名」, 「クリーチャー・カード名」
            kind = self.render(node.of)
            word = kind + word if isinstance(node.of, ast.Negated) else f"{kind}・{word}"
        return self.acts(node.player, f"{word}{count}を", "選ぶ")

    def all_of_the_above(self, node: ast.AllOfTheAbove) -> Clause:
        return Clause("上記すべてを", "行う")

    def defined_size(self, node: ast.DefinedSize) -> Clause:
        """The becomes; 「Ｘは…に等しい。」 follows its sentence (``close``)."""
        return self.step(node.effect)

    def unless(self, node: ast.Unless) -> Clause:
        """「あなたが(１)を支払わないかぎり、それを生け贄に捧げる」."""
        action = self.step(node.action, subject=False)
        # a move's player goes unwritten: 「…をオーナーの手札に戻さないかぎり」
        who = "" if isinstance(node.action, ast.Move) else f"{self.render(node.player)}が"
        unless = f"{who}{action.head}{conjugate(action.verb, 'negative')}"
        return self.step(node.effect).prefixed(f"{unless}かぎり、")

    def optional(self, node: ast.Optional_) -> Clause:
        """「…てもよい」; several steps: 「あなたは「…。その後、…。」を選んでもよい」; a
        duration goes first: 「このターン、あなたはそれを唱えてもよい」."""
        lasting = isinstance(node.effect, PREDICATES)  # "you may have ~ become …"
        if isinstance(node.effect, ast.Sequence) and self.own(node.chained):
            # 「あなたは…を探し、公開し、あなたの手札に加えてもよい」: the first step's subject
            clause = self.chain_clause(node.effect)
            return Clause(clause.text("te") + "も", "よい")
        if permissions(node):
            # 「あなたはそれを唱えてもよく、…支払ってもよい」: "you may A, and you may B"
            first = self.optional(node.model_copy(update={"effect": node.effect.steps[0]}))
            second = self.optional(node.effect.steps[1])  # type: ignore[arg-type]
            return Clause(f"{first.head}よく、{second.head}", second.verb)
        if isinstance(node.effect, ast.Sequence) or self.own(node.quoted, lasting):
            # X is defined after the sentence that holds the quote, not inside it
            sentences = "".join(
                s for s in self.body(node.effect, declare=False) if not X_DEFINITION.match(s)
            )
            return Clause(f"{self.subject(node.player, True)}「{sentences}」を選んでも", "よい")
        effect, head = node.effect, ""
        if isinstance(effect, ast.EntersAsCopy):
            # 「あなたは~を、…のコピーとして戦場に出してもよい」
            entering = f"{self.object(effect.object)}を、{self.as_copy(effect)}出して"
            return Clause(f"{self.subject(node.player, True)}{entering}も", "よい")
        if isinstance(effect, ast.Play) and effect.duration is not None:
            head = f"{self.render(effect.duration)}、"
            effect = effect.model_copy(update={"duration": None})
        clause = self.step(effect, subject=False)
        return Clause(head + self.subject(node.player, True) + clause.text("te") + "も", "よい")

    def conditional(self, node: ast.Conditional) -> Clause:
        word = "場合" if self.own(node.baai) else "なら"  # 「…票を得た場合、」
        comma = word + ("、" if self.own(node.comma, True) else "")
        if node.instead:
            comma += "代わりに、" if self.own(node.instead_comma) else "代わりに"
        if node.unless:  # 「…していないかぎり、…」
            unless_comma = "、" if self.own(node.comma, True) else ""
            return self.chain_clause(node.effect).prefixed(
                self.negative(node.condition) + unless_comma
            )
        if self.own(node.declares):  # 「…なら、クリーチャー１体を対象とする。それは…。」
            sentences = self.body(node.effect)
            return Clause(f"{self.condition(node.condition)}{comma}{''.join(sentences)}")
        return self.chain_clause(node.effect).prefixed(f"{self.condition(node.condition)}{comma}")

    def must_block(self, node: ast.MustBlock) -> Clause:
        head = f"{self.render(node.duration)}、" if node.duration else ""
        comma = "、" if self.own(node.comma) else ""
        again = self.own(node.again) or "それ"
        blockers = f"{self.object(node.attacker)}をブロックできる{self.object(node.blockers)}"
        return Clause(f"{head}{blockers}は{comma}{again}をブロック", "する")

    def replace(self, node: ast.Replace) -> Clause:
        left = self.left_exiled(node.event, node.replacement)
        if left is not None:  # 「…なら、それを戦場以外に置く代わりに追放する」
            return Clause(left[: -len("追放する")], "追放する")
        return self.chain_clause(node.replacement).prefixed(
            f"{self.would(node.event)}なら、代わりに"
        )

    def sequence(self, node: ast.Sequence) -> Clause:
        return self.chain_clause(node)

    def modal(self, node: ast.Modal) -> Clause:
        count = self.amount(node.choose)
        not_chosen = ""
        if node.not_chosen is not None:
            this_turn = "このターンに" if node.not_chosen == "this turn" else ""
            mono = "もの" if self.own(node.not_chosen_mono) else ""
            not_chosen = f"{this_turn}まだ選ばれていない{mono}"
        counter = self.own(node.counter, "つ")
        if node.or_more:
            counter += "または両方" if len(node.modes) == 2 else "以上"
        head = f"以下から{not_chosen}{'最大' if node.up_to else ''}{count}{counter}を選ぶ。"
        if node.also is not None:  # 「以下から１つを選び、…。」
            head = f"{head.removesuffix('選ぶ。')}選び、{self.chain(node.also)}。"
        if node.x_definition is not None:
            head += f"Ｘは{self.amount(node.x_definition)}に等しい。"
        if node.any_number_if is not None:
            head += f"{self.condition(node.any_number_if)}なら、代わりに以下から望む数だけ選ぶ。"
        if node.repeat:
            head += "同じモードを２回以上選んでもよい。"
        modes = []
        for i, mode in enumerate(node.modes):
            reminders = [r for r in node.reminder if r.mode == i]
            label = f"{node.labels[i]} ― " if node.labels else ""
            modes.append(label + self.finish(self.body(mode), reminders))
        return Clause(head + "".join(f"\n・{m}" for m in modes))


def permissions(node: ast.Optional_) -> bool:
    """Whether ``node`` is "you may A, and you may B": two steps, the second a permission."""
    effect = node.effect
    return (
        isinstance(effect, ast.Sequence)
        and not node.quoted
        and not node.chained
        and effect.joins == ["and"]
        and isinstance(effect.steps[1], ast.Optional_)
        and not isinstance(effect.steps[0], ast.Optional_)
    )
