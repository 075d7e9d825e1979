"""Amounts as written: a number, X, "a number of", a sum; and back references ("it",
"that many")."""

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from .base import Node, surface

if TYPE_CHECKING:
    from .unions import Amount, ObjectRef, PlayerRef


class Number(Node):
    """A fixed number: "a", "two", "3"."""

    kind: Literal["number"] = "number"
    value: int
    #: "digits" (3), "word" (three), "article" (a/an); None: the renderer's default.
    form: Literal["digits", "word", "article"] | None = surface(None)


def other_than_one(count: Any) -> bool:
    """Whether a count is written and is not the number one ("two", "X", "that many")."""
    return count is not None and not (isinstance(count, Number) and count.value == 1)


class Variable(Node):
    """X, optionally defined on the spot ("where X is …")."""

    kind: Literal["variable"] = "variable"
    name: str = "X"
    definition: "Amount | None" = None
    #: Japanese 「Ｘは、…に等しい。」: a comma after 「Ｘは」 in the definition.
    comma: bool = surface(False)


class Ref(Node):
    """A back reference ("it", "that card", "that many", "それ"), bound by the checker."""

    kind: Literal["ref"] = "ref"
    noun: str | None = Field(default=None, json_schema_extra={"surface": True})
    plural: bool = Field(default=False, json_schema_extra={"surface": True})
    #: The word before the noun: "that" (default), "the", "those".
    determiner: str | None = surface(None)
    #: English "each of them", "each of those creatures" (for "them", "those creatures").
    each_of: bool = surface(False)
    #: Not written: a subject shared with the predicate before, or an omitted それ.
    elided: bool = surface(False)
    #: "the sacrificed creature" / 「生け贄に捧げられたクリーチャー」: what a cost sacrificed.
    sacrificed: bool = False
    #: Japanese 「生け贄に捧げた…」 (not 「生け贄に捧げられた…」).
    sacrificed_active: bool = surface(False)
    #: "the exiled card" / 「その追放されているカード」: what an earlier instruction exiled.
    exiled: bool = False
    #: Japanese 「その追放されたカード」 (not 「…されている…」).
    exiled_past: bool = surface(False)
    #: A printed misspelling kept as written: "it's owner's hand" (for "its").
    spelling: str | None = surface(None)
    #: "itself" / 「自身」: the subject of the instruction that holds it ("~ deals 2 damage to
    #: itself"); Japanese 「それ自身」, 「自分自身」 keep 「それ」, 「自分」 in ``determiner``.
    reflexive: bool = False
    #: Japanese 「その点数」, 「その数」, 「その個数」 for "that many" / "that much" (the unit
    #: word written after 「その」; None: 「その枚数」).
    unit: str | None = surface(None)
    #: Japanese: one of two targets by its place, as written (「その前者」, 「それらの後者」,
    #: 「前者」 without 「その」).
    written: str | None = surface(None)


#: A target declared before, referred to as 「その」 alone: 「その上」 (where counters are),
#: 「そのコントロール」 (its ``declared``; a reference itself has the determiner 「その」).
UPON = "上"


class AnyNumber(Node):
    """ "a number of cards": whatever number the event has."""

    kind: Literal["any_number"] = "any_number"


class ChosenNumber(Node):
    """ "any number of" / 「望む数の」: as many as the acting player chooses, from zero up, as in
    "remove any number of charge counters from it"."""

    kind: Literal["chosen_number"] = "chosen_number"


class All(Node):
    """ "all": every one there is, as in "remove all +1/+1 counters from it" / 「それの上から
    すべての+1/+1カウンターを取り除く」."""

    kind: Literal["all"] = "all"
    #: Japanese 「カウンターをすべて」: written after the noun (not 「すべてのカウンター」).
    after: bool = surface(False)


class Times(Node):
    """A multiple: "twice the number of cards in your hand", "three times X" / 「…の２倍」."""

    kind: Literal["times"] = "times"
    factor: int
    amount: "Amount"


class Half(Node):
    """Half an amount, rounded as written: "half the number of Zombies you control, rounded
    down" / 「あなたがコントロールしているゾンビの数の端数を切り捨てた半分」 (CR 107.1a)."""

    kind: Literal["half"] = "half"
    amount: "Amount"
    rounded: Literal["up", "down"]


class Plus(Node):
    """A sum: "that many plus one"."""

    kind: Literal["plus"] = "plus"
    left: "Amount"
    right: "Amount"
    #: Japanese 「…に１を加えた点数」: the words after 「を」 (not 「足した値」).
    written: str | None = surface(None)


class LifeChanged(Node):
    """ "the amount of life you gained this turn" / 「あなたがこのターンに得たライフの点数」: the
    life a player gained (or lost) this turn, in all."""

    kind: Literal["life_changed"] = "life_changed"
    player: "PlayerRef"
    event: Literal["gained", "lost"]
    #: English "you've gained" (not "you gained").
    perfect: bool = surface(False)
    #: Japanese 「このターンにあなたが…」 (not 「あなたがこのターンに…」).
    turn_first: bool = surface(False)


class ColorsOf(Node):
    """The colors of one object, one by one, as a "for each" counts them: "for each of its
    colors" / 「それの色１色につき」 (CR 105.2)."""

    kind: Literal["colors_of"] = "colors_of"
    object: "ObjectRef"
