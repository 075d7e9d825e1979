"""Japanese for :mod:`scryc.ast.conditions`: a condition before 「なら」, 「場合」 or 「かぎり」."""

from __future__ import annotations

import re

from ... import ast
from ...parse.ja.lexicon import SPELL_HISTORY
from ..base import LETTER_OF, RenderError, is_zero, of_players, qualified_last
from .words import (
    COMPARISONS,
    THIS_WAY_WORDS,
    TYPE_KINDS,
    VERB_STATUSES,
    counter_word,
    counters_noun,
    digits,
    mana,
    other_of,
    term,
)

#: A condition's ending and its negative before 「かぎり」 ("unless …").
NEGATIVES = (
    ("している", "していない"), ("していた", "していない"), ("ていた", "ていない"),
    ("である", "でない"), ("いる", "いない"), ("ある", "ない"),
)  # fmt: skip

#: The actions of 「このターンにあなたが…ていた」.
PAST_ACTIONS = {
    "attack": "攻撃して", "gain life": "ライフを得て", "lose life": "ライフを失って",
    "surveil": "諜報を行って", "descend": "落魄して",
    "search library": "自分のライブラリーを探して",
}  # fmt: skip


class JapaneseConditions:
    """Japanese conditions: a part of ``JapaneseRenderer``."""

    def condition(self, node: ast.Node) -> str:
        """A condition, before 「なら」, 「場合」 or 「かぎり」."""
        return self.render(node)

    def negative(self, node: ast.Node) -> str:
        """ "unless <condition>": the condition's negative before 「かぎり」 (「…をコントロール
        していないかぎり」, 「…死亡していないかぎり」)."""
        text = self.condition(node)
        for positive, negative in NEGATIVES:
            if text.endswith(positive):
                return text.removesuffix(positive) + negative + "かぎり"
        raise RenderError(f"no Japanese negative of the condition {node.kind!r}")

    def if_you_do(self, node: ast.IfYouDo) -> str:
        return self.asked_player(node) + "そうした"

    def asked_player(self, node: ast.IfYouDo | ast.IfYouDont) -> str:
        """「そのプレイヤーが」 (or as written, 「そのコントローラーが」) before 「そうした」."""
        if node.player is None or self.own(node.elided):
            return ""
        written = self.own(node.written)
        return (
            f"{written if written and written.startswith('その') else self.render(node.player)}が"
        )

    def if_you_dont(self, node: ast.IfYouDont) -> str:
        verb = self.own(node.verb) or ("そうできない" if node.cannot else "そうしなかった")
        if node.player is not None:
            return self.asked_player(node) + verb
        if isinstance(node.effect, ast.Move):
            return f"{self.object(node.effect.object)}を戦場に出さない"
        return verb

    def chose_ring_bearer(self, node: ast.ChoseRingBearer) -> str:
        subject = "あなたが" if self.own(node.subject_written, True) else ""
        return f"{subject}{self.object(node.object)}をあなたの指輪所持者に選んだ"

    def beheld(self, node: ast.Beheld) -> str:
        return f"{self.beheld_kind(node.object)}の後見を受けていた"

    def vote_result(self, node: ast.VoteResult) -> str:
        tail = "得た、あるいは票が同数だった" if node.or_tied else "得た"
        choice = self.own(node.written, node.choice)
        return f"「{choice}」がより多くの票を{self.own(node.tail, tail)}"

    def flip_result(self, node: ast.FlipResult) -> str:
        that = "その" if self.own(node.that) else ""
        return f"あなたが{that}コイン投げに{'勝った' if node.won else '負けた'}"

    def clash_result(self, node: ast.ClashResult) -> str:
        return "あなたが勝った"

    def life_this_turn(self, node: ast.LifeThisTurn) -> str:
        verb = "失って" if node.event == "lost" else "得て"
        subject = self.clause_subject(node.player)
        return f"このターンに{subject}が{self.amount(node.at_least)}点以上のライフを{verb}いた"

    def spells_cast_last_turn(self, node: ast.SpellsCastLastTurn) -> str:
        if node.player is None or node.at_least is None:
            return "直前のターンに呪文が唱えられていなかった"
        many = f"{self.amount(node.at_least)}つ以上"
        spells = f"呪文を{many}" if self.own(node.spells_first) else f"{many}の呪文を"
        return f"直前のターンに{self.object(node.player)}が{spells}唱えていた"

    def paired_with(self, node: ast.PairedWith) -> str:
        partner = self.noun_phrase(node.partner)
        return f"{self.clause_subject(node.object)}が{partner}と組になっている"

    def you_control(self, node: ast.YouControl) -> str:
        written = self.own(node.player_written)
        who = self.object(node.player) if written else self.clause_subject(node.player)
        either = "のいずれか" if self.own(node.either) else ""  # 「AかBのいずれかを」
        objects = f"{self.noun_phrase(node.objects)}{either}を"
        counted = node.objects
        if self.own(node.count_after) and isinstance(counted, ast.Objects):  # 「山を２つ以上」
            noun = self.filter(counted.filter, "", other_of(counted))
            objects = f"{noun}を{self.quantity(counted, counted.filter)}以上"
        if node.none_word:  # 「クリーチャーを１体もコントロールしていない」
            counter = getattr(node.objects, "counter", None) or counter_word(node.objects)
            objects += f"１{counter}も"
        return f"{who}が{objects}コントロールして{'いない' if node.negated else 'いる'}"

    def controls_more(self, node: ast.ControlsMore) -> str:
        than = "あなたよりも" if self.own(node.than_mo) else "あなたより"
        objects = self.noun_phrase(node.objects)
        player = self.object(node.player)
        if node.at_least is None and not self.own(node.objects_first):
            return f"{player}が{than}多くの{objects}をコントロールしている"
        least = ""
        if node.at_least is not None:
            least = f"{self.amount(node.at_least)}{counter_word(node.objects)}以上"
        return f"{player}が{objects}を{than}{least}多くコントロールしている"

    def object_is(self, node: ast.ObjectIs) -> str:
        if isinstance(node.filter, ast.Targeting):  # 「この呪文が伝説のクリーチャーを対象とする」
            targeted = self.noun_phrase(node.filter.object)
            verb = "を対象としていた" if self.own(node.past) else "を対象とする"
            return f"{self.object(node.object)}が{targeted}{verb}"
        if isinstance(node.filter, ast.HasAbility):  # 「それがマッドネスを持っている」
            return f"{self.object(node.object)}が{self.granted(node.filter.keyword)}を持っている"
        if isinstance(node.filter, ast.SameName) and not node.filter.negated:
            other = self.noun_phrase(node.filter.object)  # 「それが…と同じ名前を持つ」
            return f"{self.object(node.object)}が{other}と同じ名前を持つ"
        if isinstance(node.filter, ast.SharesType) and node.filter.with_ is not None:
            other = self.object(node.filter.with_)  # 「それが〈名〉と共通の…を持つ」
            return f"{self.object(node.object)}が{other}と共通のクリーチャー・タイプを持つ"
        if isinstance(node.filter, ast.Compare):
            compare = node.filter
            value = f"{self.amount(compare.value)}{'以下' if compare.op == 'le' else '以上'}"
            if compare.op == "lt":  # 「それのマナ総量が…より少ない」
                value = f"{self.amount(compare.value)}より少ない"
            past = "であった" if node.past else "である" if self.own(node.copula) else ""
            return f"{self.possessive(node.object)}{term(compare.attribute)}が{value}{past}"
        if isinstance(node.filter, ast.InZone):  # 「あなたの墓地に血の刺客がある」
            if self.own(node.object_first):  # 「死の達人があなたの墓地にある」
                return f"{self.object(node.object)}が{self.zone(node.filter.zone)}にある"
            return f"{self.zone(node.filter.zone)}に{self.object(node.object)}がある"
        if isinstance(node.filter, ast.Negated):  # 「それがオーラでない」
            return f"{self.object(node.object)}が{self.filter(node.filter.filter)}でない"
        if self.own(node.no_copula):  # 「それがクリーチャー・カードなら」
            return f"{self.object(node.object)}が{self.filter(node.filter)}"
        if qualified_last(node.filter):  # 「それが土地・カードであるか、マナ総量が…である…」
            first, last = (self.filter(o) for o in node.filter.options)
            return f"{self.object(node.object)}が{first}であるか、{last}である"
        if isinstance(node.filter, ast.Status) and node.filter.name == "equipped":
            return f"{self.object(node.object)}に装備品がついている"  # 「武器庫の古参に装備品が…」
        if isinstance(node.filter, ast.Status) and node.filter.name in VERB_STATUSES:
            return f"{self.object(node.object)}が{VERB_STATUSES[node.filter.name]}"
        if isinstance(node.filter, ast.Status):  # 「名前がタップ状態である」
            return f"{self.object(node.object)}が{term(node.filter.name).removesuffix('の')}である"
        copula = "であった" if node.past else "である"
        if node.past and self.own(node.da):  # 「それが人間だった」
            copula = "だった"
        return f"{self.object(node.object)}が{self.filter(node.filter)}{copula}"

    def ability_resolved(self, node: ast.AbilityResolved) -> str:
        if self.own(node.elided):
            return f"{digits(node.nth)}度目"
        if self.own(node.passive):
            return f"この能力が解決されたのがこのターン内で{digits(node.nth)}度目"
        return f"このターンにこの能力が解決したのが{digits(node.nth)}回目である"

    def you_cast(self, node: ast.YouCast) -> str:
        obj = f"{self.noun_phrase(node.object)}を"
        where = "あなたのメイン・フェイズ中に" if node.during_main_phase else ""
        if node.from_zone is not None:
            where = f"{self.zone(node.from_zone)}から"
        when = "このターンに" if node.this_turn else ""
        if node.this_way:  # 「あなたがこれにより呪文を唱える」
            if self.own(node.this_way_first):
                return f"これによりあなたが{obj}唱える"
            return f"あなたがこれにより{obj}唱える"
        if node.negated:  # 「このターンにあなたがあなたの手札から呪文を唱えていなかった」
            return f"{when}あなたが{where}{obj}唱えていなかった"
        return f"{when}あなたが{obj}{where}唱えていた"

    def mana_spent(self, node: ast.ManaSpent) -> str:
        if node.amount == ast.Number(value=1):
            spent = mana("{" + LETTER_OF[node.color] + "}") + "が"
        else:
            spent = f"{term(node.color)}マナが{self.amount(node.amount)}点以上"
        return f"{self.object(node.object)}を唱えるために{spent}支払われていた"

    def this_way(self, node: ast.ThisWay) -> str:
        """ "If a creature card is revealed this way": 「これによりクリーチャー・カードが公開
        された」 (the object without its count; "a player": 「プレイヤー」)."""
        obj = node.object
        if isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None:
            what = self.noun_phrase(obj) if obj.other else self.filter(obj.filter)
        else:
            what = self.clause_subject(obj)
        if self.own(node.object_first):
            return f"{what}がこれにより{THIS_WAY_WORDS[node.event]}"
        return f"これにより{what}が{THIS_WAY_WORDS[node.event]}"

    def searched_this_way(self, node: ast.SearchedThisWay) -> str:
        subject = self.own(node.subject)
        before, after = ("あなたが" if subject == s else "" for s in ("before", "after"))
        library = f"{self.possessive(node.player)}ライブラリー"
        return f"{before}これにより{after}{library}からカードを探した"

    def spell_was(self, node: ast.SpellWas) -> str:
        if node.zone is not None:
            past = "た" if self.own(node.simple_past) else "ていた"
            return f"{self.object(node.object)}が{self.zone(node.zone)}から唱えられ{past}"
        how = {v: k for k, v in SPELL_HISTORY.items()}.get(node.how, node.how)
        return f"{self.object(node.object)}が{how}されていた"

    def cost_paid(self, node: ast.CostPaid) -> str:
        """「この呪文のマッドネス・コスト」 (「・」 after a katakana keyword),
        「その(２)(青)のコスト」."""
        if node.object is not None:
            name = "追加" if node.cost == "additional" else term(node.cost)
            dot = "・" if re.match(r"[ァ-ヶー]", name[-1:]) else ""
            whose = f"{self.object(node.object)}の{name}{dot}"
        else:
            whose = "その" if node.cost is None else f"その{mana(node.cost)}の"
        if not node.paid:
            return f"{whose}コストが支払われていない"
        return f"{whose}コストが支払われ{'た' if self.own(node.simple_past) else 'ていた'}"

    def acted_this_turn(self, node: ast.ActedThisTurn) -> str:
        """「このターンにあなたが攻撃していた」, 「…ライフを得ていたか失っていた」."""
        you = isinstance(node.player, ast.You)
        done = [
            PAST_ACTIONS[a].replace("自分の", "あなたの" if you else "自分の") for a in node.actions
        ]
        done = done[:1] + [d.removeprefix("ライフを") for d in done[1:]]
        turn = "このターン、" if self.own(node.turn_comma) else "このターンに"
        counted = self.own(node.counted_player) and not you
        subject = self.object(node.player) if counted else self.clause_subject(node.player)
        return f"{turn}{subject}が{'いたか'.join(done)}いた"

    def attacked_with(self, node: ast.AttackedWith) -> str:
        """「このターン、あなたが２体以上のクリーチャーで攻撃していた」; pack tactics
        「あなたがこの戦闘フェイズに攻撃させたクリーチャーのパワーの合計が６以上である」."""
        subject = self.clause_subject(node.player)
        objects = node.objects
        parts = getattr(objects.filter, "parts", []) if isinstance(objects, ast.Objects) else []
        total = next((p for p in parts if isinstance(p, ast.Compare) and p.total), None)
        if total is not None and node.period == "combat":
            rest = [p for p in parts if p is not total]
            noun = self.filter(rest[0] if len(rest) == 1 else ast.AllOf(parts=rest))
            value = f"{self.amount(total.value)}{COMPARISONS[total.op]}"
            attacked = f"{subject}がこの戦闘フェイズに攻撃させた{noun}"
            return f"{attacked}の{term(total.attribute)}の合計が{value}である"
        period = "このターン、" if node.period == "turn" else "この戦闘で"
        return f"{period}{subject}が{self.object(objects)}で攻撃していた"

    def would_be_put(self, node: ast.WouldBePut) -> str:
        return f"{self.object(node.object)}が{self.zone(node.zone)}に置かれる"

    def died_this_turn(self, node: ast.DiedThisTurn) -> str:
        return self.this_turn(node.objects, node.controller, "死亡していた")

    def entered_this_turn(self, node: ast.EnteredThisTurn) -> str:
        return self.this_turn(node.objects, node.controller, "戦場に出ていた")

    def all_conditions(self, node: ast.AllConditions) -> str:
        """「このターンにあなたが…を唱えておらず…でない」: the first in its joining form."""
        first, *rest = node.conditions
        if isinstance(first, ast.YouControl) and len(rest) == 1:  # 「…しており、かつ…」
            joined = self.condition(first).removesuffix("いる") + "おり、かつ"
            return joined + self.condition(rest[0])
        if isinstance(first, ast.ObjectIs) and isinstance(first.filter, ast.InZone) and rest:
            joined = self.condition(first).removesuffix("ある") + "あり、かつ"  # 「…にあり、かつ…」
            return joined + self.condition(rest[0])
        if not (isinstance(first, ast.YouCast) and first.negated) or len(rest) != 1:
            raise RenderError("no Japanese wording for these conditions together")
        joined = self.you_cast(first).removesuffix("いなかった") + "おらず"
        return joined + self.condition(rest[0])

    def any_condition(self, node: ast.AnyCondition) -> str:
        """void: 「このターンに、…が戦場を離れたか…がワープされていた」."""
        match node.conditions:
            case [ast.LeftBattlefieldThisTurn(controller=None) as left, ast.WarpedThisTurn() as w]:
                left_ = self.noun_phrase(left.objects)
                return f"このターンに、{left_}が戦場を離れたか{self.warped_this_turn(w)}"
            case [ast.YouControl() as control, ast.ThereAre() as there]:
                return f"{self.condition(control)}か{self.condition(there)}"
        raise RenderError("no Japanese wording for these conditions together")

    def warped_this_turn(self, node: ast.WarpedThisTurn) -> str:
        """「呪文がワープされていた」 (cast for its warp cost this turn)."""
        return f"{self.noun_phrase(node.objects)}がワープされていた"

    def put_into_zone_this_turn(self, node: ast.PutIntoZoneThisTurn) -> str:
        not_from = "戦場以外から" if node.not_from == "battlefield" else ""
        return self.this_turn(node.objects, None, f"{not_from}{self.zone(node.zone)}に置かれた")

    def did_not_die(self, node: ast.DidNotDie) -> str:
        return f"{self.object(node.object)}が死亡していなかった"

    def left_battlefield_this_turn(self, node: ast.LeftBattlefieldThisTurn) -> str:
        return self.this_turn(node.objects, node.controller, "戦場を離れていた")

    def this_turn(self, objects: ast.Node, controller: ast.Node | None, event: str) -> str:
        """「このターンにクリーチャーが[あなたのコントロール下で]死亡していた」."""
        headless = isinstance(objects, ast.Objects) and self.own(objects.headless)
        if isinstance(objects, ast.Objects) and objects.quantifier == "a" and not headless:
            # 「クリーチャーが」
            what = self.noun_phrase(objects)
        else:
            what = self.object(objects)
        under = f"{self.possessive(controller)}コントロール下で" if controller is not None else ""
        return f"このターンに{what}が{under}{event}"

    def life_compare(self, node: ast.LifeCompare) -> str:
        life = f"{self.possessive(node.player)}ライフ"
        return f"{life}が{self.amount(node.amount)}点{COMPARISONS[node.op]}である"

    def hand_size(self, node: ast.HandSize) -> str:
        hand = f"{self.possessive(node.player)}手札"
        if node.op == "eq" and not is_zero(node.amount):  # 「カードがちょうど７枚ある」
            return f"{hand}にカードがちょうど{self.amount(node.amount)}枚ある"
        if node.op == "eq":
            return f"{hand}にカードがない"
        return f"{hand}のカードが{self.amount(node.amount)}枚{COMPARISONS[node.op]}である"

    def amount_compare(self, node: ast.AmountCompare) -> str:
        left = node.left
        if self.own(node.counted):  # 「…の種類数が３以上である」
            return f"{self.amount(left)}が{self.amount(node.right)}以上である"
        if isinstance(left, ast.TypesAmong) and node.op == "ge":  # 「…の中に４種類以上の…」
            objects, count = left.objects, f"{self.amount(node.right)}種類以上"
            # 「あなたの墓地にあるすべてのカードの中に」 where 「すべての」 is written
            written_all = isinstance(objects, ast.Objects) and not self.own(objects.bare, True)
            among = self.object(objects) if written_all else self.noun_phrase(objects)
            if self.own(node.contained):
                return f"{among}に{TYPE_KINDS[left.types]}が合計{count}含まれる"
            return f"{among}の中に{count}の{TYPE_KINDS[left.types]}がある"
        if of_players(left):  # 「対戦相手が２人以上いる」, 「…毒カウンターを持っている」
            return self.players_have(node)
        if isinstance(left, ast.CountersOn) and node.op == "eq" and is_zero(node.right):
            # 「これの上に油カウンターがない」, 「…が１個も無い」
            none = self.own(node.count_after) or "ない"
            return f"{self.upon(left.object)}に{counters_noun(left.counter)}が{none}"
        if isinstance(left, ast.CountersOn) and node.op == "ge":
            count, kind = f"{self.amount(node.right)}個以上", counters_noun(left.counter)
            pt = left.counter[:1] in "+-"  # 「+1/+1カウンターが３個以上ある」 only
            after = node.count_after if self.surface else "ある" if pt else None
            there = "あった" if node.wording == "had" else "ある"
            if self.own(node.unnumbered):  # 「それの上に+1/+1カウンターが置かれている」
                count = ""
            if after is None:  # 「これの上に３個以上の…カウンターがある」
                return f"{self.upon(left.object)}に{count}の{kind}が{there}"
            if after == "置かれている":
                there = "置かれていた" if node.wording == "had" else "置かれている"
            return f"{self.upon(left.object)}に{kind}が{count}{there}"
        if node.op in ("le", "ge"):  # 「その出目が３以下」
            return f"{self.amount(node.left)}が{self.amount(node.right)}{term(node.op)}"
        if node.op == "eq":  # 「Ｘが２なら」
            return f"{self.amount(node.left)}が{self.amount(node.right)}"
        return f"{self.amount(node.left)}が{self.amount(node.right)}未満である"

    def players_have(self, node: ast.AmountCompare) -> str:
        """「対戦相手が２人以上いる」, 「対戦相手１人が３個以上の毒カウンターを持っている」,
        「防御プレイヤーが毒を受けている」: what players have."""
        left = node.left
        if node.op != "ge":
            raise RenderError("no Japanese wording for players having less")
        if isinstance(left, ast.CountOf):  # how many players
            return f"{term(left.objects.noun)}が{self.amount(node.right)}人以上いる"
        player = self.object(left.object)
        if left.counter == "poison" and self.own(node.wording) == "poisoned":
            return f"{player}が毒を受けている"
        kind = counters_noun(left.counter)
        return f"{player}が{self.amount(node.right)}個以上の{kind}を持っている"

    def in_each_zone(self, node: ast.InEachZone) -> str:
        """「…が追放領域とあなたの手札と…と戦場のいずれにもある」."""
        zones = "と".join(self.zone(z) for z in node.zones)
        return f"{self.noun_phrase(node.objects)}が{zones}のいずれにもある"

    def there_are(self, node: ast.ThereAre) -> str:
        objects = node.objects
        if not isinstance(objects, ast.Objects) or not isinstance(objects.filter, ast.AllOf):
            return f"{self.object(objects)}がある"
        zone = next((p for p in objects.filter.parts if isinstance(p, ast.InZone)), None)
        rest = [p for p in objects.filter.parts if p is not zone]
        noun = self.filter(ast.AllOf(parts=rest))
        where = f"{self.zone(zone.zone)}に" if zone else ""
        if objects.quantifier == "a" and objects.count is None:  # 「…に講義・カードがある」
            return f"{where}{noun}がある"
        count = self.amount(objects.count) if objects.count else "１"
        if self.own(node.count_first):  # 「あなたの墓地に７枚以上のカードがある」
            return f"{where}{count}{counter_word(objects.filter)}以上の{noun}がある"
        return f"{where}{noun}が{count}{counter_word(objects.filter)}以上ある"
