"""Object filters by an object's history: who cast or drew it, what the step before did to it,
what happened to it this turn, what dealt it damage, what exiled it."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .combining import Duration
    from .objects import Zone
    from .unions import ObjectRef, PlayerRef


class CastBy(Node):
    """ "you cast [this turn]", "your opponents have cast this turn": spells a player cast;
    "you've drawn this turn" / 「このターンにあなたが引いた」: cards a player drew."""

    kind: Literal["cast_by"] = "cast_by"
    player: "PlayerRef"
    duration: "Duration | None" = None
    action: Literal["cast", "draw"] = "cast"
    #: English "you've cast" / "have cast" rather than "you cast".
    perfect: bool = surface(False)
    #: English "your opponents have cast" rather than "an opponent has cast".
    opponents: bool = surface(False)
    #: Japanese "the next spell you cast this turn": the particles after 「このターン」 and
    #: 「次」 as written (「に」/「、」, 「に」/「の」): 「このターン、あなたが次の…」.
    next_particles: str | None = surface(None)
    #: Japanese 「あなたが唱えて…である」 rather than 「あなたが唱えた」.
    te_form: bool = surface(False)


#: What the step before did to an object: "revealed this way" / 「これにより公開された」.
ThisWayEvent = Literal[
    "revealed", "countered", "exiled", "milled", "discarded", "destroyed", "sacrificed",
    "dealt damage", "returned", "tapped",
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
    player: "PlayerRef"
    to: "Zone"
    #: English: "this way" written.
    this_way: bool = surface(False)


class ExiledWith(Node):
    """ "exiled with <object>"."""

    kind: Literal["exiled_with"] = "exiled_with"
    object: "ObjectRef"
    #: 「…により追放されている」: the particle as written, where not 「によって」.
    by: str | None = surface(None)


class EventThisTurn(Node):
    """ "that died this turn", "that left the battlefield under your control this turn" /
    「このターンにあなたのコントロール下で戦場から離れた」, "that saddled it this turn" /
    「このターンにこれに騎乗した」, "that attacked this turn" / 「このターンに攻撃した」, "that
    dealt damage this turn" / 「このターンにダメージを与えた」, "that were put there from the
    battlefield this turn" / 「このターンに戦場からあなたの墓地に置かれた」: objects by what
    happened to them or what they did."""

    kind: Literal["event_this_turn"] = "event_this_turn"
    event: Literal[
        "died",
        "left the battlefield",
        "entered the battlefield",
        "saddled",
        "crewed",
        "attacked",
        "attacked or blocked",
        "dealt damage",
        "put into a graveyard from the battlefield",
    ]
    controller: "PlayerRef | None" = None
    #: What was saddled or crewed (CR 702.171, 702.122).
    object: "ObjectRef | None" = None
    #: Japanese 「このターンに死亡した、…」: a comma before the objects.
    comma: bool = surface(False)


class DealtDamageBy(Node):
    """ "dealt damage by <source>" / 「<source>からダメージを受けた」, "dealt damage this way" /
    「これによりダメージを受けた」: objects the source (or the effect before) dealt damage to."""

    kind: Literal["dealt_damage_by"] = "dealt_damage_by"
    #: The source of the damage; None: "this way" (the damage the effect before dealt).
    source: "ObjectRef | None" = None
    #: Japanese 「ダメージを与えられた」 rather than 「ダメージを受けた」.
    given: bool = surface(False)
    #: "dealt damage [by <source>] this turn" / 「このターン、…によってダメージを与えられた」:
    #: damage dealt at any time this turn (with no source: by any source).
    this_turn: bool = False
    #: English "that was dealt damage this turn" (a relative clause, not "dealt damage …").
    that_was: bool = surface(False)
    #: Japanese 「このターン、…」 (not 「このターンに…」).
    turn_comma: bool = surface(False)


class PutThereBy(Node):
    """「その諜報であなたの墓地に置かれてそこにある(カード)」: cards the player's surveil put
    into the zone this turn, still there ("in your graveyard that were put there by surveilling
    this turn")."""

    kind: Literal["put_there_by"] = "put_there_by"
    action: Literal["surveil"]
    zone: "Zone"
