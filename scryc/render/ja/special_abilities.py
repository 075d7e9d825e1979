"""Japanese for :mod:`scryc.ast.special_abilities`: ability words, chapters, alternative and
additional costs, prototypes.
"""

from __future__ import annotations

from ... import ast
from ..base import ROMAN
from .conjugate import Clause
from .words import FULL_WIDTH, STEPS, mana, term


class JapaneseSpecialAbilities:
    """Japanese special abilities: a part of ``JapaneseRenderer``."""

    def kicked_with(self, node: ast.KickedWith) -> str:
        """「それが(１)(青)でキッカーされていた」, 「…(赤)のキッカーで…」."""
        kicker = "のキッカー" if self.own(node.kicker_written) else ""
        return f"{self.object(node.object)}が{mana(node.cost)}{kicker}でキッカーされていた"

    def prototype(self, node: ast.Prototype) -> str:
        return f"{self.mana_cost(node.cost)}\n{self.finish(['試作'], node.reminder)}\n{node.size}"

    def as_enters_ability(self, node: ast.AsEntersAbility) -> str:
        sentences = self.body(node.effect)
        sentences[0] = f"{self.object(node.object)}が戦場に出るに際し、{sentences[0]}"
        return self.finish(sentences, node.reminder)

    def as_attacks_ability(self, node: ast.AsAttacksAbility) -> str:
        sentences = self.body(node.effect)
        name = self.object(ast.SelfRef.model_construct(short=True))
        sentences[0] = f"{name}が攻撃するに際し、{sentences[0]}"
        return self.finish(sentences, node.reminder)

    def replacement_ability(self, node: ast.ReplacementAbility) -> str:
        sentences = self.body(node.replacement)
        word = self.own(node.if_word) or "なら"
        instead = "" if node.prevents() else "代わりに"
        sentences[0] = f"{self.would(node.event)}{word}、{instead}{sentences[0]}"
        left = self.left_exiled(node.event, node.replacement)
        if left is not None:  # 「…なら、これを戦場以外に置く代わりに追放する。」
            sentences[0] = f"{left}。"
        return self.finish(sentences, node.reminder)

    def replace_next_time(self, node: ast.ReplaceNextTime) -> Clause:
        """「このターン、次にあなたがカードを引く代わりに、…」."""
        lasting = f"{self.render(node.duration)}、" if node.duration is not None else ""
        replaced = f"{lasting}次に{self.would(node.event)}代わりに、"
        return self.step(node.replacement).prefixed(replaced)

    def ability_word_ability(self, node: ast.AbilityWordAbility) -> str:
        return f"{self.ability_word(node.word)} ― {self.render(node.ability)}"

    def spree_mode(self, node: ast.SpreeMode) -> str:
        return f"＋{self.render(node.cost)} ― {self.finish(self.body(node.effect), node.reminder)}"

    def chapter_ability(self, node: ast.ChapterAbility) -> str:
        return f"{','.join(ROMAN[c] for c in node.chapters)} ― {self.render(node.ability)}"

    def station_ability(self, node: ast.StationAbility) -> str:
        """「8+｜」 before its first ability, its P/T box last."""
        lines = [self.render(a) for a in node.abilities]
        lines[0] = f"{node.threshold}+｜{lines[0]}"
        return "\n".join(lines + ([node.size] if node.size else []))

    def level_ability(self, node: ast.LevelAbility) -> str:
        """「Lv1-4：」 over its abilities, its box last; the card's own box above the first."""
        levels = f"{node.low}-{node.high}" if node.high is not None else f"{node.low}+"
        base = [node.base_size] if node.base_size else []
        return "\n".join([*base, f"Lv{levels}：", *map(self.render, node.abilities), node.size])

    def class_level(self, node: ast.ClassLevel) -> str:
        """「(１)(赤)：レベル２」 over the abilities of that level."""
        line = f"{self.render(node.cost)}：レベル{str(node.level).translate(FULL_WIDTH)}"
        return "\n".join([line, *map(self.render, node.abilities)])

    def class_becomes_level(self, node: ast.ClassBecomesLevel) -> Clause:
        level = str(node.level).translate(FULL_WIDTH)
        return Clause(f"{self.object(node.object)}がレベル{level}に", "なる")

    def reminder_only(self, node: ast.ReminderOnly) -> str:
        return self.finish([], node.reminder)

    def alternative_cost(self, node: ast.AlternativeCost) -> str:
        word = self.own(node.if_word) or "なら"  # 「…場合、」 as written
        head = f"{self.condition(node.condition)}{word}、" if node.condition else ""
        cost = self.chain_clause(node.cost).text("te")
        you, instead = ("、" if c else "" for c in self.own(node.commas) or (False, False))
        sentence = (
            f"{head}あなたは{you}この呪文のマナ・コストを支払うのではなく{instead}{cost}もよい。"
        )
        return self.finish([sentence], node.reminder)

    def alternative_cost_for(self, node: ast.AlternativeCostFor) -> str:
        cost = self.chain_clause(node.cost).text("te")
        you, instead = ("、" if c else "" for c in self.own(node.commas) or (False, False))
        spells = self.object(node.spells)
        sentence = f"あなたは{you}{spells}のマナ・コストを支払うのではなく{instead}{cost}もよい。"
        return self.finish([sentence], node.reminder)

    def additional_cost(self, node: ast.AdditionalCost) -> str:
        sentence = f"この呪文を唱えるための追加コストとして、{self.chain(node.cost)}。"
        return self.finish([sentence], node.reminder)

    def dungeon_entry(self, node: ast.DungeonEntry) -> str:
        sentence = f"「{self.chain(node.venture)}。」でなければこのダンジョンに入ることはできない。"
        return self.finish([sentence], node.reminder)

    def cast_restriction(self, node: ast.CastRestriction) -> str:
        comma = "、" if self.own(node.comma) else ""
        if node.condition is not None and node.window is not None:  # 「…の間で、…ならば」
            when = f"{term(node.window)}で、{self.condition(node.condition)}ならば"
            return self.finish([f"この呪文は{comma}{when}唱えられる。"], node.reminder)
        if node.condition is not None:
            when = f"{self.condition(node.condition)}とき"
        elif node.player is not None:
            step = {"turn": "ターン", **STEPS}[node.window or ""]
            when = f"{self.clause_subject(node.player)}の{step}の間"
        else:
            when = term(node.window)
        return self.finish([f"この呪文は{comma}{when}にのみ唱えられる。"], node.reminder)
