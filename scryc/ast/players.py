"""Players: you, a player described, an object's owner or controller."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .unions import ObjectRef, PlayerRef


#: How Japanese writes "other" of "each other player".
OtherWritten = Literal["あなたでない", "あなた以外の", "他の", "他のすべての"]


class You(Node):
    """ "you"."""

    kind: Literal["you"] = "you"
    #: Whether "you" / 「あなたは」 is written where it may be left out; None: unknown.
    written: bool | None = surface(None)
    #: Japanese 「あなたは、…」: a comma after the subject.
    comma: bool = surface(False)


class Player(Node):
    """A player description: "target opponent", "each player", "an opponent"."""

    kind: Literal["player"] = "player"
    quantifier: str
    noun: Literal["player", "opponent"] = "player"
    #: Japanese: 「それぞれ」 after 「各…は」 (「各対戦相手はそれぞれ…」).
    respectively: bool = surface(False)
    #: Japanese: 「、」 after 「各…は」 as the subject (「各対戦相手は、それぞれ…」).
    comma: bool = surface(False)
    #: Japanese: 「、」 after 「それぞれ」 (「各対戦相手はそれぞれ、…」).
    each_comma: bool = surface(False)
    #: Declared in a sentence of its own ("Choose target …." / 「…を対象とする。」) and
    #: referred to here as "that <declared>" / 「その<declared>」 ("" for "it" / 「それ」).
    declared: str | None = surface(None)
    #: Japanese: declared in a clause joined to the sentence using it (「…を対象とし、」).
    declared_clause: bool = surface(False)
    #: "opponents being attacked" / 「攻撃されている対戦相手」 (quantifier "all").
    attacked: bool = False
    #: "an opponent chosen at random" / 「対戦相手１人を無作為に選び、…それ…」.
    at_random: bool = False
    #: "each opponent who doesn't" / 「そうしなかった各対戦相手」: those who declined what the
    #: sentence before offered them.
    declined: bool = False
    #: "who voted for a choice you voted for" / 「あなたと同じ選択に投票した」 ("same"), "… you
    #: didn't vote for" / 「あなたと異なる選択に投票した」 ("different") (CR 701.38).
    voted: Literal["same", "different"] | None = None
    #: "each player who controls a white creature" / 「白のクリーチャーをコントロールしている各
    #: プレイヤー」: only the players who control one of these.
    controls: "ObjectRef | None" = None
    #: Japanese 「すべての」 before the noun (quantifier "all": 「すべてのプレイヤー」).
    every_written: bool = surface(False)
    #: Japanese 「いずれかの対戦相手」 for "an opponent" (quantifier "a").
    any_written: bool = surface(False)
    #: Japanese 「プレイヤーに」, 「対戦相手に」 with no count for "a player", "an opponent"
    #: (quantifier "a"), as what damage is dealt to.
    bare_written: bool = surface(False)
    #: "each other player" / 「あなたでない各プレイヤー」: but you.
    other: bool = False
    #: Japanese: how "other" is written (「あなたでない」, 「あなた以外の」, 「他の」,
    #: 「他のすべての」).
    other_written: OtherWritten | None = surface(None)
    #: English "they" for the player the sentence before chose ("choose a player. They
    #: return …" / 「…を選ぶ。そのプレイヤーは…」).
    they: bool = surface(False)
    #: English "opponents you have" ("the number of opponents you have"), not "your
    #: opponents" (quantifier "all"); "for each opponent you have" (quantifier "each").
    you_have: bool = surface(False)
    #: Japanese 「あなたの対戦相手」, not the bare 「対戦相手」 (quantifier "all"); English "one
    #: of your opponents" / 「あなたの対戦相手１人」 for "an opponent" (quantifier "a").
    your_written: bool = surface(False)


class OwnerOf(Node):
    """ "its owner", "that card's owner"."""

    kind: Literal["owner_of"] = "owner_of"
    object: "ObjectRef"
    #: Japanese 「それのオーナー」, not 「オーナー」.
    of_written: bool = surface(False)
    #: English "those cards … under their owner's control": plural objects, "owner's".
    owner_singular: bool = surface(False)


class ControllerOf(Node):
    """ "its controller"."""

    kind: Literal["controller_of"] = "controller_of"
    object: "ObjectRef"


class PlayerOrController(Node):
    """ "that player or that planeswalker's controller" / 「そのプレイヤーかそのプレインズウォーカー
    のコントローラー」: the player chosen, or the controller of the permanent chosen, whichever
    the one target ("target player or planeswalker", "any target") was."""

    kind: Literal["player_or_controller"] = "player_or_controller"
    player: "PlayerRef"
    controller: ControllerOf


class AttackedBy(Node):
    """ "the player or planeswalker it's attacking", "… that creature is attacking" /
    「それが攻撃しているプレイヤーかプレインズウォーカー」: the player or planeswalker an attacking
    creature attacks (CR 506.3, 508.1b)."""

    kind: Literal["attacked_by"] = "attacked_by"
    attacker: "ObjectRef"
    #: Japanese 「プレイヤーやプレインズウォーカー」 rather than 「…かプレインズウォーカー」.
    ya_written: bool = surface(False)


class YourTeam(Node):
    """ "your team" / 「あなたのチーム」: you and your teammates, in a game with teams
    (Two-Headed Giant, CR 810.2): "Warriors your team controls" / 「あなたのチームがコントロール
    している戦士」."""

    kind: Literal["your_team"] = "your_team"


#: The nodes that name one player or a group of players (not an object, not "you and …"):
#: what a player's counters, a player restriction's subject and "the number of …" read.
PLAYER_NODES = (You, Player, OwnerOf, ControllerOf)


class HasMore(Node):
    """ "you have more cards in hand than each opponent", "an opponent has more life than you" /
    「あなたの手札のカードの枚数がどの対戦相手よりも多い」, 「対戦相手１人のライフがあなたより
    多い」: a player's life total or hand size against another player's (a condition). The
    players' quantifiers say which: "than each opponent" is than every one, "than an
    opponent" than at least one."""

    kind: Literal["has_more"] = "has_more"
    player: "PlayerRef"
    quantity: Literal["life", "hand"]
    than: "PlayerRef"
    #: Japanese: the hand as written, 「手札」 (None) or 「手札のカードの枚数」.
    hand_written: Literal["手札のカードの枚数"] | None = surface(None)
    #: Japanese 「よりも」 rather than 「より」.
    than_mo: bool = surface(False)
    #: Japanese 「どの対戦相手よりも」 for "than each opponent".
    than_any_written: bool = surface(False)


class YouAnd(Node):
    """ "you and that player", "you and each opponent who voted for a choice you voted for" /
    「あなたとそのプレイヤー」: you and other players, each doing what the sentence says
    ("you and target opponent each draw a card" / 「あなたとそのプレイヤーはそれぞれ…」)."""

    kind: Literal["you_and"] = "you_and"
    player: Player
    #: Japanese 「あなたと、…」: a comma after 「あなたと」.
    comma: bool = surface(False)
    #: Japanese 「それぞれ」 after the subject.
    respectively: bool = surface(False)
