"""Effects: counters put on objects, tokens created, and the copies and costs they are
made with."""

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from .base import Node, surface
from .players import You

if TYPE_CHECKING:
    from .amounts import Variable
    from .costs import ManaCost
    from .counts import CountersOn
    from .unions import Amount, Cost, GrantedAbility, ObjectRef, PlayerRef


class PutCounters(Node):
    """Put N counters of a kind on objects."""

    kind: Literal["put_counters"] = "put_counters"
    amount: "Amount"
    counter: str
    object: "ObjectRef"
    #: Japanese 「…の上に、それぞれ…」 (a comma after the place).
    comma: bool = surface(False)
    #: Japanese 「それらのクリーチャーにそれぞれ…」: the place without 「の上」.
    short_place: bool = surface(False)
    #: Japanese 「…の上に+1/+1カウンターをそれぞれ１個置く」: 「それぞれ」 after the counters.
    each_after: bool = surface(False)
    #: Japanese 「それらの上にそれぞれ…」: 「それぞれ」 written before the counters where the
    #: objects are not "each …" (where they are, Japanese always writes it).
    respectively: bool = surface(False)
    #: "distribute four +1/+1 counters among any number of target creatures" / 「それらに４個の
    #: +1/+1カウンターを望むように割り振って置く」: the counters divided as you choose among
    #: the objects, at least one on each (CR 601.2d).
    divided: bool = False
    #: Japanese: how the division is said, as written: 「望むように」, 「好きなように」,
    #: 「あなたの望むように」 or "" (none) before 「割り振って置く」 (or 「割り振る」).
    divided_as: str | None = surface(None)
    #: Japanese 「…を対象とし、３個分を割り振る。それらの上にその割り振った個数の+1/+1
    #: カウンターを置く」: the total divided in the target's clause, put in the next sentence.
    divided_first: bool = surface(False)


class CounterCount(Node):
    """A number of counters of one kind, in a list of several kinds: "a lifelink counter" /
    「絆魂カウンター１個」."""

    kind: Literal["counter_count"] = "counter_count"
    amount: "Amount"
    counter: str


class PutCounterKinds(Node):
    """ "Put a +1/+1 counter and a lifelink counter on target creature" / 「それの上に+1/+1
    カウンター１個と絆魂カウンター１個を置く」: counters of several kinds put on the objects at
    once (one event, CR 122.6), in the order written."""

    kind: Literal["put_counter_kinds"] = "put_counter_kinds"
    counters: list[CounterCount]
    object: "ObjectRef"


class MoveCounters(Node):
    """Move counters from one object onto another (CR 122.5): "move a +1/+1 counter from
    target creature onto another target creature" / 「その前者の上に置かれている+1/+1カウンター
    １個をその後者の上に移動する」."""

    kind: Literal["move_counters"] = "move_counters"
    amount: "Amount"
    #: The kind of counter; None: any kind ("move a counter from …").
    counter: str | None = None
    source: "ObjectRef"
    destination: "ObjectRef"
    #: Japanese: the source as written: 「Xの上から」 ("from", default), 「Xから」 ("bare"),
    #: 「Xの上に置かれている」 ("on"), 「Xに置かれている」 ("on_bare").
    source_form: Literal["from", "bare", "on", "on_bare"] | None = surface(None)
    #: Japanese 「…カウンターを１個…の上に」: the count after 「を」.
    count_after: bool = surface(False)
    #: Japanese 「移動させる」 rather than 「移動する」.
    causative: bool = surface(False)


class DoubleCounters(Node):
    """ "Double the number of +1/+1 counters on it" / 「それの上に置かれている+1/+1カウンターの数を
    ２倍にする」: each object gets as many more counters of the kind as it has (CR 701.10e); with
    no kind (``counters.counter`` None), "each kind of counter" / 「各種類のカウンター」, each kind
    doubled."""

    kind: Literal["double_counters"] = "double_counters"
    #: The counters doubled: their kind and the objects they are on.
    counters: "CountersOn"
    #: Japanese 「…の数をそれぞれ２倍にする」: 「それぞれ」 before the multiplier.
    respectively: bool = surface(False)


class CreateToken(Node):
    """Create N tokens."""

    kind: Literal["create_token"] = "create_token"
    #: Who creates (and so controls) the tokens: "its controller creates …".
    player: "PlayerRef" = You.model_construct()
    amount: "Amount"
    token: "TokenSpec"
    #: English: the verb of the tokens before is shared ("Create a Treasure token and a 2/2
    #: blue Bird creature token").
    shares_verb: bool = surface(False)
    #: Japanese: the counter word of a copy token as written (「トークン１つ」, 「…１体」).
    counter: str | None = surface(None)
    #: English: the older wording "put a 1/1 white Soldier creature token onto the battlefield".
    put_written: bool = surface(False)
    #: Japanese 「…に等しい数の緑の…トークン」: no 「、」 after the count written first.
    no_comma: bool = surface(False)


class CopyException(Node):
    """How a copy differs from what it copies (CR 707.9b): "except it's a 4/4 black Zombie",
    "except it's an artifact in addition to its other types", "except it isn't legendary",
    "except it has haste" / 「黒の4/4のゾンビであることを除き」, 「それの他のタイプに加えて
    アーティファクトであることを除き」, 「伝説でないことを除き」, 「速攻を持つことを除き」."""

    kind: Literal["copy_exception"] = "copy_exception"
    power_toughness: str | None = None
    colors: list[str] = Field(default=[], json_schema_extra={"unordered": True})
    types: list[str] = Field(default=[], json_schema_extra={"unordered": True})
    #: The types are added to its other types rather than replacing them.
    in_addition: bool = False
    #: "it isn't legendary" / 「伝説でない」.
    not_legendary: bool = False
    abilities: "list[GrantedAbility]" = []
    #: English: "it's not legendary" rather than "it isn't legendary"; Japanese: the
    #: possessive before 「他のタイプ」 (「それの」) as written.
    written: str | None = surface(None)
    #: Japanese: no comma after 「…ことを除き」.
    no_comma: bool = surface(False)
    #: "except the copy isn't legendary" / 「そのコピーが伝説でないことを除き」 rather than "it".
    the_copy: bool = surface(False)
    #: The abilities in the description of what it is: "it's a 1/1 white Spirit creature
    #: with flying" / 「白の1/1のスピリット・クリーチャーであり飛行を持つ」.
    with_abilities: bool = surface(False)
    #: "its starting loyalty is 1" / 「初期忠誠度が１である」 (CR 306.5b).
    starting_loyalty: "Amount | None" = None
    #: Japanese 「…ことを除いて」 rather than 「…ことを除き」.
    te_form: bool = surface(False)


class TokenSpec(Node):
    """What a token is: power/toughness, colors, types, name, abilities."""

    kind: Literal["token_spec"] = "token_spec"
    power_toughness: str | None = None
    colors: list[str] = Field(default=[], json_schema_extra={"unordered": True})
    types: list[str] = Field(default=[], json_schema_extra={"unordered": True})
    abilities: "list[GrantedAbility]" = []
    copy_of: "ObjectRef | None" = None
    #: How the copy differs: "…, except it's a 4/4 black Zombie".
    exception: CopyException | None = None
    attached_to: "ObjectRef | None" = None
    #: X in the power/toughness ("an X/X … token, where X is …").
    variable: "Variable | None" = None
    #: "Create a tapped Powerstone token" / 「…をタップ状態で生成する」.
    tapped: bool = False
    #: "a 1/1 red Demon creature token named Minor Demon" / 「《…》という名前の…トークン」: a name
    #: of its own (CR 111.4; otherwise its name is its subtypes).
    named: bool = False
    #: That name, as written in that language (each language has its own names).
    name: str | None = surface(None)
    #: How that name is joined to the rest, when not as "a … token named Sword" / 「《剣》という
    #: 名前の…」: "create Marit Lage, a legendary … token" ("appositive"), 「《剣》という名前で
    #: …」 ("で"), 「《スマウグ》という名前で、…」 ("で、").
    name_form: Literal["appositive", "で", "で、"] | None = surface(None)
    #: "… token that's attacking", "… tokens that are tapped and attacking" /
    #: 「…を攻撃している状態で生成する」: it enters attacking, never declared as an attacker
    #: (CR 508.4).
    attacking: bool = False
    #: Japanese: a comma after its abilities (「「…」を持つ、無色の1/1の…トークン」).
    with_comma: bool | None = surface(None)


class EntersTappedWithCounters(Node):
    """ "<object> enters tapped with two charge counters on it" / 「…は、蓄積カウンター２個が
    置かれた状態で、タップ状態で戦場に出る」: both ways it enters, in one replacement
    (CR 614.1c)."""

    kind: Literal["enters_tapped_with_counters"] = "enters_tapped_with_counters"
    object: "ObjectRef"
    amount: "Amount"
    counter: str
    the_battlefield: bool = surface(False)
    #: Japanese: the order written: 「…が置かれた状態で、タップ状態で」 ("counters_first"),
    #: 「タップ状態かつ…が置かれた状態で」 ("tapped_first"), 「その上に…が２個置かれ、タップ状態
    #: で」 ("upon").
    order_ja: Literal["counters_first", "tapped_first", "upon"] = surface("counters_first")
    #: Japanese: a comma after the subject (「鮮烈な岩山は、…」).
    comma: bool = surface(False)


class PTEqualTo(Node):
    """A characteristic-defining ability (CR 604.3): "<object>'s power and toughness are each
    equal to <amount>", "<object>'s power is equal to <amount>"."""

    kind: Literal["pt_equal_to"] = "pt_equal_to"
    object: "ObjectRef"
    stats: Literal["power", "toughness", "power and toughness"]
    amount: "Amount"
    #: Japanese commas: 「…は、それぞれ…」 (after 「は」), 「…はそれぞれ、…」 (after 「それぞれ」).
    commas: list[bool] = surface([])


#: Japanese: whose mana cost a keyword's cost is equal to, as written.
JaCostOf = Literal["それの", "その", "そのカードの", "それ自身の", "その呪文の", ""]


class KeywordCost(Node):
    """The cost of a keyword the sentence before grants, from the mana cost of the card that
    has it: "The flashback cost is equal to its mana cost." / 「そのフラッシュバック・コストは、
    それのマナ・コストに等しい。」, "Its miracle cost is equal to its mana cost reduced by {4}." /
    「奇跡コストは、マナ・コストから(４)を引いたものに等しい。」 (CR 118.7, 601.2f)."""

    kind: Literal["keyword_cost"] = "keyword_cost"
    keyword: str
    #: "reduced by {2}" / 「から(２)を引いた」: generic mana taken off the mana cost.
    reduced_by: "ManaCost | None" = None
    #: "plus exile three other cards from your graveyard" / 「…に「あなたの墓地から他の
    #: カード３枚を追放する。」を追加したもの」: a cost paid as well.
    plus: "Cost | None" = None
    #: English: "The" or "Its" before the keyword.
    determiner: Literal["the", "its"] | None = surface(None)
    #: English: whose mana cost, as written ("its", "that card's", "the card's").
    of_written: Literal["its", "that card's", "the card's"] | None = surface(None)
    #: Japanese: before the keyword (「その」, 「それらの」; "" for none).
    ja_determiner: Literal["その", "それらの", ""] | None = surface(None)
    #: Japanese: after 「…コストは」 (「、」, 「それぞれ、」; "" for none).
    ja_topic: Literal["、", "それぞれ、", ""] | None = surface(None)
    #: Japanese: whose mana cost (「それの」, 「その」, 「そのカードの」, 「それ自身の」,
    #: 「その呪文の」; "" for none).
    ja_of: JaCostOf | None = surface(None)
    #: Japanese: how the reduction is said (「を引いた」, 「減らした」).
    ja_reduced: Literal["を引いた", "減らした"] | None = surface(None)
