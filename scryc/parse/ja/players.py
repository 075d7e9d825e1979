"""Japanese builder methods of the players family (``scryc.ast.players``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError
from .base import Prefix, only_one


class Players:
    """The Japanese builder's players methods."""

    def player_noun_possessive(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「対戦相手の」: "an opponent's"."""
        return ast.Player.model_construct(quantifier="a", noun=children[0], span=self.span(meta))

    def attacked_by(self, meta: Meta, children: list[Any]) -> ast.AttackedBy:
        """「それが攻撃しているプレイヤーかプレインズウォーカー」 (「…や…」 as written): the
        attacker 「それ」, 「これ」 or 「そのクリーチャー」, read from the one token."""
        written = self.text[meta.start_pos : meta.end_pos]
        attacker_text = written.split("が", 1)[0]
        end = meta.start_pos + len(attacker_text)
        span = ast.span_at(meta.start_pos, end)
        attacker: Any
        if attacker_text == "これ":
            attacker = ast.SelfRef.model_construct(pronoun=True, span=span)
        else:
            noun = "creature" if attacker_text == "そのクリーチャー" else None
            attacker = ast.Ref.model_construct(noun=noun, span=span)
        return ast.AttackedBy.model_construct(
            attacker=attacker, ya_written="やプレインズウォーカー" in written, span=self.span(meta)
        )

    def player_or_controller(self, meta: Meta, children: list[Any]) -> ast.PlayerOrController:
        """「そのプレイヤーかそのプレインズウォーカーのコントローラー」 (one token)."""
        span = self.span(meta)
        noun = "permanent" if "パーマネント" in self.source(meta) else "planeswalker"
        permanent = ast.Ref.model_construct(noun=noun, span=span)
        return ast.PlayerOrController.model_construct(
            player=ast.Player.model_construct(quantifier="that", noun="player", span=span),
            controller=ast.ControllerOf.model_construct(object=permanent, span=span),
            span=span,
        )

    def defending(self, meta: Meta, children: list[Any]) -> str:
        """「防御プレイヤー」: "defending player"."""
        return "defending"

    def acting_you(self, meta: Meta) -> ast.You:
        source = self.source(meta)
        return ast.You.model_construct(
            written=source.startswith("あなたは"), comma=source.startswith("あなたは、")
        )

    def player_desc(self, meta: Meta, children: list[Any]) -> ast.Player:
        prefix, noun = children  # 「各」 or 「エンチャントしている」 (an attachment)
        after = self.text[meta.end_pos :]
        comma = after.startswith("は、")
        rest = after.removeprefix("は、" if comma else "は")
        quantifier = prefix.word if isinstance(prefix, Prefix) else prefix
        every = quantifier == "すべての"  # "all players" (English words it "each player")
        return ast.Player.model_construct(
            quantifier="all" if every else quantifier,
            every_written=every,
            noun=noun,
            respectively=rest.startswith("それぞれ"),
            comma=comma,
            each_comma=rest.startswith("それぞれ、"),
            span=self.span(meta),
        )

    def player_other(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「あなたでない各プレイヤー(はそれぞれ)」, 「あなた以外の各プレイヤー」: but you."""
        node = self.player_desc(meta, [Prefix("each"), "player"])
        written = self.source(meta).split("各")[0]
        return node.model_copy(update={"other": True, "other_written": written})

    def player_other_written(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「他の各プレイヤー」, 「他のすべてのプレイヤー」: "each other player"."""
        node = self.player_desc(meta, [Prefix("each"), "player"])
        written = self.source(meta).removesuffix("プレイヤー").removesuffix("各")
        return node.model_copy(update={"other": True, "other_written": written})

    def player_declined(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「そうしなかった各対戦相手(はそれぞれ)」: as 「各対戦相手」, those who declined."""
        node = self.player_desc(meta, [Prefix("each"), children[0]])
        return node.model_copy(update={"declined": True})

    def player_voted(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「あなたと同じ選択に投票した各対戦相手(はそれぞれ)」: as 「各対戦相手」, by vote."""
        node = super().player_voted(meta, children)
        if node.quantifier == "all":
            return node
        each = self.player_desc(meta, [Prefix("each"), node.noun])
        return each.model_copy(update={"voted": node.voted})

    def player_controls(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「白のクリーチャーをコントロールしている各プレイヤー(はそれぞれ)」: as 「各プレイヤー」,
        those who control one of these (「コントロールする」 as well)."""
        objects, noun = children
        each = self.player_desc(meta, [Prefix("each"), noun])
        return each.model_copy(update={"controls": objects})

    def player_that(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「そのプレイヤー」; 「そのプレイヤーは、」 keeps its comma."""
        comma = self.text[meta.end_pos :].startswith("は、")
        return ast.Player.model_construct(
            quantifier="that", noun=children[0], comma=comma, span=self.span(meta)
        )

    def player_one(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「対戦相手１人」: one player (「プレイヤー２人」 is two, which the AST cannot say)."""
        only_one(self, meta, children[1:], "players")
        noun = children[0]
        return ast.Player.model_construct(quantifier="a", noun=noun, span=self.span(meta))

    def player_one_yours(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「あなたの対戦相手１人」: "one of your opponents"."""
        only_one(self, meta, children, "players")
        return ast.Player.model_construct(
            quantifier="a", noun="opponent", your_written=True, span=self.span(meta)
        )

    def player_any_one(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「いずれかの対戦相手」: "an opponent"."""
        return ast.Player.model_construct(
            quantifier="a", noun=children[0], any_written=True, span=self.span(meta)
        )

    def player_bare(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「プレイヤー」, 「対戦相手」 with no count, what damage is dealt to: "a player"."""
        return ast.Player.model_construct(
            quantifier="a", noun=children[0], bare_written=True, span=self.span(meta)
        )

    def player_any(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「いずれのプレイヤー(も)」: "any player"."""
        comma = self.text[meta.end_pos :].startswith("も、")
        return ast.Player.model_construct(
            quantifier="any", noun=children[0], comma=comma, span=self.span(meta)
        )

    def player_any_which(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「どのプレイヤー(も)」 (one token): "any player"."""
        return self.player_any(meta, ["player"])

    def has_more(self, meta: Meta, children: list[Any]) -> ast.HasMore:
        """「対戦相手１人のライフがあなたより多い」, 「あなたの手札のカードの枚数がどの対戦相手
        よりも多い」 (「あなたの」 of the life read as words)."""
        *owner, than = [c for c in children if not isinstance(c, str)]
        names = [c for c in children if isinstance(c, str)]
        if names and names[0] not in ("hand", "手札"):
            raise ParseError("only a hand is counted here", text=self.text, offset=meta.start_pos)
        written = names[1:]
        source = self.source(meta)
        return ast.HasMore.model_construct(
            player=owner[0] if owner else ast.You.model_construct(),
            quantity="hand" if names else "life",
            than=than,
            hand_written=written[0] if written else None,
            than_mo="よりも" in source,
            than_any_written="どの" in source,
            span=self.span(meta),
        )

    def hand_written(self, meta: Meta, children: list[Any]) -> str:
        """「(手札)のカードの枚数」: how a hand's size is written."""
        return "手札のカードの枚数"

    def than_any(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「どの対戦相手(よりも)」: "(than) each opponent"."""
        return ast.Player.model_construct(quantifier="each", noun=children[0], span=self.span(meta))

    def owner_of(self, meta: Meta, children: list[Any]) -> ast.OwnerOf:
        obj = children[0] if children else ast.Ref.model_construct()
        return ast.OwnerOf.model_construct(
            object=obj, of_written=bool(children), span=self.span(meta)
        )
