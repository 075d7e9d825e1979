"""The builder methods of the players family (``scryc.ast.players``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import bare_player
from ..errors import ParseError


class CommonPlayers:
    """The players methods both builders share."""

    def they(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "they", "the player" / 「そのコントローラー」 in "If they do": that player, as
        written."""
        written = self.text[meta.start_pos : meta.end_pos]
        if written not in ("they", "the player", "そのコントローラー"):
            raise ParseError("expected 'they'", text=self.text, offset=meta.start_pos)
        return ast.Player.model_construct(quantifier="that", span=self.span(meta)), written

    @staticmethod
    def monarch_player(children: list[Any]) -> Any:
        """The player of a monarch phrase: "you" when none is written; 「対戦相手が」 (a bare
        player noun) is "an opponent"."""
        return bare_player(children[0]) if children else ast.You.model_construct(written=True)

    def your_team(self, meta: Meta, children: list[Any]) -> ast.YourTeam:
        """ "your team" / 「あなたのチーム」 (CR 810.2)."""
        return ast.YourTeam.model_construct(span=self.span(meta))

    def all_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "players", "your opponents" / 「プレイヤー」, 「対戦相手」 as a subject."""
        noun = children[0] if children else self.words(meta).split()[-1].removesuffix("s")
        return ast.Player.model_construct(quantifier="all", noun=noun, span=self.span(meta))

    def player_voted(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each opponent who voted for a choice you voted for", "opponents who voted for a
        choice you didn't vote for" / 「あなたと同じ選択に投票した各対戦相手」,
        「あなたと異なる選択に投票した対戦相手」."""
        written = self.text[meta.start_pos : meta.end_pos]
        voted = next(c for c in children if c in ("same", "different"))
        nouns = [c for c in children if c in ("player", "opponent")]
        plural = "opponent" if written.startswith("opponents") else "player"
        noun = nouns[0] if nouns else plural
        quants = [c for c in children if c not in ("same", "different", "player", "opponent")]
        quantifier = quants[0] if quants else ("each" if "各" in written else "all")
        return ast.Player.model_construct(
            quantifier=quantifier, noun=noun, voted=voted, span=self.span(meta)
        )

    def voted_same(self, meta: Meta, children: list[Any]) -> str:
        written = self.text[meta.start_pos : meta.end_pos]
        return "different" if ("didn't" in written or "異なる" in written) else "same"

    def attacked_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "opponents being attacked" / 「攻撃されている対戦相手」."""
        words = self.words(meta)
        noun = "opponent" if "opponent" in words or "対戦相手" in words else "player"
        return ast.Player.model_construct(
            quantifier="all", noun=noun, attacked=True, span=self.span(meta)
        )

    def you_and(self, meta: Meta, children: list[Any]) -> ast.YouAnd:
        """ "you and that player" / 「あなたと(、)そのプレイヤー(はそれぞれ)」."""
        player = children[-1]
        if not isinstance(player, ast.Player):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        after = self.text[meta.end_pos :]
        return ast.YouAnd.model_construct(
            player=player.model_copy(update={"respectively": False, "each_comma": False}),
            comma=self.text[meta.start_pos : meta.end_pos].startswith("あなたと、"),
            respectively=after.startswith(("はそれぞれ", "は、それぞれ")),
            span=self.span(meta),
        )

    def player_noun(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def controller_of(self, meta: Meta, children: list[Any]) -> ast.ControllerOf:
        return ast.ControllerOf.model_construct(object=children[0], span=self.span(meta))

    def you_possessive(self, meta: Meta, children: list[Any]) -> ast.You:
        return ast.You.model_construct(span=self.span(meta))

    def you(self, meta: Meta, children: list[Any]) -> ast.You:
        return ast.You.model_construct(span=self.span(meta))
