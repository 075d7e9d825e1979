"""Conditions: what an "if", "as long as" or "unless" asks of the game."""

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from .base import Node, surface
from .players import You

if TYPE_CHECKING:
    from .filters import ThisWayEvent
    from .objects import Zone
    from .unions import Amount, Condition, Effect, Filter, ObjectRef, PlayerRef


class IfYouDo(Node):
    """ "If you do" / 「そうしたなら」: the previous optional step happened."""

    kind: Literal["if_you_do"] = "if_you_do"
    #: "If they do" / "If that player does" / 「そのプレイヤーがそうしたなら」: the player who
    #: was asked before (None: you).
    player: "PlayerRef | None" = None
    #: How that player is written: English "they", Japanese 「そのコントローラー」.
    written: str | None = surface(None)
    #: Japanese 「そうしたなら」 with the player left out: another player was asked, and the
    #: choice is theirs (English "If the player does").
    elided: bool = surface(False)


class SpellsCastLastTurn(Node):
    """The werewolves' conditions: "no spells were cast last turn" / 「直前のターンに呪文が
    唱えられていなかった」, "a player cast two or more spells last turn" / 「直前のターンに
    プレイヤー１人が２つ以上の呪文を唱えていた」."""

    kind: Literal["spells_cast_last_turn"] = "spells_cast_last_turn"
    #: Who cast them: None for "no spells were cast" (by anyone).
    player: "PlayerRef | None" = None
    #: The least number one player cast; None: no spells at all.
    at_least: "Amount | None" = None
    #: Japanese 「呪文を２つ以上」 rather than 「２つ以上の呪文を」.
    spells_first: bool = surface(False)


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
    that: bool = surface(False)


class VoteResult(Node):
    """ "time gets more votes[ or the vote is tied]" / 「「時間」がより多くの票を得た(、あるいは
    票が同数だった)」 (CR 701.38): how the vote before came out."""

    kind: Literal["vote_result"] = "vote_result"
    #: The choice (its English name in lower case, as :attr:`Vote.choices`).
    choice: str
    #: "or the vote is tied": a tie counts too.
    or_tied: bool = False
    #: Japanese: the choice as written inside 「」 (「時間」).
    written: str | None = surface(None)
    #: Japanese: the words after 「票を」 as written (「得るか同数だった」, 「得た、または同数」).
    tail: str | None = surface(None)


class YouControl(Node):
    """ "you control an Island", "you control a legendary creature", "an opponent controls a
    planeswalker" / 「対戦相手がプレインズウォーカーをコントロールしている」."""

    kind: Literal["you_control"] = "you_control"
    objects: "ObjectRef"
    negated: bool = False
    #: Who controls them (you unless another player is named).
    player: "PlayerRef" = You.model_construct()
    #: Japanese 「…をコントロールし続けている(かぎり)」 rather than 「…し続ける」.
    progressive: bool = surface(False)
    #: The negative written with a word for none: "you control no Islands" (not "you don't
    #: control an Island"), 「クリーチャーを１体もコントロールしていない」.
    none_word: bool = surface(False)
    #: Japanese: the player written in full before 「が」 (「対戦相手１人が」), not as the bare
    #: noun (「対戦相手が」).
    player_written: bool = surface(False)
    #: Japanese 「山を２つ以上コントロールしている」: the count after 「を」 (not
    #: 「２つ以上の山を」).
    count_after: bool = surface(False)
    #: Japanese 「青のパーマネントか黒のパーマネントのいずれかを」: the alternatives followed by
    #: 「のいずれか」 ("either of").
    either: bool = surface(False)


class ControlsMore(Node):
    """ "an opponent controls more lands than you", "… at least two more lands than you" /
    「対戦相手１人があなたより(も)多くの土地をコントロールしている」,
    「対戦相手１人が土地をあなたよりも２つ以上多くコントロールしている」."""

    kind: Literal["controls_more"] = "controls_more"
    player: "PlayerRef"
    objects: "ObjectRef"
    #: "at least two more": the least difference (None: one more).
    at_least: "Amount | None" = None
    #: Japanese: the objects before 「あなたより」 (「土地をあなたより多く」).
    objects_first: bool = surface(False)
    #: Japanese 「あなたよりも」 rather than 「あなたより」.
    than_mo: bool = surface(False)


class ObjectIs(Node):
    """ "it's a creature card", "its mana value was 3 or less"."""

    kind: Literal["object_is"] = "object_is"
    object: "ObjectRef"
    filter: "Filter"
    #: "was" rather than "is" (「であった」).
    past: bool = surface(False)
    #: Japanese 「だった」 rather than 「であった」 (「それが人間だった場合」).
    da: bool = surface(False)
    #: "it had mana value 3 or less" rather than "its mana value was 3 or less".
    has_form: bool = surface(False)
    #: Japanese: the object before the zone, 「〈名〉があなたの墓地にある」 (not
    #: 「あなたの墓地に〈名〉がある」).
    object_first: bool = surface(False)
    #: Japanese 「それがクリーチャー・カードなら」: the description without 「である」.
    no_copula: bool = surface(False)
    #: Japanese 「それのマナ総量が５以上であるなら」: a comparison with 「である」 (not
    #: 「…以上なら」).
    copula: bool = surface(False)


class PairedWith(Node):
    """ "<object> is paired with another creature" / 「…が他のクリーチャーと組になっている」:
    soulbond's pairing (CR 702.95)."""

    kind: Literal["paired_with"] = "paired_with"
    object: "ObjectRef"
    #: What it is paired with: "another creature".
    partner: "ObjectRef"


class ThisWay(Node):
    """ "if a creature card is revealed this way", "if that spell is countered this way",
    "if a player is dealt damage this way" / 「これにより…が公開された」: what the step
    before did happened to such an object."""

    kind: Literal["this_way"] = "this_way"
    object: "ObjectRef"
    event: "ThisWayEvent"
    #: "was milled" rather than "is milled".
    past: bool = surface(False)
    #: Japanese: the object before 「これにより」 (「これでない砂漠がこれにより戻された」).
    object_first: bool = surface(False)


#: A coloured mana symbol's letter and its colour.
MANA_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class YouCast(Node):
    """ "if you cast this spell from your hand", "if you cast it during your main phase",
    "if you've cast an instant or sorcery spell this turn" / 「あなたが…を唱えていた」."""

    kind: Literal["you_cast"] = "you_cast"
    object: "ObjectRef"
    from_zone: "Zone | None" = None
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
    this_way_first: bool = surface(False)


class AbilityResolved(Node):
    """ "this is the second time this ability has resolved this turn" / 「このターンにこの能力が
    解決したのが２回目である」."""

    kind: Literal["ability_resolved"] = "ability_resolved"
    nth: int
    #: After the first: "If it's the second time" / 「２度目なら」.
    elided: bool = surface(False)
    #: Japanese 「この能力が解決されたのがこのターン内で１度目」 (passive, 「度目」).
    passive: bool = surface(False)


class ManaSpent(Node):
    """ "If at least three blue mana was spent to cast this spell" (adamant), "if {B} was
    spent to cast this spell" / 「この呪文を唱えるために青マナが３点以上支払われていたなら」,
    「…ために(黒)が支払われていたなら」: at least ``amount`` mana of ``color`` was spent."""

    kind: Literal["mana_spent"] = "mana_spent"
    object: "ObjectRef"
    color: Literal["white", "blue", "black", "red", "green"]
    #: One is written as the mana symbol ("{B}", 「(黒)」).
    amount: "Amount"


class Beheld(Node):
    """ "if a Dragon was beheld" / 「ドラゴンの後見を受けていたなら」: an earlier behold
    of this spell or ability happened (CR 701.4)."""

    kind: Literal["beheld"] = "beheld"
    object: "ObjectRef"


class ChoseRingBearer(Node):
    """ "if you chose a creature other than ~ as your Ring-bearer" /
    「(あなたが)〈名〉でないクリーチャーをあなたの指輪所持者に選んだ場合」: the creature chosen
    as the Ring tempted you (CR 701.54a) matches ``object``."""

    kind: Literal["chose_ring_bearer"] = "chose_ring_bearer"
    object: "ObjectRef"
    #: Japanese: 「あなたが」 written before the object.
    subject_written: bool = surface(True)


class SpellWas(Node):
    """ "if this spell was kicked / foretold", "if this spell was cast from a graveyard" /
    「この呪文が墓地から唱えられた（ていた）なら」."""

    kind: Literal["spell_was"] = "spell_was"
    object: "ObjectRef"
    how: str
    #: The zone it was cast from ("cast from a graveyard"); None for the other histories.
    zone: "Zone | None" = None
    #: Japanese 「唱えられた」 for 「唱えられていた」.
    simple_past: bool = surface(False)


class CostPaid(Node):
    """ "this spell's madness cost was paid", "the {2}{U} cost was paid", "that cost wasn't paid" /
    「この呪文のマッドネス・コストが支払われていた」, 「その(２)(青)のコストが支払われていた」,
    「そのコストが支払われていない」 (CR 601.2f)."""

    kind: Literal["cost_paid"] = "cost_paid"
    #: Whose cost ("this spell's", "its"); None for "the {2}{U} cost" and "that cost".
    object: "ObjectRef | None" = None
    #: The cost: a keyword ("madness"), "additional", or mana ("{2}{U}"); None: "that cost".
    cost: str | None = None
    paid: bool = True
    #: Japanese 「支払われた」 rather than 「支払われていた」.
    simple_past: bool = surface(False)


class IfYouDont(Node):
    """ "If you don't [do it]": the previous optional step did not happen; "If you can't" /
    「そうできないなら」: the previous instruction could not be followed (CR 609.3)."""

    kind: Literal["if_you_dont"] = "if_you_dont"
    effect: "Effect | None" = None
    #: "If they don't" / "If that player doesn't": the player who was asked (None: you).
    player: "PlayerRef | None" = None
    #: How that player is written: English "they", Japanese 「そのコントローラー」.
    written: str | None = surface(None)
    #: Japanese 「そうしたなら」 with the player left out: another player was asked, and the
    #: choice is theirs (English "If the player does").
    elided: bool = surface(False)
    #: Japanese 「そうしない(なら)」 as written, rather than 「そうしなかった」 (with ``cannot``:
    #: 「できない」 or 「それができない」 rather than 「そうできない」).
    verb: str | None = surface(None)
    #: "If you can't" / 「そうできないなら」: the step was impossible, not declined.
    cannot: bool = False


class ThereAre(Node):
    """ "there are four or more creature cards in your graveyard"."""

    kind: Literal["there_are"] = "there_are"
    objects: "ObjectRef"
    #: English "seven or more cards are in your graveyard" (no "there").
    are_in: bool = surface(False)
    #: Japanese 「あなたの墓地に７枚以上のカードがある」 (the count before the noun).
    count_first: bool = surface(False)
    #: English "you have seven or more cards in your graveyard" (the zone's owner "has" them).
    have: bool = surface(False)


class InEachZone(Node):
    """ "you own a card named ~ in exile, in your hand, in your graveyard, and on the
    battlefield" / 「あなたがオーナーである《~》という名前のカードが追放領域とあなたの手札と
    あなたの墓地と戦場のいずれにもある」: in each of the zones there is an object of the
    description (English names its owner as the subject, "you own")."""

    kind: Literal["in_each_zone"] = "in_each_zone"
    objects: "ObjectRef"
    zones: "list[Zone]" = Field(json_schema_extra={"unordered": True})


class AmountCompare(Node):
    """ "your devotion to blue is less than five", "the result is 3 or less"."""

    kind: Literal["amount_compare"] = "amount_compare"
    left: "Amount"
    op: Literal["lt", "le", "eq", "ge", "gt"]
    right: "Amount"
    #: Counters on an object, as English says it: "it has four or more … counters on it"
    #: ("has", "had") or "there are three or more … counters on it" ("there_are"); also
    #: "there are four or more card types among …"; "has" also for a total, "creatures you
    #: control have total power 8 or greater"; a player's: "an opponent has three or more
    #: poison counters" ("has"), "defending player is poisoned" ("poisoned": one or more); how
    #: many opponents: "you have two or more opponents" ("has").
    wording: Literal["is", "has", "had", "there_are", "poisoned"] = surface("is")
    #: English "If X is 4 or more" rather than "… or greater".
    or_more: bool = surface(False)
    #: English "is less than or equal to …" rather than "is … or less".
    or_equal: bool = surface(False)
    #: Japanese 「…にカード・タイプが合計４種類以上含まれる」 (the newer wording of
    #: 「…の中に４種類以上のカード・タイプがある」).
    contained: bool = surface(False)
    #: Japanese 「…の中の基本土地タイプの種類数が３以上である」: the types counted as an amount.
    counted: bool = surface(False)
    #: Japanese counters counted after their kind, with the verb as written: 「これの上に
    #: +1/+1カウンターが３個以上置かれている」 (None: 「…に３個以上の…カウンターがある」);
    #: for none (``eq`` 0) the words after 「…カウンターが」 but 「ない」: 「１個もない」…
    count_after: (
        Literal["ある", "置かれている", "１個もない", "１個も無い", "無い", "置かれていない"] | None
    ) = surface(None)
    #: One or more counters, no number written: "it has a +1/+1 counter on it" /
    #: 「それの上に+1/+1カウンターが置かれている」.
    unnumbered: bool = surface(False)


class ActedThisTurn(Node):
    """ "you attacked this turn" (raid), "you gained or lost life this turn", "you've
    surveilled this turn", "an opponent searched their library this turn" (traps): the
    player did one of the actions this turn."""

    kind: Literal["acted_this_turn"] = "acted_this_turn"
    player: "PlayerRef"
    #: "attack", "gain life", "lose life", "surveil", "descend" (a permanent card was put
    #: into the player's graveyard from anywhere), "search library" (the player searched
    #: their own library): any one of them.
    actions: list[str]
    #: English "you've surveilled" (the perfect), not "you surveilled".
    perfect: bool = surface(False)
    #: Japanese 「あなたが諜報したターンの間」 for a static ability's "as long as you've
    #: surveilled this turn".
    during_turn: bool = surface(False)
    #: Japanese 「このターン、対戦相手１人が…」 (a comma), not 「このターンに…」.
    turn_comma: bool = surface(False)
    #: Japanese 「対戦相手１人が」 (the player counted), not the bare 「対戦相手が」.
    counted_player: bool = surface(False)


class AttackedWith(Node):
    """ "you attacked with two or more creatures this turn" / 「このターン、あなたが２体以上の
    クリーチャーで攻撃していた」; pack tactics "you attacked with creatures with total power 6
    or greater this combat" / 「あなたがこの戦闘フェイズに攻撃させたクリーチャーのパワーの合計が
    ６以上である」: the creatures the player declared as attackers (CR 508.1a)."""

    kind: Literal["attacked_with"] = "attacked_with"
    player: "PlayerRef"
    objects: "ObjectRef"
    #: This turn, or this combat.
    period: Literal["turn", "combat"]


class LifeThisTurn(Node):
    """ "an opponent lost 3 or more life this turn", "you gained 4 or more life this turn" /
    「このターンに対戦相手１人が２点以上のライフを失っていた」: the life a player gained or
    lost this turn, at least an amount."""

    kind: Literal["life_this_turn"] = "life_this_turn"
    player: "PlayerRef"
    event: Literal["gained", "lost"]
    at_least: "Amount"


class WouldBePut(Node):
    """ "If that spell would be put into your graveyard, exile it instead." /
    「その呪文があなたの墓地に置かれるなら、代わりにそれを追放する。」: the event a step
    replaces (CR 614.1a)."""

    kind: Literal["would_be_put"] = "would_be_put"
    object: "ObjectRef"
    zone: "Zone"
    #: "… from anywhere" / 「いずこかから…」: from any zone (a replacement's event).
    from_anywhere: bool = False


class DiedThisTurn(Node):
    """ "a creature died this turn", "three or more creatures died this turn"."""

    kind: Literal["died_this_turn"] = "died_this_turn"
    objects: "ObjectRef"
    #: "a creature died under your control this turn": whose control it died under.
    controller: "PlayerRef | None" = None


class EnteredThisTurn(Node):
    """ "a Bird entered the battlefield under your control this turn" /
    「このターンに鳥があなたのコントロール下で戦場に出ていた」."""

    kind: Literal["entered_this_turn"] = "entered_this_turn"
    objects: "ObjectRef"
    #: The player it entered under the control of, where said ("under your control").
    controller: "PlayerRef | None" = None


class PutIntoZoneThisTurn(Node):
    """ "three or more cards were put into your graveyard from anywhere other than the
    battlefield this turn" / 「このターンに３枚以上のカードが戦場以外からあなたの墓地に
    置かれた」."""

    kind: Literal["put_into_zone_this_turn"] = "put_into_zone_this_turn"
    objects: "ObjectRef"
    zone: "Zone"
    #: The zone they did not come from ("from anywhere other than the battlefield").
    not_from: str | None = None


class WarpedThisTurn(Node):
    """ "a spell was warped this turn" / 「呪文がワープされていた」 (cast for its warp cost)."""

    kind: Literal["warped_this_turn"] = "warped_this_turn"
    objects: "ObjectRef"


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
    object: "ObjectRef"


class LeftBattlefieldThisTurn(Node):
    """ "a permanent you controlled left the battlefield this turn" (revolt) /
    「このターンにパーマネントがあなたのコントロール下で戦場を離れていた」."""

    kind: Literal["left_battlefield_this_turn"] = "left_battlefield_this_turn"
    objects: "ObjectRef"
    #: The player who controlled it when it left ("you controlled", 「あなたのコントロール下で」).
    controller: "PlayerRef | None" = None


class LifeCompare(Node):
    """ "you have 5 or less life", "an opponent has 10 or less life" /
    「あなたのライフが５点以下である」: the player's life total against a number."""

    kind: Literal["life_compare"] = "life_compare"
    player: "PlayerRef"
    op: Literal["le", "ge"]
    amount: "Amount"


class HandSize(Node):
    """ "you have no cards in hand", "you have one or fewer cards in hand"."""

    kind: Literal["hand_size"] = "hand_size"
    player: "PlayerRef"
    op: Literal["eq", "le", "ge"]
    amount: "Amount"


class SearchedThisWay(Node):
    """ "If you search your library this way, shuffle." / 「これによりあなたのライブラリーから
    カードを探したなら、ライブラリーを切り直す。」: the search before looked in that player's
    library (it may search other zones instead)."""

    kind: Literal["searched_this_way"] = "searched_this_way"
    #: The library's owner.
    player: "PlayerRef"
    #: Japanese: the searcher written before 「これにより」 (「あなたがこれにより…」) or after
    #: it (「これによりあなたが…」).
    subject: Literal["before", "after"] | None = surface(None)
