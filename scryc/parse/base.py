"""The builder shared by every language: each grammar rule builds the AST node of its name.

Methods are called as the parser reduces each rule (:mod:`scryc.parse.reduce`). They receive
the rule's ``meta`` (its offsets, named as in a Lark ``Meta``: for the span and, for
word-class rules, the source text) and its children: AST nodes, named tokens, and plain
strings returned by word-class rules. Anonymous keyword tokens are dropped, as Lark drops
them, so a child list holds only what carries meaning.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from lark.tree import Meta

from .. import ast
from ..ast.base import span_at as _span

PLURALS = {
    "sorceries": "sorcery", "libraries": "library", "copies": "copy", "abilities": "ability",
    "activated abilities": "activated ability", "triggered abilities": "triggered ability",
}  # fmt: skip

AMOUNTS = ast.Kinds(
    "Number",
    "Variable",
    "CountOf",
    "ValueOf",
    "CardsLookedAt",
    "Plus",
    "Times",
    "Half",
    "AnyNumber",
    "ChosenNumber",
    "All",
    "Devotion",
    "CountersOn",
    "RemovedCounters",
    "TypesAmong",
    "GreatestAmong",
    "TotalOf",
    "DieResult",
    "ColorsSpentCount",
    "ManaSpentAmount",
)
PLAYERS = ast.Kinds("You", "Player", "OwnerOf", "ControllerOf", "YouAnd", "YourTeam")

#: Third-person verbs that may share the subject of the step before, and what they build.
SHARED_SUBJECT_VERBS = {
    "scries": "Scry", "surveils": "Surveil", "draws": "Draw", "discards": "Discard",
    "mills": "Mill", "gains": "GainLife", "loses": "LoseLife",
    "scry": "Scry", "surveil": "Surveil",  # after "they"
}  # fmt: skip

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
    "TopOfGraveyard",
    "AttachedTo",
    "ObjectList",
    "ZoneContents",
    "You",
    "Player",
)
GRANTED = ast.Kinds(
    "Keyword",
    "SpellAbility",
    "ActivatedAbility",
    "TriggeredAbility",
    "StaticAbility",
    "ThisAbility",
    "AbilitiesOf",
)

#: Every condition node (the members of ast.Condition's union).
CONDITIONS = ast.Kinds(*ast.CATEGORIES["Condition"])

#: A triggered ability's limits: "This ability triggers only once each turn.", "Do this only
#: once each turn."
ONCE, EFFECT_ONCE = "once each turn", "do this only once each turn"
#: A trigger's "during your turn" / 「あなたのターン中に」 (the rule trigger_during's value).
DURING_YOUR_TURN = "during your turn"
#: "during an opponent's turn" / 「対戦相手のターン中に」 (trigger_during_opponents' value).
DURING_OPPONENTS_TURN = "during an opponent's turn"
#: The turn each of these values says the event counts in (TriggeredAbility.during).
DURING = {DURING_YOUR_TURN: "your turn", DURING_OPPONENTS_TURN: "an opponent's turn"}


def bare_player(value: Any) -> Any:
    """A player named by its noun alone (Japanese 「対戦相手が」) is "an opponent"; any other
    value stays as it is."""
    if isinstance(value, str):
        return ast.Player.model_construct(quantifier="a", noun=value)
    return value


#: The builder's markers: what a rule found, before the rule above folds it into a node. They
#: are matched by type and never changed; without generated equality, repr or immutability a
#: class costs a cold start a quarter of what a frozen dataclass does.
marker = dataclass(eq=False, repr=False)


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
    #: "at least two creatures": "at least" before the count.
    at_least_first: bool = False
    #: "any creature on the battlefield": one of them, "any" written for "a".
    any_word: bool = False


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


@marker
class WhereX:
    """ ", where X is …": defines X for the steps before it (「Ｘは、…」 with ``comma``)."""

    definition: Any
    comma: bool = False


def singular(word: str) -> str:
    """ "creatures" → "creature", "sorceries" → "sorcery"."""
    word = word.lower()
    if word in PLURALS:
        return PLURALS[word]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


@cache
def known_subtypes() -> frozenset[str]:
    """English subtype names known from real type lines (scryc/data/subtypes_ja.json) and the
    creature types of CR 205.3m, which include those only tokens have ("Saproling", "Servo")."""
    from importlib import resources  # a cold English parse of a short text does not need it

    from ..data import creature_types

    data = resources.files("scryc.data").joinpath("subtypes_ja.json").read_text(encoding="utf-8")
    return frozenset(json.loads(data).values()) | creature_types()


def singular_subtype(name: str) -> str:
    """ "Zombies" → "Zombie", "Elves" → "Elf", "Allies" → "Ally"; other names unchanged."""
    known = known_subtypes()
    if name in known:
        return name
    if name == "Mice":  # the one subtype whose plural is not regular ("Rabbits and/or Mice")
        return "Mouse"
    for plural, ending in (("ves", "f"), ("ies", "y"), ("es", ""), ("s", "")):
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
    fold_reflexive(flat_steps, flat_joins, flat_written)
    if len(flat_steps) == 1:
        return flat_steps[0]
    return ast.Sequence.model_construct(
        steps=flat_steps, joins=flat_joins, connectives=flat_written
    )


def fold_reflexive(steps: list[Any], joins: list[str], written: list[str]) -> None:
    """Move each "If you do, …" sentence after a reflexive trigger whose effect offers a
    choice ("When you do, you may pay {2}. If you do, create …") into that trigger's effect:
    it asks about that choice, made when the trigger resolves (CR 603.12), not about the step
    the trigger follows. In place."""
    i = 0
    while i + 1 < len(steps):
        first, after = steps[i], steps[i + 1]
        if (
            isinstance(first, ast.ReflexiveTrigger)
            and joins[i] == "sentence"
            and isinstance(after, ast.Conditional)
            and isinstance(after.condition, (ast.IfYouDo, ast.IfYouDont))
            and any(isinstance(n, ast.Optional_) for n in first.effect.walk())
        ):
            effect = flatten_sequence([first.effect, after], ["sentence"], [written[i]])
            steps[i] = first.model_copy(update={"effect": effect})
            del steps[i + 1], joins[i], written[i]
        else:
            i += 1


def flat(children: list[Any]) -> list[Any]:
    """Children with the lists some rules build (several keywords from one phrase) spread."""
    return [c for child in children for c in (child if isinstance(child, list) else [child])]


def is_number_ref(node: Any) -> bool:
    """ "that many": a reference to a number."""
    return isinstance(node, ast.Ref) and node.noun == "number"


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


class Builder:
    """Builds the AST nodes of ``text``, rule by rule as the parser reduces (any grammar).

    Nodes are made with ``model_construct``: the grammar fixes what each rule's children
    are, so re-validating every node would only cost time (most of a cold start, where
    pydantic builds its validators). tests/test_ast.py validates every AST built for the
    corpus files instead.
    """

    #: The language of the texts built (:attr:`ast.CardText.lang`).
    lang: str
    #: How a sentence break is written (a surface connective of :class:`ast.Sequence`).
    full_stop: str
    #: Where a duration between predicates belongs: English writes it after the predicates it
    #: times ("gets +1/+0 until end of turn and can't be blocked this turn"), Japanese before
    #: (「ターン終了時まで、…の修整を受け、このターン、ブロックされない」).
    duration_after: bool
    #: Children that are sentences of their own, besides effects.
    sentence_parts: tuple[type, ...] = (ThenSentence, Otherwise, ActivationRule)
    #: The method that builds each grammar rule (the method named as the rule; a rule that
    #: builds a node is named as its kind), resolved once per builder class, on first use.
    RULES: ClassVar[dict[str, Callable[..., Any]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.RULES = {}

    def __init__(self, text: str) -> None:
        self.text = text
        #: Whether the text says "do all of the above" (then the card says which sections).
        self.above = False

    @classmethod
    def rule(cls, name: str) -> Callable[..., Any]:
        """The method that builds rule ``name``, entered in :attr:`RULES`."""
        method = getattr(cls, name, None)
        if not callable(method):
            raise NotImplementedError(f"no builder for rule {name!r}")
        cls.RULES[name] = method
        return method

    def span(self, meta: Meta) -> ast.Span | None:
        if meta.empty:
            return None
        return _span(meta.start_pos, meta.end_pos)

    def words(self, meta: Meta) -> str:
        """The rule's source text as a term (folded English words)."""
        return self.term(self.text[meta.start_pos : meta.end_pos])

    @staticmethod
    def nodes(children: list[Any], *types: type | ast.Kinds) -> list[Any]:
        return [c for c in children if isinstance(c, types)]

    @staticmethod
    def first(children: list[Any], *types: type | ast.Kinds, default: Any = None) -> Any:
        for child in children:  # cheaper than next() over a generator (many calls a parse)
            if isinstance(child, types):
                return child
        return default
