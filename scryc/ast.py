"""The typed effect AST shared by every front end (English, Japanese) and every back end.

Every node is a frozen pydantic model with a snake_case ``kind`` discriminator and a source
``span`` (offsets into the card text). Spans take no part in equality. Categories are
discriminated unions: :data:`Ability`, :data:`Effect`, :data:`Amount`, :data:`PlayerRef`,
:data:`ObjectRef`, :data:`Filter`, :data:`Cost`, :data:`Trigger`, :data:`Condition`.
``model_dump(mode="json")`` is the interchange format and loads back to an equal model.
"""

from typing import Annotated, Any, Literal, Self, Union

from pydantic import BaseModel, ConfigDict, Field

# Annotations are evaluated as each class is made: a cold start pays less for that than for
# deferred ones (``from __future__ import annotations``), which pydantic compiles and evaluates
# field by field. A name defined further down is quoted.

#: Each model's fields in order with their defaults (``REQUIRED`` for none), and their names.
_FIELDS: dict[type, tuple[tuple[tuple[str, Any], ...], frozenset[str]]] = {}
REQUIRED = object()


class Built(BaseModel):
    """Base of the AST's models, with a faster ``model_construct``.

    The parsers make every node with ``model_construct`` (no validation; the grammar fixes
    what each node holds). pydantic's own takes a fifth of the parse time, in per-field
    bookkeeping these models do not need: they have no aliases, no extra fields and no
    private attributes. This one gives the same result (tests/test_ast.py compares them).
    """

    # Schemas are built on first use: a cold `scryc parse` builds only the nodes it needs.
    model_config = ConfigDict(defer_build=True)

    @classmethod
    def model_construct(cls, _fields_set: set[str] | None = None, **values: Any) -> Self:
        fields, names = _FIELDS.get(cls) or _fields(cls)
        if not values.keys() <= names:
            unknown = sorted(values.keys() - names)
            raise TypeError(f"{cls.__name__} has no field {', '.join(unknown)}")
        data: dict[str, Any] = {}
        for name, default in fields:
            if name in values:
                data[name] = values[name]
            elif default is not REQUIRED:
                data[name] = default.copy() if default.__class__ is list else default
        node = cls.__new__(cls)
        object.__setattr__(node, "__dict__", data)
        object.__setattr__(
            node, "__pydantic_fields_set__", set(values) if _fields_set is None else _fields_set
        )
        object.__setattr__(node, "__pydantic_extra__", None)
        object.__setattr__(node, "__pydantic_private__", None)
        return node


def _fields(cls: type[Built]) -> tuple[tuple[tuple[str, Any], ...], frozenset[str]]:
    """``cls``'s fields in order with their defaults, and their names, read once from
    pydantic's fields."""
    fields = tuple(
        (name, REQUIRED if field.is_required() else field.default)
        for name, field in cls.model_fields.items()
    )
    found = _FIELDS[cls] = fields, frozenset(cls.model_fields)
    return found


class Span(Built):
    """Character offsets ``[start, end)`` into the card text."""

    model_config = ConfigDict(frozen=True)
    start: int
    end: int


class Node(Built):
    """Base of every AST node: a kind and a span that equality ignores.

    Field markers (``json_schema_extra``): ``surface`` — how the text says it, not what it
    means (ignored by :func:`scryc.equivalent`); ``unordered`` — a list that is a set.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    span: Span | None = None

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return NotImplemented
        return all(
            getattr(self, f) == getattr(other, f) for f in type(self).model_fields if f != "span"
        )

    __hash__ = None  # type: ignore[assignment]

    def children(self) -> "list[Node]":
        """The node's direct child nodes, in field order."""
        out: list[Node] = []
        for name in type(self).model_fields:
            value = getattr(self, name)
            if isinstance(value, Node):
                out.append(value)
            elif isinstance(value, list):
                out.extend(v for v in value if isinstance(v, Node))
        return out

    def to_json(self) -> dict[str, Any]:
        """The same data as ``model_dump(mode="json")``, without building pydantic's
        serializer for the whole AST graph (about 50 ms the first time, in a cold CLI run)."""
        return _json_value(self)

    def walk(self) -> "list[Node]":
        """This node and all its descendants, depth first, in printed order."""
        out: list[Node] = [self]
        for child in self.children():
            out.extend(child.walk())
        return out


def _json_value(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return {name: _json_value(getattr(value, name)) for name in type(value).model_fields}
    if isinstance(value, list):
        return [_json_value(v) for v in value]
    return value


def _union(*types: Any) -> Any:
    return Annotated[Union[types], Field(discriminator="kind")]  # noqa: UP007


def _surface(default: Any) -> Any:
    """A field that records how the text said something (a renderer reads it back)."""
    return Field(default=default, json_schema_extra={"surface": True})


# ---------------------------------------------------------------- text-only nodes


class ReminderText(Node):
    """Reminder text in parentheses: kept verbatim, no rules meaning."""

    kind: Literal["reminder_text"] = "reminder_text"
    text: str
    #: How many sentences of its ability come before it; None: after the last one.
    sentence: int | None = _surface(None)
    #: Written before the period that ends its sentence: "you get {E}{E} (…)."
    inside: bool = _surface(False)
    #: In a modal ability: the mode it follows.
    mode: int | None = _surface(None)


class AbilityWord(Node):
    """An ability word ("Heroic", "Landfall") or a dungeon room name before an em dash."""

    kind: Literal["ability_word"] = "ability_word"
    text: str = Field(json_schema_extra={"surface": True})


# ---------------------------------------------------------------- amounts


class Number(Node):
    """A fixed number: "a", "two", "3"."""

    kind: Literal["number"] = "number"
    value: int
    #: "digits" (3), "word" (three), "article" (a/an); None: the renderer's default.
    form: Literal["digits", "word", "article"] | None = _surface(None)


def other_than_one(count: Any) -> bool:
    """Whether a count is written and is not the number one ("two", "X", "that many")."""
    return count is not None and not (isinstance(count, Number) and count.value == 1)


class Variable(Node):
    """X, optionally defined on the spot ("where X is …")."""

    kind: Literal["variable"] = "variable"
    name: str = "X"
    definition: "Amount | None" = None
    #: Japanese 「Ｘは、…に等しい。」: a comma after 「Ｘは」 in the definition.
    comma: bool = _surface(False)


class CountOf(Node):
    """The number of objects matching a description: "the number of creatures you control"."""

    kind: Literal["count_of"] = "count_of"
    objects: "ObjectRef"
    #: Japanese 「…の総数」 rather than 「…の数」.
    total: bool = _surface(False)
    #: Japanese 「カードの枚数」: cards counted with 枚 (as written; 「カードの数」 is in use too).
    in_cards: bool | None = _surface(None)


class ValueOf(Node):
    """A numeric characteristic of an object: "that card's mana value", "its power"."""

    kind: Literal["value_of"] = "value_of"
    attribute: str
    object: "ObjectRef"


class CardsLookedAt(Node):
    """ "the number of cards looked at while scrying this way"."""

    kind: Literal["cards_looked_at"] = "cards_looked_at"
    #: Japanese 「これにより占術を…」 rather than 「その占術を…」.
    by_this: bool = _surface(False)


class Ref(Node):
    """A back reference ("it", "that card", "that many", "それ"), bound by the checker."""

    kind: Literal["ref"] = "ref"
    noun: str | None = Field(default=None, json_schema_extra={"surface": True})
    plural: bool = Field(default=False, json_schema_extra={"surface": True})
    #: The word before the noun: "that" (default), "the", "those".
    determiner: str | None = _surface(None)
    #: Not written: a subject shared with the predicate before, or an omitted それ.
    elided: bool = _surface(False)
    #: "the sacrificed creature" / 「生け贄に捧げられたクリーチャー」: what a cost sacrificed.
    sacrificed: bool = False
    #: "the exiled card" / 「その追放されているカード」: what an earlier instruction exiled.
    exiled: bool = False
    #: A printed misspelling kept as written: "it's owner's hand" (for "its").
    spelling: str | None = _surface(None)


#: A target declared before, referred to as 「その」 alone: 「その上」 (where counters are),
#: 「そのコントロール」 (its ``declared``; a reference itself has the determiner 「その」).
UPON = "上"


class AnyNumber(Node):
    """ "a number of cards": whatever number the event has."""

    kind: Literal["any_number"] = "any_number"


class Devotion(Node):
    """ "your devotion to blue" (CR 700.5)."""

    kind: Literal["devotion"] = "devotion"
    player: "PlayerRef"
    color: str


class Plus(Node):
    """A sum: "that many plus one"."""

    kind: Literal["plus"] = "plus"
    left: "Amount"
    right: "Amount"
    #: Japanese 「…に１を加えた点数」: the words after 「を」 (not 「足した値」).
    written: str | None = _surface(None)


class CountersOn(Node):
    """ "the number of charge counters on Brain in a Jar", "the number of counters on it"."""

    kind: Literal["counters_on"] = "counters_on"
    #: The kind of counter (None: counters of every kind).
    counter: str | None
    #: Japanese 「…カウンターの数」, 「…カウンターの総数」 (None: the usual 「…カウンターの個数」).
    number_word: Literal["数", "総数"] | None = _surface(None)
    object: "ObjectRef"
    #: Japanese 「…の上に置かれている…カウンター」 (not the usual 「…の上にある…」).
    placed: bool = _surface(False)


class DamageDealt(Node):
    """ "the amount of damage it dealt to that player" / 「これがそのプレイヤーに与えたダメージの
    点数」: the damage an event dealt."""

    kind: Literal["damage_dealt"] = "damage_dealt"
    source: "ObjectRef"
    player: "PlayerRef"


class DieResult(Node):
    """ "the result" of the die just rolled (「その出目」)."""

    kind: Literal["die_result"] = "die_result"


class TypesAmong(Node):
    """ "the number of card types among cards in your graveyard" (``types``: "card" or
    "basic land"; "mana value": how many different mana values, "five or more mana values
    among cards in your graveyard")."""

    kind: Literal["types_among"] = "types_among"
    types: Literal["card", "basic land", "mana value", "name"]
    objects: "ObjectRef"
    #: Japanese, where a "for each" counts the types one by one (「…の中の基本土地タイプ１種
    #: につき」, domain): 「種」 or 「種類」 as written.
    unit: Literal["種", "種類"] | None = _surface(None)


class Doors(Node):
    """The unlocked doors of Rooms (CR 709.5): "unlocked doors of Rooms you control" /
    「あなたがコントロールしている部屋の開放されているドア」."""

    kind: Literal["doors"] = "doors"
    rooms: "ObjectRef"


class GreatestAmong(Node):
    """ "the greatest power among creatures you control", "the highest mana value among other
    permanents you control" / 「…の中で最も大きいパワー」 (0 if there are none)."""

    kind: Literal["greatest_among"] = "greatest_among"
    attribute: str
    objects: "ObjectRef"
    #: English "greatest" or "highest" as written (by default "highest" for mana value).
    word: str | None = _surface(None)


class TimesCast(Node):
    """ "the number of times it's been cast from the command zone this game" / 「それがこのゲーム
    で統率領域から唱えられた回数」: how often a commander was cast from the command zone (CR
    903.8)."""

    kind: Literal["times_cast"] = "times_cast"
    object: "ObjectRef"
    #: Japanese 「このゲームでそれが…」: 「このゲームで」 before the object.
    game_first: bool = _surface(False)


Amount = _union(
    TimesCast,
    DamageDealt,
    Number,
    Variable,
    CountOf,
    ValueOf,
    CardsLookedAt,
    Ref,
    Plus,
    AnyNumber,
    Devotion,
    CountersOn,
    TypesAmong,
    GreatestAmong,
    DieResult,
)


# ---------------------------------------------------------------- players


class You(Node):
    """ "you"."""

    kind: Literal["you"] = "you"
    #: Whether "you" / 「あなたは」 is written where it may be left out; None: unknown.
    written: bool | None = _surface(None)
    #: Japanese 「あなたは、…」: a comma after the subject.
    comma: bool = _surface(False)


class Player(Node):
    """A player description: "target opponent", "each player", "an opponent"."""

    kind: Literal["player"] = "player"
    quantifier: str
    noun: Literal["player", "opponent"] = "player"
    #: Japanese: 「それぞれ」 after 「各…は」 (「各対戦相手はそれぞれ…」).
    respectively: bool = _surface(False)
    #: Japanese: 「、」 after 「各…は」 as the subject (「各対戦相手は、それぞれ…」).
    comma: bool = _surface(False)
    #: Japanese: 「、」 after 「それぞれ」 (「各対戦相手はそれぞれ、…」).
    each_comma: bool = _surface(False)
    #: Declared in a sentence of its own ("Choose target …." / 「…を対象とする。」) and
    #: referred to here as "that <declared>" / 「その<declared>」 ("" for "it" / 「それ」).
    declared: str | None = _surface(None)
    #: Japanese: declared in a clause joined to the sentence using it (「…を対象とし、」).
    declared_clause: bool = _surface(False)
    #: "opponents being attacked" / 「攻撃されている対戦相手」 (quantifier "all").
    attacked: bool = False
    #: "an opponent chosen at random" / 「対戦相手１人を無作為に選び、…それ…」.
    at_random: bool = False
    #: "each opponent who doesn't" / 「そうしなかった各対戦相手」: those who declined what the
    #: sentence before offered them.
    declined: bool = False
    #: "who voted for a choice you voted for" / 「あなたと同じ選択に投票した」 ("same"), "… you
    #: didn't vote for" / 「あなたと異なる選択に投票した」 ("different") (CR 701.38).
    voted: Literal["same", "different"] | None = None
    #: "each other player" / 「あなたでない各プレイヤー」: but you.
    other: bool = False
    #: Japanese: how "other" is written (「あなたでない」, 「あなた以外の」).
    other_written: Literal["あなたでない", "あなた以外の"] | None = _surface(None)
    #: English "they" for the player the sentence before chose ("choose a player. They
    #: return …" / 「…を選ぶ。そのプレイヤーは…」).
    they: bool = _surface(False)


class OwnerOf(Node):
    """ "its owner", "that card's owner"."""

    kind: Literal["owner_of"] = "owner_of"
    object: "ObjectRef"
    #: Japanese 「それのオーナー」, not 「オーナー」.
    of_written: bool = _surface(False)
    #: English "those cards … under their owner's control": plural objects, "owner's".
    owner_singular: bool = _surface(False)


class ControllerOf(Node):
    """ "its controller"."""

    kind: Literal["controller_of"] = "controller_of"
    object: "ObjectRef"


class YouAnd(Node):
    """ "you and that player", "you and each opponent who voted for a choice you voted for" /
    「あなたとそのプレイヤー」: you and other players, each doing what the sentence says
    ("you and target opponent each draw a card" / 「あなたとそのプレイヤーはそれぞれ…」)."""

    kind: Literal["you_and"] = "you_and"
    player: Player
    #: Japanese 「あなたと、…」: a comma after 「あなたと」.
    comma: bool = _surface(False)
    #: Japanese 「それぞれ」 after the subject.
    respectively: bool = _surface(False)


PlayerRef = _union(You, Player, OwnerOf, ControllerOf, Ref, YouAnd)


# ---------------------------------------------------------------- object filters


class CardType(Node):
    """A card type or the generic nouns "permanent", "card", "spell", "token", "ability"
    (an ability on the stack, as in "a spell or ability an opponent controls") and
    "commander" (a designation, CR 903.3: "a commander you control" / 「統率者」)."""

    kind: Literal["card_type"] = "card_type"
    name: str
    plural: bool | None = _surface(None)


class Subtype(Node):
    """A subtype or supertype word: "Human", "Equipment", "legendary", "basic"."""

    kind: Literal["subtype"] = "subtype"
    name: str
    plural: bool | None = _surface(None)


class Color(Node):
    """A color word, or "colorless" / "multicolored" / "one or more colors" (「１色以上の」:
    not colorless)."""

    kind: Literal["color"] = "color"
    name: str
    #: Japanese 「１色以上の」 rather than 「１色以上の色を持つ」 ("one or more colors").
    short: bool = _surface(False)


class Status(Node):
    """A status or state: "tapped", "attacking", "blocking", "historic"."""

    kind: Literal["status"] = "status"
    name: str
    #: Japanese: written as a clause before another one, 「アンタップ状態であり」 (not the
    #: adjective 「アンタップ状態の」).
    clause: bool = _surface(False)
    #: Japanese 「攻撃している」 rather than 「攻撃」 for "attacking".
    progressive: bool = _surface(False)


class PowerToughness(Node):
    """A token's power and toughness in its description: 「2/2の」."""

    kind: Literal["power_toughness"] = "power_toughness"
    value: str


class Negated(Node):
    """ "non…": "nonland", "non-Giant"."""

    kind: Literal["negated"] = "negated"
    filter: "Filter"
    #: Japanese 「…でもない」 after another negation (「…しておらず土地でもない」).
    also: bool = _surface(False)
    #: Japanese 「…でも」, the first of two negations (「クリーチャーでも土地でもない」).
    neither: bool = _surface(False)


class AllOf(Node):
    """Every part applies: "nonland permanent", "artifact creature"."""

    kind: Literal["all_of"] = "all_of"
    parts: "list[Filter]" = Field(json_schema_extra={"unordered": True})
    #: English: the index of the head noun; later parts follow it ("creature you control").
    head: int | None = _surface(None)


class AnyOf(Node):
    """One of the options applies: "artifact or enchantment", "instant and/or sorcery"."""

    kind: Literal["any_of"] = "any_of"
    options: "list[Filter]"
    #: The connective as written: "or", "and/or"; 「か」, 「や」, 「、または」.
    conjunction: str | None = _surface(None)
    #: English "a Swamp or a Mountain": the article repeated before each later option.
    articles: bool = _surface(False)


class Compare(Node):
    """A numeric restriction: "with mana value 3 or less", "with power 4 or greater"."""

    kind: Literal["compare"] = "compare"
    attribute: str
    op: Literal["eq", "le", "ge", "lt", "gt"]
    value: Amount
    #: Japanese 「マナ総量が２以下であり…である呪文」: joined to the words after it
    #: (not 「…以下の」).
    joined: bool = _surface(False)
    #: English "less than or equal to N" rather than "N or less".
    or_equal: bool = _surface(False)
    #: Japanese 「マナ総量が４以上である呪文」 (not 「…以上の呪文」).
    de_aru: bool = _surface(False)
    #: "with total mana value 10 or less" / 「マナ総量の合計が１０以下になるように」: the sum
    #: over all the objects chosen, not each one's value.
    total: bool = False
    #: Japanese 「…を、マナ総量の合計が…になるように選んで対象とする」: 「、」 after 「を」.
    total_comma: bool = _surface(False)
    #: Japanese 「…になるように選んで対象とする」 (not 「…になるように対象とする」).
    total_chosen: bool = _surface(False)
    #: Japanese 「…に等しいマナ総量を持つ」: the value first, as what the object has (not
    #: 「マナ総量が…に等しい」).
    has: bool = _surface(False)


class OwnedBy(Node):
    """ "you own", "an opponent owns", "you don't own" / 「あなたがオーナーである」."""

    kind: Literal["owned_by"] = "owned_by"
    player: PlayerRef
    negated: bool = False


class ControlledBy(Node):
    """ "you control", "an opponent controls", "you don't control"."""

    kind: Literal["controlled_by"] = "controlled_by"
    player: PlayerRef
    negated: bool = False
    #: "your opponents control" rather than "an opponent controls".
    opponents: bool = _surface(False)
    #: Japanese: 「コントロールする」 or 「コントロールしていて」 (before another clause)
    #: rather than 「コントロールしている」.
    verb_form: Literal["する", "していて", "しておらず"] | None = _surface(None)
    #: Japanese 「あなたがコントロールしている、…」: a comma before the noun.
    comma: bool = _surface(False)


class InZone(Node):
    """ "in your graveyard", "from your hand"."""

    kind: Literal["in_zone"] = "in_zone"
    zone: "Zone"
    preposition: Literal["from", "in"] | None = _surface(None)
    #: Japanese: joined to the clause after it, 「あなたの墓地にあり…」 (not 「…にある」).
    joined: bool = _surface(False)
    #: Japanese 「戦場に出ている」 (not 「戦場にある」).
    entered: bool = _surface(False)
    #: Japanese 「あなたのライブラリーから、…」, 「あなたの墓地にある、…」: a comma after it.
    comma: bool = _surface(False)


class WithCounter(Node):
    """ "with a +1/+1 counter on it"."""

    kind: Literal["with_counter"] = "with_counter"
    counter: str


class Targeting(Node):
    """ "that targets <object>"."""

    kind: Literal["targeting"] = "targeting"
    object: "ObjectRef"
    #: Japanese 「…を対象として」 rather than 「…を対象とする」 (「名前を対象として呪文を唱える」).
    te_form: bool = _surface(False)


class HasAbility(Node):
    """ "with flying", "with "{T}: Add {C}."": a keyword or a quoted ability."""

    kind: Literal["has_ability"] = "has_ability"
    keyword: "GrantedAbility"
    #: English: "that has convoke" rather than "with convoke".
    that_has: bool = _surface(False)


class ManaCostHas(Node):
    """ "with {X} in its mana cost" / 「マナ・コストに(Ｘ)を含む」: a mana symbol in the mana
    cost ("without …" / 「…を含まない」 is its :class:`Negated`)."""

    kind: Literal["mana_cost_has"] = "mana_cost_has"
    symbol: str
    #: English "in their mana costs" (after a plural noun) rather than "in its mana cost".
    plural: bool = _surface(False)


class CastBy(Node):
    """ "you cast [this turn]", "your opponents have cast this turn": spells a player cast;
    "you've drawn this turn" / 「このターンにあなたが引いた」: cards a player drew."""

    kind: Literal["cast_by"] = "cast_by"
    player: PlayerRef
    duration: "Duration | None" = None
    action: Literal["cast", "draw"] = "cast"
    #: English "you've cast" / "have cast" rather than "you cast".
    perfect: bool = _surface(False)
    #: English "your opponents have cast" rather than "an opponent has cast".
    opponents: bool = _surface(False)
    #: Japanese "the next spell you cast this turn": the particles after 「このターン」 and
    #: 「次」 as written (「に」/「、」, 「に」/「の」): 「このターン、あなたが次の…」.
    next_particles: str | None = _surface(None)
    #: Japanese 「あなたが唱えて…である」 rather than 「あなたが唱えた」.
    te_form: bool = _surface(False)


#: What the step before did to an object: "revealed this way" / 「これにより公開された」.
ThisWayEvent = Literal[
    "revealed", "countered", "exiled", "milled", "discarded", "destroyed", "sacrificed",
    "dealt damage", "returned",
]  # fmt: skip


class AffectedThisWay(Node):
    """ "all creature cards revealed this way" / 「これにより公開されたクリーチャー・カード」: the
    objects the step before acted on."""

    kind: Literal["affected_this_way"] = "affected_this_way"
    event: ThisWayEvent


class PutThisWay(Node):
    """ "card you put on top of your library", "card you put into your hand this way" /
    「あなたのライブラリーの一番上に置いたカード」, 「あなたの手札に加えたカード」: the cards a
    player put there in the step before (a surveil's or a look's)."""

    kind: Literal["put_this_way"] = "put_this_way"
    player: PlayerRef
    to: "Zone"
    #: English: "this way" written.
    this_way: bool = _surface(False)


class ExiledWith(Node):
    """ "exiled with <object>"."""

    kind: Literal["exiled_with"] = "exiled_with"
    object: "ObjectRef"


class AttachedToObject(Node):
    """ "(each Aura) attached to it" / 「それにつけられている(オーラ)」: Auras, Equipment or
    other permanents attached to the object (CR 701.3)."""

    kind: Literal["attached_to_object"] = "attached_to_object"
    object: "ObjectRef"
    #: Japanese verb as written: 「つけられている」, 「付けられている」 or 「ついている」.
    verb: Literal["つけられている", "付けられている", "ついている"] = _surface("つけられている")


class InParty(Node):
    """ "in your party" / 「あなたのパーティーを構成している」 (CR 700.8): the creatures of a
    player's party, up to one each of Cleric, Rogue, Warrior and Wizard."""

    kind: Literal["in_party"] = "in_party"
    player: PlayerRef


class FromAmong(Node):
    """ "a creature card from it" / 「その中からクリーチャー・カード１枚」: an object chosen
    among the cards of another (a revealed hand)."""

    kind: Literal["from_among"] = "from_among"
    object: "ObjectRef"
    #: English "from among them" (False: "from it").
    among: bool = _surface(False)
    #: Japanese 「その中から、…」: a comma after 「から」.
    comma: bool = _surface(False)
    #: Japanese 「それらの追放されているカードの中から」: "from among them", the cards named
    #: as the exiled ones.
    exiled: bool = _surface(False)


class EventThisTurn(Node):
    """ "that died this turn", "that left the battlefield under your control this turn" /
    「このターンにあなたのコントロール下で戦場から離れた」, "that saddled it this turn" /
    「このターンにこれに騎乗した」: objects by what happened to them."""

    kind: Literal["event_this_turn"] = "event_this_turn"
    event: Literal["died", "left the battlefield", "entered the battlefield", "saddled", "crewed"]
    controller: PlayerRef | None = None
    #: What was saddled or crewed (CR 702.171, 702.122).
    object: "ObjectRef | None" = None
    #: Japanese 「このターンに死亡した、…」: a comma before the objects.
    comma: bool = _surface(False)


class DealtDamageBy(Node):
    """ "dealt damage by <source>" / 「<source>からダメージを受けた」, "dealt damage this way" /
    「これによりダメージを受けた」: objects the source (or the effect before) dealt damage to."""

    kind: Literal["dealt_damage_by"] = "dealt_damage_by"
    #: The source of the damage; None: "this way" (the damage the effect before dealt).
    source: "ObjectRef | None" = None
    #: Japanese 「ダメージを与えられた」 rather than 「ダメージを受けた」.
    given: bool = _surface(False)


class SameName(Node):
    """ "with the same name as <object>" / 「<object>と同じ名前を持つ」; negated: "that doesn't
    have the same name as <object>" / 「<object>と同じ名前を持たない」."""

    kind: Literal["same_name"] = "same_name"
    object: "ObjectRef"
    negated: bool = False
    #: Japanese 「…していて、…と同じ名前を持たない」: a comma after the clause before.
    comma: bool = _surface(False)


class Named(Node):
    """ "named Ajani, Mentor of Heroes" / 「《…》という名前の」: objects with that name
    (CR 201.2)."""

    kind: Literal["named"] = "named"
    #: The card's own name.
    self_name: bool = False
    #: Another card's name, as written in that language (each language has its own names).
    name: str | None = _surface(None)
    #: Japanese 「という名前を持つ」 rather than 「という名前の」.
    has: bool = _surface(False)


class DifferentNames(Node):
    """ "with different names" / 「異なる名前の」: no two of the objects share a name."""

    kind: Literal["different_names"] = "different_names"


class ColorCount(Node):
    """ "that's exactly three colors", "with exactly three colors" / 「ちょうど３色である」:
    objects with exactly this many colors (CR 105.2)."""

    kind: Literal["color_count"] = "color_count"
    count: Number
    #: English "with exactly …" rather than "that's exactly …".
    with_: bool = _surface(False)


class SharesType(Node):
    """ "that share a creature type" / 「共通のクリーチャー・タイプを持つ」: objects that have
    a creature type in common (CR 700.5a for sharing)."""

    kind: Literal["shares_type"] = "shares_type"
    #: "… with your commander" / 「あなたの統率者と…」: shares one with that object.
    with_: "ObjectRef | None" = None
    #: English "that shares" (after a singular noun) rather than "that share".
    singular: bool = _surface(False)


class OfChosen(Node):
    """ "of the chosen type", "of the chosen color", "with the chosen name" / 「選ばれたタイプの」,
    「その選ばれた名前を持つ」: objects that match a value chosen before (as the permanent
    entered, or by an earlier instruction)."""

    kind: Literal["of_chosen"] = "of_chosen"
    value: Literal["type", "color", "name"]
    #: Japanese 「その選ばれた…」 rather than 「選ばれた…」.
    that: bool = _surface(False)


class ChosenColor(Node):
    """A keyword's quality that is a chosen colour: "protection from the chosen color" /
    「プロテクション（(その)選ばれた色）」 (chosen before), "protection from the color of your
    choice" / 「プロテクション（あなたが選んだ色１色）」 (chosen as the effect happens)."""

    kind: Literal["chosen_color"] = "chosen_color"
    #: "the color of your choice": the effect's controller chooses it now.
    now: bool = False
    #: Japanese 「その選ばれた色」 rather than 「選ばれた色」.
    that: bool = _surface(False)


class PutThereBy(Node):
    """「その諜報であなたの墓地に置かれてそこにある(カード)」: cards the player's surveil put
    into the zone this turn, still there ("in your graveyard that were put there by surveilling
    this turn")."""

    kind: Literal["put_there_by"] = "put_there_by"
    action: Literal["surveil"]
    zone: "Zone"


Filter = _union(
    ChosenColor,
    PutThereBy,
    DealtDamageBy,
    SameName,
    Named,
    DifferentNames,
    ColorCount,
    SharesType,
    OfChosen,
    EventThisTurn,
    FromAmong,
    CardType,
    Subtype,
    Color,
    Status,
    Negated,
    AllOf,
    AnyOf,
    Compare,
    ControlledBy,
    OwnedBy,
    InZone,
    WithCounter,
    Targeting,
    HasAbility,
    ManaCostHas,
    CastBy,
    ExiledWith,
    AttachedToObject,
    AffectedThisWay,
    PutThisWay,
    InParty,
    PowerToughness,
)


# ---------------------------------------------------------------- objects


class SelfRef(Node):
    """The card itself: its name, "this creature", "this spell", "これ"."""

    kind: Literal["self_ref"] = "self_ref"
    #: "this <noun>" / 「この<noun>」; None: the card's name.
    noun: str | None = _surface(None)
    #: The short name: "Thassa" for "Thassa, God of the Sea".
    short: bool = _surface(False)
    #: The first word of a name "<word> of <place>": "Galadriel" for "Galadriel of Lothlórien".
    short_of: bool = _surface(False)
    #: Japanese 「これ」.
    pronoun: bool = _surface(False)


class Objects(Node):
    """A described set of objects: "target creature", "each opponent", "up to two target cards"."""

    kind: Literal["objects"] = "objects"
    quantifier: str
    count: Amount | None = None
    other: bool = False
    filter: Filter
    #: No quantifier word is written: "creatures you control", 「クリーチャー」.
    bare: bool = _surface(False)
    #: "any creature on the battlefield": "any" written for one of them ("a").
    any_word: bool = _surface(False)
    #: Japanese: the counter word after the number (体, 枚, つ, 個).
    counter: str | None = _surface(None)
    #: "each of up to two target creatures".
    each_of: bool = _surface(False)
    #: Japanese 「クリーチャー３体以上」 (the count after the noun) for "three or more".
    count_last: bool = _surface(False)
    #: Japanese 「他のクリーチャーが１体」: the count written after the subject's 「が」.
    count_after_ga: bool = _surface(False)
    #: Japanese: how "other" is written, 「他の」 or 「これでない」.
    other_word: str | None = _surface(None)
    #: English "all other creatures" (where "other creatures" says the same).
    all_other: bool = _surface(False)
    #: English "a creature you control other than ~": "other" written as "other than" the card's
    #: name, after this many of the filter's clauses.
    other_than: int | None = _surface(None)
    #: The card's name after "other than" (its short name or not).
    other_than_ref: SelfRef | None = _surface(None)
    #: English "more than one creature" for "two or more creatures" (quantifier "at least").
    more_than: bool = _surface(False)
    #: Declared in a sentence of its own ("Choose target …." / 「…を対象とする。」) and
    #: referred to here as "that <declared>" / 「その<declared>」 ("" for "it" / 「それ」).
    declared: str | None = _surface(None)
    #: Japanese: declared in a clause joined to the sentence using it (「…を対象とし、」).
    declared_clause: bool = _surface(False)
    #: Japanese: declared in one sentence with the next target, joined by this word
    #: (「AとBを対象とする。」 and 「その前者」, 「その後者」 for them).
    declared_with: str | None = _surface(None)
    #: Japanese: one target for each player, referred to as 「それら」 (「各対戦相手につき
    #: それぞれ、…最大１体を対象とする。それらを破壊する。」).
    declared_plural: bool = _surface(False)
    #: Japanese: the description is a clause before the number, with no noun
    #: (「クリーチャーかプレインズウォーカーである１体」).
    headless: bool = _surface(False)
    #: Japanese 「巨人でない各クリーチャー」: the negated word before 「各」/「すべての」.
    negated_first: bool = _surface(False)
    #: Japanese 「アーティファクトやクリーチャーのうちあなたがコントロールしている１つ以上」: the
    #: kinds (the last part of the filter) first, then the other parts and the number.
    among: bool = _surface(False)
    #: Japanese 「黒か赤の、クリーチャー１体かプレインズウォーカー１体」: the filter's parts
    #: after its first (the options) are written once, before 「、」 and the options.
    distributed: bool = _surface(False)
    #: "a creature of their choice" / 「自分が選んだクリーチャー１体」: the player acting chooses
    #: (as they do anyway); written where the other language writes it.
    their_choice: bool = _surface(False)
    #: "a source of your choice" / 「あなたが選んだ発生源１つ」: you choose it.
    your_choice: bool = False

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
        return self.model_copy(update={"filter": AllOf(parts=parts, head=head)})


class AnyTarget(Node):
    """ "any target": a creature, player, planeswalker or battle."""

    kind: Literal["any_target"] = "any_target"
    #: Declared in a sentence of its own ("Choose target …." / 「…を対象とする。」) and
    #: referred to here as "that <declared>" / 「その<declared>」 ("" for "it" / 「それ」).
    declared: str | None = _surface(None)
    #: Japanese: declared in a clause joined to the sentence using it (「…を対象とし、」).
    declared_clause: bool = _surface(False)
    #: Several targets: "any number" or "one to" (one, two, …, or ``count``); None: one.
    quantifier: Literal["any number", "one to"] | None = None
    count: Amount | None = None


class TopOfLibrary(Node):
    """ "the top N cards of your library"."""

    kind: Literal["top_of_library"] = "top_of_library"
    count: Amount
    player: PlayerRef


class AttachedTo(Node):
    """ "enchanted creature", "equipped creature"."""

    kind: Literal["attached_to"] = "attached_to"
    relation: Literal["enchanted", "equipped"]
    filter: Filter
    #: Japanese passive 「エンチャントされている」 (English "enchanted creatures").
    passive: bool = _surface(False)


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
    comma: bool = _surface(False)
    #: Japanese: descriptions joined by 「や」 and counted once: 「あなたがコントロールしている
    #: 洞窟やあなたの墓地にある洞窟・カード１つにつき」 ("for each Cave you control and each Cave
    #: card in your graveyard"); "headless" with 「…である１つ」; "plain": 「AやB」, neither counted
    #: (「クリーチャー・エンチャントやエンチャントされているクリーチャー」).
    joined_ya: Literal["counted", "headless", "plain"] | None = _surface(None)
    #: Targets declared in a sentence of their own, like :attr:`Objects.declared`.
    declared: str | None = _surface(None)
    declared_clause: bool = _surface(False)


class PartOf(Node):
    """ "one of them", "up to two of those cards", "any number of them" / 「そのうち１枚」,
    「それらのうち１体」: some of the objects named before."""

    kind: Literal["part_of"] = "part_of"
    #: How many; None: any number.
    count: Amount | None = None
    up_to: bool = False
    object: "ObjectRef"
    #: Japanese: the words before the number as written (「それらのうち」; None: 「そのうち」).
    written: str | None = _surface(None)
    #: Japanese: the counter word as written: 枚, 体, つ.
    counter: str | None = _surface(None)
    #: "one" / 「１枚」 alone, without "of them" / 「そのうち」 ("put one onto the battlefield
    #: tapped and the other into your hand").
    elided: bool = _surface(False)


class CommanderOf(Node):
    """ "your commander" / 「あなたの統率者」: the commander a player owns, in any zone (CR 903.3,
    903.3e; with partners, either of the two, CR 702.124e)."""

    kind: Literal["commander_of"] = "commander_of"
    player: PlayerRef


class Rest(Node):
    """ "the rest" / 「残り」: the cards looked at or revealed that no instruction before has
    put somewhere else."""

    kind: Literal["rest"] = "rest"


ObjectRef = _union(
    Doors,
    PartOf,
    Rest,
    CommanderOf,
    SelfRef,
    Ref,
    Objects,
    AnyTarget,
    TopOfLibrary,
    AttachedTo,
    ObjectList,
    ZoneContents,
    You,
    Player,
    OwnerOf,
    ControllerOf,
)


# ---------------------------------------------------------------- zones


class Zone(Node):
    """A zone, with its owner where one is named ("your graveyard", "its owner's hand")."""

    kind: Literal["zone"] = "zone"
    name: Literal["library", "hand", "graveyard", "battlefield", "exile", "stack", "opening hand"]
    owner: PlayerRef | None = None
    #: "top or bottom": the player who puts it there chooses.
    position: Literal["top", "bottom", "top or bottom"] | None = None
    #: "its owner's library fifth from the top": the place counted from ``position`` (5).
    depth: int | None = None
    plural: bool = _surface(False)
    #: "all graveyards", "each graveyard", 「すべての墓地」: every player's zone of that name
    #: (the same place as a zone without an owner, 「墓地」).
    every: Literal["all", "each"] | None = _surface(None)
    #: Japanese 「一番上か一番下のうち選んだほう」 for "top or bottom".
    chosen_side: bool = _surface(False)
    #: Written without its library: "put that card on top" / 「そのカードを一番上に置く」.
    short: bool = _surface(False)


# ---------------------------------------------------------------- effects


class AllOfTheAbove(Node):
    """ "Do all of the above" / 「上記すべてを行う」: the card's sections before this one
    again, in order (the last of "If X is 1, …", "If X is 2, …" sections)."""

    kind: Literal["all_of_the_above"] = "all_of_the_above"
    #: The abilities it does again, as indices into the card's abilities: all before its own.
    abilities: list[int] = []


class Scry(Node):
    """A player scries N (CR 701.22)."""

    kind: Literal["scry"] = "scry"
    player: PlayerRef
    amount: Amount
    #: "scry a number of cards equal to the result" / 「その出目に等しい枚数の占術を行う」.
    equal_to: bool = _surface(False)


class Surveil(Node):
    """A player surveils N (CR 701.25)."""

    kind: Literal["surveil"] = "surveil"
    player: PlayerRef
    amount: Amount


class Draw(Node):
    """A player draws N cards."""

    kind: Literal["draw"] = "draw"
    player: PlayerRef
    amount: Amount
    #: "draw another card" / 「もう１枚カードを引く」 (one card more than an earlier draw).
    another: bool = _surface(False)
    #: Japanese: the count after 「カードを」, 「カードを１枚引く」 (not 「カード１枚を引く」).
    count_after: bool = _surface(False)


class Discard(Node):
    """A player discards N cards (or their hand)."""

    kind: Literal["discard"] = "discard"
    player: PlayerRef
    amount: Amount | None = None
    object: ObjectRef | None = None
    #: "discard a card at random" (CR 701.9b: chosen at random).
    random: bool = False


class Mill(Node):
    """A player mills N cards."""

    kind: Literal["mill"] = "mill"
    player: PlayerRef
    amount: Amount


class GainLife(Node):
    """A player gains N life."""

    kind: Literal["gain_life"] = "gain_life"
    player: PlayerRef
    amount: Amount


class LoseLife(Node):
    """A player loses N life."""

    kind: Literal["lose_life"] = "lose_life"
    player: PlayerRef
    amount: Amount


class DamageTo(Node):
    """More damage from the same source: "… and 1 damage to another target" /
    「…、後者に１点」."""

    kind: Literal["damage_to"] = "damage_to"
    amount: Amount
    recipient: ObjectRef


class DealDamage(Node):
    """A source deals N damage to one or more recipients."""

    kind: Literal["deal_damage"] = "deal_damage"
    source: ObjectRef
    amount: Amount
    recipient: ObjectRef
    combat: bool = False
    #: Japanese: a comma after the source (「マグマの噴流は、それに…」).
    comma: bool = _surface(False)
    #: Japanese: a comma after the recipient (「それに、…に等しい点数のダメージを与える」).
    recipient_comma: bool = _surface(False)
    #: Japanese: the damage before its recipient (「…点数のダメージをそれに与える」).
    damage_first: bool = _surface(False)
    #: English: "deals damage to X equal to N" (the amount after the recipient).
    equal_last: bool = _surface(False)
    #: "deals 2 damage to any target and 1 damage to another target" / 「…に２点、…に１点の
    #: ダメージを与える」: more damage from the same source, in the same event (CR 120.2).
    more: list[DamageTo] = []
    #: "divided as you choose among" the recipients (CR 601.2d).
    divided: bool = False
    #: Japanese: who chooses the division, as written (「あなたの」, 「あなたが」 or none).
    divided_by: str = _surface("あなたの")


class Attach(Node):
    """ "Attach ~ to it." / 「これをそれにつける。」: an Aura or Equipment attached to an object
    (CR 701.3)."""

    kind: Literal["attach"] = "attach"
    object: ObjectRef
    to: ObjectRef


class Destroy(Node):
    """Destroy objects."""

    kind: Literal["destroy"] = "destroy"
    object: ObjectRef


class Regenerate(Node):
    """ "Regenerate target creature" / 「それを再生する」: the next time it would be destroyed
    this turn, it is tapped and removed from combat instead (CR 701.19)."""

    kind: Literal["regenerate"] = "regenerate"
    object: ObjectRef


class Exile(Node):
    """Exile objects, until an object leaves the battlefield where that is said."""

    kind: Literal["exile"] = "exile"
    #: The player who exiles, where one is named ("target opponent exiles two cards from
    #: their hand"); None: you.
    player: PlayerRef | None = None
    object: ObjectRef
    from_zone: Zone | None = None
    until_leaves: ObjectRef | None = None
    #: Japanese 「…が戦場を離れるまで、それを追放する」: a comma after the duration.
    until_comma: bool = _surface(True)
    #: "exile this card with three time counters on it" / 「…を時間カウンター３個が置かれた状態で
    #: 追放する」.
    counters: "WithCounters | None" = None
    #: "exile it instead of putting it into its owner's graveyard" / 「それをオーナーの墓地に
    #: 置く代わりに追放する」: the zone it would have gone to.
    instead_of: Zone | None = None


class CounterSpell(Node):
    """Counter a spell or ability."""

    kind: Literal["counter_spell"] = "counter_spell"
    object: ObjectRef
    unless_paid: str | None = None
    unless_player: PlayerRef | None = None


class Tap(Node):
    """Tap objects."""

    kind: Literal["tap"] = "tap"
    object: ObjectRef


class Untap(Node):
    """Untap objects."""

    kind: Literal["untap"] = "untap"
    object: ObjectRef


class TapOrUntap(Node):
    """ "Tap or untap target creature": the controller chooses which."""

    kind: Literal["tap_or_untap"] = "tap_or_untap"
    object: ObjectRef


class Sacrifice(Node):
    """A player sacrifices objects."""

    kind: Literal["sacrifice"] = "sacrifice"
    player: PlayerRef
    object: ObjectRef


class Move(Node):
    """Put or return objects into a zone: "return it to its owner's hand"."""

    kind: Literal["move"] = "move"
    #: Who moves it, where written ("its owner puts it on the top or bottom of their
    #: library"); None: the ability's controller.
    player: PlayerRef | None = None
    object: ObjectRef
    to: Zone
    from_zone: Zone | None = None
    tapped: bool = False
    attacking: bool = False
    #: "return it to the battlefield transformed" (its back face up, CR 712.14).
    transformed: bool = False
    #: The order the cards go in: "put two cards from your hand on top of your library in
    #: any order" (CR 401.4), "put the rest on the bottom of your library in a random order".
    order: Literal["any", "random"] | None = None
    #: "return it to the battlefield with a +1/+1 counter on it" / 「それを+1/+1カウンター１個が
    #: 置かれた状態で戦場に戻す」.
    counters: "WithCounters | None" = None
    verb: Literal["return", "put"] | None = _surface(None)
    #: Japanese: the counters after the controller (「あなたのコントロール下で最終カウンター
    #: １個が置かれた状態で」); English always says the controller first.
    counters_last: bool = _surface(False)
    #: Japanese tapped and attacking: 「タップ状態かつ攻撃している状態で」 or the older
    #: 「タップ状態で攻撃している状態で」.
    attacking_joined: Literal["かつ", "で"] = _surface("かつ")
    #: Japanese transformed after the controller and joined to the counters:
    #: 「オーナーのコントロール下で変身させた状態かつ最終カウンター１個が置かれた状態で」.
    transformed_joined: bool = _surface(False)
    #: Japanese: the controller before the state, 「あなたのコントロール下でタップ状態で」 (not
    #: 「タップ状態であなたのコントロール下で」).
    control_first: bool = _surface(False)


AdditionalJa = Literal["before", "after_kind", "after_amount", "adjective"]


class WithCounters(Node):
    """ "with N <kind> counters on it": counters an object has as it arrives in a zone
    (CR 122.6: it enters with them, no counter is "put" on it)."""

    kind: Literal["with_counters"] = "with_counters"
    amount: Amount
    counter: str
    #: "with an additional +1/+1 counter on it" / 「+1/+1カウンターが追加で１個置かれた状態で」:
    #: counters on top of those it would enter with anyway (CR 122.6).
    additional: bool = False
    #: "an additional X +1/+1 counters" (not "X additional …").
    an_additional: bool = _surface(False)
    #: Where the Japanese text says 「追加」: 「追加で…カウンター１個が」 (before), 「…カウンターが
    #: 追加で１個」 (after_kind), 「…カウンター１個が追加で置かれた」 (after_amount), 「追加の…
    #: カウンター１個が」 (adjective).
    additional_ja: AdditionalJa = _surface("after_kind")


class ChooseNewTargets(Node):
    """ "You may choose new targets for the copy" / 「あなたはそのコピーの新しい対象を選んでも
    よい」 (CR 707.10c): the player may change the targets of a copied spell."""

    kind: Literal["choose_new_targets"] = "choose_new_targets"
    player: PlayerRef
    object: ObjectRef


class Explore(Node):
    """ "<object> explores" / 「…は探検を行う」 (CR 701.44): it reveals the top card of its
    controller's library; a land card goes to the hand, otherwise it gets a +1/+1 counter and
    the card may go to the graveyard. Also the replaced event of "If … would explore"."""

    kind: Literal["explore"] = "explore"
    object: ObjectRef


class Fight(Node):
    """ "<object> fights <object>": each deals damage equal to its power to the other
    (CR 701.14)."""

    kind: Literal["fight"] = "fight"
    object: ObjectRef
    other: ObjectRef


class PutCounters(Node):
    """Put N counters of a kind on objects."""

    kind: Literal["put_counters"] = "put_counters"
    amount: Amount
    counter: str
    object: ObjectRef
    #: Japanese 「…の上に、それぞれ…」 (a comma after the place).
    comma: bool = _surface(False)
    #: Japanese 「それらのクリーチャーにそれぞれ…」: the place without 「の上」.
    short_place: bool = _surface(False)
    #: Japanese 「…の上に+1/+1カウンターをそれぞれ１個置く」: 「それぞれ」 after the counters.
    each_after: bool = _surface(False)
    #: Japanese 「それらの上にそれぞれ…」: 「それぞれ」 written before the counters where the
    #: objects are not "each …" (where they are, Japanese always writes it).
    respectively: bool = _surface(False)


class CreateToken(Node):
    """Create N tokens."""

    kind: Literal["create_token"] = "create_token"
    #: Who creates (and so controls) the tokens: "its controller creates …".
    player: PlayerRef = You.model_construct()
    amount: Amount
    token: "TokenSpec"
    #: English: the verb of the tokens before is shared ("Create a Treasure token and a 2/2
    #: blue Bird creature token").
    shares_verb: bool = _surface(False)
    #: Japanese: the counter word of a copy token as written (「トークン１つ」, 「…１体」).
    counter: str | None = _surface(None)
    #: English: the older wording "put a 1/1 white Soldier creature token onto the battlefield".
    put_written: bool = _surface(False)


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
    written: str | None = _surface(None)
    #: Japanese: no comma after 「…ことを除き」.
    no_comma: bool = _surface(False)
    #: "except the copy isn't legendary" / 「そのコピーが伝説でないことを除き」 rather than "it".
    the_copy: bool = _surface(False)
    #: The abilities in the description of what it is: "it's a 1/1 white Spirit creature
    #: with flying" / 「白の1/1のスピリット・クリーチャーであり飛行を持つ」.
    with_abilities: bool = _surface(False)
    #: "its starting loyalty is 1" / 「初期忠誠度が１である」 (CR 306.5b).
    starting_loyalty: Amount | None = None
    #: Japanese 「…ことを除いて」 rather than 「…ことを除き」.
    te_form: bool = _surface(False)


class TokenSpec(Node):
    """What a token is: power/toughness, colors, types, name, abilities."""

    kind: Literal["token_spec"] = "token_spec"
    power_toughness: str | None = None
    colors: list[str] = Field(default=[], json_schema_extra={"unordered": True})
    types: list[str] = Field(default=[], json_schema_extra={"unordered": True})
    abilities: "list[GrantedAbility]" = []
    copy_of: ObjectRef | None = None
    #: How the copy differs: "…, except it's a 4/4 black Zombie".
    exception: CopyException | None = None
    attached_to: ObjectRef | None = None
    #: X in the power/toughness ("an X/X … token, where X is …").
    variable: Variable | None = None
    #: "Create a tapped Powerstone token" / 「…をタップ状態で生成する」.
    tapped: bool = False
    #: Japanese: a comma after its abilities (「「…」を持つ、無色の1/1の…トークン」).
    with_comma: bool | None = _surface(None)


class PTEqualTo(Node):
    """A characteristic-defining ability (CR 604.3): "<object>'s power and toughness are each
    equal to <amount>", "<object>'s power is equal to <amount>"."""

    kind: Literal["pt_equal_to"] = "pt_equal_to"
    object: ObjectRef
    stats: Literal["power", "toughness", "power and toughness"]
    amount: Amount
    #: Japanese commas: 「…は、それぞれ…」 (after 「は」), 「…はそれぞれ、…」 (after 「それぞれ」).
    commas: list[bool] = _surface([])


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
    determiner: Literal["the", "its"] | None = _surface(None)
    #: English: whose mana cost, as written ("its", "that card's", "the card's").
    of_written: Literal["its", "that card's", "the card's"] | None = _surface(None)
    #: Japanese: before the keyword (「その」, 「それらの」; "" for none).
    ja_determiner: Literal["その", "それらの", ""] | None = _surface(None)
    #: Japanese: after 「…コストは」 (「、」, 「それぞれ、」; "" for none).
    ja_topic: Literal["、", "それぞれ、", ""] | None = _surface(None)
    #: Japanese: whose mana cost (「それの」, 「その」, 「そのカードの」, 「それ自身の」,
    #: 「その呪文の」; "" for none).
    ja_of: JaCostOf | None = _surface(None)
    #: Japanese: how the reduction is said (「を引いた」, 「減らした」).
    ja_reduced: Literal["を引いた", "減らした"] | None = _surface(None)


class ModifyPT(Node):
    """Objects get +N/+M (until end of turn, or for as long as the static ability applies)."""

    kind: Literal["modify_pt"] = "modify_pt"
    object: ObjectRef
    power: str
    toughness: str
    duration: "Duration | None" = None
    #: The X in "+X/+0", with its definition ("where X is …").
    variable: Variable | None = None
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = _surface(False)


class BasePT(Node):
    """ "has base power and toughness 1/1" / 「基本のパワーとタフネスが1/1になる」: what the
    object's power and toughness are before any change (CR 613.4b)."""

    kind: Literal["base_pt"] = "base_pt"
    object: ObjectRef
    power: str
    toughness: str
    duration: "Duration | None" = None
    #: Japanese: 「…である」 rather than 「…になる」.
    written: str | None = _surface(None)
    #: Japanese 「それの基本のパワーとタフネスは…」: the object as a possessive.
    possessive: bool = _surface(False)
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = _surface(False)


class GainAbility(Node):
    """Objects gain or have keywords or a quoted ability."""

    kind: Literal["gain_ability"] = "gain_ability"
    object: ObjectRef
    abilities: "list[GrantedAbility]"
    duration: "Duration | None" = None
    #: "gains" (「得る」) or "has" (「持つ」).
    verb: Literal["gain", "have"] | None = _surface(None)
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = _surface(False)
    #: Japanese 「…はそれぞれ奇跡を持つ」: 「それぞれ」 ("、" after it: 「それぞれ、」).
    respectively: Literal["それぞれ", "それぞれ、"] | None = _surface(None)
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
    object: ObjectRef
    abilities: "list[GrantedAbility]" = []
    #: "loses all abilities" / 「すべての能力を失う」 (then ``abilities`` is empty).
    all_abilities: bool = False
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「それは、…」).
    comma: bool = _surface(False)


class AddMana(Node):
    """Add mana: "Add {C}.", "Add {R} or {G}.", "Add one mana of any color."."""

    kind: Literal["add_mana"] = "add_mana"
    options: list[str]
    amount: Amount | None = None
    #: "one mana of any color in your commander's color identity" / 「あなたの統率者の固有色
    #: のうち好きな色１色のマナ１点」: the colors allowed are those of this object's color
    #: identity (CR 903.4, 903.4f).
    identity: ObjectRef | None = None
    #: Japanese 「<object>の固有色１色のマナ」 (not 「…の固有色のうち好きな色１色のマナ」).
    identity_short: bool = _surface(False)


class Reveal(Node):
    """Reveal objects."""

    kind: Literal["reveal"] = "reveal"
    #: Who reveals: "target opponent reveals their hand".
    player: PlayerRef = You.model_construct()
    object: ObjectRef
    #: "reveal this card from your opening hand" / 「あなたのゲーム開始時の手札からこのカードを
    #: 公開する」: the zone it is revealed from.
    from_zone: Zone | None = None


class RevealUntil(Node):
    """ "Reveal cards from the top of your library until you reveal a creature card." /
    「クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。」:
    one card at a time until one matches (later "that card"; the others "the rest")."""

    kind: Literal["reveal_until"] = "reveal_until"
    player: PlayerRef = You.model_construct()
    #: What is done with each card: "reveal" or "exile".
    action: Literal["reveal", "exile"] = "reveal"
    #: Whose library: "your" / 「あなたの」, "their" / 「自分の」.
    owner: PlayerRef
    until: ObjectRef
    #: Japanese: 「…されるまで、」 with its comma.
    comma: bool = _surface(True)


class LookAt(Node):
    """Look at objects."""

    kind: Literal["look_at"] = "look_at"
    object: ObjectRef


class GetEmblem(Node):
    """ "You get an emblem with "…"" / 「あなたは「…」の紋章を得る」 (CR 114.1)."""

    kind: Literal["get_emblem"] = "get_emblem"
    player: PlayerRef
    abilities: "list[GrantedAbility]"


class ChooseNotToUntap(Node):
    """ "You may choose not to untap ~ during your untap step." / 「あなたは、あなたの
    アンタップ・ステップに…をアンタップしないことを選んでもよい。」: a choice the untap step
    offers (CR 502.3)."""

    kind: Literal["choose_not_to_untap"] = "choose_not_to_untap"
    object: ObjectRef
    #: Japanese: a comma after 「あなたは」.
    comma: bool = _surface(False)


class LookAnyTime(Node):
    """ "You may look at the top card of your library any time." / 「あなたはいつでもあなたの
    ライブラリーの一番上のカードを見てよい。」: a standing permission to look at hidden cards."""

    kind: Literal["look_any_time"] = "look_any_time"
    player: PlayerRef
    object: ObjectRef
    #: Japanese 「…をいつ見てもよい」: the time after the object (not 「いつでも…を見てよい」).
    time_last: bool = _surface(False)


class LoyaltyTwice(Node):
    """ "You may activate the loyalty abilities of planeswalkers you control twice this turn
    rather than only once." / 「このターン、あなたは、…の忠誠度能力を、１回のみではなく２回
    起動してもよい。」: an exception to the once-a-turn limit on loyalty abilities (CR 606.3)."""

    kind: Literal["loyalty_twice"] = "loyalty_twice"
    player: PlayerRef
    objects: ObjectRef
    #: "this turn"; None: "each turn", a standing permission of a static ability.
    duration: "Duration | None" = None


class LookAdditional(Node):
    """ "You may look at an additional two cards each time you surveil." / 「あなたが行う諜報
    １回につき、あなたはカードを追加で２枚見てもよい。」: each time the player surveils (or
    scries), they look at more cards than the number says."""

    kind: Literal["look_additional"] = "look_additional"
    player: PlayerRef
    amount: Amount
    action: Literal["surveil", "scry"]


class AdditionalLandPlays(Node):
    """ "You may play an additional land on each of your turns." / 「あなたの各ターンに、あなたは
    追加の土地１つをプレイしてもよい。」, "… this turn" / 「このターン、…」 (CR 305.2)."""

    kind: Literal["additional_land_plays"] = "additional_land_plays"
    player: PlayerRef
    amount: Amount
    #: "this turn" / 「このターン」; none: on each of the player's turns (a static ability).
    duration: "Duration | None" = None
    #: English "during each of …" rather than "on each of …".
    during: bool = _surface(False)
    #: Japanese: the count after 「を」 (「追加の土地を１つ」) rather than before it.
    count_after: bool = _surface(False)
    #: Japanese: the turns after the subject (「あなたは、あなたの各ターンに…」) rather than first.
    turns_after: bool = _surface(False)


class SpendOnly(Node):
    """ "Spend this mana only to cast creature spells." / 「このマナは、クリーチャー・呪文を唱える
    ためにのみ使用できる。」: what the mana just added may pay for."""

    kind: Literal["spend_only"] = "spend_only"
    #: The spells the mana may be spent to cast.
    object: ObjectRef
    #: Japanese: False where no comma follows 「このマナは」 (None: the usual comma).
    comma: bool | None = _surface(None)


class Shuffle(Node):
    """A player shuffles their library."""

    kind: Literal["shuffle"] = "shuffle"
    player: PlayerRef


class ShuffleInto(Node):
    """ "shuffle it into its owner's library", "its owner shuffles it into their library":
    a player puts an object into a library, then shuffles that library (CR 701.24)."""

    kind: Literal["shuffle_into"] = "shuffle_into"
    player: PlayerRef
    object: ObjectRef
    to: Zone


class Search(Node):
    """Search a library for cards."""

    kind: Literal["search"] = "search"
    player: PlayerRef
    object: ObjectRef
    #: Japanese 「あなたのライブラリーから、…を探し」: a comma after 「から」.
    comma: bool = _surface(False)


class GainEnergy(Node):
    """ "you get {E}{E}"."""

    kind: Literal["gain_energy"] = "gain_energy"
    player: PlayerRef
    symbols: str
    #: Japanese: the reminder text written right after the symbols, before 「を得る」.
    reminder: ReminderText | None = None


class EntersTapped(Node):
    """An object enters tapped (a replacement for how it enters)."""

    kind: Literal["enters_tapped"] = "enters_tapped"
    object: ObjectRef
    unless: "Condition | None" = None
    the_battlefield: bool = _surface(False)


class NoMaximumHandSize(Node):
    """ "You have no maximum hand size" / 「あなたの手札の上限はなくなる」 (CR 402.2)."""

    kind: Literal["no_maximum_hand_size"] = "no_maximum_hand_size"
    player: PlayerRef
    duration: "Duration | None" = None


class EntersAsCopy(Node):
    """ "<object> enters as a copy of <object>" / 「…は、…のコピーとして戦場に出る」: how a
    permanent enters (CR 614.1c, 707.2); "You may have ~ enter as a copy of any creature on the
    battlefield" / 「あなたは~を、…のコピーとして戦場に出してもよい」 is its optional form."""

    kind: Literal["enters_as_copy"] = "enters_as_copy"
    object: ObjectRef
    copy_of: ObjectRef
    copy_exception: CopyException | None = None
    the_battlefield: bool = _surface(False)


#: The rule of "its activated abilities can't be activated" / 「それの起動型能力は起動できない」:
#: a :class:`Restriction` whose object is the permanent whose abilities they are.
ABILITIES_RESTRICTED = "activated abilities can't be activated"


class PlayerRestriction(Node):
    """ "Your opponents can't gain life." / 「対戦相手はライフを得られない。」: what players
    can't do (CR 101.2: a "can't" wins over a "can")."""

    kind: Literal["player_restriction"] = "player_restriction"
    player: PlayerRef
    action: Literal["cast", "play", "gain life", "win the game", "lose the game"]
    #: What they can't cast or play: "spells with the chosen name", "lands".
    object: ObjectRef | None = None
    duration: "Duration | None" = None
    #: Japanese: the long form as written, 「ことができない」 or 「ことはできない」.
    cannot: str | None = _surface(None)


class Restriction(Node):
    """A restriction: "can't be blocked", "can't attack or block", "doesn't untap"."""

    kind: Literal["restriction"] = "restriction"
    object: ObjectRef
    rule: str
    #: "can't be blocked by creatures with power 2 or less": the blockers it excludes.
    by: ObjectRef | None = None
    #: "can block only creatures with flying" / 「飛行を持つクリーチャーしかブロックできない」:
    #: the attackers it may block; with "can't be blocked", "except by Walls" /
    #: 「壁によってしかブロックされない」: the only creatures that may block it (CR 509.1b).
    only: ObjectRef | None = None
    #: Japanese 「…にはブロックされない」 (None: 「…によってはブロックされない」).
    by_written: Literal["には"] | None = _surface(None)
    #: "… by more than one creature each combat" / 「各戦闘で…には」: said, not needed.
    each_combat: bool = _surface(False)
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = _surface(False)
    #: Japanese: the words as written where the rule has two wordings
    #: (「攻撃やブロックできない」 beside 「攻撃もブロックもできない」).
    written: str | None = _surface(None)
    #: Japanese: the subject's particle as written, 「では」 or 「は」 (「名前では攻撃できない」).
    topic: str | None = _surface(None)
    #: English: the plural wording as written, where it is not the usual one ("don't untap
    #: during their controller's next untap step").
    plural_form: str | None = _surface(None)
    #: Japanese: 「各戦闘で、」 written before the subject (「各戦闘で、名前は可能なら攻撃する」).
    combat_first: bool = _surface(False)

    def plural_rule(self) -> str:
        """The rule after a plural subject, as usually written: "don't untap during their
        controllers' untap steps"."""
        if not self.rule.startswith("doesn't untap"):
            return self.rule
        rule = self.rule.replace("doesn't", "don't")
        if "its controller's" in rule:
            return rule.replace("its controller's", "their controllers'") + "s"
        return rule


class CrewsAsThough(Node):
    """ "crews Vehicles as though its power were 2 greater" / 「パワーが２大きいかのように
    機体に搭乗する」: the object's power counts more when it crews a Vehicle (CR 702.122) or
    saddles a Mount (CR 702.171)."""

    kind: Literal["crews_as_though"] = "crews_as_though"
    object: ObjectRef
    #: What it does with the greater power, in the order written: "saddle" (Mounts), "crew"
    #: (Vehicles).
    actions: list[Literal["saddle", "crew"]]
    #: How much greater its power counts.
    amount: Amount
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「このトークンは、…」).
    comma: bool = _surface(False)


class Becomes(Node):
    """ "<object> becomes a 4/4 Phyrexian Eye artifact creature", "… becomes colorless"."""

    kind: Literal["becomes"] = "becomes"
    object: ObjectRef
    power_toughness: str | None = None
    colors: list[str] = []
    types: list[str] = []
    #: Abilities it has as that object: "… Elemental creature with haste" / 「速攻を持つ…」.
    abilities: "list[GrantedAbility]" = []
    #: "… in addition to its other types" / 「これの他のタイプに加えて…」: the types are added.
    in_addition: bool = False
    #: "It's a land named Moon." / 「これは《月》という名前の土地である。」: its name too.
    named: Named | None = None
    #: Japanese: the power/toughness before the colours, 「5/6の緑の…」 (not 「緑の5/6の…」).
    pt_first: bool = _surface(False)
    #: "is an Angel in addition to its other types" / 「…である」: what a static ability makes
    #: it, not what it becomes.
    state: bool = False
    duration: "Duration | None" = None
    #: English: "it's", not "it is".
    contracted: bool = _surface(False)
    #: Japanese: a comma after the subject.
    comma: bool = _surface(False)
    #: Japanese: the possessive before 「他のタイプ」 as written (「これの」, 「それの」).
    possessive: str | None = _surface(None)
    #: "a Spirit with base power and toughness 2/2" / 「基本のパワーとタフネスが2/2の…」
    #: rather than "a 2/2 Spirit".
    base_written: bool = _surface(False)
    #: "becomes a copy of <object>" / 「<object>のコピーになる」 (CR 707.2): what it copies.
    copy_of: ObjectRef | None = None
    #: How the copy differs: "…, except it has flying" / 「飛行を持つことを除き、」 (CR 707.9).
    copy_exception: CopyException | None = None


class PayMana(Node):
    """A player pays mana: "you may pay {2}"."""

    kind: Literal["pay_mana"] = "pay_mana"
    player: PlayerRef
    symbols: str
    #: "Waterbend {3}" / 「水の技(３)を行う」: each generic mana may be paid by tapping an
    #: untapped artifact or creature you control instead (CR 701.67a).
    waterbend: bool = False


class ChooseObject(Node):
    """ "Choose target creature": declares a target or choice for later steps."""

    kind: Literal["choose_object"] = "choose_object"
    object: ObjectRef
    #: The chooser where written ("You choose a card from it", 「あなたは…を選ぶ」).
    player: PlayerRef | None = None


class PayLife(Node):
    """A player pays N life (usually as a cost)."""

    kind: Literal["pay_life"] = "pay_life"
    player: PlayerRef
    amount: Amount


class RemoveCounters(Node):
    """Remove N counters (of a kind) from objects."""

    kind: Literal["remove_counters"] = "remove_counters"
    amount: Amount
    counter: str | None = None
    object: ObjectRef

    @property
    def those(self) -> bool:
        """ "remove those counters" / 「それらのカウンターを取り除く」: the counters a condition
        before counted (the amount a reference to them, the object not written)."""
        return isinstance(self.amount, Ref) and self.amount.noun == "counters"


class ReflexiveTrigger(Node):
    """ "When you do, …": triggers when the step before it happens (CR 603.12)."""

    kind: Literal["reflexive_trigger"] = "reflexive_trigger"
    effect: "Effect"
    #: "When you discard a nonland card this way, …" / 「これによりあなたが…を捨てたとき、…」:
    #: what the step before must have done (None: "When you do").
    done: "PlayerAction | None" = None


class DelayedTrigger(Node):
    """A trigger that a resolving ability sets up for a while (CR 603.7): "When that creature
    dies this turn, surveil 1." / 「このターンにそのクリーチャーが死亡したとき、諜報１を行う。」."""

    kind: Literal["delayed_trigger"] = "delayed_trigger"
    #: "when" triggers once (CR 603.7c), "whenever" each time (「とき」 / 「たび」); "at" the
    #: next step: "Sacrifice it at the beginning of the next end step." / 「次の終了ステップの
    #: 開始時に、それを生け贄に捧げる。」, written either side of its effect in English.
    word: Literal["when", "whenever", "at"]
    trigger: "Trigger"
    duration: "Duration | None" = None
    effect: "Effect"
    #: English "At the beginning of the next end step, sacrifice it.": the step first.
    first: bool = _surface(False)
    #: Japanese 「このターン、…たび、」 rather than 「このターンに…たび、」.
    duration_comma: bool = _surface(False)


class SpendThisMana(Node):
    """ "When you spend this mana to cast <spell>" / 「あなたが…を唱えるためにこのマナを支払った
    とき」: a mana ability's delayed trigger (CR 603.7)."""

    kind: Literal["spend_this_mana"] = "spend_this_mana"
    spell: ObjectRef
    #: "When that mana is spent to cast …" / 「このマナが…を唱えるために支払われたとき」 (only
    #: the player whose pool it is in can spend it: the same trigger).
    passive: bool = _surface(False)


class RollDie(Node):
    """Roll a die: "roll a d20"."""

    kind: Literal["roll_die"] = "roll_die"
    sides: int
    #: "a six-sided die" / 「６面体サイコロ」 rather than "a d6" / 「d6」.
    in_words: bool = _surface(False)


class AddToResult(Node):
    """ "Roll a d20 and add the number of cards in your hand." / 「…を振り、その出目に…を足す。」:
    a number added to the result of the roll before it, which the die table then reads."""

    kind: Literal["add_to_result"] = "add_to_result"
    amount: Amount


class DieRow(Node):
    """One row of a die-roll table: "10—19 | Scry 2, then draw two cards."."""

    kind: Literal["die_row"] = "die_row"
    low: int
    high: int | None
    effect: "Effect"


class DieTable(Node):
    """The rows after "Roll a d20."; the row matching the result happens."""

    kind: Literal["die_table"] = "die_table"
    rows: list[DieRow]


class GainControl(Node):
    """Gain control of objects (for a duration)."""

    kind: Literal["gain_control"] = "gain_control"
    object: ObjectRef
    duration: "Duration | None" = None
    #: Who gains control: "Target opponent gains control of …" (you unless another is named).
    player: PlayerRef = You.model_construct()
    #: Japanese: no comma after the duration (「ターン終了時までそのコントロールを得る」).
    no_comma: bool = _surface(False)


class HasControl(Node):
    """ "You control enchanted creature." / 「あなたはエンチャントしているクリーチャーを
    コントロールする。」: a static control-changing effect (CR 613.1b, layer 2)."""

    kind: Literal["has_control"] = "has_control"
    player: PlayerRef
    object: ObjectRef


class SwitchPowerToughness(Node):
    """ "Switch target creature's power and toughness until end of turn" / 「ターン終了時まで、
    それのパワーとタフネスを入れ替える」: a layer 7d effect (CR 613.4d)."""

    kind: Literal["switch_power_toughness"] = "switch_power_toughness"
    object: ObjectRef
    duration: "Duration | None" = None


class ExchangeControl(Node):
    """ "exchange control of Card Name and target creature", "… of two target lands" /
    「それと〈名〉のコントロールを交換する」 (CR 701.12b): the objects' controllers swap them.
    The card itself comes first in ``objects`` whichever language names it first."""

    kind: Literal["exchange_control"] = "exchange_control"
    objects: ObjectRef
    #: Japanese 「それと〈名〉の…」: the card itself written after the other object.
    self_last: bool = _surface(False)


class ExchangeLifeTotals(Node):
    """ "exchange life totals with target player" / 「そのプレイヤーとライフ総量を交換する」,
    「あなたのライフ総量と、そのプレイヤーのライフ総量を交換する」 (CR 701.12c)."""

    kind: Literal["exchange_life_totals"] = "exchange_life_totals"
    player: PlayerRef
    other: PlayerRef
    #: Japanese: both totals written (「あなたのライフ総量と、Xのライフ総量を」).
    both_written: bool = _surface(False)


class ExchangeZones(Node):
    """Cards exchanged between zones (CR 701.12d, f): "exchange your hand and graveyard" /
    「あなたの手札と墓地を交換する」 (the player's two zones swap their cards); "exchange cards in
    your hands, cards in your libraries, and cards in your graveyards" (the cards in each zone
    swap between the player and ``other``, the player named before)."""

    kind: Literal["exchange_zones"] = "exchange_zones"
    player: PlayerRef
    zones: list[Literal["hand", "library", "graveyard"]]
    other: PlayerRef | None = None


class AdjustNumber(Node):
    """ "Add or subtract 1 or one from a number or number word on target spell or permanent
    until end of turn": a number printed on the object (in digits or as a word) changes by
    ``amount`` either way, the player's choice."""

    kind: Literal["adjust_number"] = "adjust_number"
    object: "ObjectRef"
    amount: "Amount"
    duration: "Duration | None" = None


class PayInsteadOfManaCost(Node):
    """ "pay life equal to its mana value rather than paying its mana cost" / 「マナ・コストを
    支払うのではなく、それのマナ総量に等しい点数のライフを支払う」: what the spell cast this way
    costs instead of its mana cost (an alternative cost, CR 118.9)."""

    kind: Literal["pay_instead_of_mana_cost"] = "pay_instead_of_mana_cost"
    cost: "Effect"
    #: "rather than paying" (not "rather than pay").
    paying: bool = _surface(False)


class CostChange(Node):
    """ "… costs {1} less to cast [for each …]"."""

    kind: Literal["cost_change"] = "cost_change"
    object: ObjectRef
    symbols: str
    variable: Variable | None = None
    reduce: bool = True
    action: Literal["cast", "activate"] = "cast"
    for_each: ObjectRef | TypesAmong | None = None


class EntersWithCounters(Node):
    """ "<object> enters with N <kind> counters on it"."""

    kind: Literal["enters_with_counters"] = "enters_with_counters"
    object: ObjectRef
    amount: Amount
    counter: str
    #: "enters with an additional +1/+1 counter on it": see :class:`WithCounters`.
    additional: bool = False
    an_additional: bool = _surface(False)
    additional_ja: AdditionalJa = _surface("after_kind")
    #: Japanese words between the subject and the counters: 「各クリーチャーは、それぞれ…」,
    #: 「…はそれぞれ、…」, 「…は、その上に…」.
    lead_ja: Literal["", "それぞれ", "それぞれ、", "その上に"] = _surface("")
    #: "<object> escapes with …" / 「…が置かれた状態で脱出する」: only when it enters after being
    #: cast with escape (CR 702.138c).
    escapes: bool = False
    the_battlefield: bool = _surface(False)
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = _surface(False)


class CanBeCommander(Node):
    """ "<card> can be your commander"."""

    kind: Literal["can_be_commander"] = "can_be_commander"
    object: ObjectRef


class LosesType(Node):
    """ "<object> isn't a creature"."""

    kind: Literal["loses_type"] = "loses_type"
    object: ObjectRef
    card_type: str


class KeepsType(Node):
    """ "It's still a land." / 「それは土地でもある。」: after "becomes a creature", the object
    keeps its card type."""

    kind: Literal["keeps_type"] = "keeps_type"
    object: ObjectRef
    card_type: str


class Play(Node):
    """Play cards (a land, or cast a spell)."""

    kind: Literal["play"] = "play"
    player: PlayerRef
    object: ObjectRef
    cast_only: bool = False
    #: "without paying its mana cost" / 「マナ・コストを支払うことなく」.
    free: bool = False
    #: "You may cast it this turn." / 「このターン、あなたはそれを唱えてもよい。」
    duration: "Duration | None" = None
    #: Japanese: a comma after the object (「…呪文１つを、マナ・コストを支払うことなく唱えて」).
    comma: bool = _surface(False)
    #: Japanese: the owner written before 「マナ・コスト」 (「それの」, 「その」).
    cost_owner: str | None = _surface(None)
    #: Japanese: the object written only as that owner (「それのマナ・コストを…プレイして」).
    object_in_cost: bool = _surface(False)
    #: Japanese: the place the object's filter names written after the object, before the verb
    #: (「…を、あなたの手札から…唱えて」; English "… from your hand").
    zone_after: bool = _surface(False)
    #: "play lands and cast spells from the top of your library" / 「…から土地をプレイしたり
    #: 呪文を唱えたりして」: spells cast from the same place, written once (each object's filter
    #: holds that place).
    also_cast: ObjectRef | None = None
    #: "play lands and cast spells from among cards you own in exile …" / 「…カードの中から、
    #: …土地をプレイしたり…呪文を唱えたり」: the cards both come from.
    among: FromAmong | None = None
    #: "as though it had flash" / 「それが瞬速を持っているかのように」 (CR 702.8a): at any time
    #: the player could cast an instant.
    as_flash: bool = False
    #: Japanese: the subject written before 「瞬速を持っているかのように」 (「それが」, 「これが」,
    #: 「それらが」, "" for none).
    flash_subject: str | None = _surface(None)


class Arrange(Node):
    """ "Put one of them into your hand and the rest on the bottom of your library in any
    order" / 「そのうち１枚をあなたの手札に、残りをあなたのライブラリーの一番下に望む順番で置く」:
    the player splits the cards looked at between two places."""

    kind: Literal["arrange"] = "arrange"
    #: What goes to ``chosen``: some of the cards (:class:`PartOf`), or one named before.
    object: ObjectRef
    chosen: Zone
    rest: Zone
    #: The order the rest go in: "in any order", "in a random order".
    order: Literal["any", "random"] | None = None
    #: "the other" / 「もう１枚」 (one card is left) rather than "the rest" / 「残り」.
    other: bool = False
    #: "the rest back on top of your library".
    back: bool = _surface(False)
    #: "put one onto the battlefield tapped and the other into your hand": the cards put onto
    #: the battlefield (``chosen``) enter tapped.
    tapped: bool = False
    #: Japanese 「１枚をタップ状態で戦場に出し、…」: the first place has its own verb (not
    #: 「…戦場に、…」).
    chosen_verb: bool = _surface(False)


class ColorsSpent(Node):
    """ "each color of mana spent to cast it" / 「これを唱えるために支払われたマナの色１色」: what
    converge counts (a "for each")."""

    kind: Literal["colors_spent"] = "colors_spent"
    object: ObjectRef


class ForEach(Node):
    """ "… for each creature you control": the effect happens once per object counted."""

    kind: Literal["for_each"] = "for_each"
    effect: "Effect"
    #: What is counted: objects, or counters ("for each verse counter on it" /
    #: 「それの上にある詩句カウンター１個につき」).
    objects: ObjectRef | CountersOn | ColorsSpent | TypesAmong
    #: Japanese: 「…につき」 written inside the predicate, before what the effect counts
    #: (「〈名〉は、あなたがコントロールしているアーティファクト１つにつき+1/+1の修整を受ける」).
    inside: bool = _surface(False)
    #: Japanese: no comma after 「…につき」 (「戦場に出ている鳥１つにつきカード１枚を引く」).
    no_comma: bool = _surface(False)
    #: English: what is counted written first ("For each opponent, create a 1/1 …").
    first: bool = _surface(False)
    #: Japanese 「各カードにつきそれぞれ、」: the counted objects with 「各」, then 「それぞれ」.
    respectively: bool = _surface(False)
    #: Japanese: the counted players written in the declaration of the effect's target
    #: (「各対戦相手につきそれぞれ、そのプレイヤーがコントロールしているクリーチャー最大１体を
    #: 対象とする。」), not in the sentence of the effect.
    players_declared: bool = _surface(False)


class PreventDamage(Node):
    """ "Prevent the next 3 damage that would be dealt to any target this turn", "Prevent all
    combat damage that would be dealt this turn" (CR 615)."""

    kind: Literal["prevent_damage"] = "prevent_damage"
    #: How much is prevented; None: all of it.
    amount: Amount | None = None
    combat: bool = False
    recipient: ObjectRef | None = None
    source: ObjectRef | None = None
    duration: "Duration | None" = None
    #: "except combat damage that would be dealt by enchanted creatures" / 「…から受けるもの
    #: を除き」: the sources whose damage is not prevented.
    except_source: ObjectRef | None = None
    #: "The next time <source> would deal damage …, prevent that damage" / 「<source>が次に
    #: …与えるすべてのダメージを軽減する」: the damage of the source's next damage event.
    next_time: bool = False
    #: Japanese 「ダメージをすべて軽減する」 rather than 「すべてのダメージを軽減する」.
    all_last: bool = _surface(False)
    #: English "prevent all damage <source> would deal" rather than "… dealt by <source>".
    source_first: bool = _surface(False)
    #: "If <source> would deal damage to <recipient>, prevent 2 of that damage" / 「<source>が
    #: <recipient>にダメージを与える場合、そのダメージを２点軽減する」: the amount prevented
    #: of each such damage event, for as long as the effect lasts (CR 615.1a).
    each_time: bool = False
    #: Japanese: 「…与えるなら」 rather than 「…与える場合」, and 「<source>が、」 with a comma.
    if_written: Literal["なら"] | None = _surface(None)
    source_comma: bool = _surface(False)


class FlipCoin(Node):
    """ "Flip a coin" / 「コイン投げをする」 (CR 705)."""

    kind: Literal["flip_coin"] = "flip_coin"
    player: PlayerRef
    #: Japanese 「コイン投げを行う」 rather than 「…をする」.
    verb: str | None = _surface(None)


class Investigate(Node):
    """ "Investigate": create a Clue token (CR 701.16)."""

    kind: Literal["investigate"] = "investigate"
    player: PlayerRef


class ExtraTurn(Node):
    """ "Take an extra turn after this one" / 「このターンに続いて追加の１ターンを行う」
    (CR 500.7): the player takes that many turns after this one."""

    kind: Literal["extra_turn"] = "extra_turn"
    player: PlayerRef
    amount: Amount


class NumberedAction(Node):
    """A keyword action with a number, recorded by name (CR 701): "Monstrosity 3", "Adapt 2",
    "Bolster 1", "Support 2", "Amass 2", "Earthbend 3" / 「怪物化３を行う」, 「ゾンビ動員２を行う」,
    「土の技３を行う」."""

    kind: Literal["numbered_action"] = "numbered_action"
    name: Literal["monstrosity", "adapt", "bolster", "support", "amass", "earthbend"]
    player: PlayerRef
    amount: Amount


class NamedAction(Node):
    """A keyword action without a number, recorded by name (CR 701): "Proliferate", "Learn",
    "Populate" / 「増殖を行う」, 「履修を行う」, 「居住を行う」."""

    kind: Literal["named_action"] = "named_action"
    name: Literal["proliferate", "learn", "populate"]
    player: PlayerRef


class GameResult(Node):
    """ "You win the game" / 「あなたはこのゲームに勝利する」, "target player loses the game" /
    「…はこのゲームに敗北する」 (CR 104.2, 104.3)."""

    kind: Literal["game_result"] = "game_result"
    player: PlayerRef
    outcome: Literal["win", "lose"]


class BecomeMonarch(Node):
    """ "You become the monarch" / 「あなたが統治者になる」 (CR 724.1)."""

    kind: Literal["become_monarch"] = "become_monarch"
    player: PlayerRef


class TakeInitiative(Node):
    """ "You take the initiative" / 「あなたはイニシアチブを得る」 (CR 726)."""

    kind: Literal["take_initiative"] = "take_initiative"
    player: PlayerRef


class Venture(Node):
    """ "Venture into the dungeon" / 「ダンジョン探索をする」 (CR 701.49); "venture into
    Undercity" / 「地下街探索をする」, into a dungeon of that dungeon type (CR 701.49d)."""

    kind: Literal["venture"] = "venture"
    player: PlayerRef
    #: The dungeon type ("Undercity"), or the dungeon itself by its name; None: any dungeon.
    into: str | SelfRef | None = None


class Clash(Node):
    """ "Clash with an opponent" / 「対戦相手１人と激突を行う」 (CR 701.23)."""

    kind: Literal["clash"] = "clash"
    player: PlayerRef
    opponent: PlayerRef


class Incubate(Node):
    """ "Incubate N": create an Incubator token with N +1/+1 counters (CR 701.53)."""

    kind: Literal["incubate"] = "incubate"
    player: PlayerRef
    amount: Amount


class Behold(Node):
    """ "behold a Dragon" / 「ドラゴンの後見を受ける」: reveal such a card from your hand or
    choose such a permanent you control (CR 701.4)."""

    kind: Literal["behold"] = "behold"
    player: PlayerRef
    object: ObjectRef


class CollectEvidence(Node):
    """ "Collect evidence N": exile cards with total mana value N or greater from your
    graveyard (CR 701.59)."""

    kind: Literal["collect_evidence"] = "collect_evidence"
    player: PlayerRef
    amount: Amount


class Goad(Node):
    """ "Goad target creature" (CR 701.15)."""

    kind: Literal["goad"] = "goad"
    object: ObjectRef


class Suspect(Node):
    """ "Suspect up to one target creature" / 「それに容疑をかける」 (CR 701.60): it has menace
    and can't block while suspected."""

    kind: Literal["suspect"] = "suspect"
    object: ObjectRef


class TransformPermanent(Node):
    """ "Transform <object>": turn a double-faced permanent over (CR 701.28)."""

    kind: Literal["transform_permanent"] = "transform_permanent"
    object: ObjectRef


class CopySpell(Node):
    """ "Copy it" / 「これをコピーする」: put a copy of a spell on the stack (CR 707.10)."""

    kind: Literal["copy_spell"] = "copy_spell"
    object: ObjectRef
    #: "copy that spell, except the copy isn't legendary" (CR 707.9b).
    exception: CopyException | None = None
    #: "copy it twice" / 「それを２回コピーする」: how many copies (None: one).
    times: Amount | None = None


class Cloak(Node):
    """ "Cloak the top card of your library": put it onto the battlefield face down as a
    2/2 with ward {2} (CR 701.58)."""

    kind: Literal["cloak"] = "cloak"
    object: ObjectRef


class FinishVoting(Node):
    """ "Whenever players finish voting" / 「すべてのプレイヤーが投票を完了するたび」
    (CR 701.38)."""

    kind: Literal["finish_voting"] = "finish_voting"
    #: Japanese: 「すべての」 before 「プレイヤー」.
    all_written: bool = _surface(False)


class RingTempts(Node):
    """ "The Ring tempts you" (CR 701.54)."""

    kind: Literal["ring_tempts"] = "ring_tempts"
    player: PlayerRef


class Optional_(Node):
    """ "you may …": the player chooses whether the effect happens."""

    kind: Literal["optional"] = "optional"
    player: PlayerRef
    effect: "Effect"
    #: Japanese: the effect quoted (「あなたは「…」を選んでもよい」), as several steps always are.
    quoted: bool = _surface(False)


class ChooseValue(Node):
    """ "choose a color", "choose a creature type", "choose a card name" / 「色１色を選ぶ」."""

    kind: Literal["choose_value"] = "choose_value"
    player: PlayerRef
    value: Literal["color", "creature type", "card name"]


class Unless(Node):
    """ "<effect> unless <player> <action>": the effect happens unless the player does the
    action: "sacrifice it unless you pay {1}" / 「あなたが(１)を支払わないかぎり、それを生け贄に
    捧げる」, "… unless you discard a card"."""

    kind: Literal["unless"] = "unless"
    effect: "Effect"
    player: PlayerRef
    action: "Effect"


class Conditional(Node):
    """ "If …, …" inside a resolving effect; ``otherwise`` for "Otherwise, …"."""

    kind: Literal["conditional"] = "conditional"
    condition: "Condition"
    effect: "Effect"
    otherwise: "Effect | None" = None
    #: English: "if it doesn't" rather than "otherwise".
    otherwise_written: str | None = _surface(None)
    #: English "Surveil 3 if you have no cards in hand" (the condition after the effect).
    condition_last: bool = _surface(False)
    #: Japanese 「…なら、」 with its comma (printed text sometimes leaves it out).
    comma: bool = _surface(True)
    #: "If this spell was kicked, draw two cards instead" / 「…なら、代わりに…」: the effect
    #: happens instead of the step before it.
    instead: bool = False
    #: English "If …, instead draw two cards" (rather than "… instead" at the end).
    instead_first: bool = _surface(False)
    #: Japanese 「代わりに、」 with a comma.
    instead_comma: bool = _surface(False)
    #: "<effect> unless <condition>": the effect happens only if the condition is false.
    unless: bool = False


class Sequence(Node):
    """Steps in printed order (CR 608.2c); ``joins[i]`` joins step i and i+1."""

    kind: Literal["sequence"] = "sequence"
    steps: "list[Effect]"
    joins: list[Literal["sentence", "then", "and"]]
    #: How each join is written: "." ", then" " and" … / 「。」「、その後」「て、」 …
    connectives: list[str] = _surface([])


class Modal(Node):
    """ "Choose one —" with bulleted modes."""

    kind: Literal["modal"] = "modal"
    choose: Amount
    modes: "list[Effect]"
    #: "up to" / 「最大２つ」: no fewer than none.
    up_to: bool = False
    #: "choose one or more" ("one or both" of two modes) / 「１つ以上」, 「１つまたは両方」: at
    #: least the count, as many as there are modes (CR 700.2).
    or_more: bool = False
    any_number_if: "Condition | None" = None
    #: "Choose one. X is the number of spells you've cast this turn." / 「以下から１つを選ぶ。
    #: Ｘは…に等しい。」: the X of the modes, defined after the choice.
    x_definition: Amount | None = None
    #: "choose one that hasn't been chosen [this turn]" / 「(このターンに)まだ選ばれていない１つ」:
    #: "ever" (this object's modes chosen before) or "this turn".
    not_chosen: Literal["ever", "this turn"] | None = None
    #: Japanese 「まだ選ばれていないもの１つ」 rather than 「まだ選ばれていない１つ」.
    not_chosen_mono: bool = _surface(False)
    reminder: list[ReminderText] = []
    #: English "Choose two -": a hyphen typed for the em dash (SCRY010 reports it).
    hyphen: bool = _surface(False)
    #: Japanese: the counter word after the count (None: 「つ」; 「最大Ｘ個」).
    counter: str | None = _surface(None)
    #: "choose one and Card Name gets +1/+1 until end of turn" / 「以下から１つを選び、…」: an
    #: effect that comes with the choice, after it.
    also: "Effect | None" = None


class Remains(Node):
    """ "~ remains tapped", "it remains on the battlefield" / 「名前がタップ状態であり続ける」:
    what a "for as long as" duration lasts for (CR 611.2b)."""

    kind: Literal["remains"] = "remains"
    object: ObjectRef
    state: Literal["tapped", "on the battlefield", "exiled"]


class CastFrom(Node):
    """ "~ is cast from exile" / 「名前が追放領域から唱えられる」: what an "until" duration
    lasts until."""

    kind: Literal["cast_from"] = "cast_from"
    object: ObjectRef
    zone: Zone


class Duration(Node):
    """ "until end of turn", "until your next turn", "this turn"."""

    kind: Literal["duration"] = "duration"
    name: str
    #: Written before the subject: "Until end of turn, target creature gets …".
    first: bool = _surface(False)
    #: "for as long as <condition>" (``name`` "for as long as"), "until <event>" (``name``
    #: "until").
    condition: "Condition | None" = None


class MustBlock(Node):
    """ "All creatures able to block target creature this turn do so." / 「このターン、それを
    ブロックできるすべてのクリーチャーはそれをブロックする。」: a blocking requirement
    (CR 509.1c)."""

    kind: Literal["must_block"] = "must_block"
    blockers: ObjectRef
    attacker: ObjectRef
    duration: Duration | None = None
    #: Japanese: how the attacker is named again before 「をブロックする」 (「これ」, the card's
    #: name; None: 「それ」).
    again: str | None = _surface(None)
    #: Japanese: a comma after the blockers' 「は」.
    comma: bool = _surface(False)


class Replace(Node):
    """A replacement effect a resolving spell or ability creates (CR 614.1a): "If that creature
    would die this turn, exile it instead." / 「このターン、そのクリーチャーが死亡するなら、
    代わりにそれを追放する。」."""

    kind: Literal["replace"] = "replace"
    event: "WouldDie"
    replacement: "Effect"


Effect = _union(
    MustBlock,
    Replace,
    GetEmblem,
    GameResult,
    BecomeMonarch,
    TakeInitiative,
    Venture,
    HasControl,
    Clash,
    FlipCoin,
    LookAnyTime,
    LoyaltyTwice,
    LookAdditional,
    ChooseNotToUntap,
    RevealUntil,
    PlayerRestriction,
    Incubate,
    NumberedAction,
    NamedAction,
    CollectEvidence,
    Behold,
    Goad,
    Suspect,
    CopySpell,
    TransformPermanent,
    Cloak,
    Fight,
    AllOfTheAbove,
    Explore,
    ChooseNewTargets,
    PTEqualTo,
    KeywordCost,
    ShuffleInto,
    Scry,
    Surveil,
    Draw,
    Discard,
    Mill,
    GainLife,
    LoseLife,
    DealDamage,
    Attach,
    Destroy,
    Regenerate,
    Exile,
    CounterSpell,
    Tap,
    Untap,
    TapOrUntap,
    Sacrifice,
    Move,
    PutCounters,
    CreateToken,
    ModifyPT,
    BasePT,
    GainAbility,
    LoseAbility,
    AddMana,
    AdditionalLandPlays,
    Reveal,
    LookAt,
    SpendOnly,
    Shuffle,
    Search,
    GainEnergy,
    EntersTapped,
    EntersAsCopy,
    NoMaximumHandSize,
    Restriction,
    CrewsAsThough,
    Becomes,
    PayLife,
    RemoveCounters,
    PayMana,
    ChooseObject,
    ReflexiveTrigger,
    DelayedTrigger,
    RollDie,
    DieTable,
    GainControl,
    SwitchPowerToughness,
    ExchangeControl,
    ExchangeLifeTotals,
    ExchangeZones,
    PayInsteadOfManaCost,
    AdjustNumber,
    CostChange,
    RingTempts,
    Investigate,
    ExtraTurn,
    AddToResult,
    PreventDamage,
    Arrange,
    ForEach,
    EntersWithCounters,
    CanBeCommander,
    LosesType,
    KeepsType,
    Play,
    Optional_,
    Unless,
    ChooseValue,
    Conditional,
    Sequence,
    Modal,
)


# ---------------------------------------------------------------- conditions


class IfYouDo(Node):
    """ "If you do" / 「そうしたなら」: the previous optional step happened."""

    kind: Literal["if_you_do"] = "if_you_do"
    #: "If they do" / "If that player does" / 「そのプレイヤーがそうしたなら」: the player who
    #: was asked before (None: you).
    player: PlayerRef | None = None
    #: How that player is written: English "they", Japanese 「そのコントローラー」.
    written: str | None = _surface(None)


class IsMonarch(Node):
    """ "you're the monarch", "an opponent is the monarch" / 「あなたが統治者である」 (CR 724)."""

    kind: Literal["is_monarch"] = "is_monarch"
    player: PlayerRef
    #: Japanese 「統治者であった」: an intervening "if" written in the past.
    past: bool = _surface(False)


class HasInitiative(Node):
    """ "you have the initiative" / 「あなたにイニシアチブがある」 (CR 726)."""

    kind: Literal["has_initiative"] = "has_initiative"
    player: PlayerRef
    #: Japanese: the other wording, 「あなたがイニシアチブを持っている」.
    holds: bool = _surface(False)


class CompletedDungeon(Node):
    """ "you've completed a dungeon" / 「あなたがダンジョンを踏破したことがある」 (CR 309.7)."""

    kind: Literal["completed_dungeon"] = "completed_dungeon"
    player: PlayerRef


class SpellsCastLastTurn(Node):
    """The werewolves' conditions: "no spells were cast last turn" / 「直前のターンに呪文が
    唱えられていなかった」, "a player cast two or more spells last turn" / 「直前のターンに
    プレイヤー１人が２つ以上の呪文を唱えていた」."""

    kind: Literal["spells_cast_last_turn"] = "spells_cast_last_turn"
    #: Who cast them: None for "no spells were cast" (by anyone).
    player: PlayerRef | None = None
    #: The least number one player cast; None: no spells at all.
    at_least: Amount | None = None
    #: Japanese 「呪文を２つ以上」 rather than 「２つ以上の呪文を」.
    spells_first: bool = _surface(False)


class ClashResult(Node):
    """ "If you win," / 「あなたが勝ったなら、」 after a clash: whether you won it
    (CR 701.23b)."""

    kind: Literal["clash_result"] = "clash_result"
    won: bool


class FlipResult(Node):
    """ "you win the flip", "you lose the flip" / 「あなたがコイン投げに勝った」 (CR 705.2): how
    the coin flip before came out."""

    kind: Literal["flip_result"] = "flip_result"
    won: bool
    #: Japanese 「そのコイン投げ」 rather than 「コイン投げ」.
    that: bool = _surface(False)


class YourTurn(Node):
    """ "it's your turn"."""

    kind: Literal["your_turn"] = "your_turn"
    #: "during your turn" / 「あなたのターンの間」 rather than "it's your turn".
    during: bool = _surface(False)


class YouControl(Node):
    """ "you control an Island", "you control a legendary creature", "an opponent controls a
    planeswalker" / 「対戦相手がプレインズウォーカーをコントロールしている」."""

    kind: Literal["you_control"] = "you_control"
    objects: ObjectRef
    negated: bool = False
    #: Who controls them (you unless another player is named).
    player: PlayerRef = You.model_construct()
    #: Japanese 「…をコントロールし続けている(かぎり)」 rather than 「…し続ける」.
    progressive: bool = _surface(False)


class ControlsMore(Node):
    """ "an opponent controls more lands than you", "… at least two more lands than you" /
    「対戦相手１人があなたより(も)多くの土地をコントロールしている」,
    「対戦相手１人が土地をあなたよりも２つ以上多くコントロールしている」."""

    kind: Literal["controls_more"] = "controls_more"
    player: PlayerRef
    objects: ObjectRef
    #: "at least two more": the least difference (None: one more).
    at_least: Amount | None = None
    #: Japanese: the objects before 「あなたより」 (「土地をあなたより多く」).
    objects_first: bool = _surface(False)
    #: Japanese 「あなたよりも」 rather than 「あなたより」.
    than_mo: bool = _surface(False)


class ObjectIs(Node):
    """ "it's a creature card", "its mana value was 3 or less"."""

    kind: Literal["object_is"] = "object_is"
    object: ObjectRef
    filter: Filter
    #: "was" rather than "is" (「であった」).
    past: bool = _surface(False)
    #: Japanese 「だった」 rather than 「であった」 (「それが人間だった場合」).
    da: bool = _surface(False)
    #: "it had mana value 3 or less" rather than "its mana value was 3 or less".
    has_form: bool = _surface(False)
    #: Japanese: the object before the zone, 「〈名〉があなたの墓地にある」 (not
    #: 「あなたの墓地に〈名〉がある」).
    object_first: bool = _surface(False)
    #: Japanese 「それがクリーチャー・カードなら」: the description without 「である」.
    no_copula: bool = _surface(False)
    #: Japanese 「それのマナ総量が５以上であるなら」: a comparison with 「である」 (not
    #: 「…以上なら」).
    copula: bool = _surface(False)


class ThisWay(Node):
    """ "if a creature card is revealed this way", "if that spell is countered this way",
    "if a player is dealt damage this way" / 「これにより…が公開された」: what the step
    before did happened to such an object."""

    kind: Literal["this_way"] = "this_way"
    object: ObjectRef
    event: ThisWayEvent
    #: "was milled" rather than "is milled".
    past: bool = _surface(False)
    #: Japanese: the object before 「これにより」 (「これでない砂漠がこれにより戻された」).
    object_first: bool = _surface(False)


#: A coloured mana symbol's letter and its colour.
MANA_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class YouCast(Node):
    """ "if you cast this spell from your hand", "if you cast it during your main phase",
    "if you've cast an instant or sorcery spell this turn" / 「あなたが…を唱えていた」."""

    kind: Literal["you_cast"] = "you_cast"
    object: ObjectRef
    from_zone: Zone | None = None
    #: "during your main phase" / 「あなたのメイン・フェイズ中に」.
    during_main_phase: bool = False
    #: "you've cast … this turn" / 「このターンにあなたが…を唱えていた」.
    this_turn: bool = False
    #: "you haven't cast a spell from your hand this turn" / 「このターンにあなたがあなたの手札から
    #: 呪文を唱えていなかった」.
    negated: bool = False
    #: "if you cast a spell this way" / 「あなたがこれにより呪文を唱えるなら」: by the permission
    #: before it.
    this_way: bool = False
    #: Japanese 「これによりあなたが…」: 「これにより」 before the player.
    this_way_first: bool = _surface(False)


class AbilityResolved(Node):
    """ "this is the second time this ability has resolved this turn" / 「このターンにこの能力が
    解決したのが２回目である」."""

    kind: Literal["ability_resolved"] = "ability_resolved"
    nth: int
    #: After the first: "If it's the second time" / 「２度目なら」.
    elided: bool = _surface(False)
    #: Japanese 「この能力が解決されたのがこのターン内で１度目」 (passive, 「度目」).
    passive: bool = _surface(False)


class ManaSpent(Node):
    """ "If at least three blue mana was spent to cast this spell" (adamant), "if {B} was
    spent to cast this spell" / 「この呪文を唱えるために青マナが３点以上支払われていたなら」,
    「…ために(黒)が支払われていたなら」: at least ``amount`` mana of ``color`` was spent."""

    kind: Literal["mana_spent"] = "mana_spent"
    object: ObjectRef
    color: Literal["white", "blue", "black", "red", "green"]
    #: One is written as the mana symbol ("{B}", 「(黒)」).
    amount: Amount


class Beheld(Node):
    """ "if a Dragon was beheld" / 「ドラゴンの後見を受けていたなら」: an earlier behold
    of this spell or ability happened (CR 701.4)."""

    kind: Literal["beheld"] = "beheld"
    object: ObjectRef


class ChoseRingBearer(Node):
    """ "if you chose a creature other than ~ as your Ring-bearer" /
    「(あなたが)〈名〉でないクリーチャーをあなたの指輪所持者に選んだ場合」: the creature chosen
    as the Ring tempted you (CR 701.54a) matches ``object``."""

    kind: Literal["chose_ring_bearer"] = "chose_ring_bearer"
    object: ObjectRef
    #: Japanese: 「あなたが」 written before the object.
    subject_written: bool = _surface(True)


class SpellWas(Node):
    """ "if this spell was kicked / foretold", "if this spell was cast from a graveyard" /
    「この呪文が墓地から唱えられた（ていた）なら」."""

    kind: Literal["spell_was"] = "spell_was"
    object: ObjectRef
    how: str
    #: The zone it was cast from ("cast from a graveyard"); None for the other histories.
    zone: Zone | None = None
    #: Japanese 「唱えられた」 for 「唱えられていた」.
    simple_past: bool = _surface(False)


class CostPaid(Node):
    """ "this spell's madness cost was paid", "the {2}{U} cost was paid", "that cost wasn't paid" /
    「この呪文のマッドネス・コストが支払われていた」, 「その(２)(青)のコストが支払われていた」,
    「そのコストが支払われていない」 (CR 601.2f)."""

    kind: Literal["cost_paid"] = "cost_paid"
    #: Whose cost ("this spell's", "its"); None for "the {2}{U} cost" and "that cost".
    object: ObjectRef | None = None
    #: The cost: a keyword ("madness"), "additional", or mana ("{2}{U}"); None: "that cost".
    cost: str | None = None
    paid: bool = True
    #: Japanese 「支払われた」 rather than 「支払われていた」.
    simple_past: bool = _surface(False)


class IfYouDont(Node):
    """ "If you don't [do it]": the previous optional step did not happen."""

    kind: Literal["if_you_dont"] = "if_you_dont"
    effect: Effect | None = None
    #: "If they don't" / "If that player doesn't": the player who was asked (None: you).
    player: PlayerRef | None = None
    #: How that player is written: English "they", Japanese 「そのコントローラー」.
    written: str | None = _surface(None)
    #: Japanese 「そうしない(なら)」 as written, rather than 「そうしなかった」.
    verb: str | None = _surface(None)


class ThereAre(Node):
    """ "there are four or more creature cards in your graveyard"."""

    kind: Literal["there_are"] = "there_are"
    objects: ObjectRef
    #: English "seven or more cards are in your graveyard" (no "there").
    are_in: bool = _surface(False)
    #: Japanese 「あなたの墓地に７枚以上のカードがある」 (the count before the noun).
    count_first: bool = _surface(False)
    #: English "you have seven or more cards in your graveyard" (the zone's owner "has" them).
    have: bool = _surface(False)


class InEachZone(Node):
    """ "you own a card named ~ in exile, in your hand, in your graveyard, and on the
    battlefield" / 「あなたがオーナーである《~》という名前のカードが追放領域とあなたの手札と
    あなたの墓地と戦場のいずれにもある」: in each of the zones there is an object of the
    description (English names its owner as the subject, "you own")."""

    kind: Literal["in_each_zone"] = "in_each_zone"
    objects: ObjectRef
    zones: list[Zone] = Field(json_schema_extra={"unordered": True})


class AmountCompare(Node):
    """ "your devotion to blue is less than five", "the result is 3 or less"."""

    kind: Literal["amount_compare"] = "amount_compare"
    left: Amount
    op: Literal["lt", "le", "eq", "ge", "gt"]
    right: Amount
    #: Counters on an object, as English says it: "it has four or more … counters on it"
    #: ("has", "had") or "there are three or more … counters on it" ("there_are"); also
    #: "there are four or more card types among …".
    wording: Literal["is", "has", "had", "there_are"] = _surface("is")
    #: English "If X is 4 or more" rather than "… or greater".
    or_more: bool = _surface(False)
    #: Japanese 「…にカード・タイプが合計４種類以上含まれる」 (the newer wording of
    #: 「…の中に４種類以上のカード・タイプがある」).
    contained: bool = _surface(False)
    #: Japanese 「…の中の基本土地タイプの種類数が３以上である」: the types counted as an amount.
    counted: bool = _surface(False)
    #: Japanese counters counted after their kind, with the verb as written:
    #: 「これの上に+1/+1カウンターが３個以上置かれている」
    #: (None: 「これの上に３個以上の…カウンターがある」).
    count_after: Literal["ある", "置かれている"] | None = _surface(None)


class ActedThisTurn(Node):
    """ "you attacked this turn" (raid), "you gained or lost life this turn", "you've
    surveilled this turn": the player did one of the actions this turn."""

    kind: Literal["acted_this_turn"] = "acted_this_turn"
    player: PlayerRef
    #: "attack", "gain life", "lose life", "surveil", "descend" (a permanent card was put
    #: into the player's graveyard from anywhere): any one of them.
    actions: list[str]
    #: English "you've surveilled" (the perfect), not "you surveilled".
    perfect: bool = _surface(False)
    #: Japanese 「あなたが諜報したターンの間」 for a static ability's "as long as you've
    #: surveilled this turn".
    during_turn: bool = _surface(False)


class WouldBePut(Node):
    """ "If that spell would be put into your graveyard, exile it instead." /
    「その呪文があなたの墓地に置かれるなら、代わりにそれを追放する。」: the event a step
    replaces (CR 614.1a)."""

    kind: Literal["would_be_put"] = "would_be_put"
    object: ObjectRef
    zone: Zone
    #: "… from anywhere" / 「いずこかから…」: from any zone (a replacement's event).
    from_anywhere: bool = False


class DiedThisTurn(Node):
    """ "a creature died this turn", "three or more creatures died this turn"."""

    kind: Literal["died_this_turn"] = "died_this_turn"
    objects: ObjectRef
    #: "a creature died under your control this turn": whose control it died under.
    controller: PlayerRef | None = None


class EnteredThisTurn(Node):
    """ "a Bird entered the battlefield under your control this turn" /
    「このターンに鳥があなたのコントロール下で戦場に出ていた」."""

    kind: Literal["entered_this_turn"] = "entered_this_turn"
    objects: ObjectRef
    #: The player it entered under the control of, where said ("under your control").
    controller: PlayerRef | None = None


class PutIntoZoneThisTurn(Node):
    """ "three or more cards were put into your graveyard from anywhere other than the
    battlefield this turn" / 「このターンに３枚以上のカードが戦場以外からあなたの墓地に
    置かれた」."""

    kind: Literal["put_into_zone_this_turn"] = "put_into_zone_this_turn"
    objects: ObjectRef
    zone: Zone
    #: The zone they did not come from ("from anywhere other than the battlefield").
    not_from: str | None = None


class WarpedThisTurn(Node):
    """ "a spell was warped this turn" / 「呪文がワープされていた」 (cast for its warp cost)."""

    kind: Literal["warped_this_turn"] = "warped_this_turn"
    objects: ObjectRef


class AnyCondition(Node):
    """One of several conditions: void's "a nonland permanent left the battlefield this turn
    or a spell was warped this turn" / 「このターンに、土地でないパーマネントが戦場を離れたか
    呪文がワープされていた」."""

    kind: Literal["any_condition"] = "any_condition"
    conditions: "list[Condition]"


class AllConditions(Node):
    """Two conditions together: "you haven't cast a spell from your hand this turn and ~ isn't
    a creature" / 「このターンにあなたがあなたの手札から呪文を唱えておらず~がクリーチャーで
    ない」."""

    kind: Literal["all_conditions"] = "all_conditions"
    conditions: "list[Condition]"


class DidNotDie(Node):
    """ "if it didn't die" / 「それが死亡していなかった場合」: the object that left the battlefield
    was not put into a graveyard from the battlefield (it was exiled, bounced, …)."""

    kind: Literal["did_not_die"] = "did_not_die"
    object: ObjectRef


class LeftBattlefieldThisTurn(Node):
    """ "a permanent you controlled left the battlefield this turn" (revolt) /
    「このターンにパーマネントがあなたのコントロール下で戦場を離れていた」."""

    kind: Literal["left_battlefield_this_turn"] = "left_battlefield_this_turn"
    objects: ObjectRef
    #: The player who controlled it when it left ("you controlled", 「あなたのコントロール下で」).
    controller: PlayerRef | None = None


class HandSize(Node):
    """ "you have no cards in hand", "you have one or fewer cards in hand"."""

    kind: Literal["hand_size"] = "hand_size"
    player: PlayerRef
    op: Literal["eq", "le", "ge"]
    amount: Amount


Condition = _union(
    Remains,
    CastFrom,
    ActedThisTurn,
    DiedThisTurn,
    EnteredThisTurn,
    PutIntoZoneThisTurn,
    WarpedThisTurn,
    AnyCondition,
    AllConditions,
    DidNotDie,
    WouldBePut,
    LeftBattlefieldThisTurn,
    HandSize,
    IfYouDo,
    YourTurn,
    IsMonarch,
    HasInitiative,
    CompletedDungeon,
    ClashResult,
    SpellsCastLastTurn,
    FlipResult,
    YouControl,
    ControlsMore,
    ObjectIs,
    ThisWay,
    ManaSpent,
    AbilityResolved,
    YouCast,
    SpellWas,
    Beheld,
    ChoseRingBearer,
    CostPaid,
    IfYouDont,
    AmountCompare,
    ThereAre,
    InEachZone,
)


# ---------------------------------------------------------------- costs


class ManaCost(Node):
    """Mana symbols: "{2}{U}"."""

    kind: Literal["mana_cost"] = "mana_cost"
    symbols: str


class TapCost(Node):
    """ "{T}"."""

    kind: Literal["tap_cost"] = "tap_cost"


class UntapCost(Node):
    """ "{Q}"."""

    kind: Literal["untap_cost"] = "untap_cost"


class EffectCost(Node):
    """A cost written as an action: "Sacrifice this artifact", "Pay 2 life", "Discard a card"."""

    kind: Literal["effect_cost"] = "effect_cost"
    effect: Effect


Cost = _union(ManaCost, TapCost, UntapCost, EffectCost)


# ---------------------------------------------------------------- triggers


class PlayerScries(Node):
    """ "Whenever you scry" (CR 701.22d: after the scry is complete, even if impossible)."""

    kind: Literal["player_scries"] = "player_scries"
    player: PlayerRef


class Enters(Node):
    """ "When/Whenever <object> enters (the battlefield) [under your control]"."""

    kind: Literal["enters"] = "enters"
    object: ObjectRef
    controller: PlayerRef | None = None
    #: "enters the battlefield" (the wording before 2024) rather than "enters".
    the_battlefield: bool = _surface(False)


class Dies(Node):
    """ "When <object> dies" / "is put into a graveyard from the battlefield"."""

    kind: Literal["dies"] = "dies"
    object: ObjectRef
    #: "is put into a graveyard from the battlefield" / 「戦場から墓地に置かれた」.
    put_into_graveyard: bool = _surface(False)


class PutIntoGraveyard(Node):
    """ "Whenever one or more creature cards are put into your graveyard from your library",
    "a card is put into an opponent's graveyard from anywhere" (from the battlefield into
    any graveyard is :class:`Dies`)."""

    kind: Literal["put_into_graveyard"] = "put_into_graveyard"
    object: ObjectRef
    #: Whose graveyard (no owner: "a graveyard").
    graveyard: Zone
    #: Where the cards come from; None: from anywhere.
    from_zone: Zone | None = None
    #: "from anywhere" / 「いずこかから」 written out.
    anywhere: bool = _surface(False)


class PutIntoExile(Node):
    """ "Whenever one or more creatures you control … are put into exile" /
    「…が追放領域に置かれるたび」 (from any zone, or from ``from_zone``)."""

    kind: Literal["put_into_exile"] = "put_into_exile"
    object: ObjectRef
    from_zone: Zone | None = None


class LeavesBattlefield(Node):
    """ "When <object> leaves the battlefield"."""

    kind: Literal["leaves_battlefield"] = "leaves_battlefield"
    object: ObjectRef


class LeavesZone(Node):
    """ "Whenever one or more cards leave your graveyard"."""

    kind: Literal["leaves_zone"] = "leaves_zone"
    object: ObjectRef
    zone: Zone


class Attacks(Node):
    """ "Whenever <object> attacks" / "blocks"."""

    kind: Literal["attacks"] = "attacks"
    object: ObjectRef
    blocks: bool = False
    #: "Whenever a creature you control attacks alone" (the only attacking creature).
    alone: bool = False
    #: What it blocks: "Whenever <object> blocks a creature".
    blocked: ObjectRef | None = None
    #: "Whenever <object> attacks while saddled" / 「…が騎乗された状態で攻撃するたび」 (CR 702.171).
    saddled: bool = False
    #: "Whenever <object> attacks and isn't blocked" / 「…が攻撃してブロックされないたび」.
    unblocked: bool = False


class ObjectAction(Node):
    """ "Whenever <object> crews a Vehicle", "… enlists a creature", "… exploits a creature":
    a keyword action one object takes on another."""

    kind: Literal["object_action"] = "object_action"
    object: ObjectRef
    action: Literal["crew", "enlist", "exploit"]
    other: ObjectRef


class DealsDamage(Node):
    """ "Whenever <object> deals (combat) damage (to a player)"."""

    kind: Literal["deals_damage"] = "deals_damage"
    object: ObjectRef
    combat: bool = False
    recipient: ObjectRef | None = None


class DealtDamage(Node):
    """ "Whenever <object> is dealt (combat / noncombat) damage" / 「<object>に(戦闘)ダメージが
    与えられるたび」: damage from any source."""

    kind: Literal["dealt_damage"] = "dealt_damage"
    object: ObjectRef
    damage: Literal["combat", "noncombat"] | None = None


class TurnedFaceUp(Node):
    """ "Whenever <object> is turned face up" / 「<object>が表向きになるたび」 (CR 702.37e)."""

    kind: Literal["turned_face_up"] = "turned_face_up"
    object: ObjectRef


class BecomesTapped(Node):
    """ "Whenever <object> becomes tapped"."""

    kind: Literal["becomes_tapped"] = "becomes_tapped"
    object: ObjectRef


class PlayerCasts(Node):
    """ "Whenever you cast <spell>"."""

    kind: Literal["player_casts"] = "player_casts"
    player: PlayerRef
    spell: ObjectRef
    nth_each_turn: int | None = None
    #: "your first spell during each opponent's turn" / 「対戦相手の各ターン内で初めて」: the
    #: nth spell counts only on opponents' turns.
    on_opponents_turns: bool = False
    or_copies: bool = False
    #: Japanese: 「各ターンに」 rather than 「各ターン内の」 before the nth spell.
    in_each_turn: bool = _surface(False)
    #: Japanese: 「あなたが、」 before the spell's description.
    comma: bool = _surface(False)


class PlayerAction(Node):
    """Other player actions: "Whenever you cycle or discard a card", "you gain life"."""

    kind: Literal["player_action"] = "player_action"
    player: PlayerRef
    action: str
    object: ObjectRef | None = None
    #: "Whenever you surveil for the first time each turn": only the Nth time each turn.
    nth_each_turn: int | None = None
    #: Japanese "for the first time each turn" as written: 「各ターン最初に」 (None),
    #: 「各ターン内で初めて」, 「各ターンで最初に」, 「各ターンに最初に」.
    first_written: str | None = _surface(None)
    #: Japanese 「…クリーチャー１体をあなたがタップするたび」 (the object before the player).
    object_first: bool = _surface(False)
    #: Japanese 「あなたがカードを１枚サイクリングするか捨てるたび」 (the count after 「を」).
    count_after: bool = _surface(False)
    #: Japanese 「このカードをサイクリングしたとき」: no 「あなたが」, the verb in the past.
    unsaid_past: bool = _surface(False)


class ScryBottom(Node):
    """ "Whenever you choose to put one or more cards on the bottom of your library while
    scrying"."""

    kind: Literal["scry_bottom"] = "scry_bottom"
    player: PlayerRef
    object: ObjectRef


class AtStep(Node):
    """ "At the beginning of your upkeep / each end step / combat on your turn"."""

    kind: Literal["at_step"] = "at_step"
    step: str
    player: PlayerRef | None = None
    #: "the next end step" ("step") / "the next turn's upkeep" ("turn") / "the first
    #: upkeep" of the game ("first"): a delayed trigger's.
    next: Literal["step", "turn", "first"] | None = None
    #: English "the end step" (each one, without "each"; Japanese 「終了ステップ」 without
    #: 「各」), "the upkeep of <player>" (not "<player>'s upkeep").
    written: Literal["the", "of"] | None = _surface(None)


class BecomesBlocked(Node):
    """ "Whenever <object> becomes blocked [by a creature]"."""

    kind: Literal["becomes_blocked"] = "becomes_blocked"
    object: ObjectRef
    by: ObjectRef | None = None


class BecomesTarget(Node):
    """ "Whenever <object> becomes the target of a spell or ability an opponent controls"."""

    kind: Literal["becomes_target"] = "becomes_target"
    object: ObjectRef
    #: What targets it: "a spell", "a spell or ability an opponent controls".
    by: ObjectRef
    #: Valiant: "… for the first time each turn" / 「各ターン内で初めて…の対象になるたび」.
    nth_each_turn: int | None = None
    #: Japanese: a comma after the subject (「…パーマネント１つが、対戦相手が…」).
    comma: bool = _surface(False)
    #: Japanese "for the first time each turn" as written, when not 「各ターン最初に」.
    first_written: str | None = _surface(None)


class ChaosEnsues(Node):
    """ "Whenever you roll {CHAOS}" / 「カオスが起こるたび」: a plane's chaos ability (CR 311.7)."""

    kind: Literal["chaos_ensues"] = "chaos_ensues"


class SetInMotion(Node):
    """ "When you set this scheme in motion": a scheme's ability (Archenemy, CR 314, 701.32)."""

    kind: Literal["set_in_motion"] = "set_in_motion"


class RollsDie(Node):
    """ "Whenever you roll one or more dice" / 「あなたが１個以上のサイコロを振るたび」, "Whenever
    you roll a die's highest natural result" / 「あなたが振ったサイコロの出目がそのサイコロの最大の
    目であるたび」 (CR 706)."""

    kind: Literal["rolls_die"] = "rolls_die"
    #: Only a roll of the die's highest natural result.
    highest: bool = False


class CountersRemoved(Node):
    """ "Whenever you remove a time counter from ~ while it's exiled" / 「~が追放されている間に
    あなたがこれの上から時間カウンター１個を取り除くたび」."""

    kind: Literal["counters_removed"] = "counters_removed"
    removal: RemoveCounters
    #: Only while the object is in exile (a suspended card).
    while_exiled: bool = False


class PlaneswalkTo(Node):
    """ "When you planeswalk to <plane>" / 「あなたが…にプレインズウォークしたとき」 (CR 901.8)."""

    kind: Literal["planeswalk_to"] = "planeswalk_to"
    object: ObjectRef


class AnyOfTriggers(Node):
    """ "When … and when …" / "… or at the beginning of …"."""

    kind: Literal["any_of_triggers"] = "any_of_triggers"
    triggers: "list[Trigger]"
    #: The trigger word ("when", "whenever", "at") each later trigger repeats when each is
    #: written in full: "When X and when Y", 「…開始時、および、…たび」.
    again: list[str] = _surface([])
    #: Written with "or" / 「…か、」 rather than "and" / 「、および、」 (the two languages
    #: pair these, so either both or neither say it).
    either_or: bool = False


class StateTrigger(Node):
    """A state trigger (CR 603.8): it triggers when a game state is true, not on an event:
    "When there are four or more page counters on this artifact, …" /
    「これの上にページ・カウンターが４個以上置かれているとき、…」."""

    kind: Literal["state_trigger"] = "state_trigger"
    condition: Condition


Trigger = _union(
    FinishVoting,
    RingTempts,
    ChaosEnsues,
    SetInMotion,
    RollsDie,
    CountersRemoved,
    PlaneswalkTo,
    SpendThisMana,
    StateTrigger,
    DealtDamage,
    PutIntoGraveyard,
    PutIntoExile,
    BecomesBlocked,
    BecomesTarget,
    PlayerScries,
    Enters,
    Dies,
    LeavesBattlefield,
    Attacks,
    ObjectAction,
    DealsDamage,
    BecomesTapped,
    TurnedFaceUp,
    PlayerCasts,
    PlayerAction,
    AtStep,
    AnyOfTriggers,
    ScryBottom,
    LeavesZone,
)


# ---------------------------------------------------------------- abilities


class Keyword(Node):
    """A keyword ability: "Flying", "Ward {2}", "Enchant creature", "Cycling {U}"."""

    kind: Literal["keyword"] = "keyword"
    name: str
    cost: Cost | None = None
    #: Costs written after an em dash: "Escape—{3}{B}{B}, Exile four other cards from your
    #: graveyard.", "Cumulative upkeep—Pay 1 life." / 「脱出 ― (３)(黒)(黒),…を追放する。」.
    costs: list[Cost] = []
    amount: Amount | None = None
    filter: Filter | None = None
    #: "Enchant player", "Enchant opponent" / 「エンチャント（プレイヤー）」.
    player: Literal["player", "opponent"] | None = None
    #: English: "lower" (flying), "capitalized" (First strike), "title" (First Strike).
    case: Literal["lower", "capitalized", "title"] | None = _surface(None)
    #: English "protection from blue and from black": written joined to the keyword before.
    and_from: bool = _surface(False)


class KeywordList(Node):
    """One line of keywords: "Flying, lifelink"."""

    kind: Literal["keyword_list"] = "keyword_list"
    keywords: list[Keyword]
    reminder: list[ReminderText] = []


class Prototype(Node):
    """Prototype (CR 702.160): "Prototype {3}{U} — 2/3" / 「(３)(青)⏎試作⏎2/3」, an alternative
    mana cost, colour and size to cast the card with. English prints it as the first line,
    Japanese on a face of its own after 「//」, last; either way it is the first ability."""

    kind: Literal["prototype"] = "prototype"
    cost: ManaCost
    #: The prototyped power and toughness: "2/3".
    size: str
    reminder: list[ReminderText] = []


class SpellAbility(Node):
    """Instructions that happen when a spell resolves."""

    kind: Literal["spell_ability"] = "spell_ability"
    effect: Effect
    reminder: list[ReminderText] = []


class ActivatedAbility(Node):
    """ "cost: effect" with optional activation restrictions."""

    kind: Literal["activated_ability"] = "activated_ability"
    costs: list[Cost]
    effect: Effect
    restriction: "ActivationRestriction | None" = None
    loyalty: str | None = None
    reminder: list[ReminderText] = []
    #: English: quoted without its period ('gains "{T}: Add {U}, {B}, or {R}" until …').
    no_period: bool = _surface(False)


class ActivationRestriction(Node):
    """ "Activate only as a sorcery / once each turn / if … / during your upkeep"."""

    kind: Literal["activation_restriction"] = "activation_restriction"
    timing: Literal["sorcery", "once each turn"] | None = None
    condition: Condition | None = None
    #: "Activate only during your turn" / 「あなたのターンの間にのみ起動できる」.
    during: Literal["your turn", "your upkeep"] | None = None
    #: "Any player may activate this ability [but only …]." / 「この能力はどのプレイヤーも起動
    #: できる(が、…)。」 (CR 602.2: not only its controller).
    any_player: bool = False
    #: Japanese: the permission's words as written where not 「この能力はどのプレイヤーも起動
    #: できる」 (「この能力は、どのプレイヤーも起動してよい」).
    any_player_written: str | None = _surface(None)


class TriggeredAbility(Node):
    """ "When/Whenever/At trigger, [if condition,] effect"."""

    kind: Literal["triggered_ability"] = "triggered_ability"
    trigger: Trigger
    condition: Condition | None = None
    effect: Effect
    once_each_turn: bool = False
    #: "Do this only once each turn." / 「これは毎ターン１回のみ行える。」: the ability still
    #: triggers, but its effect happens at most once each turn.
    effect_once_each_turn: bool = False
    reminder: list[ReminderText] = []
    #: Japanese 「この能力は毎ターン…」 without the comma after 「は」 (None: with it).
    limit_comma: bool | None = _surface(None)
    #: "when" (「とき」), "whenever" (「たび」) or "at".
    word: Literal["when", "whenever", "at"] | None = _surface(None)
    #: "Whenever you cast a spell … this turn, …" / 「このターン、あなたが…たび、…」: the
    #: ability triggers only for that long (a chapter's or a spell's delayed trigger).
    duration: Duration | None = None
    #: Japanese: the condition right after the trigger written with 「なら」 (None: 「場合」).
    if_written: Literal["なら"] | None = _surface(None)


class StaticAbility(Node):
    """A continuous effect that applies while the card is on the battlefield (or as stated)."""

    kind: Literal["static_ability"] = "static_ability"
    effect: Effect
    condition: Condition | None = None
    reminder: list[ReminderText] = []
    #: English: the condition after the effect ("… gets +1/+1 as long as …").
    #: English: the condition after the effect, and its words: "… get +1/+1 as long as …",
    #: "This spell costs {1} less to cast if …".
    condition_last: Literal["as long as", "if"] | None = _surface(None)
    #: "… can't attack or block unless a creature died under your control this turn" /
    #: 「このターンに…死亡していないかぎり、…」: the effect applies while the condition is false.
    unless: bool = False
    #: English: quoted without its period ('an emblem with "Creatures you control get +1/+1"
    #: and "…."').
    no_period: bool = _surface(False)


class AsEntersAbility(Node):
    """ "As <object> enters, <effect>": done as it enters (CR 614.12): "As Card Name enters,
    choose a color." / 「名前が戦場に出るに際し、色１色を選ぶ。」."""

    kind: Literal["as_enters_ability"] = "as_enters_ability"
    object: ObjectRef
    effect: Effect
    reminder: list[ReminderText] = []


class WouldDie(Node):
    """The replaced event of "If <object> would die this turn, exile it instead" /
    「このターン、…が死亡するなら、代わりにそれを追放する」."""

    kind: Literal["would_die"] = "would_die"
    object: ObjectRef
    duration: Duration | None = None
    #: Japanese 「このターンに…」 rather than 「このターン、…」.
    duration_particle: Literal["に"] | None = _surface(None)


class ReplacementAbility(Node):
    """ "If <event> would happen, <replacement> instead" (CR 614)."""

    kind: Literal["replacement_ability"] = "replacement_ability"
    event: Effect | WouldDie | WouldBePut
    replacement: Effect
    reminder: list[ReminderText] = []
    #: English "If …, instead you scry 1, then …" ("instead" before the replacement).
    instead_first: bool = _surface(False)


class AbilityWordAbility(Node):
    """An ability preceded by an ability word: "Heroic — Whenever …"."""

    kind: Literal["ability_word_ability"] = "ability_word_ability"
    word: AbilityWord
    ability: "Ability"


class ChapterAbility(Node):
    """A Saga chapter: "I — …", "I, II — …"."""

    kind: Literal["chapter_ability"] = "chapter_ability"
    chapters: list[int]
    ability: "Ability"


class AlternativeCost(Node):
    """ "[If …, ]you may pay {2}{U} rather than pay this spell's mana cost" (CR 118.9)."""

    kind: Literal["alternative_cost"] = "alternative_cost"
    cost: Effect
    condition: Condition | None = None
    reminder: list[ReminderText] = []
    #: Japanese commas: 「あなたは、」 and 「…支払うのではなく、」.
    commas: list[bool] = _surface([])


class AdditionalCost(Node):
    """ "As an additional cost to cast this spell, …" (CR 601.2f)."""

    kind: Literal["additional_cost"] = "additional_cost"
    cost: Effect
    reminder: list[ReminderText] = []


class CastRestriction(Node):
    """ "Cast this spell only during combat." / 「この呪文は戦闘中にのみ唱えられる。」: when the
    spell may be cast (CR 601.3)."""

    kind: Literal["cast_restriction"] = "cast_restriction"
    #: The time, as the English phrase: "during combat", "after combat" …; with ``player``,
    #: that player's "turn", "upkeep" or "end step"; None: only the condition.
    window: str | None = None
    player: PlayerRef | None = None
    condition: Condition | None = None
    #: Japanese 「この呪文は、…」: a comma after the subject.
    comma: bool = _surface(False)
    reminder: list[ReminderText] = []


class DungeonEntry(Node):
    """'You can't enter this dungeon unless you "venture into Undercity."' /
    「「地下街探索をする。」でなければこのダンジョンに入ることはできない。」: the only way into the
    dungeon (CR 309.2a, 701.49d)."""

    kind: Literal["dungeon_entry"] = "dungeon_entry"
    venture: Venture
    reminder: list[ReminderText] = []


class StationAbility(Node):
    """A station symbol and the abilities under it (CR 721.2): "STATION 8+⏎Flying" /
    「8+｜飛行⏎4/4」, "as long as this permanent has 8 or more charge counters on it, it has
    flying [and is a 4/4 creature]"."""

    kind: Literal["station_ability"] = "station_ability"
    #: The number of charge counters: 8 for "STATION 8+".
    threshold: int
    abilities: "list[Ability]"
    #: The power/toughness box of the striation: "4/4". Japanese prints it as the last line;
    #: the English Oracle text leaves it to the card's power and toughness.
    size: str | None = None


class ReminderOnly(Node):
    """A line that is only reminder text ("(As this Saga enters …)")."""

    kind: Literal["reminder_only"] = "reminder_only"
    reminder: list[ReminderText]


Ability = _union(
    KeywordList,
    Prototype,
    SpellAbility,
    ActivatedAbility,
    TriggeredAbility,
    StaticAbility,
    ReplacementAbility,
    AsEntersAbility,
    AbilityWordAbility,
    ChapterAbility,
    ReminderOnly,
    AdditionalCost,
    AlternativeCost,
    CastRestriction,
    DungeonEntry,
    StationAbility,
)


GrantedAbility = _union(Keyword, SpellAbility, ActivatedAbility, TriggeredAbility, StaticAbility)


class CardText(Node):
    """A card's whole rules text: its abilities, one per line, in printed order (a prototype,
    which Japanese prints last, first)."""

    kind: Literal["card_text"] = "card_text"
    abilities: list[Ability]
    #: The language of the text it was parsed from ("en", "ja").
    lang: str | None = _surface(None)
