"""Japanese for :mod:`scryc.ast.player_actions`: 「占術１を行う」, 「カード１枚を引く」, life."""

from __future__ import annotations

from ... import ast
from ..base import EQUAL_TO, RenderError
from .conjugate import Clause
from .words import SKIPPED_WORDS, counters_noun, digits, term


class JapanesePlayerActions:
    """Japanese player actions: a part of ``JapaneseRenderer``."""

    def cards(self, amount: ast.Node) -> str:
        equal = self.equal_to(amount, "枚数")
        return f"{equal}カードを" if equal else f"カード{self.amount(amount)}枚を"

    def scry(self, node: ast.Scry) -> Clause:
        if isinstance(node.amount, ast.Plus):
            extra = self.amount(node.amount.right)
            return self.acts(node.player, f"その枚数に{extra}を足した枚数の占術を", "行う")
        if self.own(node.equal_to, isinstance(node.amount, EQUAL_TO)):  # 「…に等しい枚数の」
            return self.acts(node.player, f"{self.amount(node.amount)}に等しい枚数の占術を", "行う")
        return self.acts(node.player, f"占術{self.amount(node.amount)}を", "行う")

    def surveil(self, node: ast.Surveil) -> Clause:
        return self.acts(node.player, f"諜報{self.amount(node.amount)}を", "行う")

    def draw(self, node: ast.Draw) -> Clause:
        if node.another:  # 「もう１枚カードを引く」
            return self.acts(node.player, f"もう{self.amount(node.amount)}枚カードを", "引く")
        extra = "追加で" if node.additional else ""
        if self.own(node.count_after):  # 「カードを１枚引く」, 「カードを追加で１枚引く」
            return self.acts(node.player, f"カードを{extra}{self.amount(node.amount)}枚", "引く")
        if extra and self.own(node.additional_of):  # 「追加のカード１枚を引く」
            extra = "追加の"
        return self.acts(node.player, extra + self.cards(node.amount), "引く")

    def discard(self, node: ast.Discard) -> Clause:
        what = f"{self.object(node.object)}を" if node.object else self.cards(node.amount)
        return self.acts(node.player, what + ("無作為に選んで" if node.random else ""), "捨てる")

    def get_counters(self, node: ast.GetCounters) -> Clause:
        """「そのプレイヤーは毒カウンター２個を得る」."""
        counters = f"{counters_noun(node.counter)}{self.amount(node.amount)}個を"
        return self.acts(node.player, counters, "得る", you=True)

    def player_untaps(self, node: ast.PlayerUntaps) -> Clause:
        """「対象のプレイヤーは自分がコントロールしている基本土地をすべてアンタップする」."""
        return self.acts(node.player, f"{self.object(node.object)}を", "アンタップする")

    def player_searches(self, node: ast.PlayerSearches) -> Clause:
        """「そのプレイヤーは自分のライブラリーから基本土地・カード１枚を探す」."""
        found = f"自分のライブラリーから{self.object(node.object)}を"
        return self.acts(node.player, found, "探す")

    def lose_half_life(self, node: ast.LoseHalfLife) -> Clause:
        """「そのプレイヤーは自分のライフの端数を切り上げた半分を失う」."""
        whose = self.actor_possessive(node.player)
        rounded = {"up": "端数を切り上げた", "down": "端数を切り捨てた", None: ""}[node.rounded]
        points = "の点数のライフ" if self.own(node.points_written) else ""
        return self.acts(node.player, f"{whose}ライフの{rounded}半分{points}を", "失う", you=True)

    def double_life(self, node: ast.DoubleLife) -> Clause:
        """「あなたのライフ総量を２倍にする」, 「そのプレイヤーのライフ総量は２倍になる」."""
        life = f"{self.possessive(node.player)}ライフ総量"
        if self.own(node.becomes_written):
            return Clause(f"{life}は２倍に", "なる")
        return Clause(f"{life}を２倍に", "する")

    def skip_step(self, node: ast.SkipStep) -> Clause:
        """「あなたの次のターンを飛ばす」, 「そのプレイヤーは自分の次の戦闘フェイズを飛ばす」."""
        whose = self.actor_possessive(node.player)
        one = "１つ" if self.own(node.one_written) else ""
        if node.step == "combat phases of turn":  # 「次のターンのすべての戦闘フェイズ」
            turn = f"{whose}{'次の' * node.next}ターン"
            return self.acts(node.player, f"{turn}のすべての戦闘フェイズを", "飛ばす")
        step = SKIPPED_WORDS[node.step]
        return self.acts(node.player, f"{whose}{'次の' * node.next}{step}{one}を", "飛ばす")

    def additional_phases(self, node: ast.AdditionalPhases) -> Clause:
        """「このフェイズの後に、追加の戦闘フェイズ１つ(とそれに続く追加のメイン・フェイズ１つ)を
        加える」."""
        current = {
            "phase": "フェイズ",
            "main phase": "メイン・フェイズ",
            "combat phase": "戦闘フェイズ",
        }
        count = digits(node.count)
        main = f"とそれに続く追加のメイン・フェイズ{count}つ" if node.then_main else ""
        added = f"この{current[node.after]}の後に、追加の戦闘フェイズ{count}つ{main}を"
        return Clause(added, "加える")

    def separate_piles(self, node: ast.SeparatePiles) -> Clause:
        """「対戦相手１人は、それらのカードを２つの束に分ける」."""
        return self.acts(node.player, f"{self.object(node.object)}を２つの束に", "分ける")

    def put_piles(self, node: ast.PutPiles) -> Clause:
        """「一方の束をあなたの手札に(加え)、もう一方をあなたの墓地に置く」."""
        added = "加え" if self.own(node.added) else ""
        chosen, other = self.zone(node.chosen_to), self.zone(node.other_to)
        return Clause(f"一方の束を{chosen}に{added}、もう一方を{other}に", "置く")

    def mill(self, node: ast.Mill) -> Clause:
        return self.acts(node.player, self.cards(node.amount), "切削する")

    def life(self, amount: ast.Node) -> str:
        if isinstance(amount, ast.Ref) and amount.noun == "number" and not self.own(amount.unit):
            return "その点数分のライフを"
        equal = self.equal_to(amount, "点数")
        return f"{equal}ライフを" if equal else f"{self.amount(amount)}点のライフを"

    def gain_life(self, node: ast.GainLife) -> Clause:
        return self.acts(node.player, self.life(node.amount), "得る", you=True)

    def lose_life(self, node: ast.LoseLife) -> Clause:
        return self.acts(node.player, self.life(node.amount), "失う", you=True)

    def modify_life_gain(self, node: ast.ModifyLifeGain) -> Clause:
        """「あなたがライフを得るなら、代わりにあなたはその２倍の点数のライフを得る」."""
        form = self.own(node.ja_form)
        if node.added is not None and node.factor == 1:
            added = "加えた" if form == "kuwaeta" else "足した"
            changed = f"その点数に{self.amount(node.added)}を{added}点数のライフ"
        elif node.added is None and node.factor > 1:
            points = "" if form == "bare" else "の点数"
            changed = f"その{digits(node.factor)}倍{points}のライフ"
        else:
            raise RenderError("no Japanese wording for this change of life gained")
        return Clause(f"あなたがライフを得るなら、代わりにあなたは{changed}を", "得る")

    def player_activates(self, node: ast.PlayerActivates) -> Clause:
        """「対戦相手がマナ能力でない能力を起動する(たび)」."""
        ability = self.abilities_activated(node.ability)
        return Clause(f"{self.clause_subject(node.player)}が{ability}", "起動する")

    def abilities_activated(self, node: ast.AbilitiesActivated) -> str:
        """「マナ能力でない能力を」, 「…の起動型能力を」, 「…の能力を１つ」, 「…の忠誠度能力を」."""
        non_mana = "マナ能力でない" if node.non_mana else ""
        if node.of is None:
            return f"{non_mana}能力を"
        of = self.noun_phrase(node.of)
        if node.ability_kind == "loyalty":
            return f"{of}の{non_mana}忠誠度能力を"
        if self.own(node.ja_written) == "activated":
            return f"{of}の{non_mana}起動型能力を"
        return f"{of}の{non_mana}能力を１つ"

    def not_mana_ability(self, node: ast.NotManaAbility) -> str:
        return "それがマナ能力でない"

    def keep_unspent_mana(self, node: ast.KeepUnspentMana) -> Clause:
        """「あなたの未消費の赤マナは、ステップやフェイズの終了に際して無くならない」."""
        whose = "あなたの" if isinstance(node.player, ast.You) else ""
        color = term(node.color.name) if node.color is not None else ""
        end = "ステップやフェイズの終了に際して無くなら"
        head = f"{self.render(node.duration)}、" if node.duration else ""
        return Clause(f"{head}{whose}未消費の{color}マナは、{end}", "ない")

    def begin_game_with(self, node: ast.BeginGameWith) -> Clause:
        """「(あなたは)これが戦場に出ている状態でゲームを開始する」."""
        return self.acts(node.player, "これが戦場に出ている状態でゲームを", "開始する")

    def action_limit(self, node: ast.ActionLimit) -> Clause:
        """「各プレイヤーは、毎ターン１つしか呪文を唱えられない」, 「プレイヤーは自分のアンタップ・
        ステップにアーティファクトを１つしかアンタップできない」."""
        per = "毎ターン" if node.per == "turn" else "自分のアンタップ・ステップに"
        what = self.filter(node.filter)
        if node.action == "draw":  # 「カードを２枚以上引くことができない」: not one more
            if not isinstance(node.most, ast.Number):
                raise RenderError("no Japanese wording for this limit of cards drawn")
            more = f"{what}を{digits(node.most.value + 1)}枚以上引くことが"
            return self.acts(node.player, f"{per}{more}", "できない")
        verb = "唱えられ" if node.action == "cast" else "アンタップでき"
        return self.acts(node.player, f"{per}{what}を{self.amount(node.most)}つしか{verb}", "ない")
