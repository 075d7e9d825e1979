"""Effects: mana, revealing, looking at and searching cards, and what players may do
with them."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface
from .players import You

if TYPE_CHECKING:
    from .combining import Duration
    from .objects import Zone
    from .text import ReminderText
    from .tokens import CopyException
    from .unions import Amount, Condition, Filter, GrantedAbility, ObjectRef, PlayerRef


class AddMana(Node):
    """Add mana: "Add {C}.", "Add {R} or {G}.", "Add one mana of any color.", "add one mana of any
    type that land produced"."""

    kind: Literal["add_mana"] = "add_mana"
    #: Who adds it, where written: "that player adds {G}{G}" / 「そのプレイヤーは{G}{G}を
    #: 加える」; None: the ability's controller.
    player: "PlayerRef | None" = None
    options: list[str]
    #: How much: "two mana of any color"; with one symbol, that many of it ("an amount of {C}
    #: equal to its power" / 「それのパワーに等しい点数の(◇)」).
    amount: "Amount | None" = None
    #: "one mana of any color in your commander's color identity" / 「あなたの統率者の固有色
    #: のうち好きな色１色のマナ１点」: the colors allowed are those of this object's color
    #: identity (CR 903.4, 903.4f).
    identity: "ObjectRef | None" = None
    #: Japanese 「<object>の固有色１色のマナ」 (not 「…の固有色のうち好きな色１色のマナ」).
    identity_short: bool = surface(False)
    #: "one mana of any type that land produced" / 「その土地が生み出したいずれかのタイプの
    #: マナ１点」 (options ``["any type"]``): a type (CR 106.1b, colorless among them) of the
    #: mana this object just produced.
    produced_by: "ObjectRef | None" = None
    #: Japanese wording of the types: 「いずれかのタイプ」 (None), 「好きなタイプ」 ("favorite"),
    #: 「タイプのうち望むタイプ」 ("among"), 「マナのタイプのうち望むタイプ１つ」 ("among_mana").
    produced_ja: Literal["favorite", "among", "among_mana"] | None = surface(None)
    #: "two mana in any combination of colors" / 「好きな色の組み合わせのマナ２点」: each mana
    #: of its own choice among the options ("any color", or "{R}" and "{G}" for "… of {R}
    #: and/or {G}").
    combination: bool = False
    #: "add an additional {B}" / 「追加で(黒)を加える」: more mana, besides what a mana
    #: ability made (after "tapped for mana").
    additional: bool = False
    #: Japanese 「望む色の組み合わせ」 (for 「好きな色の組み合わせ」).
    wished: bool = surface(False)


class AddManaCouldProduce(Node):
    """ "Add one mana of any color that a land an opponent controls could produce" / 「対戦相手が
    コントロールしている土地が生み出すことのできる色１色のマナ１点を加える」: mana of one color
    (or type, colorless among them) that some land of that kind could produce (CR 106.7)."""

    kind: Literal["add_mana_could_produce"] = "add_mana_could_produce"
    amount: "Amount"
    choice: Literal["color", "type"]
    #: What kind of land (any one of them): "a land an opponent controls".
    lands: "Filter"
    #: Japanese 「土地１つ」 (not 「土地」) for the lands.
    one_written: bool = surface(False)
    #: Japanese wording of the choice, as written after 「生み出すことのできる」: 「色１色」 (None
    #: for color, 「タイプ」 for type) or another of ``COULD_PRODUCE`` in the renderer.
    wording: str | None = surface(None)
    #: Japanese 「生み出すことができる」 (not 「生み出すことのできる」).
    ga: bool = surface(False)


class Reveal(Node):
    """Reveal objects."""

    kind: Literal["reveal"] = "reveal"
    #: Who reveals: "target opponent reveals their hand".
    player: "PlayerRef" = You.model_construct()
    object: "ObjectRef"
    #: "reveal this card from your opening hand" / 「あなたのゲーム開始時の手札からこのカードを
    #: 公開する」: the zone it is revealed from.
    from_zone: "Zone | None" = None


class RevealUntil(Node):
    """ "Reveal cards from the top of your library until you reveal a creature card." /
    「クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。」:
    one card at a time until one matches (later "that card"; the others "the rest")."""

    kind: Literal["reveal_until"] = "reveal_until"
    player: "PlayerRef" = You.model_construct()
    #: What is done with each card: "reveal" or "exile".
    action: Literal["reveal", "exile"] = "reveal"
    #: Whose library: "your" / 「あなたの」, "their" / 「自分の」.
    owner: "PlayerRef"
    until: "ObjectRef"
    #: Japanese: 「…されるまで、」 with its comma.
    comma: bool = surface(True)


class LookAt(Node):
    """Look at objects."""

    kind: Literal["look_at"] = "look_at"
    #: Who looks: "target player looks at the top three cards of their library" /
    #: 「そのプレイヤーは…を見る」.
    player: "PlayerRef" = You.model_construct()
    object: "ObjectRef"


class GetEmblem(Node):
    """ "You get an emblem with "…"" / 「あなたは「…」の紋章を得る」 (CR 114.1)."""

    kind: Literal["get_emblem"] = "get_emblem"
    player: "PlayerRef"
    abilities: "list[GrantedAbility]"


class ChooseNotToUntap(Node):
    """ "You may choose not to untap ~ during your untap step." / 「あなたは、あなたの
    アンタップ・ステップに…をアンタップしないことを選んでもよい。」: a choice the untap step
    offers (CR 502.3)."""

    kind: Literal["choose_not_to_untap"] = "choose_not_to_untap"
    object: "ObjectRef"
    #: Japanese: a comma after 「あなたは」.
    comma: bool = surface(False)


class UntapDuringStep(Node):
    """ "Untap all creatures you control during each other player's untap step." / 「他の各
    プレイヤーのアンタップ・ステップに、…をすべてアンタップする。」: the objects untap in those
    players' untap steps as well (CR 502.3)."""

    kind: Literal["untap_during_step"] = "untap_during_step"
    object: "ObjectRef"
    #: Whose untap steps: "each other player", "each opponent".
    player: "PlayerRef"
    #: Japanese 「…のアンタップ・ステップの間に」, not 「…のアンタップ・ステップに」.
    during: bool = surface(False)
    #: Japanese: no comma after the step (「…ステップにこの土地をアンタップする」).
    no_comma: bool = surface(False)


class LookAnyTime(Node):
    """ "You may look at the top card of your library any time." / 「あなたはいつでもあなたの
    ライブラリーの一番上のカードを見てよい。」: a standing permission to look at hidden cards."""

    kind: Literal["look_any_time"] = "look_any_time"
    player: "PlayerRef"
    object: "ObjectRef"
    #: Japanese 「…をいつ見てもよい」: the time after the object (not 「いつでも…を見てよい」).
    time_last: bool = surface(False)


class LoyaltyTwice(Node):
    """ "You may activate the loyalty abilities of planeswalkers you control twice this turn
    rather than only once." / 「このターン、あなたは、…の忠誠度能力を、１回のみではなく２回
    起動してもよい。」: an exception to the once-a-turn limit on loyalty abilities (CR 606.3)."""

    kind: Literal["loyalty_twice"] = "loyalty_twice"
    player: "PlayerRef"
    objects: "ObjectRef"
    #: "this turn"; None: "each turn", a standing permission of a static ability.
    duration: "Duration | None" = None


class LookAdditional(Node):
    """ "You may look at an additional two cards each time you surveil." / 「あなたが行う諜報
    １回につき、あなたはカードを追加で２枚見てもよい。」: each time the player surveils (or
    scries), they look at more cards than the number says."""

    kind: Literal["look_additional"] = "look_additional"
    player: "PlayerRef"
    amount: "Amount"
    action: Literal["surveil", "scry"]


class AdditionalLandPlays(Node):
    """ "You may play an additional land on each of your turns." / 「あなたの各ターンに、あなたは
    追加の土地１つをプレイしてもよい。」, "… this turn" / 「このターン、…」 (CR 305.2)."""

    kind: Literal["additional_land_plays"] = "additional_land_plays"
    player: "PlayerRef"
    amount: "Amount"
    #: "this turn" / 「このターン」; none: on each of the player's turns (a static ability).
    duration: "Duration | None" = None
    #: English "during each of …" rather than "on each of …".
    during: bool = surface(False)
    #: Japanese: the count after 「を」 (「追加の土地を１つ」) rather than before it.
    count_after: bool = surface(False)
    #: Japanese: the turns after the subject (「あなたは、あなたの各ターンに…」) rather than first.
    turns_after: bool = surface(False)


class SpendOnly(Node):
    """ "Spend this mana only to cast creature spells." / 「このマナは、クリーチャー・呪文を唱える
    ためにのみ使用できる。」: what the mana just added may pay for."""

    kind: Literal["spend_only"] = "spend_only"
    #: The spells the mana may be spent to cast.
    object: "ObjectRef"
    #: "… or activate abilities of Dragons" / 「…か、ドラゴンの能力を起動するため」: the
    #: objects whose activated abilities the mana may pay for too.
    abilities_of: "ObjectRef | None" = None
    #: Japanese: False where no comma follows 「このマナは」 (None: the usual comma).
    comma: bool | None = surface(None)
    #: Japanese: False where no comma follows 「唱えるためか」 (None: the usual comma).
    or_comma: bool | None = surface(None)


class KeepMana(Node):
    """ "Until end of turn, you don't lose this mana as steps and phases end." /
    「ターン終了時まで、このマナはステップやフェイズの終了に際して無くならない。」: the mana
    just added stays in its player's mana pool (CR 106.4, 500.4)."""

    kind: Literal["keep_mana"] = "keep_mana"
    duration: "Duration"
    #: English "they don't lose this mana": the player who added it named "they", not "you".
    they: bool = surface(False)


class Shuffle(Node):
    """A player shuffles their library."""

    kind: Literal["shuffle"] = "shuffle"
    player: "PlayerRef"
    #: "shuffle your library" / 「あなたのライブラリーを切り直す」: the library written (both
    #: languages write it so where a card does).
    library: bool = surface(False)


class ShuffleInto(Node):
    """ "shuffle it into its owner's library", "its owner shuffles it into their library":
    a player puts an object into a library, then shuffles that library (CR 701.24)."""

    kind: Literal["shuffle_into"] = "shuffle_into"
    player: "PlayerRef"
    object: "ObjectRef"
    to: "Zone"


class Search(Node):
    """Search a library for cards."""

    kind: Literal["search"] = "search"
    player: "PlayerRef"
    object: "ObjectRef"
    #: Japanese 「あなたのライブラリーから、…を探し」: a comma after 「から」.
    comma: bool = surface(False)
    #: The zones searched when more than the library, in the order written: "your library
    #: and/or graveyard" / 「あなたのライブラリーやあなたの墓地から」 (empty: the library alone).
    zones: list[Literal["library", "graveyard", "hand"]] = []
    #: How several zones are searched: "and" / 「と」 every one of them (CR 701.23h);
    #: "and/or" / 「や」 any of them, as the player chooses (``None``: the library alone).
    joined: Literal["and", "and/or"] | None = None
    #: Japanese: the owner written before each zone (「あなたのライブラリーやあなたの墓地」).
    owner_each: bool = surface(False)
    #: Japanese: the searcher written before it, as written (only you: 「あなたは」).
    you_written: Literal["あなたは", "あなたは、"] | None = surface(None)


class GainEnergy(Node):
    """ "you get {E}{E}"."""

    kind: Literal["gain_energy"] = "gain_energy"
    player: "PlayerRef"
    symbols: str
    #: Japanese: the reminder text written right after the symbols, before 「を得る」.
    reminder: "ReminderText | None" = None


class EntersTapped(Node):
    """An object enters tapped (a replacement for how it enters)."""

    kind: Literal["enters_tapped"] = "enters_tapped"
    object: "ObjectRef"
    unless: "Condition | None" = None
    the_battlefield: bool = surface(False)


class NoMaximumHandSize(Node):
    """ "You have no maximum hand size" / 「あなたの手札の上限はなくなる」 (CR 402.2)."""

    kind: Literal["no_maximum_hand_size"] = "no_maximum_hand_size"
    player: "PlayerRef"
    duration: "Duration | None" = None


class EntersAsCopy(Node):
    """ "<object> enters as a copy of <object>" / 「…は、…のコピーとして戦場に出る」: how a
    permanent enters (CR 614.1c, 707.2); "You may have ~ enter as a copy of any creature on the
    battlefield" / 「あなたは~を、…のコピーとして戦場に出してもよい」 is its optional form."""

    kind: Literal["enters_as_copy"] = "enters_as_copy"
    object: "ObjectRef"
    copy_of: "ObjectRef"
    copy_exception: "CopyException | None" = None
    the_battlefield: bool = surface(False)


#: The rule of "its activated abilities can't be activated" / 「それの起動型能力は起動できない」:
#: a :class:`Restriction` whose object is the permanent whose abilities they are.
ABILITIES_RESTRICTED = "activated abilities can't be activated"
