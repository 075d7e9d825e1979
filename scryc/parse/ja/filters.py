"""Japanese builder methods of the filters family (``scryc.ast.filters``, ``.histories``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ...data import english_names
from ..base import all_of, bare_player
from ..errors import ParseError
from .base import english_value
from .lexicon import SUBTYPES, THIS_WAY


def comma_clauses(filter_: Any) -> list[Any]:
    """The relative clauses written before 「、」 at the start of a description
    (「対戦相手がコントロールしている、…」), which describe every option after it."""
    parts = filter_.parts if isinstance(filter_, ast.AllOf) else []
    marked = [p for p in parts if isinstance(p, (ast.ControlledBy, ast.InZone)) and p.comma]
    return marked if marked and len(marked) < len(parts) else []


#: The relative clauses a description can start with.
_CLAUSES = (ast.ControlledBy, ast.InZone)


def leading_clauses(items: list[Any]) -> list[Any]:
    """The relative clauses before the first of a list of counted options when no other
    option has a clause of its own (「対戦相手がコントロールしているクリーチャー１体か
    エンチャント１つ」): they describe every option, as the English "creature or enchantment
    an opponent controls" says."""
    parts = items[0].filter.parts if isinstance(items[0].filter, ast.AllOf) else []
    clauses = [p for p in parts if isinstance(p, _CLAUSES)]
    if not clauses or len(clauses) == len(parts) or parts[: len(clauses)] != clauses:
        return []
    for item in items[1:]:
        inner = item.filter.parts if isinstance(item.filter, ast.AllOf) else [item.filter]
        if any(isinstance(p, _CLAUSES) for p in inner):
            return []
    return clauses


class Filters:
    """The Japanese builder's filters methods."""

    def named(self, meta: Meta, children: list[Any]) -> ast.Named:
        """「《マイナー・デーモン》という名前の」: another card's name is its English name (a name
        written in Latin letters is that already); a name scryc/data/names_ja.json does not
        know (「これは《月》という名前の土地である」: no card's, and no English text says it)
        stays as written."""
        node = super().named(meta, children)
        written = node.name
        english = english_names().get(written) if written else None
        if english is None or english == written:
            return node
        return node.model_copy(update={"name": english, "written": written})

    def named_not(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """「《賢い妖術師》という名前でない」: "not named …", the name negated."""
        return ast.Negated.model_construct(filter=self.named(meta, children), span=self.span(meta))

    def named_joined(self, meta: Meta, children: list[Any]) -> ast.Named:
        """「《嵐雲のカラス》という名前で…」: a token's name, joined to the rest of what it is
        (the token's builder reads how)."""
        return self.named(meta, children)

    def dealt_damage_this_turn(self, meta: Meta, children: list[Any]) -> ast.DealtDamageBy:
        """「このターン、<source>によってダメージを与えられた」, 「このターンにダメージを受け
        た」: "dealt damage [by ~] this turn" (``given``: 「与えられた」 as written)."""
        source = next((c for c in children if not isinstance(c, ast.Duration)), None)
        words = self.text[meta.start_pos : meta.end_pos]
        return ast.DealtDamageBy.model_construct(
            source=source,
            given=words.endswith("与えられた"),
            this_turn=True,
            turn_comma="ターン、" in words,
            span=self.span(meta),
        )

    def put_there_by(self, meta: Meta, children: list[Any]) -> ast.PutThereBy:
        """「その諜報であなたの墓地に置かれてそこにある」."""
        return ast.PutThereBy.model_construct(
            action="surveil", zone=children[0], span=self.span(meta)
        )

    def status(self, meta: Meta, children: list[Any]) -> ast.Status:
        """「攻撃している」 is "attacking" as 「攻撃」 is."""
        node = super().status(meta, children)
        if self.source(meta) == "攻撃している":
            return node.model_copy(update={"progressive": True})
        return node

    def source(self, meta: Meta) -> str:
        """The rule's text without spaces."""
        return "".join(self.text[meta.start_pos : meta.end_pos].split())

    def color(self, meta: Meta, children: list[Any]) -> ast.Color:
        """「白の」; 「１色以上の色を持つ」 or 「１色以上の」: "one or more colors"."""
        source = self.source(meta)
        if source.startswith("１色以上"):
            name, short = "one or more colors", source == "１色以上の"
            return ast.Color.model_construct(name=name, short=short, span=self.span(meta))
        return super().color(meta, children)

    def of_chosen(self, meta: Meta, children: list[Any]) -> ast.OfChosen:
        """「その選ばれたタイプの」; 「その選ばれたタイプである」: the same, as a clause."""
        node = super().of_chosen(meta, children)  # type: ignore[misc]
        clause = self.text[meta.end_pos :].startswith("である")
        return node.model_copy(update={"clause": True}) if clause else node  # type: ignore[no-any-return]

    def subtype(self, meta: Meta, children: list[Any]) -> ast.Subtype:
        node = super().subtype(meta, children)
        name = english_value(self, meta, SUBTYPES.get(self.source(meta), node.name), "subtype")
        return node.model_copy(update={"name": name})

    def on_battlefield(self, meta: Meta, children: list[Any]) -> ast.InZone:
        node = super().on_battlefield(meta, children)
        source = self.source(meta)
        return node.model_copy(
            update={"joined": source.endswith("あり"), "entered": source.endswith("いる")}
        )

    def in_zone(self, meta: Meta, children: list[Any]) -> ast.InZone:
        source = self.source(meta)
        comma = source.endswith("、")  # 「あなたのライブラリーから、…」, 「…にある、」
        preposition = "from" if source.removesuffix("、").endswith("から") else "in"
        return ast.InZone.model_construct(
            zone=children[0],
            preposition=preposition,
            joined=source.endswith("あり"),
            comma=comma,
            span=self.span(meta),
        )

    def in_zone_of(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """「あなたの手札のカード」: "cards in your hand", the zone as a possessive."""
        return ast.InZone.model_construct(
            zone=self.zone(meta, children),
            preposition="in",
            genitive=True,
            span=self.span(meta),
        )

    def from_among(self, meta: Meta, children: list[Any]) -> ast.FromAmong:
        """「その中から」, 「それらの中から」; 「その中から、…」 keeps its comma;
        「それらの追放されているカードの中から」 is "from among them"."""
        node = super().from_among(meta, children)
        obj = node.object
        exiled = isinstance(obj, ast.Ref) and obj.exiled
        if exiled:
            obj = obj.model_copy(update={"exiled": False})
        comma = self.source(meta).endswith("、")
        return node.model_copy(update={"object": obj, "comma": comma, "exiled": exiled})

    def from_top(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """「あなたのライブラリーの一番上から」 before a noun: "from the top of your library"."""
        owner, name = children
        zone = ast.Zone.model_construct(name=name, owner=owner, position="top")
        comma = self.source(meta).endswith("、")
        return ast.InZone.model_construct(
            zone=zone, preposition="from", comma=comma, span=self.span(meta)
        )

    def in_player_zone(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """「そのプレイヤーの手札にある」: "in their hand"; 「各対戦相手の墓地にある」."""
        player, name = children
        if isinstance(player, ast.Player) and player.quantifier == "that":
            player = ast.Ref.model_construct(noun="player", determiner="その", span=player.span)
        zone = ast.Zone.model_construct(name=name, owner=player)
        return self.in_zone(meta, [zone])

    def attached_pre(self, meta: Meta, children: list[Any]) -> Any:
        """「オーラがついている」, 「装備品がついていて」, 「オーラか装備品がついている」:
        "enchanted", "equipped", "enchanted or equipped" (an Aura, an Equipment attached)."""
        said, span = self.words(meta), self.span(meta)
        names = [n for w, n in (("オーラ", "enchanted"), ("装備品", "equipped")) if w in said]
        options = [ast.Status.model_construct(name=n, span=span) for n in names]
        if len(options) == 1:
            return options[0]
        return ast.AnyOf.model_construct(options=options, conjunction=None, span=span)

    def any_of(self, meta: Meta, children: list[Any]) -> Any:
        node = super().any_of(meta, children)
        before, last = children[-2:] if len(children) > 1 else (None, None)
        if before is None or before.span is None or last.span is None:
            return node
        between = self.text[before.span.end : last.span.start].strip()
        options = node.parts[0] if isinstance(node, ast.AllOf) else node
        named = [
            (o.kind, o.name) for o in options.options if isinstance(o, ast.CardType | ast.Subtype)
        ]
        # 「クリーチャーかクリーチャー・カード」: a noun after one option, not two options
        if len(set(named)) < len(named):
            raise ParseError("the same type twice in a list", text=self.text, offset=meta.start_pos)
        marked = options.model_copy(update={"conjunction": between})
        if isinstance(node, ast.AllOf):
            return node.model_copy(update={"parts": [marked, *node.parts[1:]]})
        return marked

    def targeting_before(self, meta: Meta, children: list[Any]) -> ast.Targeting:
        """「名前を対象として呪文」: "a spell that targets ~"."""
        node = self.targeting(meta, children)
        return node.model_copy(update={"te_form": True})

    def power_toughness(self, meta: Meta, children: list[Any]) -> ast.PowerToughness:
        return ast.PowerToughness.model_construct(value=str(children[0]), span=self.span(meta))

    def with_ability(self, meta: Meta, children: list[Any]) -> Any:
        children = [self.keyword(meta, [c]) if isinstance(c, str) else c for c in children]
        abilities = [ast.HasAbility.model_construct(keyword=c) for c in children]
        return abilities[0] if len(abilities) == 1 else ast.AllOf.model_construct(parts=abilities)

    def keyword_filter(self, meta: Meta, children: list[Any]) -> ast.AllOf:
        """「飛行を持つクリーチャー」 as the last type of a list: "creature with flying"."""
        ability, words = children
        return all_of([words, ability], head=0).model_copy(update={"span": self.span(meta)})

    def event_this_turn(self, meta: Meta, children: list[Any]) -> Any:
        """「このターンに…戦場から離れた(、)」; 「…戦場からあなたの墓地に置かれた」 with the
        zone the objects are in."""
        event = super().event_this_turn(meta, self.this_turn(meta, children))
        comma = {"comma": self.source(meta).endswith("、")}
        if isinstance(event, ast.AllOf):
            *zone, last = event.parts
            return event.model_copy(update={"parts": [*zone, last.model_copy(update=comma)]})
        return event.model_copy(update=comma)

    def controlled_by(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        player = children[0] if children else self.bare_controller(self.words(meta))
        negated = self.words(meta).endswith(("いない", "おらず"))
        return ast.ControlledBy.model_construct(
            player=player,
            negated=negated,
            verb_form=self.control_form(meta),
            comma=self.source(meta).endswith("、"),
            span=self.span(meta),
        )

    def control_form(self, meta: Meta) -> Any:
        """「コントロールする」, 「コントロールしていて」 or (None) 「コントロールしている」."""
        text = self.source(meta).removesuffix("、")
        forms = ("する", "していて", "しておらず")
        return next((f for f in forms if text.endswith("コントロール" + f)), None)

    def compare(self, meta: Meta, children: list[Any]) -> ast.Compare:
        attribute, value, op = children
        source = self.source(meta)
        return ast.Compare.model_construct(
            attribute=attribute,
            op=op,
            value=value,
            joined="de" if source.endswith("で") else source.endswith("であり"),
            de_aru=source.endswith("である"),
            span=self.span(meta),
        )

    def compare_lesser(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """「マナ総量がそれより(も)小さい」: less (greater) than that object's value."""
        attribute, than = children
        source = self.source(meta)
        return ast.Compare.model_construct(
            attribute=attribute,
            op="gt" if source.endswith("大きい") else "lt",
            value=ast.ValueOf.model_construct(attribute=attribute, object=than),
            than_object=True,
            than_mo="よりも" in source,
            span=self.span(meta),
        )

    def compare_own(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """「タフネスがパワーより大きい」, 「パワーよりも大きいタフネスを持つ」: "with toughness
        greater than its power", the other value the object's own (「それの」 unwritten)."""
        source = self.source(meta)
        has = source.endswith("を持つ")
        attribute, other = reversed(children) if has else children
        its = ast.Ref.model_construct(elided=True)
        value = ast.ValueOf.model_construct(attribute=other, object=its)
        return self.compare_written(meta, attribute, value, "を持つ" if has else None)

    def compare_object_first(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """「乱打するワームよりパワーが小さい」, 「吠え霊よりもパワーの小さい」: than that object's
        value, the object first."""
        than, attribute = children
        value = ast.ValueOf.model_construct(attribute=attribute, object=than)
        particle = self.source(meta).removesuffix("小さい").removesuffix("大きい")[-1]
        node = self.compare_written(meta, attribute, value, particle)
        return node.model_copy(update={"than_object": True})

    def compare_value_first(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """「それのパワーより大きいパワーを持つ」: the value first, as what the object has."""
        value, attribute = children
        return self.compare_written(meta, attribute, value, "を持つ")

    def compare_written(
        self, meta: Meta, attribute: str, value: Any, first: str | None
    ) -> ast.Compare:
        """A comparison with 「より」 written in another order than 「パワーが…より小さい」."""
        after = self.source(meta).rpartition("より")[2]
        return ast.Compare.model_construct(
            attribute=attribute,
            op="gt" if "大きい" in after else "lt",
            value=value,
            than_mo=after.startswith("も"),
            than_first=first,
            span=self.span(meta),
        )

    def compare_equal_has(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """「…に等しいマナ総量を持つ」: "with mana value equal to …", the value first."""
        value, attribute = children
        node = self.compare_equal(meta, [attribute, value])
        return node.model_copy(update={"has": True})

    def between_items(self, items: list[Any]) -> str:
        """The text between a list's first two items (「と、」, 「か、」)."""
        first, second = items[0].span, items[1].span
        return self.text[first.end : second.start] if first and second else ""

    def object_list_or(self, meta: Meta, children: list[Any]) -> Any:
        """「アーティファクト１つかエンチャント１つ」: one choice, "an artifact or enchantment"; an
        option that is a list joined by 「と」 is a misreading of 「AかBと、CかD」 (two targets,
        each a choice), which the grammar can't tell apart."""
        if any(isinstance(c, ast.ObjectList) and c.conjunction == "and" for c in children):
            raise ParseError(
                "a choice of a list joined by 「と」", text=self.text, offset=meta.start_pos
            )
        first = children[0]
        same = all(
            isinstance(c, ast.Objects)
            and (c.quantifier, c.count, c.other) == (first.quantifier, first.count, first.other)
            for c in children
        )
        comma = "か、" in self.between_items(children)
        if not same:
            return ast.ObjectList.model_construct(
                items=children, conjunction="or", comma=comma, span=self.span(meta)
            )
        if comma:
            raise ParseError(
                "「か、」 only before an item unlike the first",
                text=self.text,
                offset=meta.start_pos,
            )
        shared = comma_clauses(first.filter) or leading_clauses(children)
        if shared:  # 「対戦相手がコントロールしている(、)A１体かB１体」: the clause is each one's
            rest = [p for p in first.filter.parts if p not in shared]
            alone = rest[0] if len(rest) == 1 else ast.AllOf.model_construct(parts=rest)
            children = [first.model_copy(update={"filter": alone}), *children[1:]]
        options = []  # nested lists 「AかBかC」 are one list of options
        for child in children:
            inner = child.filter
            flat = isinstance(inner, ast.AnyOf) and inner.conjunction in (None, "か")
            options.extend(inner.options if flat else [inner])
        any_of = ast.AnyOf.model_construct(options=options)
        if shared:
            unmarked = [p.model_copy(update={"comma": False}) for p in shared]
            filter_ = all_of([any_of, *unmarked], head=0)
            return first.model_copy(
                update={"filter": filter_, "distributed": True, "span": self.span(meta)}
            )
        return first.model_copy(update={"filter": any_of, "span": self.span(meta)})

    def negated(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """「土地でない」; after 「・」 (「土地・カードでない」: "not a land card") the negation
        is of the whole compound, which this rule would read as of its last word: refused."""
        before = self.text[: meta.start_pos]
        if before.endswith("・") and before[-2:-1] not in ("", "\n"):
            message = "「…・…でない」: the negation of a compound type is not read yet"
            raise ParseError(message, text=self.text, offset=meta.start_pos)
        node = super().negated(meta, children)
        return node.model_copy(update={"also": self.source(meta).endswith("でもない")})

    def negated_neither(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """「土地でも」 of 「土地でもトークンでもない」."""
        node = super().negated(meta, children)
        return node.model_copy(update={"neither": True})

    def shares_type(self, meta: Meta, children: list[Any]) -> ast.SharesType:
        """「共通のクリーチャー・タイプを持つ」; right after 「…と」 the partner (「それと共通の」)
        was read as an item of a list before it: a parse error, not "share a type"."""
        if not children and self.text[: meta.start_pos].endswith("と"):
            message = "「…と共通の」: the object shared with is not part of the filter"
            raise ParseError(message, text=self.text, offset=meta.start_pos)
        return super().shares_type(meta, children)

    def controlled_by_player(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        player = bare_player(children[0])
        form, comma = self.control_form(meta), self.source(meta).endswith("、")
        return ast.ControlledBy.model_construct(
            player=player, verb_form=form, comma=comma, span=self.span(meta)
        )

    def controlled_by_opponents(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        """「あなたの対戦相手がコントロールする」: "your opponents control" (= "an opponent
        controls")."""
        node = self.controlled_by_player(meta, ["opponent"])
        return node.model_copy(update={"opponents": True})

    def blocking_or_blocked(self, meta: Meta, children: list[Any]) -> ast.BlockingObject:
        """「これをブロックしているか、これによってブロックされている」: one object, written
        twice."""
        source = self.source(meta)
        first, rest = source.split("をブロックしているか", 1)
        second = rest.removeprefix("、").removesuffix("ブロックされている")
        ni = not second.endswith("によって")
        if first != second.removesuffix("によって" if not ni else "に"):
            raise ParseError(
                "blocking one object and blocked by another", text=self.text, offset=meta.start_pos
            )
        node = self.blocking_object(meta, children)
        return node.model_copy(
            update={"blocked_by": True, "comma": rest.startswith("、"), "ni": ni}
        )

    def attached_to_object(self, meta: Meta, children: list[Any]) -> ast.AttachedToObject:
        """「それにつけられている」, 「これについている」: the verb as written."""
        node = super().attached_to_object(meta, children)
        verb = next(
            v
            for v in ("つけられている", "付けられている", "ついている")
            if self.source(meta).endswith(v)
        )
        return node.model_copy(update={"verb": verb})

    def put_this_way(self, meta: Meta, children: list[Any]) -> ast.PutThisWay:
        """「あなたのライブラリーの一番上に置いた」: the player unsaid, the one acting."""
        return ast.PutThisWay.model_construct(
            player=ast.You.model_construct(), to=children[0], span=self.span(meta)
        )

    def affected_this_way(self, meta: Meta, children: list[Any]) -> ast.AffectedThisWay:
        """「これにより公開された」: the event after 「これにより」."""
        event = THIS_WAY[self.source(meta).removeprefix("これにより")]
        return super().affected_this_way(meta, [event])

    def object_in_zone(self, meta: Meta, children: list[Any]) -> ast.Condition:
        """「あなたの墓地に７枚以上のカードがある」: there are (the count before the noun);
        「あなたの墓地に血の刺客がある」: that object is in the zone."""
        zone, objects = children
        if isinstance(objects, ast.SelfRef | ast.Ref):
            where = ast.InZone.model_construct(zone=zone)
            return ast.ObjectIs.model_construct(object=objects, filter=where, span=self.span(meta))
        if isinstance(objects, ast.Objects) and objects.quantifier == "a" and objects.count is None:
            found = objects.model_copy(  # 「あなたの墓地に講義・カードがある」: there is one
                update={"filter": all_of([objects.filter, ast.InZone.model_construct(zone=zone)])}
            )
            return ast.ThereAre.model_construct(objects=found, span=self.span(meta))
        if not (isinstance(objects, ast.Objects) and objects.quantifier == "at least"):
            raise ParseError(
                "expected a count: 「…に７枚以上の…がある」", text=self.text, offset=meta.start_pos
            )
        node = self.there_are(meta, [zone, objects, objects.count])
        if isinstance(node, ast.HandSize):  # 「あなたの手札に７枚以上のカードがある」
            return node
        return node.model_copy(update={"count_first": True})
