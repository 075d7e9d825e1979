"""The kinds of ability (CR 113.3: spell, activated, triggered and static abilities, and
keywords), and a card's whole rules text."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .combining import Duration
    from .text import ReminderText
    from .unions import Ability, Amount, Condition, Cost, Effect, Filter, ObjectRef, Trigger


class Keyword(Node):
    """A keyword ability: "Flying", "Ward {2}", "Enchant creature", "Cycling {U}"."""

    kind: Literal["keyword"] = "keyword"
    name: str
    cost: "Cost | None" = None
    #: Costs written after an em dash: "Escape—{3}{B}{B}, Exile four other cards from your
    #: graveyard.", "Cumulative upkeep—Pay 1 life." / 「脱出 ― (３)(黒)(黒),…を追放する。」.
    costs: "list[Cost]" = []
    amount: "Amount | None" = None
    filter: "Filter | None" = None
    #: "Enchant player", "Enchant opponent" / 「エンチャント（プレイヤー）」.
    player: Literal["player", "opponent"] | None = None
    #: English: "lower" (flying), "capitalized" (First strike), "title" (First Strike).
    case: Literal["lower", "capitalized", "title"] | None = surface(None)
    #: English "protection from blue and from black": written joined to the keyword before.
    and_from: bool = surface(False)
    #: "Partner with Blaring Recruiter" / 「《吹鳴する徴募兵》との共闘」 (CR 702.124j): the
    #: other card's name, as written in that language (each language has its own names).
    card_name: str | None = surface(None)


class ThisAbility(Node):
    """ "this ability" / 「この能力」 as an ability an object has: the ability whose text says
    it, granted as printed (a copy "except it has this ability", CR 707.9a)."""

    kind: Literal["this_ability"] = "this_ability"
    #: Japanese 「それがこの能力を持つ」: the copy named as the subject before it.
    subject: bool = surface(False)


class KeywordList(Node):
    """One line of keywords: "Flying, lifelink"."""

    kind: Literal["keyword_list"] = "keyword_list"
    keywords: list[Keyword]
    reminder: "list[ReminderText]" = []
    #: English: ";" when semicolons separate the keywords ("Flying; swampwalk (…)", as
    #: Oracle writes a list that ends in a keyword with reminder text); None for commas.
    #: "Kicker {2}{U} and/or {1}{B}" / 「キッカー(２)(青)/(１)(黒)」: "and/or" ("/"), two costs
    #: of one keyword (CR 702.33b).
    separator: Literal[";", "and/or", "/"] | None = surface(None)


class SpellAbility(Node):
    """Instructions that happen when a spell resolves."""

    kind: Literal["spell_ability"] = "spell_ability"
    effect: "Effect"
    reminder: "list[ReminderText]" = []


class ActivatedAbility(Node):
    """ "cost: effect" with optional activation restrictions."""

    kind: Literal["activated_ability"] = "activated_ability"
    costs: "list[Cost]"
    effect: "Effect"
    #: "This ability costs {1} less to activate for each …" / 「この能力を起動するためのコスト
    #: は、…につき(１)少なくなる。」 (or such a rule under "If …"): a rule about this ability's
    #: own cost, applied as it is activated (CR 601.2f, 602.2b), not a step of its effect.
    cost_rule: "Effect | None" = None
    restriction: "ActivationRestriction | None" = None
    loyalty: str | None = None
    #: A loyalty cost written without brackets, as written ("+1", "−2": Scryfall's notation);
    #: None for "[+1]".
    loyalty_written: str | None = surface(None)
    reminder: "list[ReminderText]" = []
    #: English: quoted without its period ('gains "{T}: Add {U}, {B}, or {R}" until …').
    no_period: bool = surface(False)


#: The activation limits beyond once each turn (``ActivationRestriction.timing``) and the words
#: that say them: English, then Japanese as printed and in half-width digits ("Activate no more
#: than twice each turn" / 「毎ターン２回までしか起動できない」).
ACTIVATION_LIMITS = {
    "twice each turn": ("twice", "２回", "2回"),
    "three times each turn": ("three", "３回", "3回"),
}
#: "Activate only as a sorcery and only once each turn." (``ActivationRestriction.timing``).
SORCERY_ONCE = "sorcery and once each turn"


class ActivationRestriction(Node):
    """ "Activate only as a sorcery / once each turn / if … / during your upkeep"."""

    kind: Literal["activation_restriction"] = "activation_restriction"
    #: "twice each turn", "three times each turn": "Activate no more than twice each turn." /
    #: 「毎ターン２回までしか起動できない。」 (at most that many activations a turn).
    #: "sorcery and once each turn": "Activate only as a sorcery and only once each turn." /
    #: 「ソーサリーとしてのみ、毎ターン１回のみ起動できる。」 (both limits).
    timing: (
        Literal[
            "sorcery",
            "once each turn",
            "sorcery and once each turn",
            "twice each turn",
            "three times each turn",
        ]
        | None
    ) = None
    condition: "Condition | None" = None
    #: "Activate only during your turn" / 「あなたのターンの間にのみ起動できる」.
    during: Literal["your turn", "your upkeep"] | None = None
    #: A window of the turn, in the words of casting windows (CR 602.5d): "Activate only
    #: during your turn, before attackers are declared" / 「あなたのターンの間で、攻撃クリーチャー
    #: が指定される前にのみ起動できる」 ("before attackers are declared"), "… during combat".
    window: str | None = None
    #: "Any player may activate this ability [but only …]." / 「この能力はどのプレイヤーも起動
    #: できる(が、…)。」 (CR 602.2: not only its controller).
    any_player: bool = False
    #: Japanese: the permission's words as written where not 「この能力はどのプレイヤーも起動
    #: できる」 (「この能力は、どのプレイヤーも起動してよい」).
    any_player_written: str | None = surface(None)
    #: "Activate only as a sorcery and only if …" / 「ソーサリーとしてのみ、かつ、…ときにのみ起動
    #: できる。」: the timing written before the condition (the canonical order is the condition
    #: first, "Activate only if … and only as a sorcery").
    sorcery_first: bool = surface(False)


class TriggeredAbility(Node):
    """ "When/Whenever/At trigger, [if condition,] effect"."""

    kind: Literal["triggered_ability"] = "triggered_ability"
    trigger: "Trigger"
    condition: "Condition | None" = None
    effect: "Effect"
    once_each_turn: bool = False
    #: "Do this only once each turn." / 「これは毎ターン１回のみ行える。」: the ability still
    #: triggers, but its effect happens at most once each turn.
    effect_once_each_turn: bool = False
    reminder: "list[ReminderText]" = []
    #: Japanese 「この能力は毎ターン…」 without the comma after 「は」 (None: with it).
    limit_comma: bool | None = surface(None)
    #: "when" (「とき」), "whenever" (「たび」) or "at".
    word: Literal["when", "whenever", "at"] | None = surface(None)
    #: "Whenever you cast a spell … this turn, …" / 「このターン、あなたが…たび、…」: the
    #: ability triggers only for that long (a chapter's or a spell's delayed trigger).
    duration: "Duration | None" = None
    #: "Whenever you gain life during your turn, …" / 「あなたのターン中にあなたがライフを得る
    #: たび、…」: the event counts only during its controller's turn.
    #: "Whenever you cast a spell during an opponent's turn, …" / 「対戦相手のターン中にあなたが
    #: 呪文を唱えるたび、…」: during any opponent's turn.
    during: Literal["your turn", "an opponent's turn"] | None = None
    #: Japanese: the condition right after the trigger written with 「なら」 (None: 「場合」).
    if_written: Literal["なら"] | None = surface(None)


class StaticAbility(Node):
    """A continuous effect that applies while the card is on the battlefield (or as stated)."""

    kind: Literal["static_ability"] = "static_ability"
    effect: "Effect"
    condition: "Condition | None" = None
    reminder: "list[ReminderText]" = []
    #: English: the condition after the effect ("… gets +1/+1 as long as …").
    #: English: the condition after the effect, and its words: "… get +1/+1 as long as …",
    #: "This spell costs {1} less to cast if …".
    condition_last: Literal["as long as", "if"] | None = surface(None)
    #: "… can't attack or block unless a creature died under your control this turn" /
    #: 「このターンに…死亡していないかぎり、…」: the effect applies while the condition is false.
    unless: bool = False
    #: Japanese: the subject before the condition (「〈名〉は…していないかぎり、攻撃できない」),
    #: with or without 「、」 after 「かぎり」 ("topic, …": 「、」 after 「は」 too).
    subject_first: Literal["comma", "no comma", "topic, comma", "topic, no comma"] | None = surface(
        None
    )
    #: English: quoted without its period ('an emblem with "Creatures you control get +1/+1"
    #: and "…."').
    no_period: bool = surface(False)


class WouldDie(Node):
    """The replaced event of "If <object> would die this turn, exile it instead" /
    「このターン、…が死亡するなら、代わりにそれを追放する」."""

    kind: Literal["would_die"] = "would_die"
    object: "ObjectRef"
    duration: "Duration | None" = None
    #: Japanese 「このターンに…」 rather than 「このターン、…」; "after": 「…がこのターンに死亡
    #: する」 (the duration after the subject).
    duration_particle: Literal["に", "after"] | None = surface(None)


class WouldLeave(Node):
    """The replaced event of "If <object> would leave the battlefield, exile it instead of
    putting it anywhere else" / 「…が戦場を離れるなら、それを戦場以外に置く代わりに追放する」
    (CR 614.1a): the object goes to exile, whatever zone it would have gone to."""

    kind: Literal["would_leave"] = "would_leave"
    object: "ObjectRef"
    #: How "instead" is said: "instead of putting it anywhere else" / 「…を戦場以外に置く代わり
    #: に」, 「他のいずこかに」, 「他のいかなる領域に」 (None: "exile ~ instead").
    elsewhere: Literal["anywhere else", "戦場以外", "他のいずこか", "他のいかなる領域"] | None = (
        surface(None)
    )
    #: Japanese 「戦場から離れる」 rather than 「戦場を離れる」.
    from_particle: bool = surface(False)
    #: Japanese: the exiled object named again before 「追放する」 (「…に置く代わりにそれを追放
    #: する」).
    again: bool = surface(False)
    #: Japanese 「それが戦場以外に置かれる代わりに」 rather than 「それを…に置く代わりに」.
    passive: bool = surface(False)


class CardText(Node):
    """A card's whole rules text: its abilities, one per line, in printed order (a prototype,
    which Japanese prints last, first)."""

    kind: Literal["card_text"] = "card_text"
    abilities: "list[Ability]"
    #: The language of the text it was parsed from ("en", "ja").
    lang: str | None = surface(None)
