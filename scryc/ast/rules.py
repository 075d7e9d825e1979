"""Effects: restrictions, choices, payments, control, and changes to costs, types and
numbers."""

from typing import TYPE_CHECKING, Literal

from .amounts import Ref
from .base import Node, surface
from .players import You

if TYPE_CHECKING:
    from .amounts import Variable
    from .combining import Duration
    from .counts import CountersOn, TypesAmong
    from .filters import Named
    from .object_actions import AdditionalJa
    from .tokens import CopyException
    from .triggers import PlayerAction
    from .unions import Amount, Effect, GrantedAbility, ObjectRef, PlayerRef, Trigger


class PlayerRestriction(Node):
    """ "Your opponents can't gain life." / 「対戦相手はライフを得られない。」: what players
    can't do (CR 101.2: a "can't" wins over a "can")."""

    kind: Literal["player_restriction"] = "player_restriction"
    player: "PlayerRef"
    action: Literal["cast", "play", "gain life", "win the game", "lose the game"]
    #: What they can't cast or play: "spells with the chosen name", "lands".
    object: "ObjectRef | None" = None
    duration: "Duration | None" = None
    #: Japanese: the long form as written, 「ことができない」 or 「ことはできない」.
    cannot: str | None = surface(None)


class PlayRevealed(Node):
    """ "Play with the top card of your library revealed." / 「あなたのライブラリーの一番上の
    カードを公開したままプレイする。」: the top card of each such player's library is revealed
    to everyone while the effect lasts (CR 401.5, 701.18c)."""

    kind: Literal["play_revealed"] = "play_revealed"
    #: Who plays so: you, or "Players" / 「プレイヤーは」 (each player, their own library).
    player: "PlayerRef"
    #: Japanese 「自分のライブラリー」 rather than 「あなたのライブラリー」.
    own_written: bool = surface(False)


class SpendAsThough(Node):
    """ "you may spend mana as though it were mana of any color to cast that spell" / 「あなたは
    その呪文を唱えるためにマナを望む色のマナであるかのように支払ってもよい」 (CR 609.4b): mana
    of any color (or type) pays the costs of that spell."""

    kind: Literal["spend_as_though"] = "spend_as_though"
    player: "PlayerRef"
    #: "mana of any color" / 「望む色」, "mana of any type" / 「望むタイプ」.
    any: Literal["color", "type"]
    #: "to cast <spell>" / 「<spell>を唱えるために」 (None: to pay any cost).
    spell: "ObjectRef | None" = None


class Restriction(Node):
    """A restriction: "can't be blocked", "can't attack or block", "doesn't untap"."""

    kind: Literal["restriction"] = "restriction"
    object: "ObjectRef"
    rule: str
    #: "can't be blocked by creatures with power 2 or less": the blockers it excludes; "can't
    #: attack you or planeswalkers you control": what it can't attack (CR 508.1c); "attacks
    #: you this turn if able": whom it must attack (CR 508.1d).
    by: "ObjectRef | None" = None
    #: "can block only creatures with flying" / 「飛行を持つクリーチャーしかブロックできない」:
    #: the attackers it may block; with "can't be blocked", "except by Walls" /
    #: 「壁によってしかブロックされない」: the only creatures that may block it (CR 509.1b).
    only: "ObjectRef | None" = None
    #: Japanese 「…にはブロックされない」 (None: 「…によってはブロックされない」).
    by_written: Literal["には"] | None = surface(None)
    #: "… by more than one creature each combat" / 「各戦闘で…には」: said, not needed.
    each_combat: bool = surface(False)
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = surface(False)
    #: Japanese: the words as written where the rule has two wordings
    #: (「攻撃やブロックできない」 beside 「攻撃もブロックもできない」).
    written: str | None = surface(None)
    #: Japanese: the subject's particle as written, 「では」 or 「は」 (「名前では攻撃できない」).
    topic: str | None = surface(None)
    #: English: the plural wording as written, where it is not the usual one ("don't untap
    #: during their controller's next untap step").
    plural_form: str | None = surface(None)
    #: Japanese: 「各戦闘で、」 written before the subject (「各戦闘で、名前は可能なら攻撃する」).
    combat_first: bool = surface(False)
    #: With the rule :data:`BLOCKS_IF_ABLE`, "blocks ~ this turn if able" / 「このターン、…は
    #: 可能ならば名前をブロックする」: the attacker it must block (CR 509.1c).
    blocks: "ObjectRef | None" = None

    def plural_rule(self) -> str:
        """The rule after a plural subject, as usually written: "don't untap during their
        controllers' untap steps"."""
        if self.rule == ATTACKS_DESPITE_DEFENDER:
            return self.rule.replace(" it ", " they ")
        if self.rule in ("attacks each combat if able", "blocks each combat if able"):
            return self.rule.replace("s each", " each", 1)
        if not self.rule.startswith("doesn't untap"):
            return self.rule
        rule = self.rule.replace("doesn't", "don't")
        if "its controller's" in rule:
            return rule.replace("its controller's", "their controllers'") + "s"
        return rule


#: The rule of "can attack as though it didn't have defender" (CR 702.3b).
ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"
#: The rule of "can't be the target of <spells or abilities>" (CR 115.4); ``by``: what can't.
UNTARGETABLE = "can't be the target of"
#: The rule of "blocks [~] this turn if able" (CR 509.1c); ``blocks``: the attacker, if named.
BLOCKS_IF_ABLE = "blocks if able"
#: The rule of "attacks this turn if able" (CR 508.1d), with its duration.
ATTACKS_IF_ABLE = "attacks if able"


class CrewsAsThough(Node):
    """ "crews Vehicles as though its power were 2 greater" / 「パワーが２大きいかのように
    機体に搭乗する」: the object's power counts more when it crews a Vehicle (CR 702.122) or
    saddles a Mount (CR 702.171)."""

    kind: Literal["crews_as_though"] = "crews_as_though"
    object: "ObjectRef"
    #: What it does with the greater power, in the order written: "saddle" (Mounts), "crew"
    #: (Vehicles).
    actions: list[Literal["saddle", "crew"]]
    #: How much greater its power counts.
    amount: "Amount"
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「このトークンは、…」).
    comma: bool = surface(False)


class AssignsAsUnblocked(Node):
    """ "You may have ~ assign its combat damage as though it weren't blocked." / 「あなたは~の
    戦闘ダメージを、これがブロックされなかったかのように割り振ってもよい。」: a blocked creature
    assigns its combat damage to the defending player (an exception to CR 510.1c)."""

    kind: Literal["assigns_as_unblocked"] = "assigns_as_unblocked"
    object: "ObjectRef"
    duration: "Duration | None" = None
    #: Japanese: a comma after the subject (「〈名〉は、それが…」).
    comma: bool = surface(False)
    #: Japanese 「〈名〉は、それがブロックされなかったかのようにその戦闘ダメージを割り振られる」
    #: ("passive") or 「…割り振る」 ("active"); None: 「〈名〉の戦闘ダメージを、…割り振る」.
    ja_form: Literal["passive", "active"] | None = surface(None)
    #: Japanese: the creature as written in 「これがブロックされなかったかのように」 (「それ」
    #: where None).
    ja_pronoun: str | None = surface(None)


class Becomes(Node):
    """ "<object> becomes a 4/4 Phyrexian Eye artifact creature", "… becomes colorless"."""

    kind: Literal["becomes"] = "becomes"
    object: "ObjectRef"
    power_toughness: str | None = None
    colors: list[str] = []
    types: list[str] = []
    #: Abilities it has as that object: "… Elemental creature with haste" / 「速攻を持つ…」.
    abilities: "list[GrantedAbility]" = []
    #: "… in addition to its other types" / 「これの他のタイプに加えて…」: the types are added.
    in_addition: bool = False
    #: "… in addition to its other colors and types" / 「それの他の色やタイプに加えて…」: its
    #: colors are added to as well (without it, a color written sets the object's colors).
    colors_added: bool = False
    #: "It's a land named Moon." / 「これは《月》という名前の土地である。」: its name too.
    named: "Named | None" = None
    #: Japanese: the power/toughness before the colours, 「5/6の緑の…」 (not 「緑の5/6の…」).
    pt_first: bool = surface(False)
    #: "is an Angel in addition to its other types" / 「…である」: what a static ability makes
    #: it, not what it becomes.
    state: bool = False
    duration: "Duration | None" = None
    #: English: "it's", not "it is".
    contracted: bool = surface(False)
    #: Japanese: a comma after the subject.
    comma: bool = surface(False)
    #: Japanese 「…に加えてアーティファクトでもある」 (for 「…である」).
    also: bool = surface(False)
    #: Japanese: the possessive before 「他のタイプ」 as written (「これの」, 「それの」).
    possessive: str | None = surface(None)
    #: "a Spirit with base power and toughness 2/2" / 「基本のパワーとタフネスが2/2の…」
    #: rather than "a 2/2 Spirit".
    base_written: bool = surface(False)
    #: "becomes a copy of <object>" / 「<object>のコピーになる」 (CR 707.2): what it copies.
    copy_of: "ObjectRef | None" = None
    #: How the copy differs: "…, except it has flying" / 「飛行を持つことを除き、」 (CR 707.9).
    copy_exception: "CopyException | None" = None
    #: "becomes the color of your choice" / 「あなたが選んだ１色の色になる」: what the
    #: controller chooses as the effect resolves, in place of written characteristics.
    chosen: Literal["color", "creature type", "basic land type", "color or colors"] | None = None
    #: Japanese: the chosen characteristic as written (「１色の色」, 「色１色」, …).
    chosen_written: str | None = surface(None)


class PayMana(Node):
    """A player pays mana: "you may pay {2}"."""

    kind: Literal["pay_mana"] = "pay_mana"
    player: "PlayerRef"
    symbols: str
    #: "Waterbend {3}" / 「水の技(３)を行う」: each generic mana may be paid by tapping an
    #: untapped artifact or creature you control instead (CR 701.67a).
    waterbend: bool = False
    #: "unless that player pays {X}, where X is …" / 「(Ｘ)を支払わないかぎり…。Ｘは…に等しい。」:
    #: the X of ``symbols``, defined on the spot (None: the X of the spell's own cost).
    x: "Variable | None" = None


class ChooseObject(Node):
    """ "Choose target creature": declares a target or choice for later steps."""

    kind: Literal["choose_object"] = "choose_object"
    object: "ObjectRef"
    #: The chooser where written ("You choose a card from it", 「あなたは…を選ぶ」).
    player: "PlayerRef | None" = None


class PayLife(Node):
    """A player pays N life (usually as a cost)."""

    kind: Literal["pay_life"] = "pay_life"
    player: "PlayerRef"
    amount: "Amount"


class RemoveCounters(Node):
    """Remove N counters (of a kind) from objects."""

    kind: Literal["remove_counters"] = "remove_counters"
    amount: "Amount"
    counter: str | None = None
    object: "ObjectRef"
    #: Japanese 「~から…を取り除く」: the place without 「の上」.
    bare_place: bool = surface(False)

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
    #: English "At the beginning of the next end step, sacrifice it.": the step first; "Until
    #: end of turn, whenever …": the duration first.
    first: bool = surface(False)
    #: Japanese 「このターン、…たび、」 rather than 「このターンに…たび、」.
    duration_comma: bool = surface(False)


class SpendThisMana(Node):
    """ "When you spend this mana to cast <spell>" / 「あなたが…を唱えるためにこのマナを支払った
    とき」: a mana ability's delayed trigger (CR 603.7)."""

    kind: Literal["spend_this_mana"] = "spend_this_mana"
    spell: "ObjectRef"
    #: "When that mana is spent to cast …" / 「このマナが…を唱えるために支払われたとき」 (only
    #: the player whose pool it is in can spend it: the same trigger).
    passive: bool = surface(False)


class RollDie(Node):
    """Roll a die: "roll a d20", "each player rolls a d20", "roll two six-sided dice" (CR 706)."""

    kind: Literal["roll_die"] = "roll_die"
    sides: int
    #: "a six-sided die" / 「６面体サイコロ」 rather than "a d6" / 「d6」.
    in_words: bool = surface(False)
    #: Who rolls: "each player rolls a d20" / 「各プレイヤーはそれぞれ１個のd20を振る」.
    player: "PlayerRef" = You.model_construct()
    #: How many dice: "roll two d8" / 「２個のd8を振る」, "roll X d6"; None: one die.
    count: "Amount | None" = None


class AddToResult(Node):
    """ "Roll a d20 and add the number of cards in your hand." / 「…を振り、その出目に…を足す。」:
    a number added to the result of the roll before it, which the die table then reads."""

    kind: Literal["add_to_result"] = "add_to_result"
    amount: "Amount"


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
    object: "ObjectRef"
    duration: "Duration | None" = None
    #: Who gains control: "Target opponent gains control of …" (you unless another is named).
    player: "PlayerRef" = You.model_construct()
    #: Japanese: no comma after the duration (「ターン終了時までそのコントロールを得る」).
    no_comma: bool = surface(False)


class HasControl(Node):
    """ "You control enchanted creature." / 「あなたはエンチャントしているクリーチャーを
    コントロールする。」: a static control-changing effect (CR 613.1b, layer 2)."""

    kind: Literal["has_control"] = "has_control"
    player: "PlayerRef"
    object: "ObjectRef"


class SwitchPowerToughness(Node):
    """ "Switch target creature's power and toughness until end of turn" / 「ターン終了時まで、
    それのパワーとタフネスを入れ替える」: a layer 7d effect (CR 613.4d)."""

    kind: Literal["switch_power_toughness"] = "switch_power_toughness"
    object: "ObjectRef"
    duration: "Duration | None" = None


class ExchangeControl(Node):
    """ "exchange control of Card Name and target creature", "… of two target lands" /
    「それと〈名〉のコントロールを交換する」 (CR 701.12b): the objects' controllers swap them.
    The card itself comes first in ``objects`` whichever language names it first."""

    kind: Literal["exchange_control"] = "exchange_control"
    objects: "ObjectRef"
    #: Japanese 「それと〈名〉の…」: the card itself written after the other object.
    self_last: bool = surface(False)


class ExchangeLifeTotals(Node):
    """ "exchange life totals with target player" / 「そのプレイヤーとライフ総量を交換する」,
    「あなたのライフ総量と、そのプレイヤーのライフ総量を交換する」 (CR 701.12c)."""

    kind: Literal["exchange_life_totals"] = "exchange_life_totals"
    player: "PlayerRef"
    other: "PlayerRef"
    #: Japanese: both totals written (「あなたのライフ総量と、Xのライフ総量を」).
    both_written: bool = surface(False)


class SetLifeTotal(Node):
    """ "target player's life total becomes 10" / 「そのプレイヤーのライフ総量は１０点になる」: the
    player's life total is set to a number (CR 119.5)."""

    kind: Literal["set_life_total"] = "set_life_total"
    player: "PlayerRef"
    amount: "Amount"


class ExchangeZones(Node):
    """Cards exchanged between zones (CR 701.12d, f): "exchange your hand and graveyard" /
    「あなたの手札と墓地を交換する」 (the player's two zones swap their cards); "exchange cards in
    your hands, cards in your libraries, and cards in your graveyards" (the cards in each zone
    swap between the player and ``other``, the player named before)."""

    kind: Literal["exchange_zones"] = "exchange_zones"
    player: "PlayerRef"
    zones: list[Literal["hand", "library", "graveyard"]]
    other: "PlayerRef | None" = None


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
    paying: bool = surface(False)


class CostChange(Node):
    """ "… costs {1} less to cast [for each …]"."""

    kind: Literal["cost_change"] = "cost_change"
    object: "ObjectRef"
    symbols: str
    variable: "Variable | None" = None
    reduce: bool = True
    action: Literal["cast", "activate"] = "cast"
    for_each: "ObjectRef | TypesAmong | CountersOn | None" = None
    #: "for each target beyond the first" / 「２つ目以降の対象１つにつき」 (strive): by the
    #: number of the spell's targets less one.
    beyond_first: bool = False


class EntersWithCounters(Node):
    """ "<object> enters with N <kind> counters on it"."""

    kind: Literal["enters_with_counters"] = "enters_with_counters"
    object: "ObjectRef"
    amount: "Amount"
    counter: str
    #: "enters with an additional +1/+1 counter on it": see :class:`WithCounters`.
    additional: bool = False
    an_additional: bool = surface(False)
    additional_ja: "AdditionalJa" = surface("after_kind")
    #: Japanese words between the subject and the counters: 「各クリーチャーは、それぞれ…」,
    #: 「…はそれぞれ、…」, 「…は、その上に…」.
    lead_ja: Literal["", "それぞれ", "それぞれ、", "その上に"] = surface("")
    #: "<object> escapes with …" / 「…が置かれた状態で脱出する」: only when it enters after being
    #: cast with escape (CR 702.138c).
    escapes: bool = False
    the_battlefield: bool = surface(False)
    #: Japanese: a comma after the subject (「装備しているクリーチャーは、…」).
    comma: bool = surface(False)


class CanBeCommander(Node):
    """ "<card> can be your commander"."""

    kind: Literal["can_be_commander"] = "can_be_commander"
    object: "ObjectRef"


class LosesType(Node):
    """ "<object> isn't a creature"."""

    kind: Literal["loses_type"] = "loses_type"
    object: "ObjectRef"
    card_type: str


class DoesntRemove(Node):
    """ "This effect doesn't remove Red Ward." / 「この効果は赤の護法印を取り除かない。」: the
    protection the sentence before grants doesn't make that Aura or Equipment fall off
    (CR 702.16c, 303.4d)."""

    kind: Literal["doesnt_remove"] = "doesnt_remove"
    object: "ObjectRef"
    #: Japanese 「はずさない」 rather than 「取り除かない」.
    ja_verb: str | None = surface(None)
    #: Japanese 「この効果は、…」: a comma after the subject.
    comma: bool = surface(False)


class KeepsType(Node):
    """ "It's still a land." / 「それは土地でもある。」: after "becomes a creature", the object
    keeps its card type."""

    kind: Literal["keeps_type"] = "keeps_type"
    object: "ObjectRef"
    card_type: str
