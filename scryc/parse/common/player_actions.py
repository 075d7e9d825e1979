"""The builder methods of the player_actions family (``scryc.ast.player_actions``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, OBJECTS, PLAYERS, bare_player
from ..errors import ParseError
from .game_actions import ChangedDamage

#: Every filter node: what an :class:`ast.ActionLimit` counts.
FILTERS = ast.Kinds(*ast.CATEGORIES["Filter"])
#: The verbs of an :class:`ast.ActionLimit`, English and Japanese.
LIMITED = {
    "cast": "cast", "唱え": "cast", "draw": "draw", "引": "draw", "untap": "untap",
    "アンタップ": "untap",
}  # fmt: skip


class CommonPlayerActions:
    """The player actions methods both builders share."""

    def _player_amount(self, cls: type, meta: Meta, children: list[Any]) -> Any:
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return cls.model_construct(player=player, amount=children[-1], span=self.span(meta))

    def get_counters(self, meta: Meta, children: list[Any]) -> ast.GetCounters:
        """ "that player gets two poison counters" / 「そのプレイヤーは毒カウンター２個を得る」."""
        player = self.first(children, PLAYERS) or self.acting_you(meta)
        return ast.GetCounters.model_construct(
            player=player,
            amount=self.first(children, AMOUNTS),
            counter=self.first(children, str),
            span=self.span(meta),
        )

    def player_untaps(self, meta: Meta, children: list[Any]) -> ast.PlayerUntaps:
        """ "that player untaps a land they control" / 「そのプレイヤーは…をアンタップする」."""
        player, obj = children
        return ast.PlayerUntaps.model_construct(player=player, object=obj, span=self.span(meta))

    def player_searches(self, meta: Meta, children: list[Any]) -> ast.PlayerSearches:
        """ "target player searches their library for …" / 「そのプレイヤーは自分のライブラリー
        から…を探し」: the subject, then the object (the library is the subject's own)."""
        player, obj = children[0], children[-1]
        return ast.PlayerSearches.model_construct(player=player, object=obj, span=self.span(meta))

    def lose_half_life(self, meta: Meta, children: list[Any]) -> ast.LoseHalfLife:
        """ "that player loses half their life, rounded up" / 「…の端数を切り上げた半分を失う」."""
        return ast.LoseHalfLife.model_construct(
            player=self.first(children, PLAYERS) or self.acting_you(meta),
            rounded=self.first(children, str),
            points_written=True in children,
            span=self.span(meta),
        )

    def double_life(self, meta: Meta, children: list[Any]) -> ast.DoubleLife:
        """ "double your life total" / 「あなたのライフ総量を２倍にする」 (no player child:
        「あなたの」)."""
        player = self.first(children, PLAYERS) or ast.You.model_construct()
        return ast.DoubleLife.model_construct(player=player, span=self.span(meta))

    def skip_next(self, meta: Meta, children: list[Any]) -> bool:
        return True

    def skip_step(self, meta: Meta, children: list[Any]) -> ast.SkipStep:
        """ "that player skips their next untap step" / 「そのプレイヤーは自分の次のアンタップ・
        ステップを飛ばす」: the acting player, "next", and the step (a string)."""
        player = self.first(children, PLAYERS) or self.acting_you(meta)
        return ast.SkipStep.model_construct(
            player=player,
            step=self.first(children, str),
            next=True in [c for c in children if isinstance(c, bool)],
            span=self.span(meta),
        )

    def skip_combat_phases(self, meta: Meta, children: list[Any]) -> ast.SkipStep:
        """ "target player skips all combat phases of their next turn" / 「そのプレイヤーは
        自分の次のターンのすべての戦闘フェイズを飛ばす」."""
        player = self.first(children, PLAYERS) or self.acting_you(meta)
        return ast.SkipStep.model_construct(
            player=player, step="combat phases of turn", next=True, span=self.span(meta)
        )

    def current_phase(self, meta: Meta, children: list[Any]) -> str:
        """ "this (main|combat) phase" / 「この(メイン・|戦闘)フェイズ」: the phase that the added
        ones follow."""
        words = self.text[meta.start_pos : meta.end_pos]
        if "main" in words or "メイン" in words:
            return "main phase"
        return "combat phase" if "combat" in words or "戦闘" in words else "phase"

    def followed_main(self, meta: Meta, children: list[Any]) -> bool:
        """ "followed by an additional main phase" / 「それに続く追加のメイン・フェイズ１つ」."""
        return True

    def phase_count(self, meta: Meta, children: list[Any]) -> int:
        """「１つ」, 「２つ」: how many phases are added."""
        return children[0].value if isinstance(children[0], ast.Number) else int(children[0])

    def additional_phases(self, meta: Meta, children: list[Any]) -> ast.AdditionalPhases:
        """ "After this phase, there is an additional combat phase" / 「このフェイズの後に、追加の
        戦闘フェイズ１つを加える」: one combat phase unless a count says more."""
        counts = [c for c in children if type(c) is int]
        return ast.AdditionalPhases.model_construct(
            after=self.first(children, str),
            count=counts[0] if counts else 1,
            then_main=any(c is True for c in children),
            span=self.span(meta),
        )

    def separate_piles(self, meta: Meta, children: list[Any]) -> ast.SeparatePiles:
        """ "An opponent separates those cards into two piles" / 「…を２つの束に分ける」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.SeparatePiles.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def put_piles(self, meta: Meta, children: list[Any]) -> ast.PutPiles:
        """ "Put one pile into your hand and the other into your graveyard"."""
        chosen, other = [c for c in children if isinstance(c, ast.Zone)]
        return ast.PutPiles.model_construct(
            chosen_to=chosen, other_to=other, added=True in children, span=self.span(meta)
        )

    def pile_added(self, meta: Meta, children: list[Any]) -> bool:
        return True

    def scry(self, meta: Meta, children: list[Any]) -> ast.Scry:
        return self._player_amount(ast.Scry, meta, children)

    def scry_equal(self, meta: Meta, children: list[Any]) -> ast.Scry:
        """ "scry a number of cards equal to N" / 「Ｎに等しい枚数の占術を行う」."""
        node = self._player_amount(ast.Scry, meta, children)
        return node.model_copy(update={"equal_to": True})

    def surveil(self, meta: Meta, children: list[Any]) -> ast.Surveil:
        return self._player_amount(ast.Surveil, meta, children)

    def draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        return self._player_amount(ast.Draw, meta, children)

    def draw_another(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """ "draw another card" / 「もう１枚カードを引く」: one card more."""
        counted = bool(children) and isinstance(children[-1], AMOUNTS)  # 「もう１枚」
        players, count = (children[:-1], children[-1]) if counted else (children, None)
        if ast.other_than_one(count):
            raise ParseError("expected one card", text=self.text, offset=meta.start_pos)
        one = ast.Number.model_construct(value=1)
        node = self._player_amount(ast.Draw, meta, [*players, one])
        return node.model_copy(update={"another": True})

    def draw_additional(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """ "draw an additional card" / 「追加でカード１枚を引く」: beyond the usual draw."""
        node = self.draw(meta, children)
        return node.model_copy(update={"additional": True})

    def discard(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """ "discard two cards [at random]" / 「カード１枚を[無作為に選んで]捨てる」."""
        node = self._player_amount(ast.Discard, meta, children)
        written = self.text[meta.start_pos : meta.end_pos]
        return node.model_copy(update={"random": "random" in written or "無作為" in written})

    def discard_object(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """ "that player discards that card" / 「そのプレイヤーはそのカードを捨てる」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.Discard.model_construct(player=player, object=children[-1], span=self.span(meta))

    def mill(self, meta: Meta, children: list[Any]) -> ast.Mill:
        return self._player_amount(ast.Mill, meta, children)

    def gain_life(self, meta: Meta, children: list[Any]) -> ast.GainLife:
        return self._player_amount(ast.GainLife, meta, children)

    def lose_life(self, meta: Meta, children: list[Any]) -> ast.LoseLife:
        return self._player_amount(ast.LoseLife, meta, children)

    def would_draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """ "If you would draw a card" / 「あなたがカードを１枚引くなら」: the replaced draw."""
        return self._player_amount(ast.Draw, meta, children)

    def would_scry(self, meta: Meta, children: list[Any]) -> ast.Scry:
        """ "If you would scry N" (「あなたが占術を行うなら」 names no number: any number)."""
        return self._player_amount(ast.Scry, meta, children or [ast.AnyNumber.model_construct()])

    def modify_life_gain(self, meta: Meta, children: list[Any]) -> ast.ModifyLifeGain:
        """ "If you would gain life, you gain twice that much life instead" / 「あなたがライフを
        得るなら、代わりにあなたはその２倍の点数のライフを得る」: each life gain changed."""
        changed = self.first(children, ChangedDamage)
        return ast.ModifyLifeGain.model_construct(
            player=ast.You.model_construct(),
            factor=changed.factor,
            added=changed.added,
            ja_form=changed.ja_form,
            span=self.span(meta),
        )

    def player_activates(self, meta: Meta, children: list[Any]) -> ast.PlayerActivates:
        """ "Whenever an opponent activates an ability …" / 「対戦相手が…能力を起動するたび」 (a
        bare 「対戦相手が」 is "an opponent"; no player written: you)."""
        ability, first = self.first(children, ast.AbilitiesActivated), children[0]
        player = bare_player(first) if first is not ability else ast.You.model_construct()
        return ast.PlayerActivates.model_construct(
            player=player, ability=ability, span=self.span(meta)
        )

    def activated(self, meta: Meta, children: list[Any]) -> ast.AbilitiesActivated:
        """ "an ability (that isn't a mana ability)", "(a loyalty) ability of <object>" /
        「(マナ能力でない)能力」, 「<object>の能力(を１つ)」, 「<object>の起動型能力」, 「…の忠誠度
        能力」."""
        of = self.first(children, OBJECTS)
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.AbilitiesActivated.model_construct(
            non_mana=of is None and ("mana ability" in written or "マナ能力" in written),
            ability_kind=self.first(children, str),
            of=of,
            ja_written="activated" if written.endswith("の起動型能力") else None,
            span=self.span(meta),
        )

    def ability_kind(self, meta: Meta, children: list[Any]) -> str:
        """ "loyalty" / 「忠誠度能力」: loyalty abilities only."""
        return "loyalty"

    def not_mana_ability(self, meta: Meta, children: list[Any]) -> ast.NotManaAbility:
        """ "it isn't a mana ability" / 「それがマナ能力でない」: "it" is the ability activated."""
        written = self.text[meta.start_pos : meta.end_pos]
        if not written.startswith(("it ", "それが")):
            raise ParseError(
                '"… isn\'t a mana ability" of other than "it"',
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.NotManaAbility.model_construct(span=self.span(meta))

    def keep_unspent_mana(self, meta: Meta, children: list[Any]) -> ast.KeepUnspentMana:
        """ "You don't lose unspent red mana …" / 「あなたの未消費の赤マナは…」; "Players don't
        lose …" / 「未消費のマナは…」 (no owner written): every player's."""
        source = self.text[meta.start_pos : meta.end_pos]
        player: Any = ast.You.model_construct()
        if not source.lower().startswith(("you ", "あなたの")):
            player = ast.Player.model_construct(quantifier="all", noun="player")
        return ast.KeepUnspentMana.model_construct(
            player=player,
            color=self.first(children, ast.Color),
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )

    def begin_game_with(self, meta: Meta, children: list[Any]) -> ast.BeginGameWith:
        """ "you may begin the game with it on the battlefield" / 「…これが戦場に出ている状態で
        ゲームを開始してもよい」."""
        player = self.first(children, PLAYERS) or self.acting_you(meta)
        return ast.BeginGameWith.model_construct(player=player, span=self.span(meta))

    def action_limit(self, meta: Meta, children: list[Any]) -> ast.ActionLimit:
        """ "Each player can't cast more than one spell each turn" / 「各プレイヤーは、毎ターン
        １つしか呪文を唱えられない」: the player ("you" unwritten in Japanese), the action, the
        most allowed, what, and the period."""
        per = self.first(children, str)
        source = self.text[meta.start_pos : meta.end_pos]
        action = next(a for verb, a in LIMITED.items() if verb in source)
        return ast.ActionLimit.model_construct(
            player=self.first(children, PLAYERS, default=ast.You.model_construct()),
            action=action,
            most=self.first(children, ast.Number),
            filter=self.first(children, FILTERS),
            per=per,
            span=self.span(meta),
        )

    def limit_per(self, meta: Meta, children: list[Any]) -> str:
        """ "each turn" / 「毎ターン」: "turn"; "during their untap steps" / 「…アンタップ・
        ステップに」: "untap step"."""
        source = self.text[meta.start_pos : meta.end_pos]
        return "untap step" if "untap" in source or "アンタップ" in source else "turn"
