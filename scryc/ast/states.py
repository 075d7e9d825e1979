"""States of the game and its players: whose turn it is, the monarch, the initiative, the
city's blessing, a completed dungeon, day and night (CR 727), and whether tribute was paid."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .unions import ObjectRef, PlayerRef


class IsMonarch(Node):
    """ "you're the monarch", "an opponent is the monarch" / 「あなたが統治者である」 (CR 724)."""

    kind: Literal["is_monarch"] = "is_monarch"
    player: "PlayerRef"
    #: Japanese 「統治者であった」: an intervening "if" written in the past.
    past: bool = surface(False)


class HasInitiative(Node):
    """ "you have the initiative" / 「あなたにイニシアチブがある」 (CR 726)."""

    kind: Literal["has_initiative"] = "has_initiative"
    player: "PlayerRef"
    #: Japanese: the other wording, 「あなたがイニシアチブを持っている」.
    holds: bool = surface(False)


class HasCityBlessing(Node):
    """ "you have the city's blessing" / 「あなたが都市の承認を持っている」 (CR 702.131: ascend)."""

    kind: Literal["has_city_blessing"] = "has_city_blessing"
    player: "PlayerRef"


class AttackedThisStep(Node):
    """ "you've been attacked this step" / 「あなたがこのステップで攻撃されている」: a creature
    attacks the player in this declare attackers step (CR 508.1)."""

    kind: Literal["attacked_this_step"] = "attacked_this_step"
    player: "PlayerRef"


class CompletedDungeon(Node):
    """ "you've completed a dungeon" / 「あなたがダンジョンを踏破したことがある」 (CR 309.7)."""

    kind: Literal["completed_dungeon"] = "completed_dungeon"
    player: "PlayerRef"


class YourTurn(Node):
    """ "it's your turn"."""

    kind: Literal["your_turn"] = "your_turn"
    #: "during your turn" / 「あなたのターンの間」 rather than "it's your turn".
    during: bool = surface(False)


class NotTurnOf(Node):
    """ "it's not your turn", "it's not their turn" / 「あなたのターンでない」: the turn is
    another player's than that one's."""

    kind: Literal["not_turn_of"] = "not_turn_of"
    player: "PlayerRef"
    #: Japanese 「あなたのターンでない間」 ("as long as …") rather than 「…でないかぎり」.
    during: bool = surface(False)


class DayNight(Node):
    """ "it's day", "it's night" / 「昼である」, 「夜である」, and "it's neither day nor night" /
    「昼でも夜でもない」 (CR 727.1: until the first time it becomes day, it is neither)."""

    kind: Literal["day_night"] = "day_night"
    state: Literal["day", "night", "neither"]


class BecomesDayNight(Node):
    """ "it becomes day", "it becomes night" / 「昼になる」, 「夜になる」 (CR 727.2)."""

    kind: Literal["becomes_day_night"] = "becomes_day_night"
    becomes: Literal["day", "night"]


class DayNightChanges(Node):
    """ "Whenever day becomes night or night becomes day" / 「昼が夜になるか夜が昼になるたび」:
    a trigger on either change of the game's designation (CR 731.1a)."""

    kind: Literal["day_night_changes"] = "day_night_changes"


class TributeNotPaid(Node):
    """ "tribute wasn't paid" / 「貢納が支払われていない」 (CR 702.104b): no opponent put the
    +1/+1 counters on the permanent as it entered."""

    kind: Literal["tribute_not_paid"] = "tribute_not_paid"


class AttackedOrBlocked(Node):
    """ "~ attacked or blocked this combat" / 「この戦闘で〈名〉が攻撃かブロックした」: the creature
    was declared as an attacker or as a blocker (CR 508.1, 509.1) this combat or this turn."""

    kind: Literal["attacked_or_blocked"] = "attacked_or_blocked"
    object: "ObjectRef"
    during: Literal["combat", "turn"] = "combat"
    #: Japanese 「〈名〉がこの戦闘で攻撃したかブロックした」: the creature before the combat, each
    #: verb written in full.
    object_first: bool = surface(False)


class TreasureManaSpent(Node):
    """ "if mana from a Treasure was spent to cast this spell" / 「この呪文を唱えるために宝物から
    のマナが支払われていた」: some of the mana paid came from a Treasure's ability (CR 106.3)."""

    kind: Literal["treasure_mana_spent"] = "treasure_mana_spent"
    object: "ObjectRef"
