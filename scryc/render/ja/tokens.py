"""Japanese for :mod:`scryc.ast.tokens`: counters put, tokens created, copies, 「…に等しい」."""

from __future__ import annotations

import re

from ... import ast
from .conjugate import Clause
from .words import characteristics, counters_noun, term

#: Where moved counters come from, as written: 「Aの上から」, 「Aから」, 「Aの上に置かれている」,
#: 「Aに置かれている」 (the place before these words).
MOVE_SOURCES = {"from": "から", "bare": "から", "on": "に置かれている", "on_bare": "に置かれている"}


class JapaneseTokens:
    """Japanese tokens and counters: a part of ``JapaneseRenderer``."""

    def token_spec(self, node: ast.TokenSpec) -> str:
        if node.copy_of is not None:
            text = f"{self.possessive(node.copy_of)}コピーであるトークン"
            if node.exception is not None:
                text = self.copy_exception(node.exception) + text
            return text
        text = f"{self.granted_list(node.abilities)}を持つ" if node.abilities else ""
        if text and self.own(node.with_comma):
            text += "、"
        if node.named:  # 「《マイナー・デーモン》という名前の…トークン」
            joined = self.own(node.name_form)  # 「という名前で」, 「という名前で、」
            text = f"《{node.name}》という名前{joined if joined in ('で', 'で、') else 'の'}{text}"
        return text + characteristics(node.colors, node.power_toughness, [*node.types, "token"])

    def copy_exception(self, node: ast.CopyException, the_copy: bool = False) -> str:
        """「黒の4/4のゾンビであることを除き、」, 「それの他のタイプに加えてアーティファクトで
        あることを除き、」, 「速攻を持つことと伝説でないことを除き、」."""
        parts = []
        what = characteristics(node.colors, node.power_toughness, node.types)
        if what:
            addition = ""
            if node.in_addition:
                written = node.written if self.surface and node.written is not None else "それの"
                addition = f"{written}他のタイプに加えて"
            joined = "である"
            if node.with_abilities:  # 「…クリーチャーであり飛行を持つ」
                joined = f"であり{self.granted_list(node.abilities)}を持つ"
            parts.append(f"{addition}{what}{joined}")
        if node.abilities and not (what and node.with_abilities):
            parts.append(f"{self.granted_list(node.abilities)}を持つ")
        if node.not_legendary:
            parts.append("伝説でない")
        if node.starting_loyalty is not None:  # 「伝説でなく初期忠誠度が１である」
            loyalty = f"初期忠誠度が{self.amount(node.starting_loyalty)}である"
            if parts and parts[-1] == "伝説でない":
                loyalty = "伝説でなく" + loyalty
                parts.pop()
            parts.append(loyalty)
        comma = "" if self.own(node.no_comma) else "、"
        subject = "そのコピーが" if self.own(node.the_copy, the_copy) else ""
        excepting = "ことを除いて" if self.own(node.te_form) else "ことを除き"
        return subject + "ことと".join(parts) + f"{excepting}{comma}"

    def double_counters(self, node: ast.DoubleCounters) -> Clause:
        """「それの上に置かれている+1/+1カウンターの数を２倍にする」, 「…各種類のカウンターの個数を
        それぞれ２倍にする」."""
        counters = node.counters
        if counters.counter is None:
            number = self.own(counters.number_word, "個数")
            on = self.counters_on_verb(counters)
            what = f"{self.upon(counters.object)}に{on}各種類のカウンターの{number}"
        else:
            what = self.render(counters)
        respectively = "それぞれ" if self.own(node.respectively) else ""
        return Clause(f"{what}を{respectively}２倍に", "する")

    def move_counters(self, node: ast.MoveCounters) -> Clause:
        """「Aの上から+1/+1カウンター１個をBの上に移動する」 (the source and the count as
        written)."""
        form = self.own(node.source_form, "from")
        place = self.upon(node.source) if form in ("from", "on") else self.object(node.source)
        source = place + MOVE_SOURCES[form]
        if self.own(node.count_after):  # 「+1/+1カウンターを１個」
            what = f"{counters_noun(node.counter)}を{self.amount(node.amount)}個"
        else:
            what = self.counters(node.amount, node.counter)
        verb = "移動させる" if self.own(node.causative) else "移動する"
        return Clause(f"{source}{what}{self.upon(node.destination)}に", verb)

    def put_counters(self, node: ast.PutCounters) -> Clause:
        if node.divided:
            return self.put_counters_divided(node)
        written = self.own(node.respectively)
        each = "それぞれ" if self.distributive(node.object) or written else ""
        if self.own(node.short_place):  # 「それらのクリーチャーにそれぞれ」
            place = f"{self.object(node.object)}にそれぞれ"
        elif self.own(node.each_after):  # 「…の上に+1/+1カウンターをそれぞれ１個置く」
            counters = f"{counters_noun(node.counter)}をそれぞれ{self.amount(node.amount)}個"
            return Clause(f"{self.upon(node.object)}に{counters}", "置く")
        else:
            place = f"{self.upon(node.object)}に{'、' if self.own(node.comma) else ''}{each}"
        return Clause(place + self.counters(node.amount, node.counter), "置く")

    def counter_count(self, node: ast.CounterCount) -> str:
        """「絆魂カウンター１個」."""
        return self.counters(node.amount, node.counter).removesuffix("を")

    def put_counter_kinds(self, node: ast.PutCounterKinds) -> Clause:
        """「それの上に+1/+1カウンター１個と絆魂カウンター１個を置く」."""
        counters = "と".join(self.counter_count(c) for c in node.counters)
        return Clause(f"{self.upon(node.object)}に{counters}を", "置く")

    def put_counters_divided(self, node: ast.PutCounters) -> Clause:
        """「それらの上に+1/+1カウンター３個を望むように割り振って置く」, or as written
        (「…を好きなように…」, 「３個分を割り振る。それらの上にその割り振った個数の…を置く」)."""
        said = node.divided_as if self.surface and node.divided_as is not None else "望むように"
        noun, count = counters_noun(node.counter), self.amount(node.amount)
        if self.own(node.divided_first):
            total = f"{count}個分を{said}割り振る。"
            return Clause(f"{total}{self.upon(node.object)}にその割り振った個数の{noun}を", "置く")
        place = f"{self.upon(node.object)}に{'、' if self.own(node.comma) else ''}"
        return Clause(f"{place}{noun}{count}個を{said}割り振って", "置く")

    def create_token(self, node: ast.CreateToken) -> Clause:
        spec = self.token_spec(node.token)
        equal = self.equal_to(node.amount, "数")
        if equal:
            comma = "" if self.own(node.no_comma) else "、"
            return self.acts(node.player, f"{equal}{comma}{spec}を", "生成する")
        count = self.amount(node.amount)
        creature = "creature" in node.token.types or node.token.copy_of is not None
        unit = self.own(node.counter) or ("体" if creature else "つ")
        attached = node.token.attached_to
        if attached is not None:
            return self.acts(
                node.player,
                f"{spec}{count}{unit}を{self.object(attached)}についた状態で",
                "生成する",
            )
        tapped = "タップ状態で" if node.token.tapped else ""
        if node.token.attacking:
            tapped = f"{'タップ状態かつ' if node.token.tapped else ''}攻撃している状態で"
        return self.acts(node.player, f"{spec}{count}{unit}を{tapped}", "生成する")

    def enters_tapped_with_counters(self, node: ast.EntersTappedWithCounters) -> Clause:
        """「…は蓄積カウンター２個が置かれた状態で、タップ状態で戦場に出る」 and its other two
        orders (:attr:`~scryc.ast.EntersTappedWithCounters.order_ja`)."""
        counters = self.counters(node.amount, node.counter).removesuffix("を")
        topic = f"{self.object(node.object)}は{'、' if self.own(node.comma) else ''}"
        order = self.own(node.order_ja, "counters_first")
        if order == "tapped_first":
            return Clause(f"{topic}タップ状態かつ{counters}が置かれた状態で戦場に", "出る")
        if order == "upon":
            noun = counters_noun(node.counter)
            placed = f"{noun}が{counters.removeprefix(noun)}置かれ"
            return Clause(f"{topic}その上に{placed}、タップ状態で戦場に", "出る")
        return Clause(f"{topic}{counters}が置かれた状態で、タップ状態で戦場に", "出る")

    def pt_equal_to(self, node: ast.PTEqualTo) -> Clause:
        """「名前のパワーとタフネスはそれぞれ、…に等しい」, 「名前のパワーは、…に等しい」."""
        both = node.stats == "power and toughness"
        after_topic, after_each = self.own(node.commas, [not both, both])
        stats = "パワーとタフネス" if both else term(node.stats)
        each = "それぞれ" if both else ""
        head = f"{self.possessive(node.object)}{stats}は{'、' * after_topic}{each}"
        return Clause(f"{head}{'、' * after_each}{self.amount(node.amount)}に等しい")

    def keyword_cost(self, node: ast.KeywordCost) -> Clause:
        """「そのフラッシュバック・コストは、それのマナ・コストに等しい」, 「奇跡コストは、
        マナ・コストから(４)を引いたものに等しい」."""
        name = term(node.keyword)
        dot = "・" if re.match(r"[ァ-ヶー]", name[-1]) else ""  # 「フラッシュバック・コスト」
        lead = self.own(node.ja_determiner, "その") if node.ja_determiner != "" else ""
        topic = self.own(node.ja_topic, "、") if node.ja_topic != "" else ""
        of = self.own(node.ja_of, "それの") if node.ja_of != "" else ""
        cost = f"{of}マナ・コスト"
        if node.reduced_by is not None:
            reduced = self.own(node.ja_reduced, "を引いた")
            cost = f"{cost}から{self.render(node.reduced_by)}{reduced}もの"
        if node.plus is not None:  # 「…に「あなたの墓地から…を追放する。」を追加したもの」
            cost = f"{cost}に「{self.cost(node.plus)}。」を追加したもの"
        return Clause(f"{lead}{name}{dot}コストは{topic}{cost}に等しい")
