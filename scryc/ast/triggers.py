"""Triggers: the events and states a triggered ability waits for."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .objects import Zone
    from .rules import RemoveCounters
    from .unions import Condition, ObjectRef, PlayerRef, Trigger


class PlayerScries(Node):
    """ "Whenever you scry" (CR 701.22d: after the scry is complete, even if impossible)."""

    kind: Literal["player_scries"] = "player_scries"
    player: "PlayerRef"


class Enters(Node):
    """ "When/Whenever <object> enters (the battlefield) [under your control]"."""

    kind: Literal["enters"] = "enters"
    object: "ObjectRef"
    controller: "PlayerRef | None" = None
    #: "enters the battlefield" (the wording before 2024) rather than "enters".
    the_battlefield: bool = surface(False)


class EntersState(Node):
    """ "When ~ enters (the battlefield) untapped" / 「~がアンタップ状態で戦場に出たとき」,
    "Whenever a permanent enters (the battlefield) tapped and under your control" /
    「あなたのコントロール下で、パーマネントが１つタップ状態で戦場に出るたび」: it enters in
    that state (CR 110.5b)."""

    kind: Literal["enters_state"] = "enters_state"
    object: "ObjectRef"
    #: Tapped ("tapped") or untapped ("untapped").
    tapped: bool
    controller: "PlayerRef | None" = None
    #: "enters the battlefield" (the wording before 2024) rather than "enters".
    the_battlefield: bool = surface(False)
    #: Japanese 「あなたのコントロール下で、…が」: the controller before the subject.
    control_first: bool = surface(False)


class Dies(Node):
    """ "When <object> dies" / "is put into a graveyard from the battlefield"."""

    kind: Literal["dies"] = "dies"
    object: "ObjectRef"
    #: "is put into a graveyard from the battlefield" / 「戦場から墓地に置かれた」.
    put_into_graveyard: bool = surface(False)


class PutIntoGraveyard(Node):
    """ "Whenever one or more creature cards are put into your graveyard from your library",
    "a card is put into an opponent's graveyard from anywhere" (from the battlefield into
    any graveyard is :class:`Dies`)."""

    kind: Literal["put_into_graveyard"] = "put_into_graveyard"
    object: "ObjectRef"
    #: Whose graveyard (no owner: "a graveyard").
    graveyard: "Zone"
    #: Where the cards come from; None: from anywhere.
    from_zone: "Zone | None" = None
    #: "from anywhere" / 「いずこかから」 written out.
    anywhere: bool = surface(False)


class PutIntoExile(Node):
    """ "Whenever one or more creatures you control … are put into exile" /
    「…が追放領域に置かれるたび」 (from any zone, or from ``from_zone``)."""

    kind: Literal["put_into_exile"] = "put_into_exile"
    object: "ObjectRef"
    from_zone: "Zone | None" = None


class LeavesBattlefield(Node):
    """ "When <object> leaves the battlefield"."""

    kind: Literal["leaves_battlefield"] = "leaves_battlefield"
    object: "ObjectRef"


class LeavesZone(Node):
    """ "Whenever one or more cards leave your graveyard"."""

    kind: Literal["leaves_zone"] = "leaves_zone"
    object: "ObjectRef"
    zone: "Zone"


class Attacks(Node):
    """ "Whenever <object> attacks" / "blocks"."""

    kind: Literal["attacks"] = "attacks"
    object: "ObjectRef"
    blocks: bool = False
    #: "Whenever a creature you control attacks alone" (the only attacking creature).
    alone: bool = False
    #: What it blocks or attacks: "Whenever <object> blocks a creature", "… attacks you or a
    #: planeswalker you control" (CR 508.1b).
    blocked: "ObjectRef | None" = None
    #: "Whenever <object> attacks while saddled" / 「…が騎乗された状態で攻撃するたび」 (CR 702.171).
    saddled: bool = False
    #: "Whenever <object> attacks and isn't blocked" / 「…が攻撃してブロックされないたび」.
    unblocked: bool = False
    #: The others it attacks with: "Whenever ~ and at least two other creatures attack" /
    #: 「…と少なくとも２体の他のクリーチャーが攻撃するたび」 (battalion).
    together_with: "ObjectRef | None" = None


class ObjectAction(Node):
    """ "Whenever <object> crews a Vehicle", "… enlists a creature", "… exploits a creature":
    a keyword action one object takes on another."""

    kind: Literal["object_action"] = "object_action"
    object: "ObjectRef"
    action: Literal["crew", "enlist", "exploit"]
    other: "ObjectRef"


class DealsDamage(Node):
    """ "Whenever <object> deals (combat) damage (to a player)"."""

    kind: Literal["deals_damage"] = "deals_damage"
    object: "ObjectRef"
    combat: bool = False
    recipient: "ObjectRef | None" = None


class DealtDamage(Node):
    """ "Whenever <object> is dealt (combat / noncombat) damage" / 「<object>に(戦闘)ダメージが
    与えられるたび」: damage from any source."""

    kind: Literal["dealt_damage"] = "dealt_damage"
    object: "ObjectRef"
    damage: Literal["combat", "noncombat"] | None = None
    #: Japanese 「<object>がダメージを受ける」 rather than 「<object>にダメージが与えられる」.
    received: bool = surface(False)


class DealtExcessDamage(Node):
    """ "Whenever <object> is dealt excess (noncombat) damage" / 「<object>が(戦闘ダメージでない)
    余剰のダメージを受けるたび」 (CR 120.10: more than lethal damage, or than its loyalty)."""

    kind: Literal["dealt_excess_damage"] = "dealt_excess_damage"
    object: "ObjectRef"
    noncombat: bool = False


class TurnedFaceUp(Node):
    """ "Whenever <object> is turned face up" / 「<object>が表向きになるたび」 (CR 702.37e)."""

    kind: Literal["turned_face_up"] = "turned_face_up"
    object: "ObjectRef"


class BecomesTapped(Node):
    """ "Whenever <object> becomes tapped"."""

    kind: Literal["becomes_tapped"] = "becomes_tapped"
    object: "ObjectRef"


class TappedForMana(Node):
    """ "Whenever you tap a Swamp for mana" / 「あなたがマナを引き出す目的で沼をタップする
    たび」; "Whenever enchanted land is tapped for mana" / 「エンチャントしている土地がマナを
    引き出す目的でタップされるたび」 (a mana ability's {T} cost paid, CR 605.1a, 106.12)."""

    kind: Literal["tapped_for_mana"] = "tapped_for_mana"
    #: Who taps it: "you", "a player"; None: "<object> is tapped for mana" (by anyone).
    player: "PlayerRef | None" = None
    object: "ObjectRef"
    #: Japanese 「プレイヤーが」 (for 「プレイヤー１人が」): the player named by its noun alone.
    bare_player: bool = surface(False)
    #: Japanese 「沼を１つタップする」: the count after the object.
    count_after: bool = surface(False)


class ObjectEvent(Node):
    """ "Whenever <object> becomes untapped" / 「…がアンタップ状態になるたび」, "becomes
    monstrous" / 「怪物的になる」 (CR 701.37b), "transforms [into <object>]" / 「[…に]変身する」
    (CR 701.28), "mutates" / 「変容する」 (CR 702.140d): a change the object goes through."""

    kind: Literal["object_event"] = "object_event"
    object: "ObjectRef"
    event: Literal["untapped", "monstrous", "transforms", "mutates"]
    #: "transforms into <object>": what it must transform into (its back face, or a kind).
    into: "ObjectRef | None" = None


class PlayerCasts(Node):
    """ "Whenever you cast <spell>"."""

    kind: Literal["player_casts"] = "player_casts"
    player: "PlayerRef"
    spell: "ObjectRef"
    nth_each_turn: int | None = None
    #: "your first spell during each opponent's turn" / 「対戦相手の各ターン内で初めて」: the
    #: nth spell counts only on opponents' turns.
    on_opponents_turns: bool = False
    or_copies: bool = False
    #: Japanese 「各ターン…」 before the nth spell as written, when not 「各ターン内の」:
    #: 「各ターンの」, 「各ターン中の」, 「各ターンに」.
    turn_written: str | None = surface(None)
    #: Japanese: 「あなたが、」 before the spell's description.
    comma: bool = surface(False)


class PlayerAction(Node):
    """Other player actions: "Whenever you cycle or discard a card", "you gain life"."""

    kind: Literal["player_action"] = "player_action"
    player: "PlayerRef"
    action: str
    object: "ObjectRef | None" = None
    #: "Whenever you surveil for the first time each turn": only the Nth time each turn.
    nth_each_turn: int | None = None
    #: Japanese "for the first time each turn" as written: 「各ターン最初に」 (None),
    #: 「各ターン内で初めて」, 「各ターンで最初に」, 「各ターンに最初に」.
    first_written: str | None = surface(None)
    #: Japanese 「各ターン…」 before the nth card drawn as written, when not 「各ターンの」:
    #: 「各ターン内の」, 「各ターン中の」, 「各ターンに」.
    turn_written: str | None = surface(None)
    #: Japanese 「…クリーチャー１体をあなたがタップするたび」 (the object before the player).
    object_first: bool = surface(False)
    #: Japanese 「あなたがカードを１枚サイクリングするか捨てるたび」 (the count after 「を」).
    count_after: bool = surface(False)
    #: Japanese 「このカードをサイクリングしたとき」: no 「あなたが」, the verb in the past.
    unsaid_past: bool = surface(False)


class ScryBottom(Node):
    """ "Whenever you choose to put one or more cards on the bottom of your library while
    scrying"."""

    kind: Literal["scry_bottom"] = "scry_bottom"
    player: "PlayerRef"
    object: "ObjectRef"


class AtStep(Node):
    """ "At the beginning of your upkeep / each end step / combat on your turn"."""

    kind: Literal["at_step"] = "at_step"
    step: str
    player: "PlayerRef | None" = None
    #: "the next end step" ("step") / "the next turn's upkeep" ("turn") / "the first
    #: upkeep" of the game ("first"): a delayed trigger's.
    next: Literal["step", "turn", "first"] | None = None
    #: English "the end step" (each one, without "each"; Japanese 「終了ステップ」 without
    #: 「各」), "the upkeep of <player>" (not "<player>'s upkeep").
    written: Literal["the", "of"] | None = surface(None)
    #: A main phase written by its order: "second main phase" (for "postcombat"), Japanese
    #: 「第１メイン・フェイズ」, 「第２メイン・フェイズ」 (for 「戦闘後」).
    ordinal: bool = surface(False)


class BecomesBlocked(Node):
    """ "Whenever <object> becomes blocked [by a creature]"."""

    kind: Literal["becomes_blocked"] = "becomes_blocked"
    object: "ObjectRef"
    by: "ObjectRef | None" = None
    #: Japanese 「…によってブロックされた」 rather than 「…にブロックされた」.
    by_written: Literal["によって"] | None = surface(None)
    #: Japanese 「…をブロックするか、…」: a comma after 「か」 (blocks or becomes blocked).
    comma: bool = surface(False)


class BecomesTarget(Node):
    """ "Whenever <object> becomes the target of a spell or ability an opponent controls"."""

    kind: Literal["becomes_target"] = "becomes_target"
    object: "ObjectRef"
    #: What targets it: "a spell", "a spell or ability an opponent controls".
    by: "ObjectRef"
    #: Valiant: "… for the first time each turn" / 「各ターン内で初めて…の対象になるたび」.
    nth_each_turn: int | None = None
    #: Japanese: a comma after the subject (「…パーマネント１つが、対戦相手が…」).
    comma: bool = surface(False)
    #: Japanese "for the first time each turn" as written, when not 「各ターン最初に」.
    first_written: str | None = surface(None)


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


class Expends(Node):
    """ "Whenever you expend 4" / 「あなたが積算４を達成するたび」: the mana you spent on spells
    this turn reaches ``amount`` as you pay a spell's cost (CR 700.14)."""

    kind: Literal["expends"] = "expends"
    amount: int


class CausesDiscard(Node):
    """ "When a spell or ability an opponent controls causes you to discard this card" /
    「対戦相手がコントロールしている呪文や能力によってあなたがこのカードを捨てるとき」: you discard
    ``object`` as an effect of ``cause`` (CR 701.9)."""

    kind: Literal["causes_discard"] = "causes_discard"
    cause: "ObjectRef"
    object: "ObjectRef"
    #: Japanese 「…によって、」: a comma after the cause.
    comma: bool = surface(False)


class CountersRemoved(Node):
    """ "Whenever you remove a time counter from ~ while it's exiled" / 「~が追放されている間に
    あなたがこれの上から時間カウンター１個を取り除くたび」."""

    kind: Literal["counters_removed"] = "counters_removed"
    removal: "RemoveCounters"
    #: Only while the object is in exile (a suspended card).
    while_exiled: bool = False


class CountersPut(Node):
    """ "Whenever one or more +1/+1 counters are put on <object>" / 「…の上に+1/+1カウンターが
    １個以上置かれるたび」: counters put on a permanent (CR 122.6)."""

    kind: Literal["counters_put"] = "counters_put"
    object: "ObjectRef"
    #: The kind of counter ("+1/+1"); None: counters of any kind.
    counter: str | None = None
    #: "a +1/+1 counter is put on …" / 「…が１個置かれる」: once for each counter, not once for
    #: each time one or more are put.
    each_counter: bool = False
    #: Japanese: the count before the counter (「１個以上の+1/+1カウンターが」, "before") or
    #: after its noun (「+1/+1カウンター１個以上が」, "noun"); None: after 「が」.
    count_written: Literal["before", "noun"] | None = surface(None)


class PlayerPutsCounters(Node):
    """ "Whenever you put one or more counters on a creature you don't control" / 「あなたが
    あなたがコントロールしていないクリーチャー１体の上に１個以上のカウンターを置くたび」: a player
    puts counters on a permanent (CR 122.6), once for each time they put some."""

    kind: Literal["player_puts_counters"] = "player_puts_counters"
    player: "PlayerRef"
    object: "ObjectRef"
    #: The kind of counter ("+1/+1"); None: counters of any kind.
    counter: str | None = None
    #: Japanese: where the count is written: 「１個以上の…カウンターを」 ("before"),
    #: 「…カウンターを１個以上」 ("after"), 「…カウンター１個以上を」 ("noun").
    count_written: Literal["before", "after", "noun"] | None = surface(None)
    #: Japanese 「あなたが、…」: a comma after the player.
    comma: bool = surface(False)


class PlaneswalkTo(Node):
    """ "When you planeswalk to <plane>" / 「あなたが…にプレインズウォークしたとき」 (CR 901.8)."""

    kind: Literal["planeswalk_to"] = "planeswalk_to"
    object: "ObjectRef"


class AnyOfTriggers(Node):
    """ "When … and when …" / "… or at the beginning of …"."""

    kind: Literal["any_of_triggers"] = "any_of_triggers"
    triggers: "list[Trigger]"
    #: The trigger word ("when", "whenever", "at") each later trigger repeats when each is
    #: written in full: "When X and when Y", 「…開始時、および、…たび」.
    again: list[str] = surface([])
    #: Written with "or" / 「…か、」 rather than "and" / 「、および、」 (the two languages
    #: pair these, so either both or neither say it).
    either_or: bool = False
    #: Japanese 「…が攻撃かブロックする」: one 「する」 for both verbs (not 「攻撃するかブロック
    #: する」).
    one_verb: bool = surface(False)
    #: Japanese, as written: 「かする」, each event in full and then one 「する」/「した」 for
    #: both (「…が戦場に出るか戦場を離れるかしたとき」); 「と」 rather than 「、および、」
    #: (「…が戦場に出たときとあなたのアップキープの開始時に」).
    ja_joined: Literal["かする", "と"] | None = surface(None)


class StateTrigger(Node):
    """A state trigger (CR 603.8): it triggers when a game state is true, not on an event:
    "When there are four or more page counters on this artifact, …" /
    「これの上にページ・カウンターが４個以上置かれているとき、…」."""

    kind: Literal["state_trigger"] = "state_trigger"
    condition: "Condition"


class HauntedCreature(Node):
    """ "the creature it haunts" / 「それが憑依しているクリーチャー」: the creature the card with
    haunt was exiled haunting (CR 702.55b, c)."""

    kind: Literal["haunted_creature"] = "haunted_creature"
    #: How the haunting card is named: "it" / 「それ」, 「これ」 (None: "it" / 「それ」).
    haunter: str | None = surface(None)
