"""Japanese words and phrase helpers shared by the parts of the Japanese renderer: terms,
numbers, mana, counter words, zones, in the notation of the Magic Online Japanese text
(「(２)(青)」, full-width digits).
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Literal

from ... import ast
from ...parse.ja.lexer import MANA_LETTERS
from ...parse.ja.lexicon import (
    ABILITY_WORDS,
    PLAYER_VERBS,
    SELF_NOUNS,
    SKIPPED,
    SUBTYPES,
    THIS_WAY,
    first_words,
    vocabulary,
)
from ..base import RenderError

FULL_WIDTH = str.maketrans("0123456789X", "０１２３４５６７８９Ｘ")
LETTERS = {english: japanese for japanese, english in MANA_LETTERS.items()}
#: Filter words written before a noun without 「・」 (adjectives): 「青の」, 「タップ状態の」.
ADJECTIVES = (ast.Color, ast.Status, ast.Negated, ast.PowerToughness)
SUPERTYPES = {"legendary": "伝説の", "basic": "基本", "snow": "氷雪"}
COMPARISONS = {"le": "以下", "ge": "以上"}
#: Statuses Japanese states with a verb, not 「…である」: 「それが攻撃している」.
VERB_STATUSES = {
    "exiled": "追放されている",
    "enchanted": "エンチャントされている",
    "attacking": "攻撃している",
    "blocking": "ブロックしている",
}
THAN = {"lt": "小さい", "gt": "大きい"}
#: "card types", "basic land types".
#: Marks an object whose 「すべて」 follows its 「を」 (「クリーチャーをすべて破壊する」): the
#: finished text has 「をすべて」 where the mark and the 「を」 after it are.
ALL_AFTER = "\ue000"
#: Likewise for 「…を望む数だけ」 and 「…を望む枚数だけ」 ("any number of …").
ANY_AFTER, ANY_CARDS_AFTER = "\ue001", "\ue002"
TYPE_KINDS = {
    "card": "カード・タイプ",
    "basic land": "基本土地タイプ",
    "mana value": "マナ総量",
    "power": "パワー",
    "toughness": "タフネス",
    "name": "名前",
    "color": "色",
}
#: Counter words: 「クリーチャー１体」, 「カード１枚」, 「プレイヤー１人」, otherwise 「１つ」.
COUNTERS = {"creature": "体", "planeswalker": "体", "card": "枚", "player": "人", "opponent": "人"}
#: Subtypes counted with 「つ」 (lands, artifacts, enchantments), not 「体」.
NONCREATURE_SUBTYPES = frozenset(
    {"Plains", "Island", "Swamp", "Mountain", "Forest", "Treasure", "Food", "Clue", "Blood"}
    | {"Equipment", "Aura", "Role", "Room"}
)
POSITIONS = {"top": "一番上", "bottom": "一番下", "top or bottom": "一番上か一番下"}
#: The events of 「このターンに…た」 objects.
EVENTS = {
    "died": "死亡した", "left the battlefield": "戦場から離れた",
    "entered the battlefield": "戦場に出た", "saddled": "騎乗した", "crewed": "搭乗した",
    "attacked": "攻撃した", "attacked or blocked": "攻撃したかブロックした",
    "dealt damage": "ダメージを与えた",
    "put into a graveyard from the battlefield": "戦場から墓地に置かれた",
}  # fmt: skip
ZONES = {
    "library": "ライブラリー", "hand": "手札", "graveyard": "墓地", "battlefield": "戦場",
    "opening hand": "ゲーム開始時の手札", "exile": "追放領域",
    "outside the game": "ゲームの外部",
}  # fmt: skip
ACTIONS = {english: japanese for japanese, english in PLAYER_VERBS.items()}
#: What a player skips: "untap step" → 「アンタップ・ステップ」.
SKIPPED_WORDS = {english: japanese for japanese, english in SKIPPED.items()}


@cache
def japanese_terms() -> dict[str, str]:
    """English term → its Japanese word (the first, shortest one in the lexicon)."""
    out = first_words()
    out.update({english: japanese for japanese, english in SELF_NOUNS.items()})
    out["enchant"], out["protection from"] = "エンチャント", "プロテクション"
    out["affinity for"], out["splice onto"] = "親和", "連繋"
    out["offering"], out["champion"] = "献身", "覇権"
    out["life total"] = "ライフ総量"
    out["all colors"] = "各色"  # 「プロテクション（各色）」
    out["renowned"], out["suspended"] = "高名", "待機状態"  # statuses, apart from the keywords
    return out


@cache
def japanese_subtypes() -> dict[str, str]:
    """English subtype → Japanese subtype, from the paired type lines and token names in
    scryc/data."""
    data = resources.files("scryc.data").joinpath("subtypes_ja.json").read_text(encoding="utf-8")
    pairs = {**vocabulary("token_subtypes"), **json.loads(data), **SUBTYPES}
    return {english: japanese for japanese, english in pairs.items()}


@cache
def japanese_counters() -> dict[str, str]:
    """English counter kind → its usual Japanese word (the first listed in scryc/data)."""
    out: dict[str, str] = {}
    for japanese, english in vocabulary("counters").items():
        out.setdefault(english, japanese)
    return out


def term(english: str) -> str:
    """The Japanese word for an English term (unknown terms stay as they are)."""
    return japanese_terms().get(english) or japanese_subtypes().get(english, english)


def counters_noun(kind: str | None) -> str:
    """「蓄積カウンター」, 「カウンター」; a kind with katakana in it is written with 「・」
    before it: 「ページ・カウンター」, 「ファイレクシア病・カウンター」."""
    word = (japanese_counters().get(kind) or term(kind)) if kind else ""
    return word + ("・" if re.search("[ァ-ヶー]", word) else "") + "カウンター"


def digits(value: int | str) -> str:
    """ "12" → 「１２」."""
    return str(value).translate(FULL_WIDTH)


def mana(symbols: str) -> str:
    """ "{2}{U}" → 「(２)(青)」, "{G/U}" → 「(緑/青)」."""
    out = []
    for symbol in re.findall(r"\{([^{}]*)\}", symbols):
        parts = [digits(p) if p.isdigit() else LETTERS.get(p, p) for p in symbol.split("/")]
        out.append("(" + "/".join(parts) + ")")
    return "".join(out)


def characteristics(colors: list[str], power_toughness: str | None, types: list[str]) -> str:
    """「緑白の3/3のビースト・クリーチャー」: colours, then power/toughness, then subtypes and
    card types joined by ・ (a bare colour list when there are no types: 「無色」)."""
    if not types:
        return "".join(term(c) for c in colors)
    text = "".join(term(c) for c in colors) + "の" if colors else ""
    if power_toughness:
        text += f"{power_toughness}の"
    # 「伝説のアバター・クリーチャー」, 「氷雪アーティファクト」: supertypes joined without 「・」
    legendary = "伝説の" if "legendary" in types else ""
    snow = "氷雪" if "snow" in types else ""
    types = [t for t in types if t not in ("legendary", "snow")]
    card_types = [t for t in types if t.islower()]
    names = [term(t) for t in types if t not in card_types]
    return text + legendary + snow + "・".join([*names, *map(term, card_types)])


def is_word(node: ast.Node) -> bool:
    """A filter written as words of the noun phrase (not a relative clause)."""
    if isinstance(node, ast.AnyOf):
        return all(is_word(o) for o in node.options)
    if isinstance(node, ast.AllOf):
        return all(is_word(p) for p in node.parts)
    if isinstance(node, ast.Negated) and isinstance(
        node.filter,
        ast.HasAbility | ast.HasAnyAbility | ast.ManaCostHas | ast.WithCounter | ast.Named,
    ):
        # clauses: 「飛行を持たない」, 「カウンターが置かれていない」, 「…という名前でない」
        return False
    if isinstance(node, ast.Negated) and isinstance(node.filter, ast.OfChosen):
        return False  # 「選ばれたタイプでない」
    if isinstance(node, ast.Status | ast.Negated) and attached(node):
        return False  # 「エンチャントされている」, 「エンチャントされていない」
    return isinstance(node, (ast.CardType, ast.Subtype, *ADJECTIVES))


def other_of(node: ast.Objects) -> str | bool:
    """How "other" is written for an object phrase (True: not known), or False."""
    return (node.other_word or True) if node.other else False


def is_clause_word(node: ast.Node) -> bool:
    """Options of a noun written as a clause of their own: 「インスタントやソーサリーである」."""
    return isinstance(node, ast.AnyOf) and not all(is_adjective(o) for o in node.options)


def plain_named(node: ast.Node) -> bool:
    """「《…》という名前の」 (not 「…という名前を持つ」)."""
    return isinstance(node, ast.Named) and not node.has


def joined(clause: str) -> str:
    """A relative clause before another one: 「…していて」, 「パワーが２以下であり」,
    「アンタップ状態であり」, 「飛行を持ち」."""
    if clause.endswith("している"):
        return clause.removesuffix("いる") + "いて"
    if clause.endswith("の"):
        return clause.removesuffix("の") + "であり"
    if clause.endswith("である"):
        return clause.removesuffix("る") + "り"
    if clause.endswith("を持つ"):  # 「召集を持ちこれでない」
        return clause.removesuffix("つ") + "ち"
    return clause


def counted_ya(node: ast.Node, form: Literal["counted", "headless"]) -> ast.Node:
    """Objects counted by 「…につき」: a list of each-objects written 「AやB１つ」 (``form``
    unless the text chose), other objects as they are."""
    if (
        isinstance(node, ast.ObjectList)
        and node.conjunction == "and"
        and node.joined_ya is None
        and all(isinstance(i, ast.Objects) and i.quantifier == "each" for i in node.items)
    ):
        return node.model_copy(update={"joined_ya": form})
    return node


def counted(node: ast.Node) -> ast.Node:
    """An object phrase with its number written (「プレインズウォーカー１体」)."""
    if isinstance(node, ast.Objects) and node.quantifier in ("a", "all"):
        return node.model_copy(update={"quantifier": "a", "bare": False})
    return node


def is_adjective(node: ast.Node) -> bool:
    """A word written before the noun without 「・」: 「青の」, 「伝説の」, 「土地でない」."""
    if isinstance(node, ast.AnyOf):
        return all(is_adjective(o) for o in node.options)
    return isinstance(node, ADJECTIVES) or (
        isinstance(node, ast.Subtype) and node.name in SUPERTYPES
    )


def head_options(node: ast.Node) -> ast.AnyOf | None:
    """The alternatives of an object phrase's head: 「クリーチャーかプレインズウォーカー」."""
    if isinstance(node, ast.AnyOf):
        return node
    if isinstance(node, ast.AllOf) and node.parts and isinstance(node.parts[0], ast.AnyOf):
        return node.parts[0]
    return None


def counter_word(head: ast.Node) -> str:
    """The counter word for a noun: 体 for creatures, 枚 for cards, 人 for players, else つ
    (not the cards a comparison counts: 「パワーが…カードの枚数以下のクリーチャー１体」)."""
    counted = {id(n) for c in head.walk() if isinstance(c, ast.Compare) for n in c.walk()}
    names = [p.name for p in head.walk() if isinstance(p, ast.CardType) and id(p) not in counted]
    if isinstance(head, ast.Player):
        return "人"
    if isinstance(head, ast.AnyOf):  # 「アーティファクトかクリーチャーである１つ」
        counters = {counter_word(o) for o in head.options}
        return counters.pop() if len(counters) == 1 else "つ"
    if "card" in names:
        return "枚"
    subtypes = [p.name for p in head.walk() if isinstance(p, ast.Subtype)]
    if not names and subtypes:
        return "つ" if subtypes[-1] in NONCREATURE_SUBTYPES else "体"
    return COUNTERS.get(names[-1], "つ") if names else "つ"


def is_type_list(node: ast.AnyOf) -> bool:
    """A list of three or more types joined by "or" ("artifact, enchantment, or creature")."""
    types = all(isinstance(o, (ast.CardType, ast.AllOf)) for o in node.options)
    return types and len(node.options) > 2 and node.conjunction is None


def is_target(node: ast.Node) -> bool:
    """Whether an object phrase is a target ("target creature", "any target"); a list joined
    by "and" only if each of its items is one ("target creature and each creature you
    control" declares the creature alone)."""
    if isinstance(node, ast.AnyTarget):
        return True
    if isinstance(node, ast.ObjectList):
        whole = node.conjunction == "or" or all(map(is_target, node.items))
        return bool(node.items) and is_target(node.items[0]) and whole
    return str(getattr(node, "quantifier", "")).endswith("target")


def japanese_ability_word(english: str) -> str:
    """ "Heroic" → 「英雄的」; unknown words (and dungeon rooms) stay in English."""
    return next((ja for ja, en in ABILITY_WORDS.items() if en == english), english)


def player_verb(action: str) -> str:
    """A player action of a trigger in Japanese: "discard" → 「捨てる」."""
    if action not in ACTIONS:
        raise RenderError(f"no Japanese wording for the action {action!r}")
    return ACTIONS[action]


#: The order cards are put in: 「望む順番で」, 「無作為の順番で」.
ORDERS = {"any": "望む順番で", "random": "無作為の順番で"}
STEPS = {
    "upkeep": "アップキープ", "end step": "終了ステップ", "draw step": "ドロー・ステップ",
    "cleanup step": "クリンナップ・ステップ",
    "combat": "戦闘", "precombat main phase": "第１メイン・フェイズ",
    "postcombat main phase": "戦闘後メイン・フェイズ",
}  # fmt: skip
#: 「これにより…が公開された」: the Japanese words for what happened "this way".
THIS_WAY_WORDS = {event: words for words, event in THIS_WAY.items()}


#: The statuses that say an Aura or an Equipment is attached, and their Japanese verbs
#: (「エンチャントされている」, 「装備されていない」).
ATTACHED = {"enchanted": "エンチャント", "equipped": "装備"}


def attached(node: ast.Status | ast.Negated) -> bool:
    """Whether a status (or its negation) says an Aura or an Equipment is attached: "that's
    enchanted" / 「エンチャントされている」."""
    inner = node.filter if isinstance(node, ast.Negated) else node
    return isinstance(inner, ast.Status) and inner.name in ATTACHED
