"""The builder methods of the states family (``scryc.ast.states``) that both grammars
share: whose turn it is, the monarch, the initiative, the city's blessing, a completed
dungeon, day and night; and the creature a haunting card haunts (CR 702.55)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError


class CommonStates:
    """Builds the kinds of :mod:`scryc.ast.states`."""

    def during_your_turn(self, meta: Meta, children: list[Any]) -> ast.YourTurn:
        return ast.YourTurn.model_construct(during=True, span=self.span(meta))

    def your_turn(self, meta: Meta, children: list[Any]) -> ast.YourTurn:
        return ast.YourTurn.model_construct(span=self.span(meta))

    def has_initiative(self, meta: Meta, children: list[Any]) -> ast.HasInitiative:
        """ "you have the initiative" / 「あなたにイニシアチブがある」 (「…を持っている」)."""
        return ast.HasInitiative.model_construct(
            player=self.monarch_player(children),
            holds=self.text[meta.start_pos : meta.end_pos].endswith("持っている"),
            span=self.span(meta),
        )

    def has_city_blessing(self, meta: Meta, children: list[Any]) -> ast.HasCityBlessing:
        """ "you have the city's blessing" / 「あなたが都市の承認を持っている」."""
        return ast.HasCityBlessing.model_construct(
            player=self.monarch_player(children), span=self.span(meta)
        )

    def attacked_this_step(self, meta: Meta, children: list[Any]) -> ast.AttackedThisStep:
        """ "you've been attacked this step" / 「あなたがこのステップで攻撃されている」."""
        player = ast.You.model_construct(written=True)
        return ast.AttackedThisStep.model_construct(player=player, span=self.span(meta))

    def attacked_or_blocked(self, meta: Meta, children: list[Any]) -> ast.AttackedOrBlocked:
        """ "~ attacked or blocked this combat" / 「この戦闘で〈名〉が攻撃かブロックした」,
        「〈名〉がこの戦闘で攻撃したかブロックした」."""
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.AttackedOrBlocked.model_construct(
            object=children[0],
            during="turn" if written.endswith("this turn") else "combat",
            object_first="攻撃したか" in written,
            span=self.span(meta),
        )

    def treasure_mana_spent(self, meta: Meta, children: list[Any]) -> ast.TreasureManaSpent:
        """ "mana from a Treasure was spent to cast it" / 「これを唱えるために宝物からのマナが
        支払われていた」 (English names the source as an object phrase: it must be a Treasure)."""
        *source, obj = children
        if source and not self.names_treasure(source[0]):
            raise ParseError("expected 'a Treasure'", text=self.text, offset=meta.start_pos)
        return ast.TreasureManaSpent.model_construct(object=obj, span=self.span(meta))

    @staticmethod
    def names_treasure(node: Any) -> bool:
        """Whether the object phrase is "a Treasure"."""
        filter_ = getattr(node, "filter", None)
        return (
            isinstance(node, ast.Objects)
            and node.quantifier == "a"
            and isinstance(filter_, ast.Subtype)
            and filter_.name == "Treasure"
        )

    def completed_dungeon(self, meta: Meta, children: list[Any]) -> ast.CompletedDungeon:
        """ "you've completed a dungeon" / 「あなたがダンジョンを踏破したことがある」."""
        return ast.CompletedDungeon.model_construct(
            player=self.monarch_player(children), span=self.span(meta)
        )

    def is_monarch(self, meta: Meta, children: list[Any]) -> ast.IsMonarch:
        """ "you're the monarch", "an opponent is the monarch" / 「…が統治者である」."""
        past = self.text[meta.start_pos : meta.end_pos].endswith("あった")
        return ast.IsMonarch.model_construct(
            player=self.monarch_player(children), past=past, span=self.span(meta)
        )

    def not_turn_of(self, meta: Meta, children: list[Any]) -> ast.NotTurnOf:
        """ "it's not your turn", "it's not their turn" / 「あなたのターンでない」."""
        return ast.NotTurnOf.model_construct(player=children[0], span=self.span(meta))

    def day_night(self, meta: Meta, children: list[Any]) -> ast.DayNight:
        """ "it's day", "it's night" / 「昼であるなら」, 「夜であるなら」."""
        state = "night" if self.says_night(meta) else "day"
        return ast.DayNight.model_construct(state=state, span=self.span(meta))

    def neither_day_nor_night(self, meta: Meta, children: list[Any]) -> ast.DayNight:
        """ "it's neither day nor night" / 「昼でも夜でもない」."""
        return ast.DayNight.model_construct(state="neither", span=self.span(meta))

    def becomes_day_night(self, meta: Meta, children: list[Any]) -> ast.BecomesDayNight:
        """ "it becomes day" / 「昼になる」, "it becomes night" / 「夜になる」."""
        becomes = "night" if self.says_night(meta) else "day"
        return ast.BecomesDayNight.model_construct(becomes=becomes, span=self.span(meta))

    def says_night(self, meta: Meta) -> bool:
        """Whether the words say night ("night" / 「夜」), not day."""
        words = self.words(meta)
        return "night" in words or "夜" in words

    def day_night_changes(self, meta: Meta, children: list[Any]) -> ast.DayNightChanges:
        """ "day becomes night or night becomes day" / 「昼が夜になるか夜が昼になるたび」."""
        return ast.DayNightChanges.model_construct(span=self.span(meta))

    def tribute_not_paid(self, meta: Meta, children: list[Any]) -> ast.TributeNotPaid:
        """ "tribute wasn't paid" / 「貢納が支払われていない」."""
        return ast.TributeNotPaid.model_construct(span=self.span(meta))

    def haunted_creature(self, meta: Meta, children: list[Any]) -> ast.HauntedCreature:
        """ "the creature it haunts" / 「それ(これ)が憑依しているクリーチャー」."""
        haunter = "これ" if self.words(meta).startswith("これ") else None
        return ast.HauntedCreature.model_construct(haunter=haunter, span=self.span(meta))

    def enters_or_haunted_dies(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "~ enters or the creature it haunts dies" / 「…が戦場に出るか(、)それが憑依して
        いるクリーチャーが死亡したとき」: either event, of two objects."""
        node = self.enters_or(meta, children[:1])
        dies = ast.Dies.model_construct(object=children[1])
        return node.model_copy(update={"triggers": [node.triggers[0], dies]})
