"""What every renderer shares: dispatch on node kinds, surface fields, sentence assembly."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from .. import ast

#: A colour's mana symbol letter: "blue" → "U".
LETTER_OF = {color: letter for letter, color in ast.MANA_COLORS.items()}


class RenderError(ValueError):
    """A node the renderer has no wording for."""


#: Triggers of one-time events, which open with "When" / 「…とき」 rather than "Whenever".
ONCE = (ast.Enters, ast.Dies, ast.LeavesBattlefield)
#: Continuous effects written as a predicate of their object: "gets +1/+1", "has flying".
PREDICATES = (
    ast.ModifyPT,
    ast.BasePT,
    ast.GainAbility,
    ast.LoseAbility,
    ast.EveryType,
    ast.Restriction,
    ast.Becomes,
    ast.BecomesSized,
    ast.GainChoice,
    ast.CantHave,
    ast.BaseStat,
    ast.AllColors,
    ast.CrewsAsThough,
    ast.AssignsAsUnblocked,
)
#: What each crewing verb acts on, in English and in Japanese, with the Japanese verb.
CREWED = {"crew": ("Vehicles", "機体", "搭乗"), "saddle": ("Mounts", "乗騎", "騎乗")}
#: Amounts a scry counts as "a number of cards equal to …" / 「…に等しい枚数の占術」.
EQUAL_TO = (ast.DieResult, ast.CountOf, ast.ValueOf)
#: Values a comparison writes alone ("with mana value X" / 「マナ総量がＸの」) unless written
#: otherwise.
SIMPLE = (ast.Number, ast.Variable)
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}


#: Alternative triggers written as one clause: one object's two events ("enters or dies",
#: 「…が戦場に出たか死亡した」), "attacks or blocks", "you scry or surveil".
#: "enters or is turned face up", "attacks or becomes the target of …" (the second event
#: without its subject, 「…が攻撃するか呪文の対象になる」) are such events too.
ONE_OBJECT_EITHER = (
    ["enters", "dies"],
    ["enters", "attacks"],
    ["enters", "leaves_battlefield"],
    ["enters", "deals_damage"],
    ["enters", "turned_face_up"],
    ["enters", "object_event"],
    ["enters", "becomes_target"],
    ["attacks", "becomes_target"],
    ["attacks", "dies"],
)
ONE_CLAUSE_EITHER = (
    *ONE_OBJECT_EITHER,
    ["attacks", "attacks"],
    ["attacks", "becomes_blocked"],
    ["player_scries", "player_action"],
    ["dies", "put_into_exile"],
)


class Renderer:
    """Renders AST nodes as text in one language; one method per node kind.

    ``name`` is the card's own name in that language (for self references). Surface fields
    record how the parsed text said something; they are read back only when the AST was
    parsed from text in this renderer's language (``surface``), since another language's
    choices don't carry over.
    """

    lang: ClassVar[str]
    #: How costs are separated, and what stands between the costs and the effect.
    cost_separator: ClassVar[str]
    ability_colon: ClassVar[str]

    #: The method that renders each node kind: the method named as the kind, resolved once
    #: per renderer class.
    DISPATCH: ClassVar[dict[str, Callable[[Any, Any], str]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.DISPATCH = {
            kind: method for kind in ast.kinds() if callable(method := getattr(cls, kind, None))
        }

    def __init__(self, name: str | None = None, surface: bool = True) -> None:
        self.card_name = name
        self.surface = surface

    def render(self, node: ast.Node) -> str:
        """The text of any node."""
        method = self.DISPATCH.get(node.kind)
        if method is None:
            raise RenderError(f"no {self.lang} wording for {node.kind!r}")
        return method(self, node)

    def card_text(self, node: ast.CardText) -> str:
        lines = (self.render(a) for a in node.abilities)
        return "\n".join(line for line in lines if line)

    def activated_ability(self, node: ast.ActivatedAbility) -> str:
        """ "cost: effect" / 「コスト：効果」, with any activation restriction after the effect."""
        sentences = self.body(node.effect)
        if node.cost_rule is not None:
            sentences += self.body(node.cost_rule)
        if node.restriction is not None:
            sentences.append(self.activation_restriction(node.restriction))
        if node.loyalty is not None:  # "[+1]", or as written: "+1", "−2"
            head = self.own(node.loyalty_written) or f"[{node.loyalty}]"
        else:
            head = self.cost_separator.join(self.cost(c) for c in node.costs)
        sentences[0] = f"{head}{self.ability_colon}{self.sentence_start(sentences[0])}"
        return self.finish(sentences, node.reminder)

    def sentence_start(self, sentence: str) -> str:
        """A sentence as it opens (English capitalises it)."""
        return sentence

    def own(self, value: Any, default: Any = None) -> Any:
        """A language-specific surface value, when it was written in this language."""
        return value if self.surface and value not in (None, [], "") else default

    def says_you(self, you: ast.You, default: bool) -> bool:
        """Whether "you" / 「あなたは」 is written where it may be left out: as parsed (where
        one language writes it, so does the other), else ``default``."""
        if you.written is None or not (self.surface or you.written):
            return default
        return you.written

    @staticmethod
    def reminders(
        sentences: list[str], reminders: list[ast.ReminderText], wrap: str, other: str
    ) -> list[str]:
        """``sentences`` with each reminder text placed after the sentence it followed.

        ``wrap`` is the parentheses' format (e.g. " ({})"), ``other`` the one for a text that
        holds ``wrap``'s own closing parenthesis; a reminder written before its sentence's
        closing period goes there."""
        out = list(sentences)
        for reminder in reminders:
            own = wrap.rstrip()[-1] in reminder.text or wrap.strip()[0] in reminder.text
            text = (other if own else wrap).format(reminder.text)
            if not out:
                out.append(text.strip())
                continue
            index = len(out) if reminder.sentence is None else max(1, reminder.sentence)
            index = min(index, len(out)) - 1
            sentence = out[index]
            if reminder.inside and sentence[-1:] in ".。":
                out[index] = sentence[:-1] + text + sentence[-1]
            else:
                out[index] = sentence + text
        return out


def unshared(node: ast.ObjectList, holder: int) -> list[Any]:
    """The items of a list whose controller is written once (:attr:`ObjectList.shared`), as
    written: only the item at ``holder`` says who controls it."""
    if not node.shared:
        return list(node.items)
    holds = holder % len(node.items)
    return [item if k == holds else _without_controller(item) for k, item in enumerate(node.items)]


def _without_controller(item: Any) -> Any:
    if not isinstance(item, ast.Objects) or not isinstance(item.filter, ast.AllOf):
        return item
    parts = [p for p in item.filter.parts if not isinstance(p, ast.ControlledBy)]
    kept = parts[0] if len(parts) == 1 else item.filter.model_copy(update={"parts": parts})
    return item.model_copy(update={"filter": kept})


def trigger_word(node: ast.TriggeredAbility) -> str:
    """ "when", "whenever" or "at", as written or as the templates have it."""
    if node.word is not None:
        return node.word
    if isinstance(node.trigger, ast.AtStep):
        return "at"
    return "when" if isinstance(node.trigger, ONCE) else "whenever"


def one_or_more(node: ast.Node) -> bool:
    """Whether a filter is the colour "one or more colors" (English writes it after the noun,
    Japanese first among the words before it)."""
    return isinstance(node, ast.Color) and node.name == "one or more colors"


def is_described_list(node: ast.Node) -> bool:
    """Descriptions each with where they are or who controls them, joined by "and/or"
    ("creatures you control and/or creature cards in your graveyard")."""
    where = (ast.ControlledBy, ast.OwnedBy, ast.InZone)
    return (
        isinstance(node, ast.AnyOf)
        and node.conjunction in ("and/or", "や")
        and all(
            isinstance(o, ast.AllOf) and any(isinstance(p, where) for p in o.parts)
            for o in node.options
        )
    )


def qualified_last(node: ast.Node) -> bool:
    """Whether a filter is two options, the second with a qualifier of its own ("a land card or
    a creature card with mana value 3 or less")."""
    if not isinstance(node, ast.AnyOf) or len(node.options) != 2:
        return False
    last = node.options[-1]
    return isinstance(last, ast.AllOf) and isinstance(last.parts[-1], ast.Compare)


def defined_x(steps: list[Any]) -> ast.Variable | None:
    """The X defined on the spot ("where X is …") among ``steps``, if one of them has one (a
    mode, a die-table row or a delayed trigger's effect defines its own X, in its own
    sentence)."""
    for step in steps:
        if isinstance(step, (ast.Modal, ast.DieTable, ast.DelayedTrigger)):
            continue
        for node in step.walk():
            if isinstance(node, ast.Variable) and node.definition is not None:
                return node
    return None


def steps_of(effect: ast.Node) -> tuple[list[Any], list[str], list[str]]:
    """An effect as steps, the joins between them and how they were written."""
    if isinstance(effect, ast.Sequence):
        connectives = effect.connectives
        if len(connectives) != len(effect.joins):
            connectives = [""] * len(effect.joins)
        return list(effect.steps), list(effect.joins), list(connectives)
    return [effect], [], []


def lesser_than_it(node: ast.Compare) -> bool:
    """A value less (greater) than the same value of "it": "with lesser power" /
    「パワーがそれより小さい」."""
    value = node.value
    return (
        node.op in ("lt", "gt")
        and isinstance(value, ast.ValueOf)
        and value.attribute == node.attribute
        and isinstance(value.object, ast.Ref)
    )


def of_players(amount: ast.Node) -> bool:
    """Whether ``amount`` counts players ("the number of opponents you have" / 「対戦相手の
    人数」) or a player's counters ("poison counters an opponent has")."""
    if isinstance(amount, ast.CountOf):
        return isinstance(amount.objects, ast.Player)
    return isinstance(amount, ast.CountersOn) and isinstance(amount.object, ast.PLAYER_NODES)


def is_zero(amount: ast.Node) -> bool:
    """Whether the amount is the number 0 ("no counters" / 「カウンターがない」)."""
    return isinstance(amount, ast.Number) and amount.value == 0
