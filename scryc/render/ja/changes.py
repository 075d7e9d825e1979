"""Japanese for :mod:`scryc.ast.changes`: continuous effects written as a predicate of their
object (「…は+1/+1の修整を受ける」, 「…は飛行を得る」).
"""

from __future__ import annotations

from typing import Any

from ... import ast
from ...parse.ja.lexicon import REPLACINGS, TOPIC_DE
from .conjugate import Clause
from .words import digits, mana


class JapaneseChanges:
    """Japanese continuous changes: a part of ``JapaneseRenderer``."""

    def continuous(self, node: Any, predicate: Clause) -> Clause:
        """「ターン終了時まで、<object>は…」; a shared subject is not written again."""
        subject = node.object
        if isinstance(subject, ast.Ref) and subject.elided:
            return predicate
        if isinstance(subject, ast.Objects) and subject.quantifier == "all" and not self.surface:
            subject = subject.model_copy(update={"bare": False})  # 「すべての…は」
        untaps = isinstance(node, ast.Restriction) and "untap" in node.rule
        comma = node.comma if self.surface else untaps and node.duration is None
        de = getattr(node, "rule", "") in TOPIC_DE and getattr(node, "by", None) is None
        particle = "では" if de else "は"
        particle = self.own(getattr(node, "topic", None)) or particle  # as written
        head = f"{self.object(subject)}{particle}{'、' if comma else ''}"
        if getattr(node, "combat_first", False) and self.surface:
            head = f"各戦闘で、{head}"
            predicate = Clause(predicate.head.removeprefix("各戦闘で"), predicate.verb)
        if node.duration is not None and self.own(node.duration.after_subject):
            head = f"{head}{self.render(node.duration)}"  # 「それは、ターン終了時まで…」
        elif node.duration is not None:
            head = f"{self.render(node.duration)}、{head}"
        return predicate.prefixed(head)

    def abilities_of(self, node: ast.AbilitiesOf) -> str:
        """「そのカードのすべての起動型能力」, 「そのカードの起動型能力」 (「をすべて」 after it is
        :meth:`gain_ability`'s)."""
        every = "すべての" if self.own(node.ja_all) == "all first" else ""
        return f"{self.possessive(node.object)}{every}起動型能力"

    def cant_have(self, node: ast.CantHave) -> Clause:
        """「呪禁や被覆を持つことができない」, 「飛行を持つことも得ることもできない」."""
        abilities = self.own(node.ja_join, "や").join(self.granted(a) for a in node.abilities)
        gain = "も得ることも" if node.or_gain else "が"
        return self.continuous(node, Clause(f"{abilities}を持つこと{gain}", "できない"))

    def gain_choice(self, node: ast.GainChoice) -> Clause:
        """「警戒か絆魂か速攻のうち、あなたが選んだ１つを得る」."""
        options = self.own(node.ja_join, "か").join(self.granted(a) for a in node.options)
        verb = "失う" if node.lose else "得る"
        written = self.own(node.ja_written, "のうちあなたが選んだ１つを")
        return self.continuous(node, Clause(options + written, verb))

    def becomes_sized(self, node: ast.BecomesSized) -> Clause:
        """「パワーとタフネスがそれぞれ…に等しいアーティファクト・クリーチャーになる」, 「…に等しい
        パワーとタフネスを持つ…である」."""
        sized = self.own(node.ja_written, "パワーとタフネスがそれぞれ…に等しい")
        what = sized.replace("…", self.amount(node.amount)) + self.described(node.becomes)
        if node.becomes.state:
            return self.continuous(node, Clause(f"{what}で", "ある"))
        return self.continuous(node, Clause(f"{what}に", "なる"))

    def modify_pt(self, node: ast.ModifyPT) -> Clause:
        each = self.own(node.respectively) or ""  # 「はそれぞれ、」
        more = (self.own(node.additional_ja) or "追加で") if node.additional else ""
        pt = f"{each}{more}{node.power}/{node.toughness}の修整を"
        return self.continuous(node, Clause(pt, "受ける"))

    def base_pt(self, node: ast.BasePT) -> Clause:
        """「基本のパワーとタフネスが1/1になる」, 「それの基本のパワーとタフネスは1/1である」."""
        return self._base(node, "パワーとタフネス", f"{node.power}/{node.toughness}")

    def base_stat(self, node: ast.BaseStat) -> Clause:
        """「基本のパワーが８になる」, 「それの基本のタフネスは１である」."""
        return self._base(
            node, "パワー" if node.stat == "power" else "タフネス", digits(node.value)
        )

    def _base(self, node: ast.BasePT | ast.BaseStat, stat: str, value: str) -> Clause:
        """「基本の<stat>が<value>になる」, or after its object written 「…の基本の<stat>は」."""
        verb = self.own(node.written) or "になる"
        if not self.own(node.possessive):
            return self.continuous(node, Clause(f"基本の{stat}が{value}", verb))
        clause = Clause(f"{self.possessive(node.object)}基本の{stat}は{value}", verb)
        if node.duration is not None:
            return clause.prefixed(f"{self.render(node.duration)}、")
        return clause

    def all_colors(self, node: ast.AllColors) -> Clause:
        """「すべての色である」, 「…はそれぞれすべての色である」."""
        each = self.own(node.respectively) or ""
        return self.continuous(node, Clause(f"{each}すべての色で", "ある"))

    def gain_ability(self, node: ast.GainAbility) -> Clause:
        verb = "持つ" if (node.verb or "gain") == "have" else "得る"
        if node.each_if:  # 「…ならトランプルを、…なら呪禁を得る」
            parts = [self.granted_if(p) for p in node.each_if]
            return self.continuous(node, Clause("、".join(parts), verb))
        each = self.own(node.respectively) or ""  # 「はそれぞれ、」
        particle = "も" if self.own(node.also) else "を"  # 「絆魂も得る」
        of = node.abilities[0] if len(node.abilities) == 1 else None
        if isinstance(of, ast.AbilitiesOf) and (of.ja_all == "all after" or not self.surface):
            particle = "をすべて"  # 「そのカードの起動型能力をすべて持つ」
        return self.continuous(
            node, Clause(f"{each}{self.granted_list(node.abilities)}{particle}", verb)
        )

    def granted_if(self, node: ast.GrantedIf) -> str:
        """「あなたがドワーフをコントロールしているならトランプルを」: one part of a grant that
        sets a condition per ability."""
        return f"{self.condition(node.condition)}なら{self.granted_list(node.abilities)}を"

    def lose_ability(self, node: ast.LoseAbility) -> Clause:
        lost = "すべての能力" if node.all_abilities else self.granted_list(node.abilities)
        return self.continuous(node, Clause(f"{lost}を", "失う"))

    def every_type(self, node: ast.EveryType) -> Clause:
        """「すべてのクリーチャー・タイプである」, 「…を得る」, 「それの他のタイプに加えてすべての
        基本土地タイプでもある」."""
        kind = "クリーチャー・タイプ" if node.types == "creature" else "基本土地タイプ"
        head = f"すべての{kind}"
        if node.in_addition:
            mine = "これの" if isinstance(node.object, ast.SelfRef) else "それの"
            written = node.possessive if self.surface and node.possessive is not None else mine
            head = f"{written}他のタイプに加えて{head}"
        if self.own(node.verb, "gain" if node.duration else "is") == "gain":
            return self.continuous(node, Clause(f"{head}を", "得る"))
        also = "でも" if self.own(node.also) else "で"
        return self.continuous(node, Clause(f"{head}{also}", "ある"))

    def change_text(self, node: ast.ChangeText) -> Clause:
        """「(ターン終了時まで、)それに書かれた、色を表す単語１種類をすべて別の色の単語１種類に
        置き換える」."""
        written = self.own(node.written) or [REPLACINGS[word] for word in node.words]
        text = "。または、".join(written).removesuffix("置き換える")
        head = f"{self.object(node.object)}に書かれた{'、' if self.own(node.comma) else ''}{text}"
        if node.duration is not None:
            head = f"{self.render(node.duration)}、{head}"
        return Clause(head, "置き換える")

    def pay_to_end(self, node: ast.PayToEnd) -> Clause:
        """「あなたは、この効果を、(白)を支払うことで終わらせる」."""
        head = f"この効果を、{mana(node.symbols)}を支払うことで"
        return self.acts(node.player, head, "終わらせる")

    def change_target(self, node: ast.ChangeTarget) -> Clause:
        """「それの対象を変更する」, 「その対象を変える」."""
        verb = self.own(node.verb) or "変更する"
        owner = "その" if self.own(node.sono) else self.possessive(node.object)
        return Clause(f"{owner}対象を", verb)
