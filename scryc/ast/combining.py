"""Effects that combine instructions: optional, conditional, in sequence, modal, "do all
of the above", for a duration, instead of another."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .abilities import WouldDie, WouldLeave
    from .amounts import Variable
    from .objects import Zone
    from .rules import Becomes
    from .text import ReminderText
    from .unions import Amount, Condition, Effect, Filter, ObjectRef, PlayerRef


class AllOfTheAbove(Node):
    """ "Do all of the above" / 「上記すべてを行う」: the card's sections before this one
    again, in order (the last of "If X is 1, …", "If X is 2, …" sections)."""

    kind: Literal["all_of_the_above"] = "all_of_the_above"
    #: The abilities it does again, as indices into the card's abilities: all before its own.
    abilities: list[int] = []


class Optional_(Node):
    """ "you may …": the player chooses whether the effect happens."""

    kind: Literal["optional"] = "optional"
    player: "PlayerRef"
    effect: "Effect"
    #: Japanese: the effect quoted (「あなたは「…」を選んでもよい」), as several steps always are.
    quoted: bool = surface(False)
    #: Japanese: several steps written as one chain, the subject first and 「てもよい」 on the
    #: last (「あなたは…を探し、公開し、あなたの手札に加えてもよい」).
    chained: bool = surface(False)


class ChooseValue(Node):
    """ "choose a color", "choose a creature type", "choose a card name", "choose a card type",
    "choose a (basic) land type" / 「色１色を選ぶ」, 「カード・タイプ１つを選ぶ」."""

    kind: Literal["choose_value"] = "choose_value"
    player: "PlayerRef"
    value: Literal[
        "color", "creature type", "card name", "card type", "basic land type", "land type"
    ]
    #: "choose a nonland card name" / 「土地でないカード名１つを選ぶ」: the kind of card whose
    #: name may be chosen (None: any card's).
    of: "Filter | None" = None


class Unless(Node):
    """ "<effect> unless <player> <action>": the effect happens unless the player does the
    action: "sacrifice it unless you pay {1}" / 「あなたが(１)を支払わないかぎり、それを生け贄に
    捧げる」, "… unless you discard a card"."""

    kind: Literal["unless"] = "unless"
    effect: "Effect"
    player: "PlayerRef"
    action: "Effect"


class Conditional(Node):
    """ "If …, …" inside a resolving effect; ``otherwise`` for "Otherwise, …"."""

    kind: Literal["conditional"] = "conditional"
    condition: "Condition"
    effect: "Effect"
    otherwise: "Effect | None" = None
    #: English: "if it doesn't" rather than "otherwise".
    otherwise_written: str | None = surface(None)
    #: English "Surveil 3 if you have no cards in hand" (the condition after the effect).
    condition_last: bool = surface(False)
    #: Japanese 「…場合、」 rather than 「…なら、」.
    baai: bool = surface(False)
    #: Japanese 「…なら、」 with its comma (printed text sometimes leaves it out).
    comma: bool = surface(True)
    #: "If this spell was kicked, draw two cards instead" / 「…なら、代わりに…」: the effect
    #: happens instead of the step before it.
    instead: bool = False
    #: English "If …, instead draw two cards" (rather than "… instead" at the end).
    instead_first: bool = surface(False)
    #: Japanese 「代わりに、」 with a comma.
    instead_comma: bool = surface(False)
    #: "<effect> unless <condition>": the effect happens only if the condition is false.
    unless: bool = False
    #: Japanese 「…なら、クリーチャー１体を対象とする。それは…」: the effect's targets declared
    #: after the condition, in sentences of their own (the condition governs them all).
    declares: bool = surface(False)


class Sequence(Node):
    """Steps in printed order (CR 608.2c); ``joins[i]`` joins step i and i+1."""

    kind: Literal["sequence"] = "sequence"
    steps: "list[Effect]"
    joins: list[Literal["sentence", "then", "and"]]
    #: How each join is written: "." ", then" " and" … / 「。」「、その後」「て、」 …
    connectives: list[str] = surface([])


class Modal(Node):
    """ "Choose one —" with bulleted modes."""

    kind: Literal["modal"] = "modal"
    choose: "Amount"
    modes: "list[Effect]"
    #: "up to" / 「最大２つ」: no fewer than none.
    up_to: bool = False
    #: "choose one or more" ("one or both" of two modes) / 「１つ以上」, 「１つまたは両方」: at
    #: least the count, as many as there are modes (CR 700.2).
    or_more: bool = False
    any_number_if: "Condition | None" = None
    #: "Choose one. X is the number of spells you've cast this turn." / 「以下から１つを選ぶ。
    #: Ｘは…に等しい。」: the X of the modes, defined after the choice.
    x_definition: "Amount | None" = None
    #: "choose one that hasn't been chosen [this turn]" / 「(このターンに)まだ選ばれていない１つ」:
    #: "ever" (this object's modes chosen before) or "this turn".
    not_chosen: Literal["ever", "this turn"] | None = None
    #: "You may choose the same mode more than once." / 「同じモードを２回以上選んでもよい。」:
    #: a mode may be chosen again (CR 700.2d).
    repeat: bool = False
    #: Japanese 「まだ選ばれていないもの１つ」 rather than 「まだ選ばれていない１つ」.
    not_chosen_mono: bool = surface(False)
    reminder: "list[ReminderText]" = []
    #: English "Choose two -": a hyphen typed for the em dash (SCRY010 reports it).
    hyphen: bool = surface(False)
    #: Japanese: the counter word after the count (None: 「つ」; 「最大Ｘ個」).
    counter: str | None = surface(None)
    #: "• Sell Contraband — …" / 「・禁制品を売る ― …」: each mode's label, flavour words that
    #: name it (CR 207.2d), as written; empty when the modes have none.
    labels: list[str] = surface([])
    #: "choose one and Card Name gets +1/+1 until end of turn" / 「以下から１つを選び、…」: an
    #: effect that comes with the choice, after it.
    also: "Effect | None" = None


class Remains(Node):
    """ "~ remains tapped", "it remains on the battlefield" / 「名前がタップ状態であり続ける」:
    what a "for as long as" duration lasts for (CR 611.2b)."""

    kind: Literal["remains"] = "remains"
    object: "ObjectRef"
    state: Literal["tapped", "on the battlefield", "exiled"]


class CastFrom(Node):
    """ "~ is cast from exile" / 「名前が追放領域から唱えられる」: what an "until" duration
    lasts until."""

    kind: Literal["cast_from"] = "cast_from"
    object: "ObjectRef"
    zone: "Zone"


class Duration(Node):
    """ "until end of turn", "until your next turn", "this turn"."""

    kind: Literal["duration"] = "duration"
    name: str
    #: Written before the subject: "Until end of turn, target creature gets …".
    first: bool = surface(False)
    #: Japanese: written after the subject (「それは、ターン終了時まで+1/+1の修整を受ける」).
    after_subject: bool = surface(False)
    #: "for as long as <condition>" (``name`` "for as long as"), "until <event>" (``name``
    #: "until").
    condition: "Condition | None" = None


class MustBlock(Node):
    """ "All creatures able to block target creature this turn do so." / 「このターン、それを
    ブロックできるすべてのクリーチャーはそれをブロックする。」: a blocking requirement
    (CR 509.1c)."""

    kind: Literal["must_block"] = "must_block"
    blockers: "ObjectRef"
    attacker: "ObjectRef"
    duration: Duration | None = None
    #: Japanese: how the attacker is named again before 「をブロックする」 (「これ」, the card's
    #: name; None: 「それ」).
    again: str | None = surface(None)
    #: Japanese: a comma after the blockers' 「は」.
    comma: bool = surface(False)


class Replace(Node):
    """A replacement effect a resolving spell or ability creates (CR 614.1a): "If that creature
    would die this turn, exile it instead." / 「このターン、そのクリーチャーが死亡するなら、
    代わりにそれを追放する。」."""

    kind: Literal["replace"] = "replace"
    event: "WouldDie | WouldLeave"
    replacement: "Effect"


class DefinedSize(Node):
    """ "<object> becomes an X/X Elemental creature …, where X is …" / 「…はX/Xのエレメンタル・
    クリーチャーになる。Ｘは…に等しい。」: a becomes whose size's X is defined on the spot
    (the X of a power/toughness written as "X/X" is no amount of its own to hold it)."""

    kind: Literal["defined_size"] = "defined_size"
    effect: "Becomes"
    #: The X of the size, with its definition.
    x: "Variable"
