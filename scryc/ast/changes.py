"""Effects: continuous changes to power, toughness and abilities."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .amounts import Variable
    from .combining import Duration
    from .rules import Becomes
    from .unions import Amount, Condition, GrantedAbility, ObjectRef, PlayerRef


class ModifyPT(Node):
    """Objects get +N/+M (until end of turn, or for as long as the static ability applies)."""

    kind: Literal["modify_pt"] = "modify_pt"
    object: "ObjectRef"
    power: str
    toughness: str
    duration: "Duration | None" = None
    #: The X in "+X/+0", with its definition ("where X is …").
    variable: "Variable | None" = None
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = surface(False)
    #: Japanese 「それらはそれぞれ(、)+1/+0の修整を受ける」: 「それぞれ」 after the subject.
    respectively: Literal["それぞれ", "それぞれ、"] | None = surface(None)
    #: "gets an additional +2/+2" / 「追加で／さらに+2/+2の修整を受ける」: a bonus on top of another
    #: change to the same object (said, not needed: it is one more +2/+2, CR 613.4c).
    additional: bool = surface(False)
    #: Japanese: the word for "additional".
    additional_ja: Literal["追加で", "さらに"] | None = surface(None)


class BasePT(Node):
    """ "has base power and toughness 1/1" / 「基本のパワーとタフネスが1/1になる」: what the
    object's power and toughness are before any change (CR 613.4b)."""

    kind: Literal["base_pt"] = "base_pt"
    object: "ObjectRef"
    power: str
    toughness: str
    duration: "Duration | None" = None
    #: Japanese: 「…である」 rather than 「…になる」.
    written: str | None = surface(None)
    #: Japanese 「それの基本のパワーとタフネスは…」: the object as a possessive.
    possessive: bool = surface(False)
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = surface(False)


class GainAbility(Node):
    """Objects gain or have keywords or a quoted ability."""

    kind: Literal["gain_ability"] = "gain_ability"
    object: "ObjectRef"
    abilities: "list[GrantedAbility]"
    duration: "Duration | None" = None
    #: "gains" (「得る」) or "has" (「持つ」).
    verb: Literal["gain", "have"] | None = surface(None)
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = surface(False)
    #: Japanese 「…はそれぞれ奇跡を持つ」: 「それぞれ」 ("、" after it: 「それぞれ、」).
    respectively: Literal["それぞれ", "それぞれ、"] | None = surface(None)
    #: "it also gains lifelink" / 「それは絆魂も得る」: "also" written (said, not needed).
    also: bool = surface(False)
    #: Abilities each granted under its own condition ("gains trample if you control a Dwarf
    #: and hexproof if you control an Elf"); then ``abilities`` is empty.
    each_if: "list[GrantedIf]" = []


class GrantedIf(Node):
    """Abilities granted only if a condition holds, one part of a grant that sets a condition
    per ability: "trample if you control a Dwarf" /
    「あなたがドワーフをコントロールしているならトランプルを」."""

    kind: Literal["granted_if"] = "granted_if"
    abilities: "list[GrantedAbility]"
    condition: "Condition"


class LoseAbility(Node):
    """Objects lose keywords or all their abilities: "Target creature loses flying until end
    of turn." / 「…は飛行を失う。」, "loses all abilities" / 「すべての能力を失う」 (CR 613.1f)."""

    kind: Literal["lose_ability"] = "lose_ability"
    object: "ObjectRef"
    abilities: "list[GrantedAbility]" = []
    #: "loses all abilities" / 「すべての能力を失う」 (then ``abilities`` is empty).
    all_abilities: bool = False
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「それは、…」).
    comma: bool = surface(False)


class ChangeText(Node):
    """ "Change the text of target spell or permanent by replacing all instances of one color
    word with another" / 「それに書かれた、色を表す単語１種類をすべて別の色の単語１種類に置き換え
    る」: a text-changing effect (CR 612). The player chooses a word of one of ``words`` and
    another word of the same kind; every instance of it in the object's text becomes the other."""

    kind: Literal["change_text"] = "change_text"
    object: "ObjectRef"
    #: What kind of word is replaced: one color word, or one basic land type; two kinds: "one
    #: color word with another or one basic land type with another" (either, CR 612.2).
    words: list[Literal["color word", "basic land type"]]
    duration: "Duration | None" = None
    #: Japanese: how each replacement is written, when not 「色を表す単語１種類をすべて別の色の
    #: 単語１種類」 (translations differ: 「１種」, 「別の単語１種類」).
    written: list[str] = surface([])
    #: Japanese 「それに書かれた、…」: a comma after 「書かれた」.
    comma: bool = surface(False)


class PayToEnd(Node):
    """ "You may pay {W} to end this effect." / 「あなたは、この効果を、(白)を支払うことで終わら
    せてもよい。」: the effect of the ability that says it lasts until the player pays the mana
    (any time they could, as often as the effect lasts; the Licids)."""

    kind: Literal["pay_to_end"] = "pay_to_end"
    player: "PlayerRef"
    symbols: str


class ChangeTarget(Node):
    """ "Change the target of target spell with a single target" / 「単一の対象を持つ呪文１つを
    対象とし、それの対象を変更する」: the spell's or ability's one target becomes another
    legal target, chosen by the player of the effect (CR 115.7a)."""

    kind: Literal["change_target"] = "change_target"
    object: "ObjectRef"
    #: Japanese 「その対象を変える」: the verb, when not 「変更する」.
    verb: Literal["変える"] | None = surface(None)
    #: Japanese 「その対象」: the object named by 「その」 (not 「それの」).
    sono: bool = surface(False)


class EveryType(Node):
    """ "is every creature type" / 「すべてのクリーチャー・タイプである」, "gains all creature
    types" / 「すべてのクリーチャー・タイプを得る」, "are every basic land type in addition to
    their other types" / 「それの他のタイプに加えてすべての基本土地タイプでもある」: the object
    has each subtype of that kind (CR 205.3m, 702.73a)."""

    kind: Literal["every_type"] = "every_type"
    object: "ObjectRef"
    types: Literal["creature", "basic land"]
    #: "… in addition to its other types" / 「他のタイプに加えて」: its other types are kept.
    in_addition: bool = False
    duration: "Duration | None" = None
    #: "gains all creature types" / 「…を得る」 rather than "is every creature type".
    verb: Literal["is", "gain"] = surface("is")
    #: Japanese: a comma after the subject (「…は、」).
    comma: bool = surface(False)
    #: Japanese: the possessive before 「他のタイプ」 as written (「それの」, 「自身の」, "").
    possessive: str | None = surface(None)
    #: Japanese 「…でもある」 rather than 「…である」.
    also: bool = surface(False)


class BecomesSized(Node):
    """ "becomes an artifact creature with power and toughness each equal to its mana value" /
    「パワーとタフネスがそれぞれそのマナ総量に等しいアーティファクト・クリーチャーになる」: a
    becomes (or "is", ``becomes.state``) whose power and toughness are each the amount."""

    kind: Literal["becomes_sized"] = "becomes_sized"
    object: "ObjectRef"
    #: What it becomes (its colours, types and abilities); its own object is unused.
    becomes: "Becomes"
    #: The power and the toughness, each.
    amount: "Amount"
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject.
    comma: bool = surface(False)
    #: Japanese: the size as written, "…" for the amount (「そのパワーとタフネスがそれぞれ、…
    #: に等しい、」, 「…に等しいパワーとタフネスを持つ」, 「パワーとタフネスが…である」).
    ja_written: str | None = surface(None)


class GainChoice(Node):
    """ "gains your choice of vigilance, lifelink, or haste" / 「警戒か絆魂か速攻のうち、あなたが
    選んだ１つを得る」, "loses your choice of …": one of the abilities, chosen by the controller
    of the effect as it resolves."""

    kind: Literal["gain_choice"] = "gain_choice"
    object: "ObjectRef"
    options: "list[GrantedAbility]"
    #: "loses your choice of …" (one of them lost, not gained).
    lose: bool = False
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject.
    comma: bool = surface(False)
    #: Japanese: the words after the options, as written (「のうち、あなたが選んだ１つを得る」).
    ja_written: str | None = surface(None)
    #: Japanese: the word between the options (「か」, 「と」).
    ja_join: str | None = surface(None)


class AbilitiesOf(Node):
    """ "all activated abilities of that card" / 「そのカードの起動型能力をすべて」, 「そのカードの
    すべての起動型能力」: the activated abilities another object has, as abilities granted."""

    kind: Literal["abilities_of"] = "abilities_of"
    object: "ObjectRef"
    #: Japanese: 「すべての起動型能力」 ("all first"), 「起動型能力をすべて」 ("all after"), or
    #: 「起動型能力」 alone (None).
    ja_all: Literal["all first", "all after"] | None = surface(None)


class BaseStat(Node):
    """ "has base power 8" / 「(それの)基本のパワーは８になる」, "has base toughness 1" /
    「基本のタフネスが１である」: one of the object's power and toughness before any change,
    the other left as it is (CR 613.4b)."""

    kind: Literal["base_stat"] = "base_stat"
    object: "ObjectRef"
    stat: Literal["power", "toughness"]
    value: int
    duration: "Duration | None" = None
    #: Japanese: 「…である」 rather than 「…になる」.
    written: str | None = surface(None)
    #: Japanese 「それの基本のパワーは…」: the object as a possessive.
    possessive: bool = surface(False)
    #: Japanese: a comma after the subject.
    comma: bool = surface(False)


class AllColors(Node):
    """ "is all colors" / 「すべての色である」: the object is white, blue, black, red and green
    (CR 105.2)."""

    kind: Literal["all_colors"] = "all_colors"
    object: "ObjectRef"
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject.
    comma: bool = surface(False)
    #: Japanese 「はそれぞれ(、)」 before the predicate.
    respectively: Literal["それぞれ", "それぞれ、"] | None = surface(None)


class CantHave(Node):
    """ "can't have hexproof or shroud" / 「呪禁や被覆を持つことができない」, "can't have or gain
    flying" / 「飛行を持つことも得ることもできない」: no effect may give it the abilities."""

    kind: Literal["cant_have"] = "cant_have"
    object: "ObjectRef"
    abilities: "list[GrantedAbility]"
    #: "… or gain" / 「…ことも得ることも」: gaining them is forbidden too (as written).
    or_gain: bool = False
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject.
    comma: bool = surface(False)
    #: Japanese: the word between the abilities (「や」, 「と」).
    ja_join: str | None = surface(None)
