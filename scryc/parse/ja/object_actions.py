"""Japanese builder methods of the object_actions family (``scryc.ast.object_actions``)."""

from __future__ import annotations

import re
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import PLAYERS, Quantifier, all_of
from ..common.looking import RandomPick
from ..common.object_actions import ORDERS, Divided, FaceDown
from ..common.rules import MoreCounters
from ..errors import ParseError

#: 「タップ状態かつ攻撃している状態で」, as the move's and the token's builders read it.
TAPPED_ATTACKING = "tapped and attacking"
#: The zone names a player's zone is written with (「そのプレイヤーの墓地」).
ZONE_NAMES = ("library", "hand", "graveyard")


class ObjectActions:
    """The Japanese builder's object actions methods."""

    def turn_face_down(self, meta: Meta, children: list[Any]) -> ast.TurnFaceDown:
        """「(あなたは)…を裏向きにする」: the subject must be you."""
        children = self.without_subject(meta, children, "turn face down")
        return super().turn_face_down(meta, children)  # type: ignore[misc, no-any-return]

    def move_verb(self, meta: Meta) -> Any:
        return "return" if "戻" in self.source(meta) else "put"

    def tapped_flag(self, meta: Meta, children: list[Any]) -> str:
        written = self.source(meta)
        if written.startswith("攻撃"):  # 「攻撃している状態で」
            return "attacking"
        return "transformed" if written.startswith("変身") else "tapped"

    def tapped_attacking(self, meta: Meta, children: list[Any]) -> str:
        """「タップ状態かつ攻撃している状態で」 (or 「…状態で攻撃している…」)."""
        return TAPPED_ATTACKING

    def transformed_and(self, meta: Meta, children: list[Any]) -> str:
        """「変身させた状態かつ」 (the counters follow)."""
        return "transformed"

    def sacrifice_count_after(self, meta: Meta, children: list[Any]) -> ast.Sacrifice:
        """「エルフを１体生け贄に捧げる」: the count after 「を」 belongs to the object, which
        has none of its own ("sacrifice an Elf")."""
        *player, obj, quant = children
        if not (isinstance(obj, ast.Objects) and obj.bare and quant.word == "a"):
            raise ParseError("a second count after 「を」", text=self.text, offset=meta.start_pos)
        update = {"count": quant.count, "counter": quant.counter, "bare": False}
        node = self.sacrifice(meta, [*player, obj.model_copy(update=update)])
        return node.model_copy(update={"count_after": True})

    def move(self, meta: Meta, children: list[Any]) -> ast.Move:
        node = super().move(meta, children)
        if "タップ状態で攻撃している状態で" in self.source(meta):
            return node.model_copy(update={"attacking_joined": "で"})
        if "変身させた状態かつ" in self.source(meta):
            return node.model_copy(update={"transformed_joined": True})
        if re.search("コントロール下で(タップ|変身させた|攻撃して)", self.source(meta)):
            return node.model_copy(update={"control_first": True})
        return node

    def move_player_zone(self, meta: Meta, children: list[Any]) -> ast.Move:
        """「それをそのプレイヤーの墓地に置く」: the zone of the player named ("that player's
        graveyard")."""
        at = next(i for i, c in enumerate(children) if isinstance(c, str))
        position = children[at + 1] if at + 1 < len(children) else None
        if type(position) is not str or position in ORDERS:  # 「…の一番上に」: a place in it
            position = None
        zone = ast.Zone.model_construct(
            name=children[at], owner=children[at - 1], position=position
        )
        after = at + 2 if position is not None else at + 1
        return self.move(meta, [*children[: at - 1], zone, *children[after:]])

    def at_random(self, meta: Meta, children: list[Any]) -> list[Any]:
        """「…を無作為に(選んで)」: the object before it chosen at random (CR 701.9b)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, RandomPick))
        obj = children[at - 1]
        if not isinstance(obj, ast.Objects) or obj.random:
            raise ParseError(
                "expected cards to choose at random", text=self.text, offset=meta.start_pos
            )
        obj = obj.model_copy(update={"random": True, "random_chosen": children[at].chosen})
        return [*children[: at - 1], obj, *children[at + 1 :]]

    def move_random(self, meta: Meta, children: list[Any]) -> ast.Move:
        """「…カード２枚を無作為に選んであなたの手札に戻す」."""
        return self.move(meta, self.at_random(meta, children))

    def exile_random(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """「あなたの手札からカード１枚を無作為に選んで追放する」."""
        return self.exile(meta, self.at_random(meta, children))

    def move_count_after(self, meta: Meta, children: list[Any]) -> ast.Move:
        """「…カードを１枚そのプレイヤーの墓地に置く」, 「…を最大２枚まで戦場に出す」: the
        count after 「を」 belongs to the object, which has none of its own."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Quantifier))
        obj, quant = children[at - 1], children[at]
        if not (isinstance(obj, ast.Objects) and obj.bare and quant.word in ("a", "up to")):
            raise ParseError("a second count after 「を」", text=self.text, offset=meta.start_pos)
        update = {"quantifier": quant.word, "count": quant.count, "counter": quant.counter}
        obj = obj.model_copy(update=update | {"bare": False, "count_last": True})
        rest = [*children[: at - 1], obj, *children[at + 1 :]]
        if any(type(c) is str and c in ZONE_NAMES for c in rest):
            return self.move_player_zone(meta, rest)
        return self.move(meta, rest)

    def deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        node = super().deal_damage(meta, children)
        source, *rest = children
        order = [i for i, c in enumerate(rest) if c is node.amount or c is node.recipient]
        return node.model_copy(
            update={
                "comma": self.topic_comma(source),
                "recipient_comma": self.after(node.recipient).startswith(("に、", "にそれぞれ、")),
                "damage_first": rest[order[0]] is node.amount,
            }
        )

    def deal_damage_given(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        """「…はそれに２点のダメージを与え、あなたに３点のダメージを与える」: the damage to
        each recipient with its own verb, one event from the same source (CR 120.2)."""
        return self.deal_damage(meta, children)

    def double_pt(self, meta: Meta, children: list[Any]) -> ast.DoublePT:
        """「それのパワーを２倍にする」: only twice, the number the AST does not keep."""
        *rest, number = children
        if str(number) not in ("２", "2"):
            raise ParseError("only 「２倍」 (double)", text=self.text, offset=meta.start_pos)
        return super().double_pt(meta, rest)

    def exile_until(self, meta: Meta, children: list[Any]) -> ast.Exile:
        until, obj = children
        comma = "離れるまで、" in self.source(meta)
        return ast.Exile.model_construct(
            object=obj, until_leaves=until, until_comma=comma, span=self.span(meta)
        )

    def counters_additional_before(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「追加で+1/+1カウンター１個が」."""
        return MoreCounters("before")

    def counters_additional_after_kind(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「+1/+1カウンターが追加で１個」."""
        return MoreCounters("after_kind")

    def counters_additional_after_amount(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「+1/+1カウンター１個が追加で置かれた」."""
        return MoreCounters("after_amount")

    def counters_additional_adjective(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「追加の+1/+1カウンター１個が」."""
        return MoreCounters("adjective")

    def counter_unless(self, meta: Meta, children: list[Any]) -> ast.CounterSpell:
        player, mana, obj = children
        return ast.CounterSpell.model_construct(
            object=obj, unless_player=player, unless_paid=str(mana), span=self.span(meta)
        )

    def divided_among(self, meta: Meta, children: list[Any]) -> Divided:
        """「あなたの望むように分割して」; who chooses is written three ways."""
        return Divided(by=self.source(meta).split("望む")[0])

    def exile_counters_upon(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """「…を、その上に…カウンター３個が置かれた状態で追放する」: 「その上に」 says again where
        the counters are (on the exiled object)."""
        *head, _upon, counters = children
        return self.exile(meta, [*head, counters])

    def exile(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """「あなたの墓地から…を追放する」: the zone describes an object phrase, or is where
        the named card is exiled from."""
        counters = self.first(children, ast.WithCounters)
        face_down = self.first(children, FaceDown)
        children = [c for c in children if c is not counters and c is not face_down]
        obj = children[-1]
        said = isinstance(children[0], PLAYERS) and children[0] is not obj
        player = children[0] if said else None
        zone = next((c for c in children if isinstance(c, ast.InZone)), None)
        if zone is not None and isinstance(obj, ast.Objects):
            obj = obj.model_copy(update={"filter": all_of([obj.filter, zone])})
            zone = None
        return ast.Exile.model_construct(
            object=obj,
            from_zone=zone.zone if zone else None,
            player=player,
            counters=counters,
            face_down=face_down is not None,
            face_down_ni=face_down is not None and face_down.ni,
            span=self.span(meta),
        )

    def counters_last(self, children: list[Any], counters: Any) -> bool:
        """「あなたのコントロール下で最終カウンター１個が置かれた状態で」: the controller first."""
        if counters is None:
            return False
        return any(isinstance(c, PLAYERS) for c in children[1 : children.index(counters)])
