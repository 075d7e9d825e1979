"""Japanese for :mod:`scryc.ast.game_actions`: playing cards, 「…につき」, prevention, keyword
actions.
"""

from __future__ import annotations

from ... import ast
from ..base import RenderError
from .conjugate import Clause
from .words import ORDERS, counted_ya, digits, mana, term

#: Keyword actions done to an object, by AST kind: the noun and its verb.
KEYWORD_ACTIONS = {
    "goad": ("を使嗾", "する"), "transform_permanent": ("を変身", "させる"),
    "cloak": ("を偽装", "する"), "copy_spell": ("をコピー", "する"),
    "suspect": ("に容疑を", "かける"),
}  # fmt: skip


class JapaneseGameActions:
    """Japanese game actions: a part of ``JapaneseRenderer``."""

    def prevent_damage(self, node: ast.PreventDamage) -> Clause:
        """「このターン、それに与えられる次のダメージを３点軽減する」; all of it: 「…与えられる
        すべてのダメージを」 or 「…与えられる(…が与える)ダメージをすべて」, and 「…から受ける
        ものを除き、」 before the damage left unprevented."""
        combat = "戦闘" if node.combat else ""
        if node.each_time:
            if None in (node.source, node.recipient, node.amount) or node.duration is not None:
                raise RenderError("no Japanese wording for this prevention of each event")
            comma = "、" if self.own(node.source_comma) else ""
            source = f"{self.clause_subject(node.source)}が{comma}"
            event = f"{source}{self.object(node.recipient)}に{combat}ダメージを与える"
            event += self.own(node.if_written, "場合")
            return Clause(f"{event}、そのダメージを{self.amount(node.amount)}点", "軽減する")
        head = ""
        if node.duration is not None:
            head = self.render(node.duration) + ("に" if self.own(node.duration_ni) else "、")
        if node.to_and_by:
            return self.prevent_to_and_by(node, head, combat)
        if node.except_source is not None:
            head += f"{self.object(node.except_source)}から受けるものを除き、"
        elif node.source is not None and self.own(node.by_passive):
            head += f"{self.object(node.source)}によって与えられる"
        elif node.source is not None:
            head += f"{self.clause_subject(node.source)}が" + ("次に" if node.next_time else "")
            head += f"{self.object(node.recipient)}に" if node.recipient is not None else ""
            head += "与える"
        else:
            head += f"{self.object(node.recipient)}に" if node.recipient is not None else ""
            head += "与えられる"
        partial = node.source is not None or node.except_source is not None
        if partial and node.amount is not None:
            raise RenderError("no Japanese wording for part of the damage prevented")
        if node.except_source is not None and node.recipient is not None:
            raise RenderError("no Japanese wording for damage to it except from some sources")
        all_last = node.source is not None and node.recipient is None and not node.next_time
        if node.amount is None and (node.except_source or self.own(node.all_last, all_last)):
            return Clause(f"{head}{combat}ダメージをすべて", "軽減する")
        if node.amount is None:
            return Clause(f"{head}すべての{combat}ダメージを", "軽減する")
        return Clause(f"{head}次の{combat}ダメージを{self.amount(node.amount)}点", "軽減する")

    def prevent_to_and_by(self, node: ast.PreventDamage, head: str, combat: str) -> Clause:
        """「…が与える戦闘ダメージと、…に与えられるすべての戦闘ダメージを軽減する」 (or the
        damage dealt to it first): "dealt to and dealt by"."""
        if node.amount is not None or node.source is not None or node.recipient is None:
            raise RenderError("no Japanese wording for this prevention both ways")
        both = self.object(node.recipient)
        by, to = f"{self.clause_subject(node.recipient)}が与える", f"{both}に与えられる"
        first, second = (by, to) if self.own(node.by_first, True) else (to, by)
        damage = f"{first}{combat}ダメージと、{second}すべての{combat}ダメージを"
        return Clause(f"{head}{damage}", "軽減する")

    def would_be_dealt_damage(self, node: ast.WouldBeDealtDamage) -> str:
        """「<recipient>に(戦闘)ダメージが与えられる」, before 「場合」 or 「なら」."""
        damage = "戦闘ダメージ" if node.combat else "ダメージ"
        damage = "戦闘ダメージでないダメージ" if node.noncombat else damage
        return f"{self.object(node.recipient)}に{damage}が与えられる"

    def prevent_that_damage(self, node: ast.PreventThatDamage) -> Clause:
        """「そのダメージを軽減する」, 「そのすべてのダメージを…」, 「そのダメージをすべて…」."""
        damage = {"before": "そのすべてのダメージを", "after": "そのダメージをすべて"}
        return Clause(damage.get(self.own(node.all_written), "そのダメージを"), "軽減する")

    def modify_damage(self, node: ast.ModifyDamage) -> Clause:
        """「<source>が<recipient>にダメージを与えるなら、代わりにそれは(<recipient again>に)
        その点数の２倍のダメージを与える」."""
        damage = "戦闘ダメージでないダメージ" if node.noncombat else "ダメージ"
        source = self.clause_subject(node.source)
        event = f"{source}が{self.object(node.recipient)}に{damage}を与える"
        instead = "代わりに、" if self.own(node.instead_comma) else "代わりに"
        again = self.own(node.recipient_again)
        to = f"{self.object(again)}に" if again is not None else ""
        head = f"{event}{self.own(node.if_written, 'なら')}、{instead}それは{to}"
        return Clause(f"{head}{self.changed_damage(node)}を", "与える")

    def changed_damage(self, node: ast.ModifyDamage) -> str:
        """「その点数の２倍のダメージ」, 「その２倍の(点数の)ダメージ」, 「その点数に１を足した
        点数のダメージ」."""
        form = self.own(node.ja_form)
        if node.added is not None and node.factor == 1:
            added = "たした" if form == "kana" else "足した"
            return f"その点数に{self.amount(node.added)}を{added}点数のダメージ"
        if node.added is not None or node.factor == 1:
            raise RenderError("no Japanese wording for this change of damage")
        times = f"{digits(node.factor)}倍"
        if form == "bare":
            return f"その{times}のダメージ"
        if form == "points_after":
            return f"その{times}の点数のダメージ"
        return f"その点数の{times}のダメージ"

    def redirect_damage(self, node: ast.RedirectDamage) -> Clause:
        """「このターン、~に与えられる次のダメージ１点は、代わりにそれに与えられる」."""
        head = self.render(node.duration) + "、" if node.duration is not None else ""
        combat = "戦闘" if node.combat else ""
        if node.amount is None:
            damage = f"すべての{combat}ダメージ"
        elif node.combat:
            raise RenderError("no Japanese wording for the next combat damage redirected")
        else:
            damage = f"次のダメージ{self.amount(node.amount)}点"
        dealt = f"{head}{self.object(node.recipient)}に与えられる{damage}は、"
        return Clause(f"{dealt}代わりに{self.object(node.to)}に", "与えられる")

    def incubate(self, node: ast.Incubate) -> Clause:
        return self.acts(node.player, f"培養{self.amount(node.amount)}を", "行う")

    def numbered_action(self, node: ast.NumberedAction) -> Clause:
        return self.acts(node.player, f"{term(node.name)}{self.amount(node.amount)}を", "行う")

    def named_action(self, node: ast.NamedAction) -> Clause:
        if node.name == "forage":  # 「給餌する」
            return self.acts(node.player, "給餌", "する")
        return self.acts(node.player, f"{term(node.name)}を", "行う")

    def behold(self, node: ast.Behold) -> Clause:
        return self.acts(node.player, f"{self.beheld_kind(node.object)}の後見を", "受ける")

    def beheld_kind(self, node: ast.Node) -> str:
        """「ドラゴン」 of 「ドラゴンの後見」: the kind alone, without a count."""
        return self.filter(node.filter) if isinstance(node, ast.Objects) else self.object(node)

    def collect_evidence(self, node: ast.CollectEvidence) -> Clause:
        return self.acts(node.player, f"証拠収集{self.amount(node.amount)}を", "行う")

    def object_keyword_action(
        self, node: ast.Goad | ast.TransformPermanent | ast.Cloak | ast.CopySpell | ast.Suspect
    ) -> Clause:
        """「それを使嗾する」, 「〈名〉を変身させる」, 「…の一番上のカードを偽装する」,
        「これをコピーする」."""
        noun, verb = KEYWORD_ACTIONS[node.kind]
        return Clause(f"{self.object(node.object)}{noun}", verb)

    goad = transform_permanent = cloak = suspect = object_keyword_action

    def keyword_action(self, node: ast.KeywordAction) -> Clause:
        """「それを留置する」, 「戦慄予示する」, 「これは謀議する」, 「それに気の技を行う」."""
        obj = self.object(node.object) if node.object is not None else ""
        if node.player is None:  # "connive": the object takes the action
            return Clause(f"{obj}は謀議", "する")
        if node.name == "airbend":
            return self.acts(node.player, f"{obj}に気の技を", "行う")
        if node.name == "manifest dread":
            return self.acts(node.player, "戦慄予示", "する")
        return self.acts(node.player, f"{obj}を{term(node.name)}", "する")

    def copy_spell(self, node: ast.CopySpell) -> Clause:
        """「その呪文をコピーする」, 「そのコピーが伝説でないことを除き、その呪文をコピーする」."""
        clause = self.object_keyword_action(node)
        if node.times is not None:  # 「それを２回コピーする」
            times = self.amount(node.times)
            clause = Clause(f"{self.object(node.object)}を{times}回コピー", "する")
        if node.exception is None:
            return clause
        exception = self.copy_exception(node.exception, the_copy=True)
        return Clause(exception + clause.head, clause.verb)

    def flip_coin(self, node: ast.FlipCoin) -> Clause:
        return self.acts(node.player, "コイン投げを", self.own(node.verb, "する"))

    def investigate(self, node: ast.Investigate) -> Clause:
        return self.acts(node.player, "調査を", "行う")

    def game_result(self, node: ast.GameResult) -> Clause:
        outcome = "勝利" if node.outcome == "win" else "敗北"
        return self.acts(node.player, f"このゲームに{outcome}", "する", you=True)

    def become_monarch(self, node: ast.BecomeMonarch) -> Clause:
        return Clause(f"{self.clause_subject(node.player)}が統治者に", "なる")

    def clash(self, node: ast.Clash) -> Clause:
        return self.acts(node.player, f"{self.object(node.opponent)}と激突を", "行う")

    def take_initiative(self, node: ast.TakeInitiative) -> Clause:
        return self.acts(node.player, "イニシアチブを", "得る", you=True)

    def venture(self, node: ast.Venture) -> Clause:
        if isinstance(node.into, ast.SelfRef):
            dungeon = self.render(node.into)
        else:
            dungeon = term(node.into) if node.into else "ダンジョン"
        return self.acts(node.player, f"{dungeon}探索を", "する")

    def extra_turn(self, node: ast.ExtraTurn) -> Clause:
        turns = f"このターンに続いて追加の{self.amount(node.amount)}ターンを"
        return self.acts(node.player, turns, "行う")

    def vote(self, node: ast.Vote) -> Clause:
        written = self.own(node.written) or [f"{c}({c.title()})" for c in node.choices]
        choices = ("か" if self.own(node.ka) else "または").join(f"「{c}」" for c in written)
        began = "開始して" if self.own(node.began) else "始めて"
        first = f"{self.render(node.starting_with)}から{began}" if node.starting_with else ""
        return Clause(f"{first}{self.render(node.player)}は{choices}のいずれかに投票", "する")

    def move_instead_of(self, node: ast.MoveInsteadOf) -> Clause:
        """「それをオーナーの墓地に置く代わりに(、)オーナーの手札に加える」: one object."""
        said = f"{self.object(node.move.object)}を"
        clause = self.move(node.move)
        comma = "、" if self.own(node.comma) else ""
        where = f"{said}{self.zone(node.instead_of)}に置く代わりに{comma}"
        return Clause(where + clause.head.removeprefix(said), clause.verb)

    def votes(self, node: ast.Votes) -> str:
        return f"「{self.own(node.written, node.choice)}」１票"

    def ring_tempts(self, node: ast.RingTempts) -> Clause:
        return Clause("指輪があなたを誘惑", "する")

    def arrange(self, node: ast.Arrange) -> Clause:
        rest = "もう１枚" if node.other else "残り"
        order = ORDERS.get(node.order or "", "")
        if node.chosen.name == "battlefield":  # 「１枚をタップ状態で戦場に出し、…手札に加える」
            tapped = "タップ状態で" if node.tapped else ""
            verb = "出し" if self.own(node.chosen_verb, True) else ""
            rest = f"{rest}を{self.zone(node.rest)}に{order}"
            part = node.object  # 「１枚を」, without 「そのうち」: the only wording written
            elided = isinstance(part, ast.PartOf) and isinstance(part.object, ast.Ref)
            what = self.part_count(part) if elided else self.object(part)
            return Clause(f"{what}を{tapped}戦場に{verb}、{rest}", "加える")
        places = f"{self.zone(node.chosen)}に、{rest}を{self.zone(node.rest)}に{order}"
        return Clause(f"{self.object(node.object)}を{places}", "置く")

    def for_each(self, node: ast.ForEach) -> Clause:
        if self.declares_each(node):  # the players are in the target's declaration
            return self.step(node.effect)
        counted = node.objects
        if isinstance(counted, ast.ColorsSpent):  # converge
            comma = "" if self.own(node.no_comma, True) else "、"
            each = f"{self.colors_spent(counted)}につき{comma}"
            if isinstance(node.effect, ast.EntersWithCounters):
                return self.enters_with_counters(node.effect, each)
            return self.step(node.effect).prefixed(each)
        if isinstance(counted, ast.Votes):  # 「「時」１票につき、」
            comma = "" if self.own(node.no_comma) else "、"
            each = f"{self.votes(counted)}につき{comma}"
            return self.step(node.effect).prefixed(each)
        if isinstance(counted, ast.CountersOn | ast.RemovedCounters) and not self.own(node.inside):
            # 「それの上にある詩句カウンター１個につき、」
            comma = "" if self.own(node.no_comma) else "、"
            return self.step(node.effect).prefixed(f"{self.counted(counted)}につき{comma}")
        if isinstance(node.effect, ast.Sequence) or self.own(node.respectively):
            # 「…各カードにつきそれぞれ、AしBする」: every step after, once per object
            each = f"{self.counted(counted)}につきそれぞれ、"
            return self.step(node.effect).prefixed(each)
        if isinstance(counted, ast.Objects):  # 「平地１つにつき」
            counted = counted.model_copy(update={"quantifier": "a", "count": ast.Number(value=1)})
        counted = counted_ya(counted, "headless")  # 「…や…である１つにつき」
        if isinstance(counted, ast.Player) and counted.quantifier == "each":
            # 「対戦相手１人につき」
            counted = counted.model_copy(update={"quantifier": "a"})
        effect = node.effect
        if isinstance(effect, ast.EntersWithCounters) and self.own(node.inside):
            # 「〈名〉は、…１枚につき+1/+1カウンター１個が置かれた状態で戦場に出る」
            comma = "" if self.own(node.no_comma, True) else "、"
            return self.enters_with_counters(effect, f"{self.counted(counted)}につき{comma}")
        if isinstance(effect, ast.ModifyPT) and (node.inside or not self.surface):
            # 「〈名〉は、…１つにつき+1/+1の修整を受ける」
            each = f"{self.counted(counted)}につき"
            return self.continuous(
                effect, Clause(f"{each}{effect.power}/{effect.toughness}の修整を", "受ける")
            )
        if isinstance(effect, ast.DealDamage) and self.own(node.inside):
            # 「~はそれに、…１枚につき２点のダメージを与える」
            return self.deal_damage(effect, per=f"{self.counted(counted)}につき")
        if isinstance(effect, ast.CounterSpell) and effect.unless_player is not None:
            # 「そのコントローラーが…１枚につき(１)を支払わないかぎり、それを打ち消す」
            payer = self.render(effect.unless_player)
            unless = f"{payer}が{self.counted(counted)}につき{mana(effect.unless_paid or '')}"
            return Clause(f"{unless}を支払わないかぎり、{self.object(effect.object)}を", "打ち消す")
        if isinstance(effect, ast.PutCounters) and self.own(node.inside):
            # 「それの上に、…１体につき+1/+1カウンター１個を置く」
            upon = f"{self.upon(effect.object)}に"
            rest = self.step(effect.model_copy(update={"comma": False})).head.removeprefix(upon)
            return Clause(f"{upon}、{self.counted(counted)}につき{rest}", "置く")
        clause = self.step(effect)
        player = getattr(effect, "player", None)
        subject = self.subject(player, True) if player is not None else ""
        if self.own(node.inside) and subject and clause.head.startswith(subject):
            # 「あなたは、…１枚につき１点のライフを得る」: the counted objects after the subject
            rest = clause.head.removeprefix(subject)
            return Clause(f"{subject}{self.counted(counted)}につき{rest}", clause.verb)
        comma = "" if self.own(node.no_comma) else "、"
        return clause.prefixed(f"{self.counted(counted)}につき{comma}")

    def colors_spent(self, node: ast.ColorsSpent) -> str:
        """What converge counts: 「これを唱えるために支払われたマナの色１色」."""
        spell = node.object  # "spent to cast it": the permanent itself, 「これ」
        return f"{self.spent_to_cast(spell)}マナの色１色"

    def colors_spent_count(self, node: ast.ColorsSpentCount) -> str:
        """「この呪文を唱えるために支払われたマナの色の総数」 (「…の数」, 「…の種類数」 as
        written)."""
        word = self.own(node.number_word, "総数")
        return f"{self.spent_to_cast(node.object)}マナの色の{word}"

    def mana_spent_amount(self, node: ast.ManaSpentAmount) -> str:
        """「これを唱えるために支払われたマナの点数」, 「…支払われた(氷)の点数」."""
        spent = "マナ" if node.mana is None else mana(node.mana)
        return f"{self.spent_to_cast(node.object)}{spent}の点数"

    def spent_to_cast(self, spell: ast.Node) -> str:
        """「…を唱えるために支払われた」: 「これ」 for a reference to the permanent itself."""
        cast = "これ" if isinstance(spell, ast.Ref) else self.object(spell)
        return f"{cast}を唱えるために支払われた"

    def cast_from_zone(self, node: ast.CastFromZone) -> Clause:
        """「あなたの墓地から〈名〉を唱える」, 「〈名〉をあなたの墓地から唱える」."""
        place, obj = f"{self.zone(node.zone)}から", f"{self.object(node.object)}を"
        return Clause(obj + place if self.own(node.zone_after) else place + obj, "唱える")

    def play(self, node: ast.Play) -> Clause:
        if node.also_cast is not None and isinstance(node.also_cast, ast.Objects):
            # 「…から土地をプレイしたり呪文を唱えたりする」: the place once, first
            played = self.noun_phrase(node.object)
            cast = self.noun_phrase(node.also_cast.with_zone(None))
            among = self.from_among(node.among) if node.among is not None else ""
            return Clause(f"{among}{played}をプレイしたり{cast}を唱えたり", "する")
        verb = "唱える" if node.cast_only else "プレイする"
        free = f"{self.own(node.cost_owner, '')}マナ・コストを支払うことなく" if node.free else ""
        if node.as_flash:  # 「…を、それが瞬速を持っているかのように」
            subject = self.own(node.flash_subject, "それが")
            free += ("、" if free else "") + f"{subject}瞬速を持っているかのように"
        comma = "、" if self.own(node.comma) else ""
        head = f"{self.render(node.duration)}、" if node.duration else ""
        if self.own(node.object_in_cost):  # 「それのマナ・コストを支払うことなくプレイする」
            return Clause(f"{head}{free}", verb)
        obj, place = node.object, ""
        zone = obj.in_zone() if isinstance(obj, ast.Objects) else None
        if zone is not None and self.own(node.zone_after):  # 「…を、あなたの手札から唱える」
            obj, place = obj.with_zone(None), self.in_zone(zone)
        return Clause(f"{head}{self.object(obj)}を{comma}{place}{free}", verb)

    def finish_voting(self, node: ast.FinishVoting) -> Clause:
        players = "すべてのプレイヤー" if self.own(node.all_written, True) else "プレイヤー"
        return Clause(f"{players}が投票を完了", "する")
