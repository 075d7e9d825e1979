"""Japanese for :mod:`scryc.ast.rules`: restrictions, becoming, costs changed, control, dice,
reflexive and delayed triggers.
"""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import CHOSEN_KINDS, ONLY_BLOCKS
from ..base import CREWED
from .conjugate import Clause
from .words import (
    ZONES,
    characteristics,
    counted_ya,
    counter_word,
    counters_noun,
    is_target,
    mana,
    term,
)


def shared_head(node: ast.Node) -> ast.Node:
    """ "Instant and sorcery spells you cast": one object phrase whose head is shared,
    「インスタントかソーサリーである呪文」."""
    if not isinstance(node, ast.ObjectList) or not all(
        isinstance(i, ast.Objects) and i.bare for i in node.items
    ):
        return node
    *first, last = node.items
    parts = last.filter.parts if isinstance(last.filter, ast.AllOf) else [last.filter]
    options = ast.AnyOf(options=[*(i.filter for i in first), parts[0]])
    return last.model_copy(update={"filter": ast.AllOf(parts=[options, *parts[1:]])})


#: A forbidden action: the words before its verb, its short form (「唱えられない」) and its
#: dictionary form before the long 「ことができない」.
FORBIDDEN = {
    "cast": ("", "唱えられない", "唱える"),
    "play": ("", "プレイできない", "プレイする"),
    "gain life": ("ライフを", "得られない", "得る"),
    "win the game": ("このゲームに", "勝利できない", "勝利する"),
    "lose the game": ("このゲームに", "敗北できない", "敗北する"),
}


class JapaneseRules:
    """Japanese rules effects: a part of ``JapaneseRenderer``."""

    def pay_life(self, node: ast.PayLife) -> Clause:
        return self.acts(node.player, self.life(node.amount), "支払う")

    def pay_mana(self, node: ast.PayMana) -> Clause:
        if node.waterbend:  # 「水の技(３)を行う」
            return self.acts(node.player, f"水の技{mana(node.symbols)}を", "行う")
        return self.acts(node.player, f"{mana(node.symbols)}を", "支払う")

    def has_control(self, node: ast.HasControl) -> Clause:
        return self.acts(node.player, f"{self.object(node.object)}を", "コントロールする", you=True)

    def choose_object(self, node: ast.ChooseObject) -> Clause:
        if is_target(node.object):
            return Clause(f"{self.undeclared(node.object)}を対象と", "する")
        clause = self.object_verb(node, "選ぶ")
        if node.player is not None:  # 「あなたはその中から…を選ぶ」
            clause = clause.prefixed(self.subject(node.player, True))
        return clause

    def remove_counters(self, node: ast.RemoveCounters) -> Clause:
        if node.those:
            return Clause("それらのカウンターを", "取り除く")
        place = self.object(node.object) if self.own(node.bare_place) else self.upon(node.object)
        if isinstance(node.amount, ast.All):  # 「すべての…カウンターを」, 「カウンターをすべて」
            noun, every = counters_noun(node.counter), self.amount(node.amount)
            every = f"{noun}を{every}" if self.own(node.amount.after) else f"{every}の{noun}を"
            return Clause(f"{place}から{every}", "取り除く")
        return Clause(f"{place}から{self.counters(node.amount, node.counter)}", "取り除く")

    def becomes(self, node: ast.Becomes) -> Clause:
        if node.copy_of is not None:  # 「それのコピーになる」
            differs = self.copy_exception(node.copy_exception) if node.copy_exception else ""
            copy = f"{differs}{self.possessive(node.copy_of)}コピーに"
            return self.continuous(node, Clause(copy, "なる"))
        what = self.described(node)
        if node.in_addition:  # 「これの他のタイプに加えて…」
            mine = "これの" if isinstance(node.object, ast.SelfRef) else "それの"
            # 「これは他のタイプに加えて…」: none written (possessive "")
            written = node.possessive if self.surface and node.possessive is not None else mine
            others = "色やタイプ" if node.colors_added else "タイプ"
            what = f"{written}他の{others}に加えて{what}"
        if node.state:  # 「…に加えて天使である」, 「…でもある」
            also = "でも" if self.own(node.also) else "で"
            return self.continuous(node, Clause(f"{what}{also}", "ある"))
        return self.continuous(node, Clause(f"{what}に", "なる"))

    def described(self, node: ast.Becomes) -> str:
        """What it becomes: 「5/6の緑のエレメンタル・クリーチャー」, 「あなたが選んだ１色の色」."""
        if node.chosen is not None:
            default = next(w for w, kind in CHOSEN_KINDS.items() if kind == node.chosen)
            return f"あなたが選んだ{self.own(node.chosen_written, default)}"
        base = self.own(node.base_written) and node.power_toughness
        what = characteristics(node.colors, None if base else node.power_toughness, node.types)
        if self.own(node.pt_first) and node.colors and not base:  # 「5/6の緑の…」
            what = f"{node.power_toughness}の{characteristics(node.colors, None, node.types)}"
        if node.named is not None:  # 「《月》という名前の土地」
            what = f"{self.named(node.named)}{what}"
        if node.abilities:
            what = f"{self.granted_list(node.abilities)}を持つ{what}"
        if base:  # 「基本のパワーとタフネスが2/2のスピリット・戦士」
            what = f"基本のパワーとタフネスが{node.power_toughness}の{what}"
        return what

    def player_restriction(self, node: ast.PlayerRestriction) -> Clause:
        """「対戦相手はライフを得られない」, 「このターン、あなたは土地をプレイすることが
        できない」."""
        head, short, long = FORBIDDEN[node.action]
        if node.object is not None:
            head = f"{self.noun_phrase(node.object)}を{head}"
        cannot = self.own(node.cannot)
        text = head + (long + cannot if cannot else short)
        verb = "できない" if text.endswith("できない") else "ない"
        clause = self.acts(node.player, text.removesuffix(verb), verb, you=True)
        if node.duration is not None:
            return clause.prefixed(f"{self.render(node.duration)}、")
        return clause

    def spend_as_though(self, node: ast.SpendAsThough) -> Clause:
        """「その呪文を唱えるためにマナを望む色のマナであるかのように支払う」, 「…任意のタイプの
        マナを支払う」."""
        spell = "" if node.spell is None else f"{self.object(node.spell)}を唱えるために"
        if node.any == "type":  # as printed since 2017 (「望むタイプの…」 before)
            return self.acts(node.player, f"{spell}任意のタイプのマナを", "支払う")
        return self.acts(node.player, f"{spell}マナを望む色のマナであるかのように", "支払う")

    def play_revealed(self, node: ast.PlayRevealed) -> Clause:
        """「あなたのライブラリーの一番上のカードを公開したままプレイする」, 「プレイヤーは
        自分の…」."""
        others = not isinstance(node.player, ast.You)
        own = "自分" if self.own(node.own_written, others) else "あなた"
        head = f"{own}のライブラリーの一番上のカードを公開したままプレイ"
        return self.acts(node.player, head, "する")

    def restriction(self, node: ast.Restriction) -> Clause:
        if node.rule == ast.ABILITIES_RESTRICTED:  # 「それの起動型能力は起動できない」
            return Clause(f"{self.object(node.object)}の起動型能力は起動", "できない")
        if node.only is not None and node.rule == "can't be blocked":  # 「…によってしか」
            return self.continuous(
                node, Clause(f"{self.noun_phrase(node.only)}によってしかブロックされない")
            )
        written = self.own(node.written)
        if node.only is not None and written in ONLY_BLOCKS:  # 「…のみ(を)ブロックできる」
            return self.continuous(
                node, Clause(self.noun_phrase(node.only) + written.removesuffix("できる"), "できる")
            )
        if node.only is not None:  # 「飛行を持つクリーチャーしかブロックできない」
            return self.continuous(
                node, Clause(f"{self.noun_phrase(node.only)}しかブロック", "できない")
            )
        if node.rule == ast.UNTARGETABLE:  # 「オーラ・呪文の対象にならない」
            return self.continuous(node, Clause(f"{self.noun_phrase(node.by)}の対象にならない"))
        if node.rule == ast.BLOCKS_IF_ABLE:  # 「可能ならば名前をブロックする」
            attacker = f"{self.object(node.blocks)}を" if node.blocks is not None else ""
            if_able = self.own(node.written) or "可能なら"
            return self.continuous(node, Clause(f"{if_able}{attacker}ブロック", "する"))
        defender = f"{self.object(node.by)}を" if node.by is not None else ""
        if node.rule == ast.ATTACKS_IF_ABLE:  # 「可能なら(あなたを)攻撃する」
            if_able = self.own(node.written) or "可能なら"
            return self.continuous(node, Clause(f"{if_able}{defender}攻撃", "する"))
        if node.rule == "attacks each combat if able" and defender:  # 「…のコントローラーを」
            return self.continuous(node, Clause(f"各戦闘で可能なら{defender}攻撃", "する"))
        rule = self.own(node.written) or term(node.rule)
        if node.by is not None and node.rule == "can't attack":  # 「あなたを攻撃できない」
            rule = f"{self.object(node.by)}を{rule}"
        elif node.by is not None and node.rule == "can't block":  # 「…クリーチャーをブロック…」
            rule = f"{self.noun_phrase(node.by)}を{rule}"
        elif node.by is not None:  # 「パワーが２以下のクリーチャーによってはブロックされない」
            # 「２体以上のクリーチャーにはブロックされない」 (a number of blockers)
            many = isinstance(node.by, ast.Objects) and node.by.quantifier == "at least"
            by = self.own(node.by_written, "には" if many else "によっては")
            each_combat = "各戦闘で" if self.own(node.each_combat) else ""
            rule = f"{each_combat}{self.noun_phrase(node.by)}{by}{rule}"
        if rule.endswith("できない"):  # 「攻撃もブロックもできず、…」 before another step
            return self.continuous(node, Clause(rule.removesuffix("できない"), "できない"))
        return self.continuous(node, Clause(rule))

    def crews_as_though(self, node: ast.CrewsAsThough) -> Clause:
        """「パワーが２大きいかのように乗騎に騎乗し、機体に搭乗する」."""
        *first, last = [f"{CREWED[a][1]}に{CREWED[a][2]}" for a in node.actions]
        head = f"パワーが{self.amount(node.amount)}大きいかのように" + "".join(
            f"{a}し、" for a in first
        )
        return self.continuous(node, Clause(last, "する").prefixed(head))

    def assigns_as_unblocked(self, node: ast.AssignsAsUnblocked) -> Clause:
        """「〈名〉は、それがブロックされなかったかのようにその戦闘ダメージを割り振られる」 (the
        wording inside 「あなたは「…」を選んでもよい」), 「〈名〉の戦闘ダメージを、これが…
        割り振る」."""
        unblocked = f"{self.own(node.ja_pronoun) or 'それ'}がブロックされなかったかのように"
        form = node.ja_form if self.surface else "passive"
        if form is None:
            return Clause(f"{self.object(node.object)}の戦闘ダメージを、{unblocked}", "割り振る")
        verb = "割り振られる" if form == "passive" else "割り振る"
        return self.continuous(node, Clause(f"{unblocked}その戦闘ダメージを", verb))

    def enters_with_counters(self, node: ast.EntersWithCounters, each: str = "") -> Clause:
        """「…は、…カウンター１個が置かれた状態で戦場に出る」; ``each``: what a "for each"
        counts, after the subject."""
        counters = self.placed_counters(node)
        comma = "、" if self.own(node.comma) else ""
        topic = f"{self.object(node.object)}は{comma}{each}{self.own(node.lead_ja, '')}"
        if node.escapes:
            return Clause(f"{topic}{counters}状態で脱出", "する")
        return Clause(f"{topic}{counters}状態で戦場に", "出る")

    def roll_die(self, node: ast.RollDie) -> Clause:
        """「１個のd20を振る」, 「各プレイヤーはそれぞれ１個のd20を振る」, 「２個のd8を振る」."""
        count = "１" if node.count is None else self.amount(node.count)
        die = "６面体サイコロ" if self.own(node.in_words, node.sides == 6) else f"d{node.sides}"
        return self.acts(node.player, f"{count}個の{die}を", "振る")

    def add_to_result(self, node: ast.AddToResult) -> Clause:
        return Clause(f"その出目に{self.amount(node.amount)}を", "足す")

    def die_table(self, node: ast.DieTable) -> Clause:
        return Clause("".join(f"\n{self.die_row(row)}" for row in node.rows))

    def die_row(self, node: ast.DieRow) -> str:
        """「10-19｜占術２を行い、その後、カード２枚を引く。」: one row of a die-roll table."""
        numbers = f"{node.low}+" if node.high is None else f"{node.low}"
        if node.high is not None and node.high != node.low:
            numbers += f"-{node.high}"
        return f"{numbers}｜{self.chain(node.effect)}。"

    def gain_control(self, node: ast.GainControl) -> Clause:
        duration = ""
        if node.duration is not None:
            duration = self.render(node.duration) + ("" if self.own(node.no_comma) else "、")
        whose = "その" if self.that_written(node.object) else self.possessive(node.object)
        return Clause(f"{duration}{self.subject(node.player)}{whose}コントロールを", "得る")

    def switch_power_toughness(self, node: ast.SwitchPowerToughness) -> Clause:
        duration = f"{self.render(node.duration)}、" if node.duration else ""
        return Clause(f"{duration}{self.possessive(node.object)}パワーとタフネスを", "入れ替える")

    def exchange_control(self, node: ast.ExchangeControl) -> Clause:
        objects = node.objects
        if self.own(node.self_last) and isinstance(objects, ast.ObjectList):
            objects = objects.model_copy(update={"items": objects.items[::-1]})
        return Clause(f"{self.possessive(objects)}コントロールを", "交換する")

    def exchange_life_totals(self, node: ast.ExchangeLifeTotals) -> Clause:
        other = self.object(node.other)
        if self.own(node.both_written):  # 「あなたのライフ総量と、そのプレイヤーのライフ総量を」
            return self.acts(
                node.player, f"あなたのライフ総量と、{other}のライフ総量を", "交換する"
            )
        return self.acts(node.player, f"{other}とライフ総量を", "交換する")

    def set_life_total(self, node: ast.SetLifeTotal) -> Clause:
        life = f"{self.possessive(node.player)}ライフ総量は{self.amount(node.amount)}点に"
        return Clause(life, "なる")

    def exchange_zones(self, node: ast.ExchangeZones) -> Clause:
        zones = [ZONES[zone] for zone in node.zones]
        if node.other is None:  # 「あなたの手札と墓地を交換する」
            return Clause(f"{self.possessive(node.player)}{'と'.join(zones)}を", "交換する")
        cards = "と、".join(f"{zone}にあるカード" for zone in zones)
        return Clause(f"あなたと{self.object(node.other)}の{cards}をそれぞれ", "交換する")

    def adjust_number(self, node: ast.AdjustNumber) -> Clause:
        duration = f"{self.render(node.duration)}、" if node.duration else ""
        amount = self.amount(node.amount)
        place = f"{self.possessive(node.object)}上にある数字か数を表す単語１つに"
        return Clause(f"{duration}{place}{amount}を足すか、そこから{amount}を", "引く")

    def pay_instead_of_mana_cost(self, node: ast.PayInsteadOfManaCost) -> Clause:
        cost = self.step(node.cost)
        return Clause("マナ・コストを支払うのではなく、" + cost.head, cost.verb)

    def cost_change(self, node: ast.CostChange) -> Clause:
        direction = "少なく" if node.reduce else "多く"
        amount = f"{mana(node.symbols)}{direction}"
        each = ""
        if isinstance(node.for_each, ast.TypesAmong):  # domain
            each = f"{self.counted(node.for_each)}につき"
        elif node.for_each is not None:
            each = f"{self.noun_phrase(node.for_each)}１{counter_word(node.for_each)}につき"
            listed = counted_ya(node.for_each, "counted")
            if isinstance(listed, ast.ObjectList) and listed.joined_ya:
                each = f"{self.object(listed)}につき"  # 「…や…１つにつき」
        if node.beyond_first:  # strive
            each = "２つ目以降の対象１つにつき"
        if node.action == "activate" and not isinstance(node.object, ast.SelfRef):
            # 「クリーチャーの起動型能力を起動するためのコストは(１)少なくなる」
            return Clause(f"{self.object(node.object)}を起動するためのコストは{amount}", "なる")
        if node.action == "activate":
            return Clause(f"この能力を起動するためのコストは、{each}{amount}", "なる")
        spells = self.cast_object(node.object)
        return Clause(f"{spells}を唱えるためのコストは{'、' if each else ''}{each}{amount}", "なる")

    def cast_object(self, node: ast.Node) -> str:
        """The spells a cost change applies to: 「あなたが…」, 「このターンにあなたが次に…」."""
        node = shared_head(node)
        if isinstance(node, ast.Objects) and isinstance(node.filter, ast.AllOf):
            cast = next((p for p in node.filter.parts if isinstance(p, ast.CastBy)), None)
            if cast is not None:
                rest = [p for p in node.filter.parts if p is not cast]
                spells = self.filter(ast.AllOf(parts=rest))
                if node.quantifier == "the next":  # 「このターン、あなたが次の…」 as written
                    turn, next_ = self.own(cast.next_particles) or "にに"
                    return f"このターン{turn}あなたが次{next_}{spells}"
                return f"{self.clause_subject(cast.player)}が{spells}"
        return self.object(node)

    def can_be_commander(self, node: ast.CanBeCommander) -> Clause:
        return Clause(f"{self.object(node.object)}は統率者として使用", "できる")

    def loses_type(self, node: ast.LosesType) -> Clause:
        return Clause(f"{self.object(node.object)}は{term(node.card_type)}では", "ない")

    def doesnt_remove(self, node: ast.DoesntRemove) -> Clause:
        comma = "、" if self.own(node.comma) else ""
        verb = self.own(node.ja_verb, "取り除かない")
        return Clause(f"この効果は{comma}{self.noun_phrase(node.object)}を", verb)

    def keeps_type(self, node: ast.KeepsType) -> Clause:
        return Clause(f"{self.object(node.object)}は{term(node.card_type)}でも", "ある")

    def reflexive_trigger(self, node: ast.ReflexiveTrigger) -> Clause:
        """「そうしたとき、…」 (「これによりあなたが…を捨てたとき、…」), with the targets it
        declares."""
        when = "そうしたとき"
        if node.done is not None:
            when = "これにより" + self.trigger_head(node.done, "when")
        return Clause(f"{when}、" + "".join(self.body(node.effect)).removesuffix("。"))

    def delayed_trigger(self, node: ast.DelayedTrigger) -> Clause:
        """「このターンに<trigger>とき、…」. Its targets are declared before it, by the sentences
        around it: 「プレイヤー１人を対象とする。次の終了ステップの開始時に、そのプレイヤーは…」."""
        head = f"{self.trigger_head(node.trigger, node.word)}、"
        effect = node.effect
        if isinstance(node.trigger, ast.AtStep) and isinstance(effect, ast.Conditional):
            # 「そうしたなら、次の終了ステップの開始時に、…」
            head = f"{self.condition(effect.condition)}なら、{head}"
            effect = effect.effect
        elif node.duration is not None:
            particle = "、" if self.own(node.duration_comma) else "に"
            head = f"{self.render(node.duration)}{particle}{head}"
        return Clause(head + "".join(self.body(effect, declare=False)).removesuffix("。"))

    def spend_this_mana(self, node: ast.SpendThisMana) -> Clause:
        spell = self.noun_phrase(node.spell)
        if self.own(node.passive):
            return Clause(f"このマナが{spell}を唱えるために", "支払われる")
        return Clause(f"あなたが{spell}を唱えるためにこのマナを", "支払う")
