"""Japanese for :mod:`scryc.ast.amounts`: numbers, X, references, 「すべて」, sums."""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import CHOSEN, PAIR_ROLES
from .words import digits, term


class JapaneseAmounts:
    """Japanese amounts: a part of ``JapaneseRenderer``."""

    def amount(self, node: ast.Node) -> str:
        return self.render(node)

    def number(self, node: ast.Number) -> str:
        return digits(node.value)

    def colors_of(self, node: ast.ColorsOf) -> str:
        """「それの色１色」, 「自身の色１色」, 「その色１色」: one color at a time (「…につき」)."""
        if self.that_written(node.object):
            return "その色１色"
        return f"{self.possessive(node.object)}色１色"

    def variable(self, node: ast.Variable) -> str:
        return digits(node.name)

    def any_number(self, node: ast.AnyNumber) -> str:
        """ "a number of cards", which Japanese leaves unsaid: 「(あなたが)占術を行う」."""
        return ""

    def all(self, node: ast.All) -> str:
        """「すべて」, as in 「それの上からすべての+1/+1カウンターを取り除く」."""
        return "すべて"

    def chosen_number(self, node: ast.ChosenNumber) -> str:
        """「望む数」, as in 「望む数の蓄積カウンター」."""
        return "望む数"

    def times(self, node: ast.Times) -> str:
        """「…の２倍」."""
        return f"{self.amount(node.amount)}の{digits(node.factor)}倍"

    def half(self, node: ast.Half) -> str:
        """「…の端数を切り捨てた半分」."""
        rounded = "切り上げた" if node.rounded == "up" else "切り捨てた"
        return f"{self.amount(node.amount)}の端数を{rounded}半分"

    def life_changed(self, node: ast.LifeChanged) -> str:
        """「あなたがこのターンに得たライフの点数」 (「このターンに」 first, as written)."""
        subject = f"{self.clause_subject(node.player)}が"
        order = f"このターンに{subject}" if self.own(node.turn_first) else f"{subject}このターンに"
        return f"{order}{'失った' if node.event == 'lost' else '得た'}ライフの点数"

    def plus(self, node: ast.Plus) -> str:
        """「…に１を足した値」: the number is added to the other side."""
        left, right = node.left, node.right
        if isinstance(left, ast.Number) and not isinstance(right, ast.Number):
            left, right = right, left
        return f"{self.amount(left)}に{self.amount(right)}を{self.own(node.written, '足した値')}"

    def equal_to(self, amount: ast.Node, unit: str) -> str | None:
        """「…に等しい点数の」 for an amount that is not a number."""
        if isinstance(amount, (ast.Number, ast.Variable)):
            return None
        if isinstance(amount, ast.Ref) and amount.noun == "number":
            return f"{self.ref(amount)}に等しい{unit}の"
        return f"{self.amount(amount)}に等しい{unit}の"

    def ref(self, node: ast.Ref) -> str:
        if self.own(node.written):  # 「その前者」, 「前者」
            return node.written
        if self.own(node.determiner) in PAIR_ROLES:  # 「その前者」: the first of two targets
            return f"{'それらの' if node.plural else 'その'}{node.determiner}"
        if self.own(node.determiner) == CHOSEN:
            return f"その{CHOSEN}{term(node.noun)}"  # 「その選んだカード」
        if node.reflexive:  # 「自身」, 「それ自身」, 「自分自身」
            return f"{self.own(node.determiner, '')}自身"
        if node.noun == "number":
            return f"その{self.own(node.unit, '枚数')}"
        if node.noun and " or " in node.noun:  # 「そのパーマネントかプレイヤー」
            first, second = node.noun.split(" or ")
            joiner = "や" if node.noun == "spell or ability" else "か"
            return f"その{term(first)}{joiner}{term(second)}"
        if node.sacrificed:
            that = "その" if self.own(node.determiner) == "その" else ""
            verb = "捧げた" if self.own(node.sacrificed_active) else "捧げられた"
            return f"{that}生け贄に{verb}{term(node.noun)}"
        if node.exiled:
            exiled = "追放された" if self.own(node.exiled_past) else "追放されている"
            return f"{'それらの' if node.plural else 'その'}{exiled}{term(node.noun)}"
        if node.noun and node.noun != "player":
            return f"{'それらの' if node.plural else 'その'}{term(node.noun)}"
        return "それら" if node.plural else "それ"
