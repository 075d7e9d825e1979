"""Japanese builder methods of the player_actions family (``scryc.ast.player_actions``)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import Quantifier, bare_player
from ..common.game_actions import ChangedDamage
from ..errors import ParseError
from .lexicon import SKIPPED


class PlayerActions:
    """The Japanese builder's player actions methods."""

    def life_times(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """「その２倍の点数のライフ」, 「その２倍のライフ」 ("bare")."""
        form = None if "点数" in self.source(meta) else "bare"
        return ChangedDamage(int(children[0]), ja_form=form)

    def life_plus(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """「その点数に１を足した点数のライフ」, 「…を加えた…」 ("kuwaeta")."""
        form = "kuwaeta" if "加えた" in self.source(meta) else None
        return ChangedDamage(1, children[0], ja_form=form)

    def value_amount(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def discard_object(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """「カード１枚を捨て（ない）」 counts cards, as "discard a card" does."""
        node = super().discard_object(meta, children)
        cards = node.object
        plain = isinstance(cards, ast.Objects) and isinstance(cards.filter, ast.CardType)
        if plain and cards.filter.name == "card" and cards.quantifier == "a" and not cards.other:
            count = cards.count or ast.Number.model_construct(value=1)
            return node.model_copy(update={"object": None, "amount": count})
        return node

    def scry_plus_ja(self, meta: Meta, children: list[Any]) -> ast.Scry:
        amount = ast.Plus.model_construct(
            left=ast.Ref.model_construct(noun="number"), right=children[-1]
        )
        return ast.Scry.model_construct(
            player=ast.You.model_construct(), amount=amount, span=self.span(meta)
        )

    def skipped(self, meta: Meta, children: list[Any]) -> str:
        return SKIPPED[self.source(meta)]

    def own_player(self, meta: Meta, children: list[Any], yours: bool) -> list[Any]:
        """``children`` with the acting player first (the subject, if any), whose own step or
        life it is: 「あなたの」 (``yours``) for you, 「自分の」 for another player."""
        subject = [c for c in children if not isinstance(c, bool | str)]
        acting = subject[0] if subject else self.acting_you(meta)
        if yours != isinstance(acting, ast.You):
            raise ParseError(
                "another player's, not their own", text=self.text, offset=meta.start_pos
            )
        return [acting, *[c for c in children if isinstance(c, bool | str)]]

    def skip_step(self, meta: Meta, children: list[Any]) -> ast.SkipStep:
        """「(そのプレイヤーは)自分の次の戦闘フェイズ(１つ)を飛ばす」, 「あなたの次のターンを
        飛ばす」."""
        source = self.source(meta)
        acting = self.own_player(meta, children, "あなたの次の" in source)
        node = super().skip_step(meta, [*acting, "次の" in source])
        return node.model_copy(update={"one_written": "１つを" in source})

    def skip_step_named(self, meta: Meta, children: list[Any]) -> ast.SkipStep:
        """「あなたのドロー・ステップを飛ばす」, 「そのプレイヤーは自分のアップキープを飛ばす」:
        the player's own step, named as a step trigger names it."""
        source = self.source(meta)
        step = next((v for k, v in SKIPPED.items() if f"の{k}を" in source), None)
        if step is None:
            raise ParseError("not a step to skip", text=self.text, offset=meta.start_pos)
        *subject, owner = [c for c in children if not isinstance(c, str)]
        acting = self.own_player(meta, subject, isinstance(owner, ast.You))[0]
        return ast.SkipStep.model_construct(player=acting, step=step, span=self.span(meta))

    def limit_over(self, meta: Meta, children: list[Any]) -> ast.Number:
        """「２枚以上(…できない)」: at most one fewer."""
        count = children[0]
        if not isinstance(count, ast.Number) or count.value < 2:
            raise ParseError(
                "expected a number of two or more", text=self.text, offset=meta.start_pos
            )
        return ast.Number.model_construct(value=count.value - 1, span=self.span(meta))

    def lose_half_life(self, meta: Meta, children: list[Any]) -> ast.LoseHalfLife:
        """「そのプレイヤーは自分のライフの端数を切り上げた半分を失う」: their own life."""
        yours = "あなたのライフ" in self.source(meta)
        return super().lose_half_life(meta, self.own_player(meta, children, yours))

    def rounded(self, meta: Meta, children: list[Any]) -> str:
        """「端数を切り上げた」 "rounded up", 「端数を切り捨てた」 "rounded down"."""
        return "up" if "切り上げ" in self.source(meta) else "down"

    def half_points(self, meta: Meta, children: list[Any]) -> bool:
        return True

    def separate_piles(self, meta: Meta, children: list[Any]) -> ast.SeparatePiles:
        """「…を２つの束に分ける」: two piles, no other number."""
        *rest, number = children
        if int(str(number)) != 2:
            raise ParseError("piles other than two", text=self.text, offset=meta.start_pos)
        node = super().separate_piles(meta, rest)
        player = node.player
        if isinstance(player, ast.Player) and player.span is not None:  # 「対戦相手１人は、」
            comma = self.text[player.span.end :].startswith("は、")
            node = node.model_copy(update={"player": player.model_copy(update={"comma": comma})})
        return node  # type: ignore[no-any-return]

    def double_life(self, meta: Meta, children: list[Any]) -> ast.DoubleLife:
        """「…のライフ総量を２倍にする」: twice, no other number."""
        number = next(c for c in children if isinstance(c, Token))
        if int(str(number)) != 2:
            raise ParseError(
                "a life total times other than two", text=self.text, offset=meta.start_pos
            )
        return super().double_life(meta, [c for c in children if c is not number])  # type: ignore[misc, no-any-return]

    def double_life_becomes(self, meta: Meta, children: list[Any]) -> ast.DoubleLife:
        """「…のライフ総量は２倍になる」."""
        return self.double_life(meta, children).model_copy(update={"becomes_written": True})

    def draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「カード１枚を引く」, or the count after the object: 「カードを１枚引く」."""
        node = super().draw(meta, children)
        if re.search("カードを.+枚", self.source(meta)):
            return node.model_copy(update={"count_after": True})
        return node

    def draw_additional(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「追加でカード１枚を引く」, 「追加のカード１枚を引く」, 「カードを追加で１枚引く」."""
        node = super().draw_additional(meta, children)
        return node.model_copy(update={"additional_of": "追加のカード" in self.source(meta)})

    def would_draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「あなたがカードを１枚引くなら」, 「プレイヤーがカードを引く場合」: the replaced draw
        of cards (「カードを引く」: one card, its count unwritten)."""
        player = bare_player(children[0]) if isinstance(children[0], str) else None
        cards = next(c for c in children if isinstance(c, ast.Node))
        after = any(isinstance(c, Quantifier) for c in children)  # 「カードを１枚」
        filter_ = getattr(cards, "filter", None)
        if not isinstance(filter_, ast.CardType) or filter_.name != "card":
            raise ParseError("expected cards drawn", text=self.text, offset=meta.start_pos)
        count = cards.count or ast.Number.model_construct(value=1)  # type: ignore[union-attr]
        node = super().would_draw(meta, [player or ast.You.model_construct(), count])
        unwritten = not after and cards.count is None  # type: ignore[union-attr]
        return node.model_copy(update={"count_after": after, "count_unwritten": unwritten})

    def draw_counted(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「その枚数に等しい枚数のカードを引く」: the count of the card phrase is the amount."""
        obj = children[-1]
        player = children[0] if len(children) > 1 else ast.You.model_construct()
        amount = (
            obj.count
            if isinstance(obj, ast.Objects) and obj.count
            else ast.Number.model_construct(value=1)
        )
        return ast.Draw.model_construct(player=player, amount=amount, span=self.span(meta))
