"""The transformer shared by every language: each grammar rule builds the AST node of its name.

Methods receive the rule's ``meta`` (for the span and, for word-class rules, the source text)
and its children: AST nodes, named tokens, and plain strings returned by word-class rules.
Anonymous keyword tokens are dropped by Lark, so a child list holds only what carries meaning.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from lark import Token, Tree
from lark.tree import Meta

from .. import ast
from .errors import ParseError
from .lexicon_ja import OWN, PAIR_ROLES

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
PLURALS = {"sorceries": "sorcery", "libraries": "library", "copies": "copy"}

AMOUNTS = ast.Kinds(
    "Number",
    "Variable",
    "CountOf",
    "ValueOf",
    "CardsLookedAt",
    "Plus",
    "AnyNumber",
    "All",
    "Devotion",
    "CountersOn",
    "TypesAmong",
    "GreatestAmong",
    "DieResult",
)
PLAYERS = ast.Kinds("You", "Player", "OwnerOf", "ControllerOf", "YouAnd")
#: A past action's word (English or Japanese) and the action: "gained life", 「得て」.
PAST_ACTIONS = {
    "attacked": "attack", "gained": "gain life", "lost": "lose life", "surveilled": "surveil",
    "descended": "descend",
    "攻撃": "attack", "得": "gain life", "失って": "lose life", "諜報": "surveil",
    "落魄": "descend",
}  # fmt: skip
#: "escapes with …" / 「…が置かれた状態で脱出する」 (not "enters with …").
ESCAPES = re.compile(r" escapes with |で脱出する$")
#: Third-person verbs that may share the subject of the step before, and what they build.
SHARED_SUBJECT_VERBS = {
    "scries": "Scry", "surveils": "Surveil", "draws": "Draw", "discards": "Discard",
    "mills": "Mill", "gains": "GainLife", "loses": "LoseLife",
    "scry": "Scry", "surveil": "Surveil",  # after "they"
}  # fmt: skip
#: Japanese passive attachments: 「エンチャントされている」 (any creature that is enchanted).
PASSIVE_ATTACHMENTS = ("エンチャントされて", "装備されて")
#: How cards are ordered when put somewhere: "in any order", "in a random order".
ORDERS = ("any", "random")
SHARED_SUBJECT_STEPS = ast.Kinds(*SHARED_SUBJECT_VERBS.values())
COSTS = ast.Kinds("ManaCost", "TapCost", "UntapCost", "EffectCost")
OBJECTS = ast.Kinds(
    "PartOf",
    "Rest",
    "CommanderOf",
    "SelfRef",
    "Ref",
    "Objects",
    "AnyTarget",
    "TopOfLibrary",
    "AttachedTo",
    "ObjectList",
    "ZoneContents",
    "You",
    "Player",
)
GRANTED = ast.Kinds(
    "Keyword", "SpellAbility", "ActivatedAbility", "TriggeredAbility", "StaticAbility"
)
#: Continuous effects that last as long as the static ability they stand in.
STANDING = ast.Kinds(
    "EntersTapped",
    "CostChange",
    "CanBeCommander",
    "LosesType",
    "LookAnyTime",
    "HasControl",
    "KeywordCost",
    "LookAdditional",
    "ChooseNotToUntap",
    "PTEqualTo",
)
#: Continuous effects that are static when written without a duration.
LASTING = ast.Kinds(
    "AdditionalLandPlays",  # "… each turn"
    "LoyaltyTwice",
    "ModifyPT",
    "BasePT",
    "GainAbility",
    "LoseAbility",
    "Restriction",
    "MustBlock",
    "CrewsAsThough",
)
#: Nodes tested for in every ability, named so that their modules load only once one is made.
SEQUENCE = ast.Kinds("Sequence")
CONDITIONAL = ast.Kinds("Conditional")
CHOOSE_OBJECT = ast.Kinds("ChooseObject")
PROTOTYPE = ast.Kinds("Prototype")
#: Every condition node (the members of ast.Condition's union).
CONDITIONS = ast.Kinds(*ast.CATEGORIES["Condition"])
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7
}  # fmt: skip
#: A created token enters tapped ("a tapped Powerstone token").
TAPPED = "tapped token"
#: A triggered ability's limits: "This ability triggers only once each turn.", "Do this only
#: once each turn."
ONCE, EFFECT_ONCE = "once each turn", "do this only once each turn"
EACH_COMBAT = "each combat"
#: How a copy differs: its types are added to its other ones; it isn't legendary.
IN_ADDITION, NOT_LEGENDARY = "in addition to its other types", "not legendary"


def bare_player(value: Any) -> Any:
    """A player named by its noun alone (Japanese 「対戦相手が」) is "an opponent"; any other
    value stays as it is."""
    if isinstance(value, str):
        return ast.Player.model_construct(quantifier="a", noun=value)
    return value


def shared_target(node: Any) -> Any:
    """A bare noun after "target X or": "target" (still written bare)."""
    if isinstance(node, ast.Objects) and node.bare and node.quantifier == "all" and not node.other:
        return node.model_copy(update={"quantifier": "target"})
    return node


#: The builder's markers: what a rule found, before the rule above folds it into a node. They
#: are matched by type and never changed; without generated equality, repr or immutability a
#: class costs a cold start a quarter of what a frozen dataclass does.
marker = dataclass(eq=False, repr=False)


@marker
class MoreCounters:
    """ "additional" / 「追加で」, 「追加の」 of counters an object enters with, before it is folded
    into them; ``at``: where the Japanese text says it."""

    at: str = "after_kind"


@marker
class Saddled:
    """ "while saddled" / 「騎乗された状態で」, before it is folded into its trigger."""


@marker
class Unblocked:
    """ "and isn't blocked" / 「…してブロックされない」, before it is folded into its trigger."""


@marker
class MainPhase:
    """「あなたのメイン・フェイズ中に」 "during your main phase", before it is folded."""


@marker
class Divided:
    """ "divided as you choose among" / 「あなたの望むように分割して」 before it is folded into
    its damage; ``by`` is how the Japanese text names the chooser."""

    by: str = "あなたの"


@marker
class UpTo:
    """ "up to N" / 「最大Ｎ枚」 before it is folded into the node that counts."""

    amount: Any


@marker
class Quantifier:
    """An object phrase's quantifier before it is folded into :class:`ast.Objects`."""

    word: str
    count: Any = None
    other: bool = False
    counter: str | None = None
    each_of: bool = False
    #: Japanese 「クリーチャー３体以上」: the count after the noun.
    last: bool = False
    #: "all other creatures", not "other creatures".
    all_other: bool = False
    #: "more than one creature": at least two.
    more_than: bool = False
    #: "any creature on the battlefield": one of them, "any" written for "a".
    any_word: bool = False


def per_zone(filters: list[Any]) -> bool:
    """Whether a description is placed "in each graveyard" (a count there is per zone)."""
    return any(isinstance(f, ast.InZone) and f.zone.every == "each" for f in filters)


@marker
class AnyPlayer:
    """ "Any player may activate this ability" before it is folded into
    :class:`ast.ActivationRestriction`, with the Japanese words where not the usual ones."""

    written: str | None = None


@marker
class AsFlash:
    """ "as though it had flash" / 「それが瞬速を持っているかのように」 before it is folded into
    :class:`ast.Play`, with the Japanese subject as written."""

    subject: str | None = None


@marker
class StartingLoyalty:
    """ "its starting loyalty is 1" / 「初期忠誠度が１である」 before it is folded into a copy
    exception."""

    amount: Any


@marker
class CopyTimes:
    """ "twice" / 「２回」 after a copied spell, before it is folded into :class:`ast.CopySpell`."""

    amount: Any


@marker
class WhileExiled:
    """ "while it's exiled" / 「~が追放されている間」 after (before) a trigger event; Japanese
    names the object there (and 「これ」 after it)."""

    object: Any = None


@marker
class OtherThan:
    """ "other than ~" after an object phrase's noun."""

    ref: ast.SelfRef


@marker
class AtRandom:
    """ "at random" among an object phrase's clauses."""


@marker
class RandomPick:
    """Japanese 「無作為に(選んで)」 after an object phrase's 「を」; ``chosen``: 「選んで」."""

    chosen: bool


@marker
class TheirChoice:
    """ "of their choice" / 「自分が選んだ」 in an object phrase; ``you``: "of your choice" /
    「あなたが選んだ」."""

    you: bool = False


@marker
class Otherwise:
    """ "Otherwise, …" / 「そうでないなら、…」: what happens when the "If" before it fails."""

    effect: Any
    start: int
    #: How it is written, when not "Otherwise": "If it doesn't".
    written: str | None = None


@marker
class ThenSentence:
    """A sentence that opens with "Then": joined to the one before by "then"."""

    effect: Any
    connective: str = ". Then"


@marker
class ActivationRule:
    """ "Activate only …" after an activated ability's effect."""

    restriction: ast.ActivationRestriction


class GreatestWord(str):
    """ "greatest" or "highest" as written before an attribute."""


@marker
class PreventExcept:
    """ "… except combat damage that would be dealt by <object>": damage left unprevented."""

    object: Any


@marker
class ArrangedBattlefield:
    """ "onto the battlefield tapped" / 「タップ状態で戦場に出し」 as an arranged place."""

    tapped: bool
    #: Japanese: 「出し」 written after it.
    verb: bool


@marker
class ColorIdentity:
    """ "in <object>'s color identity" / 「<object>の固有色のうち」: the colors mana may be."""

    object: Any


@marker
class DealtBy:
    """ "… dealt by <object>": the source whose damage is prevented."""

    object: Any


@marker
class WhereX:
    """ ", where X is …": defines X for the steps before it (「Ｘは、…」 with ``comma``)."""

    definition: Any
    comma: bool = False


@marker
class Join:
    """A connective between two steps of a sequence, and how it is written."""

    word: str
    written: str = ""


@marker
class NotChosen:
    """ "that hasn't been chosen [this turn]" / 「(このターンに)まだ選ばれていない(もの)」."""

    when: str
    mono: bool


@marker
class Mode:
    """One mode of a modal ability, with the reminder texts written in it."""

    effect: Any
    reminders: list[ast.ReminderText]


def singular(word: str) -> str:
    """ "creatures" → "creature", "sorceries" → "sorcery"."""
    word = word.lower()
    if word in PLURALS:
        return PLURALS[word]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


@cache
def known_subtypes() -> frozenset[str]:
    """English subtype names known from real type lines (scryc/data/subtypes_ja.json)."""
    from importlib import resources  # a cold English parse of a short text does not need it

    data = resources.files("scryc.data").joinpath("subtypes_ja.json").read_text(encoding="utf-8")
    return frozenset(json.loads(data).values())


def singular_subtype(name: str) -> str:
    """ "Zombies" → "Zombie", "Elves" → "Elf", "Wolves" → "Wolf"; other names unchanged."""
    known = known_subtypes()
    if name in known:
        return name
    if name == "Mice":  # the one subtype whose plural is not regular ("Rabbits and/or Mice")
        return "Mouse"
    for plural, ending in (("ves", "f"), ("es", ""), ("s", "")):
        if name.endswith(plural) and name[: -len(plural)] + ending in known:
            return name[: -len(plural)] + ending
    return name


def flatten_sequence(
    steps: list[Any], joins: list[str], connectives: list[str] | None = None
) -> ast.Effect:
    """Build one :class:`ast.Sequence`, splicing in sequences that are direct steps;
    ``connectives`` says how each join is written ("" where unknown)."""
    if len(steps) == 1:
        return steps[0]
    written = connectives if connectives is not None else [""] * len(joins)
    flat_steps: list[Any] = []
    flat_joins: list[str] = []
    flat_written: list[str] = []
    for i, step in enumerate(steps):
        if i:
            flat_joins.append(joins[i - 1])
            flat_written.append(written[i - 1])
        if isinstance(step, ast.Sequence):
            flat_steps.extend(step.steps)
            flat_joins.extend(step.joins)
            inner = step.connectives
            flat_written.extend(inner if len(inner) == len(step.joins) else [""] * len(step.joins))
        else:
            flat_steps.append(step)
    return ast.Sequence.model_construct(
        steps=flat_steps, joins=flat_joins, connectives=flat_written
    )


def define_x(node: ast.Node, definition: Any, comma: bool = False) -> ast.Node:
    """Copy ``node`` with every undefined X given ``definition`` (written 「Ｘは、」 if
    ``comma``)."""
    if isinstance(node, ast.Variable) and node.definition is None:
        return node.model_copy(update={"definition": definition, "comma": comma})
    update: dict[str, Any] = {}
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, ast.Node):
            update[name] = define_x(value, definition, comma)
        elif isinstance(value, list):
            update[name] = [
                define_x(v, definition, comma) if isinstance(v, ast.Node) else v for v in value
            ]
    return node.model_copy(update=update)


def flat(children: list[Any]) -> list[Any]:
    """Children with the lists some rules build (several keywords from one phrase) spread."""
    return [c for child in children for c in (child if isinstance(child, list) else [child])]


def intervening_if(effect: Any) -> tuple[Any, Any]:
    """ "When …, if C, E": an "if" right after the trigger is an intervening if (CR 603.4),
    checked as the ability triggers and resolves, not a step of the effect."""
    first = effect.steps[0] if isinstance(effect, ast.Sequence) else effect
    if not isinstance(first, ast.Conditional) or first.otherwise is not None:
        return None, effect
    if first.condition_last:  # "When …, draw a card if C": checked on resolution only
        return None, effect
    # "if you do", "if this is the first time this ability has resolved": on resolution only
    if isinstance(first.condition, (ast.IfYouDo, ast.IfYouDont, ast.AbilityResolved)):
        return None, effect
    if isinstance(effect, ast.Sequence):
        return first.condition, effect.model_copy(
            update={"steps": [first.effect, *effect.steps[1:]]}
        )
    return first.condition, first.effect


PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


def refers_to(ref: ast.Ref, target: Any) -> bool:
    """Whether ``ref`` can mean ``target``: "it" can; "that card" can't mean a target creature
    (Judge Unworthy's "that card's mana value" is the revealed card's)."""
    if ref.noun is None:
        return True
    if ref.noun == "number" or isinstance(target, ast.Player):
        return ref.noun == "player" and isinstance(target, ast.Player)
    if isinstance(target, ast.AnyTarget):
        return ref.noun in ("permanent", "creature", "player")
    nouns = {n.name for n in target.walk() if isinstance(n, ast.CardType)}
    if ref.noun == "permanent":
        return bool(nouns & (PERMANENT_TYPES | {"permanent"}))
    return ref.noun in nouns


def refers_by(ref: ast.Ref, target: Any, role: str | None) -> bool:
    """Whether ``ref`` stands for ``target``: by its place among two targets (``role``,
    「その前者」 not yet named), or else as :func:`refers_to` says."""
    if role is not None:
        return ref.determiner == role and ref.noun is None
    return ref.determiner not in (*PAIR_ROLES, OWN) and refers_to(ref, target)


def substitute(node: Any, target: Any, role: str | None = None) -> tuple[Any, bool]:
    """Replace the first reference to a declared target in ``node`` (it, that creature,
    それ, そのプレイヤー; with ``role``: 「その前者」 or 「その後者」) with the target itself."""
    if isinstance(node, ast.Ref) and refers_by(node, target, role):
        upon = ast.UPON if node.determiner == "その" else ""  # 「その上」
        found = declared(target, role or node.noun or upon)
        if node.plural and isinstance(found, ast.Objects) and not plural_target(found):
            found = found.model_copy(update={"declared_plural": True})  # one for each player
        return found, True
    if role is None and isinstance(node, ast.Player) and node.quantifier == "that":
        if not isinstance(target, ast.Player):
            return node, False
        # 「そのプレイヤーは、」: the comma written after the reference stays
        return declared(target, node.noun).model_copy(update={"comma": node.comma}), True
    if not isinstance(node, ast.Node):
        return node, False
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, ast.Node):
            new, done = substitute(value, target, role)
            if done:
                return node.model_copy(update={name: new}), True
        elif isinstance(value, list):
            for i, item in enumerate(value):
                new, done = substitute(item, target, role)
                if done:
                    return node.model_copy(update={name: [*value[:i], new, *value[i + 1 :]]}), True
    return node, False


def above(node: Any, index: int) -> Any:
    """``node`` (the card's ability ``index``) with "do all of the above" in it naming the
    abilities before it."""
    if isinstance(node, ast.AllOfTheAbove):
        return node.model_copy(update={"abilities": list(range(index))})
    if not isinstance(node, ast.Node):
        return node
    update = {}
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, list):
            update[name] = [above(item, index) for item in value]
        else:
            update[name] = above(value, index)
    return node.model_copy(update=update)


def plural_target(target: ast.Objects) -> bool:
    """Whether a target is several objects (「それら」 refers to it): any number, or a count
    other than one."""
    return target.quantifier == "any number target" or ast.other_than_one(target.count)


def declared(target: Any, noun: str) -> Any:
    """A declared target, marked with the reference that stood for it (surface only); a
    player chosen at random is no target."""
    if isinstance(target, ast.Player) and target.at_random:
        return target
    if isinstance(target, (ast.Objects, ast.AnyTarget, ast.Player, ast.ObjectList)):
        return target.model_copy(update={"declared": noun})
    return target


def fold_chosen_targets(
    steps: list[Any], joins: list[str], connectives: list[str]
) -> tuple[list[Any], list[str], list[str]]:
    """ "Choose target creature. … that creature": the target goes where it is used, as in
    "… target creature" (and in Japanese 「…を対象とする。…それ…」)."""
    steps, joins, connectives = list(steps), list(joins), list(connectives)
    for i in range(len(steps) - 1, -1, -1):
        chosen = steps[i]
        if not (isinstance(chosen, CHOOSE_OBJECT) and is_target(chosen.object)):
            continue
        for j in range(i + 1, len(steps)):
            steps[j], done = substitute(steps[j], chosen.object)
            if done:
                del steps[i]
                del joins[min(i, len(joins) - 1)]
                del connectives[min(i, len(connectives) - 1)]
                break
    return steps, joins, connectives


def is_target(obj: Any) -> bool:
    """Whether an object phrase declares a target ("target creature", "up to one target …")."""
    return isinstance(obj, ast.AnyTarget) or str(getattr(obj, "quantifier", "")).endswith("target")


def attach_otherwise(parts: list[Any], text: str) -> list[Any]:
    """Fold each "Otherwise, …" sentence into the conditional step before it (which may be a
    sentence of its own that opens with "Then")."""
    out: list[Any] = []
    for part in parts:
        if not isinstance(part, Otherwise):
            out.append(part)
            continue
        last = out[-1] if out else None
        effect = last.effect if isinstance(last, ThenSentence) else last
        if not isinstance(effect, ast.Conditional):
            raise ParseError("'Otherwise' with no 'If' before it", text=text, offset=part.start)
        effect = effect.model_copy(
            update={"otherwise": part.effect, "otherwise_written": part.written}
        )
        out[-1] = replace(last, effect=effect) if isinstance(last, ThenSentence) else effect
    return out


def mode_reminders(modes: list[Mode]) -> list[ast.ReminderText]:
    """The reminder texts of a modal ability's modes, each marked with its mode."""
    return [r.model_copy(update={"mode": i}) for i, m in enumerate(modes) for r in m.reminders]


def is_number_ref(node: Any) -> bool:
    """ "that many": a reference to a number."""
    return isinstance(node, ast.Ref) and node.noun == "number"


def is_static(effect: ast.Node) -> bool:
    """A continuous effect with no duration can only come from a static ability."""
    if isinstance(effect, STANDING):
        return True
    if isinstance(effect, SEQUENCE):
        return all(is_static(step) for step in effect.steps)
    if isinstance(effect, LASTING):
        return effect.duration is None
    return False


def each(objects: Any) -> Any:
    """The objects a "for each" counts, as "each <object>" (Japanese writes one of them:
    「平地１つにつき」, 「対戦相手１人につき」)."""
    if isinstance(objects, ast.Player) and objects.quantifier == "a":
        return objects.model_copy(update={"quantifier": "each"})
    if (
        isinstance(objects, ast.ObjectList)
        and objects.conjunction == "and"
        and all(isinstance(i, ast.Objects) for i in objects.items)
        and objects.items[-1].quantifier == "each"  # "for each A and each B"
    ):
        return objects.model_copy(update={"items": [each(i) for i in objects.items]})
    if not isinstance(objects, ast.Objects):
        return objects
    return objects.model_copy(update={"quantifier": "each", "count": None, "bare": False})


def beheld_object(described: Any) -> Any:
    """What is beheld: "a Dragon" (Japanese names only the kind, 「ドラゴンの」)."""
    if isinstance(described, ast.Objects):
        return described.model_copy(update={"quantifier": "a", "count": None, "bare": False})
    if isinstance(described, ast.Node) and not isinstance(described, OBJECTS):
        return ast.Objects.model_construct(quantifier="a", filter=described, span=described.span)
    return described


def each_of_list(objects: Any) -> Any:
    """ "for each Cave you control and each Cave card in your graveyard": each item of a
    list counted by a cost change, as :func:`each` makes it; other objects as written."""
    return each(objects) if isinstance(objects, ast.ObjectList) else objects


#: The subtype each crewing verb acts on (CR 702.122, 702.171).
CREWED_SUBTYPE = {"crew": "Vehicle", "saddle": "Mount"}


def all_of(parts: list[Any], head: int | None = None) -> ast.AllOf:
    """A conjunction with nested conjunctions flattened, parts in printed order; ``head``
    is the index of the head noun among ``parts``, when parts are written after it."""
    flat: list[Any] = []
    flat_head = None
    for i, part in enumerate(parts):
        if i == head:
            inner = part.head if isinstance(part, ast.AllOf) else None
            last = len(part.parts) - 1 if isinstance(part, ast.AllOf) else 0
            flat_head = len(flat) + (inner if inner is not None else last)
        flat.extend(part.parts if isinstance(part, ast.AllOf) else [part])
    return ast.AllOf.model_construct(parts=flat, head=flat_head)


def keyword_on_last(filters: list[Any]) -> list[Any]:
    """A keyword written after a list of types qualifies its last type only: "artifact,
    enchantment, or creature with flying", "Walls and/or creatures with flying" (a list
    first, then post-filters, as English writes them)."""
    listed, *after = filters or [None]
    keywords = [f for f in after if isinstance(f, ast.HasAbility)]
    if not (isinstance(listed, ast.AnyOf) and keywords):
        return filters
    if not all(isinstance(o, (ast.CardType, ast.Subtype)) for o in listed.options):
        return filters
    *first, last = listed.options
    last = all_of([last, *keywords], head=0)
    options = listed.model_copy(update={"options": [*first, last]})
    return [options, *(f for f in after if not isinstance(f, ast.HasAbility))]


#: The actions a player restriction forbids, by their verb in either language.
FORBIDDEN_VERBS = {
    "cast": "cast", "唱え": "cast", "play": "play", "プレイ": "play",
    "life": "gain life", "ライフ": "gain life",
    "win": "win the game", "勝利": "win the game", "lose": "lose the game", "敗北": "lose the game",
}  # fmt: skip

#: The events of "that <event> this turn", by their first (English) or last (Japanese) words.
EVENT_WORDS = {
    "died": "died", "死亡した": "died",
    "left the battlefield": "left the battlefield", "戦場から離れた": "left the battlefield",
    "entered the battlefield": "entered the battlefield",
    "戦場に出た": "entered the battlefield",
    "saddled": "saddled", "騎乗した": "saddled", "crewed": "crewed", "搭乗した": "crewed",
}  # fmt: skip


class Builder:
    """Builds AST nodes from a parse tree of ``text`` (any language's grammar).

    Nodes are made with ``model_construct``: the grammar fixes what each rule's children
    are, so re-validating every node would only cost time (most of a cold start, where
    pydantic builds its validators). tests/test_ast.py validates every AST built for the
    corpus files instead.
    """

    lang = "en"
    #: How a sentence break is written (a surface connective of :class:`ast.Sequence`).
    full_stop = "."
    #: Children that are sentences of their own, besides effects.
    sentence_parts: tuple[type, ...] = (ThenSentence, Otherwise, ActivationRule)

    def __init__(self, text: str) -> None:
        self.text = text
        #: Whether the text says "do all of the above" (then the card says which sections).
        self.above = False

    def term(self, text: str) -> str:
        """A word-class rule's text as the AST records it (the English term)."""
        return " ".join(text.lower().replace("’", "'").split())

    # ------------------------------------------------------------ helpers

    def transform(self, tree: Tree) -> Any:
        """What ``tree`` builds: its subtrees first, then the method named for its rule, given
        the rule's offsets and children (Lark's ``Transformer``, without its per-node
        generators and error wrapping: a builder's error reaches the caller as it is)."""
        children = [self.transform(c) if type(c) is Tree else c for c in tree.children]
        method = getattr(self, tree.data, None)
        if method is None:
            raise NotImplementedError(f"no builder for rule {tree.data!r}")
        return method(tree.meta, children)

    def span(self, meta: Meta) -> ast.Span | None:
        if getattr(meta, "empty", True):
            return None
        return ast.Span.model_construct(start=meta.start_pos, end=meta.end_pos)

    def words(self, meta: Meta) -> str:
        """The rule's source text as a term (folded English words)."""
        return self.term(self.text[meta.start_pos : meta.end_pos])

    @staticmethod
    def nodes(children: list[Any], *types: type | ast.Kinds) -> list[Any]:
        return [c for c in children if isinstance(c, types)]

    @staticmethod
    def first(children: list[Any], *types: type | ast.Kinds, default: Any = None) -> Any:
        return next((c for c in children if isinstance(c, types)), default)

    def reminders(self, children: list[Any], mode: int | None = None) -> list[ast.ReminderText]:
        """Reminder texts among an ability's children, each placed after the sentences before
        it (and before its sentence's period if written there)."""
        out: list[ast.ReminderText] = []
        sentences = 0
        for child in children:
            if isinstance(child, Token) and child.type == "REMINDER":
                after = self.text[child.end_pos :].lstrip(" ")
                out.append(
                    ast.ReminderText.model_construct(
                        text=str(child)[1:-1],
                        span=ast.Span.model_construct(start=child.start_pos, end=child.end_pos),
                        sentence=sentences,
                        inside=after[:1] in (".", "。"),
                        mode=mode,
                    )
                )
            elif self.is_sentence(child):
                sentences += 1
        return out

    def is_sentence(self, child: Any) -> bool:
        """Whether an ability's child is one of its sentences (for placing reminder text)."""
        if isinstance(child, ast.Node):
            return not isinstance(child, (COSTS, CONDITIONS))
        return isinstance(child, self.sentence_parts) or child in (ONCE, EFFECT_ONCE)

    def body(self, children: list[Any]) -> ast.Effect:
        """Sentences of a resolving ability, in printed order, joined by "sentence"."""
        parts = attach_otherwise(
            [c for c in children if isinstance(c, ast.Node | ThenSentence | Otherwise)],
            self.text,
        )
        parts = [p for p in parts if not isinstance(p, (COSTS, CONDITIONS))]
        joins = ["then" if isinstance(p, ThenSentence) else "sentence" for p in parts[1:]]
        written = [p.connective if isinstance(p, ThenSentence) else self.full_stop for p in parts]
        steps = [p.effect if isinstance(p, ThenSentence) else p for p in parts]
        return flatten_sequence(*fold_chosen_targets(steps, joins, written[1:]))

    def then_sentence(self, meta: Meta, children: list[Any]) -> ThenSentence:
        return ThenSentence(children[0], self.then_written(meta))

    def then_written(self, meta: Meta) -> str:
        """How a sentence opening with "Then" is joined to the one before."""
        return ". Then"

    def otherwise(self, meta: Meta, children: list[Any]) -> Otherwise:
        written = self.words(meta).split(",")[0]  # "if it doesn't"; None for "Otherwise"
        return Otherwise(children[0], meta.start_pos, written if written[:3] == "if " else None)

    # ------------------------------------------------------------ card structure

    def start(self, meta: Meta, children: list[Any]) -> ast.CardText:
        """The abilities, a prototype first (Japanese prints it last, on a face of its own)."""
        prototypes = [c for c in children if isinstance(c, PROTOTYPE)]
        rest = [c for c in children if not isinstance(c, PROTOTYPE)]
        abilities = prototypes + rest
        if self.above:
            abilities = [above(a, i) for i, a in enumerate(abilities)]
        return ast.CardText.model_construct(
            abilities=abilities, lang=self.lang, span=self.span(meta)
        )

    def all_of_the_above(self, meta: Meta, children: list[Any]) -> ast.AllOfTheAbove:
        """ "do all of the above" / 「上記すべてを行う」 (the card says which sections)."""
        self.above = True
        return ast.AllOfTheAbove.model_construct(span=self.span(meta))

    def prototype(self, meta: Meta, children: list[Any]) -> ast.Prototype:
        cost = self.first(children, ast.ManaCost)
        size = next(c for c in children if isinstance(c, Token) and c.type == "PT")
        return ast.Prototype.model_construct(
            cost=cost, size=str(size), reminder=self.reminders(children), span=self.span(meta)
        )

    def station_ability(self, meta: Meta, children: list[Any]) -> ast.StationAbility:
        tokens = {c.type: str(c) for c in children if isinstance(c, Token)}
        return ast.StationAbility.model_construct(
            threshold=int(tokens["NUMBER"]),
            abilities=[c for c in children if isinstance(c, ast.Node)],
            size=tokens.get("PT"),
            span=self.span(meta),
        )

    def reminder_only(self, meta: Meta, children: list[Any]) -> ast.ReminderOnly:
        return ast.ReminderOnly.model_construct(
            reminder=self.reminders(children), span=self.span(meta)
        )

    def ability_word_ability(self, meta: Meta, children: list[Any]) -> ast.AbilityWordAbility:
        label, ability = children
        word = ast.AbilityWord.model_construct(
            text=str(label), span=ast.Span.model_construct(start=label.start_pos, end=label.end_pos)
        )
        return ast.AbilityWordAbility.model_construct(
            word=word, ability=ability, span=self.span(meta)
        )

    def chapter_ability(self, meta: Meta, children: list[Any]) -> ast.ChapterAbility:
        label, ability = children
        numerals = [c.strip() for c in str(label).split(",")]
        if any(n not in ROMAN for n in numerals):
            raise ParseError("unknown chapter number", text=self.text, offset=label.start_pos)
        chapters = [ROMAN[n] for n in numerals]
        return ast.ChapterAbility.model_construct(
            chapters=chapters, ability=ability, span=self.span(meta)
        )

    def keyword_list(self, meta: Meta, children: list[Any]) -> ast.KeywordList:
        return ast.KeywordList.model_construct(
            keywords=self.nodes(flat(children), ast.Keyword),
            reminder=self.reminders(children),
            span=self.span(meta),
        )

    def keyword(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        name, *rest = children
        arg = rest[0] if rest else None
        return ast.Keyword.model_construct(
            name=name,
            case=self.keyword_case(self.text[meta.start_pos : meta.start_pos + len(name)]),
            cost=arg if isinstance(arg, COSTS) else None,
            amount=arg if isinstance(arg, AMOUNTS) else None,
            filter=arg if arg is not None and not isinstance(arg, (COSTS, AMOUNTS)) else None,
            span=self.span(meta),
        )

    def keyword_controlled(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Enchant creature you control" / 「エンチャント（あなたがコントロールしている
        クリーチャー）」: the filter and who controls it."""
        name, *parts = children
        noun = next(p for p in parts if not isinstance(p, ast.ControlledBy))
        controlled = next(p for p in parts if isinstance(p, ast.ControlledBy))
        return self.keyword(meta, [name, all_of([noun, controlled], head=0)])

    def keyword_player(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Enchant player" / 「エンチャント（プレイヤー）」."""
        name, player = children
        return self.keyword(meta, [name]).model_copy(update={"player": player})

    def keyword_amount_cost(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Suspend 4—{U}", "Awaken 3—{4}{W}" / 「待機４ ― (青)」."""
        name, amount, cost = children
        keyword = self.keyword(meta, [name, amount])
        return keyword.model_copy(update={"cost": cost})

    def keyword_costs(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Escape—{3}{B}{B}, Exile four other cards from your graveyard."."""
        name, *costs = children
        keyword = self.keyword(meta, [name])
        return keyword.model_copy(update={"costs": costs})

    def keywords_and_from(self, meta: Meta, children: list[Any]) -> list[ast.Keyword]:
        """ "protection from blue and from black": one keyword for each quality."""
        name, *filters = children
        first = self.keyword(meta, [name, filters[0]])
        rest = [
            first.model_copy(update={"filter": f, "and_from": True, "span": f.span})
            for f in filters[1:]
        ]
        return [first, *rest]

    def keyword_name(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def keyword_case(self, written: str) -> Any:
        """How a keyword is capitalised: "flying", "First strike", "First Strike"."""
        if written == written.lower():
            return "lower"
        return "title" if " " in written and written == written.title() else "capitalized"

    def spell_ability(self, meta: Meta, children: list[Any]) -> ast.Node:
        """Sentences of instructions; a lone continuous effect with no duration is static."""
        effect = self.body(children)
        if isinstance(effect, CONDITIONAL) and effect.unless and is_static(effect.effect):
            return ast.StaticAbility.model_construct(  # "… can't block unless …"
                effect=effect.effect,
                condition=effect.condition,
                unless=True,
                reminder=self.reminders(children),
                span=self.span(meta),
            )
        cls = ast.StaticAbility if is_static(effect) else ast.SpellAbility
        return cls.model_construct(
            effect=effect, reminder=self.reminders(children), span=self.span(meta)
        )

    def static_ability(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        condition = self.first(children, CONDITIONS)
        return ast.StaticAbility.model_construct(
            condition=condition,
            effect=self.body([c for c in children if not isinstance(c, CONDITIONS)]),
            reminder=self.reminders(children),
            condition_last="as long as" if condition and children[0] is not condition else None,
            span=self.span(meta),
        )

    def static_if(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """ "This spell costs {1} less to cast if you control a Wizard."."""
        node = self.static_ability(meta, children)
        return node.model_copy(update={"condition_last": "if"})

    def during_your_turn(self, meta: Meta, children: list[Any]) -> ast.YourTurn:
        return ast.YourTurn.model_construct(during=True, span=self.span(meta))

    def would_enter(self, meta: Meta, children: list[Any]) -> ast.Move:
        battlefield = ast.Zone.model_construct(name="battlefield")
        return ast.Move.model_construct(object=children[0], to=battlefield, span=self.span(meta))

    def they(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "they" / 「そのコントローラー」 in "If they do": that player, as written."""
        written = self.text[meta.start_pos : meta.end_pos]
        if written not in ("they", "そのコントローラー"):
            raise ParseError("expected 'they'", text=self.text, offset=meta.start_pos)
        return ast.Player.model_construct(quantifier="that", span=self.span(meta)), written

    def if_player_does(self, meta: Meta, children: list[Any]) -> ast.IfYouDo:
        """ "If they do", "If that player does" / 「そのプレイヤーがそうしたなら」."""
        player, written = self.asked_player(meta, children[0])
        return ast.IfYouDo.model_construct(player=player, written=written, span=self.span(meta))

    def if_player_doesnt(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """ "If they don't", "If that player doesn't"."""
        player, written = self.asked_player(meta, children[0])
        return ast.IfYouDont.model_construct(player=player, written=written, span=self.span(meta))

    def asked_player(self, meta: Meta, said: Any) -> tuple[Any, str | None]:
        """The player of "If they do" and how it is written (a player, not an object)."""
        player, written = said if type(said) is tuple else (said, None)
        if not isinstance(player, ast.Player):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        return player, written

    def if_you_dont(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        effect = children[0] if children else None
        return ast.IfYouDont.model_construct(effect=effect, span=self.span(meta))

    def amount_compare(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op="lt", right=right, span=self.span(meta)
        )

    def amount_compare_or(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "the result is 3 or less" / 「その出目が３以下」."""
        left, right, op = children
        more = self.words(meta).endswith("or more")
        return ast.AmountCompare.model_construct(
            left=left, op=op, right=right, or_more=more, span=self.span(meta)
        )

    def amount_compare_eq(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "If X is 2" / 「Ｘが２なら」."""
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op="eq", right=right, span=self.span(meta)
        )

    def damage_dealt(self, meta: Meta, children: list[Any]) -> ast.DamageDealt:
        """ "the amount of damage it dealt to that player" / 「これがそのプレイヤーに与えた
        ダメージの点数」."""
        source, player = children
        return ast.DamageDealt.model_construct(source=source, player=player, span=self.span(meta))

    def times_cast(self, meta: Meta, children: list[Any]) -> ast.TimesCast:
        """ "the number of times it's been cast from the command zone this game" / 「それがこの
        ゲームで統率領域から唱えられた回数」."""
        return ast.TimesCast.model_construct(object=children[0], span=self.span(meta))

    def die_result(self, meta: Meta, children: list[Any]) -> ast.DieResult:
        return ast.DieResult.model_construct(span=self.span(meta))

    def counters_on(self, meta: Meta, children: list[Any]) -> ast.CountersOn:
        """ "the number of charge counters on …" / 「…の上にある蓄積カウンターの数」; without a
        kind, counters of every kind."""
        counter = next((c for c in children if isinstance(c, str)), None)
        obj = next(c for c in children if not isinstance(c, str))
        written = self.text[meta.start_pos : meta.end_pos]
        number = next((w for w in ("総数", "数") if written.endswith("の" + w)), None)
        placed = "の上に置かれている" in written
        return ast.CountersOn.model_construct(
            counter=counter, object=obj, number_word=number, placed=placed, span=self.span(meta)
        )

    def counters_each(self, meta: Meta, children: list[Any]) -> ast.CountersOn:
        """ "for each verse counter on it" / 「それの上にある詩句カウンター１個につき」."""
        kept = [c for c in children if not (isinstance(c, Token) and c.type == "NUMBER")]
        return self.counters_on(meta, kept)

    def counters_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "it has four or more phyresis counters on it": a count of counters, at least N."""
        words = self.words(meta).split()
        if words[0] == "there":
            (amount, counter, obj), wording = children, "there_are"
        else:
            (obj, amount, counter), wording = children, "had" if "had" in words else "has"
        left = ast.CountersOn.model_construct(counter=counter, object=obj)
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=amount, wording=wording, span=self.span(meta)
        )

    def ordinal(self, meta: Meta, children: list[Any]) -> int:
        return ORDINALS[self.words(meta)]

    def scry_bottom(self, meta: Meta, children: list[Any]) -> ast.ScryBottom:
        return ast.ScryBottom.model_construct(
            player=ast.You.model_construct(), object=children[0], span=self.span(meta)
        )

    def cost_change(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        obj, symbols, direction, *rest = children
        return ast.CostChange.model_construct(
            object=obj,
            symbols=str(symbols),
            variable=ast.Variable.model_construct() if str(symbols).upper() == "{X}" else None,
            reduce=direction == "less",
            action="activate" if " to activate" in self.words(meta) else "cast",
            for_each=each_of_list(rest[0]) if rest else None,
            span=self.span(meta),
        )

    def cost_direction(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def can_be_commander(self, meta: Meta, children: list[Any]) -> ast.CanBeCommander:
        return ast.CanBeCommander.model_construct(object=children[0], span=self.span(meta))

    def loses_type(self, meta: Meta, children: list[Any]) -> ast.LosesType:
        obj, card_type = children
        return ast.LosesType.model_construct(
            object=obj, card_type=card_type.name, span=self.span(meta)
        )

    def keeps_type(self, meta: Meta, children: list[Any]) -> ast.KeepsType:
        """ "It's still a land.", "They're still lands." / 「それ(ら)は土地でもある」."""
        plural = self.words(meta).startswith("they're")
        obj = children[0] if len(children) == 2 else ast.Ref.model_construct(plural=plural)
        return ast.KeepsType.model_construct(
            object=obj, card_type=children[-1].name, span=self.span(meta)
        )

    def play(self, meta: Meta, children: list[Any]) -> ast.Play:
        """ "play X", "cast X [without paying its mana cost] [this turn]" / 「Xをプレイして」,
        「(このターン、)(あなたは)Xを(マナ・コストを支払うことなく)唱える」."""
        words = self.words(meta)
        as_flash = self.first(children, AsFlash)
        children = [c for c in children if not isinstance(c, AsFlash)]
        return ast.Play.model_construct(
            player=self.first(children[:-1], PLAYERS, default=ast.You.model_construct()),
            object=next(c for c in children if not isinstance(c, (ast.Duration, PLAYERS))),
            cast_only=words.startswith("cast") or "唱え" in words,
            free="without paying" in words or "支払うことなく" in "".join(words.split()),
            duration=self.first(children, ast.Duration),
            comma="を、" in self.text[meta.start_pos : meta.end_pos],
            as_flash=as_flash is not None,
            flash_subject=as_flash.subject if as_flash is not None else None,
            span=self.span(meta),
        )

    def as_flash(self, meta: Meta, children: list[Any]) -> AsFlash:
        """ "as though it had flash": "it" or "they" follows the object's number."""
        return AsFlash()

    def optional_timed(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """ "Until end of turn, you may play that card.": the duration written first."""
        duration, play = children
        duration = duration.model_copy(update={"first": True})
        timed = play.model_copy(update={"duration": duration})
        return self.optional(meta, [timed])

    def play_and_cast(self, meta: Meta, children: list[Any]) -> ast.Play:
        """ "play lands and cast spells from the top of your library" / 「あなたのライブラリーの
        一番上から土地をプレイしたり呪文を唱えたりして」: the place, written once (after the
        spells in English, before the lands in Japanese), is where both come from."""
        played, cast = (c for c in children if isinstance(c, ast.Objects))
        zone = played.in_zone() or cast.in_zone()
        return ast.Play.model_construct(
            player=self.first(children, PLAYERS, default=self.acting_you(meta)),
            object=played if played.in_zone() else played.with_zone(zone),
            also_cast=cast if cast.in_zone() else cast.with_zone(zone),
            among=self.first(children, ast.FromAmong),
            span=self.span(meta),
        )

    def enters_with_counters(self, meta: Meta, children: list[Any]) -> ast.EntersWithCounters:
        obj = children[0]
        return ast.EntersWithCounters.model_construct(
            object=obj,
            **self.placed_counters(meta, children[1:]),
            escapes=ESCAPES.search(self.text[meta.start_pos : meta.end_pos]) is not None,
            the_battlefield=self.says_battlefield(meta),
            comma=self.topic_comma(obj),
            span=self.span(meta),
        )

    def says_battlefield(self, meta: Meta) -> bool:
        """ "enters the battlefield" rather than "enters"."""
        return "enters the battlefield" in self.words(meta)

    def controlled_by_opponents(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        opponents = ast.Player.model_construct(
            quantifier="a", noun="opponent"
        )  # = "an opponent controls"
        return ast.ControlledBy.model_construct(
            player=opponents, opponents=True, span=self.span(meta)
        )

    def player_action(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        verbs = [c for c in children if type(c) is str]
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(),
            action=" or ".join(verbs),
            object=self.first(children, OBJECTS),
            nth_each_turn=self.first(children, int),
            span=self.span(meta),
        )

    def draws_nth(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """ "Whenever you draw your second card each turn" / 「…２枚目のカードを引くたび」."""
        player = self.first(children, ast.Player, default=ast.You.model_construct())
        noun = self.first(children, str)  # 「対戦相手が…」: a player named by its noun alone
        if noun is not None:
            player = ast.Player.model_construct(quantifier="a", noun=noun)
        nth = self.first(children, int, ast.Number)
        if isinstance(nth, ast.Number):
            nth = nth.value
        return ast.PlayerAction.model_construct(
            player=player, action="draw", nth_each_turn=nth, span=self.span(meta)
        )

    def nth_time(self, meta: Meta, children: list[Any]) -> int:
        """ "for the first time each turn" / 「各ターン最初に」."""
        return children[0] if children else 1

    def player_verb(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def cards_looked_at(self, meta: Meta, children: list[Any]) -> ast.CardsLookedAt:
        return ast.CardsLookedAt.model_construct(span=self.span(meta))

    def devotion(self, meta: Meta, children: list[Any]) -> ast.Devotion:
        player, color = children
        return ast.Devotion.model_construct(player=player, color=color.name, span=self.span(meta))

    def cast_by(self, meta: Meta, children: list[Any]) -> ast.CastBy:
        duration = self.first(children, ast.Duration)
        player = self.first(children, PLAYERS, default=ast.You.model_construct())
        if type(noun := self.first(children, str)) is str:  # 「対戦相手が唱えた」
            player = ast.Player.model_construct(quantifier="a", noun=noun)
        words = self.words(meta)
        return ast.CastBy.model_construct(
            player=player,
            duration=duration,
            perfect=" have cast" in words or " has cast" in words or "you've" in words,
            te_form=words.endswith("唱えて"),
            span=self.span(meta),
        )

    def drawn_by(self, meta: Meta, children: list[Any]) -> ast.CastBy:
        """ "(cards) you've drawn this turn" / 「このターンにあなたが引いた」."""
        return self.cast_by(meta, children).model_copy(update={"action": "draw"})

    def cast_by_opponents(self, meta: Meta, children: list[Any]) -> ast.CastBy:
        """ "your opponents have cast this turn" = "an opponent has cast this turn"."""
        node = self.cast_by(meta, children)
        opponent = ast.Player.model_construct(quantifier="a", noun="opponent")
        return node.model_copy(update={"player": opponent, "opponents": True})

    def same_name(self, meta: Meta, children: list[Any]) -> ast.SameName:
        return ast.SameName.model_construct(object=children[0], span=self.span(meta))

    def named(self, meta: Meta, children: list[Any]) -> ast.Named:
        """ "named X" / 「《X》という名前の」; the card's own name is SELF."""
        token = children[0]
        self_name = token.type == "SELF"
        return ast.Named.model_construct(
            self_name=self_name,
            name=None if self_name else str(token),
            has=self.text[meta.start_pos : meta.end_pos].endswith("を持つ"),
            span=self.span(meta),
        )

    def same_name_negated(self, meta: Meta, children: list[Any]) -> ast.SameName:
        """ "that doesn't have the same name as <object>" / 「…と同じ名前を持たない」."""
        node = self.same_name(meta, children)
        comma = self.text[meta.start_pos : meta.end_pos].startswith("、")
        return node.model_copy(update={"negated": True, "comma": comma})

    def different_names(self, meta: Meta, children: list[Any]) -> ast.DifferentNames:
        return ast.DifferentNames.model_construct(span=self.span(meta))

    def color_count(self, meta: Meta, children: list[Any]) -> ast.ColorCount:
        with_ = self.text[meta.start_pos : meta.end_pos].startswith("with")
        count = self.first(children, ast.Number)
        return ast.ColorCount.model_construct(count=count, with_=with_, span=self.span(meta))

    def shares_type(self, meta: Meta, children: list[Any]) -> ast.SharesType:
        singular = self.text[meta.start_pos : meta.end_pos].startswith("that shares")
        return ast.SharesType.model_construct(
            singular=singular, with_=children[0] if children else None, span=self.span(meta)
        )

    def dealt_damage_by(self, meta: Meta, children: list[Any]) -> ast.DealtDamageBy:
        return ast.DealtDamageBy.model_construct(
            source=children[0] if children else None,
            given=self.text[meta.start_pos : meta.end_pos].endswith("与えられた"),
            span=self.span(meta),
        )

    def would_die(self, meta: Meta, children: list[Any]) -> ast.WouldDie:
        """ "<object> would die [this turn]" / 「このターン(、|に)…が死亡するなら」."""
        duration = self.first(children, ast.Duration)
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.WouldDie.model_construct(
            object=next(c for c in children if c is not duration),
            duration=duration,
            duration_particle="に" if written.startswith("このターンに") else None,
            span=self.span(meta),
        )

    def exiled_with(self, meta: Meta, children: list[Any]) -> ast.ExiledWith:
        return ast.ExiledWith.model_construct(object=children[0], span=self.span(meta))

    def attached_to_object(self, meta: Meta, children: list[Any]) -> ast.AttachedToObject:
        return ast.AttachedToObject.model_construct(object=children[-1], span=self.span(meta))

    def in_party(self, meta: Meta, children: list[Any]) -> ast.InParty:
        return ast.InParty.model_construct(player=children[0], span=self.span(meta))

    def of_chosen(self, meta: Meta, children: list[Any]) -> ast.OfChosen:
        """ "of the chosen type" / 「選ばれたタイプの」, "with the chosen name" /
        「その選ばれた名前を持つ」."""
        words = self.words(meta)
        value = "name" if words.endswith(("name", "持つ")) else "type"
        value = "color" if words.endswith(("color", "色の")) else value
        that = words.startswith("その")
        return ast.OfChosen.model_construct(value=value, that=that, span=self.span(meta))

    def chosen_color(self, meta: Meta, children: list[Any]) -> ast.ChosenColor:
        """ "the chosen color" / 「(その)選ばれた色」, "the color of your choice" /
        「あなたが選んだ色１色」."""
        words = self.words(meta)
        now, that = words.endswith(("choice", "１色")), words.startswith("その")
        return ast.ChosenColor.model_construct(now=now, that=that, span=self.span(meta))

    def as_enters_ability(self, meta: Meta, children: list[Any]) -> ast.AsEntersAbility:
        entering, *rest = children
        return ast.AsEntersAbility.model_construct(
            object=entering,
            effect=self.body(rest),
            reminder=self.reminders(rest),
            span=self.span(meta),
        )

    def choose_value(self, meta: Meta, children: list[Any]) -> ast.ChooseValue:
        value = next(c for c in children if type(c) is str)  # not the count (「１色」)
        return ast.ChooseValue.model_construct(
            player=self.acting_you(meta), value=value, span=self.span(meta)
        )

    def value_kind(self, meta: Meta, children: list[Any]) -> str:
        return " ".join(self.text[meta.start_pos : meta.end_pos].lower().split())

    def must_block(self, meta: Meta, children: list[Any]) -> ast.MustBlock:
        """ "All creatures able to block X [this turn] do so."."""
        duration = self.first(children, ast.Duration)
        blockers, attacker = [c for c in children if c is not duration][:2]
        return ast.MustBlock.model_construct(
            blockers=blockers, attacker=attacker, duration=duration, span=self.span(meta)
        )

    def replace(self, meta: Meta, children: list[Any]) -> ast.Replace:
        """ "If that creature would die this turn, exile it instead." / 「…なら、代わりに…。」."""
        event, replacement = children
        return ast.Replace.model_construct(
            event=event, replacement=replacement, span=self.span(meta)
        )

    def replacement_ability(self, meta: Meta, children: list[Any]) -> ast.ReplacementAbility:
        event, *rest = children
        return ast.ReplacementAbility.model_construct(
            event=event,
            replacement=self.body(rest),
            reminder=self.reminders(rest),
            instead_first=self.words(meta).split(", ", 1)[-1].startswith("instead "),
            span=self.span(meta),
        )

    def activated_ability(self, meta: Meta, children: list[Any]) -> ast.ActivatedAbility:
        loyalty = next((c for c in children if type(c) is str), None)
        return ast.ActivatedAbility.model_construct(
            restriction=next(
                (c.restriction for c in children if isinstance(c, ActivationRule)), None
            ),
            loyalty=loyalty,
            costs=self.nodes(children, COSTS),
            effect=self.body(children),
            reminder=self.reminders([c for c in children if c is not loyalty]),
            span=self.span(meta),
        )

    def activation_rule(self, meta: Meta, children: list[Any]) -> ActivationRule:
        timing = next((c for c in children if c in ("sorcery", "once each turn")), None)
        condition = self.first(children, CONDITIONS)
        during = next((c for c in children if c in ("your turn", "your upkeep")), None)
        anyone = next((c for c in children if isinstance(c, AnyPlayer)), None)
        restriction = ast.ActivationRestriction.model_construct(
            timing=timing,
            condition=condition,
            during=during,
            any_player=anyone is not None,
            any_player_written=anyone.written if anyone is not None else None,
            span=self.span(meta),
        )
        return ActivationRule(restriction)

    def any_player(self, meta: Meta, children: list[Any]) -> AnyPlayer:
        """ "Any player may activate this ability"."""
        return AnyPlayer()

    def activation_window(self, meta: Meta, children: list[Any]) -> str:
        """ "during your turn" / 「あなたのターンの間」: "your turn" or "your upkeep"."""
        written = self.text[meta.start_pos : meta.end_pos]
        return "your upkeep" if "upkeep" in written or "アップキープ" in written else "your turn"

    def sorcery_speed(self, meta: Meta, children: list[Any]) -> str:
        return "sorcery"

    def once_each_turn(self, meta: Meta, children: list[Any]) -> str:
        return "once each turn"

    def effect_limit(self, meta: Meta, children: list[Any]) -> str:
        """ "Do this only once each turn." / 「これは毎ターン１回のみ行える。」."""
        return EFFECT_ONCE

    def loyalty(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)[1:-1].replace("−", "-").upper()

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredAbility:
        duration = self.first(children, ast.Duration)  # "… this turn," / 「このターン、…」
        trigger, *rest = [c for c in children if c is not duration]
        condition = rest[0] if rest and isinstance(rest[0], CONDITIONS) else None
        if condition is not None:
            rest = rest[1:]
        effect = self.body(rest)
        if condition is None:
            condition, effect = intervening_if(effect)
        return ast.TriggeredAbility.model_construct(
            once_each_turn=ONCE in children,
            effect_once_each_turn=EFFECT_ONCE in children,
            trigger=trigger,
            condition=condition,
            effect=effect,
            reminder=self.reminders(rest),
            word=self.trigger_word(meta, trigger),
            duration=duration,
            span=self.span(meta),
        )

    def trigger_word(self, meta: Meta, trigger: Any) -> Any:
        """ "When", "Whenever" or "At", as written."""
        return self.text[meta.start_pos : meta.end_pos].split(None, 1)[0].lower()

    def modal(self, meta: Meta, children: list[Any]) -> ast.Modal:
        not_chosen = self.first(children, NotChosen)
        choose, *modes = [c for c in children if not isinstance(c, NotChosen)]
        condition = modes.pop(0) if modes and isinstance(modes[0], CONDITIONS) else None
        where = modes.pop(0) if modes and isinstance(modes[0], WhereX) else None
        head = self.text[meta.start_pos : meta.end_pos].split("\n")[0]
        choice = head.split("—")[0].split("。")[0].strip()
        return ast.Modal.model_construct(
            choose=choose,
            modes=[m.effect for m in modes],
            or_more=choice.endswith(("or more", "or both", "以上を選ぶ", "両方を選ぶ")),
            any_number_if=condition,
            x_definition=where.definition if where else None,
            not_chosen=not_chosen.when if not_chosen else None,
            not_chosen_mono=not_chosen is not None and not_chosen.mono,
            reminder=mode_reminders(modes),
            hyphen=head.rstrip().endswith(" -"),
            span=self.span(meta),
        )

    def modal_and(self, meta: Meta, children: list[Any]) -> ast.Modal:
        """ "choose one and <effect>." / 「以下から１つを選び、<effect>。」, then the modes."""
        choose, also, *modes = children
        return self.modal(meta, [choose, *modes]).model_copy(update={"also": also})

    def not_chosen(self, meta: Meta, children: list[Any]) -> NotChosen:
        when = "this turn" if children else "ever"
        return NotChosen(when, self.text[meta.start_pos : meta.end_pos].endswith("もの"))

    def mode(self, meta: Meta, children: list[Any]) -> Mode:
        return Mode(self.body(children), self.reminders(children))

    # ------------------------------------------------------------ sequences

    def sequence(self, meta: Meta, children: list[Any]) -> ast.Effect:
        steps = [c for c in children if isinstance(c, ast.Node)]
        joins = [c for c in children if isinstance(c, Join)]
        effect = flatten_sequence(
            steps, [j.word for j in joins], [j.written for j in joins]
        ).model_copy(update={"span": self.span(meta)})
        where = self.first(children, WhereX)
        return define_x(effect, where.definition) if where else effect

    def where_x(self, meta: Meta, children: list[Any]) -> WhereX:
        """ "…, where X is N"; "X is N." / 「ＸはＮに等しい。」 after the choice of a modal, or
        (Japanese) after the sentence that uses X."""
        return WhereX(children[0])

    x_definition = where_x

    def roll_die(self, meta: Meta, children: list[Any]) -> ast.RollDie:
        die = next((c for c in children if isinstance(c, Token) and c.type == "DIE"), None)
        sides = int(str(die)[1:]) if die is not None else 6
        return ast.RollDie.model_construct(sides=sides, in_words=die is None, span=self.span(meta))

    def add_to_result(self, meta: Meta, children: list[Any]) -> ast.AddToResult:
        """ "add N" / 「その出目にＮを足す」 (Japanese names the result it adds to)."""
        if len(children) == 2 and not isinstance(children[0], ast.DieResult):
            raise ParseError("「その出目に」", text=self.text, offset=meta.start_pos)
        return ast.AddToResult.model_construct(amount=children[-1], span=self.span(meta))

    def die_table(self, meta: Meta, children: list[Any]) -> ast.DieTable:
        return ast.DieTable.model_construct(rows=children, span=self.span(meta))

    def die_row(self, meta: Meta, children: list[Any]) -> ast.DieRow:
        numbers = [int(c) for c in children if isinstance(c, Token)]
        head = re.split("[|｜]", self.text[meta.start_pos : meta.end_pos])[0]
        high = numbers[1] if len(numbers) > 1 else (None if "+" in head else numbers[0])
        return ast.DieRow.model_construct(
            low=numbers[0], high=high, effect=children[-1], span=self.span(meta)
        )

    def gain_control(self, meta: Meta, children: list[Any]) -> ast.GainControl:
        """ "(You) gain control of …", "Target opponent gains control of …" / 「(あなたは)それの
        コントロールを得る」, 「そのコントロールを得る」."""
        duration = self.first(children, ast.Duration)
        *named, obj = [c for c in children if isinstance(c, ast.Node) and c is not duration]
        player = named[0] if named else ast.You.model_construct()
        if isinstance(player, ast.You):  # "You gain control …", 「あなたは…」, or left out
            source = self.text[meta.start_pos : meta.end_pos]
            written = self.words(meta).startswith("you ") or "あなたは" in source
            player = player.model_copy(update={"written": written})
        after = self.text[duration.span.end : meta.end_pos] if duration and duration.span else ""
        return ast.GainControl.model_construct(
            object=obj,
            duration=duration,
            player=player,
            no_comma=self.lang == "ja" and bool(after) and not after.startswith("、"),
            span=self.span(meta),
        )

    def switch_power_toughness(self, meta: Meta, children: list[Any]) -> ast.SwitchPowerToughness:
        """ "switch its power and toughness [until end of turn]"."""
        obj = next(c for c in children if isinstance(c, ast.Node) and c.kind != "duration")
        return ast.SwitchPowerToughness.model_construct(
            object=obj, duration=self.first(children, ast.Duration), span=self.span(meta)
        )

    def exchange_control(self, meta: Meta, children: list[Any]) -> ast.ExchangeControl:
        """The card itself first: 「それと〈名〉の…」 says what "… of Card Name and it" says."""
        objects = children[-1]
        self_last = False
        if isinstance(objects, ast.ObjectList) and len(objects.items) == 2:
            first, second = objects.items
            if isinstance(second, ast.SelfRef) and not isinstance(first, ast.SelfRef):
                objects, self_last = objects.model_copy(update={"items": [second, first]}), True
        return ast.ExchangeControl.model_construct(
            objects=objects, self_last=self_last, span=self.span(meta)
        )

    def exchange_life_totals(self, meta: Meta, children: list[Any]) -> ast.ExchangeLifeTotals:
        """ "exchange life totals with X": the acting player and X."""
        *subject, other = children
        if not isinstance(other, PLAYERS):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        player = subject[0] if subject else self.acting_you(meta)
        return ast.ExchangeLifeTotals.model_construct(
            player=player,
            other=other,
            both_written="ライフ総量と" in self.text[meta.start_pos : meta.end_pos],
            span=self.span(meta),
        )

    def exchange_zones(self, meta: Meta, children: list[Any]) -> ast.ExchangeZones:
        """ "exchange your hand and graveyard" / 「あなたの手札と墓地を交換する」: the owner's
        two zones."""
        owner, *zones = children
        if re.search(r"\b(?:hands|libraries|graveyards)\b", self.words(meta)):
            raise ParseError(
                "expected two zones of one player", text=self.text, offset=meta.start_pos
            )
        return ast.ExchangeZones.model_construct(
            player=owner, zones=self._exchanged(meta, zones), span=self.span(meta)
        )

    def exchange_zones_between(self, meta: Meta, children: list[Any]) -> ast.ExchangeZones:
        """ "exchange cards in your hands, cards in your libraries, …": "your" is you and the
        player named before, so each zone is written in the plural."""
        if not all(w.endswith("s") for w in re.findall(r"your (\w+)", self.words(meta))):
            raise ParseError(
                "expected your hands, libraries or graveyards",
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.ExchangeZones.model_construct(
            player=ast.You.model_construct(),
            zones=self._exchanged(meta, children),
            other=ast.Player.model_construct(quantifier="that", noun="player"),
            span=self.span(meta),
        )

    def adjust_number(self, meta: Meta, children: list[Any]) -> ast.AdjustNumber:
        """ "add or subtract 1 or one from a number or number word on <object>"."""
        digits, word, obj, *duration = children
        if digits.value != word.value or digits.form != "digits" or word.form == "digits":
            raise ParseError(
                "expected one amount in digits, then as a word",
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.AdjustNumber.model_construct(
            object=obj,
            amount=digits,
            duration=self.first(duration, ast.Duration),
            span=self.span(meta),
        )

    def _exchanged(self, meta: Meta, zones: list[str]) -> list[str]:
        """The zones an exchange names: hands, libraries and graveyards, each once."""
        if len(set(zones)) != len(zones) or not set(zones) <= {"hand", "library", "graveyard"}:
            raise ParseError("expected different zones", text=self.text, offset=meta.start_pos)
        return zones

    def zone_contents(self, meta: Meta, children: list[Any]) -> ast.ZoneContents:
        """ "your graveyard"; "all graveyards" (every player's, no owner)."""
        name = singular(self.words(meta).split()[-1])
        owner = children[0] if children else None
        return ast.ZoneContents.model_construct(
            zone=ast.Zone.model_construct(name=name, owner=owner),
            all_players=owner is None,
            span=self.span(meta),
        )

    def trigger_limit(self, meta: Meta, children: list[Any]) -> str:
        return "once each turn"

    def other_flag(self, meta: Meta, children: list[Any]) -> str:
        return "other"

    def join_then(self, meta: Meta, children: list[Any]) -> Join:
        return Join("then", self.join_written(meta))

    def join_and(self, meta: Meta, children: list[Any]) -> Join:
        return Join("and", self.join_written(meta))

    def join_comma(self, meta: Meta, children: list[Any]) -> Join:
        """A comma in a series of steps means "and" (the series' last join says so)."""
        return Join("and", self.join_written(meta))

    def join_written(self, meta: Meta) -> str:
        """A connective as written: ", then", " then", " and", ", and", ","."""
        written = " ".join(self.text[meta.start_pos : meta.end_pos].split())
        return written if written.startswith(",") else f" {written}"

    def defined_step(self, meta: Meta, children: list[Any]) -> ast.Node:
        step, where = children
        return define_x(step, where.definition).model_copy(update={"span": self.span(meta)})

    # ------------------------------------------------------------ effects

    def _player_amount(self, cls: type, meta: Meta, children: list[Any]) -> Any:
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return cls.model_construct(player=player, amount=children[-1], span=self.span(meta))

    def shared_subject_step(self, meta: Meta, children: list[Any]) -> Any:
        """A step whose subject is the player of the step before, unwritten or "they"."""
        words = self.words(meta).split()
        they = words[0] == "they"  # "and they scry 2": the subject written as a pronoun
        cls = getattr(ast, SHARED_SUBJECT_VERBS[words[1] if they else words[0]])
        player = ast.Ref.model_construct(**({"plural": True} if they else {"elided": True}))
        node = cls.model_construct(player=player, amount=children[-1], span=self.span(meta))
        if words[-2:] == ["at", "random"]:  # "then discards a card at random"
            node = node.model_copy(update={"random": True})
        return node

    def acting_you(self, meta: Meta) -> ast.You:
        """ "you" as the acting player, which may be left unsaid ("Scry 2")."""
        return ast.You.model_construct(written=self.words(meta).startswith("you "))

    def scry(self, meta: Meta, children: list[Any]) -> ast.Scry:
        return self._player_amount(ast.Scry, meta, children)

    def scry_equal(self, meta: Meta, children: list[Any]) -> ast.Scry:
        """ "scry a number of cards equal to N" / 「Ｎに等しい枚数の占術を行う」."""
        node = self._player_amount(ast.Scry, meta, children)
        return node.model_copy(update={"equal_to": True})

    def surveil(self, meta: Meta, children: list[Any]) -> ast.Surveil:
        return self._player_amount(ast.Surveil, meta, children)

    def draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        return self._player_amount(ast.Draw, meta, children)

    def draw_another(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """ "draw another card" / 「もう１枚カードを引く」: one card more."""
        counted = bool(children) and isinstance(children[-1], AMOUNTS)  # 「もう１枚」
        players, count = (children[:-1], children[-1]) if counted else (children, None)
        if ast.other_than_one(count):
            raise ParseError("expected one card", text=self.text, offset=meta.start_pos)
        one = ast.Number.model_construct(value=1)
        node = self._player_amount(ast.Draw, meta, [*players, one])
        return node.model_copy(update={"another": True})

    def discard(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """ "discard two cards [at random]" / 「カード１枚を[無作為に選んで]捨てる」."""
        node = self._player_amount(ast.Discard, meta, children)
        written = self.text[meta.start_pos : meta.end_pos]
        return node.model_copy(update={"random": "random" in written or "無作為" in written})

    def discard_object(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """ "that player discards that card" / 「そのプレイヤーはそのカードを捨てる」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.Discard.model_construct(player=player, object=children[-1], span=self.span(meta))

    def mill(self, meta: Meta, children: list[Any]) -> ast.Mill:
        return self._player_amount(ast.Mill, meta, children)

    def gain_life(self, meta: Meta, children: list[Any]) -> ast.GainLife:
        return self._player_amount(ast.GainLife, meta, children)

    def lose_life(self, meta: Meta, children: list[Any]) -> ast.LoseLife:
        return self._player_amount(ast.LoseLife, meta, children)

    def pay_life(self, meta: Meta, children: list[Any]) -> ast.PayLife:
        return self._player_amount(ast.PayLife, meta, children)

    def deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        more = self.nodes(children, ast.DamageTo)
        divided = self.first(children, Divided)
        source, *rest = [c for c in children if not isinstance(c, (ast.DamageTo, Divided))]
        first = self.damage_to(meta, rest)
        return ast.DealDamage.model_construct(
            source=source,
            amount=first.amount,
            recipient=first.recipient,
            more=more,
            divided=divided is not None,
            divided_by=divided.by if divided else "あなたの",
            span=self.span(meta),
        )

    def divided_among(self, meta: Meta, children: list[Any]) -> Divided:
        return Divided()

    def damage_to(self, meta: Meta, children: list[Any]) -> ast.DamageTo:
        """ "and 1 damage to <object>" / 「、<object>に１点」; also the first recipient and its
        amount, in whichever order the rule gives them."""
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        recipient = next(c for c in children if c is not amount)
        return ast.DamageTo.model_construct(
            amount=amount, recipient=recipient, span=self.span(meta)
        )

    def deal_damage_equal_last(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        node = self.deal_damage(meta, children)
        return node.model_copy(update={"equal_last": True})

    def colors_spent(self, meta: Meta, children: list[Any]) -> ast.ColorsSpent:
        return ast.ColorsSpent.model_construct(object=children[0], span=self.span(meta))

    def for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        effect, objects = children
        return ast.ForEach.model_construct(
            effect=effect, objects=each(objects), span=self.span(meta)
        )

    def for_each_first(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """ "For each opponent, <effect>": what is counted written first."""
        objects, effect = children
        node = self.for_each(meta, [effect, objects])
        return node.model_copy(update={"first": True})

    def _object_effect(self, cls: type, meta: Meta, children: list[Any]) -> Any:
        return cls.model_construct(object=children[-1], span=self.span(meta))

    def attach(self, meta: Meta, children: list[Any]) -> ast.Attach:
        """ "attach ~ to it" / 「これをそれにつける」 (a subject before it is you)."""
        obj, to = children[-2:]
        return ast.Attach.model_construct(object=obj, to=to, span=self.span(meta))

    def destroy(self, meta: Meta, children: list[Any]) -> ast.Destroy:
        return self._object_effect(ast.Destroy, meta, children)

    def regenerate(self, meta: Meta, children: list[Any]) -> ast.Regenerate:
        return self._object_effect(ast.Regenerate, meta, children)

    def exile(self, meta: Meta, children: list[Any]) -> ast.Exile:
        obj, *rest = children
        return ast.Exile.model_construct(
            object=obj,
            from_zone=self.first(rest, ast.Zone),
            until_leaves=self.first(rest, OBJECTS),
            counters=self.first(rest, ast.WithCounters),
            span=self.span(meta),
        )

    def exile_instead_of(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """ "exile it instead of putting it into …" / 「それを…に置く代わりに追放する」."""
        obj, zone = children
        return ast.Exile.model_construct(object=obj, instead_of=zone, span=self.span(meta))

    def player_exiles(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """ "target opponent exiles two cards from their hand"."""
        player, *rest = children
        return self.exile(meta, rest).model_copy(update={"player": player})

    def counter_spell(self, meta: Meta, children: list[Any]) -> ast.CounterSpell:
        obj, *rest = children
        return ast.CounterSpell.model_construct(
            object=obj,
            unless_player=rest[0] if rest else None,
            unless_paid=str(rest[1]) if rest else None,
            span=self.span(meta),
        )

    def tap(self, meta: Meta, children: list[Any]) -> ast.Tap:
        return self._object_effect(ast.Tap, meta, children)

    def untap(self, meta: Meta, children: list[Any]) -> ast.Untap:
        return self._object_effect(ast.Untap, meta, children)

    def tap_or_untap(self, meta: Meta, children: list[Any]) -> ast.TapOrUntap:
        return self._object_effect(ast.TapOrUntap, meta, children)

    def reveal(self, meta: Meta, children: list[Any]) -> ast.Reveal:
        pick = self.first(children, RandomPick)
        children = [c for c in children if not isinstance(c, RandomPick)]
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        obj = children[-1] if children else ast.Ref.model_construct(elided=True)
        if pick is not None:  # 「カード１枚を無作為に公開する」: the object chosen at random
            if not isinstance(obj, ast.Objects) or obj.random:
                raise ParseError("expected cards to choose", text=self.text, offset=meta.start_pos)
            obj = obj.model_copy(update={"random": True, "random_chosen": pick.chosen})
        return ast.Reveal.model_construct(player=player, object=obj, span=self.span(meta))

    def reveal_until(self, meta: Meta, children: list[Any]) -> ast.RevealUntil:
        """ "Reveal cards from the top of your library until you reveal …" / 「…が公開される
        まで、あなたのライブラリーの一番上から１枚ずつ公開する」."""
        parts = [c for c in children if not isinstance(c, Token)]
        *player, owner, until = parts
        if self.lang == "ja":  # the card that stops it comes first
            *player, until, owner = parts
        words = self.text[meta.start_pos : meta.end_pos]
        if player and self.topic_comma(player[0]):  # 「そのプレイヤーは、」
            player = [player[0].model_copy(update={"comma": True})]
        return ast.RevealUntil.model_construct(
            player=player[0] if player else ast.You.model_construct(),
            action="exile" if "xile" in words or "追放" in words else "reveal",
            owner=owner,
            until=until,
            comma="まで、" in words,
            span=self.span(meta),
        )

    def reveal_from(self, meta: Meta, children: list[Any]) -> ast.Reveal:
        """ "reveal this card from your opening hand" / 「あなたのゲーム開始時の手札からこの
        カードを公開する」."""
        zone = self.first(children, ast.Zone)
        node = self.reveal(meta, [c for c in children if c is not zone])
        return node.model_copy(update={"from_zone": zone})

    def look_at(self, meta: Meta, children: list[Any]) -> ast.LookAt:
        return self._object_effect(ast.LookAt, meta, children)

    def look_additional(self, meta: Meta, children: list[Any]) -> ast.LookAdditional:
        """ "You may look at an additional two cards each time you surveil" / 「あなたが行う
        諜報１回につき、あなたはカードを追加で２枚見てもよい」."""
        action = self.first(children, str)
        amount = self.first(children, ast.Number)
        return ast.LookAdditional.model_construct(
            player=ast.You.model_construct(), amount=amount, action=action, span=self.span(meta)
        )

    def additional_land_plays(self, meta: Meta, children: list[Any]) -> ast.AdditionalLandPlays:
        """ "You may play an additional land on each of your turns." / 「あなたの各ターンに、
        あなたは追加の土地１つをプレイしてもよい。」 (CR 305.2)."""
        source = self.text[meta.start_pos : meta.end_pos]
        player = self.first(children, PLAYERS, default=ast.You.model_construct())
        if "は、" in source:  # 「各プレイヤーは、…」
            player = player.model_copy(update={"comma": True})
        each = self.first(children, ast.Span)  # where the turns are written
        return ast.AdditionalLandPlays.model_construct(
            player=player,
            amount=self.first(children, AMOUNTS),
            duration=self.first(children, ast.Duration),
            during=" during each " in source,
            count_after="追加の土地を" in source,
            turns_after=self.lang == "ja" and each is not None and each.start > meta.start_pos,
            span=self.span(meta),
        )

    def each_of_turns(self, meta: Meta, children: list[Any]) -> ast.Span | None:
        return self.span(meta)

    def scry_word(self, meta: Meta, children: list[Any]) -> str:
        return "scry"

    def surveil_word(self, meta: Meta, children: list[Any]) -> str:
        return "surveil"

    def choose_not_to_untap(self, meta: Meta, children: list[Any]) -> ast.ChooseNotToUntap:
        """ "You may choose not to untap ~ during your untap step" / 「あなたは、…」."""
        comma = self.text[meta.start_pos : meta.end_pos].startswith("あなたは、")
        return ast.ChooseNotToUntap.model_construct(
            object=children[-1], comma=comma, span=self.span(meta)
        )

    def look_any_time(self, meta: Meta, children: list[Any]) -> ast.LookAnyTime:
        """ "You may look at … any time" / 「あなたはいつでも…を見てよい」."""
        text = self.text[meta.start_pos : meta.end_pos]
        return ast.LookAnyTime.model_construct(
            player=ast.You.model_construct(),
            object=children[-1],
            time_last="いつ見て" in text,
            span=self.span(meta),
        )

    def loyalty_twice(self, meta: Meta, children: list[Any]) -> ast.LoyaltyTwice:
        """ "You may activate the loyalty abilities of … twice this turn (each turn) rather than
        only once."."""
        return ast.LoyaltyTwice.model_construct(
            player=ast.You.model_construct(),
            objects=children[0],
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )

    def spend_only(self, meta: Meta, children: list[Any]) -> ast.SpendOnly:
        return self._object_effect(ast.SpendOnly, meta, children)

    def sacrifice(self, meta: Meta, children: list[Any]) -> ast.Sacrifice:
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.Sacrifice.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def search(self, meta: Meta, children: list[Any]) -> ast.Search:
        player, obj = children
        return ast.Search.model_construct(player=player, object=obj, span=self.span(meta))

    def shuffle(self, meta: Meta, children: list[Any]) -> ast.Shuffle:
        player = children[0] if children else self.acting_you(meta)
        return ast.Shuffle.model_construct(player=player, span=self.span(meta))

    def shuffle_into(self, meta: Meta, children: list[Any]) -> ast.ShuffleInto:
        player = children[0] if len(children) == 3 else self.acting_you(meta)
        return ast.ShuffleInto.model_construct(
            player=player, object=children[-2], to=children[-1], span=self.span(meta)
        )

    def move(self, meta: Meta, children: list[Any]) -> ast.Move:
        """Put or return an object; Japanese may leave the object (それ) unsaid."""
        came_from = self.first(children, ast.InZone)  # "return ~ from your graveyard to the …"
        children = [c for c in children if c is not came_from]
        counters = self.first(children, ast.WithCounters)
        mover = None  # "its owner puts it on …", 「それのオーナーはそれを…に置く」
        if (
            len(children) > 1
            and isinstance(children[0], PLAYERS)
            and isinstance(children[1], OBJECTS)
        ):
            mover, *children = children
        said = children and isinstance(children[0], OBJECTS)
        obj = children[0] if said else ast.Ref.model_construct(elided=True)
        zones = self.nodes(children, ast.Zone)
        origin = zones[0] if len(zones) > 1 else None  # "return X from your graveyard to …"
        if came_from is not None:
            origin = came_from.zone
        if zones:
            to = zones[-1]
        else:
            controller = self.first(children[1:] if said else children, PLAYERS)
            to = ast.Zone.model_construct(name="battlefield", owner=controller)
        return ast.Move.model_construct(
            object=obj,
            to=to,
            player=mover,
            from_zone=origin,
            tapped="tapped" in children or "tapped and attacking" in children,
            attacking="tapped and attacking" in children or "attacking" in children,
            transformed="transformed" in children,
            order=next((c for c in children if type(c) is str and c in ORDERS), None),
            counters=counters,
            counters_last=self.counters_last(children, counters),
            verb=self.move_verb(meta),
            span=self.span(meta),
        )

    def move_they(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "Choose a player. They return a creature they control to …": that player."""
        they = ast.Player.model_construct(quantifier="that", they=True)
        return self.move(meta, [they, *children])

    def counters_last(self, children: list[Any], counters: Any) -> bool:
        """Whether the counters come after the controller: English always says them last."""
        return False

    def with_counters(self, meta: Meta, children: list[Any]) -> ast.WithCounters:
        """ "with a finality counter on it" / 「最終カウンター１個が置かれた状態で」."""
        return ast.WithCounters.model_construct(
            **self.placed_counters(meta, children), span=self.span(meta)
        )

    def placed_counters(self, meta: Meta, children: list[Any]) -> dict[str, Any]:
        """The fields of counters an object enters with: "three oil counters", "an additional
        +1/+1 counter", "an additional X +1/+1 counters" (the article, then the amount)."""
        counter = next(c for c in children if type(c) is str)
        amounts = [c for c in children if isinstance(c, (AMOUNTS, ast.Ref))]  # "that many"
        more = self.first(children, MoreCounters)
        if len(amounts) > 1 and ast.other_than_one(amounts[0]):
            raise ParseError("two amounts of counters", text=self.text, offset=meta.start_pos)
        return {
            "amount": amounts[-1],
            "counter": counter,
            "additional": more is not None,
            "an_additional": len(amounts) > 1,
            "additional_ja": more.at if more is not None else "after_kind",
        }

    def counters_additional(self, meta: Meta, children: list[Any]) -> MoreCounters:
        return MoreCounters()

    def move_from_zone(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "return ~ from your graveyard to the battlefield": where it comes from."""
        origin = self.first(children, ast.Zone)
        came_from = ast.InZone.model_construct(zone=origin, preposition="from")
        return self.move(meta, [came_from if c is origin else c for c in children])

    def move_verb(self, meta: Meta) -> Any:
        """ "return" or "put" (after the player who moves it: "each player returns …")."""
        verb = next(
            w for w in self.words(meta).split() if w in ("return", "returns", "put", "puts")
        )
        return "return" if verb.startswith("return") else "put"

    def tapped_flag(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def rest(self, meta: Meta, children: list[Any]) -> ast.Rest:
        return ast.Rest.model_construct(span=self.span(meta))

    def commander_of(self, meta: Meta, children: list[Any]) -> ast.CommanderOf:
        """ "your commander" / 「あなたの統率者」."""
        return ast.CommanderOf.model_construct(player=children[0], span=self.span(meta))

    def unless(self, meta: Meta, children: list[Any]) -> ast.Unless:
        """ "sacrifice it unless you pay {1}": the action is the player's."""
        effect, *player, action = children
        player = player[0] if player else ast.You.model_construct()
        if "player" in type(action).model_fields:
            action = action.model_copy(update={"player": player})
        return ast.Unless.model_construct(
            effect=effect, player=player, action=action, span=self.span(meta)
        )

    def fight(self, meta: Meta, children: list[Any]) -> ast.Fight:
        fighter, other = children
        return ast.Fight.model_construct(object=fighter, other=other, span=self.span(meta))

    def choose_new_targets(self, meta: Meta, children: list[Any]) -> ast.ChooseNewTargets:
        """ "[player] choose(s) new targets for <copy>" / 「(…は)<コピー>の新しい対象を選ぶ」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.ChooseNewTargets.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def explore(self, meta: Meta, children: list[Any]) -> ast.Explore:
        """ "<object> explores", "<object> would explore" / 「…は探検を行う」,
        「…が探検を行うなら」."""
        return ast.Explore.model_construct(object=children[0], span=self.span(meta))

    def put_counters(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        counter = next(c for c in children if type(c) is str)
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        obj = next(c for c in children if c is not amount and type(c) is not str)
        return ast.PutCounters.model_construct(
            amount=amount, counter=counter, object=obj, span=self.span(meta)
        )

    def remove_counters(self, meta: Meta, children: list[Any]) -> ast.RemoveCounters:
        counter = next((c for c in children if type(c) is str), None)
        amount = next(c for c in children if isinstance(c, AMOUNTS) or is_number_ref(c))
        obj = next(c for c in children if c is not amount and type(c) is not str)
        return ast.RemoveCounters.model_construct(
            amount=amount, counter=counter, object=obj, span=self.span(meta)
        )

    def every_one(self, meta: Meta, children: list[Any]) -> ast.All:
        return ast.All.model_construct(span=self.span(meta))

    def remove_those_counters(self, meta: Meta, children: list[Any]) -> ast.RemoveCounters:
        """ "remove those counters": the counters counted before, from the object they are on."""
        those = ast.Ref.model_construct(noun="counters", plural=True, determiner="those")
        return ast.RemoveCounters.model_construct(
            amount=those, object=ast.Ref.model_construct(elided=True), span=self.span(meta)
        )

    def counter_kind(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def create_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        token = self.first(children, ast.TokenSpec)
        rest = [c for c in children if c is not token]
        player, amount = rest if len(rest) == 2 else (self.acting_you(meta), rest[0])
        return ast.CreateToken.model_construct(
            player=player, amount=amount, token=token, span=self.span(meta)
        )

    def put_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """ "put a 1/1 white Soldier creature token onto the battlefield": create it."""
        return self.create_token(meta, children).model_copy(update={"put_written": True})

    def shared_verb_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """ "… and a 2/2 blue Bird creature token": created by the step before's player."""
        node = self.create_token(meta, children)
        return node.model_copy(update={"shares_verb": True})

    def token_tapped(self, meta: Meta, children: list[Any]) -> str:
        return TAPPED

    def token_spec(self, meta: Meta, children: list[Any]) -> ast.TokenSpec:
        objects = [c for c in children if isinstance(c, OBJECTS)]
        if "token that's a copy of" in self.words(meta):
            exception = self.first(children, ast.CopyException)
            return ast.TokenSpec.model_construct(
                copy_of=objects[0], exception=exception, span=self.span(meta)
            )
        described = self.characteristics(children)
        pt = described["power_toughness"]
        return ast.TokenSpec.model_construct(
            attached_to=objects[-1] if objects else None,
            variable=ast.Variable.model_construct() if pt is not None and "X" in pt else None,
            abilities=[c for c in flat(children) if isinstance(c, GRANTED)],
            tapped=TAPPED in children,
            span=self.span(meta),
            **described,
        )

    def copy_exception(self, meta: Meta, children: list[Any]) -> ast.CopyException:
        """ "except it's a 4/4 black Zombie", "except it isn't legendary and it has haste"."""
        words = self.words(meta)
        return ast.CopyException.model_construct(
            with_abilities=" with " in words or "であり" in words,
            in_addition=IN_ADDITION in children,
            not_legendary=NOT_LEGENDARY in children,
            abilities=[c for c in flat(children) if isinstance(c, GRANTED)],
            written="it's not" if "it's not legendary" in self.words(meta) else None,
            the_copy="the copy" in self.words(meta),
            starting_loyalty=self.copy_loyalty(children),
            span=self.span(meta),
            **self.characteristics(children),
        )

    def copy_loyalty(self, children: list[Any]) -> Any:
        """The starting loyalty a copy exception gives, if any."""
        loyalty = self.first(children, StartingLoyalty)
        return loyalty.amount if loyalty is not None else None

    def starting_loyalty(self, meta: Meta, children: list[Any]) -> StartingLoyalty:
        return StartingLoyalty(children[0])

    def in_addition(self, meta: Meta, children: list[Any]) -> str:
        return IN_ADDITION

    def not_legendary(self, meta: Meta, children: list[Any]) -> str:
        return NOT_LEGENDARY

    def characteristics(self, children: list[Any]) -> dict[str, Any]:
        """Power/toughness, colors and types as written in a token's or a "becomes"
        description: "a 4/4 Phyrexian Eye artifact creature"."""
        pt = self.first(children, Token)
        return {
            "power_toughness": str(pt) if pt is not None else None,
            "colors": [c.name for c in self.nodes(children, ast.Color)],
            "types": [t.name for t in self.nodes(children, ast.CardType, ast.Subtype)],
        }

    #: Where a duration between predicates belongs: English writes it after the predicates it
    #: times ("gets +1/+0 until end of turn and can't be blocked this turn"), Japanese before
    #: (「ターン終了時まで、…の修整を受け、このターン、ブロックされない」).
    duration_after = True

    def continuous(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """Predicates sharing one subject; later ones refer back to it. A duration before
        the subject times every predicate up to the next duration."""
        lead = children[0] if isinstance(children[0], ast.Duration) else None
        if lead is not None:
            lead = lead.model_copy(update={"first": True})
            children = children[1:]
        subject, *rest = children
        predicates = [c for c in rest if not isinstance(c, ast.Duration)]
        durations: list[Any] = [lead] * len(predicates)
        untimed: list[int] = []  # English: the predicates the next duration times
        index, current = -1, lead
        for child in rest:
            if isinstance(child, ast.Duration):
                if self.duration_after:
                    for i in untimed:
                        durations[i] = child
                    untimed = []
                else:
                    current = child
                continue
            index += 1
            durations[index] = current
            untimed.append(index)
        shared = ast.Ref.model_construct(elided=True)
        steps = [
            p.model_copy(
                update={"object": subject if i == 0 else shared, "duration": d or p.duration}
            )
            for i, (p, d) in enumerate(zip(predicates, durations, strict=True))
        ]
        steps[0] = steps[0].model_copy(update={"comma": self.topic_comma(subject)})
        written = [self.predicate_join(a, b) for a, b in itertools.pairwise(predicates)]
        return flatten_sequence(steps, ["and"] * (len(steps) - 1), written)

    def predicate_join(self, first: ast.Node, second: ast.Node) -> str:
        """How two predicates of one subject are joined: " and", or in a list "," and ", and"
        ("gets +2/+2, has flying, and attacks each combat if able")."""
        if first.span is None or second.span is None:
            return " and"
        between = " ".join(self.text[first.span.end : second.span.start].split())
        return between if between in (",", ", and") else " and"

    def topic_comma(self, subject: ast.Node) -> bool:
        """Japanese: whether a comma follows the subject (「…は、」)."""
        return False

    def modify_pt(self, meta: Meta, children: list[Any]) -> ast.ModifyPT:
        power, toughness = str(children[0]).replace("−", "-").split("/")
        variable = ast.Variable.model_construct() if "X" in power + toughness else None
        return ast.ModifyPT.model_construct(
            object=ast.Ref.model_construct(),
            power=power,
            toughness=toughness,
            variable=variable,
            span=self.span(meta),
        )

    def base_pt(self, meta: Meta, children: list[Any]) -> ast.BasePT:
        """ "has base power and toughness 1/1" / 「基本のパワーとタフネスが1/1になる」."""
        power, toughness = str(children[-1]).split("/")
        is_written = self.text[meta.start_pos : meta.end_pos].endswith(("である", "であり"))
        written = "である" if is_written else None
        return ast.BasePT.model_construct(
            object=ast.Ref.model_construct(),
            power=power,
            toughness=toughness,
            written=written,
            span=self.span(meta),
        )

    def base_pt_of(self, meta: Meta, children: list[Any]) -> ast.BasePT:
        """「(ターン終了時まで、)それの基本のパワーとタフネスは1/1になる」."""
        duration = self.first(children, ast.Duration)
        if duration is not None:
            duration = duration.model_copy(update={"first": True})
        node = self.base_pt(meta, children)
        owner = next(c for c in children if not isinstance(c, (ast.Duration, Token)))
        return node.model_copy(update={"object": owner, "duration": duration, "possessive": True})

    def gain_ability(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        verb = self.gain_verb(meta)
        return ast.GainAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=flat(children),
            verb=verb,
            span=self.span(meta),
        )

    def lose_ability(self, meta: Meta, children: list[Any]) -> ast.LoseAbility:
        return ast.LoseAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=[c for c in flat(children) if isinstance(c, GRANTED)],
            all_abilities="all_abilities" in children,
            span=self.span(meta),
        )

    def all_abilities(self, meta: Meta, children: list[Any]) -> str:
        return "all_abilities"

    def gain_verb(self, meta: Meta) -> Any:
        """ "gain" (gains, gain) or "have" (has, have)."""
        return "gain" if self.words(meta).startswith("gain") else "have"

    def get_emblem(self, meta: Meta, children: list[Any]) -> ast.GetEmblem:
        abilities = [c for c in children if isinstance(c, GRANTED)]
        return ast.GetEmblem.model_construct(
            player=self.first(children, PLAYERS, default=ast.You.model_construct()),
            abilities=abilities,
            span=self.span(meta),
        )

    def quoted_without_period(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """A quoted static ability written without its period."""
        ability = self.spell_ability(meta, children)
        if not isinstance(ability, ast.StaticAbility):
            raise ParseError(
                "a quoted ability without its period", text=self.text, offset=meta.start_pos
            )
        return ability.model_copy(update={"no_period": True})

    def quoted_activated_without_period(
        self, meta: Meta, children: list[Any]
    ) -> ast.ActivatedAbility:
        """A quoted activated ability written without its period."""
        node = self.activated_ability(meta, children)
        return node.model_copy(update={"no_period": True})

    def quoted_ability(self, meta: Meta, children: list[Any]) -> ast.Node:
        return children[0]

    def pay_mana(self, meta: Meta, children: list[Any]) -> ast.PayMana:
        """ "pay {2}" / 「(２)を支払う」, 「そのプレイヤーは(４)を支払ってもよい」 (a subject)."""
        player = children[0] if len(children) == 2 else ast.You.model_construct()
        return ast.PayMana.model_construct(
            player=player, symbols=str(children[-1]), span=self.span(meta)
        )

    def waterbend(self, meta: Meta, children: list[Any]) -> ast.PayMana:
        """ "Waterbend {3}" / 「水の技(３)を行う」."""
        return self.pay_mana(meta, children).model_copy(update={"waterbend": True})

    def choose_object(self, meta: Meta, children: list[Any]) -> ast.ChooseObject:
        you = self.acting_you(meta)
        player = children[0] if len(children) == 2 else you if you.written else None
        return ast.ChooseObject.model_construct(
            object=children[-1], player=player, span=self.span(meta)
        )

    def event_this_turn(self, meta: Meta, children: list[Any]) -> ast.EventThisTurn:
        event, obj = self.first(children, tuple)
        controller = self.first(children, PLAYERS, ast.Ref)
        return ast.EventThisTurn.model_construct(
            event=event, controller=controller, object=obj, span=self.span(meta)
        )

    def event_word(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        """The event and what it was done to: "died" (「死亡した」), "saddled it"
        (「これに騎乗した」), …"""
        written = self.text[meta.start_pos : meta.end_pos]
        event = next(
            e for w, e in EVENT_WORDS.items() if written.startswith(w) or written.endswith(w)
        )
        return event, children[0] if children else None

    def from_among(self, meta: Meta, children: list[Any]) -> ast.FromAmong:
        obj = children[0] if children else ast.Ref.model_construct()
        among = " among " in f" {self.text[meta.start_pos : meta.end_pos]} "
        return ast.FromAmong.model_construct(object=obj, among=among, span=self.span(meta))

    def any_number(self, meta: Meta, children: list[Any]) -> ast.AnyNumber:
        return ast.AnyNumber.model_construct(span=self.span(meta))

    def scry_plus(self, meta: Meta, children: list[Any]) -> ast.Scry:
        left, right = children[-2:]
        amount = ast.Plus.model_construct(left=left, right=right)
        return self._player_amount(ast.Scry, meta, [*children[:-2], amount])

    def add_mana(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        amount = self.first(children, AMOUNTS)
        options = [str(c) for c in children if isinstance(c, Token)] or ["any color"]
        identity = self.first(children, ColorIdentity)
        return ast.AddMana.model_construct(
            options=options,
            amount=amount,
            identity=identity.object if identity else None,
            span=self.span(meta),
        )

    def color_identity(self, meta: Meta, children: list[Any]) -> ColorIdentity:
        return ColorIdentity(children[0])

    def gain_energy(self, meta: Meta, children: list[Any]) -> ast.GainEnergy:
        tokens = [c for c in children if isinstance(c, Token)]
        symbols = next(t for t in tokens if t.type == "MANA")
        written = next((t for t in tokens if t.type == "REMINDER"), None)  # 「(Ｅ)（…）を得る」
        reminder = None
        if written is not None:
            span = ast.Span.model_construct(start=written.start_pos, end=written.end_pos)
            reminder = ast.ReminderText.model_construct(text=str(written)[1:-1], span=span)
        return ast.GainEnergy.model_construct(
            player=ast.You.model_construct(),
            symbols=str(symbols),
            reminder=reminder,
            span=self.span(meta),
        )

    def becomes_copy(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "becomes a copy of it", "become copies of …" / 「それのコピーになる」, with how the
        copy differs (", except it has flying" / 「飛行を持つことを除き、」)."""
        exception = self.first(children, ast.CopyException)
        original = next(c for c in children if c is not exception)
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            copy_of=original,
            copy_exception=exception,
            span=self.span(meta),
        )

    def becomes_chosen(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "becomes the color of your choice" / 「あなたが選んだ１色の色になる」."""
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            chosen=next(c for c in children if type(c) is str),
            in_addition=IN_ADDITION in children,
            span=self.span(meta),
        )

    def chosen_kind(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def becomes(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        described = (ast.Color, ast.CardType, ast.Subtype, ast.AllOf, ast.AnyOf)
        abilities = [c for c in flat(children) if isinstance(c, ast.Node)]
        abilities = [c for c in abilities if not isinstance(c, described)]
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            abilities=abilities,
            in_addition=IN_ADDITION in children,
            base_written="base power" in self.words(meta),
            span=self.span(meta),
            **self.characteristics(children),
        )

    def is_type(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "is an Angel in addition to its other types" / 「…に加えて天使である」."""
        return self.becomes(meta, children).model_copy(update={"state": True})

    def is_type_contracted(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "it's a creature in addition to its other types": "it's" opens the predicate."""
        return self.is_type(meta, children).model_copy(update={"contracted": True})

    def is_type_set(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """ "It's an enchantment.", "It's a land named Moon.": its types (and name) replaced."""
        named = self.first(children, ast.Named)
        rest = [c for c in children if c is not named]
        return self.is_type_contracted(meta, rest).model_copy(update={"named": named})

    def it_is(self, meta: Meta, children: list[Any]) -> ast.Ref:
        return ast.Ref.model_construct(span=self.span(meta))

    def pt_equal_to(self, meta: Meta, children: list[Any]) -> ast.PTEqualTo:
        target, stats, amount = children
        return ast.PTEqualTo.model_construct(
            object=target, stats=stats, amount=amount, span=self.span(meta)
        )

    def keyword_cost(self, meta: Meta, children: list[Any]) -> ast.KeywordCost:
        """ "The flashback cost is equal to its mana cost (reduced by {2}, plus …)"."""
        name, *changed = children
        written = self.text[meta.start_pos : meta.end_pos]
        of = next((w for w in ("that card's", "the card's") if f" to {w} " in written), "its")
        return ast.KeywordCost.model_construct(
            keyword=name,
            reduced_by=self.first(changed, ast.ManaCost) if " reduced by " in written else None,
            plus=changed[0] if changed and " plus " in written else None,
            determiner="its" if written[:3].lower() == "its" else "the",
            of_written=of,
            span=self.span(meta),
        )

    def pt_stats(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def crews_as_though(self, meta: Meta, children: list[Any]) -> ast.CrewsAsThough:
        """ "saddles Mounts and crews Vehicles as though its power were 2 greater" /
        「パワーが２大きいかのように乗騎に騎乗し、機体に搭乗する」: each verb with the only
        subtype it can act on."""
        if self.lang == "en":  # the verbs and objects, then the power
            *pairs, attribute, amount = children
            actions, objects = pairs[0::2], pairs[1::2]
        else:  # 「パワーが２大きいかのように」, then the objects and verbs
            attribute, amount, *pairs = children
            objects, actions = pairs[0::2], pairs[1::2]
        for action, obj in zip(actions, objects, strict=True):
            if not isinstance(obj, ast.Subtype) or obj.name != CREWED_SUBTYPE[action]:
                raise ParseError(
                    f"{action} acts on {CREWED_SUBTYPE[action]}s",
                    text=self.text,
                    offset=meta.start_pos,
                )
        if attribute != "power":
            raise ParseError(
                "as though its power were greater", text=self.text, offset=meta.start_pos
            )
        return ast.CrewsAsThough.model_construct(
            object=ast.Ref.model_construct(), actions=actions, amount=amount, span=self.span(meta)
        )

    def crew_verb(self, meta: Meta, children: list[Any]) -> str:
        written = self.text[meta.start_pos : meta.end_pos].lower()
        return "saddle" if written in ("saddles", "騎乗") else "crew"

    def restriction(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        node = ast.Restriction.model_construct(
            object=ast.Ref.model_construct(), rule=children[0], span=self.span(meta)
        )
        written = self.words(meta)
        if written.startswith("don't") and written != node.plural_rule():
            return node.model_copy(update={"plural_form": written})
        return node

    def unblockable_by(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't be blocked by Walls" / 「壁によってはブロックされない」."""
        return ast.Restriction.model_construct(
            object=ast.Ref.model_construct(),
            rule="can't be blocked",
            by=next(c for c in children if c != EACH_COMBAT),
            each_combat=EACH_COMBAT in children,
            span=self.span(meta),
        )

    def blocks_only(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can block only creatures with flying" / 「飛行を持つクリーチャーしか
        ブロックできない」."""
        return self.restricted_to(meta, "can block only", children[0])

    def unblockable_except(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "can't be blocked except by Walls" / 「壁によってしかブロックされない」: only those
        may block it."""
        return self.restricted_to(meta, "can't be blocked", children[0])

    def restricted_to(self, meta: Meta, rule: str, only: Any) -> ast.Restriction:
        """A blocking rule that only some creatures escape (CR 509.1b)."""
        return ast.Restriction.model_construct(
            object=ast.Ref.model_construct(), rule=rule, only=only, span=self.span(meta)
        )

    def per_combat(self, meta: Meta, children: list[Any]) -> str:
        return EACH_COMBAT

    def must_be_blocked(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "must be blocked [this turn] if able": the duration is written inside the rule."""
        return ast.Restriction.model_construct(
            object=ast.Ref.model_construct(),
            rule="must be blocked if able",
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )

    def restriction_rule(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def untap_rule(self, meta: Meta, children: list[Any]) -> str:
        """ "doesn't untap during its controller's [next] untap step" or "… your …", whatever
        the number of the subject / 「それのコントローラーの…」, 「あなたの…」."""
        words = self.words(meta)
        yours = words.startswith("あなた") or " during your " in words
        after = "next untap step" if ("next" in words or "次" in words) else "untap step"
        whose = "your" if yours else "its controller's"
        return f"doesn't untap during {whose} {after}"

    def no_maximum_hand_size(self, meta: Meta, children: list[Any]) -> ast.NoMaximumHandSize:
        """ "You have no maximum hand size" / 「あなたの手札の上限はなくなる」."""
        player, *rest = children
        if not isinstance(player, PLAYERS) or self.first(rest, str) not in (None, "hand"):
            raise ParseError("only a hand has a size", text=self.text, offset=meta.start_pos)
        return ast.NoMaximumHandSize.model_construct(
            player=player, duration=self.first(rest, ast.Duration), span=self.span(meta)
        )

    def enters_as_copy(self, meta: Meta, children: list[Any]) -> ast.EntersAsCopy:
        """ "<object> enters as a copy of <object>[, except …]" / 「…のコピーとして戦場に出る」."""
        exception = self.first(children, ast.CopyException)
        entering, original = (c for c in children if c is not exception)
        return ast.EntersAsCopy.model_construct(
            object=entering,
            copy_of=original,
            copy_exception=exception,
            the_battlefield="the battlefield as a copy" in self.words(meta),
            span=self.span(meta),
        )

    def enters_tapped(self, meta: Meta, children: list[Any]) -> ast.EntersTapped:
        return ast.EntersTapped.model_construct(
            object=next(c for c in children if not isinstance(c, CONDITIONS)),
            unless=self.first(children, CONDITIONS),
            the_battlefield=self.says_battlefield(meta),
            span=self.span(meta),
        )

    def optional(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """ "[player] may <step>": the player who chooses is the one who acts."""
        effect = children[-1]
        acting = getattr(effect, "player", None)
        if len(children) == 2:
            player = children[0]
            if isinstance(acting, ast.You):
                effect = effect.model_copy(update={"player": player})
        else:
            player = acting if acting is not None else ast.You.model_construct()
        return ast.Optional_.model_construct(player=player, effect=effect, span=self.span(meta))

    def conditional(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        condition, effect = children
        return ast.Conditional.model_construct(
            condition=condition, effect=effect, span=self.span(meta)
        )

    def conditional_instead(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """ "If …, draw two cards instead", "If …, instead draw …" / 「…なら、代わりに…」."""
        node = self.conditional(meta, children)
        source = self.text[meta.start_pos : meta.end_pos]
        written = {
            "instead": True,
            "instead_first": re.search(r",\s*instead\b", source) is not None,
            "instead_comma": "代わりに、" in source,
        }
        if isinstance(node, ast.Sequence):  # Japanese: the condition governs its sentence
            first = node.steps[0].model_copy(update=written)
            return node.model_copy(update={"steps": [first, *node.steps[1:]]})
        return node.model_copy(update=written)

    def types_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "there are four or more card types among …": "four or more card" names the count
        and the kind of type."""
        counted, among = children
        kind = " ".join(self.text[counted.filter.span.start : counted.filter.span.end].split())
        if counted.quantifier != "at least" or kind.lower() not in ("card", "basic land"):
            raise ParseError("only card or basic land types", text=self.text, offset=meta.start_pos)
        left = ast.TypesAmong.model_construct(types=kind.lower(), objects=among)
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=counted.count, wording="there_are", span=self.span(meta)
        )

    def values_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """ "there are five or more mana values among cards in your graveyard", "… eight or
        more different names among …"."""
        quantity, among = children
        if quantity.word != "at least":
            raise ParseError("only 'N or more' values", text=self.text, offset=meta.start_pos)
        names = self.words(meta).split(" among ", 1)[0].endswith("names")
        kind = "name" if names else "mana value"
        left = ast.TypesAmong.model_construct(types=kind, objects=among)
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=quantity.count, wording="there_are", span=self.span(meta)
        )

    def types_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """ "the number of basic land types among lands you control"."""
        kind, among = children
        words = " ".join(self.text[kind.span.start : kind.span.end].split()).lower()
        if words not in ("card", "basic land"):
            raise ParseError("only card or basic land types", text=self.text, offset=meta.start_pos)
        return ast.TypesAmong.model_construct(types=words, objects=among, span=self.span(meta))

    def doors(self, meta: Meta, children: list[Any]) -> ast.Doors:
        """ "unlocked doors of Rooms you control" (CR 709.5)."""
        rooms = children[0]
        if isinstance(rooms, ast.Objects):  # every Room described
            rooms = rooms.model_copy(update={"quantifier": "all"})
        return ast.Doors.model_construct(rooms=rooms, span=self.span(meta))

    def greatest_among(self, meta: Meta, children: list[Any]) -> ast.GreatestAmong:
        word = self.first(children, GreatestWord)
        attribute = next(c for c in children if isinstance(c, str) and c is not word)
        among = next(c for c in children if not isinstance(c, str))
        return ast.GreatestAmong.model_construct(
            attribute=attribute, objects=among, word=word, span=self.span(meta)
        )

    def greatest_word(self, meta: Meta, children: list[Any]) -> GreatestWord:
        return GreatestWord(self.words(meta))

    def plus_amount(self, meta: Meta, children: list[Any]) -> ast.Plus:
        """ "1 plus <amount>" / 「<amount>に１を足した値」: the number is the left side."""
        source = self.text[meta.start_pos : meta.end_pos]
        japanese = re.search(r"を(足した|加えた)(値|点数|数)$", source)
        rest, number = children if japanese else children[::-1]
        written = japanese[0][1:] if japanese and japanese[0] != "を足した値" else None
        return ast.Plus.model_construct(
            left=number, right=rest, written=written, span=self.span(meta)
        )

    def acted_this_turn(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """ "you attacked this turn", 「このターンにあなたがライフを得ていたか失っていた」."""
        return ast.ActedThisTurn.model_construct(
            player=ast.You.model_construct(),
            actions=[c for c in children if isinstance(c, str)],
            perfect=self.words(meta).startswith("you've"),
            span=self.span(meta),
        )

    def during_acted_turn(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """「あなたが諜報したターンの間」: as long as you've surveilled this turn."""
        return ast.ActedThisTurn.model_construct(
            player=ast.You.model_construct(),
            actions=["surveil"],
            during_turn=True,
            span=self.span(meta),
        )

    def put_there_by(self, meta: Meta, children: list[Any]) -> ast.PutThereBy:
        """「その諜報であなたの墓地に置かれてそこにある」."""
        return ast.PutThereBy.model_construct(
            action="surveil", zone=children[0], span=self.span(meta)
        )

    def past_action(self, meta: Meta, children: list[Any]) -> str:
        """ "attacked", "gained life", 「攻撃して」, 「ライフを得て」: the action."""
        written = self.words(meta)
        return next(action for word, action in PAST_ACTIONS.items() if word in written)

    def would_be_put(self, meta: Meta, children: list[Any]) -> ast.WouldBePut:
        obj, zone = children
        return ast.WouldBePut.model_construct(object=obj, zone=zone, span=self.span(meta))

    def would_be_put_anywhere(self, meta: Meta, children: list[Any]) -> ast.WouldBePut:
        """ "<object> would be put into a graveyard from anywhere" / 「…がいずこかから…」."""
        node = self.would_be_put(meta, [c for c in children if c != "anywhere"])
        return node.model_copy(update={"from_anywhere": True})

    def died_this_turn(self, meta: Meta, children: list[Any]) -> ast.DiedThisTurn:
        controller = children[1] if len(children) > 1 else None
        return ast.DiedThisTurn.model_construct(
            objects=children[0], controller=controller, span=self.span(meta)
        )

    def entered_this_turn(self, meta: Meta, children: list[Any]) -> ast.EnteredThisTurn:
        controller = children[1] if len(children) > 1 else None
        return ast.EnteredThisTurn.model_construct(
            objects=children[0], controller=controller, span=self.span(meta)
        )

    def put_into_zone_this_turn(self, meta: Meta, children: list[Any]) -> ast.PutIntoZoneThisTurn:
        return ast.PutIntoZoneThisTurn.model_construct(
            objects=children[0],
            zone=self.first(children, ast.Zone),
            not_from=next((c for c in children if type(c) is str), None),
            span=self.span(meta),
        )

    def either_this_turn(self, meta: Meta, children: list[Any]) -> ast.AnyCondition:
        """void: "a nonland permanent left the battlefield this turn or a spell was warped
        this turn" / 「このターンに、…が戦場を離れたか…がワープされていた」."""
        left, warped = (c for c in children if not isinstance(c, ast.Duration))
        conditions = [
            ast.LeftBattlefieldThisTurn.model_construct(objects=left),
            ast.WarpedThisTurn.model_construct(objects=warped),
        ]
        return ast.AnyCondition.model_construct(conditions=conditions, span=self.span(meta))

    def not_from(self, meta: Meta, children: list[Any]) -> str:
        """ "from anywhere other than the battlefield" / 「戦場以外から」: the zone excluded."""
        return "battlefield"

    def did_not_die(self, meta: Meta, children: list[Any]) -> ast.DidNotDie:
        return ast.DidNotDie.model_construct(object=children[0], span=self.span(meta))

    def left_battlefield_this_turn(
        self, meta: Meta, children: list[Any]
    ) -> ast.LeftBattlefieldThisTurn:
        """ "a permanent you controlled left …": the controller moves out of the description."""
        controller = children[-1] if len(children) > 1 else None
        if isinstance(children[0], Quantifier):
            objects = self.objects(meta, children[:2])
            controller = ast.You.model_construct()
        else:
            objects = children[0]
        return ast.LeftBattlefieldThisTurn.model_construct(
            objects=objects, controller=controller, span=self.span(meta)
        )

    def hand_size(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """ "you have no cards in hand" (none: exactly zero), "… one or fewer cards …"."""
        if len(children) == 1:
            (player,), op, amount = children, "eq", ast.Number.model_construct(value=0)
        else:
            player, amount, op = children
        return ast.HandSize.model_construct(
            player=player, op=op, amount=amount, span=self.span(meta)
        )

    def life_compare(self, meta: Meta, children: list[Any]) -> ast.LifeCompare:
        """ "you have 5 or less life" / 「あなたのライフが５点以下である」."""
        player, amount, op = children
        return ast.LifeCompare.model_construct(
            player=player, op=op, amount=amount, span=self.span(meta)
        )

    def conditional_last(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        effect, condition = children
        return ast.Conditional.model_construct(
            condition=condition, effect=effect, condition_last=True, span=self.span(meta)
        )

    def granted_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """ "gains trample if you control a Dwarf and hexproof if you control an Elf" /
        「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        step, condition, *rest = children
        if not isinstance(step, ast.GainAbility) or step.each_if:
            raise ParseError("expected abilities gained", text=self.text, offset=meta.start_pos)
        first = ast.GrantedIf.model_construct(
            abilities=step.abilities,
            condition=condition,
            span=ast.Span.model_construct(
                start=step.abilities[0].span.start, end=condition.span.end
            ),
        )
        update = {"abilities": [], "each_if": [first, *rest], "span": self.span(meta)}
        return step.model_copy(update=update)

    def gain_ability_each_if(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「…ならトランプルを、…なら呪禁を得る」: each ability under its own condition."""
        return ast.GainAbility.model_construct(
            object=ast.Ref.model_construct(),
            abilities=[],
            each_if=children,
            verb=self.gain_verb(meta),
            span=self.span(meta),
        )

    def granted_if(self, meta: Meta, children: list[Any]) -> ast.GrantedIf:
        """ "trample if you control a Dwarf" /
        「あなたがドワーフをコントロールしているならトランプルを」."""
        abilities = [c for c in flat(children) if isinstance(c, GRANTED)]
        condition = next(c for c in children if isinstance(c, CONDITIONS))
        return ast.GrantedIf.model_construct(
            abilities=abilities, condition=condition, span=self.span(meta)
        )

    def unless_condition(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        """ "<effect> unless <condition>": the effect if the condition is false."""
        node = self.conditional_last(meta, children)
        return node.model_copy(update={"unless": True})

    def duration(self, meta: Meta, children: list[Any]) -> ast.Duration:
        return ast.Duration.model_construct(name=self.words(meta), span=self.span(meta))

    def duration_while(self, meta: Meta, children: list[Any]) -> ast.Duration:
        """ "for as long as ~ remains tapped" / 「名前がタップ状態であり続けるかぎり」."""
        return ast.Duration.model_construct(
            name="for as long as", condition=children[0], span=self.span(meta)
        )

    def duration_until(self, meta: Meta, children: list[Any]) -> ast.Duration:
        """ "until ~ is cast from exile" / 「名前が追放領域から唱えられるまで」."""
        return ast.Duration.model_construct(
            name="until", condition=children[0], span=self.span(meta)
        )

    def cast_from(self, meta: Meta, children: list[Any]) -> ast.CastFrom:
        obj, zone = children
        return ast.CastFrom.model_construct(object=obj, zone=zone, span=self.span(meta))

    def remains(self, meta: Meta, children: list[Any]) -> ast.Remains:
        text = "".join(self.text[meta.start_pos : meta.end_pos].split())
        state = "on the battlefield"
        if text.endswith(("tapped", "タップ状態であり続ける")):
            state = "tapped"
        elif text.endswith(("exiled", "追放され続けている")):
            state = "exiled"
        return ast.Remains.model_construct(object=children[0], state=state, span=self.span(meta))

    # ------------------------------------------------------------ conditions

    def if_you_do(self, meta: Meta, children: list[Any]) -> ast.IfYouDo:
        return ast.IfYouDo.model_construct(span=self.span(meta))

    def your_turn(self, meta: Meta, children: list[Any]) -> ast.YourTurn:
        return ast.YourTurn.model_construct(span=self.span(meta))

    def with_counter(self, meta: Meta, children: list[Any]) -> ast.WithCounter:
        """ "with a +1/+1 counter on it" / 「+1/+1カウンターが置かれている」."""
        return ast.WithCounter.model_construct(counter=children[0], span=self.span(meta))

    def object_targets(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it targets a legendary creature" / 「この呪文が伝説のクリーチャーを対象とする」."""
        obj, targeted = children
        if not isinstance(targeted, OBJECTS):  # Japanese: the target's description alone
            targeted = ast.Objects.model_construct(quantifier="a", filter=targeted, bare=True)
        targeting = ast.Targeting.model_construct(object=targeted)
        return ast.ObjectIs.model_construct(object=obj, filter=targeting, span=self.span(meta))

    def object_targeted(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「その呪文が…を対象としていた」: "that spell targets …", written in the past."""
        return self.object_targets(meta, children).model_copy(update={"past": True})

    def object_is(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        if len(children) == 1:
            return ast.ObjectIs.model_construct(
                object=ast.Ref.model_construct(), filter=children[0], span=self.span(meta)
            )
        past = not {"was", "wasn't", "had"}.isdisjoint(self.words(meta).split())
        if len(children) == 2:  # "if Blood Operative is in your graveyard", "if it was a …"
            return ast.ObjectIs.model_construct(
                object=children[0], filter=children[1], past=past, span=self.span(meta)
            )
        obj, attribute, value, op = children
        compare = ast.Compare.model_construct(attribute=attribute, op=op, value=value)
        words = self.words(meta).split()
        has_form = "had" in words or (op == "lt" and "has" in words)
        return ast.ObjectIs.model_construct(
            object=obj, filter=compare, past=past, has_form=has_form, span=self.span(meta)
        )

    def object_is_qualified(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "it's a land card or a creature card with mana value 3 or less" / 「それが土地・カード
        であるか、マナ総量が３以下であるクリーチャー・カードであるなら」: the qualifier belongs to
        the last option only."""
        first, last, qualifier = children
        return self.object_is(meta, [self.qualified_last(first, last, qualifier)])

    @staticmethod
    def qualified_last(first: Any, last: Any, qualifier: Any) -> ast.AnyOf:
        """Two options, the second with a qualifier of its own."""
        parts = last.parts if isinstance(last, ast.AllOf) else [last]
        qualified = ast.AllOf.model_construct(parts=[*parts, qualifier], head=len(parts) - 1)
        return ast.AnyOf.model_construct(options=[first, qualified], articles=True)

    def object_less_than(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "it has mana value less than <amount>" / 「それのマナ総量が…より少ない」."""
        return self.object_is(meta, [*children, "lt"])

    def object_is_not(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """ "if it wasn't an Aura": the object is of the negated description."""
        obj, filter_ = children
        return self.object_is(meta, [obj, ast.Negated.model_construct(filter=filter_)])

    def ability_resolved(self, meta: Meta, children: list[Any]) -> ast.AbilityResolved:
        nth = next(c for c in children if not isinstance(c, ast.Duration))
        words = self.words(meta)
        return ast.AbilityResolved.model_construct(
            nth=int(nth),
            elided=words.startswith("it's") or (len(children) == 1 and self.lang == "ja"),
            passive="された" in words,
            span=self.span(meta),
        )

    def you_cast(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        obj = next(c for c in children if isinstance(c, OBJECTS))
        zone = self.first(children, ast.Zone)
        return ast.YouCast.model_construct(
            object=obj,
            from_zone=zone,
            during_main_phase=self.first(children, MainPhase) is not None
            or "main phase" in self.words(meta),
            this_turn=self.first(children, ast.Duration) is not None,
            this_way=self.words(meta).endswith(" this way"),
            span=self.span(meta),
        )

    def you_cast_this_way(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        """「あなたがこれにより呪文を唱える」, 「これによりあなたが…」: "you cast a spell this
        way"."""
        node = self.you_cast(meta, children)
        first = self.text[meta.start_pos : meta.end_pos].startswith("これ")
        return node.model_copy(update={"this_way": True, "this_way_first": first})

    def pay_instead_of_mana_cost(self, meta: Meta, children: list[Any]) -> ast.PayInsteadOfManaCost:
        return ast.PayInsteadOfManaCost.model_construct(
            cost=children[0],
            paying=self.words(meta).endswith("paying its mana cost"),
            span=self.span(meta),
        )

    def you_havent_cast(self, meta: Meta, children: list[Any]) -> ast.YouCast:
        """ "you haven't cast a spell from your hand this turn" / 「このターンにあなたがあなたの
        手札から呪文を唱えていなかった」."""
        node = self.you_cast(meta, children)
        obj, zone = node.object, node.from_zone
        filt = obj.filter if isinstance(obj, ast.Objects) else None
        if zone is None and isinstance(filt, ast.AllOf) and isinstance(filt.parts[-1], ast.InZone):
            # "a spell from your hand": where it was cast from, not a filter of the spell
            zone, rest = filt.parts[-1].zone, filt.parts[:-1]
            kept = rest[0] if len(rest) == 1 else filt.model_copy(update={"parts": rest})
            obj = obj.model_copy(update={"filter": kept})
        update = {"negated": True, "this_turn": True, "object": obj, "from_zone": zone}
        return node.model_copy(update=update)

    def all_conditions(self, meta: Meta, children: list[Any]) -> ast.AllConditions:
        """ "you haven't cast … this turn and ~ isn't a creature" / 「…を唱えておらず…でない」."""
        *first, second = children
        cast = self.you_havent_cast(meta, first).model_copy(update={"span": None})
        return ast.AllConditions.model_construct(conditions=[cast, second], span=self.span(meta))

    def main_phase(self, meta: Meta, children: list[Any]) -> MainPhase:
        return MainPhase()

    def mana_spent(self, meta: Meta, children: list[Any]) -> ast.ManaSpent:
        """A mana symbol ({B}, (黒)) is one mana of its colour."""
        obj = children[-1] if isinstance(children[-1], OBJECTS) else children[0]
        symbol = next((c for c in children if isinstance(c, Token)), None)
        if symbol is not None:
            letter = symbol.value.strip("{}()")
            if letter not in ast.MANA_COLORS:
                raise ParseError("a coloured mana symbol", text=self.text, offset=symbol.start_pos)
            color, amount = ast.MANA_COLORS[letter], ast.Number.model_construct(value=1)
        else:
            color = self.first(children, ast.Color).name
            amount = self.first(children, AMOUNTS)
        return ast.ManaSpent.model_construct(
            object=obj, color=color, amount=amount, span=self.span(meta)
        )

    def this_way(self, meta: Meta, children: list[Any]) -> ast.ThisWay:
        obj, event = children
        obj = bare_player(obj)  # Japanese 「これによりプレイヤーが…」: "a player"
        past = not {"was", "were"}.isdisjoint(self.words(meta).split())
        return ast.ThisWay.model_construct(object=obj, event=event, past=past, span=self.span(meta))

    def affected_this_way(self, meta: Meta, children: list[Any]) -> ast.AffectedThisWay:
        return ast.AffectedThisWay.model_construct(event=children[0], span=self.span(meta))

    def this_way_event(self, meta: Meta, children: list[Any]) -> str:
        return self.term(self.words(meta))

    def put_this_way(self, meta: Meta, children: list[Any]) -> ast.PutThisWay:
        """ "you put on top of your library (this way)"."""
        return ast.PutThisWay.model_construct(
            player=ast.You.model_construct(),
            to=children[-1],
            this_way=self.words(meta).endswith("this way"),
            span=self.span(meta),
        )

    def spell_was(self, meta: Meta, children: list[Any]) -> ast.SpellWas:
        return ast.SpellWas.model_construct(
            object=children[0], how=children[1], span=self.span(meta)
        )

    def spell_history(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def spell_cast_from(self, meta: Meta, children: list[Any]) -> ast.SpellWas:
        """ "this spell was cast from a graveyard" / 「この呪文が墓地から唱えられた」."""
        return ast.SpellWas.model_construct(
            object=children[0],
            how="cast",
            zone=children[1],
            simple_past=self.text[meta.start_pos : meta.end_pos].endswith("唱えられた"),
            span=self.span(meta),
        )

    def cost_paid(self, meta: Meta, children: list[Any]) -> ast.CostPaid:
        """Whose cost and which: a keyword or "additional" after an object, or a mana cost."""
        obj = next((c for c in children if isinstance(c, OBJECTS)), None)
        cost = next((str(c) for c in children if isinstance(c, str) and c is not obj), None)
        words = self.text[meta.start_pos : meta.end_pos]
        return ast.CostPaid.model_construct(
            object=obj,
            cost=cost,
            paid="wasn't" not in words and "いない" not in words,
            simple_past=words.endswith("支払われた"),
            span=self.span(meta),
        )

    def additional(self, meta: Meta, children: list[Any]) -> str:
        return "additional"

    def reflexive_trigger(self, meta: Meta, children: list[Any]) -> ast.ReflexiveTrigger:
        """ "When you do, …", "When you discard a card this way, …" (what was done first)."""
        done = children[0] if len(children) > 1 else None
        if done is not None and not isinstance(done, ast.PlayerAction):
            raise ParseError("expected a player action", text=self.text, offset=meta.start_pos)
        return ast.ReflexiveTrigger.model_construct(
            effect=children[-1], done=done, span=self.span(meta)
        )

    def delayed_trigger(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """ "When that creature dies this turn, …" (the word first) / 「このターンに…とき、…」
        (the duration first, the trigger's 「とき」 or 「たび」 last)."""
        first = False
        if len(children) == 2 and self.first(children, ast.AtStep):  # the next step, either side
            trigger = self.first(children, ast.AtStep)
            effect = children[1] if children[0] is trigger else children[0]
            duration, word = None, "at"
            first = children[0] is trigger and self.lang == "en"  # Japanese: always first
        elif len(children) == 2:  # "When you cast your next … this turn, …", "When you spend …"
            trigger, effect = children
            duration, word = None, self.words(meta).split()[0] if self.lang == "en" else "when"
        elif isinstance(children[0], ast.Duration):
            duration, trigger, effect = children
            word = "when" if self.words(meta).split("、")[0].endswith("とき") else "whenever"
        else:
            trigger, duration, effect = children
            word = self.words(meta).split()[0]
        return ast.DelayedTrigger.model_construct(
            word=word,
            trigger=trigger,
            duration=duration,
            effect=effect,
            first=first,
            span=self.span(meta),
        )

    def with_ability(self, meta: Meta, children: list[Any]) -> ast.HasAbility:
        that_has = self.words(meta).startswith("that ")  # "that has convoke"
        return ast.HasAbility.model_construct(
            keyword=children[0], that_has=that_has, span=self.span(meta)
        )

    def without_ability(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """ "without flying" / 「飛行を持たない」."""
        has = ast.HasAbility.model_construct(keyword=children[0])
        return ast.Negated.model_construct(filter=has, span=self.span(meta))

    def mana_cost_has(self, meta: Meta, children: list[Any]) -> ast.ManaCostHas:
        """ "with {X} in its mana cost" / 「マナ・コストに(Ｘ)を含む」."""
        plural = self.lang == "en" and self.words(meta).endswith(" costs")
        return ast.ManaCostHas.model_construct(
            symbol=str(children[0]), plural=plural, span=self.span(meta)
        )

    def mana_cost_lacks(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """ "without {X} in its mana cost" / 「マナ・コストに(Ｘ)を含まない」."""
        has = self.mana_cost_has(meta, children).model_copy(update={"span": None})
        return ast.Negated.model_construct(filter=has, span=self.span(meta))

    def alternative_cost(self, meta: Meta, children: list[Any]) -> ast.AlternativeCost:
        condition = self.first(children, CONDITIONS)
        rest = [c for c in children if c is not condition and isinstance(c, ast.Node)]
        return ast.AlternativeCost.model_construct(
            cost=self.body([c for c in rest if not isinstance(c, ast.ReminderText)]),
            condition=condition,
            reminder=self.reminders(children),
            span=self.span(meta),
        )

    def additional_cost(self, meta: Meta, children: list[Any]) -> ast.AdditionalCost:
        """Japanese names the spell as an object phrase (「この呪文を唱えるための…」)."""
        reminder = self.reminders(children)
        *spell, cost = children[: len(children) - len(reminder)]
        if spell and not (isinstance(spell[0], ast.SelfRef) and spell[0].noun == "spell"):
            raise ParseError("「この呪文」", text=self.text, offset=meta.start_pos)
        return ast.AdditionalCost.model_construct(
            cost=cost, reminder=reminder, span=self.span(meta)
        )

    def cast_restriction(self, meta: Meta, children: list[Any]) -> ast.CastRestriction:
        """ "Cast this spell only …" / 「この呪文は…にのみ唱えられる。」 (Japanese names the
        spell as an object phrase, as in :meth:`additional_cost`)."""
        spell = children[0] if isinstance(children[0], ast.SelfRef) else None
        if spell is not None and spell.noun != "spell":
            raise ParseError("「この呪文」", text=self.text, offset=meta.start_pos)
        return ast.CastRestriction.model_construct(
            window=self.first(children, str),
            player=self.first(children, PLAYERS),
            condition=self.first(children, CONDITIONS),
            comma=spell is not None and self.text[spell.span.end :].startswith("は、"),
            reminder=self.reminders(children),
            span=self.span(meta),
        )

    def dungeon_entry(self, meta: Meta, children: list[Any]) -> ast.DungeonEntry:
        """'You can't enter this dungeon unless you "venture into ~."' / 「「名前探索をする。」で
        なければこのダンジョンに入ることはできない。」."""
        return ast.DungeonEntry.model_construct(
            venture=children[0], reminder=self.reminders(children), span=self.span(meta)
        )

    def cast_window(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    player_step = cast_window

    def player_noun_possessive(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「対戦相手の」: "an opponent's"."""
        return ast.Player.model_construct(quantifier="a", noun=children[0], span=self.span(meta))

    def targeting(self, meta: Meta, children: list[Any]) -> ast.Targeting:
        return ast.Targeting.model_construct(object=children[0], span=self.span(meta))

    def player_attacks(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        obj = children[0] if children else None
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(), action="attack", object=obj, span=self.span(meta)
        )

    def you_control(self, meta: Meta, children: list[Any]) -> ast.YouControl:
        """ "you control …"; "an opponent controls …" (Japanese: the bare noun, 「対戦相手が」)."""
        *who, objects = children
        player = bare_player(who[0]) if who else ast.You.model_construct()
        progressive = self.text[meta.start_pos : meta.end_pos].endswith("続けている")
        return ast.YouControl.model_construct(
            objects=objects, player=player, progressive=progressive, span=self.span(meta)
        )

    def controls_more(self, meta: Meta, children: list[Any]) -> ast.ControlsMore:
        """ "an opponent controls (at least two) more lands than you" / 「…より多くの…」."""
        player = children[0]
        objects = next(c for c in children[1:] if isinstance(c, OBJECTS))
        at_least = next((c for c in children[1:] if isinstance(c, AMOUNTS)), None)
        source = self.text[meta.start_pos : meta.end_pos]
        return ast.ControlsMore.model_construct(
            player=player,
            objects=objects,
            at_least=at_least,
            objects_first=-1 < source.find("を") < source.find("あなたより"),
            than_mo="よりも" in source,
            span=self.span(meta),
        )

    # ------------------------------------------------------------ costs

    def mana_cost(self, meta: Meta, children: list[Any]) -> ast.ManaCost:
        return ast.ManaCost.model_construct(symbols=str(children[0]), span=self.span(meta))

    def tap_cost(self, meta: Meta, children: list[Any]) -> ast.TapCost:
        return ast.TapCost.model_construct(span=self.span(meta))

    def untap_cost(self, meta: Meta, children: list[Any]) -> ast.UntapCost:
        return ast.UntapCost.model_construct(span=self.span(meta))

    def effect_cost(self, meta: Meta, children: list[Any]) -> ast.EffectCost:
        return ast.EffectCost.model_construct(effect=children[0], span=self.span(meta))

    # ------------------------------------------------------------ triggers

    def enters(self, meta: Meta, children: list[Any]) -> ast.Enters:
        controller = children[1] if len(children) > 1 else None
        return ast.Enters.model_construct(
            object=children[0],
            controller=controller,
            the_battlefield=self.says_battlefield(meta),
            span=self.span(meta),
        )

    def enters_or(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "<object> enters or dies/attacks" (「…が戦場に出たか死亡した」)."""
        obj = children[0]
        enters = ast.Enters.model_construct(object=obj, the_battlefield=self.says_battlefield(meta))
        words = self.words(meta)
        other = (
            ast.Attacks.model_construct(object=obj)
            if "attack" in words or "攻撃" in words
            else ast.Dies.model_construct(object=obj)
        )
        return ast.AnyOfTriggers.model_construct(triggers=[enters, other], span=self.span(meta))

    def dies(self, meta: Meta, children: list[Any]) -> ast.Dies:
        graveyard = "graveyard" in self.words(meta) or "墓地" in self.words(meta)
        return ast.Dies.model_construct(
            object=children[0], put_into_graveyard=graveyard, span=self.span(meta)
        )

    def put_into_graveyard(self, meta: Meta, children: list[Any]) -> ast.Node:
        """ "… are put into your graveyard from your library"; into a graveyard from the
        battlefield is "dies" (as written: "is put into a graveyard from the battlefield");
        "… are put into exile" is :class:`ast.PutIntoExile`."""
        obj, *rest = children
        graveyard, *origin = [c for c in rest if isinstance(c, ast.Zone)]
        came_from = next((c for c in rest if isinstance(c, str | ast.InZone)), None)
        came_from = origin[0] if origin else came_from
        if isinstance(came_from, ast.InZone):
            came_from = came_from.zone
        if graveyard.name == "exile" and came_from != "anywhere":
            return ast.PutIntoExile.model_construct(
                object=obj,
                from_zone=ast.Zone.model_construct(name="battlefield")
                if came_from == "battlefield"
                else came_from,
                span=self.span(meta),
            )
        if graveyard.name != "graveyard":
            raise ParseError("expected a graveyard", text=self.text, offset=meta.start_pos)
        if came_from == "battlefield" and graveyard.owner is None:
            return ast.Dies.model_construct(
                object=obj, put_into_graveyard=True, span=self.span(meta)
            )
        if came_from == "battlefield":
            came_from = ast.Zone.model_construct(name="battlefield")
        return ast.PutIntoGraveyard.model_construct(
            object=obj,
            graveyard=graveyard,
            from_zone=came_from if isinstance(came_from, ast.Zone) else None,
            anywhere=came_from == "anywhere",
            span=self.span(meta),
        )

    def from_battlefield(self, meta: Meta, children: list[Any]) -> str:
        return "battlefield"

    def from_anywhere(self, meta: Meta, children: list[Any]) -> str:
        return "anywhere"

    def leaves_battlefield(self, meta: Meta, children: list[Any]) -> ast.LeavesBattlefield:
        return ast.LeavesBattlefield.model_construct(object=children[0], span=self.span(meta))

    def object_action(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        obj, action, other = children
        return ast.ObjectAction.model_construct(
            object=obj, action=action, other=other, span=self.span(meta)
        )

    def object_verb(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta).removesuffix("s")

    def attacks(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        """ "<object> attacks [alone | while saddled]" / 「…が[単独で／騎乗された状態で]攻撃
        するたび」."""
        written = self.words(meta)
        alone = written.endswith(" alone") or "単独で攻撃" in written
        return ast.Attacks.model_construct(
            object=children[0],
            alone=alone,
            saddled=self.first(children, Saddled) is not None,
            unblocked=self.first(children, Unblocked) is not None,
            span=self.span(meta),
        )

    def saddled(self, meta: Meta, children: list[Any]) -> Saddled:
        return Saddled()

    def unblocked(self, meta: Meta, children: list[Any]) -> Unblocked:
        return Unblocked()

    def arrange(self, meta: Meta, children: list[Any]) -> ast.Arrange:
        """What goes to the chosen place (some of the cards, or one named before), the two
        places and the order of the rest."""
        battlefield = self.first(children, ArrangedBattlefield)
        zones = self.nodes(children, ast.Zone)
        if battlefield is not None:
            zones.insert(0, ast.Zone.model_construct(name="battlefield"))
        chosen, rest = zones
        source = self.text[meta.start_pos : meta.end_pos].lower()
        return ast.Arrange.model_construct(
            object=children[0],
            chosen=chosen,
            rest=rest,
            order=self.first(children, str),
            other="the other" in source or "もう" in source,
            back=" back " in source,
            tapped=battlefield is not None and battlefield.tapped,
            chosen_verb=battlefield is not None and battlefield.verb,
            span=self.span(meta),
        )

    def arranged_battlefield(self, meta: Meta, children: list[Any]) -> ArrangedBattlefield:
        """ "onto the battlefield tapped" / 「タップ状態で戦場に(出し)」."""
        verb = self.text[meta.start_pos : meta.end_pos].endswith("出し")
        if any(flag != "tapped" for flag in children):  # "attacking": no such arranging
            raise ParseError("only tapped when split", text=self.text, offset=meta.start_pos)
        return ArrangedBattlefield(tapped=bool(children), verb=verb)

    def part_elided(self, meta: Meta, children: list[Any]) -> ast.PartOf:
        """ "one" / 「１枚」 alone: one of the cards named before."""
        return ast.PartOf.model_construct(
            count=children[0],
            object=ast.Ref.model_construct(plural=True),
            elided=True,
            span=self.span(meta),
        )

    def up_to(self, meta: Meta, children: list[Any]) -> UpTo:
        return UpTo(children[0])

    def part_of(self, meta: Meta, children: list[Any]) -> ast.PartOf:
        """ "two of them" / 「そのうち２枚」 (Japanese 「そのうち」: them)."""
        count = self.first(children, AMOUNTS, UpTo)
        them = self.first(children, ast.Ref) or ast.Ref.model_construct(plural=True)
        up_to = isinstance(count, UpTo) or "最大" in self.text[meta.start_pos : meta.end_pos]
        return ast.PartOf.model_construct(
            count=count.amount if isinstance(count, UpTo) else count,
            up_to=up_to,
            object=them,
            span=self.span(meta),
        )

    def arrange_order(self, meta: Meta, children: list[Any]) -> str:
        source = self.text[meta.start_pos : meta.end_pos]
        return "random" if "random" in source or "無作為" in source else "any"

    def prevent_damage(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        source = self.first(children, DealtBy)
        unprevented = self.first(children, PreventExcept)
        objects = [c for c in children if isinstance(c, OBJECTS)]
        return ast.PreventDamage.model_construct(
            amount=self.first(children, AMOUNTS),
            combat="combat" in children,
            recipient=objects[0] if objects else None,
            source=source.object if source else None,
            duration=self.first(children, ast.Duration),
            except_source=unprevented.object if unprevented else None,
            span=self.span(meta),
        )

    def prevent_all_last(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """Japanese 「…ダメージをすべて軽減する」: all of the damage, written after it."""
        node = self.prevent_damage(meta, children)
        return node.model_copy(update={"all_last": True})

    def prevent_all_by(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """Japanese 「<object>が与えるダメージをすべて軽減する」: the object is the source."""
        children = [DealtBy(c) if isinstance(c, OBJECTS) else c for c in children]
        return self.prevent_all_last(meta, children)

    def prevent_next_time(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "The next time <source> would deal damage …, prevent that damage" / 「<source>が
        次に…与えるすべてのダメージを軽減する」."""
        node = self.prevent_damage(meta, self.source_first(children))
        return node.model_copy(update={"next_time": True})

    def prevent_all_from(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "Prevent all damage <source> would deal [to …]" / 「<source>が…に与えるすべての
        ダメージを軽減する」."""
        node = self.prevent_damage(meta, self.source_first(children))
        return node.model_copy(update={"source_first": True})

    def prevent_each(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "If <source> would deal damage to <recipient>, prevent N of that damage" /
        「<source>が<recipient>にダメージを与える(場合|なら)、そのダメージをN点軽減する」."""
        node = self.prevent_damage(meta, self.source_first(children))
        words = self.text[meta.start_pos : meta.end_pos]
        return node.model_copy(
            update={
                "each_time": True,
                "if_written": "なら" if "与えるなら" in words else None,
                "source_comma": "が、" in words.split("ダメージ", 1)[0],
            }
        )

    @staticmethod
    def source_first(children: list[Any]) -> list[Any]:
        """The children of a prevention that names its source first, the source marked."""
        source = next(c for c in children if isinstance(c, OBJECTS))
        return [DealtBy(c) if c is source else c for c in children]

    def prevent_except(self, meta: Meta, children: list[Any]) -> PreventExcept:
        return PreventExcept(children[-1])

    def dealt_by(self, meta: Meta, children: list[Any]) -> DealtBy:
        return DealtBy(children[0])

    def investigate(self, meta: Meta, children: list[Any]) -> ast.Investigate:
        player = children[0] if children else self.acting_you(meta)
        return ast.Investigate.model_construct(player=player, span=self.span(meta))

    def flip_coin(self, meta: Meta, children: list[Any]) -> ast.FlipCoin:
        """ "flip a coin" / 「コイン投げをする」."""
        player = children[0] if children else self.acting_you(meta)
        verb = "行う" if "行" in self.text[meta.start_pos : meta.end_pos] else None
        return ast.FlipCoin.model_construct(player=player, verb=verb, span=self.span(meta))

    def flip_result(self, meta: Meta, children: list[Any]) -> ast.FlipResult:
        """ "you win the flip" / 「あなたがコイン投げに勝った」."""
        words = self.text[meta.start_pos : meta.end_pos]
        won = " win " in words or "勝った" in words
        return ast.FlipResult.model_construct(won=won, that="その" in words, span=self.span(meta))

    def extra_turn(self, meta: Meta, children: list[Any]) -> ast.ExtraTurn:
        return self._player_amount(ast.ExtraTurn, meta, children)

    def game_result(self, meta: Meta, children: list[Any]) -> ast.GameResult:
        """ "you win the game" / 「あなたはこのゲームに勝利する」."""
        player = children[0] if children else ast.You.model_construct(written=True)
        words = self.text[meta.start_pos : meta.end_pos]
        outcome = "win" if " win" in f" {words}" or "勝利" in words else "lose"
        return ast.GameResult.model_construct(player=player, outcome=outcome, span=self.span(meta))

    def become_monarch(self, meta: Meta, children: list[Any]) -> ast.BecomeMonarch:
        """ "you become the monarch" / 「あなたが統治者になる」."""
        return ast.BecomeMonarch.model_construct(
            player=self.monarch_player(children), span=self.span(meta)
        )

    def has_control(self, meta: Meta, children: list[Any]) -> ast.HasControl:
        """ "You control enchanted creature." / 「あなたは…をコントロールする」."""
        *player, obj = children
        player = player[0] if player else self.acting_you(meta)
        return ast.HasControl.model_construct(player=player, object=obj, span=self.span(meta))

    def clash(self, meta: Meta, children: list[Any]) -> ast.Clash:
        """ "clash with an opponent" / 「対戦相手１人と激突を行う」."""
        *player, opponent = children
        player = player[0] if player else self.acting_you(meta)
        return ast.Clash.model_construct(player=player, opponent=opponent, span=self.span(meta))

    def clash_result(self, meta: Meta, children: list[Any]) -> ast.ClashResult:
        """ "you win" / 「あなたが勝った」 (a clash)."""
        return ast.ClashResult.model_construct(won=True, span=self.span(meta))

    def take_initiative(self, meta: Meta, children: list[Any]) -> ast.TakeInitiative:
        """ "you take the initiative" / 「あなたはイニシアチブを得る」."""
        player = children[0] if children else self.acting_you(meta)
        return ast.TakeInitiative.model_construct(player=player, span=self.span(meta))

    def venture(self, meta: Meta, children: list[Any]) -> ast.Venture:
        """ "venture into the dungeon" / 「ダンジョン探索をする」, "venture into Undercity"."""
        into = None
        if children and isinstance(children[-1], (str, ast.SelfRef)):
            *children, into = children
        player = children[0] if children else self.acting_you(meta)
        return ast.Venture.model_construct(player=player, into=into, span=self.span(meta))

    def dungeon_type(self, meta: Meta, children: list[Any]) -> str | ast.SelfRef:
        """A dungeon type ("Undercity"), or the dungeon's own name."""
        if children[0].type == "SELF":
            return self.self_ref(meta, children)
        return str(children[0])

    def has_initiative(self, meta: Meta, children: list[Any]) -> ast.HasInitiative:
        """ "you have the initiative" / 「あなたにイニシアチブがある」 (「…を持っている」)."""
        return ast.HasInitiative.model_construct(
            player=self.monarch_player(children),
            holds=self.text[meta.start_pos : meta.end_pos].endswith("持っている"),
            span=self.span(meta),
        )

    def completed_dungeon(self, meta: Meta, children: list[Any]) -> ast.CompletedDungeon:
        """ "you've completed a dungeon" / 「あなたがダンジョンを踏破したことがある」."""
        return ast.CompletedDungeon.model_construct(
            player=self.monarch_player(children), span=self.span(meta)
        )

    def is_monarch(self, meta: Meta, children: list[Any]) -> ast.IsMonarch:
        """ "you're the monarch", "an opponent is the monarch" / 「…が統治者である」."""
        past = self.text[meta.start_pos : meta.end_pos].endswith("あった")
        return ast.IsMonarch.model_construct(
            player=self.monarch_player(children), past=past, span=self.span(meta)
        )

    def spells_cast_last_turn(self, meta: Meta, children: list[Any]) -> ast.SpellsCastLastTurn:
        """ "no spells were cast last turn", "a player cast two or more spells last turn" /
        「直前のターンに…」."""
        if not children:
            return ast.SpellsCastLastTurn.model_construct(span=self.span(meta))
        player, at_least = children
        source = self.text[meta.start_pos : meta.end_pos]
        return ast.SpellsCastLastTurn.model_construct(
            player=player,
            at_least=at_least,
            spells_first="呪文を" in source and "以上の" not in source,
            span=self.span(meta),
        )

    @staticmethod
    def monarch_player(children: list[Any]) -> Any:
        """The player of a monarch phrase: "you" when none is written; 「対戦相手が」 (a bare
        player noun) is "an opponent"."""
        return bare_player(children[0]) if children else ast.You.model_construct(written=True)

    def incubate(self, meta: Meta, children: list[Any]) -> ast.Incubate:
        return self._player_amount(ast.Incubate, meta, children)

    def numbered_action(self, meta: Meta, children: list[Any]) -> ast.NumberedAction:
        *player, name, amount = children
        node = self._player_amount(ast.NumberedAction, meta, [*player, amount])
        return node.model_copy(update={"name": name})

    def named_action(self, meta: Meta, children: list[Any]) -> ast.NamedAction:
        *player, name = children
        player = player[0] if player else self.acting_you(meta)
        return ast.NamedAction.model_construct(name=name, player=player, span=self.span(meta))

    def action_name(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    named_action_word = action_name

    def behold(self, meta: Meta, children: list[Any]) -> ast.Behold:
        """ "behold a Dragon" / 「ドラゴンの後見を受ける」."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        return ast.Behold.model_construct(
            player=player, object=beheld_object(children[-1]), span=self.span(meta)
        )

    def chose_ring_bearer(self, meta: Meta, children: list[Any]) -> ast.ChoseRingBearer:
        """ "you chose <object> as your Ring-bearer" / 「(あなたが)…をあなたの指輪所持者に
        選んだ」."""
        written = self.text[meta.start_pos : meta.end_pos].startswith(("you", "あなたが"))
        return ast.ChoseRingBearer.model_construct(
            object=children[-1], subject_written=written, span=self.span(meta)
        )

    def beheld(self, meta: Meta, children: list[Any]) -> ast.Beheld:
        """ "if a Dragon was beheld" / 「ドラゴンの後見を受けていたなら」."""
        return ast.Beheld.model_construct(object=beheld_object(children[0]), span=self.span(meta))

    def collect_evidence(self, meta: Meta, children: list[Any]) -> ast.CollectEvidence:
        return self._player_amount(ast.CollectEvidence, meta, children)

    def goad(self, meta: Meta, children: list[Any]) -> ast.Goad:
        return ast.Goad.model_construct(object=children[-1], span=self.span(meta))

    def suspect(self, meta: Meta, children: list[Any]) -> ast.Suspect:
        return ast.Suspect.model_construct(object=children[-1], span=self.span(meta))

    def transform_permanent(self, meta: Meta, children: list[Any]) -> ast.TransformPermanent:
        return ast.TransformPermanent.model_construct(object=children[-1], span=self.span(meta))

    def cloak(self, meta: Meta, children: list[Any]) -> ast.Cloak:
        return ast.Cloak.model_construct(object=children[-1], span=self.span(meta))

    def abilities_restriction(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """ "its activated abilities can't be activated" / 「それの起動型能力は起動できない」."""
        return ast.Restriction.model_construct(
            object=children[0], rule=ast.ABILITIES_RESTRICTED, span=self.span(meta)
        )

    def player_restriction(self, meta: Meta, children: list[Any]) -> ast.PlayerRestriction:
        """ "Your opponents can't gain life" / 「対戦相手はライフを得られない」."""
        players = (ast.You, ast.Player, ast.OwnerOf, ast.ControllerOf)
        lead = children[0] if isinstance(children[0], ast.Duration) else None
        duration = self.first(children, ast.Duration)
        if lead is not None:
            duration = lead.model_copy(update={"first": True})
        rest = [c for c in children if not isinstance(c, (str, ast.Duration, *players))]
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.PlayerRestriction.model_construct(
            player=self.first(children, *players, default=ast.You.model_construct()),
            action=self.first(children, str),
            object=rest[0] if rest else None,
            duration=duration,
            cannot=next((c for c in ("ことができない", "ことはできない") if c in written), None),
            span=self.span(meta),
        )

    def forbidden_action(self, meta: Meta, children: list[Any]) -> str:
        """What a :class:`ast.PlayerRestriction` forbids, by its verb."""
        words = self.text[meta.start_pos : meta.end_pos]
        return next(action for verb, action in FORBIDDEN_VERBS.items() if verb in words)

    def all_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "players", "your opponents" / 「プレイヤー」, 「対戦相手」 as a subject."""
        noun = children[0] if children else self.words(meta).split()[-1].removesuffix("s")
        return ast.Player.model_construct(quantifier="all", noun=noun, span=self.span(meta))

    def copy_spell(self, meta: Meta, children: list[Any]) -> ast.CopySpell:
        exception = self.first(children, ast.CopyException)
        times = self.first(children, CopyTimes)
        copied = next(c for c in children if c is not exception and c is not times)
        return ast.CopySpell.model_construct(
            object=copied,
            exception=exception,
            times=times.amount if times else None,
            span=self.span(meta),
        )

    def copy_times(self, meta: Meta, children: list[Any]) -> CopyTimes:
        """「２回」, "three times": how many copies."""
        return CopyTimes(children[0])

    def copy_twice(self, meta: Meta, children: list[Any]) -> CopyTimes:
        return CopyTimes(ast.Number.model_construct(value=2, span=self.span(meta)))

    def ring_tempts(self, meta: Meta, children: list[Any]) -> ast.RingTempts:
        return ast.RingTempts.model_construct(
            player=ast.You.model_construct(), span=self.span(meta)
        )

    def ring_tempts_trigger(self, meta: Meta, children: list[Any]) -> ast.RingTempts:
        """「指輪があなたを誘惑するたび」: the event, its span with 「たび」."""
        return children[0].model_copy(update={"span": self.span(meta)})

    def leaves_zone(self, meta: Meta, children: list[Any]) -> ast.LeavesZone:
        obj, zone = children
        return ast.LeavesZone.model_construct(object=obj, zone=zone, span=self.span(meta))

    def blocks(self, meta: Meta, children: list[Any]) -> ast.Attacks:
        blocked = children[1] if len(children) > 1 else None
        return ast.Attacks.model_construct(
            object=children[0], blocks=True, blocked=blocked, span=self.span(meta)
        )

    def either_trigger(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "When X and when Y": either event triggers the ability."""
        first, word, second = children
        triggers, again = [first], []
        if isinstance(first, ast.AnyOfTriggers) and first.again:
            triggers, again = list(first.triggers), list(first.again)
        between = self.text[first.span.end : second.span.start] if first.span else ""
        return ast.AnyOfTriggers.model_construct(
            triggers=[*triggers, second],
            again=[*again, word],
            either_or=between.split()[:1] == ["or"] or between.startswith("か"),
            span=self.span(meta),
        )

    def again_word(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def attacks_or_blocks(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        obj = children[0]
        either = [
            ast.Attacks.model_construct(object=obj),
            ast.Attacks.model_construct(object=obj, blocks=True),
        ]
        return ast.AnyOfTriggers.model_construct(triggers=either, span=self.span(meta))

    def blocks_or_blocked(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "blocks or becomes blocked [by …]" / 「…がブロックするか…ブロックされた状態になる」."""
        obj, *by = children
        either = [
            ast.Attacks.model_construct(object=obj, blocks=True),
            ast.BecomesBlocked.model_construct(object=obj, by=by[0] if by else None),
        ]
        return ast.AnyOfTriggers.model_construct(triggers=either, span=self.span(meta))

    def becomes_blocked(self, meta: Meta, children: list[Any]) -> ast.BecomesBlocked:
        by = children[1] if len(children) > 1 else None
        return ast.BecomesBlocked.model_construct(object=children[0], by=by, span=self.span(meta))

    def becomes_target(self, meta: Meta, children: list[Any]) -> ast.BecomesTarget:
        target, by = children[:2]
        nth = self.first(children, int)
        return ast.BecomesTarget.model_construct(
            object=target, by=by, nth_each_turn=nth, span=self.span(meta)
        )

    def turned_face_up(self, meta: Meta, children: list[Any]) -> ast.TurnedFaceUp:
        return ast.TurnedFaceUp.model_construct(object=children[0], span=self.span(meta))

    def state_trigger(self, meta: Meta, children: list[Any]) -> ast.StateTrigger:
        return ast.StateTrigger.model_construct(condition=children[0], span=self.span(meta))

    def becomes_tapped(self, meta: Meta, children: list[Any]) -> ast.BecomesTapped:
        return ast.BecomesTapped.model_construct(object=children[0], span=self.span(meta))

    def deals_damage(self, meta: Meta, children: list[Any]) -> ast.DealsDamage:
        objects = [c for c in children if isinstance(c, ast.Node)]
        return ast.DealsDamage.model_construct(
            object=objects[0],
            combat="combat" in children,
            recipient=objects[1] if len(objects) > 1 else None,
            span=self.span(meta),
        )

    def combat_flag(self, meta: Meta, children: list[Any]) -> str:
        return "combat"

    def noncombat(self, meta: Meta, children: list[Any]) -> str:
        return "noncombat"

    def dealt_damage(self, meta: Meta, children: list[Any]) -> ast.DealtDamage:
        """ "<object> is dealt damage" / 「<object>にダメージが与えられる」."""
        damage = next((c for c in children if isinstance(c, str)), None)
        return ast.DealtDamage.model_construct(
            object=children[0], damage=damage, span=self.span(meta)
        )

    def player_scries(self, meta: Meta, children: list[Any]) -> ast.PlayerScries:
        return ast.PlayerScries.model_construct(
            player=ast.You.model_construct(), span=self.span(meta)
        )

    def counters_removed(self, meta: Meta, children: list[Any]) -> ast.CountersRemoved:
        """ "you remove a time counter from ~ (while it's exiled)"."""
        removal = self.first(children, ast.RemoveCounters)
        exiled = self.first(children, WhileExiled)
        if exiled is not None and exiled.object is not None:  # 「~が…間に…これの上から」
            removal = removal.model_copy(update={"object": exiled.object})
        return ast.CountersRemoved.model_construct(
            removal=removal, while_exiled=exiled is not None, span=self.span(meta)
        )

    def while_exiled(self, meta: Meta, children: list[Any]) -> WhileExiled:
        return WhileExiled(children[0] if children else None)

    def set_in_motion(self, meta: Meta, children: list[Any]) -> ast.SetInMotion:
        return ast.SetInMotion.model_construct(span=self.span(meta))

    def chaos_ensues(self, meta: Meta, children: list[Any]) -> ast.ChaosEnsues:
        return ast.ChaosEnsues.model_construct(span=self.span(meta))

    def rolls_die(self, meta: Meta, children: list[Any]) -> ast.RollsDie:
        """ "you roll one or more dice" (Japanese: 「１個以上の」, a count that must be one)."""
        if children and str(children[0]) not in ("1", "１"):
            raise ParseError("expected 「１個以上」", text=self.text, offset=meta.start_pos)
        return ast.RollsDie.model_construct(span=self.span(meta))

    def rolls_highest(self, meta: Meta, children: list[Any]) -> ast.RollsDie:
        return ast.RollsDie.model_construct(highest=True, span=self.span(meta))

    def planeswalk_to(self, meta: Meta, children: list[Any]) -> ast.PlaneswalkTo:
        return ast.PlaneswalkTo.model_construct(object=children[0], span=self.span(meta))

    def scry_or_surveil(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "Whenever you scry or surveil": either event triggers it."""
        scries = ast.PlayerScries.model_construct(player=ast.You.model_construct())
        surveils = ast.PlayerAction.model_construct(
            player=ast.You.model_construct(), action="surveil"
        )
        return ast.AnyOfTriggers.model_construct(triggers=[scries, surveils], span=self.span(meta))

    def player_casts_other(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        player, spell = children
        return ast.PlayerCasts.model_construct(player=player, spell=spell, span=self.span(meta))

    def finish_voting(self, meta: Meta, children: list[Any]) -> ast.FinishVoting:
        """ "players finish voting" / 「(すべての)プレイヤーが投票を完了する」."""
        if "opponent" in children:  # 「対戦相手が投票を完了する」: not in the rules
            raise ParseError("players finish voting", text=self.text, offset=meta.start_pos)
        written = self.text[meta.start_pos : meta.end_pos].startswith("すべて")
        return ast.FinishVoting.model_construct(all_written=written, span=self.span(meta))

    def player_voted(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each opponent who voted for a choice you voted for", "opponents who voted for a
        choice you didn't vote for" / 「あなたと同じ選択に投票した各対戦相手」,
        「あなたと異なる選択に投票した対戦相手」."""
        written = self.text[meta.start_pos : meta.end_pos]
        voted = next(c for c in children if c in ("same", "different"))
        nouns = [c for c in children if c in ("player", "opponent")]
        plural = "opponent" if written.startswith("opponents") else "player"
        noun = nouns[0] if nouns else plural
        quants = [c for c in children if c not in ("same", "different", "player", "opponent")]
        quantifier = quants[0] if quants else ("each" if "各" in written else "all")
        return ast.Player.model_construct(
            quantifier=quantifier, noun=noun, voted=voted, span=self.span(meta)
        )

    def voted_same(self, meta: Meta, children: list[Any]) -> str:
        written = self.text[meta.start_pos : meta.end_pos]
        return "different" if ("didn't" in written or "異なる" in written) else "same"

    def attacked_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "opponents being attacked" / 「攻撃されている対戦相手」."""
        words = self.words(meta)
        noun = "opponent" if "opponent" in words or "対戦相手" in words else "player"
        return ast.Player.model_construct(
            quantifier="all", noun=noun, attacked=True, span=self.span(meta)
        )

    def each_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        return ast.Player.model_construct(quantifier="each", noun=children[0], span=self.span(meta))

    def player_casts_or_copies(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        spell = children[0]
        return ast.PlayerCasts.model_construct(
            player=ast.You.model_construct(), spell=spell, or_copies=True, span=self.span(meta)
        )

    def player_casts_on_opponents_turns(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """ "your first spell during each opponent's turn" / 「対戦相手の各ターン内で初めて…」."""
        node = self.player_casts(meta, [self.first(children, int, default=1)])
        return node.model_copy(update={"on_opponents_turns": True})

    def player_casts_next(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """ "you cast your next instant or sorcery spell this turn" / 「このターン、あなたが次に
        …を唱えた」: the spell is "the next … you cast this turn"."""
        if isinstance(children[-1], ast.Duration):  # English: the words, then the duration
            *words, duration = children
            cast = ast.CastBy.model_construct(player=ast.You.model_construct(), duration=duration)
            spell = ast.Objects.model_construct(
                quantifier="the next", filter=all_of([*words, cast], head=0)
            )
        else:
            spell = children[0]
        return ast.PlayerCasts.model_construct(
            player=ast.You.model_construct(), spell=spell, span=self.span(meta)
        )

    def player_casts(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        if children and isinstance(children[0], int):
            spell = ast.Objects.model_construct(
                quantifier="a", filter=ast.CardType.model_construct(name="spell")
            )
            return ast.PlayerCasts.model_construct(
                player=ast.You.model_construct(),
                spell=spell,
                nth_each_turn=children[0],
                span=self.span(meta),
            )
        return ast.PlayerCasts.model_construct(
            player=ast.You.model_construct(), spell=children[0], span=self.span(meta)
        )

    def at_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        if isinstance(children[0], ast.AtStep):
            return children[0].model_copy(update={"span": self.span(meta)})
        step = self.first(children, str)
        player = self.first(children, PLAYERS)
        if step == "combat on your turn":
            step, player = "combat", ast.You.model_construct()
        written = None
        after = self.words(meta).removeprefix("the beginning of ")
        if self.lang == "en" and after.startswith("the "):
            written = "of" if " of " in after else "the"
        elif self.lang == "ja" and player is None and not after.startswith("各"):
            written = "the"
        return ast.AtStep.model_construct(
            step=step, player=player, written=written, span=self.span(meta)
        )

    def next_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """ "the next end step" / 「次の終了ステップ」 (its at_step sets the span)."""
        return ast.AtStep.model_construct(step=children[0], next="step")

    def first_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """ "the first upkeep", "your first upkeep" / 「(あなたの)最初のアップキープ」."""
        player = self.first(children, PLAYERS)
        return ast.AtStep.model_construct(step=children[-1], player=player, next="first")

    def delayed_conditional(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """ "If you do, at the beginning of the first upkeep, …" / 「そうしたなら、次の終了
        ステップの開始時に、…」: the trigger's effect is done only if the condition held."""
        condition, trigger, effect = children
        conditional = self.conditional(meta, [condition, effect])
        return ast.DelayedTrigger.model_construct(
            word="at",
            trigger=trigger,
            effect=conditional.model_copy(update={"comma": True, "span": None}),
            first=True,
            span=self.span(meta),
        )

    def next_turn_step(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """ "the next turn's upkeep" / 「次のターンのアップキープ」."""
        return ast.AtStep.model_construct(step=children[0], next="turn")

    def spend_this_mana(self, meta: Meta, children: list[Any]) -> ast.SpendThisMana:
        """ "you spend this mana to cast <spell>" / 「あなたが…を唱えるためにこのマナを
        支払った」."""
        return ast.SpendThisMana.model_construct(spell=children[0], span=self.span(meta))

    def mana_is_spent(self, meta: Meta, children: list[Any]) -> ast.SpendThisMana:
        """ "that mana is spent to cast <spell>" / 「このマナが…を唱えるために支払われた」."""
        return ast.SpendThisMana.model_construct(
            spell=children[0], passive=True, span=self.span(meta)
        )

    def end_of_combat(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """A delayed trigger's "at end of combat" / 「戦闘終了時に」 (CR 511.2)."""
        return ast.AtStep.model_construct(step="end of combat", span=self.span(meta))

    def step_word(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def combat_on_your_turn(self, meta: Meta, children: list[Any]) -> str:
        return "combat on your turn"

    def each_combat(self, meta: Meta, children: list[Any]) -> str:
        """ "each combat" / 「各戦闘」: the beginning of combat of every turn."""
        return "combat"

    # ------------------------------------------------------------ amounts

    def number(self, meta: Meta, children: list[Any]) -> ast.Number:
        word = self.words(meta)
        value = NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)
        return ast.Number.model_construct(
            value=value, form=self.number_form(word), span=self.span(meta)
        )

    def number_form(self, word: str) -> Any:
        """ "digits" (3), "word" (three) or "article" (a, an)."""
        if word in ("a", "an"):
            return "article"
        return "word" if word in NUMBER_WORDS else "digits"

    def variable(self, meta: Meta, children: list[Any]) -> ast.Variable:
        return ast.Variable.model_construct(span=self.span(meta))

    def count_of(self, meta: Meta, children: list[Any]) -> ast.CountOf:
        return ast.CountOf.model_construct(objects=children[0], span=self.span(meta))

    def value_of(self, meta: Meta, children: list[Any]) -> ast.ValueOf:
        obj, attribute = children
        return ast.ValueOf.model_construct(attribute=attribute, object=obj, span=self.span(meta))

    def attribute(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def ref_amount(self, meta: Meta, children: list[Any]) -> ast.Ref:
        return ast.Ref.model_construct(noun="number", span=self.span(meta))

    # ------------------------------------------------------------ players

    def you_and(self, meta: Meta, children: list[Any]) -> ast.YouAnd:
        """ "you and that player" / 「あなたと(、)そのプレイヤー(はそれぞれ)」."""
        player = children[-1]
        if not isinstance(player, ast.Player):
            raise ParseError("expected a player", text=self.text, offset=meta.start_pos)
        after = self.text[meta.end_pos :]
        return ast.YouAnd.model_construct(
            player=player.model_copy(update={"respectively": False, "each_comma": False}),
            comma=self.text[meta.start_pos : meta.end_pos].startswith("あなたと、"),
            respectively=after.startswith(("はそれぞれ", "は、それぞれ")),
            span=self.span(meta),
        )

    def players_each(self, meta: Meta, children: list[Any]) -> Any:
        """ "you and target opponent each draw a card": the step, done by each of them."""
        players, step = children
        if not isinstance(getattr(step, "player", None), ast.You):
            raise ParseError("expected each player's step", text=self.text, offset=meta.start_pos)
        return step.model_copy(update={"player": players})

    def player_desc(self, meta: Meta, children: list[Any]) -> ast.Player:
        quant, noun = children
        return ast.Player.model_construct(quantifier=quant, noun=noun, span=self.span(meta))

    def player_other(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each other player": each player but you."""
        return ast.Player.model_construct(
            quantifier="each", noun="player", other=True, span=self.span(meta)
        )

    def player_at_random(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "an opponent chosen at random"."""
        player = self.player_desc(meta, children)
        return player.model_copy(update={"at_random": True})

    def player_declined(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each opponent who doesn't" / 「そうしなかった各対戦相手」."""
        *quant, noun = children
        return ast.Player.model_construct(
            quantifier=quant[0] if quant else "each", noun=noun, declined=True, span=self.span(meta)
        )

    def player_quant(self, meta: Meta, children: list[Any]) -> str:
        word = self.words(meta)
        return "a" if word == "an" else word

    def defending(self, meta: Meta, children: list[Any]) -> str:
        """「防御プレイヤー」: "defending player"."""
        return "defending"

    def player_noun(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def owner_of(self, meta: Meta, children: list[Any]) -> ast.OwnerOf:
        return ast.OwnerOf.model_construct(object=children[0], span=self.span(meta))

    def controller_of(self, meta: Meta, children: list[Any]) -> ast.ControllerOf:
        return ast.ControllerOf.model_construct(object=children[0], span=self.span(meta))

    def you_possessive(self, meta: Meta, children: list[Any]) -> ast.You:
        return ast.You.model_construct(span=self.span(meta))

    def player_desc_possessive(self, meta: Meta, children: list[Any]) -> Any:
        words = self.words(meta)
        span = self.span(meta)
        spelling = "it's" if words.startswith("it's") else None
        if words.endswith(("owner's", "owners'")):
            plural = words.startswith("their")
            return ast.OwnerOf.model_construct(
                object=ast.Ref.model_construct(plural=plural, spelling=spelling),
                owner_singular=plural and words.endswith("'s"),
                span=span,
            )
        if words.endswith("controller's"):
            return ast.ControllerOf.model_construct(
                object=ast.Ref.model_construct(spelling=spelling), span=span
            )
        return ast.Ref.model_construct(noun="player", span=span)

    # ------------------------------------------------------------ objects

    def object_list(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        items: list[Any] = []
        for child in children:
            items.extend(child.items if isinstance(child, ast.ObjectList) else [child])
        zones = {isinstance(c, ast.Objects) and c.in_zone() is not None for c in children}
        if len(children) > 2 and len(zones) > 1:
            # "target artifact card, …, and target planeswalker card from your graveyard": the
            # zone is every target's, which this list does not read
            raise ParseError(
                "a zone named for only some targets of a list", text=self.text, offset=meta.end_pos
            )
        first, second = children[0], children[-1]
        words = self.words(meta)
        if first.span is not None and second.span is not None:
            words = self.term(self.text[first.span.end : second.span.start])
        conjunction = "or" if words.split()[-1:] == ["or"] else "and"
        if conjunction == "or" and getattr(items[0], "quantifier", None) == "target":
            # "target opponent or planeswalker": the bare noun is a target too
            items = [shared_target(i) for i in items]
        return ast.ObjectList.model_construct(
            items=items, conjunction=conjunction, span=self.span(meta)
        )

    def you(self, meta: Meta, children: list[Any]) -> ast.You:
        return ast.You.model_construct(span=self.span(meta))

    def self_ref(self, meta: Meta, children: list[Any]) -> ast.SelfRef:
        """The card's name (a short name has no comma), or "this <noun>" (also before "'s")."""
        words = self.words(meta).removesuffix("'s")
        written = children[0] if children else None
        if isinstance(written, Token) and written.type == "SELF":
            node = ast.SelfRef.model_construct(short="," not in str(written), span=self.span(meta))
            names = getattr(self.text, "names", ())
            if any(f"{written} of " in n and " " not in str(written) for n in names):
                return node.model_copy(update={"short_of": True})
            return node
        noun = words.split()[1] if words.startswith("this ") else None
        as_written = self.text[meta.start_pos : meta.end_pos].split()[-1]
        if written is not None:  # "this Vehicle": a subtype keeps its capital
            noun = str(written)
        elif noun is not None and as_written[:1].isupper():  # "this Saga" (a keyword)
            noun = noun.capitalize()
        return ast.SelfRef.model_construct(noun=noun, span=self.span(meta))

    self_possessive = self_ref

    def ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        if children and isinstance(children[0], ast.Ref):  # "the exiled card", "the sacrificed …"
            return children[0]
        words = self.words(meta).removesuffix("'s")
        noun = children[0] if children else None
        if words == "that permanent or player":
            noun = "permanent or player"
        determiner = words.split()[0] if " " in words else None
        return ast.Ref.model_construct(
            noun=noun,
            plural=words in ("them", "they")
            or words.startswith("those")
            or (words.endswith("s") and words != "its"),
            determiner=determiner if determiner in ("the", "those") else None,
            span=self.span(meta),
        )

    # "its", "that creature's"; "the sacrificed creature's" and "the exiled card's" come built
    ref_possessive = ref

    def sacrificed_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """ "the sacrificed creature" / 「(その)生け贄に捧げられたクリーチャー」."""
        that = self.text[meta.start_pos : meta.end_pos].startswith("その")
        return ast.Ref.model_construct(
            noun=children[0],
            sacrificed=True,
            determiner="その" if that else None,
            span=self.span(meta),
        )

    def exiled_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """ "the exiled card(s)" / 「その(それらの)追放されているカード」."""
        source = self.text[meta.start_pos : meta.end_pos]
        plural = source.startswith("それら") or source.rstrip().endswith("s")
        noun = children[0]  # singular ("cards" → "card")
        return ast.Ref.model_construct(noun=noun, exiled=True, plural=plural, span=self.span(meta))

    def ref_noun(self, meta: Meta, children: list[Any]) -> str:
        if children:  # a subtype keeps its capital: "that Vehicle"
            return singular_subtype(str(children[0]))
        return singular(self.words(meta))

    def any_target(self, meta: Meta, children: list[Any]) -> ast.AnyTarget:
        count = self.first(children, Quantifier)
        if count is None:
            return ast.AnyTarget.model_construct(span=self.span(meta))
        return ast.AnyTarget.model_construct(
            quantifier=count.word, count=count.count, span=self.span(meta)
        )

    def target_count(self, meta: Meta, children: list[Any]) -> Quantifier:
        """ "any number of" or "one, two, or three" (before "targets")."""
        return children[0] if children else Quantifier("any number")

    def choice_count(self, meta: Meta, children: list[Any]) -> Quantifier:
        """ "one, two, or three": one to the last number."""
        return Quantifier("one to", children[-1])

    def attached_to(self, meta: Meta, children: list[Any]) -> ast.AttachedTo:
        relation, filter_ = children
        passive = self.text[meta.start_pos : meta.end_pos].startswith(PASSIVE_ATTACHMENTS)
        return ast.AttachedTo.model_construct(
            relation=relation, filter=filter_, passive=passive, span=self.span(meta)
        )

    def attachment(self, meta: Meta, children: list[Any]) -> str:
        """ "enchanted", 「エンチャントしている」 (or passive 「エンチャントされている」)."""
        return self.term(self.text[meta.start_pos : meta.end_pos].replace("されて", "して"))

    def top_of_library(self, meta: Meta, children: list[Any]) -> ast.TopOfLibrary:
        count = self.first(children, AMOUNTS, default=ast.Number.model_construct(value=1))
        player = self.first(children, PLAYERS, ast.Ref)
        return ast.TopOfLibrary.model_construct(count=count, player=player, span=self.span(meta))

    def objects(self, meta: Meta, children: list[Any]) -> ast.Objects:
        quant = self.first(children, Quantifier)
        choice = self.first(children, TheirChoice)
        other_than = self.first(children, OtherThan)
        if other_than is not None and quant is not None and quant.other:
            raise ParseError("'other' written twice", text=self.text, offset=meta.start_pos)
        # the number of clauses written after the noun before "other than ~"
        after = children.index(other_than) - 1 - (quant is not None) if other_than else None
        random = self.first(children, AtRandom)
        if random is not None and other_than is not None:
            raise ParseError('"other than" with "at random"', text=self.text, offset=meta.start_pos)
        # the number of clauses written after the noun before "at random"
        before = children.index(random) - 1 - (quant is not None) if random else None
        marks = (Quantifier, TheirChoice, OtherThan, AtRandom)
        kept = [c for c in children if not isinstance(c, marks)]
        filters = keyword_on_last(kept)
        first = filters[0] if filters else None
        # "a Swamp or a Mountain" is one description; "another creature or an enchantment" or
        # "an instant card or a card with flash" bind words to one option only
        one_description = len(filters) == 1 and quant is not None and not quant.other
        if (
            isinstance(first, ast.AnyOf)
            and first.articles
            and not (one_description and quant.word in ("a", "an"))
        ):
            raise ParseError(
                "a repeated article with words for one option only",
                text=self.text,
                offset=meta.start_pos,
            )
        filter_ = filters[0] if len(filters) == 1 else all_of(filters, head=0)
        if quant is not None and quant.word not in ("each", "all") and per_zone(filters):
            raise ParseError(
                '"three cards in each graveyard" is a count per graveyard',
                text=self.text,
                offset=meta.start_pos,
            )
        return ast.Objects.model_construct(
            their_choice=choice is not None and not choice.you,
            your_choice=choice is not None and choice.you,
            quantifier=(quant or Quantifier("all")).word,
            count=quant.count if quant else None,
            other=(quant.other if quant else False) or other_than is not None,
            other_than=after,
            other_than_ref=other_than.ref if other_than else None,
            filter=filter_,
            bare=quant is None,
            each_of=quant.each_of if quant else False,
            all_other=quant.all_other if quant else False,
            more_than=quant.more_than if quant else False,
            any_word=quant.any_word if quant else False,
            random=random is not None,
            random_after=before,
            span=self.span(meta),
        )

    def objects_either(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """ "one or more creatures you control and/or creature cards in your graveyard": one
        count over two descriptions, each with its own qualifiers."""
        *first, second = children
        node = self.objects(meta, first)
        either = ast.AnyOf.model_construct(options=[node.filter, second], conjunction="and/or")
        return node.model_copy(update={"filter": either})

    def described(self, meta: Meta, children: list[Any]) -> ast.AllOf:
        """ "creature cards in your graveyard": a description with its qualifiers, one
        option of :meth:`objects_either`."""
        return all_of(keyword_on_last(children), head=0).model_copy(
            update={"span": self.span(meta)}
        )

    def more_than(self, meta: Meta, children: list[Any]) -> Quantifier:
        """ "more than one": at least two."""
        count = children[0].model_copy(update={"value": children[0].value + 1})
        return Quantifier("at least", count, more_than=True)

    def other_than_self(self, meta: Meta, children: list[Any]) -> OtherThan:
        """ "other than ~": the card itself excluded, as "other" does."""
        return OtherThan(children[0])

    def at_random(self, meta: Meta, children: list[Any]) -> AtRandom:
        return AtRandom()

    def random_pick(self, meta: Meta, children: list[Any]) -> RandomPick:
        return RandomPick("選んで" in self.text[meta.start_pos : meta.end_pos])

    def their_choice(self, meta: Meta, children: list[Any]) -> TheirChoice:
        return TheirChoice()

    def your_choice(self, meta: Meta, children: list[Any]) -> TheirChoice:
        return TheirChoice(you=True)

    def quantifier(self, meta: Meta, children: list[Any]) -> Quantifier:
        choice = self.first(children, Quantifier)
        if choice is not None:  # "one or two target creatures"
            return Quantifier(f"{choice.word} target", choice.count)
        words = self.words(meta)
        count = self.first(children, AMOUNTS, ast.Ref)
        word = next((c for c in reversed(children) if type(c) is str), None)
        other = words.startswith(("another", "other")) or "other" in words.split()
        if words.endswith(("or more", "or more other")):
            return Quantifier("at least", count, other)
        if words.startswith(("up to", "each of up to")):
            up_to = "up to" if word in (None, "other") else f"up to {word}"
            return Quantifier(up_to, count, other, each_of=words.startswith("each of"))
        if word in ("another", "other"):
            word = "a" if word == "another" else "all"
        if words == "another target":
            word = "target"
        if words == "each other":  # "each other creature"
            word = "each"
        if words == "all other":  # "all other creatures": "other creatures"
            return Quantifier("all", None, True, all_other=True)
        if word == "any number of":
            word = "any number"
        if words == "any number of target":  # any number of targets (CR 601.2c)
            word = "any number target"
        if word is None:
            word = "a" if count is not None else "all"
        if word == "any":
            return Quantifier("a", count, other, any_word=True)
        if isinstance(count, ast.Number) and count.value == 1 and word == "a":
            count = None
        return Quantifier(word, count, other)

    def target_possessive(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """ "target creature's" (power, owner): the target object."""
        return self.objects(meta, [Quantifier("target"), *children])

    def attached_possessive(self, meta: Meta, children: list[Any]) -> ast.AttachedTo:
        """ "enchanted creature's" (controller, power): the attached-to object."""
        relation = self.term(self.text[meta.start_pos : meta.end_pos].split()[0])
        return ast.AttachedTo.model_construct(
            relation=relation, filter=children[0], span=self.span(meta)
        )

    def quant_word(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    target_word = quant_word

    def controlled_by(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        words = self.words(meta)
        player = children[0] if children else self.bare_controller(words)
        return ast.ControlledBy.model_construct(
            player=player, negated="don't" in words, span=self.span(meta)
        )

    @staticmethod
    def bare_controller(words: str) -> ast.You | ast.Ref:
        """The player of "you control", or of "they control" / 「自分がコントロールしている」
        (the player the sentence is about, as "their" / 「自分の」 is)."""
        if words.startswith(("they", "自分")):
            return ast.Ref.model_construct(noun="player")
        return ast.You.model_construct()

    def owned_by(self, meta: Meta, children: list[Any]) -> ast.OwnedBy:
        """ "you own", "an opponent owns" / 「あなたがオーナーである」, 「対戦相手が
        オーナーである」."""
        player = bare_player(children[0]) if children else ast.You.model_construct()
        words = self.text[meta.start_pos : meta.end_pos]
        negated = "don't" in words or "でない" in words
        return ast.OwnedBy.model_construct(player=player, negated=negated, span=self.span(meta))

    def in_zone(self, meta: Meta, children: list[Any]) -> ast.InZone:
        preposition = "from" if self.words(meta).startswith("from") else "in"
        return ast.InZone.model_construct(
            zone=children[0], preposition=preposition, span=self.span(meta)
        )

    def on_battlefield(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """ "for each creature on the battlefield" / 「戦場にあるクリーチャー」."""
        zone = ast.Zone.model_construct(name="battlefield")
        return ast.InZone.model_construct(zone=zone, span=self.span(meta))

    def compare(self, meta: Meta, children: list[Any]) -> ast.Compare:
        attribute, value, op = children
        return ast.Compare.model_construct(
            attribute=attribute, op=op, value=value, span=self.span(meta)
        )

    def compare_total(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """ "with total mana value 10 or less" / 「マナ総量の合計が１０以下」."""
        return self.compare(meta, children).model_copy(update={"total": True})

    def compare_than(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """ "with power less (greater) than [or equal to] …" / 「パワーが…より小さい（大きい）」."""
        attribute, value = children
        words = self.words(meta)
        greater = "greater" in words.split() or words.endswith("大きい")
        or_equal = " than or equal to " in words
        op = ("ge" if greater else "le") if or_equal else ("gt" if greater else "lt")
        return ast.Compare.model_construct(
            attribute=attribute, op=op, value=value, or_equal=or_equal, span=self.span(meta)
        )

    def compare_equal(self, meta: Meta, children: list[Any]) -> ast.Compare:
        attribute, value = children
        return ast.Compare.model_construct(
            attribute=attribute, op="eq", value=value, span=self.span(meta)
        )

    def there_are(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        return ast.ThereAre.model_construct(objects=children[0], span=self.span(meta))

    def there_are_in(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """ "seven or more cards are in your graveyard": as "there are … in your graveyard"."""
        objects, where = children
        if not isinstance(objects, ast.Objects):
            raise ParseError(
                "expected a description of objects", text=self.text, offset=meta.start_pos
            )
        found = objects.model_copy(update={"filter": all_of([objects.filter, where], head=0)})
        return ast.ThereAre.model_construct(objects=found, are_in=True, span=self.span(meta))

    def in_each_zone(self, meta: Meta, children: list[Any]) -> ast.InEachZone:
        """ "you own a card named ~ in exile, in your hand, …, and on the battlefield": the
        object phrase reads the first place as its last qualifier; "you own" joins its
        description."""
        objects, *places = children
        filter_ = objects.filter if isinstance(objects, ast.Objects) else None
        if not isinstance(filter_, ast.AllOf) or not isinstance(filter_.parts[-1], ast.InZone):
            raise ParseError("expected the places it is in", text=self.text, offset=meta.start_pos)
        parts = filter_.parts
        places = [parts[-1], *places]
        if any(p.preposition == "from" for p in places):
            raise ParseError("expected the places it is in", text=self.text, offset=meta.start_pos)
        owner = ast.OwnedBy.model_construct(player=ast.You.model_construct())
        head = None if filter_.head is None else filter_.head + 1
        written = filter_.model_copy(update={"parts": [owner, *parts[:-1]], "head": head})
        described = objects.model_copy(update={"filter": written})
        return ast.InEachZone.model_construct(
            objects=described, zones=[p.zone for p in places], span=self.span(meta)
        )

    def cards_in_graveyard(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """ "you have seven or more cards in your graveyard": as "there are seven or more
        cards in your graveyard"."""
        _, amount, op, owner = children
        if op != "ge":
            raise ParseError("expected 'or more'", text=self.text, offset=meta.start_pos)
        zone = ast.Zone.model_construct(name="graveyard", owner=owner)
        cards = ast.CardType.model_construct(name="card", plural=True)
        where = ast.InZone.model_construct(zone=zone, preposition="in")
        objects = ast.Objects.model_construct(
            quantifier="at least", count=amount, filter=all_of([cards, where], head=0)
        )
        return ast.ThereAre.model_construct(objects=objects, have=True, span=self.span(meta))

    def comparison(self, meta: Meta, children: list[Any]) -> str:
        return "le" if self.words(meta).endswith(("less", "fewer")) else "ge"

    # ------------------------------------------------------------ filters

    def any_of(self, meta: Meta, children: list[Any]) -> Any:
        """ "A or B": alternatives; "instant or sorcery spell" shares its head noun "spell"."""
        if len(children) == 1:
            return children[0]
        *first, last = children
        said = self.words(meta)
        # "and" ends only a list of types: "Rabbits, Bats, and Mice", "artifacts, creatures,
        # and enchantments" (any of them)
        conjunction = "and/or" if "and/or" in said else "and" if " and " in said else None
        articles = re.search(r"\b(or|and/or) an? ", said) is not None
        if isinstance(last, ast.AllOf) and not any(isinstance(c, ast.AllOf) for c in first):
            head, *shared = last.parts
            # a keyword stays on its own type: 「…、または飛行を持つクリーチャー」
            own = [p for p in shared if isinstance(p, ast.HasAbility)]
            shared = [p for p in shared if not isinstance(p, ast.HasAbility)]
            if own:
                head = all_of([head, *own], head=0)
            options = ast.AnyOf.model_construct(
                options=[*first, head], conjunction=conjunction, articles=articles
            )
            node = all_of([options, *shared]) if shared else options
            return node.model_copy(update={"span": self.span(meta)})
        return ast.AnyOf.model_construct(
            options=children, conjunction=conjunction, articles=articles, span=self.span(meta)
        )

    def all_of(self, meta: Meta, children: list[Any]) -> Any:
        if len(children) == 1:
            return children[0]
        return all_of(children).model_copy(update={"span": self.span(meta)})

    def negated(self, meta: Meta, children: list[Any]) -> ast.Negated:
        return ast.Negated.model_construct(filter=children[0], span=self.span(meta))

    def card_type(self, meta: Meta, children: list[Any]) -> ast.CardType:
        word = self.words(meta)
        plural = singular(word) != word if self.lang == "en" else None
        return ast.CardType.model_construct(
            name=singular(word), plural=plural, span=self.span(meta)
        )

    def color(self, meta: Meta, children: list[Any]) -> ast.Color:
        return ast.Color.model_construct(name=self.words(meta), span=self.span(meta))

    def subtype(self, meta: Meta, children: list[Any]) -> ast.Subtype:
        """A subtype by its singular name ("Birds" → "Bird"; 「ゾンビ」 → "Zombie")."""
        name = singular_subtype(str(children[0])) if children else self.words(meta)
        plural = bool(children) and name != str(children[0]) if self.lang == "en" else None
        if name == "Equipment":  # the same word in both numbers: as the phrase counts it
            plural = None
        return ast.Subtype.model_construct(name=name, plural=plural, span=self.span(meta))

    def status(self, meta: Meta, children: list[Any]) -> ast.Status:
        return ast.Status.model_construct(name=self.words(meta), span=self.span(meta))

    def exiled_status(self, meta: Meta, children: list[Any]) -> ast.Status:
        return ast.Status.model_construct(name="exiled", span=self.span(meta))

    # ------------------------------------------------------------ zones

    def zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        name = children[-1]
        owner = self.first(children, PLAYERS, ast.Ref)
        if len(children) == 4:  # "your library second from the top"
            _, name, depth, position = children
            return ast.Zone.model_construct(
                name=name, owner=owner, position=position, depth=depth, span=self.span(meta)
            )
        position = self.first(children[:-1], str)
        plural = self.words(meta).endswith(("graveyards", "hands", "libraries"))
        return ast.Zone.model_construct(
            name=name, owner=owner, position=position, plural=plural, span=self.span(meta)
        )

    def library_top(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "on top" / 「一番上に」: the top of a library named before."""
        return ast.Zone.model_construct(
            name="library",
            owner=ast.You.model_construct(),
            position="top",
            short=True,
            span=self.span(meta),
        )

    def exile_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "from exile" / 「追放領域から」: the exile zone, shared by all players."""
        return ast.Zone.model_construct(name="exile", span=self.span(meta))

    def plural_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "from graveyards": every player's zone of that name."""
        name = singular(self.words(meta))
        return ast.Zone.model_construct(name=name, plural=True, span=self.span(meta))

    def every_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """ "in all graveyards", "in each graveyard": every player's zone of that name."""
        every = self.words(meta).split()[0]
        if (every == "all") != self.words(meta).endswith(("graveyards", "hands", "libraries")):
            raise ParseError(
                '"all" takes a plural, "each" a singular', text=self.text, offset=meta.start_pos
            )
        return ast.Zone.model_construct(name=children[0], every=every, span=self.span(meta))

    def zone_position(self, meta: Meta, children: list[Any]) -> str:
        """ "the top", "the bottom", "the top or bottom"."""
        return self.words(meta).removeprefix("the ")

    def zone_name(self, meta: Meta, children: list[Any]) -> str:
        return singular(self.words(meta))

    def would_scry(self, meta: Meta, children: list[Any]) -> ast.Scry:
        """ "If you would scry N" (「あなたが占術を行うなら」 names no number: any number)."""
        return self._player_amount(ast.Scry, meta, children or [ast.AnyNumber.model_construct()])
