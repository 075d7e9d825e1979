"""What several Japanese builder families share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lark import Token

from ... import ast
from ..errors import ParseError

#: The words of a description that a token or 「…になる」 has: 「黒の2/2のゾンビ・クリーチャー」.
CHARACTERISTICS = ast.Kinds("PowerToughness", "Color", "CardType", "Subtype")


def characteristics(parts: list[Any]) -> dict[str, Any]:
    """Power/toughness, colours and types (without "token") among a description's parts."""
    pt = next((p.value for p in parts if isinstance(p, ast.PowerToughness)), None)
    return {
        "power_toughness": pt,
        "colors": [p.name for p in parts if isinstance(p, ast.Color)],
        "types": [
            p.name
            for p in parts
            if isinstance(p, (ast.CardType, ast.Subtype)) and p.name != "token"
        ],
    }


@dataclass(frozen=True)
class InAddition:
    """「(それの)他のタイプに加えて」 in how a copy differs; the possessive as written."""

    possessive: str
    #: 「他の色やタイプに加えて」: "in addition to its other colors and types".
    colors: bool = False


@dataclass(frozen=True)
class TargetDeclaration:
    """「…を対象とする。」 before the sentences that refer to the target."""

    object: Any
    effect: Any = None
    #: 「…なら、…を対象とする。」: the condition that governs the declaration and the
    #: sentences after it.
    condition: Any = None


@dataclass(frozen=True)
class ConditionOpen:
    """Where 「…なら、…を対象とする。」 stood among a body's parts: its condition governs the
    sentences after it."""

    condition: Any


@dataclass(frozen=True)
class TargetEach:
    """「各対戦相手につきそれぞれ、…を対象とする。」: a target for each of the players; the step
    that refers to it happens for each of them."""

    players: Any
    object: Any


@dataclass(frozen=True)
class PairEach:
    """「Aと、各プレイヤーにつきそれぞれ、Bを対象とする。」: a target, then a target for each
    player (「その前者」, 「それらの後者」); the word joining them as written."""

    first: Any
    second: TargetEach
    joined: str


@dataclass(frozen=True)
class Prefix:
    """A quantity word before the noun: 各, すべての, 他の."""

    word: str
    written: str = ""


def as_target(obj: Any) -> Any:
    """The declared object as a target: 「クリーチャー１体」 → "target creature"."""
    if isinstance(obj, ast.Objects):
        word = {
            "up to": "up to target",
            "any number": "any number target",
            "one to": "one to target",
        }.get(obj.quantifier, "target")
        return obj.model_copy(update={"quantifier": word})
    if isinstance(obj, ast.ObjectList):
        return obj.model_copy(update={"items": [as_target(i) for i in obj.items]})
    if isinstance(obj, ast.Player):
        return obj.model_copy(update={"quantifier": "target"})
    return obj


@dataclass
class PendingTarget:
    """A declared target waiting for the step that refers to it."""

    target: Any
    used: bool = False
    #: 「前者」 or 「後者」: one of two targets declared together, referred to by its place.
    role: str | None = None
    #: The players of a target declared for each of them (the step is done for each).
    each: Any = None


def every(node: Any) -> Any:
    """A bare Japanese object as all objects of its kind: 「呪文」 "spells"."""
    if isinstance(node, ast.Objects) and node.quantifier == "a" and node.count is None:
        return node.model_copy(update={"quantifier": "all"})
    return node


def only_one(builder: Any, meta: Any, children: list[Any], what: str) -> None:
    """Raise a parse error where the number in ``children`` (a NUMBER token or an amount) is
    not one: the AST has no place for the count (「プレイヤー２人」, 「毎ターン２回」)."""
    for child in children:
        if isinstance(child, Token) and child.type == "NUMBER":
            value: Any = int(str(child).translate(FULL_WIDTH_DIGITS))
        elif isinstance(child, ast.Number):
            value = child.value
        elif isinstance(child, ast.Variable):
            value = None
        else:
            continue
        if value != 1:
            raise ParseError(
                f"{what}: a count other than one", text=builder.text, offset=meta.start_pos
            )


FULL_WIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")


#: Japanese script: what no value of an AST may hold (the English one goes there).
JAPANESE_SCRIPT = re.compile(r"[ぁ-ゖァ-ヺ一-龯々]")


def english_value(builder: Any, meta: Any, value: str, what: str) -> str:
    """``value`` when it is the English value; a parse error when it is still Japanese: a word
    that neither the lexicon nor the words mined from cards printed in both languages know."""
    if JAPANESE_SCRIPT.search(value):
        raise ParseError(
            f"no English {what} for 「{value}」 (in the lexicon or scryc/data/vocab_ja.json)",
            text=builder.text,
            offset=meta.start_pos,
        )
    return value
