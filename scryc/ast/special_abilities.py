"""Abilities with templates of their own: replacement, "as … enters", ability words,
chapters, costs to cast, prototypes, dungeon rooms, stations."""

from typing import TYPE_CHECKING, Literal

from .base import Node, surface

if TYPE_CHECKING:
    from .abilities import WouldDie, WouldLeave
    from .combining import Duration
    from .conditions import WouldBePut
    from .costs import ManaCost
    from .game_actions import Venture, WouldBeDealtDamage
    from .text import AbilityWord, ReminderText
    from .unions import Ability, Condition, Effect, ObjectRef, PlayerRef


class ReplaceNextTime(Node):
    """ "The next time you would draw a card this turn, <replacement> instead" / 「このターン、
    次にあなたがカードを引く代わりに、…」: a replacement effect a resolving ability sets up,
    used up by the first such event (CR 614.1a, 614.5)."""

    kind: Literal["replace_next_time"] = "replace_next_time"
    event: "Effect"
    replacement: "Effect"
    duration: "Duration | None" = None
    #: English "…, instead <replacement>" ("instead" before the replacement).
    instead_first: bool = surface(False)


class Prototype(Node):
    """Prototype (CR 702.160): "Prototype {3}{U} — 2/3" / 「(３)(青)⏎試作⏎2/3」, an alternative
    mana cost, colour and size to cast the card with. English prints it as the first line,
    Japanese on a face of its own after 「//」, last; either way it is the first ability."""

    kind: Literal["prototype"] = "prototype"
    cost: "ManaCost"
    #: The prototyped power and toughness: "2/3".
    size: str
    reminder: "list[ReminderText]" = []


class AsEntersAbility(Node):
    """ "As <object> enters, <effect>": done as it enters (CR 614.12): "As Card Name enters,
    choose a color." / 「名前が戦場に出るに際し、色１色を選ぶ。」."""

    kind: Literal["as_enters_ability"] = "as_enters_ability"
    object: "ObjectRef"
    effect: "Effect"
    reminder: "list[ReminderText]" = []


class AsAttacksAbility(Node):
    """ "You may exert ~ as it attacks. When you do, …" / 「〈名〉が攻撃するに際し、あなたはこれ
    を督励してもよい。そうしたとき、…」: an action taken as the creature itself is declared as
    an attacker (CR 701.43a, 508.1)."""

    kind: Literal["as_attacks_ability"] = "as_attacks_ability"
    effect: "Effect"
    reminder: "list[ReminderText]" = []


class ReplacementAbility(Node):
    """ "If <event> would happen, <replacement> instead" (CR 614)."""

    kind: Literal["replacement_ability"] = "replacement_ability"
    event: "Effect | WouldDie | WouldLeave | WouldBePut | WouldBeDealtDamage"
    replacement: "Effect"
    reminder: "list[ReminderText]" = []
    #: English "If …, instead you scry 1, then …" ("instead" before the replacement).
    instead_first: bool = surface(False)
    #: Japanese 「…場合、代わりに」 rather than 「…なら、代わりに」.
    if_word: Literal["場合"] | None = surface(None)

    def prevents(self) -> bool:
        """Whether this is a prevention (CR 615): its first step "prevent that damage" /
        「そのダメージを軽減する」, written without "instead" / 「代わりに」."""
        replacement = self.replacement
        first = replacement.steps[0] if replacement.kind == "sequence" else replacement
        return first.kind == "prevent_that_damage"


class AbilityWordAbility(Node):
    """An ability preceded by an ability word: "Heroic — Whenever …"."""

    kind: Literal["ability_word_ability"] = "ability_word_ability"
    word: "AbilityWord"
    ability: "Ability"


class SpreeMode(Node):
    """A mode of a spell with spree, on a line of its own with its additional cost (CR
    702.172): "+ {1} — …" / 「＋(１) ― …」."""

    kind: Literal["spree_mode"] = "spree_mode"
    cost: "ManaCost"
    effect: "Effect"
    reminder: "list[ReminderText]" = []


class ChapterAbility(Node):
    """A Saga chapter: "I — …", "I, II — …"."""

    kind: Literal["chapter_ability"] = "chapter_ability"
    chapters: list[int]
    ability: "Ability"


class AlternativeCost(Node):
    """ "[If …, ]you may pay {2}{U} rather than pay this spell's mana cost" (CR 118.9)."""

    kind: Literal["alternative_cost"] = "alternative_cost"
    cost: "Effect"
    condition: "Condition | None" = None
    reminder: "list[ReminderText]" = []
    #: Japanese commas: 「あなたは、」 and 「…支払うのではなく、」.
    commas: list[bool] = surface([])
    #: Japanese 「…場合、」 before the choice rather than 「…なら、」.
    if_word: Literal["場合"] | None = surface(None)


class AlternativeCostFor(Node):
    """ "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast" /
    「あなたは、あなたが唱える呪文のマナ・コストを支払うのではなく、(白)(青)(黒)(赤)(緑)を支払って
    もよい」 (CR 118.9): an alternative cost the player may pay for the spells named."""

    kind: Literal["alternative_cost_for"] = "alternative_cost_for"
    cost: "Effect"
    spells: "ObjectRef"
    reminder: "list[ReminderText]" = []
    #: Japanese commas: 「あなたは、」 and 「…支払うのではなく、」.
    commas: list[bool] = surface([])


class AdditionalCost(Node):
    """ "As an additional cost to cast this spell, …" (CR 601.2f)."""

    kind: Literal["additional_cost"] = "additional_cost"
    cost: "Effect"
    reminder: "list[ReminderText]" = []


class CastRestriction(Node):
    """ "Cast this spell only during combat." / 「この呪文は戦闘中にのみ唱えられる。」: when the
    spell may be cast (CR 601.3)."""

    kind: Literal["cast_restriction"] = "cast_restriction"
    #: The time, as the English phrase: "during combat", "after combat" …; with ``player``,
    #: that player's "turn", "upkeep" or "end step"; None: only the condition.
    window: str | None = None
    player: "PlayerRef | None" = None
    condition: "Condition | None" = None
    #: Japanese 「この呪文は、…」: a comma after the subject.
    comma: bool = surface(False)
    reminder: "list[ReminderText]" = []


class DungeonEntry(Node):
    """'You can't enter this dungeon unless you "venture into Undercity."' /
    「「地下街探索をする。」でなければこのダンジョンに入ることはできない。」: the only way into the
    dungeon (CR 309.2a, 701.49d)."""

    kind: Literal["dungeon_entry"] = "dungeon_entry"
    venture: "Venture"
    reminder: "list[ReminderText]" = []


class StationAbility(Node):
    """A station symbol and the abilities under it (CR 721.2): "STATION 8+⏎Flying" /
    「8+｜飛行⏎4/4」, "as long as this permanent has 8 or more charge counters on it, it has
    flying [and is a 4/4 creature]"."""

    kind: Literal["station_ability"] = "station_ability"
    #: The number of charge counters: 8 for "STATION 8+".
    threshold: int
    abilities: "list[Ability]"
    #: The power/toughness box of the striation: "4/4". Japanese prints it as the last line;
    #: the English Oracle text leaves it to the card's power and toughness.
    size: str | None = None


class LevelAbility(Node):
    """A level symbol, its power/toughness box and the abilities of that level (CR 711.2):
    "LEVEL 1-4⏎2/2⏎First strike" / 「Lv1-4：⏎先制攻撃⏎2/2」, "as long as this creature has
    1 to 4 level counters on it, it's 2/2 and has first strike"."""

    kind: Literal["level_ability"] = "level_ability"
    #: The fewest level counters: 1 for "LEVEL 1-4".
    low: int
    #: The most: 4 for "LEVEL 1-4"; None for "LEVEL 5+".
    high: int | None = None
    #: The power/toughness of that level: "2/2".
    size: str
    abilities: "list[Ability]" = []
    #: The card's own power/toughness below the first level: Japanese prints it as a line
    #: above 「Lv1-4：」; the English Oracle text leaves it to the card's power and toughness,
    #: so it is not compared between the two.
    base_size: str | None = surface(None)


class ClassLevel(Node):
    """A Class's level line and the abilities of that level (CR 716.2): "{1}{R}: Level 2⏎
    Creatures you control have haste." / 「(１)(赤)：レベル２⏎…」. The line is an activated
    ability, "{1}{R}: This Class's level becomes 2. Activate only if it is level 1 and only as a
    sorcery." (CR 716.2a); the abilities under it are the Class's while its level is 2 or more
    (CR 716.2c)."""

    kind: Literal["class_level"] = "class_level"
    #: The level the line's ability gives: 2 for "Level 2".
    level: int
    cost: "ManaCost"
    abilities: "list[Ability]" = []


class ClassBecomesLevel(Node):
    """ "When this Class becomes level 2" / 「このクラスがレベル２になったとき」: its level
    becomes that number, by its level line's ability (CR 716.2a)."""

    kind: Literal["class_becomes_level"] = "class_becomes_level"
    object: "ObjectRef"
    level: int


class KickedWith(Node):
    """ "if it was kicked with its {1}{U} kicker" / 「それが(１)(青)でキッカーされていた」,
    「これが(赤)のキッカーでキッカーされていた」: which of a card's kicker costs was paid as it
    was cast (CR 702.33e: "Kicker {1}{U} and/or {B}", or two kicker abilities)."""

    kind: Literal["kicked_with"] = "kicked_with"
    object: "ObjectRef"
    #: The kicker cost, as "{1}{U}".
    cost: str
    #: Japanese 「(赤)のキッカーで」 rather than 「(赤)で」.
    kicker_written: bool = surface(False)


class ReminderOnly(Node):
    """A line that is only reminder text ("(As this Saga enters …)")."""

    kind: Literal["reminder_only"] = "reminder_only"
    reminder: "list[ReminderText]"
