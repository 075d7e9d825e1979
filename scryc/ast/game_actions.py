"""Effects: playing cards, arranging them, prevention, and the game's named actions."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .amounts import ColorsOf
    from .combining import Duration
    from .counts import (
        CommanderCasts,
        CountersOn,
        RemovedCounters,
        ThisWayTotal,
        TimesKicked,
        TypesAmong,
    )
    from .filters import FromAmong
    from .object_actions import Move
    from .objects import SelfRef, Zone
    from .tokens import CopyException
    from .unions import Amount, Effect, ObjectRef, PlayerRef


class Play(Node):
    """Play cards (a land, or cast a spell)."""

    kind: Literal["play"] = "play"
    player: "PlayerRef"
    object: "ObjectRef"
    cast_only: bool = False
    #: "without paying its mana cost" / 「マナ・コストを支払うことなく」.
    free: bool = False
    #: "You may cast it this turn." / 「このターン、あなたはそれを唱えてもよい。」
    duration: "Duration | None" = None
    #: Japanese: a comma after the object (「…呪文１つを、マナ・コストを支払うことなく唱えて」).
    comma: bool = surface(False)
    #: Japanese: the owner written before 「マナ・コスト」 (「それの」, 「その」).
    cost_owner: str | None = surface(None)
    #: Japanese: the object written only as that owner (「それのマナ・コストを…プレイして」).
    object_in_cost: bool = surface(False)
    #: Japanese: the place the object's filter names written after the object, before the verb
    #: (「…を、あなたの手札から…唱えて」; English "… from your hand").
    zone_after: bool = surface(False)
    #: "play lands and cast spells from the top of your library" / 「…から土地をプレイしたり
    #: 呪文を唱えたりして」: spells cast from the same place, written once (each object's filter
    #: holds that place).
    also_cast: "ObjectRef | None" = None
    #: "play lands and cast spells from among cards you own in exile …" / 「…カードの中から、
    #: …土地をプレイしたり…呪文を唱えたり」: the cards both come from.
    among: "FromAmong | None" = None
    #: "as though it had flash" / 「それが瞬速を持っているかのように」 (CR 702.8a): at any time
    #: the player could cast an instant.
    as_flash: bool = False
    #: Japanese: the subject written before 「瞬速を持っているかのように」 (「それが」, 「これが」,
    #: 「それらが」, "" for none).
    flash_subject: str | None = surface(None)


class CastFromZone(Node):
    """ "You may cast ~ from your graveyard." / 「あなたはあなたの墓地から〈名〉を唱えてもよい。」:
    the card itself cast from a zone other than its owner's hand (CR 601.3)."""

    kind: Literal["cast_from_zone"] = "cast_from_zone"
    player: "PlayerRef"
    object: "ObjectRef"
    zone: "Zone"
    #: Japanese: the place after the card (「〈名〉をあなたの墓地から唱えて」).
    zone_after: bool = surface(False)


class Arrange(Node):
    """ "Put one of them into your hand and the rest on the bottom of your library in any
    order" / 「そのうち１枚をあなたの手札に、残りをあなたのライブラリーの一番下に望む順番で置く」:
    the player splits the cards looked at between two places."""

    kind: Literal["arrange"] = "arrange"
    #: What goes to ``chosen``: some of the cards (:class:`PartOf`), or one named before.
    object: "ObjectRef"
    chosen: "Zone"
    rest: "Zone"
    #: The order the rest go in: "in any order", "in a random order".
    order: Literal["any", "random"] | None = None
    #: "the other" / 「もう１枚」 (one card is left) rather than "the rest" / 「残り」.
    other: bool = False
    #: "the rest back on top of your library".
    back: bool = surface(False)
    #: "put one onto the battlefield tapped and the other into your hand": the cards put onto
    #: the battlefield (``chosen``) enter tapped.
    tapped: bool = False
    #: Japanese 「１枚をタップ状態で戦場に出し、…」: the first place has its own verb (not
    #: 「…戦場に、…」).
    chosen_verb: bool = surface(False)


class ColorsSpent(Node):
    """ "each color of mana spent to cast it" / 「これを唱えるために支払われたマナの色１色」: what
    converge counts (a "for each")."""

    kind: Literal["colors_spent"] = "colors_spent"
    object: "ObjectRef"


class ColorsSpentCount(Node):
    """ "the number of colors of mana spent to cast this spell" / 「この呪文を唱えるために支払われた
    マナの色の総数」: converge's count as an amount (how many of the five colors paid it)."""

    kind: Literal["colors_spent_count"] = "colors_spent_count"
    object: "ObjectRef"
    #: Japanese 「…の数」, 「…の種類数」 (None: the usual 「…の総数」).
    number_word: Literal["数", "種類数"] | None = surface(None)


class ManaSpentAmount(Node):
    """ "the amount of mana spent to cast this spell" / 「この呪文を唱えるために支払われたマナの
    点数」; "the amount of {S} spent …" / 「…支払われた(氷)の点数」: the mana (of one kind) that
    paid its total cost."""

    kind: Literal["mana_spent_amount"] = "mana_spent_amount"
    object: "ObjectRef"
    #: The symbol counted ("{S}": snow mana), None for any mana.
    mana: str | None = None


class ForEach(Node):
    """ "… for each creature you control": the effect happens once per object counted."""

    kind: Literal["for_each"] = "for_each"
    effect: "Effect"
    #: What is counted: objects, or counters ("for each verse counter on it" /
    #: 「それの上にある詩句カウンター１個につき」).
    #: "for each 1 damage prevented this way" / 「これにより軽減されたダメージ１点につき」: each
    #: point of it (a ThisWayTotal).
    objects: "ObjectRef | CountersOn | RemovedCounters | ColorsSpent | TypesAmong | ColorsOf | Votes | CommanderCasts | TimesKicked | ThisWayTotal"  # noqa: E501
    #: Japanese: 「…につき」 written inside the predicate, before what the effect counts
    #: (「〈名〉は、あなたがコントロールしているアーティファクト１つにつき+1/+1の修整を受ける」).
    inside: bool = surface(False)
    #: Japanese: no comma after 「…につき」 (「戦場に出ている鳥１つにつきカード１枚を引く」).
    no_comma: bool = surface(False)
    #: English: what is counted written first ("For each opponent, create a 1/1 …").
    first: bool = surface(False)
    #: Japanese 「各カードにつきそれぞれ、」: the counted objects with 「各」, then 「それぞれ」.
    respectively: bool = surface(False)
    #: Japanese: the counted players written in the declaration of the effect's target
    #: (「各対戦相手につきそれぞれ、そのプレイヤーがコントロールしているクリーチャー最大１体を
    #: 対象とする。」), not in the sentence of the effect.
    players_declared: bool = surface(False)


class PreventDamage(Node):
    """ "Prevent the next 3 damage that would be dealt to any target this turn", "Prevent all
    combat damage that would be dealt this turn" (CR 615)."""

    kind: Literal["prevent_damage"] = "prevent_damage"
    #: How much is prevented; None: all of it.
    amount: "Amount | None" = None
    combat: bool = False
    recipient: "ObjectRef | None" = None
    source: "ObjectRef | None" = None
    duration: "Duration | None" = None
    #: "except combat damage that would be dealt by enchanted creatures" / 「…から受けるもの
    #: を除き」: the sources whose damage is not prevented.
    except_source: "ObjectRef | None" = None
    #: "The next time <source> would deal damage …, prevent that damage" / 「<source>が次に
    #: …与えるすべてのダメージを軽減する」: the damage of the source's next damage event.
    next_time: bool = False
    #: Japanese 「ダメージをすべて軽減する」 rather than 「すべてのダメージを軽減する」.
    all_last: bool = surface(False)
    #: English "prevent all damage <source> would deal" rather than "… dealt by <source>".
    source_first: bool = surface(False)
    #: "If <source> would deal damage to <recipient>, prevent 2 of that damage" / 「<source>が
    #: <recipient>にダメージを与える場合、そのダメージを２点軽減する」: the amount prevented
    #: of each such damage event, for as long as the effect lasts (CR 615.1a).
    each_time: bool = False
    #: "dealt to and dealt by <recipient>" / 「<recipient>が与える…ダメージと、<recipient>に
    #: 与えられる…ダメージ」: the damage dealt by the recipient is prevented too.
    to_and_by: bool = False
    #: Japanese: 「…が与える…ダメージと、…に与えられる…」, the damage it deals named first.
    by_first: bool = surface(False)
    #: English: the duration written after "dealt" ("dealt this turn by attacking creatures")
    #: or after the recipient ("dealt to you this turn by …"), not at the end.
    timed_after: Literal["dealt", "to"] | None = surface(None)
    #: Japanese 「このターンに与えられる…」 (not 「このターン、」).
    duration_ni: bool = surface(False)
    #: Japanese 「…によって与えられる」: the source written as the agent of the damage dealt.
    by_passive: bool = surface(False)
    #: Japanese: 「…与えるなら」 rather than 「…与える場合」, and 「<source>が、」 with a comma.
    if_written: Literal["なら"] | None = surface(None)
    source_comma: bool = surface(False)


class WouldBeDealtDamage(Node):
    """The replaced event of "If damage would be dealt to <recipient>, prevent that damage" /
    「<recipient>にダメージが与えられる場合、そのダメージを軽減する」 (CR 614, 615): each damage
    event dealt to ``recipient``; "that many" / 「その点数」 later in the ability is its amount."""

    kind: Literal["would_be_dealt_damage"] = "would_be_dealt_damage"
    recipient: "ObjectRef"
    #: "combat damage" / 「戦闘ダメージ」, "noncombat damage" / 「戦闘ダメージでないダメージ」: that
    #: damage only.
    combat: bool = False
    noncombat: bool = False
    #: English "If <recipient> would be dealt damage" rather than "If damage would be dealt to
    #: <recipient>".
    recipient_first: bool = surface(False)


class PreventThatDamage(Node):
    """ "prevent that damage" / 「そのダメージを軽減する」: all the damage of the event an ability
    replaces (:class:`WouldBeDealtDamage`), as the first step of its replacement (CR 615)."""

    kind: Literal["prevent_that_damage"] = "prevent_that_damage"
    #: Japanese 「そのすべてのダメージ」 (``"before"``) or 「そのダメージをすべて」 (``"after"``).
    all_written: Literal["before", "after"] | None = surface(None)


class RedirectDamage(Node):
    """ "The next 1 damage that would be dealt to ~ this turn is dealt to target creature
    instead" / 「このターン、~に与えられる次のダメージ１点は、代わりにそれに与えられる」: a
    redirection effect (CR 614.9), the damage dealt to ``recipient`` dealt to ``to`` instead."""

    kind: Literal["redirect_damage"] = "redirect_damage"
    #: How much is redirected; None: all of it.
    amount: "Amount | None" = None
    combat: bool = False
    recipient: "ObjectRef"
    duration: "Duration | None" = None
    #: What the damage is dealt to instead.
    to: "ObjectRef"


class ModifyDamage(Node):
    """ "If a source you control would deal damage to a permanent or player, it deals double that
    damage to that permanent or player instead" / 「あなたがコントロールしている発生源がパーマ
    ネントかプレイヤーにダメージを与えるなら、代わりにそれはそのパーマネントかプレイヤーにその
    点数の２倍のダメージを与える」: each such damage event changed (CR 614.1a), its amount
    ``factor`` times the original plus ``added``."""

    kind: Literal["modify_damage"] = "modify_damage"
    source: "ObjectRef"
    recipient: "ObjectRef"
    #: "would deal noncombat damage" / 「戦闘ダメージでないダメージを与える」: that damage only.
    noncombat: bool = False
    factor: int = 1
    #: "that much damage plus 1" / 「その点数に１を足した点数のダメージ」.
    added: "Amount | None" = None
    #: The recipient written again ("to that permanent or player" / 「そのパーマネントかプレイ
    #: ヤーに」), or None when it is left out ("it deals double that damage instead").
    recipient_again: "ObjectRef | None" = surface(None)
    #: Japanese: 「代わりに、」 with a comma; 「…場合、」 rather than 「…なら、」.
    instead_comma: bool = surface(False)
    if_written: Literal["場合"] | None = surface(None)
    #: Japanese wording of the amount: None 「その点数の２倍のダメージ」, "bare" 「その２倍の
    #: ダメージ」, "points_after" 「その２倍の点数のダメージ」; "kana" 「その点数に２をたした…」
    #: (not 「足した」).
    ja_form: Literal["bare", "points_after", "kana"] | None = surface(None)


class FlipCoin(Node):
    """ "Flip a coin" / 「コイン投げをする」 (CR 705)."""

    kind: Literal["flip_coin"] = "flip_coin"
    player: "PlayerRef"
    #: Japanese 「コイン投げを行う」 rather than 「…をする」.
    verb: str | None = surface(None)


class Investigate(Node):
    """ "Investigate": create a Clue token (CR 701.16)."""

    kind: Literal["investigate"] = "investigate"
    player: "PlayerRef"


class ExtraTurn(Node):
    """ "Take an extra turn after this one" / 「このターンに続いて追加の１ターンを行う」
    (CR 500.7): the player takes that many turns after this one."""

    kind: Literal["extra_turn"] = "extra_turn"
    player: "PlayerRef"
    amount: "Amount"


class NumberedAction(Node):
    """A keyword action with a number, recorded by name (CR 701): "Monstrosity 3", "Adapt 2",
    "Bolster 1", "Support 2", "Amass 2", "Earthbend 3" / 「怪物化３を行う」, 「ゾンビ動員２を行う」,
    「土の技３を行う」."""

    kind: Literal["numbered_action"] = "numbered_action"
    name: Literal["monstrosity", "adapt", "bolster", "support", "amass", "amass Orcs", "earthbend"]
    player: "PlayerRef"
    amount: "Amount"


class NamedAction(Node):
    """A keyword action without a number, recorded by name (CR 701): "Proliferate", "Learn",
    "Populate" / 「増殖を行う」, 「履修を行う」, 「居住を行う」, "Forage" / 「給餌する」 (CR 701.61:
    exile three cards from your graveyard or sacrifice a Food)."""

    kind: Literal["named_action"] = "named_action"
    name: Literal["proliferate", "learn", "populate", "forage"]
    player: "PlayerRef"


class GameResult(Node):
    """ "You win the game" / 「あなたはこのゲームに勝利する」, "target player loses the game" /
    「…はこのゲームに敗北する」 (CR 104.2, 104.3)."""

    kind: Literal["game_result"] = "game_result"
    player: "PlayerRef"
    outcome: Literal["win", "lose"]


class BecomeMonarch(Node):
    """ "You become the monarch" / 「あなたが統治者になる」 (CR 724.1)."""

    kind: Literal["become_monarch"] = "become_monarch"
    player: "PlayerRef"


class TakeInitiative(Node):
    """ "You take the initiative" / 「あなたはイニシアチブを得る」 (CR 726)."""

    kind: Literal["take_initiative"] = "take_initiative"
    player: "PlayerRef"


class Venture(Node):
    """ "Venture into the dungeon" / 「ダンジョン探索をする」 (CR 701.49); "venture into
    Undercity" / 「地下街探索をする」, into a dungeon of that dungeon type (CR 701.49d)."""

    kind: Literal["venture"] = "venture"
    player: "PlayerRef"
    #: The dungeon type ("Undercity"), or the dungeon itself by its name; None: any dungeon.
    into: "str | SelfRef | None" = None


class Clash(Node):
    """ "Clash with an opponent" / 「対戦相手１人と激突を行う」 (CR 701.23)."""

    kind: Literal["clash"] = "clash"
    player: "PlayerRef"
    opponent: "PlayerRef"


class Incubate(Node):
    """ "Incubate N": create an Incubator token with N +1/+1 counters (CR 701.53)."""

    kind: Literal["incubate"] = "incubate"
    player: "PlayerRef"
    amount: "Amount"


class Behold(Node):
    """ "behold a Dragon" / 「ドラゴンの後見を受ける」: reveal such a card from your hand or
    choose such a permanent you control (CR 701.4)."""

    kind: Literal["behold"] = "behold"
    player: "PlayerRef"
    object: "ObjectRef"


class CollectEvidence(Node):
    """ "Collect evidence N": exile cards with total mana value N or greater from your
    graveyard (CR 701.59)."""

    kind: Literal["collect_evidence"] = "collect_evidence"
    player: "PlayerRef"
    amount: "Amount"


class Goad(Node):
    """ "Goad target creature" (CR 701.15)."""

    kind: Literal["goad"] = "goad"
    object: "ObjectRef"


class Suspect(Node):
    """ "Suspect up to one target creature" / 「それに容疑をかける」 (CR 701.60): it has menace
    and can't block while suspected."""

    kind: Literal["suspect"] = "suspect"
    object: "ObjectRef"


class TransformPermanent(Node):
    """ "Transform <object>": turn a double-faced permanent over (CR 701.28)."""

    kind: Literal["transform_permanent"] = "transform_permanent"
    object: "ObjectRef"


class CopySpell(Node):
    """ "Copy it" / 「これをコピーする」: put a copy of a spell on the stack (CR 707.10)."""

    kind: Literal["copy_spell"] = "copy_spell"
    object: "ObjectRef"
    #: "copy that spell, except the copy isn't legendary" (CR 707.9b).
    exception: "CopyException | None" = None
    #: "copy it twice" / 「それを２回コピーする」: how many copies (None: one).
    times: "Amount | None" = None


class Cloak(Node):
    """ "Cloak the top card of your library": put it onto the battlefield face down as a
    2/2 with ward {2} (CR 701.58)."""

    kind: Literal["cloak"] = "cloak"
    object: "ObjectRef"


class KeywordAction(Node):
    """A keyword action (CR 701) a player takes on an object, or an object takes: "detain
    target creature" / 「…を留置する」 (701.35), "exert ~" / 「…を督励する」 (701.43),
    "manifest the top card of your library" / 「…を予示する」 (701.34), "manifest dread" /
    「戦慄予示する」 (701.62), "~ connives" / 「…は謀議する」 (701.50), 「…に気の技を行う」
    (airbend, 701.65), "flip ~" / 「…を反転する」 (a flip card, CR 710)."""

    kind: Literal["keyword_action"] = "keyword_action"
    name: Literal["detain", "exert", "manifest", "manifest dread", "connive", "airbend", "flip"]
    #: Who takes the action; None for "connive", which the object takes.
    player: "PlayerRef | None" = None
    #: What the action is taken on ("connive": the object that connives); None for "manifest
    #: dread".
    object: "ObjectRef | None" = None


class FinishVoting(Node):
    """ "Whenever players finish voting" / 「すべてのプレイヤーが投票を完了するたび」
    (CR 701.38)."""

    kind: Literal["finish_voting"] = "finish_voting"
    #: Japanese: 「すべての」 before 「プレイヤー」.
    all_written: bool = surface(False)


class Vote(Node):
    """ "Starting with you, each player votes for time or knowledge." / 「あなたから始めて各
    プレイヤーは「時間(Time)」または「知識(Knowledge)」のいずれかに投票する。」 (CR 701.38):
    a vote between named choices."""

    kind: Literal["vote"] = "vote"
    #: Who votes.
    player: "PlayerRef"
    #: Who votes first ("starting with you" / 「あなたから始めて」).
    starting_with: "PlayerRef | None" = None
    #: The choices, by their English names in lower case (the Japanese text writes each
    #: English name in brackets after its own: 「時間(Time)」).
    choices: list[str]
    #: Japanese: each choice as written inside 「」 (「時間(Time)」).
    written: list[str] = surface([])
    #: Japanese: 「開始して」 rather than 「始めて」, 「か」 rather than 「または」.
    began: bool = surface(False)
    ka: bool = surface(False)


class Votes(Node):
    """ "each time vote" / 「「時」１票」 (CR 701.38): the votes cast for a choice of the vote
    before, which "for each" counts."""

    kind: Literal["votes"] = "votes"
    #: The choice (its English name in lower case, as :attr:`Vote.choices`).
    choice: str
    #: Japanese: the choice as written inside 「」 (「時」).
    written: str | None = surface(None)


class RingTempts(Node):
    """ "The Ring tempts you" (CR 701.54)."""

    kind: Literal["ring_tempts"] = "ring_tempts"
    player: "PlayerRef"


class MoveInsteadOf(Node):
    """ "If that spell is countered this way, put it into its owner's hand instead of into
    that player's graveyard." / 「それをオーナーの墓地に置く代わりにオーナーの手札に加える」: a
    move that replaces the zone change the spell's resolution would make (CR 614.1a)."""

    kind: Literal["move_instead_of"] = "move_instead_of"
    #: The move made instead (its object is the object that would go to ``instead_of``).
    move: "Move"
    #: The zone it would have gone to ("that player's graveyard").
    instead_of: "Zone"
    #: Japanese: a comma after 「代わりに」.
    comma: bool = surface(False)
