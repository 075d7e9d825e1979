"""Japanese builder methods of the conditions family (``scryc.ast.conditions``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark.lexer import Token
from lark.tree import Meta

from ... import ast
from ..base import Quantifier, all_of
from ..common.conditions import MainPhase
from ..errors import ParseError
from .lexicon import SPELL_HISTORY, THIS_WAY


@dataclass(frozen=True, slots=True)
class NotThere:
    """「あなたの墓地に７枚以上のカードがない」 before 「かぎり」 or 「なら、」: the negative of
    ``condition``; the static ability or the conditional around it reads it as "… unless there
    are seven or more cards in your graveyard" (never an AST node itself)."""

    condition: ast.ThereAre


class Conditions:
    """The Japanese builder's conditions methods."""

    def static_ability(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """「…に７枚以上の…がないかぎり、…」: "… unless there are seven or more …"."""
        if children and isinstance(children[0], NotThere):
            return self.static_unless(meta, [children[0].condition, *children[1:]])
        return super().static_ability(meta, children)

    def conditional(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        """「…に３枚以上の…がないなら、カード１枚を捨てる」: "discard a card unless there are
        three or more …"."""
        condition, *rest = children
        if isinstance(condition, NotThere):
            node = super().conditional(meta, [condition.condition, *rest])
            return node.model_copy(update={"unless": True})
        return super().conditional(meta, children)

    def static_if_first(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """「…場合、この呪文を唱えるためのコストは(６)少なくなる。」: "If …, this spell costs {6}
        less to cast.", the condition written first."""
        condition, effect, *rest = children
        node = self.conditional(meta, [condition, effect])
        reminders = [c for c in rest if isinstance(c, ast.ReminderText)]
        return ast.StaticAbility.model_construct(
            effect=node.model_copy(update={"baai": True}), reminder=reminders, span=node.span
        )

    def during_acted_turn(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """「あなたが諜報したターンの間」: as long as you've surveilled this turn."""
        return ast.ActedThisTurn.model_construct(
            player=ast.You.model_construct(),
            actions=["surveil"],
            during_turn=True,
            span=self.span(meta),
        )

    def object_targeted(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「その呪文が…を対象としていた」: "that spell targets …", written in the past."""
        return self.object_targets(meta, children).model_copy(update={"past": True})

    def you_cast_this_way(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        """「あなたがこれにより呪文を唱える」, 「これによりあなたが…」: "you cast a spell this
        way"."""
        node = self.you_cast(meta, children)
        first = self.text[meta.start_pos : meta.end_pos].startswith("これ")
        return node.model_copy(update={"this_way": True, "this_way_first": first})

    def you_control(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """「対戦相手１人が…をコントロールしている」: the player as written."""
        return player_written(super().you_control(meta, children), children)

    def you_control_count_after(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """「あなたが山を２つ以上コントロールしている」: "you control two or more Mountains",
        the count after 「を」 (also before 「いないかぎり」, "unless …")."""
        *rest, quant = children
        objects = rest[-1]
        if not (isinstance(objects, ast.Objects) and objects.bare and objects.count is None):
            raise ParseError("a second count after 「を」", text=self.text, offset=meta.start_pos)
        counted = {"quantifier": "at least", "count": quant.count, "counter": quant.counter}
        counted |= {"bare": False}
        node = self.you_control(meta, [*rest[:-1], objects.model_copy(update=counted)])
        return node.model_copy(update={"count_after": True})

    def quantifier_at_least_token(self, meta: Meta, children: list[Any]) -> Quantifier:
        """「土地を３つ以上」 where the count is read as its token (see the rule)."""
        count = self.none_count(meta, children)
        return self.quantifier_at_least(meta, [count])  # type: ignore[attr-defined]

    def none_count(self, meta: Meta, children: list[Any]) -> ast.Number:
        """「１体も」, 「３つ以上」: the number of a count read as its token."""
        token: Token = children[0]
        at = Meta()
        at.start_pos, at.end_pos, at.empty = token.start_pos, token.end_pos, False
        return self.number(at, [token])  # type: ignore[attr-defined]

    def cards_not_at_least(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """「防御プレイヤーの墓地にあるカードが７枚以上でない(かぎり)」: "(unless) defending player
        has seven or more cards in their graveyard", the cards in their zone counted."""
        objects, count = children
        if not (isinstance(objects, ast.Objects) and objects.count is None):
            raise ParseError("a second count", text=self.text, offset=meta.start_pos)
        counted = objects.model_copy(update={"quantifier": "at least", "count": count})
        return ast.ThereAre.model_construct(objects=counted, span=self.span(meta))

    def hand_cards(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """「あなたの手札にあるカードが１枚以下である」: "you have one or fewer cards in hand"
        (the cards of one player's hand, nothing else)."""
        objects, amount, comparison = children
        if isinstance(objects, ast.ZoneContents) and objects.zone.name == "hand":
            # 「そのプレイヤーの手札が２枚以下である」: the hand itself
            return self.hand_size(meta, [objects.zone.owner, "hand", amount, comparison])
        filter_ = getattr(objects, "filter", None)
        parts = filter_.parts if isinstance(filter_, ast.AllOf) else []
        zone = next((p.zone for p in parts if isinstance(p, ast.InZone)), None)
        cards = [p for p in parts if isinstance(p, ast.CardType) and p.name == "card"]
        if not (zone and zone.name == "hand" and zone.owner and cards and len(parts) == 2):
            raise ParseError("only the cards of a hand here", text=self.text, offset=meta.start_pos)
        if objects.count is not None:  # type: ignore[union-attr]
            raise ParseError("a second count", text=self.text, offset=meta.start_pos)
        return self.hand_size(meta, [zone.owner, zone.name, amount, comparison])

    def object_on_battlefield(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「壊死のウーズが戦場にある」: "~ is on the battlefield"."""
        battlefield = ast.Zone.model_construct(name="battlefield")
        return self.object_in_zone_first(meta, [children[0], battlefield])

    def you_control_either(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """「AかBのいずれかをコントロールしている」: 「のいずれか」 only after alternatives."""
        node = self.you_control(meta, children)
        objects = node.objects
        if not (isinstance(objects, ast.Objects) and isinstance(objects.filter, ast.AnyOf)):
            raise ParseError("「のいずれか」 after one noun", text=self.text, offset=meta.start_pos)
        return node.model_copy(update={"either": True})

    def you_control_none(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """「…を１個もコントロールしていない」: the counter word as written (個, not つ)."""
        node = player_written(super().you_control_none(meta, children), children)
        source = self.text[meta.start_pos : meta.end_pos]
        if node.none_word and isinstance(node.objects, ast.Objects):
            counter = source[source.rindex("も") - 1]
            node = node.model_copy(
                update={"objects": node.objects.model_copy(update={"counter": counter})}
            )
        return node

    def you_control_other(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """「あなたが他にアーティファクトをコントロールしている」: "you control another
        artifact" (「他に」 written before the object phrase)."""
        return other_ni(self.you_control(meta, children))

    def you_control_none_other(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """「あなたが他にクリーチャーをコントロールしていない」: "you control no other
        creatures"."""
        return other_ni(self.you_control_none(meta, children))

    def conditional_unless(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「あなたがオーガをコントロールしていないかぎり、あなたは２点のライフを失う」: "you
        lose 2 life unless you control an Ogre" (the 「、」 after 「かぎり」 as written)."""
        node = self.conditional(meta, children)
        first = node.steps[0] if isinstance(node, ast.Sequence) else node
        comma = self.text[first.condition.span.end :].startswith("かぎり、")
        first = first.model_copy(update={"unless": True, "comma": comma})
        if isinstance(node, ast.Sequence):
            return node.model_copy(update={"steps": [first, *node.steps[1:]]})
        return first

    def attacked_with(self, meta: Meta, children: list[Any]) -> ast.AttackedWith:
        """「このターン、あなたが２体以上のクリーチャーで攻撃していた」."""
        self.this_turn(meta, children)
        return super().attacked_with(meta, children)

    def attacked_with_total(self, meta: Meta, children: list[Any]) -> ast.AttackedWith:
        """Pack tactics: 「あなたがこの戦闘フェイズに攻撃させたクリーチャーのパワーの合計が６以上
        である」, "you attacked with creatures with total power 6 or greater this combat"."""
        filter_, attribute, value, op = children
        total = ast.Compare.model_construct(attribute=attribute, op=op, value=value, total=True)
        objects = ast.Objects.model_construct(quantifier="all", filter=all_of([filter_, total]))
        return ast.AttackedWith.model_construct(
            player=ast.You.model_construct(), objects=objects, period="combat", span=self.span(meta)
        )

    def main_phase(self, meta: Meta, children: list[Any]) -> MainPhase:
        return MainPhase()

    def types_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「…の中に４種類以上のカード・タイプがある」, 「…にカード・タイプが合計４種類以上
        含まれる」."""
        among, *rest = children
        kind = next(c for c in rest if isinstance(c, str))
        count = next(c for c in rest if not isinstance(c, str))
        if isinstance(among, ast.Objects):  # 「…にあるカードの中」: all of them
            among = among.model_copy(update={"quantifier": "all"})
        left = ast.TypesAmong.model_construct(types=kind, objects=among)
        return ast.AmountCompare.model_construct(
            left=left,
            op="ge",
            right=count,
            wording="there_are",
            contained=self.source(meta).endswith("含まれる"),
            span=self.span(meta),
        )

    def acted_this_turn(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """「このターンにあなたが攻撃していた」, 「このターン、対戦相手１人が…」."""
        if children[0].name != "this turn":
            raise ParseError("only 「このターン」 here", text=self.text, offset=meta.start_pos)
        node = super().acted_this_turn(meta, children[1:])
        comma = self.source(meta).startswith("このターン、")
        counted = isinstance(children[1], ast.Player)  # 「対戦相手１人が」, not 「対戦相手が」
        return node.model_copy(update={"turn_comma": comma, "counted_player": counted})

    def acted_player_first(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """「あなたがこのターンにライフを得ていた」: the player before 「このターンに」."""
        duration = self.first(children, ast.Duration)
        at = children.index(duration)
        return self.acted_this_turn(meta, [duration, *children[:at], *children[at + 1 :]])

    def died_this_turn(self, meta: Meta, children: list[Any]) -> ast.DiedThisTurn:
        """「このターンにクリーチャーが死亡していた」."""
        return super().died_this_turn(meta, self.this_turn(meta, children))

    def put_into_zone_this_turn(self, meta: Meta, children: list[Any]) -> ast.PutIntoZoneThisTurn:
        """「このターンに…が戦場以外からあなたの墓地に置かれた」."""
        return super().put_into_zone_this_turn(meta, self.this_turn(meta, children))

    def entered_this_turn(self, meta: Meta, children: list[Any]) -> ast.EnteredThisTurn:
        """「このターンに鳥があなたのコントロール下で戦場に出ていた」."""
        return super().entered_this_turn(meta, self.this_turn(meta, children))

    def left_battlefield_this_turn(
        self, meta: Meta, children: list[Any]
    ) -> ast.LeftBattlefieldThisTurn:
        """「このターンにパーマネントがあなたのコントロール下で戦場を離れていた」."""
        return super().left_battlefield_this_turn(meta, self.this_turn(meta, children))

    def this_turn(self, meta: Meta, children: list[Any]) -> list[Any]:
        """The children after a leading 「このターンに」 (the only duration these take)."""
        if children[0].name != "this turn":
            raise ParseError("only 「このターン」 here", text=self.text, offset=meta.start_pos)
        return children[1:]

    def hand_size_of(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """「そのプレイヤーの手札にカードがない」: that player has no cards in hand;
        「…カードが１枚も無い」: not even one."""
        player, name, objects, *count = children
        if count and not (isinstance(count[0], ast.Number) and count[0].value == 1):
            raise ParseError("expected 「１枚も」", text=self.text, offset=meta.start_pos)
        zone = ast.Zone.model_construct(name=name, owner=player)
        return self.hand_size(meta, [zone, objects])

    def there_are_of(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """「対戦相手１人の墓地にカードが８枚以上ある」: in that player's zone."""
        player, name, objects, count = children
        zone = ast.Zone.model_construct(name=name, owner=player)
        return self.there_are(meta, [zone, objects, count])

    def life_compare(self, meta: Meta, children: list[Any]) -> ast.LifeCompare:
        """「あなたのライフが５点以下である」 (「あなたの」 is read as words)."""
        if len(children) == 2:
            children = [ast.You.model_construct(), *children]
        return super().life_compare(meta, children)

    def hand_size(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """「あなたの手札にカードがない」, 「…手札のカードが１枚以下である」: the hand's owner
        has that many cards."""
        if isinstance(children[0], ast.Zone):  # 「…にカードがない」: no cards at all
            zone, objects = children
            filter_ = getattr(objects, "filter", None)
            if self.none_there(meta, zone, objects):
                return NotThere(self.object_in_zone(meta, [zone, objects]))  # type: ignore[return-value]
            if not (isinstance(filter_, ast.CardType) and filter_.name == "card"):
                raise ParseError(
                    "only cards are counted here", text=self.text, offset=meta.start_pos
                )
            owner, name, rest = zone.owner, zone.name, []
        else:
            owner, name, *rest = children
        if name != "hand":
            raise ParseError(
                "only a hand's cards are counted here", text=self.text, offset=meta.start_pos
            )
        return super().hand_size(meta, [owner, *rest])

    def hand_size_exactly(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """「あなたの手札にカードがちょうど７枚ある」: "you have exactly seven cards in hand"."""
        zone, objects, amount = children
        if not (isinstance(objects, ast.Objects) and objects.bare):
            raise ParseError("a second count", text=self.text, offset=meta.start_pos)
        node = self.hand_size(meta, [zone, objects])
        return node.model_copy(update={"amount": amount})

    def none_there(self, meta: Meta, zone: ast.Zone, objects: Any) -> bool:
        """Whether 「<zone>に<objects>がない」 is the negative of "there are …" that an
        "unless" names: with a count (「７枚以上の」), before 「かぎり」 or 「なら、」 (not
        「なら、代わりに」)."""
        if not (isinstance(objects, ast.Objects) and objects.quantifier == "at least"):
            return False
        after = self.text[meta.end_pos :]
        if after.startswith("なら"):
            return not after.removeprefix("なら").lstrip("、").startswith("代わりに")
        return after.startswith("かぎり")

    def object_is(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        if len(children) == 2:
            obj, description = children
            filter_ = description.filter if isinstance(description, ast.Objects) else description
            da = self.source(meta).endswith("だった")  # 「それが人間だった」
            past = da or self.source(meta).endswith("であった")
            return ast.ObjectIs.model_construct(
                object=obj, filter=filter_, past=past, da=da, span=self.span(meta)
            )
        obj, attribute, value, op = children
        compare = ast.Compare.model_construct(attribute=attribute, op=op, value=value)
        source = self.source(meta)
        return ast.ObjectIs.model_construct(
            object=obj,
            filter=compare,
            past=source.endswith("であった"),
            copula=source.endswith(("である", "であるなら")),
            span=self.span(meta),
        )

    def object_renowned(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「〈名〉が高名である」: "~ is renowned"; 「…が待機状態である」: "… is suspended"."""
        name = "suspended" if "待機" in self.source(meta) else "renowned"
        status = ast.Status.model_construct(name=name)
        return self.object_is(meta, [children[0], status])

    def object_is_qualified(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「それが土地・カードであるか、マナ総量が３以下であるクリーチャー・カードであるなら」."""
        obj, first, qualifier, last = children
        return self.object_is(meta, [obj, self.qualified_last(first, last, qualifier)])

    def object_is_bare(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「それがクリーチャー・カード(なら)」, 「それが土地でない(なら)」: no 「である」."""
        node = self.object_is(meta, children)
        if isinstance(node.filter, ast.Negated):  # 「でない」 is the copula's own negation
            return node
        return node.model_copy(update={"no_copula": True})

    def comparison(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def if_you_dont(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """「そうしなかった(なら)」, or 「そうしない(なら)」 as written."""
        return self.dont_as_written(meta, super().if_you_dont(meta, children))

    def if_player_doesnt(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        return self.dont_as_written(meta, super().if_player_doesnt(meta, children))

    def dont_as_written(self, meta: Meta, node: ast.IfYouDont) -> ast.IfYouDont:
        present = self.source(meta).endswith("そうしない")
        return node.model_copy(update={"verb": "そうしない"}) if present else node

    def if_you_cant(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """「そうできない」, 「できない」, 「それができない」 (「それ」 is the step)."""
        if children and not self.source(meta).startswith("それが"):
            raise ParseError("expected 「それができない」", text=self.text, offset=meta.start_pos)
        return self.cant_as_written(meta, super().if_you_cant(meta, children))

    def if_player_cant(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        return self.cant_as_written(meta, super().if_player_cant(meta, children))

    def cant_as_written(self, meta: Meta, node: ast.IfYouDont) -> ast.IfYouDont:
        """「できない」 or 「それができない」 where 「そうできない」 is the usual wording."""
        source = self.source(meta)
        verb = next(v for v in ("それができない", "そうできない", "できない") if source.endswith(v))
        return node.model_copy(update={"verb": verb}) if verb != "そうできない" else node

    def if_you_dont_put(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        put = ast.Move.model_construct(
            object=children[0], to=ast.Zone.model_construct(name="battlefield")
        )
        return ast.IfYouDont.model_construct(effect=put, span=self.span(meta))

    def amount_compare(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op="lt", right=right, span=self.span(meta)
        )

    def amount_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「…の種類数が３以上である」; the types among objects as English words it ("there
        are three or more basic land types among …")."""
        left, right = children
        wording = "there_are" if isinstance(left, ast.TypesAmong) else "is"
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=right, wording=wording, counted=True, span=self.span(meta)
        )

    def counters_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「これの上に７個以上の詩句カウンターがある(あった)」, or the count after the kind:
        「これの上に+1/+1カウンターが３個以上置かれている(いた)」."""
        obj, amount, counter = children
        source, after = self.source(meta), None
        if isinstance(amount, str):
            counter, amount = amount, counter
            after = "置かれている" if "置かれて" in source else "ある"
        left = ast.CountersOn.model_construct(counter=counter, object=obj)
        wording = "had" if source.endswith(("あった", "いた")) else "has"
        return ast.AmountCompare.model_construct(
            left=left,
            op="ge",
            right=amount,
            wording=wording,
            count_after=after,
            span=self.span(meta),
        )

    def no_counters(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「これの上に油カウンターがない」, 「…の上に枯渇カウンターが１個も無い」: none."""
        obj, counter = children[:2]
        if len(children) > 2 and getattr(children[2], "value", None) != 1:
            raise ParseError("only 「１個も」 here", text=self.text, offset=meta.start_pos)
        source = self.source(meta)
        after = source[source.rindex("カウンターが") + len("カウンターが") :]
        zero = ast.Number.model_construct(value=0)
        node = self.counters_at_least(meta, [obj, zero, counter])
        # 「１個も置かれていない」 is kept as 「置かれていない」 (the renderer's words)
        count_after = None if after == "ない" else after.replace("１個も置かれて", "置かれて")
        return node.model_copy(update={"op": "eq", "count_after": count_after})

    def has_counter(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「それの上に+1/+1カウンターが置かれている」: one or more (the kind first, as in
        the count-after wording)."""
        obj, counter = children
        one = ast.Number.model_construct(value=1)
        node = self.counters_at_least(meta, [obj, counter, one])
        return node.model_copy(update={"unnumbered": True})

    def spell_history(self, meta: Meta, children: list[Any]) -> str:
        return SPELL_HISTORY[self.source(meta).removesuffix("されて")]

    def this_way(self, meta: Meta, children: list[Any]) -> ast.ThisWay:
        """「これにより…が…」, or the object first: 「…がこれにより…」."""
        node = super().this_way(meta, children)
        if not self.source(meta).startswith("これにより"):
            node = node.model_copy(update={"object_first": True})
        return node

    def this_way_event(self, meta: Meta, children: list[Any]) -> str:
        return THIS_WAY[self.source(meta)]

    def there_are(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """「あなたの墓地にＸが２枚以上ある」: "there are two or more X in your graveyard";
        「あなたの手札にカードが７枚以上ある」: "you have seven or more cards in hand"."""
        zone, objects, count = children
        filter_ = getattr(objects, "filter", None)
        if zone.name == "hand" and isinstance(filter_, ast.CardType) and filter_.name == "card":
            return ast.HandSize.model_construct(  # type: ignore[return-value]
                player=zone.owner, op="ge", amount=count, span=self.span(meta)
            )
        where = ast.InZone.model_construct(zone=zone)
        objects = objects.model_copy(
            update={
                "quantifier": "at least",
                "count": count,
                "filter": all_of([objects.filter, where]),
            }
        )
        return ast.ThereAre.model_construct(objects=objects, span=self.span(meta))

    def in_each_zone(self, meta: Meta, children: list[Any]) -> ast.InEachZone:
        """「…が追放領域とあなたの手札と…と戦場のいずれにもある」: one in each place."""
        objects, *zones = children
        return ast.InEachZone.model_construct(objects=objects, zones=zones, span=self.span(meta))

    def object_in_zone_first(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「死の達人があなたの墓地にある」: "if Master of Death is in your graveyard"."""
        obj, zone = children
        where = ast.InZone.model_construct(zone=zone)
        return ast.ObjectIs.model_construct(
            object=obj, filter=where, object_first=True, span=self.span(meta)
        )


def player_written(node: ast.YouControl, children: list[Any]) -> ast.YouControl:
    """The condition with ``player_written`` when its player, "an opponent", is written in
    full (「対戦相手１人が」, 「いずれかの対戦相手が」) rather than as the bare noun."""
    first = children[0]
    if isinstance(first, ast.Player) and first.quantifier == "a":
        return node.model_copy(update={"player_written": True})
    return node


def other_ni(node: ast.YouControl) -> ast.YouControl:
    """The condition with its object phrase "other", written 「他に」 before it."""
    objects = node.objects
    if not isinstance(objects, ast.Objects) or objects.other:
        return node
    objects = objects.model_copy(update={"other": True, "other_word": "他に"})
    return node.model_copy(update={"objects": objects})
