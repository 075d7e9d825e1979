"""Japanese for :mod:`scryc.ast.counts`: the numbers a card counts (「…の数」, 「…への信心」)."""

from __future__ import annotations

from ... import ast
from .words import TYPE_KINDS, counter_word, counters_noun, term


class JapaneseCounts:
    """Japanese counts: a part of ``JapaneseRenderer``."""

    def count_of(self, node: ast.CountOf) -> str:
        in_cards = self.own(node.in_cards, counter_word(node.objects) == "枚")  # 「カードの枚数」
        word = "総数" if self.own(node.total) else "枚数" if in_cards else "数"
        word = "人数" if isinstance(node.objects, ast.Player) else word  # 「対戦相手の人数」
        return f"{self.noun_phrase(node.objects)}の{word}"

    def value_of(self, node: ast.ValueOf) -> str:
        """「それのマナ総量」, or 「そのマナ総量」 as written."""
        its = isinstance(node.object, ast.Ref) and node.object.noun is None
        its = its and self.that_written(node.object)  # 「その」 alone
        owner = "その" if its else self.possessive(node.object)
        return f"{owner}{term(node.attribute)}"

    def total_of(self, node: ast.TotalOf) -> str:
        return f"{self.possessive(node.objects)}{term(node.attribute)}の合計"

    def cards_looked_at(self, node: ast.CardsLookedAt) -> str:
        which = "これにより" if self.own(node.by_this) else "その"
        return f"{which}占術を行っている間に見たカードの枚数"

    def counters_on(self, node: ast.CountersOn) -> str:
        number, on = self.own(node.number_word, "個数"), self.counters_on_verb(node)
        return f"{self.upon(node.object)}に{on}{counters_noun(node.counter)}の{number}"

    def counters_on_verb(self, node: ast.CountersOn) -> str:
        """「ある」, or as written: 「置かれている」, 「置かれた」."""
        if self.own(node.placed_past):
            return "置かれた"
        return "置かれている" if self.own(node.placed) else "ある"

    def removed_counters(self, node: ast.RemovedCounters) -> str:
        """「これにより取り除かれた+1/+1カウンターの数」 (for 「…につき」: :meth:`removed_each`)."""
        return f"{self.removed_each(node).removesuffix('１個')}の数"

    def removed_each(self, node: ast.RemovedCounters) -> str:
        """「これにより取り除かれた貯蔵カウンター１個」 (what 「…につき」 counts)."""
        this_way = "これにより" if self.own(node.this_way, True) else ""
        return f"{this_way}取り除かれた{counters_noun(node.counter)}１個"

    def damage_dealt(self, node: ast.DamageDealt) -> str:
        source, player = self.clause_subject(node.source), self.render(node.player)
        return f"{source}が{player}に与えたダメージの点数"

    def times_cast(self, node: ast.TimesCast) -> str:
        subject = f"{self.clause_subject(node.object)}が"
        game = "このゲームで"
        order = game + subject if node.game_first else subject + game
        return f"{order}統率領域から唱えられた回数"

    def this_way_total(self, node: ast.ThisWayTotal) -> str:
        if node.event == "damage dealt":
            return f"これにより{'与えた' if self.own(node.active) else '与えられた'}ダメージ"
        what = "失われたライフ" if node.event == "life lost" else "軽減されたダメージ"
        return f"これにより{what}"

    def die_result(self, node: ast.DieResult) -> str:
        return "その出目"

    def greatest_among(self, node: ast.GreatestAmong) -> str:
        among = f"{self.noun_phrase(node.objects)}の中で"
        if self.own(node.word) == "最大値":  # 「…の中のパワーの最大値」
            return f"{among[:-1]}の{term(node.attribute)}の最大値"
        if self.own(node.word) == "最大":  # 「…の中で最大のパワー」
            return f"{among}最大の{term(node.attribute)}"
        return f"{among}最も大きい{term(node.attribute)}"

    def doors(self, node: ast.Doors) -> str:
        """「あなたがコントロールしている部屋の開放されているドア」 (CR 709.5)."""
        return f"{self.noun_phrase(node.rooms)}の開放されているドア"

    def types_among(self, node: ast.TypesAmong) -> str:
        count = "の数" if node.types == "color" else "の種類数"  # 「…の中の色の数」
        return f"{self.noun_phrase(node.objects)}の中の{TYPE_KINDS[node.types]}{count}"

    def counted(self, node: ast.Node) -> str:
        """One of what a 「…につき」 counts: 「平地１つ」, 「…の中の基本土地タイプ１種」."""
        if isinstance(node, ast.TypesAmong):
            unit = self.own(node.unit) or ("色" if node.types == "color" else "種")
            return f"{self.noun_phrase(node.objects)}の中の{TYPE_KINDS[node.types]}１{unit}"
        if isinstance(node, ast.CountersOn):  # 「それの上に(置かれている)詩句カウンター１個」
            on = self.counters_on_verb(node)
            return f"{self.upon(node.object)}に{on}{counters_noun(node.counter)}１個"
        if isinstance(node, ast.RemovedCounters):
            return self.removed_each(node)
        if isinstance(node, ast.CommanderCasts):
            return self.commander_casts(node)
        if isinstance(node, ast.TimesKicked):
            return self.times_kicked(node)
        if isinstance(node, ast.ColorsOf):
            return self.colors_of(node)
        if isinstance(node, ast.ThisWayTotal):  # 「これにより軽減されたダメージ１点」
            return f"{self.render(node)}１点"
        return self.object(node)

    def commander_casts(self, node: ast.CommanderCasts) -> str:
        """「このゲームであなたが統率領域から(あなたの)統率者を唱えた回数１回」."""
        player = self.clause_subject(node.player)
        first = self.own(node.player_first)
        game = f"{player}がこのゲームで" if first else f"このゲームで{player}が"
        commander = "あなたの統率者" if node.commander == "your" else "統率者"
        return f"{game}統率領域から{commander}を唱えた回数１回"

    def times_kicked(self, node: ast.TimesKicked) -> str:
        """「それがキッカーされている１回」 (what 「…につき」 counts)."""
        written = self.own(node.ja_written, "それ")
        if written == "name":
            written = self.render(ast.SelfRef.model_construct())
        kicked = "キッカーされた" if self.own(node.ja_past) else "キッカーされている"
        return f"{written}が{kicked}１回"

    def devotion(self, node: ast.Devotion) -> str:
        return f"{self.possessive(node.player)}{term(node.color)}への信心"
