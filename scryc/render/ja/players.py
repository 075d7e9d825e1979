"""Japanese for :mod:`scryc.ast.players`: 「あなた」, 「対戦相手１人」, 「それのオーナー」."""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import OWN
from .words import term


class JapanesePlayers:
    """Japanese players: a part of ``JapaneseRenderer``."""

    def you(self, node: ast.You) -> str:
        return "あなた"

    def your_team(self, node: ast.YourTeam) -> str:
        return "あなたのチーム"

    def player(self, node: ast.Player) -> str:
        noun = term(node.noun)
        if node.attacked:
            return f"攻撃されている{noun}"
        if node.declined:
            return f"そうしなかった各{noun}"
        if node.controls is not None:  # 「白のクリーチャーをコントロールしている各プレイヤー」
            return f"{self.noun_phrase(node.controls)}をコントロールしている各{noun}"
        if node.voted is not None:  # 「あなたと同じ選択に投票した各対戦相手」
            choice = "同じ" if node.voted == "same" else "異なる"
            each = "" if node.quantifier == "all" else "各"
            return f"あなたと{choice}選択に投票した{each}{noun}"
        if node.other and self.own(node.other_written) == "他のすべての":
            return f"他のすべての{noun}"
        if node.other:  # 「あなたでない各プレイヤー」, 「他の各プレイヤー」
            return f"{self.own(node.other_written, 'あなたでない')}各{noun}"
        if node.quantifier == "each":
            return f"各{noun}"
        if node.quantifier == "that":
            return f"その{noun}"
        if node.quantifier == "a" and self.own(node.any_written):
            return f"いずれかの{noun}"
        if node.quantifier == "a" and self.own(node.bare_written):
            return noun
        if node.quantifier == "a" and node.your_written:  # 「あなたの対戦相手１人」
            return f"あなたの{noun}１人"
        if node.quantifier in ("target", "a"):
            return f"{noun}１人"
        if node.quantifier == "any":
            return f"いずれの{noun}"
        if node.quantifier == "enchanted":
            return f"エンチャントしている{noun}"
        if node.quantifier == "defending":
            return f"防御{noun}"
        if node.quantifier == "all" and self.own(node.every_written):
            return f"すべての{noun}"
        if node.quantifier == "all" and self.own(node.your_written):  # 「あなたの対戦相手」
            return f"あなたの{noun}"
        return noun

    def owner_of(self, node: ast.OwnerOf) -> str:
        """「オーナー」, or 「それのオーナー」 as written (and for a declared target)."""
        if self.own(node.of_written) or not isinstance(node.object, ast.Ref):
            return f"{self.possessive(node.object)}オーナー"
        return "オーナー"

    def controller_of(self, node: ast.ControllerOf) -> str:
        return f"{self.possessive(node.object)}コントローラー"

    def actor_possessive(self, player: ast.Node) -> str:
        """The acting player's own: 「あなたの」 when you act, else 「自分の」
        (「自分のライブラリー」)."""
        return "あなたの" if isinstance(player, ast.You) else "自分の"

    def possessive(self, node: ast.Node) -> str:
        """「あなたの」, 「それの」, 「オーナーの」, 「<name>の」."""
        if isinstance(node, ast.OwnerOf):
            return "オーナーの"
        if isinstance(node, ast.Ref) and self.own(node.determiner) == OWN:
            return "自身の"
        if isinstance(node, ast.Ref) and node.noun == "player":
            if self.own(node.determiner) == "その":
                return "そのプレイヤーの"  # "their hand" written 「そのプレイヤーの手札」
            if node.determiner is None:
                return "自分の"  # "their hand": the acting player's own
        return f"{self.object(node)}の"

    def player_or_controller(self, node: ast.PlayerOrController) -> str:
        """「そのプレイヤーかそのプレインズウォーカーのコントローラー」."""
        return f"{self.object(node.player)}か{self.object(node.controller)}"

    def attacked_by(self, node: ast.AttackedBy) -> str:
        """「それが攻撃しているプレイヤーかプレインズウォーカー」."""
        joint = "や" if self.own(node.ya_written) else "か"
        return f"{self.object(node.attacker)}が攻撃しているプレイヤー{joint}プレインズウォーカー"

    def has_more(self, node: ast.HasMore) -> str:
        """「対戦相手１人のライフがあなたより多い」, 「あなたの手札のカードの枚数がどの対戦相手
        よりも多い」."""
        than = self.object(node.than)
        if self.own(node.than_any_written) and isinstance(node.than, ast.Player):
            than = f"どの{term(node.than.noun)}"
        than += "よりも" if self.own(node.than_mo) else "より"
        quantity = "ライフ" if node.quantity == "life" else self.own(node.hand_written) or "手札"
        return f"{self.possessive(node.player)}{quantity}が{than}多い"

    def clause_subject(self, node: ast.Node) -> str:
        """A player or object before 「が」 in a relative clause: "an opponent" is the bare
        noun (「対戦相手がコントロールしている」, 「対戦相手が唱えた」)."""
        if isinstance(node, ast.Player) and node.quantifier == "a":
            return term(node.noun)
        if isinstance(node, ast.Ref) and node.noun == "player" and node.determiner is None:
            return "自分"  # 「自分がコントロールしている」: "they control"
        return self.object(node)

    def you_and(self, node: ast.YouAnd) -> str:
        """「あなたとそのプレイヤー」 (as the subject of a clause: 「…がコントロールしている」)."""
        return f"あなたと{'、' if self.own(node.comma) else ''}{self.object(node.player)}"
