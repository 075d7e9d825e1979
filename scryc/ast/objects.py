"""Objects: the object phrases (targets, "it", cards in a zone) and zones."""

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from .base import Node, surface
from .filters import AllOf, CardType, InZone

if TYPE_CHECKING:
    from .unions import Amount, Filter, ObjectRef, PlayerRef


class PairedCreatures(Node):
    """ "each of those creatures", "both creatures" / 「それらのクリーチャー」, 「両方の
    クリーチャー」 after "as long as <object> is paired with another creature": the creature and
    the creature it is paired with (CR 702.95c)."""

    kind: Literal["paired_creatures"] = "paired_creatures"
    #: "both creatures" / 「両方のクリーチャー」 rather than "each of those creatures".
    both: bool = surface(False)


class SelfRef(Node):
    """The card itself: its name, "this creature", "this spell", "これ"."""

    kind: Literal["self_ref"] = "self_ref"
    #: "this <noun>" / 「この<noun>」; None: the card's name.
    noun: str | None = surface(None)
    #: The short name: "Thassa" for "Thassa, God of the Sea".
    short: bool = surface(False)
    #: The first word of a name "<word> of <place>": "Galadriel" for "Galadriel of Lothlórien".
    short_of: bool = surface(False)
    #: Japanese 「これ」.
    pronoun: bool = surface(False)


class Objects(Node):
    """A described set of objects: "target creature", "each opponent", "up to two target cards"."""

    kind: Literal["objects"] = "objects"
    quantifier: str
    count: "Amount | None" = None
    other: bool = False
    filter: "Filter"
    #: No quantifier word is written: "creatures you control", 「クリーチャー」.
    bare: bool = surface(False)
    #: "any creature on the battlefield": "any" written for one of them ("a").
    any_word: bool = surface(False)
    #: Japanese: the counter word after the number (体, 枚, つ, 個).
    counter: str | None = surface(None)
    #: "each of up to two target creatures".
    each_of: bool = surface(False)
    #: Japanese 「クリーチャー３体以上」 (the count after the noun) for "three or more", and
    #: 「クリーチャー１体か２体」 for "one or two".
    count_last: bool = surface(False)
    #: Japanese 「他のクリーチャーが１体」: the count written after the subject's 「が」.
    count_after_ga: bool = surface(False)
    #: Japanese: how "other" is written, 「他の」 or 「これでない」.
    other_word: str | None = surface(None)
    #: English "up to two target creatures each get …": "each" written after the object.
    each_after: bool = surface(False)
    #: English "all other creatures" (where "other creatures" says the same).
    all_other: bool = surface(False)
    #: English "a creature you control other than ~": "other" written as "other than" the card's
    #: name, after this many of the filter's clauses.
    other_than: int | None = surface(None)
    #: The card's name after "other than" (its short name or not).
    other_than_ref: SelfRef | None = surface(None)
    #: English "more than one creature" for "two or more creatures" (quantifier "at least").
    more_than: bool = surface(False)
    #: "at least two other creatures" / 「少なくとも２体の他のクリーチャー」 for "two or more
    #: other creatures" (quantifier "at least"): both languages write it so where a card does.
    at_least_first: bool = surface(False)
    #: Declared in a sentence of its own ("Choose target …." / 「…を対象とする。」) and
    #: referred to here as "that <declared>" / 「その<declared>」 ("" for "it" / 「それ」).
    declared: str | None = surface(None)
    #: Japanese: declared in a clause joined to the sentence using it (「…を対象とし、」).
    declared_clause: bool = surface(False)
    #: Japanese: declared in one sentence with the next target, joined by this word
    #: (「AとBを対象とする。」 and 「その前者」, 「その後者」 for them).
    declared_with: str | None = surface(None)
    #: Japanese: one target for each player, referred to as 「それら」 (「各対戦相手につき
    #: それぞれ、…最大１体を対象とする。それらを破壊する。」).
    declared_plural: bool = surface(False)
    #: Japanese: the description is a clause before the number, with no noun
    #: (「クリーチャーかプレインズウォーカーである１体」).
    headless: bool = surface(False)
    #: Japanese 「巨人でない各クリーチャー」: the negated word before 「各」/「すべての」.
    negated_first: bool = surface(False)
    #: Japanese 「伝説の各クリーチャー」, 「タップ状態の各クリーチャー」: this many words of the
    #: description (after its clauses) written before 「各」/「すべての」.
    words_first: int | None = surface(None)
    #: Japanese 「アーティファクトやクリーチャーのうちあなたがコントロールしている１つ以上」: the
    #: kinds (the last part of the filter) first, then the other parts and the number.
    among: bool = surface(False)
    #: Japanese 「黒か赤の、クリーチャー１体かプレインズウォーカー１体」: the filter's parts
    #: after its first (the options) are written once, before 「、」 and the options.
    distributed: bool = surface(False)
    #: "a creature of their choice" / 「自分が選んだクリーチャー１体」: the player acting chooses
    #: (as they do anyway); written where the other language writes it.
    their_choice: bool = surface(False)
    #: "a source of your choice" / 「あなたが選んだ発生源１つ」: you choose it.
    your_choice: bool = False
    #: "a card at random" / 「カード１枚を無作為に」: chosen at random (CR 701.9b).
    random: bool = False
    #: English: "at random" written after this many of the filter's clauses.
    random_after: int | None = surface(None)
    #: Japanese 「無作為に選んで」 (「選んで」 written).
    random_chosen: bool = surface(False)

    def in_zone(self) -> InZone | None:
        """The place its filter names ("from the top of your library"), if any."""
        parts = self.filter.parts if isinstance(self.filter, AllOf) else [self.filter]
        return next((p for p in parts if isinstance(p, InZone)), None)

    def with_zone(self, zone: InZone | None) -> "Objects":
        """The same objects with ``zone`` as their filter's place instead of their own (None:
        without a place)."""
        filter_ = self.filter
        parts = filter_.parts if isinstance(filter_, AllOf) else [filter_]
        parts = [p for p in parts if not isinstance(p, InZone)] + ([zone] if zone else [])
        if len(parts) == 1:
            return self.model_copy(update={"filter": parts[0]})
        head = filter_.head if isinstance(filter_, AllOf) else 0
        # model_construct: the parts are nodes already (no validator built per process)
        return self.model_copy(update={"filter": AllOf.model_construct(parts=parts, head=head)})


class AnyTarget(Node):
    """ "any target": a creature, player, planeswalker or battle."""

    kind: Literal["any_target"] = "any_target"
    #: Declared in a sentence of its own ("Choose target …." / 「…を対象とする。」) and
    #: referred to here as "that <declared>" / 「その<declared>」 ("" for "it" / 「それ」).
    declared: str | None = surface(None)
    #: Japanese: declared in a clause joined to the sentence using it (「…を対象とし、」).
    declared_clause: bool = surface(False)
    #: Several targets: "any number" or "one to" (one, two, …, or ``count``); None: one.
    quantifier: Literal["any number", "one to"] | None = None
    count: "Amount | None" = None


class TopOfLibrary(Node):
    """ "the top N cards of your library"."""

    kind: Literal["top_of_library"] = "top_of_library"
    count: "Amount"
    player: "PlayerRef"


class TopOfGraveyard(Node):
    """ "the top card of your graveyard", "the top creature card of your graveyard": the
    topmost card (of that card type), in the graveyard's order (CR 404.2)."""

    kind: Literal["top_of_graveyard"] = "top_of_graveyard"
    player: "PlayerRef"
    #: The card type written before "card" ("creature"); None: any card.
    card_type: CardType | None = None


class AttachedTo(Node):
    """ "enchanted creature", "equipped creature"."""

    kind: Literal["attached_to"] = "attached_to"
    relation: Literal["enchanted", "equipped"]
    filter: "Filter"
    #: Japanese passive 「エンチャントされている」 (English "enchanted creatures").
    passive: bool = surface(False)


class ZoneContents(Node):
    """The cards in a zone: "your hand", "your graveyard", "all graveyards"."""

    kind: Literal["zone_contents"] = "zone_contents"
    zone: "Zone"
    #: Every player's zone of that name: "all graveyards" / 「すべての墓地」 (no owner).
    all_players: bool = False


class ObjectList(Node):
    """Several object phrases joined by "and": "each creature and each planeswalker"."""

    kind: Literal["object_list"] = "object_list"
    #: A set: "enchanted creatures and enchantment creatures" is 「クリーチャー・エンチャントや
    #: エンチャントされているクリーチャー」.
    items: "list[ObjectRef]" = Field(json_schema_extra={"unordered": True})
    conjunction: Literal["and", "or"] = "and"
    #: Japanese: 「と、」 or 「か、」 between the items (「…トークン１体と、青の…」).
    comma: bool = surface(False)
    #: Japanese: descriptions joined by 「や」 and counted once: 「あなたがコントロールしている
    #: 洞窟やあなたの墓地にある洞窟・カード１つにつき」 ("for each Cave you control and each Cave
    #: card in your graveyard"); "headless" with 「…である１つ」; "plain": 「AやB」, neither counted
    #: (「クリーチャー・エンチャントやエンチャントされているクリーチャー」).
    joined_ya: Literal["counted", "headless", "plain"] | None = surface(None)
    #: "a permanent or player" / 「パーマネントかプレイヤー」: an object and a player with one
    #: quantifier, written once (English) or not at all (Japanese); Japanese "ya" 「パーマネント
    #: やプレイヤー」, "ya_one" 「パーマネントやプレイヤーのうち１つ」.
    quantifier_once: Literal["ka", "ya", "ya_one"] | None = surface(None)
    #: Targets declared in a sentence of their own, like :attr:`Objects.declared`.
    declared: str | None = surface(None)
    declared_clause: bool = surface(False)
    #: "creatures and lands you control" / 「あなたがコントロールしているアーティファクトと
    #: エンチャント」: who controls them, every item's, written once (after the last item in
    #: English, before the first in Japanese).
    shared: bool = surface(False)


class PartOf(Node):
    """ "one of them", "up to two of those cards", "any number of them" / 「そのうち１枚」,
    「それらのうち１体」: some of the objects named before."""

    kind: Literal["part_of"] = "part_of"
    #: How many; None: any number.
    count: "Amount | None" = None
    up_to: bool = False
    object: "ObjectRef"
    #: Japanese: the words before the number as written (「それらのうち」; None: 「そのうち」).
    written: str | None = surface(None)
    #: Japanese: the counter word as written: 枚, 体, つ.
    counter: str | None = surface(None)
    #: "one" / 「１枚」 alone, without "of them" / 「そのうち」 ("put one onto the battlefield
    #: tapped and the other into your hand").
    elided: bool = surface(False)


class CommanderOf(Node):
    """ "your commander" / 「あなたの統率者」: the commander a player owns, in any zone (CR 903.3,
    903.3e; with partners, either of the two, CR 702.124e)."""

    kind: Literal["commander_of"] = "commander_of"
    player: "PlayerRef"


class Rest(Node):
    """ "the rest" / 「残り」: the cards looked at or revealed that no instruction before has
    put somewhere else."""

    kind: Literal["rest"] = "rest"


class Zone(Node):
    """A zone, with its owner where one is named ("your graveyard", "its owner's hand")."""

    kind: Literal["zone"] = "zone"
    #: "outside the game" (CR 400.11: not a zone, but written as one: "from outside the game").
    name: Literal[
        "library", "hand", "graveyard", "battlefield", "exile", "stack", "opening hand",
        "outside the game",
    ]  # fmt: skip
    owner: "PlayerRef | None" = None
    #: "top or bottom": the player who puts it there chooses.
    position: Literal["top", "bottom", "top or bottom"] | None = None
    #: "its owner's library fifth from the top": the place counted from ``position`` (5).
    depth: int | None = None
    plural: bool = surface(False)
    #: "all graveyards", "each graveyard", 「すべての墓地」: every player's zone of that name
    #: (the same place as a zone without an owner, 「墓地」).
    every: Literal["all", "each"] | None = surface(None)
    #: Japanese 「一番上か一番下のうち選んだほう」 for "top or bottom".
    chosen_side: bool = surface(False)
    #: Written without its library: "put that card on top" / 「そのカードを一番上に置く」.
    short: bool = surface(False)
    #: "from a single graveyard" / 「単一の墓地から」: every object from the same one.
    single: bool = False


class ChosenBy(Node):
    """ "target creature of an opponent's choice", "a card of that player's choice" / 「対戦相手
    １人が選んだクリーチャー１体」, 「そのプレイヤーが選んだカード１枚」: a part of a
    description, the object is the one this player chooses (not the player acting)."""

    kind: Literal["chosen_by"] = "chosen_by"
    player: "PlayerRef"
    #: Japanese 「…が選ぶ」 (not 「…が選んだ」).
    present: bool = surface(False)
    #: Japanese 「…が選んだ、」: a comma after the clause.
    comma: bool = surface(False)


class OfYourChoice(Node):
    """ "of the creature type of your choice", "of the color of your choice" / 「あなたが選んだ
    クリーチャー・タイプの」, 「あなたが選んだ色１色を持つ」: objects of a creature type (a
    color) that the effect's controller chooses as it happens."""

    kind: Literal["of_your_choice"] = "of_your_choice"
    value: Literal["creature type", "color"]
    #: Japanese: the words between 「あなたが選んだ」 and the noun as written
    #: (「１種類のクリーチャー・タイプを持つ」, 「色１色の、」); None: 「クリーチャー・タイプの」,
    #: 「色１色を持つ」.
    written: str | None = surface(None)


class OfThat(Node):
    """ "of that color", "of that type" / 「その色の」, 「そのタイプを持つ」: objects of the color
    (the type) named before: chosen ("Choose a color. … of that color") or the one a "for each"
    is at."""

    kind: Literal["of_that"] = "of_that"
    value: Literal["type", "color"]
    #: Japanese 「そのタイプを持つ」 ("has"), 「そのタイプである」 ("is") rather than 「…の」.
    verb: Literal["has", "is"] | None = surface(None)


class SameValue(Node):
    """ "with the same mana value as this card" / 「このカードと同じマナ総量を持つ」: objects whose
    value equals that object's."""

    kind: Literal["same_value"] = "same_value"
    attribute: Literal["mana value", "power", "toughness"]
    object: "ObjectRef"
    #: Japanese 「…と同じマナ総量を持ち」 (before another clause) rather than 「…を持つ」.
    joined: bool = surface(False)
