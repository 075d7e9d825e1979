"""The builder methods of the filters family (``scryc.ast.filters``) that both
grammars share."""

from __future__ import annotations

import re
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import PLAYERS, all_of, bare_player, singular, singular_subtype

#: The events of "that <event> this turn", by their first (English) or last (Japanese) words.
PUT_FROM_BATTLEFIELD = "put into a graveyard from the battlefield"
EVENT_WORDS = {
    "died": "died", "死亡した": "died",
    "left the battlefield": "left the battlefield", "戦場から離れた": "left the battlefield",
    "entered the battlefield": "entered the battlefield",
    "戦場に出た": "entered the battlefield",
    "saddled": "saddled", "騎乗した": "saddled", "crewed": "crewed", "搭乗した": "crewed",
    # before "attacked": the longer event first
    "attacked or blocked": "attacked or blocked", "攻撃したかブロックした": "attacked or blocked",
    "attacked": "attacked", "攻撃した": "attacked",
    "dealt damage": "dealt damage", "ダメージを与えた": "dealt damage",
    "from the battlefield": PUT_FROM_BATTLEFIELD, "置かれた": PUT_FROM_BATTLEFIELD,
}  # fmt: skip


def is_ability(node: Any) -> bool:
    """Whether a filter names an ability ("ability", "activated ability"), or abilities."""
    if isinstance(node, ast.AnyOf):
        return all(is_ability(o) for o in node.options)
    return isinstance(node, ast.CardType) and node.name.endswith("ability")


class CommonFilters:
    """The filters methods both builders share."""

    def cast_by(self, meta: Meta, children: list[Any]) -> ast.CastBy:
        duration = self.first(children, ast.Duration)
        player = self.first(children, PLAYERS, default=ast.You.model_construct())
        if type(noun := self.first(children, str)) is str:  # 「対戦相手が唱えた」
            player = ast.Player.model_construct(quantifier="a", noun=noun)
        words = self.words(meta)
        return ast.CastBy.model_construct(
            player=player,
            duration=duration,
            perfect=" have cast" in words or " has cast" in words or "you've" in words,
            te_form=words.endswith("唱えて"),
            span=self.span(meta),
        )

    def drawn_by(self, meta: Meta, children: list[Any]) -> ast.CastBy:
        """ "(cards) you've drawn this turn" / 「このターンにあなたが引いた」."""
        return self.cast_by(meta, children).model_copy(update={"action": "draw"})

    def same_name(self, meta: Meta, children: list[Any]) -> ast.SameName:
        return ast.SameName.model_construct(object=children[0], span=self.span(meta))

    def named(self, meta: Meta, children: list[Any]) -> ast.Named:
        """ "named X" / 「《X》という名前の」; the card's own name is SELF."""
        token = children[0]
        self_name = token.type == "SELF"
        return ast.Named.model_construct(
            self_name=self_name,
            name=None if self_name else str(token),
            has=self.text[meta.start_pos : meta.end_pos].endswith("を持つ"),
            span=self.span(meta),
        )

    def same_name_negated(self, meta: Meta, children: list[Any]) -> ast.SameName:
        """ "that doesn't have the same name as <object>" / 「…と同じ名前を持たない」."""
        node = self.same_name(meta, children)
        comma = self.text[meta.start_pos : meta.end_pos].startswith("、")
        return node.model_copy(update={"negated": True, "comma": comma})

    def different_names(self, meta: Meta, children: list[Any]) -> ast.DifferentNames:
        return ast.DifferentNames.model_construct(span=self.span(meta))

    def different_values(self, meta: Meta, children: list[Any]) -> ast.DifferentValues:
        """ "with different powers" / 「パワーが異なる」: the attribute no two of them share."""
        if children:  # Japanese: the attribute before 「が異なる」
            attribute = children[0]
        else:  # English: the plural after "different"
            plural = self.words(meta).split(" ", 2)[2]
            attribute = {"powers": "power", "toughnesses": "toughness"}.get(plural, "mana value")
        return ast.DifferentValues.model_construct(attribute=attribute, span=self.span(meta))

    def color_count(self, meta: Meta, children: list[Any]) -> ast.ColorCount:
        with_ = self.text[meta.start_pos : meta.end_pos].startswith("with")
        count = self.first(children, ast.Number)
        return ast.ColorCount.model_construct(count=count, with_=with_, span=self.span(meta))

    def shares_type(self, meta: Meta, children: list[Any]) -> ast.SharesType:
        singular = self.text[meta.start_pos : meta.end_pos].startswith("that shares")
        return ast.SharesType.model_construct(
            singular=singular, with_=children[0] if children else None, span=self.span(meta)
        )

    def shares_quality(self, meta: Meta, children: list[Any]) -> ast.SharesQuality:
        """ "that shares a color with it" / 「それと共通の色を持つ」."""
        quality, with_ = (children[1], children[0]) if self.lang == "ja" else children
        singular = self.text[meta.start_pos : meta.end_pos].startswith("that shares")
        return ast.SharesQuality.model_construct(
            quality=quality, with_=with_, singular=singular, span=self.span(meta)
        )

    def with_greatest(self, meta: Meta, children: list[Any]) -> ast.WithGreatest:
        """ "with the greatest power among …" / 「…の中で最大のパワーを持つ」."""
        return ast.WithGreatest.model_construct(value=children[0], span=self.span(meta))

    def quality_color(self, meta: Meta, children: list[Any]) -> str:
        return "color"

    def quality_card_type(self, meta: Meta, children: list[Any]) -> str:
        return "card type"

    def dealt_damage_by(self, meta: Meta, children: list[Any]) -> ast.DealtDamageBy:
        return ast.DealtDamageBy.model_construct(
            source=children[0] if children else None,
            given=self.text[meta.start_pos : meta.end_pos].endswith("与えられた"),
            span=self.span(meta),
        )

    def exiled_with(self, meta: Meta, children: list[Any]) -> ast.ExiledWith:
        """ "exiled with <object>" / 「…によって(により)追放されている」."""
        by = "により" if "により追放" in self.text[meta.start_pos : meta.end_pos] else None
        return ast.ExiledWith.model_construct(object=children[0], by=by, span=self.span(meta))

    def exiled_with_this(self, meta: Meta, children: list[Any]) -> ast.ExiledWith:
        """「これにより追放されている」: "exiled with it" (「これ」, the object itself)."""
        this = ast.SelfRef.model_construct(
            pronoun=True, span=ast.Span(start=meta.start_pos, end=meta.start_pos + 2)
        )
        return self.exiled_with(meta, [this])

    def attached_to_object(self, meta: Meta, children: list[Any]) -> ast.AttachedToObject:
        return ast.AttachedToObject.model_construct(object=children[-1], span=self.span(meta))

    def blocking_object(self, meta: Meta, children: list[Any]) -> ast.BlockingObject:
        """ "blocking it" / 「それをブロックしている」."""
        return ast.BlockingObject.model_construct(object=children[-1], span=self.span(meta))

    def in_party(self, meta: Meta, children: list[Any]) -> ast.InParty:
        return ast.InParty.model_construct(player=children[0], span=self.span(meta))

    def of_chosen(self, meta: Meta, children: list[Any]) -> ast.OfChosen:
        """ "of the chosen type" / 「選ばれたタイプの」, "with the chosen name" /
        「その選ばれた名前を持つ」."""
        words = self.words(meta)
        value = "name" if words.endswith(("name", "持つ")) else "type"
        value = "color" if words.endswith(("color", "色の")) else value
        that = words.startswith("その")
        return ast.OfChosen.model_construct(value=value, that=that, span=self.span(meta))

    def chosen_color(self, meta: Meta, children: list[Any]) -> ast.ChosenColor:
        """ "the chosen color" / 「(その)選ばれた色」, "the color of your choice" /
        「あなたが選んだ色１色」."""
        words = self.words(meta)
        now, that = words.endswith(("choice", "１色")), words.startswith("その")
        return ast.ChosenColor.model_construct(now=now, that=that, span=self.span(meta))

    def event_this_turn(self, meta: Meta, children: list[Any]) -> Any:
        event, obj = self.first(children, tuple)
        controller = self.first(children, PLAYERS, ast.Ref)
        zone = obj if isinstance(obj, ast.Zone) else None
        node = ast.EventThisTurn.model_construct(
            event=event,
            controller=controller,
            object=None if event == PUT_FROM_BATTLEFIELD else obj,
            span=self.span(meta),
        )
        if zone is not None and zone.owner is not None:
            # 「このターンに戦場からあなたの墓地に置かれた」: put into your graveyard, and in it
            return all_of([ast.InZone.model_construct(zone=zone, preposition="in"), node])
        return node

    def event_word(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        """The event and what it was done to: "died" (「死亡した」), "saddled it"
        (「これに騎乗した」), …"""
        written = self.text[meta.start_pos : meta.end_pos]
        event = next(
            e for w, e in EVENT_WORDS.items() if written.startswith(w) or written.endswith(w)
        )
        return event, children[0] if children else None

    def from_among(self, meta: Meta, children: list[Any]) -> ast.FromAmong:
        obj = children[0] if children else ast.Ref.model_construct()
        among = " among " in f" {self.text[meta.start_pos : meta.end_pos]} "
        return ast.FromAmong.model_construct(object=obj, among=among, span=self.span(meta))

    def with_counter(self, meta: Meta, children: list[Any]) -> ast.WithCounter:
        """ "with a +1/+1 counter on it" / 「+1/+1カウンターが置かれている」 (no kind: a counter of
        any kind)."""
        counter = children[0] if children else None
        return ast.WithCounter.model_construct(counter=counter, span=self.span(meta))

    def without_counter(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """ "with no counters on them" / 「カウンターが置かれていない」: no counter of any kind;
        "with no +1/+1 counters on it" / 「+1/+1カウンターが置かれていない」: none of that kind."""
        span = self.span(meta)
        counter = children[0] if children else None
        inner = ast.WithCounter.model_construct(counter=counter, span=span)
        return ast.Negated.model_construct(filter=inner, span=span)

    @staticmethod
    def qualified_last(first: Any, last: Any, qualifier: Any) -> ast.AnyOf:
        """Two options, the second with a qualifier of its own."""
        parts = last.parts if isinstance(last, ast.AllOf) else [last]
        qualified = ast.AllOf.model_construct(parts=[*parts, qualifier], head=len(parts) - 1)
        return ast.AnyOf.model_construct(options=[first, qualified], articles=True)

    def affected_this_way(self, meta: Meta, children: list[Any]) -> ast.AffectedThisWay:
        return ast.AffectedThisWay.model_construct(event=children[0], span=self.span(meta))

    def affected_tapped_this_way(self, meta: Meta, children: list[Any]) -> ast.AffectedThisWay:
        """ "each creature tapped this way"."""
        return self.affected_this_way(meta, ["tapped"])

    def without_ability(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """ "without flying" / 「飛行を持たない」."""
        has = ast.HasAbility.model_construct(keyword=children[0])
        return ast.Negated.model_construct(filter=has, span=self.span(meta))

    def has_any_ability(self, meta: Meta, children: list[Any]) -> ast.HasAnyAbility:
        """ "with flying or reach" / 「飛行か到達を持つ」."""
        keywords = [self.keyword(meta, [c]) if isinstance(c, str) else c for c in children]
        return ast.HasAnyAbility.model_construct(keywords=keywords, span=self.span(meta))

    def without_any_ability(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """ "without flying or reach" / 「飛行も到達も持たない」: none of them."""
        has = self.has_any_ability(meta, children).model_copy(update={"span": None})
        return ast.Negated.model_construct(filter=has, span=self.span(meta))

    def mana_cost_has(self, meta: Meta, children: list[Any]) -> ast.ManaCostHas:
        """ "with {X} in its mana cost" / 「マナ・コストに(Ｘ)を含む」."""
        plural = self.lang == "en" and self.words(meta).endswith(" costs")
        return ast.ManaCostHas.model_construct(
            symbol=str(children[0]), plural=plural, span=self.span(meta)
        )

    def mana_cost_lacks(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """ "without {X} in its mana cost" / 「マナ・コストに(Ｘ)を含まない」."""
        has = self.mana_cost_has(meta, children).model_copy(update={"span": None})
        return ast.Negated.model_construct(filter=has, span=self.span(meta))

    def targeting(self, meta: Meta, children: list[Any]) -> ast.Targeting:
        return ast.Targeting.model_construct(object=children[0], span=self.span(meta))

    def targeting_only(self, meta: Meta, children: list[Any]) -> ast.TargetingOnly:
        """ "that targets only ~" / 「…のみ(だけ)を対象とする(して)」."""
        written = "".join(self.text[meta.start_pos : meta.end_pos].split())
        return ast.TargetingOnly.model_construct(
            object=children[0],
            dake="だけを対象と" in written,
            te_form=written.endswith("して"),
            span=self.span(meta),
        )

    def single_target(self, meta: Meta, children: list[Any]) -> ast.SingleTarget:
        """ "with a single target" / 「単一の対象を持つ」 (「…を取る」, 「…をとる」)."""
        written = "".join(self.text[meta.start_pos : meta.end_pos].split())
        verb = next((v for v in ("取る", "とる") if written.endswith(v)), None)
        return ast.SingleTarget.model_construct(verb=verb, span=self.span(meta))

    def ability_kinds(self, meta: Meta, children: list[Any]) -> ast.AnyOf:
        """ "activated or triggered ability" / 「起動型か誘発型である能力」: an ability of
        either kind, each its own noun (as 「起動型能力か誘発型能力」 writes it)."""
        plural = self.words(meta).endswith("abilities") if self.lang == "en" else None
        options = [
            ast.CardType.model_construct(name=kind, plural=plural) for kind in ast.ABILITY_KINDS
        ]
        return ast.AnyOf.model_construct(options=options, span=self.span(meta))

    def attribute(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def owned_by(self, meta: Meta, children: list[Any]) -> ast.OwnedBy:
        """ "you own", "an opponent owns", "they own" / 「あなたがオーナーである」, 「対戦相手が
        オーナーである」, 「自分がオーナーである」."""
        words = self.text[meta.start_pos : meta.end_pos]
        player = bare_player(children[0]) if children else self.bare_controller(words)
        negated = "don't" in words or "でない" in words
        return ast.OwnedBy.model_construct(player=player, negated=negated, span=self.span(meta))

    def on_battlefield(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """ "for each creature on the battlefield" / 「戦場にあるクリーチャー」."""
        zone = ast.Zone.model_construct(name="battlefield")
        return ast.InZone.model_construct(zone=zone, span=self.span(meta))

    def not_from_zone(self, meta: Meta, children: list[Any]) -> ast.NotFromZone:
        """ "from anywhere other than your hand" / 「あなたの手札以外から」."""
        return ast.NotFromZone.model_construct(zone=children[0], span=self.span(meta))

    def compare_total(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """ "with total mana value 10 or less" / 「マナ総量の合計が１０以下」."""
        return self.compare(meta, children).model_copy(update={"total": True})

    def compare_than(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """ "with power less (greater) than [or equal to] …" / 「パワーが…より小さい（大きい）」."""
        attribute, value = children
        words = self.words(meta)
        greater = "greater" in words.split() or words.endswith("大きい")
        or_equal = " than or equal to " in words
        op = ("ge" if greater else "le") if or_equal else ("gt" if greater else "lt")
        return ast.Compare.model_construct(
            attribute=attribute, op=op, value=value, or_equal=or_equal, span=self.span(meta)
        )

    def compare_equal(self, meta: Meta, children: list[Any]) -> ast.Compare:
        attribute, value = children
        return ast.Compare.model_construct(
            attribute=attribute, op="eq", value=value, bare=False, span=self.span(meta)
        )

    def compare_exact(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """ "with mana value X" / 「マナ総量がＸの」: exactly this value, written alone."""
        attribute, value = children
        node = self.compare(meta, [attribute, value, "eq"])
        return node.model_copy(update={"bare": True})

    def any_of(self, meta: Meta, children: list[Any]) -> Any:
        """ "A or B": alternatives; "instant or sorcery spell" shares its head noun "spell"."""
        if len(children) == 1:
            return children[0]
        *first, last = children
        said = self.words(meta)
        # "and" ends only a list of types: "Rabbits, Bats, and Mice", "artifacts, creatures,
        # and enchantments" (any of them)
        conjunction = "and/or" if "and/or" in said else "and" if " and " in said else None
        articles = re.search(r"\b(or|and/or) an? ", said) is not None
        # an ability is never a word before another noun: "activated ability, triggered
        # ability, or legendary spell" shares no head
        nouns = any(isinstance(c, ast.AllOf) or is_ability(c) for c in first)
        if isinstance(last, ast.AllOf) and not nouns:
            head, *shared = last.parts
            # a keyword stays on its own type: 「…、または飛行を持つクリーチャー」
            own = [p for p in shared if isinstance(p, ast.HasAbility)]
            shared = [p for p in shared if not isinstance(p, ast.HasAbility)]
            if own:
                head = all_of([head, *own], head=0)
            options = ast.AnyOf.model_construct(
                options=[*first, head], conjunction=conjunction, articles=articles
            )
            node = all_of([options, *shared]) if shared else options
            return node.model_copy(update={"span": self.span(meta)})
        return ast.AnyOf.model_construct(
            options=children, conjunction=conjunction, articles=articles, span=self.span(meta)
        )

    def negated(self, meta: Meta, children: list[Any]) -> ast.Negated:
        return ast.Negated.model_construct(filter=children[0], span=self.span(meta))

    def card_type(self, meta: Meta, children: list[Any]) -> ast.CardType:
        word = self.words(meta)
        plural = singular(word) != word if self.lang == "en" else None
        return ast.CardType.model_construct(
            name=singular(word), plural=plural, span=self.span(meta)
        )

    def color(self, meta: Meta, children: list[Any]) -> ast.Color:
        return ast.Color.model_construct(name=self.words(meta), span=self.span(meta))

    def every_color(self, meta: Meta, children: list[Any]) -> ast.Color:
        """ "protection from all colors" / 「プロテクション（各色）」: each of the five colors."""
        return ast.Color.model_construct(name="all colors", span=self.span(meta))

    def subtype(self, meta: Meta, children: list[Any]) -> ast.Subtype:
        """A subtype by its singular name ("Birds" → "Bird"; 「ゾンビ」 → "Zombie")."""
        name = singular_subtype(str(children[0])) if children else self.words(meta)
        plural = bool(children) and name != str(children[0]) if self.lang == "en" else None
        if name == "Equipment":  # the same word in both numbers: as the phrase counts it
            plural = None
        return ast.Subtype.model_construct(name=name, plural=plural, span=self.span(meta))

    def status(self, meta: Meta, children: list[Any]) -> ast.Status:
        return ast.Status.model_construct(name=self.words(meta), span=self.span(meta))

    def exiled_status(self, meta: Meta, children: list[Any]) -> ast.Status:
        return ast.Status.model_construct(name="exiled", span=self.span(meta))

    def attached_status(self, meta: Meta, children: list[Any]) -> ast.Status:
        """ "is equipped" / "is enchanted": an Equipment or an Aura is attached to it."""
        return ast.Status.model_construct(name=self.words(meta), span=self.span(meta))

    def equipped_status(self, meta: Meta, children: list[Any]) -> ast.Status:
        return ast.Status.model_construct(name="equipped", span=self.span(meta))

    def enchanted_status(self, meta: Meta, children: list[Any]) -> ast.Status:
        return ast.Status.model_construct(name="enchanted", span=self.span(meta))

    def with_that_name(self, meta: Meta, children: list[Any]) -> ast.WithThatName:
        """ "with that name" / 「その名前の」, 「その名前を持つ」."""
        has = self.words(meta).endswith("持つ")
        return ast.WithThatName.model_construct(has=has, span=self.span(meta))

    def not_attached(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """「エンチャントされていない」, 「装備されていない」: "that isn't enchanted (equipped)"."""
        name = "enchanted" if self.words(meta).startswith("エンチャント") else "equipped"
        status = ast.Status.model_construct(name=name, span=self.span(meta))
        return ast.Negated.model_construct(filter=status, span=self.span(meta))
