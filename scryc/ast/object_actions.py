"""Effects: one-shot instructions to objects: damage, destroy, exile, tap, sacrifice,
move …"""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .amounts import Variable
    from .combining import Duration
    from .objects import Zone
    from .unions import Amount, ObjectRef, PlayerRef


class DamageTo(Node):
    """More damage from the same source: "… and 1 damage to another target" /
    「…、後者に１点」."""

    kind: Literal["damage_to"] = "damage_to"
    amount: "Amount"
    recipient: "ObjectRef"


class DealDamage(Node):
    """A source deals N damage to one or more recipients."""

    kind: Literal["deal_damage"] = "deal_damage"
    source: "ObjectRef"
    amount: "Amount"
    recipient: "ObjectRef"
    combat: bool = False
    #: Japanese: a comma after the source (「マグマの噴流は、それに…」).
    comma: bool = surface(False)
    #: Japanese: a comma after the recipient (「それに、…に等しい点数のダメージを与える」).
    recipient_comma: bool = surface(False)
    #: Japanese: the damage before its recipient (「…点数のダメージをそれに与える」).
    damage_first: bool = surface(False)
    #: English: "deals damage to X equal to N" (the amount after the recipient).
    equal_last: bool = surface(False)
    #: "deals 2 damage to any target and 1 damage to another target" / 「…に２点、…に１点の
    #: ダメージを与える」: more damage from the same source, in the same event (CR 120.2).
    more: list[DamageTo] = []
    #: "divided as you choose among" the recipients (CR 601.2d).
    divided: bool = False
    #: Japanese: who chooses the division, as written (「あなたの」, 「あなたが」 or "" for
    #: none); ``None`` in English and when the damage is not divided.
    divided_by: Literal["あなたの", "あなたが", ""] | None = surface(None)
    #: Japanese 「…を対象とし、４点分を（あなたの望むように）割り振る。〈名〉はそれらにその割り振
    #: った点数のダメージを与える」: the total divided in the target's clause (``divided_by``
    #: 「あなたの」 for 「あなたの望むように」, "" for none).
    divided_first: bool = surface(False)


class Attach(Node):
    """ "Attach ~ to it." / 「これをそれにつける。」: an Aura or Equipment attached to an object
    (CR 701.3)."""

    kind: Literal["attach"] = "attach"
    object: "ObjectRef"
    to: "ObjectRef"


class Destroy(Node):
    """Destroy objects."""

    kind: Literal["destroy"] = "destroy"
    object: "ObjectRef"


class Regenerate(Node):
    """ "Regenerate target creature" / 「それを再生する」: the next time it would be destroyed
    this turn, it is tapped and removed from combat instead (CR 701.19)."""

    kind: Literal["regenerate"] = "regenerate"
    object: "ObjectRef"


class Exile(Node):
    """Exile objects, until an object leaves the battlefield where that is said."""

    kind: Literal["exile"] = "exile"
    #: The player who exiles, where one is named ("target opponent exiles two cards from
    #: their hand"); None: you.
    player: "PlayerRef | None" = None
    object: "ObjectRef"
    from_zone: "Zone | None" = None
    until_leaves: "ObjectRef | None" = None
    #: Japanese 「…が戦場を離れるまで、それを追放する」: a comma after the duration.
    until_comma: bool = surface(True)
    #: "exile this card with three time counters on it" / 「…を時間カウンター３個が置かれた状態で
    #: 追放する」.
    counters: "WithCounters | None" = None
    #: "exile it instead of putting it into its owner's graveyard" / 「それをオーナーの墓地に
    #: 置く代わりに追放する」: the zone it would have gone to.
    instead_of: "Zone | None" = None
    #: "exile the top card of your library face down" / 「…を裏向きで追放する」 (CR 406.3).
    face_down: bool = False
    #: Japanese 「裏向きに」 rather than 「裏向きで」.
    face_down_ni: bool = surface(False)


class CounterSpell(Node):
    """Counter a spell or ability."""

    kind: Literal["counter_spell"] = "counter_spell"
    object: "ObjectRef"
    unless_paid: str | None = None
    unless_player: "PlayerRef | None" = None
    #: "unless its controller pays {X}, where X is …": the X of ``unless_paid``, defined on
    #: the spot (None: the X of the spell's own cost).
    unless_x: "Variable | None" = None


class Tap(Node):
    """Tap objects."""

    kind: Literal["tap"] = "tap"
    object: "ObjectRef"


class Untap(Node):
    """Untap objects."""

    kind: Literal["untap"] = "untap"
    object: "ObjectRef"


class TapOrUntap(Node):
    """ "Tap or untap target creature": the controller chooses which."""

    kind: Literal["tap_or_untap"] = "tap_or_untap"
    object: "ObjectRef"


class Sacrifice(Node):
    """A player sacrifices objects."""

    kind: Literal["sacrifice"] = "sacrifice"
    player: "PlayerRef"
    object: "ObjectRef"
    #: Japanese 「エルフを１体生け贄に捧げる」: the count after 「を」.
    count_after: bool = surface(False)


class Move(Node):
    """Put or return objects into a zone: "return it to its owner's hand"."""

    kind: Literal["move"] = "move"
    #: Who moves it, where written ("its owner puts it on the top or bottom of their
    #: library"); None: the ability's controller.
    player: "PlayerRef | None" = None
    object: "ObjectRef"
    to: "Zone"
    from_zone: "Zone | None" = None
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
    #: The verb as written; "enter": the replaced event written "would enter" (Oracle since
    #: 2024) rather than "would enter the battlefield".
    verb: Literal["return", "put", "enter"] | None = surface(None)
    #: Japanese: the counters after the controller (「あなたのコントロール下で最終カウンター
    #: １個が置かれた状態で」); English always says the controller first.
    counters_last: bool = surface(False)
    #: Japanese tapped and attacking: 「タップ状態かつ攻撃している状態で」 or the older
    #: 「タップ状態で攻撃している状態で」 (``None``: the usual 「かつ」, and in English).
    attacking_joined: Literal["で"] | None = surface(None)
    #: Japanese transformed after the controller and joined to the counters:
    #: 「オーナーのコントロール下で変身させた状態かつ最終カウンター１個が置かれた状態で」.
    transformed_joined: bool = surface(False)
    #: Japanese: the controller before the state, 「あなたのコントロール下でタップ状態で」 (not
    #: 「タップ状態であなたのコントロール下で」).
    control_first: bool = surface(False)
    #: "put it onto the battlefield attached to ~" / 「それを~につけた状態で戦場に出す」: what
    #: an Aura or Equipment enters attached to (CR 303.4f, 301.5c).
    attached_to: "ObjectRef | None" = None
    #: Japanese 「…についた状態で」 rather than 「…につけた状態で」.
    attached_written: bool = surface(False)


AdditionalJa = Literal["before", "after_kind", "after_amount", "adjective"]


class WithCounters(Node):
    """ "with N <kind> counters on it": counters an object has as it arrives in a zone
    (CR 122.6: it enters with them, no counter is "put" on it)."""

    kind: Literal["with_counters"] = "with_counters"
    amount: "Amount"
    counter: str
    #: "with an additional +1/+1 counter on it" / 「+1/+1カウンターが追加で１個置かれた状態で」:
    #: counters on top of those it would enter with anyway (CR 122.6).
    additional: bool = False
    #: "an additional X +1/+1 counters" (not "X additional …").
    an_additional: bool = surface(False)
    #: Where the Japanese text says 「追加」: 「追加で…カウンター１個が」 (before), 「…カウンターが
    #: 追加で１個」 (after_kind), 「…カウンター１個が追加で置かれた」 (after_amount), 「追加の…
    #: カウンター１個が」 (adjective).
    additional_ja: AdditionalJa = surface("after_kind")


class ChooseNewTargets(Node):
    """ "You may choose new targets for the copy" / 「あなたはそのコピーの新しい対象を選んでも
    よい」 (CR 707.10c): the player may change the targets of a copied spell."""

    kind: Literal["choose_new_targets"] = "choose_new_targets"
    player: "PlayerRef"
    object: "ObjectRef"


class Explore(Node):
    """ "<object> explores" / 「…は探検を行う」 (CR 701.44): it reveals the top card of its
    controller's library; a land card goes to the hand, otherwise it gets a +1/+1 counter and
    the card may go to the graveyard. Also the replaced event of "If … would explore"."""

    kind: Literal["explore"] = "explore"
    object: "ObjectRef"


class PhaseOut(Node):
    """ "<object> phases out" / 「…はフェイズ・アウトする」 (CR 702.26): it is treated as though
    it doesn't exist until it phases in, before its controller's next untap."""

    kind: Literal["phase_out"] = "phase_out"
    object: "ObjectRef"


class Unattach(Node):
    """ "unattach enchanted Equipment", "unattach all Equipment from target creature" /
    「それからすべての装備品をはずす」 (CR 701.3d): Auras or Equipment no longer attached to
    what they are attached to (``from_object``, where written)."""

    kind: Literal["unattach"] = "unattach"
    object: "ObjectRef"
    from_object: "ObjectRef | None" = None


class RemoveFromCombat(Node):
    """ "remove it from combat" / 「それを戦闘から取り除く」 (CR 506.4): it stops being an
    attacking, blocking, blocked or unblocked creature."""

    kind: Literal["remove_from_combat"] = "remove_from_combat"
    object: "ObjectRef"


class PutBack(Node):
    """ "put them back in any order" / 「それらを望む順番で戻す」: the cards looked at go back
    where they were (the top of their library), in the order their player chooses."""

    kind: Literal["put_back"] = "put_back"
    object: "ObjectRef"
    order: Literal["any", "random"]


class Endure(Node):
    """ "<object> endures N" / 「…は闘魂Ｎを行う」 (CR 701.63): its controller puts N +1/+1
    counters on it or creates an N/N white Spirit creature token."""

    kind: Literal["endure"] = "endure"
    object: "ObjectRef"
    amount: "Amount"


class DoublePT(Node):
    """ "double target creature's power until end of turn", "double the power and toughness of
    each creature you control" / 「ターン終了時まで、それのパワーを２倍にする」 (CR 701.10d: it
    gets +X/+0, X its power as the effect begins)."""

    kind: Literal["double_pt"] = "double_pt"
    object: "ObjectRef"
    stats: Literal["power", "toughness", "power and toughness"]
    duration: "Duration | None" = None
    #: English "double the power of <object>" (not "double <object>'s power").
    of_written: bool = surface(False)


class TurnFaceUp(Node):
    """ "turn target face-down creature face up" / 「それを表向きにする」 (CR 708.8, 701.40b):
    a face-down permanent or card shows its front face."""

    kind: Literal["turn_face_up"] = "turn_face_up"
    object: "ObjectRef"


class TurnFaceDown(Node):
    """ "turn ~ face down", "turn all other nontoken creatures face down" / 「…を裏向きにする」
    (CR 708.2): a permanent becomes a face-down 2/2 creature with no name, text or types."""

    kind: Literal["turn_face_down"] = "turn_face_down"
    object: "ObjectRef"


class Fight(Node):
    """ "<object> fights <object>": each deals damage equal to its power to the other
    (CR 701.14)."""

    kind: Literal["fight"] = "fight"
    object: "ObjectRef"
    other: "ObjectRef"
