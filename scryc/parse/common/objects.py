"""The builder methods of the objects family (``scryc.ast.objects``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, PLAYERS, Quantifier, all_of, marker, singular
from ..errors import ParseError

#: Japanese passive attachments: 「エンチャントされている」 (any creature that is enchanted).
PASSIVE_ATTACHMENTS = ("エンチャントされて", "装備されて")
#: The value "with the same … as" compares, by its words in either language.
SAME_VALUES = {
    "mana value": "mana value", "マナ総量": "mana value", "power": "power", "パワー": "power",
    "toughness": "toughness", "タフネス": "toughness",
}  # fmt: skip


def shared_target(node: Any) -> Any:
    """A bare noun after "target X or": "target" (still written bare)."""
    if isinstance(node, ast.Objects) and node.bare and node.quantifier == "all" and not node.other:
        return node.model_copy(update={"quantifier": "target"})
    return node


def relations(node: Any) -> list[Any]:
    """Who controls the objects ``node`` describes, as the parts of its filter that say it."""
    if not isinstance(node, ast.Objects):
        return []
    parts = node.filter.parts if isinstance(node.filter, ast.AllOf) else [node.filter]
    return [p for p in parts if isinstance(p, ast.ControlledBy)]


def shared_relations(items: list[Any], at: int) -> list[Any]:
    """The controller written once for a coordination of bare nouns ("Treefolk and Forests you
    control", 「あなたがコントロールしているアーティファクトとエンチャント」), held by the item at
    ``at`` (the last in English, the first in Japanese): when the items after the first share
    its determiner, it applies to every item (CR 109.4); empty when nothing is shared."""
    held = relations(items[at])
    others = [i for k, i in enumerate(items) if k != at % len(items)]
    sharing = all(isinstance(i, ast.Objects) and not relations(i) for i in others)
    bare = all(isinstance(i, ast.Objects) and i.bare for i in items[1:])  # one determiner
    return held if held and sharing and bare else []


def with_relations(node: Any, shared: list[Any], at: int) -> Any:
    """``node`` controlled as ``shared`` says (unchanged if it says so already)."""
    if relations(node):
        return node
    own = node.filter.parts if isinstance(node.filter, ast.AllOf) else [node.filter]
    if at == 0:  # Japanese: the relation before the noun
        parts, head = [*shared, *own], None
    else:
        parts, head = [*own, *shared], 0 if len(own) == 1 else getattr(node.filter, "head", None)
    return node.model_copy(update={"filter": ast.AllOf.model_construct(parts=parts, head=head)})


@marker
class UpTo:
    """ "up to N" / 「最大Ｎ枚」 before it is folded into the node that counts."""

    amount: Any


def per_zone(filters: list[Any]) -> bool:
    """Whether a description is placed "in each graveyard" (a count there is per zone)."""
    return any(isinstance(f, ast.InZone) and f.zone.every == "each" for f in filters)


@marker
class OtherThan:
    """ "other than ~" after an object phrase's noun."""

    ref: ast.SelfRef


@marker
class AtRandom:
    """ "at random" among an object phrase's clauses."""


@marker
class TheirChoice:
    """ "of their choice" / 「自分が選んだ」 in an object phrase; ``you``: "of your choice" /
    「あなたが選んだ」."""

    you: bool = False
    #: Where "of their choice" is written (the span of a :class:`ast.ChosenBy` made of it).
    span: Any = None


def their_chooser(filters: list[Any], choice: TheirChoice | None) -> list[Any]:
    """ "target creature that player controls of their choice": "their" is the player just
    named, not the one acting ("destroy …" in The Abyss); the description gets that player's
    :class:`ast.ChosenBy`. Other "of their choice" is the acting player's, as ever."""
    last = filters[-1] if filters else None
    if choice is None or choice.you or not isinstance(last, ast.ControlledBy):
        return filters
    player = last.player
    if not isinstance(player, ast.Player) or player.quantifier != "that" or player.they:
        return filters
    chooser = player.model_copy(update={"span": choice.span})
    return [*filters, ast.ChosenBy.model_construct(player=chooser, span=choice.span)]


def keyword_on_last(filters: list[Any]) -> list[Any]:
    """A keyword written after a list of types qualifies its last type only: "artifact,
    enchantment, or creature with flying", "Walls and/or creatures with flying" (a list
    first, then post-filters, as English writes them)."""
    listed, *after = filters or [None]
    keywords = [f for f in after if isinstance(f, ast.HasAbility)]
    if not (isinstance(listed, ast.AnyOf) and keywords):
        return filters
    if not all(isinstance(o, (ast.CardType, ast.Subtype)) for o in listed.options):
        return filters
    *first, last = listed.options
    last = all_of([last, *keywords], head=0)
    options = listed.model_copy(update={"options": [*first, last]})
    return [options, *(f for f in after if not isinstance(f, ast.HasAbility))]


class CommonObjects:
    """The objects methods both builders share."""

    #: Which item of a coordination holds a controller written once for all (English: after
    #: the last; Japanese: before the first).
    SHARED_AT = -1

    def paired_creatures(self, meta: Meta, children: list[Any]) -> ast.PairedCreatures:
        """ "each of those creatures" / 「それらのクリーチャー」: a soulbond pair."""
        return ast.PairedCreatures.model_construct(span=self.span(meta))

    def paired_both(self, meta: Meta, children: list[Any]) -> ast.PairedCreatures:
        """ "both creatures" / 「両方のクリーチャー」: a soulbond pair."""
        return ast.PairedCreatures.model_construct(both=True, span=self.span(meta))

    def rest(self, meta: Meta, children: list[Any]) -> ast.Rest:
        return ast.Rest.model_construct(span=self.span(meta))

    def commander_of(self, meta: Meta, children: list[Any]) -> ast.CommanderOf:
        """ "your commander" / 「あなたの統率者」."""
        return ast.CommanderOf.model_construct(player=children[0], span=self.span(meta))

    def part_elided(self, meta: Meta, children: list[Any]) -> ast.PartOf:
        """ "one" / 「１枚」 alone: one of the cards named before."""
        return ast.PartOf.model_construct(
            count=children[0],
            object=ast.Ref.model_construct(plural=True),
            elided=True,
            span=self.span(meta),
        )

    def part_of(self, meta: Meta, children: list[Any]) -> ast.PartOf:
        """ "two of them" / 「そのうち２枚」 (Japanese 「そのうち」: them)."""
        count = self.first(children, AMOUNTS, UpTo)
        them = self.first(children, ast.Ref) or ast.Ref.model_construct(plural=True)
        up_to = isinstance(count, UpTo) or "最大" in self.text[meta.start_pos : meta.end_pos]
        return ast.PartOf.model_construct(
            count=count.amount if isinstance(count, UpTo) else count,
            up_to=up_to,
            object=them,
            span=self.span(meta),
        )

    def dungeon_type(self, meta: Meta, children: list[Any]) -> str | ast.SelfRef:
        """A dungeon type ("Undercity"), or the dungeon's own name."""
        if children[0].type == "SELF":
            return self.self_ref(meta, children)
        return str(children[0])

    def object_list(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        first, second = children[0], children[-1]
        words = self.words(meta)
        if first.span is not None and second.span is not None:
            words = self.term(self.text[first.span.end : second.span.start])
        conjunction = "or" if words.split()[-1:] == ["or"] else "and"
        items: list[Any] = []
        for child in children:  # 「Aと、BかC」: an inner list of options stays one item
            flat = isinstance(child, ast.ObjectList) and child.conjunction == conjunction
            items.extend(child.items if flat else [child])
        zones = {isinstance(c, ast.Objects) and c.in_zone() is not None for c in children}
        if len(children) > 2 and len(zones) > 1:
            # "target artifact card, …, and target planeswalker card from your graveyard": the
            # zone is every target's, which this list does not read
            raise ParseError(
                "a zone named for only some targets of a list", text=self.text, offset=meta.end_pos
            )
        last = items[-1]
        rest: list[Any] = []
        if conjunction == "or" and getattr(items[0], "quantifier", None) == "target":
            joined = isinstance(last, ast.ObjectList) and last.conjunction == "and"
            if joined and not last.shared and shared_target(last.items[0]) is not last.items[0]:
                # "target player or planeswalker and each creature that player controls": the
                # bare noun is the last option, and "and" joins the rest to the whole choice
                items, rest = [*items[:-1], last.items[0]], last.items[1:]
            # "target opponent or planeswalker": the bare noun is a target too
            items = [shared_target(i) for i in items]
        shared = shared_relations(items, self.SHARED_AT)
        if shared:
            items = [with_relations(i, shared, self.SHARED_AT) for i in items]
        span = self.span(meta)
        if rest and span is not None and items[-1].span is not None:
            span = ast.span_at(span.start, items[-1].span.end)
        options = ast.ObjectList.model_construct(
            items=items, conjunction=conjunction, shared=bool(shared), span=span
        )
        if not rest:
            return options
        return ast.ObjectList.model_construct(
            items=[options, *rest], conjunction="and", shared=False, span=self.span(meta)
        )

    def object_or_player(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """ "a permanent or player", "target creature or player" / 「パーマネントかプレイヤー」:
        an object and a player, one quantifier for both."""
        objects = self.objects(meta, children)
        if objects.quantifier not in ("a", "target", "all"):
            raise ParseError(
                f"'{objects.quantifier}' for an object or a player",
                text=self.text,
                offset=meta.start_pos,
            )
        quantifier = "a" if objects.quantifier == "all" else objects.quantifier  # 「…か…に」
        player = ast.Player.model_construct(quantifier=quantifier, span=self.span(meta))
        return ast.ObjectList.model_construct(
            items=[objects.model_copy(update={"quantifier": quantifier}), player],
            conjunction="or",
            quantifier_once="ka",
            span=self.span(meta),
        )

    def any_target(self, meta: Meta, children: list[Any]) -> ast.AnyTarget:
        count = self.first(children, Quantifier)
        if count is None:
            return ast.AnyTarget.model_construct(span=self.span(meta))
        return ast.AnyTarget.model_construct(
            quantifier=count.word, count=count.count, span=self.span(meta)
        )

    def target_count(self, meta: Meta, children: list[Any]) -> Quantifier:
        """ "any number of" or "one, two, or three" (before "targets")."""
        return children[0] if children else Quantifier("any number")

    def choice_count(self, meta: Meta, children: list[Any]) -> Quantifier:
        """ "one, two, or three": one to the last number."""
        return Quantifier("one to", children[-1])

    def attached_to(self, meta: Meta, children: list[Any]) -> ast.AttachedTo:
        relation, filter_ = children
        passive = self.text[meta.start_pos : meta.end_pos].startswith(PASSIVE_ATTACHMENTS)
        return ast.AttachedTo.model_construct(
            relation=relation, filter=filter_, passive=passive, span=self.span(meta)
        )

    def attachment(self, meta: Meta, children: list[Any]) -> str:
        """ "enchanted", 「エンチャントしている」 (or passive 「エンチャントされている」)."""
        return self.term(self.text[meta.start_pos : meta.end_pos].replace("されて", "して"))

    def top_of_library(self, meta: Meta, children: list[Any]) -> Any:
        """The top of a library; Japanese 「…墓地の一番上のカード」 (the same rule, its zone a
        graveyard) the top card of a graveyard."""
        zone = next((c for c in children if isinstance(c, str)), "library")
        if zone in ("graveyard", "墓地"):
            return self.top_of_graveyard(meta, children)
        if zone not in ("library", "ライブラリー"):
            raise ParseError("the top card of a hand", text=self.text, offset=meta.start_pos)
        count = self.first(children, AMOUNTS, default=ast.Number.model_construct(value=1))
        player = self.first(children, PLAYERS, ast.Ref)
        return ast.TopOfLibrary.model_construct(count=count, player=player, span=self.span(meta))

    def top_of_graveyard(self, meta: Meta, children: list[Any]) -> ast.TopOfGraveyard:
        """ "the top (creature) card of your graveyard" / 「…墓地の一番上の(にある)(クリーチャー・)
        カード(１枚)」: the card type written before "card", if any, and the player."""
        zone = next((c for c in children if isinstance(c, str)), "graveyard")
        count = self.first(children, AMOUNTS)
        if zone not in ("graveyard", "墓地") or ast.other_than_one(count):
            raise ParseError("the top cards of a zone", text=self.text, offset=meta.start_pos)
        kind = self.first(children, ast.CardType)
        player = self.first(children, PLAYERS, ast.Ref)
        return ast.TopOfGraveyard.model_construct(
            player=player, card_type=kind, span=self.span(meta)
        )

    def objects(self, meta: Meta, children: list[Any]) -> ast.Objects:
        quant = self.first(children, Quantifier)
        choice = self.first(children, TheirChoice)
        other_than = self.first(children, OtherThan)
        if other_than is not None and quant is not None and quant.other:
            raise ParseError("'other' written twice", text=self.text, offset=meta.start_pos)
        # the number of clauses written after the noun before "other than ~"
        after = children.index(other_than) - 1 - (quant is not None) if other_than else None
        random = self.first(children, AtRandom)
        if random is not None and other_than is not None:
            raise ParseError('"other than" with "at random"', text=self.text, offset=meta.start_pos)
        # the number of clauses written after the noun before "at random"
        before = children.index(random) - 1 - (quant is not None) if random else None
        marks = (Quantifier, TheirChoice, OtherThan, AtRandom)
        kept = [c for c in children if not isinstance(c, marks)]
        filters = their_chooser(keyword_on_last(kept), choice)
        if filters and isinstance(filters[-1], ast.ChosenBy) and choice is not None:
            choice = None  # named as the description's chooser
        first = filters[0] if filters else None
        # "a Swamp or a Mountain" is one description; "another creature or an enchantment" or
        # "an instant card or a card with flash" bind words to one option only; a place after
        # them is each option's ("a creature card and/or a land card from among them")
        places = all(isinstance(f, (ast.FromAmong, ast.InZone)) for f in filters[1:])
        one_description = places and quant is not None and not quant.other
        if (
            isinstance(first, ast.AnyOf)
            and first.articles
            and not (one_description and quant.word in ("a", "an"))
        ):
            raise ParseError(
                "a repeated article with words for one option only",
                text=self.text,
                offset=meta.start_pos,
            )
        filter_ = filters[0] if len(filters) == 1 else all_of(filters, head=0)
        if quant is not None and quant.word not in ("each", "all") and per_zone(filters):
            raise ParseError(
                '"three cards in each graveyard" is a count per graveyard',
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.Objects.model_construct(
            their_choice=choice is not None and not choice.you,
            your_choice=choice is not None and choice.you,
            quantifier=(quant or Quantifier("all")).word,
            count=quant.count if quant else None,
            other=(quant.other if quant else False) or other_than is not None,
            other_than=after,
            other_than_ref=other_than.ref if other_than else None,
            filter=filter_,
            bare=quant is None,
            each_of=quant.each_of if quant else False,
            all_other=quant.all_other if quant else False,
            more_than=quant.more_than if quant else False,
            at_least_first=quant.at_least_first if quant else False,
            any_word=quant.any_word if quant else False,
            random=random is not None,
            random_after=before,
            span=self.span(meta),
        )

    def their_choice(self, meta: Meta, children: list[Any]) -> TheirChoice:
        return TheirChoice(span=self.span(meta))

    def your_choice(self, meta: Meta, children: list[Any]) -> TheirChoice:
        return TheirChoice(you=True)

    def chosen_by(self, meta: Meta, children: list[Any]) -> ast.ChosenBy:
        """ "of an opponent's choice" / 「対戦相手１人が選んだ(、)」: that player chooses."""
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.ChosenBy.model_construct(
            player=children[0],
            present=written.removesuffix("、").endswith("選ぶ"),
            comma=written.endswith("、"),
            span=self.span(meta),
        )

    def of_your_choice(self, meta: Meta, children: list[Any]) -> ast.OfYourChoice:
        """ "of the creature type (color) of your choice" / 「あなたが選んだクリーチャー・タイプ
        の」, 「あなたが選んだ色１色を持つ」."""
        written = self.text[meta.start_pos : meta.end_pos]
        value = "color" if "color" in written or "色" in written else "creature type"
        japanese = written.partition("選んだ")[2] or None
        default = japanese in ("クリーチャー・タイプの", "色１色を持つ")
        return ast.OfYourChoice.model_construct(
            value=value, written=None if default else japanese, span=self.span(meta)
        )

    def of_that(self, meta: Meta, children: list[Any]) -> ast.OfThat:
        """ "of that color" / 「その色の」, 「そのタイプを持つ」, 「そのタイプである」."""
        written = self.text[meta.start_pos : meta.end_pos]
        value = "color" if written.endswith("color") or "色" in written else "type"
        verb = "has" if written.endswith("持つ") else "is" if written.endswith("ある") else None
        return ast.OfThat.model_construct(value=value, verb=verb, span=self.span(meta))

    def same_value(self, meta: Meta, children: list[Any]) -> ast.SameValue:
        """ "with the same mana value as this card" / 「このカードと同じマナ総量を持つ」."""
        written = self.text[meta.start_pos : meta.end_pos]
        attribute = next(a for w, a in SAME_VALUES.items() if w in written)
        return ast.SameValue.model_construct(
            attribute=attribute,
            object=children[-1],
            joined=written.endswith("持ち"),
            span=self.span(meta),
        )

    def objects_abilities_of(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """ "activated abilities of creatures you control" / 「あなたがコントロールしている
        クリーチャーの起動型能力」: the abilities whose source is one of the objects."""
        en = self.lang == "en"
        kind = ast.CardType.model_construct(name="activated ability", plural=True if en else None)
        source = ast.AbilityOf.model_construct(object=children[-1])
        return ast.Objects.model_construct(
            quantifier="all",
            bare=True,
            filter=all_of([kind, source], head=0 if en else None),
            span=self.span(meta),
        )

    def all_of(self, meta: Meta, children: list[Any]) -> Any:
        if len(children) == 1:
            return children[0]
        return all_of(children).model_copy(update={"span": self.span(meta)})

    def library_top(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "on top" / 「一番上に」: the top of a library named before."""
        return ast.Zone.model_construct(
            name="library",
            owner=ast.You.model_construct(),
            position="top",
            short=True,
            span=self.span(meta),
        )

    def outside_game_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "from outside the game" / 「ゲームの外部から」 (CR 400.11)."""
        return ast.Zone.model_construct(name="outside the game", span=self.span(meta))

    def exile_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "from exile" / 「追放領域から」: the exile zone, shared by all players."""
        return ast.Zone.model_construct(name="exile", span=self.span(meta))

    def zone_position(self, meta: Meta, children: list[Any]) -> str:
        """ "the top", "the bottom", "the top or bottom"."""
        return self.words(meta).removeprefix("the ")

    def single_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "a single graveyard" / 「単一の墓地」: every object from the same one."""
        return ast.Zone.model_construct(name=children[0], single=True, span=self.span(meta))

    def zone_name(self, meta: Meta, children: list[Any]) -> str:
        return singular(self.words(meta))
