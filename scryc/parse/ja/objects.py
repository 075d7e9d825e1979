"""Japanese builder methods of the objects family (``scryc.ast.objects``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, Quantifier, all_of
from ..errors import ParseError
from .base import Prefix, english_value
from .filters import leading_clauses
from .lexicon import OTHER_THAN_SELF, SELF_EXCEPTED, SELF_NOUNS, TERMS

#: A number and its counter word: 「１体」, 「Ｘ個」, 「２枚以上」.
COUNTER_WORD = re.compile(r"[0-9０-９XＸ]+([体つ枚個])")


@dataclass(frozen=True)
class YaFilter:
    """「AやあなたのBにあるC」: the first description's head, the second's own clauses and
    head (built into two object phrases by ``object_list_ya``)."""

    first: Any
    described: list[Any]
    second: Any


def all_after_list(items: list[Any]) -> list[Any]:
    """「アーティファクトとクリーチャーをすべて」: 「すべて」 after the list counts every bare
    item of it ("all artifacts and creatures"), not the last alone."""
    last = items[-1]
    if not (isinstance(last, ast.Objects) and last.quantifier == "all" and last.count_last):
        return items
    if not all(isinstance(i, ast.Objects) and i.bare for i in items[:-1]):
        return items
    return [i.model_copy(update={"quantifier": "all"}) for i in items[:-1]] + [last]


class Objects:
    """The Japanese builder's objects methods."""

    SHARED_AT = 0

    def term(self, text: str) -> str:
        text = "".join(text.split())
        return TERMS.get(text, text)

    def self_ref(self, meta: Meta, children: list[Any]) -> ast.SelfRef:
        """The card's name (a short name has no 「、」), 「これ」 or 「この<noun>」."""
        text = self.source(meta)
        if children and children[0].type == "CAPWORD":  # 「このオーラ」: "this Aura"
            noun = english_value(self, meta, str(children[0]), "subtype")
            return ast.SelfRef.model_construct(noun=noun, span=self.span(meta))
        if children:
            return ast.SelfRef.model_construct(
                short="、" not in str(children[0]), span=self.span(meta)
            )
        if text == "これ":
            return ast.SelfRef.model_construct(pronoun=True, span=self.span(meta))
        return ast.SelfRef.model_construct(
            noun=SELF_NOUNS.get(text[2:], text[2:]), span=self.span(meta)
        )

    def objects_total(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「…カードを、マナ総量の合計が１０以下になるように選んで」: the targets described,
        with their total as one more restriction."""
        objects, total = children
        if not isinstance(objects, ast.Objects):
            raise ParseError("expected targets", text=self.text, offset=meta.start_pos)
        written = self.source(meta)
        total = total.model_copy(
            update={"total_comma": "を、" in written, "total_chosen": written.endswith("選んで")}
        )
        parts = objects.filter.parts if isinstance(objects.filter, ast.AllOf) else [objects.filter]
        at = next((i for i, p in enumerate(parts) if isinstance(p, ast.InZone)), len(parts))
        described = all_of([*parts[:at], total, *parts[at:]])  # English: before "from …"
        return objects.model_copy(update={"filter": described})

    def zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        names = [c for c in children if type(c) is str]
        owner = next((c for c in children if isinstance(c, ast.Node)), None)
        depth = next((c for c in children if type(c) is int), None)  # 「一番上から５枚目」
        position = names[1] if len(names) > 1 else "top" if depth is not None else None
        return ast.Zone.model_construct(
            name=names[0],
            owner=owner,
            position=position,
            depth=depth,
            chosen_side="選んだほう" in self.text[meta.start_pos : meta.end_pos],
            span=self.span(meta),
        )

    def every_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """「すべての墓地」: every player's zone of that name ("all graveyards")."""
        return ast.Zone.model_construct(name=children[0], every="all", span=self.span(meta))

    def quantifier(self, meta: Meta, children: list[Any]) -> Quantifier:
        count = children[0]
        if isinstance(count, ast.Number) and count.value == 1:
            count = None
        return Quantifier("a", count, counter=self.counter_word(meta))

    def quantifier_up_to(self, meta: Meta, children: list[Any]) -> Quantifier:
        return Quantifier("up to", children[0], counter=self.counter_word(meta))

    def quantifier_all_after(self, meta: Meta, children: list[Any]) -> Quantifier:
        """「…をすべて」: "all …", written after the object's 「を」."""
        return Quantifier("all", last=True)

    def quantifier_any_after(self, meta: Meta, children: list[Any]) -> Quantifier:
        """「…を望む枚数だけ」: "any number of …", written after the object's 「を」."""
        counter = "枚" if "枚数" in str(children[0]) else None
        return Quantifier("any number", counter=counter, last=True)

    def quantifier_at_least(self, meta: Meta, children: list[Any]) -> Quantifier:
        return Quantifier("at least", children[0], counter=self.counter_word(meta), last=True)

    def part_of(self, meta: Meta, children: list[Any]) -> ast.PartOf:
        """The words before the number (「それらのうち」) and the counter word, as written."""
        node = super().part_of(meta, children)
        source = self.source(meta)
        written = source[: source.index("のうち") + 3]
        if node.count is not None and source[len(written)] == "の":  # 「そのうちの１枚」
            written += "の"
        update = {"counter": self.counter_word(meta)}
        if written != "そのうち":
            update["written"] = written
        return node.model_copy(update=update)

    def counter_word(self, meta: Meta) -> str | None:
        """The counter word after a number: 体, 枚, つ, 個."""
        found = COUNTER_WORD.search(self.source(meta))
        return found.group(1) if found else None

    def quantifier_prefix(self, meta: Meta, children: list[Any]) -> Prefix:
        return Prefix(self.words(meta))

    def objects(self, meta: Meta, children: list[Any]) -> ast.Objects:
        other_word = next(
            (c.written for c in children if isinstance(c, Prefix) and c.written), None
        )
        other = other_word is not None
        children = [c for c in children if not (isinstance(c, Prefix) and c.word == "other")]
        prefix = next((c for c in children if isinstance(c, Prefix)), None)
        quant = next((c for c in children if isinstance(c, Quantifier)), None)
        rest = [c for c in children if not isinstance(c, (Prefix, Quantifier))]
        node = super().objects(meta, rest)
        filter_ = node.filter
        if isinstance(filter_, ast.AllOf):  # the head noun comes last: no parts after it
            filter_ = filter_.model_copy(update={"head": None})
        update: dict[str, Any] = {
            "quantifier": "a",
            "other": other,
            "other_word": other_word,
            "filter": filter_,
            "bare": quant is None and prefix is None,
        }
        if quant is not None:
            update |= {"quantifier": quant.word, "count": quant.count, "counter": quant.counter}
            update["count_last"] = quant.last
        elif prefix is not None:
            update["quantifier"] = "each" if prefix.word == "each" else "all"
        return node.model_copy(update=update)

    def objects_negated_first(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「巨人でない各クリーチャー」: "each non-Giant creature"."""
        negated, *rest = children
        node = self.objects(meta, rest)
        filter_ = all_of([negated, node.filter])
        return node.model_copy(update={"filter": filter_, "negated_first": True})

    def objects_words_first(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「あなたがコントロールしている伝説の各クリーチャー」: "each legendary creature you
        control", words of the description written before 「各」/「すべての」."""
        at = max(i for i, c in enumerate(children) if isinstance(c, Prefix)) - 1
        return self.words_before(meta, children, at)

    def objects_words_other(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「トークンでない他のクリーチャー１体」, 「攻撃している他の騎士１体」: words of the
        description written before 「他の」 ("another nontoken creature")."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Prefix) and c.word == "other")
        return self.words_before(meta, children, at - 1)

    def words_before(self, meta: Meta, children: list[Any], at: int) -> ast.Objects:
        """The object phrase with the words ``children[at]`` put before its noun (the last
        filter), their number kept as ``words_first``."""
        first = children[at]
        noun = next(c for c in reversed(children) if not isinstance(c, Quantifier))
        node = self.objects(meta, children[:at] + children[at + 1 :])
        parts = node.filter.parts if isinstance(node.filter, ast.AllOf) else [node.filter]
        words = first.parts if isinstance(first, ast.AllOf) else [first]
        tail = len(noun.parts) if isinstance(noun, ast.AllOf) else 1
        filter_ = all_of([*parts[:-tail], *words, *parts[-tail:]])
        return node.model_copy(update={"filter": filter_, "words_first": len(words)})

    def object_list(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「AとB」 or 「Aと、B」. A relative clause before the first of several 「各…」 with
        none of their own (「そのプレイヤーがコントロールしている各クリーチャーと各プレインズ
        ウォーカー」) may describe one or all of them, which the text does not settle: refused."""
        node = super().object_list(meta, children)
        each = [i for i in node.items if isinstance(i, ast.Objects) and i.quantifier == "each"]
        if len(each) > 1 and leading_clauses(each):
            raise ParseError(
                "a clause before the first of a list: whose it is, the text does not say",
                text=self.text,
                offset=meta.start_pos,
            )
        return node.model_copy(
            update={
                "items": all_after_list(node.items),
                "comma": "と、" in self.between_items(children),
            }
        )

    def object_or_player(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「パーマネントかプレイヤー」, 「パーマネントやプレイヤー(のうち１つ)」: neither
        counted."""
        node = super().object_or_player(meta, children[:1])  # type: ignore[misc]
        objects, player = node.items
        words = self.source(meta)
        once = "ya" if "やプレイヤー" in words else "ka"
        once = "ya_one" if words.endswith("のうち１つ") else once
        player = player.model_copy(update={"noun": "player", "bare_written": True})
        return node.model_copy(update={"items": [objects, player], "quantifier_once": once})

    def player_or_ya(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「プレイヤーやバトルのうち１つ」: "a player or battle", the player first (as English
        "a player or battle" reads: the bare noun after "or" names every such object)."""
        noun, kinds = children[:2]
        start = meta.start_pos
        span = ast.Span.model_construct(start=start, end=self.text.index("や", start))
        player = ast.Player.model_construct(quantifier="a", noun=noun, span=span)
        objects = ast.Objects.model_construct(
            quantifier="all", bare=True, filter=kinds, span=kinds.span
        )
        return ast.ObjectList.model_construct(
            items=[player, objects],
            conjunction="or",
            quantifier_once="ya_one",
            span=self.span(meta),
        )

    def filter_ya(self, meta: Meta, children: list[Any]) -> YaFilter:
        first, *described, second = children
        return YaFilter(first, described, second)

    def object_list_ya(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「あなたがコントロールしている洞窟やあなたの墓地にある洞窟・カード１つ」: each of
        two descriptions, counted as one ("each Cave you control and each Cave card in your
        graveyard"); 「…である１つ」 written without a noun."""
        *described, ya, _one = children
        items = [
            self.objects(meta, [*described, ya.first]),
            self.objects(meta, [*ya.described, ya.second]),
        ]
        headless = "である" in self.source(meta)[-6:]
        return ast.ObjectList.model_construct(
            items=[i.model_copy(update={"quantifier": "each", "bare": False}) for i in items],
            joined_ya="headless" if headless else "counted",
            span=self.span(meta),
        )

    def object_list_ya_attached(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「クリーチャー・エンチャントやエンチャントされているクリーチャー」: "enchantment
        creatures and enchanted creatures"."""
        described, attached = children
        first = ast.Objects.model_construct(
            quantifier="a", filter=described, bare=True, span=described.span
        )
        return ast.ObjectList.model_construct(
            items=[first, attached], joined_ya="plain", span=self.span(meta)
        )

    def objects_either(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「あなたがコントロールしているクリーチャーやあなたの墓地にあるクリーチャー・カードの
        うち１つ以上」: "one or more creatures you control and/or creature cards in your
        graveyard"."""
        *described, ya, one = children
        options = [
            self.objects(meta, [*described, ya.first]).filter,
            self.objects(meta, [*ya.described, ya.second]).filter,
        ]
        at_least = Quantifier("at least", one, counter="つ")
        node = self.objects(meta, [ya.first, at_least])
        either = ast.AnyOf.model_construct(options=options, conjunction="や")
        return node.model_copy(update={"filter": either, "count_last": False})

    def is_filter(self, meta: Meta, children: list[Any]) -> Any:
        if isinstance(children[0], ast.Status):  # 「アンタップ状態であり」
            return children[0].model_copy(update={"clause": True})
        return children[0]

    def other_flag(self, meta: Meta, children: list[Any]) -> Prefix:
        """「他の」, 「これでない」; 「〈名〉でない」, 「〈名〉以外の」 for the card's own name."""
        if children:
            excepted = self.source(meta).endswith("以外の")
            return Prefix("other", SELF_EXCEPTED if excepted else OTHER_THAN_SELF)
        return Prefix("other", self.source(meta))

    def next_spell(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「このターンにあなたが次にＸ」: "the next X you cast this turn"."""
        duration, obj = children
        filter_ = obj.filter if isinstance(obj, ast.Objects) else obj
        written = self.source(meta)
        after_turn = written[len("このターン")]
        after_next = written[written.index("あなたが次") + len("あなたが次")]
        cast = ast.CastBy.model_construct(
            player=ast.You.model_construct(),
            duration=duration,
            next_particles=after_turn + after_next,
        )
        return ast.Objects.model_construct(quantifier="the next", filter=all_of([filter_, cast]))

    def objects_counted(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「その枚数に等しい枚数のカード」: "that many cards"."""
        count = next(c for c in children if isinstance(c, ast.Ref))
        rest = [c for c in children if c is not count]
        return self.objects(meta, [*rest, Quantifier("a", count)])

    def objects_targeting(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「あなたがコントロールしているクリーチャーを対象とする呪文」: "a spell that targets a
        creature you control" (the description of the target comes first)."""
        *target, head = children
        targeted = self.objects(meta, target)
        targeting = ast.Targeting.model_construct(object=targeted)
        return self.objects(meta, [head, targeting])

    def objects_among(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「アーティファクトやクリーチャーのうちあなたがコントロールしている１つ以上」: the
        kinds first, then a description with no noun of its own (as 「あなたがコントロールして
        いるアーティファクトやクリーチャー１つ以上」)."""
        kinds, described = children
        if not (isinstance(described, ast.Objects) and described.headless):
            raise ParseError(
                "expected a description after 「のうち」", text=self.text, offset=meta.start_pos
            )
        parts = described.filter.parts if isinstance(described.filter, ast.AllOf) else []
        filter_ = all_of([*parts, kinds]) if parts else all_of([described.filter, kinds])
        return described.model_copy(
            update={
                "filter": filter_,
                "headless": False,
                "count_last": False,
                "among": True,
                "span": self.span(meta),
            }
        )

    def objects_headless(self, meta: Meta, children: list[Any]) -> ast.Objects | ast.PartOf:
        """「クリーチャーかプレインズウォーカーである１体」: "a creature or planeswalker";
        「その中から１枚」 (no description, only where from): "one of them"."""
        among, count = [*children, None][:2]
        if len(children) == 2 and isinstance(among, ast.FromAmong) and count.word != "at least":
            one = ast.Number.model_construct(value=1)
            return ast.PartOf.model_construct(
                count=count.count or one,
                up_to=count.word == "up to",
                object=among.object.model_copy(update={"plural": True}),
                written="".join(self.text[among.span.start : among.span.end].split()),
                counter=self.counter_word(meta),
                span=self.span(meta),
            )
        return self.objects(meta, children).model_copy(update={"headless": True})

    def objects_any_number(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「望む数のクリーチャー」: "any number of creatures"."""
        counter = "枚" if "望む枚数" in self.source(meta) else None
        return self.objects(meta, [*children, Quantifier("any number", counter=counter)])

    def objects_at_least(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「１枚以上のカード」: "one or more cards"."""
        count = next(c for c in children if isinstance(c, AMOUNTS))
        rest = [c for c in children if c is not count]
        at_least = Quantifier("at least", count, counter=self.counter_word(meta))
        return self.objects(meta, [*rest, at_least]).model_copy(update={"count_last": False})

    def one_to_count(self, meta: Meta, children: list[Any]) -> ast.Number:
        """「１体か２体か３体」: one to the last number."""
        last = ast.Number.model_construct(value=self.source(meta).count("か") + 1)
        return last.model_copy(update={"span": self.span(meta)})

    def quantifier_one_to(self, meta: Meta, children: list[Any]) -> Quantifier:
        """「クリーチャー１体か２体」: "one or two creatures", the count after the noun."""
        return Quantifier("one to", children[0], counter="体", last=True)

    def objects_one_to(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「１体か２体か３体のクリーチャー」: "one, two, or three creatures"."""
        count = next(c for c in children if isinstance(c, ast.Number))
        rest = [c for c in children if c is not count]
        return self.objects(meta, [*rest, Quantifier("one to", count, counter="体")])

    def objects_at_least_first(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「少なくとも２体の他のクリーチャー」: "at least two other creatures"."""
        node = self.objects_at_least(meta, children)
        return node.model_copy(update={"at_least_first": True})

    def zone_contents(self, meta: Meta, children: list[Any]) -> ast.ZoneContents:
        """「あなたの手札」 as what is revealed: the cards in that hand; 「すべての墓地」 "all
        graveyards" (every player's); 「そのプレイヤーの墓地」."""
        if isinstance(children[0], Prefix):
            zone = ast.Zone.model_construct(name=children[-1])
            return ast.ZoneContents.model_construct(
                zone=zone, all_players=True, span=self.span(meta)
            )
        name = children[1] if len(children) > 1 else "hand"  # 「そのプレイヤーの墓地」
        zone = ast.Zone.model_construct(name=name, owner=children[0])
        return ast.ZoneContents.model_construct(zone=zone, span=self.span(meta))

    def graveyard(self, meta: Meta, children: list[Any]) -> ast.ZoneContents:
        """「あなたの墓地」 as the cards in it."""
        return self.zone_contents(meta, [children[0], "graveyard"])

    def battlefield_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """「戦場」 in a list of zones."""
        return ast.Zone.model_construct(name="battlefield", span=self.span(meta))
