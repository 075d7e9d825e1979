"""Amounts read from the game: counts, an object's values, devotion, results."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .unions import ObjectRef, PlayerRef


class CountOf(Node):
    """The number of objects matching a description: "the number of creatures you control"."""

    kind: Literal["count_of"] = "count_of"
    objects: "ObjectRef"
    #: Japanese 「…の総数」 rather than 「…の数」.
    total: bool = surface(False)
    #: Japanese 「カードの枚数」: cards counted with 枚 (as written; 「カードの数」 is in use too).
    in_cards: bool | None = surface(None)


class ValueOf(Node):
    """A numeric characteristic of an object: "that card's mana value", "its power"."""

    kind: Literal["value_of"] = "value_of"
    attribute: str
    object: "ObjectRef"


class CardsLookedAt(Node):
    """ "the number of cards looked at while scrying this way"."""

    kind: Literal["cards_looked_at"] = "cards_looked_at"
    #: Japanese 「これにより占術を…」 rather than 「その占術を…」.
    by_this: bool = surface(False)


class Devotion(Node):
    """ "your devotion to blue" (CR 700.5)."""

    kind: Literal["devotion"] = "devotion"
    player: "PlayerRef"
    color: str


class CountersOn(Node):
    """ "the number of charge counters on Brain in a Jar", "the number of counters on it"."""

    kind: Literal["counters_on"] = "counters_on"
    #: The kind of counter (None: counters of every kind).
    counter: str | None
    #: Japanese 「…カウンターの数」, 「…カウンターの総数」 (None: the usual 「…カウンターの個数」).
    number_word: Literal["数", "総数"] | None = surface(None)
    object: "ObjectRef"
    #: Japanese 「…の上に置かれている…カウンター」 (not the usual 「…の上にある…」).
    placed: bool = surface(False)
    #: Japanese 「…の上に置かれた…カウンター」 (the past form of ``placed``).
    placed_past: bool = surface(False)


class RemovedCounters(Node):
    """ "for each storage counter removed this way" / 「これにより取り除かれた貯蔵カウンター１個
    につき」: the counters the removal before (a cost's) took off."""

    kind: Literal["removed_counters"] = "removed_counters"
    #: The kind of counter (None: counters of every kind).
    counter: str | None = None
    #: Japanese 「これにより」 written (not 「取り除かれた…」 alone).
    this_way: bool = surface(True)


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
    "basic land"; "mana value", "power", "toughness": how many different values, "the number
    of different powers among creatures you control", "five or more mana values among cards
    in your graveyard"; "color": "for each color among permanents you control" /
    「…の中の色１色につき」)."""

    kind: Literal["types_among"] = "types_among"
    types: Literal["card", "basic land", "mana value", "power", "toughness", "name", "color"]
    objects: "ObjectRef"
    #: Japanese, where a "for each" counts the types one by one (「…の中の基本土地タイプ１種
    #: につき」, domain): 「種」 or 「種類」 as written (「色１色」: 「色」).
    unit: Literal["種", "種類", "色"] | None = surface(None)


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
    #: As written: English "greatest" or "highest" (by default "highest" for mana value);
    #: Japanese 「最大」 (「…の中で最大のパワー」, not 「最も大きい」).
    word: str | None = surface(None)


class TotalOf(Node):
    """ "the total power of creatures you control", "the total mana value of those cards" /
    「…のパワーの合計」: the sum of the objects' values (0 if there are none)."""

    kind: Literal["total_of"] = "total_of"
    attribute: str
    objects: "ObjectRef"


class TimesCast(Node):
    """ "the number of times it's been cast from the command zone this game" / 「それがこのゲーム
    で統率領域から唱えられた回数」: how often a commander was cast from the command zone (CR
    903.8)."""

    kind: Literal["times_cast"] = "times_cast"
    object: "ObjectRef"
    #: Japanese 「このゲームでそれが…」: 「このゲームで」 before the object.
    game_first: bool = surface(False)


class TimesKicked(Node):
    """ "each time it was kicked" / 「それがキッカーされている回数１回」: the times the spell
    was kicked, which "for each" counts (multikicker, CR 702.33c). Only the object itself was
    kicked; how it is named is surface."""

    kind: Literal["times_kicked"] = "times_kicked"
    #: English: the object as written: "it" (default), "this spell", or the card's name.
    written: Literal["it", "this spell", "name"] | None = surface(None)
    #: Japanese: the object as written: 「それ」 (default), 「これ」, 「この呪文」, the name.
    ja_written: Literal["それ", "これ", "この呪文", "name"] | None = surface(None)
    #: Japanese 「キッカーされた」 (not the usual 「キッカーされている」).
    ja_past: bool = surface(False)


class CommanderCasts(Node):
    """ "each time you've cast your commander from the command zone this game" / 「このゲームで
    あなたが統率領域から(あなたの)統率者を唱えた回数１回」: the casts "for each" counts (CR
    903.8)."""

    kind: Literal["commander_casts"] = "commander_casts"
    player: "PlayerRef"
    #: "your commander" / 「あなたの統率者」, or "a commander" / 「統率者」.
    commander: Literal["your", "a"]
    #: Japanese 「あなたがこのゲームで…」: the player before 「このゲームで」.
    player_first: bool = surface(False)


class ThisWayTotal(Node):
    """ "the life lost this way", "the damage dealt this way", "the damage prevented this way" /
    「これにより失われたライフ」, 「これにより与えられたダメージ」,
    「これにより軽減されたダメージ」: how much the steps before it in the same ability did."""

    kind: Literal["this_way_total"] = "this_way_total"
    event: Literal["life lost", "damage dealt", "damage prevented"]
    #: Japanese 「これにより与えたダメージ」 (the source's act) rather than 「与えられた」.
    active: bool = surface(False)
