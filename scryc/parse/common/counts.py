"""The builder methods of the counts family (``scryc.ast.counts``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..errors import ParseError


class GreatestWord(str):
    """ "greatest" or "highest" as written before an attribute."""


class CommonCounts:
    """The counts methods both builders share."""

    def damage_dealt(self, meta: Meta, children: list[Any]) -> ast.DamageDealt:
        """ "the amount of damage it dealt to that player" / 「これがそのプレイヤーに与えた
        ダメージの点数」."""
        source, player = children
        return ast.DamageDealt.model_construct(source=source, player=player, span=self.span(meta))

    def times_cast(self, meta: Meta, children: list[Any]) -> ast.TimesCast:
        """ "the number of times it's been cast from the command zone this game" / 「それがこの
        ゲームで統率領域から唱えられた回数」."""
        return ast.TimesCast.model_construct(object=children[0], span=self.span(meta))

    def times_kicked(self, meta: Meta, children: list[Any]) -> ast.TimesKicked:
        """ "it was kicked" / 「それがキッカーされている回数１回」: only the object itself."""
        ja = bool(children) and isinstance(children[-1], Token)  # 「…１回」
        obj = children[0] if children and not isinstance(children[0], Token) else None
        once = not ja or str(children[-1]) in ("1", "１")
        if not once or (obj is not None and not isinstance(obj, (ast.Ref, ast.SelfRef))):
            raise ParseError("kicks of another object", text=self.text, offset=meta.start_pos)
        source = self.text[meta.start_pos : meta.end_pos]
        if obj is not None and obj.span:
            written = self.text[obj.span.start : obj.span.end]
        else:  # "it was kicked", 「それがキッカー…」 read as words
            written = source.partition("が")[0] if ja else "it"
        english = {"it": "it", "this spell": "this spell"}.get(written.lower(), "name")
        japanese = written if written in ("それ", "これ", "この呪文") else "name"
        return ast.TimesKicked.model_construct(
            written=None if ja else english,
            ja_written=japanese if ja else None,
            ja_past=ja and "キッカーされた" in source,
            span=self.span(meta),
        )

    def damage_each(self, meta: Meta, children: list[Any]) -> ast.ThisWayTotal:
        """ "for each 1 damage prevented this way" / 「これにより軽減されたダメージ１点につき」:
        each point of the damage the steps before it prevented (or dealt)."""
        if str(next(c for c in children if isinstance(c, Token))) != "1":
            raise ParseError(
                "a count per two or more damage", text=self.text, offset=meta.start_pos
            )
        source = self.text[meta.start_pos : meta.end_pos]
        prevented = "prevented" in source or "軽減" in source
        event = "damage prevented" if prevented else "damage dealt"
        return ast.ThisWayTotal.model_construct(event=event, span=self.span(meta))

    def commander_casts(self, meta: Meta, children: list[Any]) -> ast.CommanderCasts:
        """ "each time you've cast your commander from the command zone this game" / 「この
        ゲームであなたが統率領域から(あなたの)統率者を唱えた回数１回」 (one cast each)."""
        if children and str(children[-1]) != "1":  # 「…回数２回につき」: for each two
            raise ParseError("a count per two or more casts", text=self.text, offset=meta.start_pos)
        source = self.text[meta.start_pos : meta.end_pos]
        your = "your commander" in source or "あなたの統率者" in source
        return ast.CommanderCasts.model_construct(
            player=ast.You.model_construct(),
            commander="your" if your else "a",
            player_first=source.startswith("あなたが"),
            span=self.span(meta),
        )

    def count_players(self, meta: Meta, children: list[Any]) -> ast.CountOf:
        """ "the number of opponents you have" / 「(あなたの)対戦相手の人数」."""
        written = self.text[meta.start_pos : meta.end_pos]
        noun = children[0] if children else "opponent"
        players = ast.Player.model_construct(
            quantifier="all",
            noun=noun,
            you_have=written.endswith("you have"),
            your_written=written.startswith("あなたの"),
        )
        return ast.CountOf.model_construct(objects=players, span=self.span(meta))

    def die_result(self, meta: Meta, children: list[Any]) -> ast.DieResult:
        return ast.DieResult.model_construct(span=self.span(meta))

    def counters_on(self, meta: Meta, children: list[Any]) -> ast.CountersOn:
        """ "the number of charge counters on …" / 「…の上にある蓄積カウンターの数」; without a
        kind, counters of every kind."""
        counter = next((c for c in children if isinstance(c, str)), None)
        obj = next(c for c in children if not isinstance(c, str))
        written = self.text[meta.start_pos : meta.end_pos]
        number = next((w for w in ("総数", "数") if written.endswith("の" + w)), None)
        placed = "の上に置かれている" in written
        return ast.CountersOn.model_construct(
            counter=counter,
            object=obj,
            number_word=number,
            placed=placed,
            placed_past="上に置かれた" in written,
            span=self.span(meta),
        )

    def counters_each(self, meta: Meta, children: list[Any]) -> ast.CountersOn:
        """ "for each verse counter on it" / 「それの上にある詩句カウンター１個につき」."""
        kept = [c for c in children if not (isinstance(c, Token) and c.type == "NUMBER")]
        return self.counters_on(meta, kept)

    def removed_counters(self, meta: Meta, children: list[Any]) -> ast.RemovedCounters:
        """ "for each storage counter removed this way" / 「これにより取り除かれた貯蔵カウンター
        １個につき」."""
        counter = next((c for c in children if type(c) is str), None)
        return ast.RemovedCounters.model_construct(counter=counter, span=self.span(meta))

    def devotion(self, meta: Meta, children: list[Any]) -> ast.Devotion:
        player, color = children
        return ast.Devotion.model_construct(player=player, color=color.name, span=self.span(meta))

    def doors(self, meta: Meta, children: list[Any]) -> ast.Doors:
        """ "unlocked doors of Rooms you control" (CR 709.5)."""
        rooms = children[0]
        if isinstance(rooms, ast.Objects):  # every Room described
            rooms = rooms.model_copy(update={"quantifier": "all"})
        return ast.Doors.model_construct(rooms=rooms, span=self.span(meta))

    def greatest_among(self, meta: Meta, children: list[Any]) -> ast.GreatestAmong:
        word = self.first(children, GreatestWord)
        attribute = next(c for c in children if isinstance(c, str) and c is not word)
        among = next(c for c in children if not isinstance(c, str))
        return ast.GreatestAmong.model_construct(
            attribute=attribute, objects=among, word=word, span=self.span(meta)
        )

    def value_of(self, meta: Meta, children: list[Any]) -> ast.ValueOf:
        obj, attribute = children
        return ast.ValueOf.model_construct(attribute=attribute, object=obj, span=self.span(meta))

    def life_total_of(self, meta: Meta, children: list[Any]) -> ast.ValueOf:
        """ "your life total" / 「あなたのライフ総量」 (no child: "your"): the player's value
        "life total"."""
        player = children[0] if children else ast.You.model_construct()
        return self.value_of(meta, [player, "life total"])
