"""The builder methods of the conditions family (``scryc.ast.conditions``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, OBJECTS, PLAYERS, Quantifier, bare_player, beheld_object, marker
from ..errors import ParseError
from .game_actions import choice_written

#: A past action's word (English or Japanese) and the action: "gained life", 「得て」.
PAST_ACTIONS = {
    "attacked": "attack", "gained": "gain life", "lost": "lose life", "surveilled": "surveil",
    "descended": "descend", "searched": "search library",
    "攻撃": "attack", "得": "gain life", "失って": "lose life", "諜報": "surveil",
    "落魄": "descend", "探し": "search library",
}  # fmt: skip


@marker
class MainPhase:
    """「あなたのメイン・フェイズ中に」 "during your main phase", before it is folded."""


CONTROL = ("control", "controls")


class CommonConditions:
    """The conditions methods both builders share."""

    def opponents_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "you have two or more opponents" / 「対戦相手が２人以上いる」 (「いないかぎり」:
        "unless …"): how many opponents you have."""
        who, amount = children
        if not (isinstance(who, ast.You) or who == "opponent"):
            raise ParseError("expected your opponents", text=self.text, offset=meta.start_pos)
        you_have = isinstance(who, ast.You)  # English "you have …"
        opponents = ast.Player.model_construct(quantifier="all", noun="opponent", you_have=you_have)
        return ast.AmountCompare.model_construct(
            left=ast.CountOf.model_construct(objects=opponents),
            op="ge",
            right=amount,
            wording="has",
            span=self.span(meta),
        )

    def player_counters(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "an opponent has three or more poison counters" / 「対戦相手１人が３個以上の毒
        カウンターを持っている」: the counters a player has (CR 122.1)."""
        player, amount, kind = children
        return self.counters_of_player(meta, player, kind, amount, "has")

    def poisoned(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "defending player is poisoned": one or more poison counters."""
        one = ast.Number.model_construct(value=1)
        return self.counters_of_player(meta, children[0], "poison", one, "poisoned")

    def counters_of_player(
        self, meta: Meta, player: Any, kind: str, amount: Any, wording: str
    ) -> ast.AmountCompare:
        """The player has at least ``amount`` counters of ``kind``."""
        if not isinstance(player, PLAYERS):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        counters = ast.CountersOn.model_construct(counter=kind, object=player)
        return ast.AmountCompare.model_construct(
            left=counters, op="ge", right=amount, wording=wording, span=self.span(meta)
        )

    def paired_with(self, meta: Meta, children: list[Any]) -> ast.PairedWith:
        """ "~ is paired with another creature" / 「〈名〉が他のクリーチャーと組になっている」."""
        obj, partner = children
        return ast.PairedWith.model_construct(object=obj, partner=partner, span=self.span(meta))

    def searched_this_way(self, meta: Meta, children: list[Any]) -> ast.SearchedThisWay:
        """ "if you search your library this way" / 「(あなたが)これによりあなたのライブラリー
        からカードを探した」."""
        written = self.text[meta.start_pos : meta.end_pos]
        subject = "before" if written.startswith("あなたが") else None
        subject = "after" if written.startswith("これによりあなたが") else subject
        return ast.SearchedThisWay.model_construct(
            player=children[0], subject=subject, span=self.span(meta)
        )

    def if_player_does(self, meta: Meta, children: list[Any]) -> ast.IfYouDo:
        """ "If they do", "If that player does" / 「そのプレイヤーがそうしたなら」."""
        player, written = self.asked_player(meta, children[0])
        return ast.IfYouDo.model_construct(player=player, written=written, span=self.span(meta))

    def if_player_doesnt(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """ "If they don't", "If that player doesn't"."""
        player, written = self.asked_player(meta, children[0])
        return ast.IfYouDont.model_construct(player=player, written=written, span=self.span(meta))

    def asked_player(self, meta: Meta, said: Any) -> tuple[Any, str | None]:
        """The player of "If they do" and how it is written (a player, not an object)."""
        player, written = said if type(said) is tuple else (said, None)
        if not isinstance(player, ast.Player):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        return player, written

    def if_you_dont(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        effect = children[0] if children else None
        return ast.IfYouDont.model_construct(effect=effect, span=self.span(meta))

    def if_you_cant(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """ "If you can't" / 「そうできないなら」."""
        return ast.IfYouDont.model_construct(cannot=True, span=self.span(meta))

    def if_player_cant(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """ "If they can't" / 「そのプレイヤーがそうできないなら」."""
        return self.if_player_doesnt(meta, children).model_copy(update={"cannot": True})

    def amount_compare_or(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "the result is 3 or less" / 「その出目が３以下」."""
        left, right, op = children
        more = self.words(meta).endswith("or more")
        return ast.AmountCompare.model_construct(
            left=left, op=op, right=right, or_more=more, span=self.span(meta)
        )

    def amount_compare_eq(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "If X is 2" / 「Ｘが２なら」."""
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op="eq", right=right, span=self.span(meta)
        )

    def acted_this_turn(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """ "you attacked this turn", "an opponent searched their library this turn",
        「このターンにあなたがライフを得ていたか失っていた」 (no player written: "you")."""
        actions = [c for c in children if c in PAST_ACTIONS.values()]
        players = [c for c in children if c not in actions]
        player = bare_player(players[0]) if players else ast.You.model_construct()
        written = self.text[meta.start_pos : meta.end_pos]
        own = (
            ("their library", "自分の")
            if isinstance(player, ast.You)
            else ("your library", "あなたの")
        )
        if "search library" in children and any(o in written for o in own):
            raise ParseError(
                "the library searched is the player's own", text=self.text, offset=meta.start_pos
            )
        return ast.ActedThisTurn.model_construct(
            player=player,
            actions=actions,
            perfect=self.words(meta).startswith("you've"),
            span=self.span(meta),
        )

    def attacked_with(self, meta: Meta, children: list[Any]) -> ast.AttackedWith:
        """ "you attacked with two or more creatures this turn (this combat)"."""
        source = self.text[meta.start_pos : meta.end_pos]
        period = "combat" if source.endswith(("combat", "戦闘フェイズ")) else "turn"
        return ast.AttackedWith.model_construct(
            player=ast.You.model_construct(),
            objects=children[-1],
            period=period,
            span=self.span(meta),
        )

    def past_action(self, meta: Meta, children: list[Any]) -> str:
        """ "attacked", "gained life", 「攻撃して」, 「ライフを得て」: the action."""
        written = self.words(meta)
        return next(action for word, action in PAST_ACTIONS.items() if word in written)

    def would_be_put(self, meta: Meta, children: list[Any]) -> ast.WouldBePut:
        obj, zone = children
        return ast.WouldBePut.model_construct(object=obj, zone=zone, span=self.span(meta))

    def would_be_put_anywhere(self, meta: Meta, children: list[Any]) -> ast.WouldBePut:
        """ "<object> would be put into a graveyard from anywhere" / 「…がいずこかから…」."""
        node = self.would_be_put(meta, [c for c in children if c != "anywhere"])
        return node.model_copy(update={"from_anywhere": True})

    def died_this_turn(self, meta: Meta, children: list[Any]) -> ast.DiedThisTurn:
        controller = children[1] if len(children) > 1 else None
        return ast.DiedThisTurn.model_construct(
            objects=children[0], controller=controller, span=self.span(meta)
        )

    def entered_this_turn(self, meta: Meta, children: list[Any]) -> ast.EnteredThisTurn:
        controller = children[1] if len(children) > 1 else None
        return ast.EnteredThisTurn.model_construct(
            objects=children[0], controller=controller, span=self.span(meta)
        )

    def put_into_zone_this_turn(self, meta: Meta, children: list[Any]) -> ast.PutIntoZoneThisTurn:
        return ast.PutIntoZoneThisTurn.model_construct(
            objects=children[0],
            zone=self.first(children, ast.Zone),
            not_from=next((c for c in children if type(c) is str), None),
            span=self.span(meta),
        )

    def any_condition(self, meta: Meta, children: list[Any]) -> ast.AnyCondition:
        """ "you control a Desert or there is a Desert card in your graveyard" / 「あなたが砂漠を
        コントロールしているかあなたの墓地に砂漠・カードがある」: either one."""
        return ast.AnyCondition.model_construct(conditions=children, span=self.span(meta))

    def either_this_turn(self, meta: Meta, children: list[Any]) -> ast.AnyCondition:
        """void: "a nonland permanent left the battlefield this turn or a spell was warped
        this turn" / 「このターンに、…が戦場を離れたか…がワープされていた」."""
        left, warped = (c for c in children if not isinstance(c, ast.Duration))
        conditions = [
            ast.LeftBattlefieldThisTurn.model_construct(objects=left),
            ast.WarpedThisTurn.model_construct(objects=warped),
        ]
        return ast.AnyCondition.model_construct(conditions=conditions, span=self.span(meta))

    def not_from(self, meta: Meta, children: list[Any]) -> str:
        """ "from anywhere other than the battlefield" / 「戦場以外から」: the zone excluded."""
        return "battlefield"

    def did_not_die(self, meta: Meta, children: list[Any]) -> ast.DidNotDie:
        return ast.DidNotDie.model_construct(object=children[0], span=self.span(meta))

    def left_battlefield_this_turn(
        self, meta: Meta, children: list[Any]
    ) -> ast.LeftBattlefieldThisTurn:
        """ "a permanent you controlled left …": the controller moves out of the description."""
        controller = children[-1] if len(children) > 1 else None
        if isinstance(children[0], Quantifier):
            objects = self.objects(meta, children[:2])
            controller = ast.You.model_construct()
        else:
            objects = children[0]
        return ast.LeftBattlefieldThisTurn.model_construct(
            objects=objects, controller=controller, span=self.span(meta)
        )

    def hand_size(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """ "you have no cards in hand" (none: exactly zero), "… one or fewer cards …"."""
        if len(children) == 1:
            (player,), op, amount = children, "eq", ast.Number.model_construct(value=0)
        else:
            player, amount, op = children
        return ast.HandSize.model_construct(
            player=player, op=op, amount=amount, span=self.span(meta)
        )

    def life_compare(self, meta: Meta, children: list[Any]) -> ast.LifeCompare:
        """ "you have 5 or less life" / 「あなたのライフが５点以下である」."""
        player, amount, op = children
        return ast.LifeCompare.model_construct(
            player=player, op=op, amount=amount, span=self.span(meta)
        )

    def if_you_do(self, meta: Meta, children: list[Any]) -> ast.IfYouDo:
        return ast.IfYouDo.model_construct(span=self.span(meta))

    def object_targets(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it targets a legendary creature" / 「この呪文が伝説のクリーチャーを対象とする」."""
        obj, targeted = children
        if not isinstance(targeted, OBJECTS):  # Japanese: the target's description alone
            targeted = ast.Objects.model_construct(quantifier="a", filter=targeted, bare=True)
        targeting = ast.Targeting.model_construct(object=targeted)
        return ast.ObjectIs.model_construct(object=obj, filter=targeting, span=self.span(meta))

    def object_has_keyword(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it has madness" / 「それがマッドネスを持っているなら」: a keyword the object
        has."""
        obj, keyword = children
        has = ast.HasAbility.model_construct(keyword=keyword, that_has=True)
        return ast.ObjectIs.model_construct(object=obj, filter=has, span=self.span(meta))

    def object_has_same_name(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it has the same name as a card in your graveyard": the object is one with the
        same name as the other (「それが…と同じ名前を持つなら」)."""
        obj, other = children
        same = ast.SameName.model_construct(object=other)
        return ast.ObjectIs.model_construct(object=obj, filter=same, span=self.span(meta))

    def object_shares_type(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it shares a creature type with ~" (kinship) / 「それが〈名〉と共通のクリーチャー・
        タイプを持つなら」: the object is one that shares a creature type with the other."""
        obj, other = children
        shares = ast.SharesType.model_construct(with_=other, singular=True)
        return ast.ObjectIs.model_construct(object=obj, filter=shares, span=self.span(meta))

    def object_less_than(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "it has mana value less than <amount>" / 「それのマナ総量が…より少ない」."""
        return self.object_is(meta, [*children, "lt"])

    def ability_resolved(self, meta: Meta, children: list[Any]) -> ast.AbilityResolved:
        nth = next(c for c in children if not isinstance(c, ast.Duration))
        words = self.words(meta)
        return ast.AbilityResolved.model_construct(
            nth=int(nth),
            elided=words.startswith("it's") or (len(children) == 1 and self.lang == "ja"),
            passive="された" in words,
            span=self.span(meta),
        )

    def you_cast(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        obj = next(c for c in children if isinstance(c, OBJECTS))
        zone = self.first(children, ast.Zone)
        return ast.YouCast.model_construct(
            object=obj,
            from_zone=zone,
            during_main_phase=self.first(children, MainPhase) is not None
            or "main phase" in self.words(meta),
            this_turn=self.first(children, ast.Duration) is not None,
            this_way=self.words(meta).endswith(" this way"),
            span=self.span(meta),
        )

    def you_didnt_cast(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        """ "if you didn't cast it from your hand" / 「あなたがそれをあなたの手札から唱えて
        いなかった」: it came onto the battlefield some other way."""
        return self.you_cast(meta, children).model_copy(update={"negated": True})

    def you_havent_cast(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        """ "you haven't cast a spell from your hand this turn" / 「このターンにあなたがあなたの
        手札から呪文を唱えていなかった」."""
        node = self.you_cast(meta, children)
        obj, zone = node.object, node.from_zone
        filt = obj.filter if isinstance(obj, ast.Objects) else None
        if zone is None and isinstance(filt, ast.AllOf) and isinstance(filt.parts[-1], ast.InZone):
            # "a spell from your hand": where it was cast from, not a filter of the spell
            zone, rest = filt.parts[-1].zone, filt.parts[:-1]
            kept = rest[0] if len(rest) == 1 else filt.model_copy(update={"parts": rest})
            obj = obj.model_copy(update={"filter": kept})
        update = {"negated": True, "this_turn": True, "object": obj, "from_zone": zone}
        return node.model_copy(update=update)

    def all_conditions(self, meta: Meta, children: list[Any]) -> ast.AllConditions:
        """ "you haven't cast … this turn and ~ isn't a creature" / 「…を唱えておらず…でない」."""
        *first, second = children
        cast = self.you_havent_cast(meta, first).model_copy(update={"span": None})
        return ast.AllConditions.model_construct(conditions=[cast, second], span=self.span(meta))

    def all_conditions_and(self, meta: Meta, children: list[Any]) -> ast.AllConditions:
        """ "an opponent controls a Swamp and you control a Plains" / 「…をコントロールしており、
        かつあなたが…をコントロールしている」: both conditions."""
        return ast.AllConditions.model_construct(conditions=list(children), span=self.span(meta))

    def mana_spent(self, meta: Meta, children: list[Any]) -> ast.ManaSpent:
        """A mana symbol ({B}, (黒)) is one mana of its colour."""
        obj = children[-1] if isinstance(children[-1], OBJECTS) else children[0]
        symbol = next((c for c in children if isinstance(c, Token)), None)
        if symbol is not None:
            letter = symbol.value.strip("{}()")
            if letter not in ast.MANA_COLORS:
                raise ParseError("a coloured mana symbol", text=self.text, offset=symbol.start_pos)
            color, amount = ast.MANA_COLORS[letter], ast.Number.model_construct(value=1)
        else:
            color = self.first(children, ast.Color).name
            amount = self.first(children, AMOUNTS)
        return ast.ManaSpent.model_construct(
            object=obj, color=color, amount=amount, span=self.span(meta)
        )

    def this_way(self, meta: Meta, children: list[Any]) -> ast.ThisWay:
        obj, event = children
        obj = bare_player(obj)  # Japanese 「これによりプレイヤーが…」: "a player"
        past = not {"was", "were"}.isdisjoint(self.words(meta).split())
        return ast.ThisWay.model_construct(object=obj, event=event, past=past, span=self.span(meta))

    def spell_was(self, meta: Meta, children: list[Any]) -> ast.SpellWas:
        return ast.SpellWas.model_construct(
            object=children[0], how=children[1], span=self.span(meta)
        )

    def spell_cast_from(self, meta: Meta, children: list[Any]) -> ast.SpellWas:
        """ "this spell was cast from a graveyard" / 「この呪文が墓地から唱えられた」."""
        return ast.SpellWas.model_construct(
            object=children[0],
            how="cast",
            zone=children[1],
            simple_past=self.text[meta.start_pos : meta.end_pos].endswith("唱えられた"),
            span=self.span(meta),
        )

    def cost_paid(self, meta: Meta, children: list[Any]) -> ast.CostPaid:
        """Whose cost and which: a keyword or "additional" after an object, or a mana cost."""
        obj = next((c for c in children if isinstance(c, OBJECTS)), None)
        cost = next((str(c) for c in children if isinstance(c, str) and c is not obj), None)
        words = self.text[meta.start_pos : meta.end_pos]
        return ast.CostPaid.model_construct(
            object=obj,
            cost=cost,
            paid="wasn't" not in words and "いない" not in words,
            simple_past=words.endswith("支払われた"),
            span=self.span(meta),
        )

    def additional(self, meta: Meta, children: list[Any]) -> str:
        return "additional"

    def you_control(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """ "you control …"; "an opponent controls …" (Japanese: the bare noun, 「対戦相手が」)."""
        *who, objects = children
        player = bare_player(who[0]) if who else ast.You.model_construct()
        progressive = self.text[meta.start_pos : meta.end_pos].endswith("続けている")
        return ast.YouControl.model_construct(
            objects=objects, player=player, progressive=progressive, span=self.span(meta)
        )

    def you_control_none(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """ "you control no Islands", "you don't control an Ogre" / 「あなたが島をコントロールして
        いない」: the negative of :meth:`you_control`, about one such object ("no" / 「１体も」
        written: ``none_word``; the noun is then written without a quantifier)."""
        *who, objects = [c for c in children if not isinstance(c, AMOUNTS)]
        source = self.text[meta.start_pos : meta.end_pos]
        none_word = len(children) > len(who) + 1 or any(f"{c} no " in source for c in CONTROL)
        if none_word and isinstance(objects, ast.Objects):
            objects = objects.model_copy(update={"quantifier": "a", "bare": True})
        return ast.YouControl.model_construct(
            objects=objects,
            player=bare_player(who[0]) if who else ast.You.model_construct(),
            negated=True,
            none_word=none_word,
            span=self.span(meta),
        )

    def controls_more(self, meta: Meta, children: list[Any]) -> ast.ControlsMore:
        """ "an opponent controls (at least two) more lands than you" / 「…より多くの…」."""
        player = children[0]
        objects = next(c for c in children[1:] if isinstance(c, OBJECTS))
        at_least = next((c for c in children[1:] if isinstance(c, AMOUNTS)), None)
        source = self.text[meta.start_pos : meta.end_pos]
        return ast.ControlsMore.model_construct(
            player=player,
            objects=objects,
            at_least=at_least,
            objects_first=-1 < source.find("を") < source.find("あなたより"),
            than_mo="よりも" in source,
            span=self.span(meta),
        )

    def vote_result(self, meta: Meta, children: list[Any]) -> ast.VoteResult:
        """ "time gets more votes[ or the vote is tied]" / 「「時間」がより多くの票を得た(、あるいは
        票が同数だった)」."""
        choice: Token = children[0]
        words = self.text[meta.start_pos : meta.end_pos]
        ja = self.lang == "ja"
        return ast.VoteResult.model_construct(
            choice=str(choice),
            or_tied="tied" in words or "同数" in words,
            written=choice_written(self.text, choice) if ja else None,
            tail=words.split("票を", 1)[1] if ja else None,
            span=self.span(meta),
        )

    def flip_result(self, meta: Meta, children: list[Any]) -> ast.FlipResult:
        """ "you win the flip" / 「あなたがコイン投げに勝った」."""
        words = self.text[meta.start_pos : meta.end_pos]
        won = " win " in words or "勝った" in words
        return ast.FlipResult.model_construct(won=won, that="その" in words, span=self.span(meta))

    def clash_result(self, meta: Meta, children: list[Any]) -> ast.ClashResult:
        """ "you win" / 「あなたが勝った」 (a clash)."""
        return ast.ClashResult.model_construct(won=True, span=self.span(meta))

    def life_this_turn(self, meta: Meta, children: list[Any]) -> ast.LifeThisTurn:
        """ "an opponent lost 3 or more life this turn" / 「このターンに対戦相手１人が２点以上の
        ライフを失っていた」 (no player written: "you")."""
        *player, amount = [c for c in children if not isinstance(c, ast.Duration)]
        written = self.text[meta.start_pos : meta.end_pos]
        lost = "lost" in written or "失って" in written
        return ast.LifeThisTurn.model_construct(
            player=self.monarch_player(player),
            event="lost" if lost else "gained",
            at_least=amount,
            span=self.span(meta),
        )

    def spells_cast_last_turn(self, meta: Meta, children: list[Any]) -> ast.SpellsCastLastTurn:
        """ "no spells were cast last turn", "a player cast two or more spells last turn" /
        「直前のターンに…」."""
        if not children:
            return ast.SpellsCastLastTurn.model_construct(span=self.span(meta))
        player, at_least = children
        source = self.text[meta.start_pos : meta.end_pos]
        return ast.SpellsCastLastTurn.model_construct(
            player=player,
            at_least=at_least,
            spells_first="呪文を" in source and "以上の" not in source,
            span=self.span(meta),
        )

    def chose_ring_bearer(self, meta: Meta, children: list[Any]) -> ast.ChoseRingBearer:
        """ "you chose <object> as your Ring-bearer" / 「(あなたが)…をあなたの指輪所持者に
        選んだ」."""
        written = self.text[meta.start_pos : meta.end_pos].startswith(("you", "あなたが"))
        return ast.ChoseRingBearer.model_construct(
            object=children[-1], subject_written=written, span=self.span(meta)
        )

    def beheld(self, meta: Meta, children: list[Any]) -> ast.Beheld:
        """ "if a Dragon was beheld" / 「ドラゴンの後見を受けていたなら」."""
        return ast.Beheld.model_construct(object=beheld_object(children[0]), span=self.span(meta))
