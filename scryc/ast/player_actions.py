"""Effects: keyword actions on a player's own cards and life: scry, surveil, draw,
discard, mill, gain and lose life."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .combining import Duration
    from .filters import Color
    from .objects import Zone
    from .unions import Amount, Filter, ObjectRef, PlayerRef


class Scry(Node):
    """A player scries N (CR 701.22)."""

    kind: Literal["scry"] = "scry"
    player: "PlayerRef"
    amount: "Amount"
    #: "scry a number of cards equal to the result" / 「その出目に等しい枚数の占術を行う」.
    equal_to: bool = surface(False)


class Surveil(Node):
    """A player surveils N (CR 701.25)."""

    kind: Literal["surveil"] = "surveil"
    player: "PlayerRef"
    amount: "Amount"


class Draw(Node):
    """A player draws N cards."""

    kind: Literal["draw"] = "draw"
    player: "PlayerRef"
    amount: "Amount"
    #: "draw another card" / 「もう１枚カードを引く」 (one card more than an earlier draw).
    another: bool = surface(False)
    #: "draw an additional card" / 「追加でカード１枚を引く」: beyond the usual draw (the same
    #: draw, said so).
    additional: bool = surface(False)
    #: Japanese 「追加のカード１枚」 (not 「追加でカード１枚」).
    additional_of: bool = surface(False)
    #: Japanese: the count after 「カードを」, 「カードを１枚引く」 (not 「カード１枚を引く」).
    count_after: bool = surface(False)
    #: Japanese: one card, its count unwritten (the replaced draw 「あなたがカードを引くなら」).
    count_unwritten: bool = surface(False)


class Discard(Node):
    """A player discards N cards (or their hand)."""

    kind: Literal["discard"] = "discard"
    player: "PlayerRef"
    amount: "Amount | None" = None
    object: "ObjectRef | None" = None
    #: "discard a card at random" (CR 701.9b: chosen at random).
    random: bool = False


class Mill(Node):
    """A player mills N cards."""

    kind: Literal["mill"] = "mill"
    player: "PlayerRef"
    amount: "Amount"


class GainLife(Node):
    """A player gains N life."""

    kind: Literal["gain_life"] = "gain_life"
    player: "PlayerRef"
    amount: "Amount"


class LoseLife(Node):
    """A player loses N life."""

    kind: Literal["lose_life"] = "lose_life"
    player: "PlayerRef"
    amount: "Amount"


class LoseHalfLife(Node):
    """ "that player loses half their life, rounded up" / 「そのプレイヤーは自分のライフの端数を
    切り上げた半分を失う」: half the player's life total, rounded as written (CR 107.1a)."""

    kind: Literal["lose_half_life"] = "lose_half_life"
    player: "PlayerRef"
    rounded: Literal["up", "down"] | None = None
    #: Japanese 「…半分の点数のライフを失う」 rather than 「…半分を失う」.
    points_written: bool = surface(False)


class DoubleLife(Node):
    """ "double your life total", "double target player's life total" / 「あなたのライフ総量を
    ２倍にする」, 「そのプレイヤーのライフ総量は２倍になる」: the player gains (or loses) as much
    life as it takes to make their life total twice what it was (CR 701.10d)."""

    kind: Literal["double_life"] = "double_life"
    player: "PlayerRef"
    #: Japanese 「…のライフ総量は２倍になる」 rather than 「…を２倍にする」.
    becomes_written: bool = surface(False)


class SkipStep(Node):
    """ "you skip your next turn", "that player skips their next untap step" / 「そのプレイヤー
    は自分の次のアンタップ・ステップを飛ばす」: a player skips a step, phase or turn of their
    own (CR 614.10)."""

    kind: Literal["skip_step"] = "skip_step"
    player: "PlayerRef"
    #: "combat phases of turn": every combat phase of the turn ("skips all combat phases of
    #: their next turn" / 「自分の次のターンのすべての戦闘フェイズを飛ばす」).
    step: Literal[
        "untap step", "upkeep", "draw step", "combat phase", "turn", "combat phases of turn"
    ]
    #: "their next untap step" / 「次の」: only the next one (else every one, "Each player
    #: skips their untap step").
    next: bool = False
    #: Japanese 「…１つを飛ばす」: a count of one after the step (「次のターン１つ」).
    one_written: bool = surface(False)


class AdditionalPhases(Node):
    """ "After this phase, there is an additional combat phase" / 「このフェイズの後に、追加の
    戦闘フェイズ１つを加える」; "After this main phase, there is an additional combat phase
    followed by an additional main phase" / 「このメイン・フェイズの後に、追加の戦闘フェイズ１つ
    とそれに続く追加のメイン・フェイズ１つを加える」: combat phases added to the turn after the
    current phase, each followed by a main phase if ``then_main`` (CR 500.8)."""

    kind: Literal["additional_phases"] = "additional_phases"
    #: The current phase the new ones follow: "this phase", "this main phase", "this combat phase".
    after: Literal["phase", "main phase", "combat phase"]
    #: How many combat phases (Japanese 「追加の戦闘フェイズ２つ」; English always one).
    count: int = 1
    then_main: bool = False


class SeparatePiles(Node):
    """ "An opponent separates those cards into two piles" / 「対戦相手１人はそれらのカードを２つ
    の束に分ける」: a player puts each of the objects in one of two piles (CR 700.3)."""

    kind: Literal["separate_piles"] = "separate_piles"
    player: "PlayerRef"
    object: "ObjectRef"


class PutPiles(Node):
    """ "Put one pile into your hand and the other into your graveyard" / 「一方の束をあなたの
    手札に、もう一方をあなたの墓地に置く」: you choose one of the two piles separated before
    and put it into the first zone, the other pile into the second (CR 700.3)."""

    kind: Literal["put_piles"] = "put_piles"
    chosen_to: "Zone"
    other_to: "Zone"
    #: Japanese 「…手札に加え、」 rather than 「…手札に、」.
    added: bool = surface(False)


class GetCounters(Node):
    """ "that player gets a poison counter", "you get an experience counter" / 「そのプレイヤー
    は毒カウンター１個を得る」: counters a player gets (CR 122.1)."""

    kind: Literal["get_counters"] = "get_counters"
    player: "PlayerRef"
    amount: "Amount"
    counter: str


class PlayerUntaps(Node):
    """ "Target player untaps all basic lands they control", "that player untaps a land they
    control" / 「対象のプレイヤーは自分がコントロールしている基本土地をすべてアンタップする」:
    another player untaps the objects (the bare "untap …" is ``untap``, you untapping)."""

    kind: Literal["player_untaps"] = "player_untaps"
    player: "PlayerRef"
    object: "ObjectRef"


class PlayerSearches(Node):
    """ "Target player searches their library for a basic land card" / 「そのプレイヤーは自分の
    ライブラリーから基本土地・カード１枚を探し」: another player searches their own library (the
    imperative "search …" is ``search``, you searching the library written)."""

    kind: Literal["player_searches"] = "player_searches"
    player: "PlayerRef"
    object: "ObjectRef"


class ModifyLifeGain(Node):
    """ "If you would gain life, you gain twice that much life instead", "… you gain that much
    life plus 1 instead" / 「あなたがライフを得るなら、代わりにあなたはその２倍の点数のライフを
    得る」, 「…その点数に１を足した点数のライフを得る」: each such life gain changed (CR 614.1a),
    the player gaining ``factor`` times the life plus ``added``."""

    kind: Literal["modify_life_gain"] = "modify_life_gain"
    player: "PlayerRef"
    factor: int = 1
    added: "Amount | None" = None
    #: Japanese: how the changed life is written: 「その２倍の点数のライフ」 (None), 「その２倍
    #: のライフ」 ("bare"); 「その点数に１を足した…」 (None), 「…を加えた…」 ("kuwaeta").
    ja_form: Literal["bare", "kuwaeta"] | None = surface(None)


class AbilitiesActivated(Node):
    """The abilities a player activates, as a trigger names them: "an ability" / 「能力」, "an
    ability that isn't a mana ability" / 「マナ能力でない能力」, "an ability of an artifact" /
    「アーティファクトの能力を１つ」, 「エレメンタルの起動型能力」, "a loyalty ability of a
    Chandra planeswalker" / 「チャンドラ・プレインズウォーカーの忠誠度能力」."""

    kind: Literal["abilities_activated"] = "abilities_activated"
    #: "that isn't a mana ability" / 「マナ能力でない」 (CR 605.1a).
    non_mana: bool = False
    #: "loyalty": loyalty abilities only (CR 606).
    ability_kind: Literal["loyalty"] | None = None
    #: "of an artifact": the object whose ability it is.
    of: "ObjectRef | None" = None
    #: Japanese: how "an ability of …" is written: 「…の能力を１つ」 (None), 「…の起動型能力」
    #: ("activated").
    ja_written: Literal["activated"] | None = surface(None)


class PlayerActivates(Node):
    """ "Whenever a player activates an ability that isn't a mana ability" / 「プレイヤーがマナ
    能力でない能力を起動するたび」: a player activating an ability (a trigger; CR 602)."""

    kind: Literal["player_activates"] = "player_activates"
    player: "PlayerRef"
    ability: AbilitiesActivated


class NotManaAbility(Node):
    """ "if it isn't a mana ability" / 「それがマナ能力でない場合」: the ability the trigger saw
    activated ("it", 「それ」) is not a mana ability (a condition; CR 605.1a)."""

    kind: Literal["not_mana_ability"] = "not_mana_ability"


class KeepUnspentMana(Node):
    """ "You don't lose unspent red mana as steps and phases end." / 「あなたの未消費の赤マナは、
    ステップやフェイズの終了に際して無くならない。」: the player's mana (of that color) stays in
    their mana pool as steps and phases end (CR 106.4, 500.4); "Players don't lose …" /
    「未消費のマナは…」: every player's."""

    kind: Literal["keep_unspent_mana"] = "keep_unspent_mana"
    player: "PlayerRef"
    #: The mana's color; None: mana of any color (and colorless).
    color: "Color | None" = None
    #: 「ターン終了時まで、…」: for a while; None: as long as the ability stands.
    duration: "Duration | None" = None


class BeginGameWith(Node):
    """ "you may begin the game with it on the battlefield" / 「あなたはこれが戦場に出ている状態で
    ゲームを開始してもよい」: the card, in its owner's opening hand, starts the game on the
    battlefield (CR 103.6a)."""

    kind: Literal["begin_game_with"] = "begin_game_with"
    player: "PlayerRef"


class ActionLimit(Node):
    """ "Each player can't cast more than one spell each turn." / 「各プレイヤーは、毎ターン１つしか
    呪文を唱えられない。」, "Each opponent can't draw more than one card each turn.", "Players
    can't untap more than one artifact during their untap steps.": each such player does the
    action to at most ``most`` objects of the kind in each period (CR 101.2: the "can't" wins
    over any "can")."""

    kind: Literal["action_limit"] = "action_limit"
    player: "PlayerRef"
    action: Literal["cast", "draw", "untap"]
    #: The most allowed: "more than one" is 1.
    most: "Amount"
    #: Of what: "spell", "noncreature spell", "card", "artifact", "permanents".
    filter: "Filter"
    #: In each turn, or in each of the player's untap steps.
    per: Literal["turn", "untap step"]
