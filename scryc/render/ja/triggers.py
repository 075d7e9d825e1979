"""Japanese for :mod:`scryc.ast.triggers`: a trigger event as a clause before 「とき」/「たび」."""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import FIRST, OBJECT_VERBS
from ..base import ONE_CLAUSE_EITHER, ONE_OBJECT_EITHER, RenderError
from .conjugate import Clause, Form
from .words import STEPS, counters_noun, digits, player_verb, term

ORDINALS = {1: "１つ目", 2: "２つ目", 3: "３つ目"}

#: Triggers whose 「…とき」 keeps the verb in the present, as printed cards write them:
#: 「…によって、あなたがこのカードを捨てるとき」 (six cards; one writes 「捨てたとき」).
PRESENT_WHEN = frozenset({"causes_discard"})


class JapaneseTriggers:
    """Japanese triggers: a part of ``JapaneseRenderer``."""

    def trigger_head(self, trigger: ast.Node, word: str) -> str:
        """A trigger with its 「とき」/「たび」 (an "at" step trigger has its own 「…に」)."""
        if isinstance(trigger, ast.AtStep):
            return self.trigger_text(trigger)
        if word == "when":
            form = "final" if trigger.kind in PRESENT_WHEN else "past"
            return self.trigger_text(trigger, form) + "とき"
        return self.trigger_text(trigger) + "たび"

    def each_its_own(self, node: ast.AnyOfTriggers) -> bool:
        """Whether alternative triggers are written each with its own 「とき」/「たび」 (not one
        object's two events, 「…が戦場に出たか死亡した」, nor 「占術か諜報を行う」)."""
        kinds = [t.kind for t in node.triggers]
        return bool(node.again) or kinds not in ONE_CLAUSE_EITHER

    def trigger_text(self, node: ast.Node, form: Form = "final") -> str:
        """A trigger event with its verb in ``form``; one object's two events share it
        (「…が戦場に出たか死亡した」)."""
        kinds = [t.kind for t in node.triggers] if isinstance(node, ast.AnyOfTriggers) else []
        if kinds in ONE_OBJECT_EITHER:
            first, second = (self.trigger(t) for t in node.triggers)  # type: ignore[attr-defined]
            if isinstance(node.triggers[1].object, ast.HauntedCreature):  # type: ignore[attr-defined]
                return f"{first.text('final')}か{second.text(form)}"  # 「…が戦場に出るかそれが…」
            subject = f"{self.object(node.triggers[0].object)}が"  # type: ignore[attr-defined]
            if self.own(node.ja_joined) == "かする":  # type: ignore[attr-defined]
                second_text = second.text("final").removeprefix(subject)
                return f"{first.text('final')}か{second_text}か{Clause('', 'する').text(form)}"
            return f"{first.text(form)}か{second.text(form).removeprefix(subject)}"
        return self.trigger(node).text(form)

    def trigger(self, node: ast.Node) -> Clause:
        """A trigger event as a clause (「…が戦場に出る」): the kind's method in ``DISPATCH``."""
        method = self.DISPATCH.get(node.kind)
        if method is None:
            raise RenderError(f"no Japanese wording for the trigger {node.kind!r}")
        return method(self, node)

    def player_scries(self, node: ast.PlayerScries) -> Clause:
        return Clause("あなたが占術を", "行う")

    def counters_removed(self, node: ast.CountersRemoved) -> Clause:
        """「~が追放されている間にあなたがこれの上から…を取り除く」."""
        removal = self.remove_counters(node.removal)
        exiled = f"{self.object(node.removal.object)}が追放されている間に" * node.while_exiled
        if exiled and isinstance(node.removal.object, ast.SelfRef):  # named once, then 「これ」
            counters = self.counters(node.removal.amount, node.removal.counter)
            removal = Clause(f"これの上から{counters}", removal.verb)
        return Clause(f"{exiled}あなたが{removal.head}", removal.verb)

    def counters_put(self, node: ast.CountersPut) -> Clause:
        """「…の上に+1/+1カウンターが１個以上置かれる」, or the count before the counter."""
        count = "１個" if node.each_counter else "１個以上"
        counted = _counted(node.counter, count, self.own(node.count_written), "が", "after")
        return Clause(f"{self.object(node.object)}の上に{counted}", "置かれる")

    def player_puts_counters(self, node: ast.PlayerPutsCounters) -> Clause:
        """「あなたが…の上に１個以上のカウンターを置く」, the count where it is written."""
        who = "あなた" if isinstance(node.player, ast.You) else self.object(node.player)
        comma = "、" if self.own(node.comma) else ""
        counted = _counted(node.counter, "１個以上", self.own(node.count_written), "を", "before")
        return Clause(f"{who}が{comma}{self.object(node.object)}の上に{counted}", "置く")

    def chaos_ensues(self, node: ast.ChaosEnsues) -> Clause:
        return Clause("カオスが", "起こる")

    def set_in_motion(self, node: ast.SetInMotion) -> Clause:
        """「あなたがこの計略を実行に移す」: a scheme's ability (Archenemy)."""
        return Clause("あなたがこの計略を実行に", "移す")

    def rolls_die(self, node: ast.RollsDie) -> Clause:
        if node.highest:
            return Clause("あなたが振ったサイコロの出目がそのサイコロの最大の目で", "ある")
        return Clause("あなたが１個以上のサイコロを", "振る")

    def expends(self, node: ast.Expends) -> Clause:
        """「あなたが積算４を達成する」 (CR 700.14)."""
        return Clause(f"あなたが積算{digits(node.amount)}を達成", "する")

    def causes_discard(self, node: ast.CausesDiscard) -> Clause:
        """「<cause>によって、あなたが<object>を捨てる」."""
        comma = "、" if self.own(node.comma) else ""
        cause = self.object(node.cause)
        return Clause(f"{cause}によって{comma}あなたが{self.object(node.object)}を", "捨てる")

    def planeswalk_to(self, node: ast.PlaneswalkTo) -> Clause:
        return Clause(f"あなたが{self.object(node.object)}にプレインズウォーク", "する")

    def enters(self, node: ast.Enters) -> Clause:
        control = f"{self.possessive(node.controller)}コントロール下で" if node.controller else ""
        return Clause(f"{self.ga(node.object)}{control}戦場に", "出る")

    def enters_state(self, node: ast.EntersState) -> Clause:
        """「…がアンタップ状態で戦場に出る」, 「あなたのコントロール下で、…がタップ状態で…」."""
        control = f"{self.possessive(node.controller)}コントロール下で" if node.controller else ""
        state = "タップ状態で" if node.tapped else "アンタップ状態で"
        if control and self.own(node.control_first):
            return Clause(f"{control}、{self.ga(node.object)}{state}戦場に", "出る")
        return Clause(f"{self.ga(node.object)}{control}{state}戦場に", "出る")

    def dies(self, node: ast.Dies) -> Clause:
        if node.put_into_graveyard:
            return Clause(f"{self.ga(node.object)}戦場から墓地に", "置かれる")
        return Clause(f"{self.ga(node.object)}死亡", "する")

    def put_into_graveyard(self, node: ast.PutIntoGraveyard) -> Clause:
        """「…があなたの墓地に置かれる」, from a zone (written first where it was) or
        「いずこかから」."""
        origin = f"{self.zone(node.from_zone)}から" if node.from_zone is not None else ""
        origin = "いずこかから" if node.anywhere else origin
        what = self.ga(node.object)
        first = node.from_zone is not None and node.from_zone.name != "battlefield"
        head = origin + what if first else what + origin
        return Clause(f"{head}{self.zone(node.graveyard)}に", "置かれる")

    def put_into_exile(self, node: ast.PutIntoExile) -> Clause:
        """「…が追放領域に置かれる」, from a zone written first (the battlefield after the
        object), as :meth:`put_into_graveyard` writes it."""
        origin = f"{self.zone(node.from_zone)}から" if node.from_zone is not None else ""
        what = self.ga(node.object)
        first = node.from_zone is not None and node.from_zone.name != "battlefield"
        head = origin + what if first else what + origin
        return Clause(f"{head}追放領域に", "置かれる")

    def leaves_battlefield(self, node: ast.LeavesBattlefield) -> Clause:
        return Clause(f"{self.ga(node.object)}戦場を", "離れる")

    def leaves_zone(self, node: ast.LeavesZone) -> Clause:
        return Clause(f"{self.object(node.object)}が{self.zone(node.zone)}を", "離れる")

    def object_action(self, node: ast.ObjectAction) -> Clause:
        particle, verb = OBJECT_VERBS[node.action]
        return Clause(f"{self.object(node.object)}が{self.object(node.other)}{particle}", verb)

    def attacks(self, node: ast.Attacks) -> Clause:
        action = "ブロック" if node.blocks else "攻撃"
        blocked = f"{self.object(node.blocked)}を" if node.blocked is not None else ""
        saddled = "騎乗された状態で" if node.saddled else ""
        alone = "単独で" if node.alone else ""
        if node.together_with is not None:  # 「…と少なくとも２体の他のクリーチャーが攻撃する」
            together = self.object(node.together_with)
            return Clause(f"{self.object(node.object)}と{together}が{action}", "する")
        if node.unblocked:  # 「…が攻撃してブロックされない(たび)」, 「…されなかった(とき)」
            return Clause(f"{self.object(node.object)}が攻撃してブロックされ", "ない")
        return Clause(f"{self.ga(node.object)}{blocked}{saddled}{alone}{action}", "する")

    def any_of_triggers(self, node: ast.AnyOfTriggers) -> Clause:
        kinds = [t.kind for t in node.triggers]
        if kinds == ["attacks", "attacks"]:  # 「…が攻撃(する)かブロックする」
            attacks = "攻撃か" if self.own(node.one_verb) else "攻撃するか"
            if self.own(node.ja_joined) == "かする":  # 「…が攻撃するかブロックするかした」
                attacks += "ブロックするか"
                return Clause(f"{self.object(node.triggers[0].object)}が{attacks}", "する")
            return Clause(f"{self.object(node.triggers[0].object)}が{attacks}ブロック", "する")
        if kinds == ["attacks", "becomes_blocked"]:  # 「…がブロックするか…ブロックされた状態に…」
            blocks, blocked = node.triggers
            what = f"{self.object(blocks.blocked)}を" if blocks.blocked is not None else ""
            particle = self.own(blocked.by_written, "に")
            by = f"{self.object(blocked.by)}{particle}" if blocked.by is not None else ""
            comma = "、" if self.own(blocked.comma) else ""
            head = f"{self.object(blocked.object)}が{what}ブロックするか{comma}{by}"
            return Clause(f"{head}ブロックされた状態に", "なる")
        if kinds == ["player_scries", "player_action"]:
            return Clause("あなたが占術か諜報を", "行う")
        if kinds == ["dies", "put_into_exile"]:  # 「…が死亡するか戦場から追放領域に置かれる」
            what = self.ga(node.triggers[0].object)
            origin = "戦場から" if node.triggers[1].from_zone else ""  # type: ignore[attr-defined]
            return Clause(f"{what}死亡するか{origin}追放領域に", "置かれる")
        raise RenderError("no Japanese wording for these alternative triggers")

    def becomes_blocked(self, node: ast.BecomesBlocked) -> Clause:
        by = (
            f"{self.object(node.by)}{self.own(node.by_written, 'に')}"
            if node.by is not None
            else ""
        )
        return Clause(f"{self.object(node.object)}が{by}ブロックされた状態に", "なる")

    def becomes_target(self, node: ast.BecomesTarget) -> Clause:
        comma = "、" if self.own(node.comma) else ""
        if node.nth_each_turn == 1:  # valiant: 「各ターン内で初めて…の対象になるたび」
            comma += self.own(node.first_written, FIRST)
        elif node.nth_each_turn is not None:
            raise RenderError("no Japanese wording for an Nth time each turn")
        return Clause(
            f"{self.object(node.object)}が{comma}{self.noun_phrase(node.by)}の対象に", "なる"
        )

    def turned_face_up(self, node: ast.TurnedFaceUp) -> Clause:
        return Clause(f"{self.ga(node.object)}表向きに", "なる")

    def state_trigger(self, node: ast.StateTrigger) -> Clause:
        """A state trigger is its condition (「…が４個以上置かれている」) before 「とき」."""
        return Clause(self.condition(node.condition))

    def becomes_tapped(self, node: ast.BecomesTapped) -> Clause:
        return Clause(f"{self.object(node.object)}がタップ状態に", "なる")

    def tapped_for_mana(self, node: ast.TappedForMana) -> Clause:
        """「あなたがマナを引き出す目的で沼をタップする」, 「…が…目的でタップされる」."""
        if node.player is None:
            return Clause(f"{self.object(node.object)}がマナを引き出す目的でタップ", "される")
        who = "あなた" if isinstance(node.player, ast.You) else self.object(node.player)
        if isinstance(node.player, ast.Player) and self.own(node.bare_player):
            who = term(node.player.noun)  # 「プレイヤーが」
        what = f"{self.object(node.object)}を"
        if self.own(node.count_after) and isinstance(node.object, ast.Objects):
            counter = self.own(node.object.counter) or "つ"  # 「沼を１つ」
            what = f"{self.noun_phrase(node.object)}を１{counter}"
        return Clause(f"{who}がマナを引き出す目的で{what}タップ", "する")

    def object_event(self, node: ast.ObjectEvent) -> Clause:
        obj = self.object(node.object)
        if node.event in ("untapped", "monstrous"):
            state = "アンタップ状態" if node.event == "untapped" else "怪物的"
            return Clause(f"{obj}が{state}に", "なる")
        if node.event == "mutates":
            return Clause(f"{obj}が変容", "する")
        into = f"{self.object(node.into)}に" if node.into else ""
        return Clause(f"{obj}が{into}変身", "する")

    def deals_damage(self, node: ast.DealsDamage) -> Clause:
        to = f"{self.object(node.recipient)}に" if node.recipient else ""
        damage = "戦闘ダメージを" if node.combat else "ダメージを"
        return Clause(f"{self.object(node.object)}が{to}{damage}", "与える")

    def dealt_damage(self, node: ast.DealtDamage) -> Clause:
        damage = {"combat": "戦闘", "noncombat": "戦闘ダメージでない"}.get(node.damage or "", "")
        if self.own(node.received):
            return Clause(f"{self.object(node.object)}が{damage}ダメージを", "受ける")
        return Clause(f"{self.object(node.object)}に{damage}ダメージが", "与えられる")

    def dealt_excess_damage(self, node: ast.DealtExcessDamage) -> Clause:
        noncombat = "戦闘ダメージでない" if node.noncombat else ""
        return Clause(f"{self.ga(node.object)}{noncombat}余剰のダメージを", "受ける")

    def player_casts(self, node: ast.PlayerCasts) -> Clause:
        if node.on_opponents_turns and node.nth_each_turn == 1:
            return Clause("対戦相手の各ターン内で初めてあなたが呪文を", "唱える")
        if node.on_opponents_turns:
            raise RenderError("no Japanese wording for an nth spell on opponents' turns")
        if node.nth_each_turn is not None:
            ordinal = ORDINALS[node.nth_each_turn]
            turn = self.own(node.turn_written) or "各ターン内の"
            if not isinstance(node.player, ast.You):  # 「プレイヤーが…自分の２つ目の呪文」
                who = term(node.player.noun)
                return Clause(f"{who}が{turn}自分の{ordinal}の呪文を", "唱える")
            return Clause(f"あなたが{turn}あなたの{ordinal}の呪文を", "唱える")
        if isinstance(node.spell, ast.Objects) and node.spell.quantifier == "the next":
            return Clause(f"{self.cast_object(node.spell)}を", "唱える")  # 「…次に…を唱えた」
        spell = self.noun_phrase(node.spell)
        if spell.startswith("あなたが") or self.own(node.comma):  # 「あなたが、あなたが…」
            spell = "、" + spell
        if node.or_copies:
            return Clause(f"あなたが{spell}を唱えるかコピー", "する")
        if isinstance(node.player, ast.Player) and node.player.quantifier == "a":
            return Clause(f"{term(node.player.noun)}が{spell}を", "唱える")  # 「対戦相手が…」
        return Clause(f"あなたが{spell}を", "唱える")

    def player_action(self, node: ast.PlayerAction) -> Clause:
        if node.action == "draw" and node.nth_each_turn is not None:  # 「…２枚目のカードを引く」
            you = isinstance(node.player, ast.You)
            who, whose = ("あなた", "あなた") if you else (term(node.player.noun), "自分")
            nth = digits(node.nth_each_turn)
            turn = self.own(node.turn_written) or "各ターンの"
            return Clause(f"{who}が{turn}{whose}の{nth}枚目のカードを", "引く")
        if node.action == "attack":
            with_ = f"{self.object(node.object)}で" if node.object else ""
            return Clause(f"あなたが{with_}攻撃", "する")
        if node.action == "encounter":  # 「あなたが〈名〉に遭遇したとき」 (CR 312.2)
            return Clause(f"あなたが{self.object(node.object)}に遭遇", "する")
        verbs = [player_verb(a) for a in node.action.split(" or ")]
        what = f"{self.object(node.object)}を" if node.object else ""
        if self.own(node.unsaid_past):  # 「このカードをサイクリングしたとき」
            return Clause(f"{what}{verbs[-1].removesuffix('する')}", "した")
        one = isinstance(node.object, ast.Objects) and node.object.quantifier == "a"
        if one and node.object.count is None and self.own(node.count_after, len(verbs) > 1):
            counter = self.own(node.object.counter) or "枚"  # type: ignore[union-attr]
            what = (
                f"{self.noun_phrase(node.object)}を１{counter}"  # 「カードを１枚サイクリングする」
            )
        subject = "あなたが"
        if isinstance(node.player, ast.Player) and node.player.quantifier == "a":
            subject = f"{term(node.player.noun)}が"  # 「対戦相手がカード１枚を捨てるたび」
        elif not isinstance(node.player, ast.You):  # 「エンチャントしているプレイヤーが…」
            subject = f"{self.render(node.player)}が"
        who = f"{what}{subject}" if self.own(node.object_first) else f"{subject}{what}"
        if node.nth_each_turn == 1:  # 「あなたが各ターン最初に諜報を行うたび」
            who += self.own(node.first_written, FIRST)
        elif node.nth_each_turn is not None:
            raise RenderError("no Japanese wording for an action's Nth time each turn")
        return Clause(f"{who}{''.join(v + 'か' for v in verbs[:-1])}", verbs[-1])

    def scry_bottom(self, node: ast.ScryBottom) -> Clause:
        put = f"{self.object(node.object)}をあなたのライブラリーの一番下に置くことを"
        return Clause(f"占術をしている間にあなたが{put}", "選ぶ")

    def at_step(self, node: ast.AtStep) -> Clause:
        if node.step == "combat" and node.player is not None:
            return Clause("あなたのターンの戦闘の開始時に")
        if node.step == "end of combat":
            return Clause("戦闘終了時に")
        step = STEPS.get(node.step, node.step)
        if node.step == "postcombat main phase" and self.own(node.ordinal):
            step = "第２メイン・フェイズ"  # as written, for 「戦闘後メイン・フェイズ」
        if node.next == "first":  # 「(あなたの)最初のアップキープの開始時に」
            whose = self.possessive(node.player) if node.player is not None else ""
            return Clause(f"{whose}最初の{step}の開始時に")
        if node.next is not None:
            whose = self.possessive(node.player) if node.player is not None else ""
            turn = "ターンの" if node.next == "turn" else ""
            return Clause(f"{whose}次の{turn}{step}の開始時に")
        owner = "" if self.own(node.written) == "the" else "各"
        if node.player is not None:
            owner = self.possessive(node.player)
        return Clause(f"{owner}{step}の開始時に")


def _counted(counter: str | None, count: str, written: str | None, particle: str, at: str) -> str:
    """Counters of ``counter`` and their ``count`` in the order written (``at`` where not
    said): before the kind (「１個以上の…カウンターを」), after its noun (「…カウンター１個以上を」)
    or after the particle (「…カウンターを１個以上」)."""
    kind = counters_noun(counter)
    return {
        "before": f"{count}の{kind}{particle}",
        "noun": f"{kind}{count}{particle}",
        "after": f"{kind}{particle}{count}",
    }[written or at]
