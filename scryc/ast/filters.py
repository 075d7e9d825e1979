"""Object filters: what an object phrase says of the objects it describes."""

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from .base import Node, surface

if TYPE_CHECKING:
    from .amounts import Number
    from .counts import GreatestAmong
    from .objects import Zone
    from .unions import Amount, Filter, GrantedAbility, ObjectRef, PlayerRef


class CardType(Node):
    """A card type or the generic nouns "permanent", "card", "spell", "token", "ability"
    (an ability on the stack, as in "a spell or ability an opponent controls"; "activated
    ability", "triggered ability" / 「起動型能力」, 「誘発型能力」 one of that kind) and
    "commander" (a designation, CR 903.3: "a commander you control" / 「統率者」)."""

    kind: Literal["card_type"] = "card_type"
    name: str
    plural: bool | None = surface(None)


#: The kinds of ability a card_type can name, in the order Oracle lists them ("activated or
#: triggered ability").
ABILITY_KINDS = ("activated ability", "triggered ability")


class Subtype(Node):
    """A subtype or supertype word: "Human", "Equipment", "legendary", "basic"."""

    kind: Literal["subtype"] = "subtype"
    name: str
    plural: bool | None = surface(None)


class Color(Node):
    """A color word, or "colorless" / "multicolored" / "monocolored" / "colored" / "one or more
    colors" (「１色以上の」: not colorless)."""

    kind: Literal["color"] = "color"
    name: str
    #: Japanese 「１色以上の」 rather than 「１色以上の色を持つ」 ("one or more colors").
    short: bool = surface(False)


class Status(Node):
    """A status or state: "tapped", "attacking", "blocking", "historic"."""

    kind: Literal["status"] = "status"
    name: str
    #: Japanese: written as a clause before another one, 「アンタップ状態であり」 (not the
    #: adjective 「アンタップ状態の」).
    clause: bool = surface(False)
    #: Japanese 「攻撃している」 rather than 「攻撃」 for "attacking".
    progressive: bool = surface(False)


class PowerToughness(Node):
    """A token's power and toughness in its description: 「2/2の」."""

    kind: Literal["power_toughness"] = "power_toughness"
    value: str


class Negated(Node):
    """ "non…": "nonland", "non-Giant"."""

    kind: Literal["negated"] = "negated"
    filter: "Filter"
    #: Japanese 「…でもない」 after another negation (「…しておらず土地でもない」).
    also: bool = surface(False)
    #: Japanese 「…でも」, the first of two negations (「クリーチャーでも土地でもない」).
    neither: bool = surface(False)


class AllOf(Node):
    """Every part applies: "nonland permanent", "artifact creature"."""

    kind: Literal["all_of"] = "all_of"
    parts: "list[Filter]" = Field(json_schema_extra={"unordered": True})
    #: English: the index of the head noun; later parts follow it ("creature you control").
    head: int | None = surface(None)


class AnyOf(Node):
    """One of the options applies: "artifact or enchantment", "instant and/or sorcery"."""

    kind: Literal["any_of"] = "any_of"
    options: "list[Filter]"
    #: The connective as written: "or", "and/or"; 「か」, 「や」, 「、または」.
    conjunction: str | None = surface(None)
    #: English "a Swamp or a Mountain": the article repeated before each later option.
    articles: bool = surface(False)


class Compare(Node):
    """A numeric restriction: "with mana value 3 or less", "with power 4 or greater"."""

    kind: Literal["compare"] = "compare"
    attribute: str
    op: Literal["eq", "le", "ge", "lt", "gt"]
    value: "Amount"
    #: Japanese 「マナ総量が２以下であり…である呪文」: joined to the words after it
    #: (not 「…以下の」); "de": by 「で」 alone (「マナ総量が３以下で土地でない…」).
    joined: bool | Literal["de"] = surface(False)
    #: English "less than or equal to N" rather than "N or less".
    or_equal: bool = surface(False)
    #: Japanese 「マナ総量が４以上である呪文」 (not 「…以上の呪文」).
    de_aru: bool = surface(False)
    #: "with total mana value 10 or less" / 「マナ総量の合計が１０以下になるように」: the sum
    #: over all the objects chosen, not each one's value.
    total: bool = False
    #: Japanese 「…を、マナ総量の合計が…になるように選んで対象とする」: 「、」 after 「を」.
    total_comma: bool = surface(False)
    #: Japanese 「…になるように選んで対象とする」 (not 「…になるように対象とする」).
    total_chosen: bool = surface(False)
    #: Japanese 「…に等しいマナ総量を持つ」: the value first, as what the object has (not
    #: 「マナ総量が…に等しい」).
    has: bool = surface(False)
    #: "with mana value X" / 「マナ総量がＸの」: the value alone (not "equal to X" /
    #: 「Ｘに等しい」); by default so for a number or X.
    bare: bool | None = surface(None)
    #: English "with lesser mana value [than …]", "with greater power": the comparative before
    #: the attribute, the value another object's (an unwritten "it" without "than …").
    lesser: bool = surface(False)
    #: Japanese 「マナ総量がそれより小さい」: the other object written, not its value (not
    #: 「…がそれのマナ総量より小さい」).
    than_object: bool = surface(False)
    #: Japanese 「…よりも小さい」 (not 「…より小さい」).
    than_mo: bool = surface(False)
    #: Japanese, the value first: 「…よりパワーが(の)小さい」, 「…より大きいパワーを持つ」.
    than_first: str | None = surface(None)


class OwnedBy(Node):
    """ "you own", "an opponent owns", "you don't own" / 「あなたがオーナーである」."""

    kind: Literal["owned_by"] = "owned_by"
    player: "PlayerRef"
    negated: bool = False


class ControlledBy(Node):
    """ "you control", "an opponent controls", "you don't control"."""

    kind: Literal["controlled_by"] = "controlled_by"
    player: "PlayerRef"
    negated: bool = False
    #: "your opponents control" / 「あなたの対戦相手がコントロールする」 rather than "an
    #: opponent controls" / 「対戦相手がコントロールする」.
    opponents: bool = surface(False)
    #: Japanese: 「コントロールする」 or 「コントロールしていて」 (before another clause)
    #: rather than 「コントロールしている」.
    verb_form: Literal["する", "していて", "しておらず"] | None = surface(None)
    #: Japanese 「あなたがコントロールしている、…」: a comma before the noun.
    comma: bool = surface(False)


class InZone(Node):
    """ "in your graveyard", "from your hand"."""

    kind: Literal["in_zone"] = "in_zone"
    zone: "Zone"
    preposition: Literal["from", "in"] | None = surface(None)
    #: Japanese: joined to the clause after it, 「あなたの墓地にあり…」 (not 「…にある」).
    joined: bool = surface(False)
    #: Japanese 「戦場に出ている」 (not 「戦場にある」).
    entered: bool = surface(False)
    #: Japanese 「あなたのライブラリーから、…」, 「あなたの墓地にある、…」: a comma after it.
    comma: bool = surface(False)
    #: Japanese 「あなたの手札のカード」: the zone as a possessive (not 「…にある」).
    genitive: bool = surface(False)


class NotFromZone(Node):
    """ "from anywhere other than your hand" / 「あなたの手札以外から」: from another zone."""

    kind: Literal["not_from_zone"] = "not_from_zone"
    zone: "Zone"


class WithCounter(Node):
    """ "with a +1/+1 counter on it"."""

    kind: Literal["with_counter"] = "with_counter"
    #: The kind of counter (None: "with a counter on it", a counter of any kind).
    counter: str | None


class Targeting(Node):
    """ "that targets <object>"."""

    kind: Literal["targeting"] = "targeting"
    object: "ObjectRef"
    #: Japanese 「…を対象として」 rather than 「…を対象とする」 (「名前を対象として呪文を唱える」).
    te_form: bool = surface(False)
    #: English "(spells) that target" after a plural noun rather than "that targets".
    plural: bool = surface(False)


class TargetingOnly(Node):
    """ "that targets only ~" / 「…のみを対象とする」, 「…だけを対象とする」: a spell or
    ability whose every target is the object (CR 115.1)."""

    kind: Literal["targeting_only"] = "targeting_only"
    object: "ObjectRef"
    #: Japanese 「だけ」 rather than 「のみ」.
    dake: bool = surface(False)
    #: Japanese 「…を対象として」 rather than 「…を対象とする」 (before the spell it describes).
    te_form: bool = surface(False)


class SingleTarget(Node):
    """ "with a single target" / 「単一の対象を持つ」: a spell or ability that targets exactly
    one object or player (CR 115.7a)."""

    kind: Literal["single_target"] = "single_target"
    #: Japanese: the verb, when not 「持つ」 (「単一の対象を取る」, 「…をとる」).
    verb: Literal["取る", "とる"] | None = surface(None)


class HasAbility(Node):
    """ "with flying", "with "{T}: Add {C}."": a keyword or a quoted ability."""

    kind: Literal["has_ability"] = "has_ability"
    keyword: "GrantedAbility"
    #: English: "that has convoke" rather than "with convoke".
    that_has: bool = surface(False)


class HasAnyAbility(Node):
    """ "with flying or reach" / 「飛行か到達を持つ」: one of the keywords or more (its
    :class:`Negated`, "without flying or reach" / 「飛行も到達も持たない」: none of them)."""

    kind: Literal["has_any_ability"] = "has_any_ability"
    keywords: "list[GrantedAbility]"


class AbilityOf(Node):
    """ "(activated abilities) of creatures you control" / 「あなたがコントロールしている
    クリーチャーの(起動型能力)」: abilities whose source is one of the objects."""

    kind: Literal["ability_of"] = "ability_of"
    object: "ObjectRef"


class ManaCostHas(Node):
    """ "with {X} in its mana cost" / 「マナ・コストに(Ｘ)を含む」: a mana symbol in the mana
    cost ("without …" / 「…を含まない」 is its :class:`Negated`)."""

    kind: Literal["mana_cost_has"] = "mana_cost_has"
    symbol: str
    #: English "in their mana costs" (after a plural noun) rather than "in its mana cost".
    plural: bool = surface(False)


class AttachedToObject(Node):
    """ "(each Aura) attached to it" / 「それにつけられている(オーラ)」: Auras, Equipment or
    other permanents attached to the object (CR 701.3)."""

    kind: Literal["attached_to_object"] = "attached_to_object"
    object: "ObjectRef"
    #: Japanese verb as written: 「つけられている」, 「付けられている」 or 「ついている」
    #: (``None`` in English).
    verb: Literal["つけられている", "付けられている", "ついている"] | None = surface(None)


class BlockingObject(Node):
    """ "(each creature) blocking it" / 「それをブロックしている(各クリーチャー)」: creatures
    blocking the object; "blocking or blocked by it" / 「それをブロックしているかそれによって
    ブロックされている」: blocking it or blocked by it (CR 509.1, 509.1h)."""

    kind: Literal["blocking_object"] = "blocking_object"
    object: "ObjectRef"
    blocked_by: bool = False
    #: Japanese: 「…か、…」 (a comma after 「か」) in "blocking or blocked by".
    comma: bool = surface(False)
    #: Japanese: 「…にブロックされている」 (not 「…によって」) in "blocked by".
    ni: bool = surface(False)


class InParty(Node):
    """ "in your party" / 「あなたのパーティーを構成している」 (CR 700.8): the creatures of a
    player's party, up to one each of Cleric, Rogue, Warrior and Wizard."""

    kind: Literal["in_party"] = "in_party"
    player: "PlayerRef"


class FromAmong(Node):
    """ "a creature card from it" / 「その中からクリーチャー・カード１枚」: an object chosen
    among the cards of another (a revealed hand)."""

    kind: Literal["from_among"] = "from_among"
    object: "ObjectRef"
    #: English "from among them" (False: "from it").
    among: bool = surface(False)
    #: Japanese 「その中から、…」: a comma after 「から」.
    comma: bool = surface(False)
    #: Japanese 「それらの追放されているカードの中から」: "from among them", the cards named
    #: as the exiled ones.
    exiled: bool = surface(False)


class SameName(Node):
    """ "with the same name as <object>" / 「<object>と同じ名前を持つ」; negated: "that doesn't
    have the same name as <object>" / 「<object>と同じ名前を持たない」."""

    kind: Literal["same_name"] = "same_name"
    object: "ObjectRef"
    negated: bool = False
    #: Japanese 「…していて、…と同じ名前を持たない」: a comma after the clause before.
    comma: bool = surface(False)


class Named(Node):
    """ "named Ajani, Mentor of Heroes" / 「《…》という名前の」: objects with that name
    (CR 201.2)."""

    kind: Literal["named"] = "named"
    #: The card's own name.
    self_name: bool = False
    #: Another card's name: its English (Oracle) name in either language, the name the
    #: engine's cards carry (a Japanese name is looked up in scryc/data/names_ja.json).
    name: str | None = None
    #: Japanese: the name as written (「マイナー・デーモン」), when it differs from ``name``.
    written: str | None = surface(None)
    #: Japanese 「という名前を持つ」 rather than 「という名前の」.
    has: bool = surface(False)


class DifferentNames(Node):
    """ "with different names" / 「異なる名前の」: no two of the objects share a name."""

    kind: Literal["different_names"] = "different_names"


class DifferentValues(Node):
    """ "with different powers", "with different mana values" / 「パワーが異なる」: no two of the
    objects share the value."""

    kind: Literal["different_values"] = "different_values"
    attribute: str


class ColorCount(Node):
    """ "that's exactly three colors", "with exactly three colors" / 「ちょうど３色である」:
    objects with exactly this many colors (CR 105.2)."""

    kind: Literal["color_count"] = "color_count"
    count: "Number"
    #: English "with exactly …" rather than "that's exactly …".
    with_: bool = surface(False)


class SharesType(Node):
    """ "that share a creature type" / 「共通のクリーチャー・タイプを持つ」: objects that have
    a creature type in common (CR 700.5a for sharing)."""

    kind: Literal["shares_type"] = "shares_type"
    #: "… with your commander" / 「あなたの統率者と…」: shares one with that object.
    with_: "ObjectRef | None" = None
    #: English "that shares" (after a singular noun) rather than "that share".
    singular: bool = surface(False)


class SharesQuality(Node):
    """ "that shares a color with it", "that share a card type with <object>" / 「それと共通の
    色を持つ」, 「…と共通のカード・タイプを持つ」: objects with a color (CR 105.2) or a card
    type (CR 205.2a) in common with the object."""

    kind: Literal["shares_quality"] = "shares_quality"
    quality: Literal["color", "card type"]
    with_: "ObjectRef"
    #: English "that shares" (after a singular noun) rather than "that share".
    singular: bool = surface(False)


class WithGreatest(Node):
    """ "with the greatest power among creatures they control" / 「自分がコントロールしている
    クリーチャーの中で最大のパワーを持つ」: objects whose value is the greatest among those
    objects (any of them on a tie)."""

    kind: Literal["with_greatest"] = "with_greatest"
    value: "GreatestAmong"


class WithThatName(Node):
    """ "cards with that name" / 「その名前の(を持つ)カード」: the name said before (a name
    chosen, or the name of an object named before), as "that" refers back."""

    kind: Literal["with_that_name"] = "with_that_name"
    #: Japanese 「その名前を持つ」 (not 「その名前の」).
    has: bool = surface(False)


class OfChosen(Node):
    """ "of the chosen type", "of the chosen color", "with the chosen name" / 「選ばれたタイプの」,
    「その選ばれた名前を持つ」: objects that match a value chosen before (as the permanent
    entered, or by an earlier instruction)."""

    kind: Literal["of_chosen"] = "of_chosen"
    value: Literal["type", "color", "name"]
    #: Japanese 「その選ばれた…」 rather than 「選ばれた…」.
    that: bool = surface(False)
    #: Japanese 「…選ばれたタイプである(クリーチャー)」 rather than 「…選ばれたタイプの」.
    clause: bool = surface(False)


class ChosenColor(Node):
    """A keyword's quality that is a chosen colour: "protection from the chosen color" /
    「プロテクション（(その)選ばれた色）」 (chosen before), "protection from the color of your
    choice" / 「プロテクション（あなたが選んだ色１色）」 (chosen as the effect happens)."""

    kind: Literal["chosen_color"] = "chosen_color"
    #: "the color of your choice": the effect's controller chooses it now.
    now: bool = False
    #: Japanese 「その選ばれた色」 rather than 「選ばれた色」.
    that: bool = surface(False)
