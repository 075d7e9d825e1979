"""Japanese for :mod:`scryc.ast.object_actions`: damage, 「…を破壊する」, moving objects between
zones, counters placed.
"""

from __future__ import annotations

from typing import Any

from ... import ast
from .conjugate import Clause
from .words import ORDERS, counters_noun, mana


class JapaneseObjectActions:
    """Japanese object actions: a part of ``JapaneseRenderer``."""

    def sacrifice(self, node: ast.Sacrifice) -> Clause:
        obj = node.object
        if self.own(node.count_after) and isinstance(obj, ast.Objects):  # 「エルフを１体」
            what = f"{self.noun_phrase(obj)}を{self.quantity(obj, obj.filter)}"
        else:
            what = f"{self.object(obj)}を"
        return self.acts(node.player, f"{what}生け贄に", "捧げる")

    def deal_damage(self, node: ast.DealDamage, per: str = "") -> Clause:
        """The damage clause; ``per`` 「…１枚につき」 comes before the amount."""
        source = self.object(node.source) + ("は、" if self.own(node.comma) else "は")
        recipient = self.object(node.recipient) + "に"
        if node.divided and self.own(node.divided_first):  # 「４点分を割り振る。…」
            total = f"{self.amount(node.amount)}点分を{node.divided_by}"
            said = f"{total}{'望むように' if node.divided_by else ''}割り振る。"
            return Clause(f"{said}{source}{recipient}その割り振った点数のダメージを", "与える")
        if isinstance(node.recipient, ast.Ref) and node.recipient.elided:  # 「代わりに…」
            recipient = ""
            if isinstance(node.source, ast.Ref) and node.source.elided and self.surface:
                source = ""
        each = "それぞれ" if self.distributive(node.recipient) else ""
        each += "、" if self.own(node.recipient_comma) else ""
        equal = self.equal_to(node.amount, "点数")
        more = "".join(f"、{self.damage_to(m)}" for m in node.more)
        points = f"{per}{self.amount(node.amount)}点{more}"
        damage = f"{equal}ダメージを" if equal else f"{points}のダメージを"
        if node.divided:
            written = node.divided_by if self.surface else None
            chooser = "あなたの" if written is None else written
            damage += f"{chooser}望むように分割して"
        if self.own(node.damage_first):
            return Clause(f"{source}{damage}{recipient}", "与える")
        return Clause(f"{source}{recipient}{each}{damage}", "与える")

    def damage_to(self, node: ast.DamageTo) -> str:
        """「後者に１点」: more damage from the same source, after 「、」."""
        return f"{self.object(node.recipient)}に{self.amount(node.amount)}点"

    def object_verb(self, node: Any, verb: str) -> Clause:
        """「<object>を破壊する」; an unwritten object (それ) is left out."""
        subject = node.object
        if isinstance(subject, ast.Ref) and subject.elided and self.surface:
            return Clause("", verb)
        if isinstance(subject, ast.Objects) and subject.random:  # 「…を無作為に選んで」
            pick = "無作為に選んで" if self.own(subject.random_chosen, True) else "無作為に"
            plain = subject.model_copy(update={"random": False, "random_chosen": False})
            return Clause(f"{self.object(plain)}を{pick}", verb)
        counted = isinstance(subject, ast.Objects) and subject.quantifier in ("a", "up to")
        if counted and self.own(subject.count_last):  # 「…を１枚」, 「…を最大２枚まで」
            plain = subject.model_copy(update={"count_last": False, "bare": True})
            count = self.quantity(subject, subject.filter)
            after = "まで" if subject.quantifier == "up to" else ""
            return Clause(f"{self.object(plain)}を{count}{after}", verb)
        return Clause(f"{self.object(subject)}を", verb)

    def attach(self, node: ast.Attach) -> Clause:
        return Clause(f"{self.object(node.object)}を{self.object(node.to)}に", "つける")

    def destroy(self, node: ast.Destroy) -> Clause:
        return self.object_verb(node, "破壊する")

    def regenerate(self, node: ast.Regenerate) -> Clause:
        return self.object_verb(node, "再生する")

    def exile(self, node: ast.Exile) -> Clause:
        clause = self.object_verb(node, "追放する")
        if node.counters is not None:  # 「それを時間カウンター３個が置かれた状態で追放する」
            clause = Clause(clause.head + self.with_counters(node.counters), clause.verb)
        if node.face_down:  # 「それを裏向きで追放する」
            how = "裏向きに" if self.own(node.face_down_ni) else "裏向きで"
            clause = Clause(clause.head + how, clause.verb)
        if node.from_zone is not None:
            clause = clause.prefixed(f"{self.zone(node.from_zone)}から")
        if node.until_leaves is not None:
            comma = "、" if self.own(node.until_comma, True) else ""
            clause = clause.prefixed(f"{self.object(node.until_leaves)}が戦場を離れるまで{comma}")
        if node.instead_of is not None:  # 「それをオーナーの墓地に置く代わりに追放する」
            return Clause(
                f"{self.object(node.object)}を{self.zone(node.instead_of)}に置く代わりに",
                "追放する",
            )
        if node.player is not None:  # 「そのプレイヤーは自分の手札からカード２枚を追放する」
            clause = clause.prefixed(self.subject(node.player))
        return clause

    def counter_spell(self, node: ast.CounterSpell) -> Clause:
        clause = self.object_verb(node, "打ち消す")
        if node.unless_player is not None and node.unless_paid:
            payer = self.render(node.unless_player)
            clause = clause.prefixed(f"{payer}が{mana(node.unless_paid)}を支払わないかぎり、")
        return clause

    def tap(self, node: ast.Tap) -> Clause:
        return self.object_verb(node, "タップする")

    def untap(self, node: ast.Untap) -> Clause:
        return self.object_verb(node, "アンタップする")

    def tap_or_untap(self, node: ast.TapOrUntap) -> Clause:
        return self.object_verb(node, "タップまたはアンタップする")

    def move(self, node: ast.Move) -> Clause:
        clause = self.move_clause(node)
        if node.player is not None:  # 「それのオーナーはそれを…に置く」
            clause = clause.prefixed(self.subject(node.player))
        if node.from_zone is not None:  # 「あなたの墓地から…を戻す」
            clause = clause.prefixed(f"{self.zone(node.from_zone)}から")
        return clause

    def move_clause(self, node: ast.Move) -> Clause:
        to = node.to
        if to.name == "battlefield":
            where = "タップ状態で" if node.tapped else ""
            if node.tapped and node.attacking and self.own(node.attacking_joined, "かつ") == "かつ":
                where = "タップ状態かつ"
            joined = node.transformed and node.counters and self.own(node.transformed_joined)
            if node.transformed and not joined:
                where += "変身させた状態で"
            if node.attacking:
                where += "攻撃している状態で"
            control = f"{self.possessive(to.owner)}コントロール下で" if to.owner else ""
            # 「最終カウンター１個が置かれた状態で」, before or after the controller
            placed = self.with_counters(node.counters) if node.counters else ""
            if joined:  # 「…コントロール下で変身させた状態かつ最終カウンター…」
                control += "変身させた状態かつ"
                where += control + placed
                verb = "戻す" if node.verb == "return" else "出す"
                return Clause(f"{self.object_verb(node, '').head}{where}戦場に", verb)
            if node.attached_to is not None:  # 「(…コントロール下で)~につけた状態で」
                done = "ついた" if self.own(node.attached_written) else "つけた"
                where += f"{control}{self.object(node.attached_to)}に{done}状態で"
            elif self.own(node.control_first):  # 「あなたのコントロール下でタップ状態で」
                where = control + where
            else:
                where += control + placed if self.own(node.counters_last) else placed + control
            verb = "戻す" if node.verb == "return" else "出す"
            return Clause(f"{self.object_verb(node, '').head}{where}戦場に", verb)
        verb = "戻す" if node.verb == "return" or node.verb is None else "置く"
        if node.verb == "put" and to.name == "hand":
            verb = "加える"
        clause = self.object_verb(node, "")
        order = ORDERS.get(node.order or "", "")
        return Clause(f"{clause.head}{self.zone(to)}に{order}", verb)

    def with_counters(self, node: ast.WithCounters) -> str:
        """「最終カウンター１個が置かれた状態で」."""
        return self.placed_counters(node) + "状態で"

    def placed_counters(self, node: ast.WithCounters | ast.EntersWithCounters) -> str:
        """「+1/+1カウンター１個が置かれた」, with 「追加」 where the text says it."""
        counters = self.counters(node.amount, node.counter).removesuffix("を")
        if isinstance(node, ast.EntersWithCounters) and self.equal_counted(node.amount):
            counters = f"{self.amount(node.amount)}に等しい個数の{counters_noun(node.counter)}"
        if not node.additional:
            return f"{counters}が置かれた"
        at = self.own(node.additional_ja, "after_kind")
        if at == "before":
            return f"追加で{counters}が置かれた"
        if at == "adjective":
            return f"追加の{counters}が置かれた"
        if at == "after_amount":
            return f"{counters}が追加で置かれた"
        noun = counters_noun(node.counter)
        return f"{noun}が追加で{counters.removeprefix(noun)}置かれた"

    def counters(self, amount: ast.Node, kind: str | None) -> str:
        if isinstance(amount, ast.All | ast.ChosenNumber):  # 「すべての…」, 「望む数の…」
            return f"{self.amount(amount)}の{counters_noun(kind)}を"
        if self.equal_counted(amount):
            return f"{self.amount(amount)}に等しい数の{counters_noun(kind)}を"
        return f"{counters_noun(kind)}{self.amount(amount)}個を"

    def equal_counted(self, amount: ast.Node) -> bool:
        """Counters written 「…に等しい数の」: a computed amount, or 「その点数」 (not all, any
        number, a number, X or 「それら」)."""
        if isinstance(amount, ast.All | ast.ChosenNumber):
            return False
        written_unit = isinstance(amount, ast.Ref) and self.own(amount.unit)  # 「その点数に」
        return bool(written_unit) or not isinstance(amount, ast.Number | ast.Variable | ast.Ref)

    def distributive(self, node: ast.Node) -> bool:
        """Whether each of several objects gets its own share: 「各クリーチャーにそれぞれ」."""
        if isinstance(node, ast.ObjectList):
            return any(self.distributive(i) for i in node.items)
        if isinstance(node, ast.Objects | ast.Player):  # 「各対戦相手にそれぞれ」
            return node.quantifier == "each"
        return isinstance(node, ast.Ref) and node.plural and not node.noun

    def fight(self, node: ast.Fight) -> Clause:
        return Clause(f"{self.object(node.object)}は{self.object(node.other)}と格闘を", "行う")

    def choose_new_targets(self, node: ast.ChooseNewTargets) -> Clause:
        return self.acts(node.player, f"{self.possessive(node.object)}新しい対象を", "選ぶ")

    def put_back(self, node: ast.PutBack) -> Clause:
        return Clause(f"{self.object(node.object)}を{ORDERS[node.order]}", "戻す")

    def unattach(self, node: ast.Unattach) -> Clause:
        origin = f"{self.object(node.from_object)}から" if node.from_object else ""
        return Clause(f"{origin}{self.object(node.object)}を", "はずす")

    def remove_from_combat(self, node: ast.RemoveFromCombat) -> Clause:
        return Clause(f"{self.object(node.object)}を戦闘から", "取り除く")

    def phase_out(self, node: ast.PhaseOut) -> Clause:
        return Clause(f"{self.object(node.object)}はフェイズ・アウト", "する")

    def endure(self, node: ast.Endure) -> Clause:
        return Clause(f"{self.object(node.object)}は闘魂{self.amount(node.amount)}を", "行う")

    def double_pt(self, node: ast.DoublePT) -> Clause:
        duration = f"{self.render(node.duration)}、" if node.duration else ""
        stats = {"power": "パワー", "toughness": "タフネス"}.get(node.stats, "パワーとタフネス")
        return Clause(f"{duration}{self.possessive(node.object)}{stats}を２倍に", "する")

    def turn_face_up(self, node: ast.TurnFaceUp) -> Clause:
        return Clause(f"{self.object(node.object)}を表向きに", "する")

    def turn_face_down(self, node: ast.TurnFaceDown) -> Clause:
        return Clause(f"{self.object(node.object)}を裏向きに", "する")

    def explore(self, node: ast.Explore) -> Clause:
        return Clause(f"{self.object(node.object)}は探検を", "行う")
