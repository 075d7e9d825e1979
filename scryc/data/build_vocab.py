"""Rebuild ``vocab_ja.json``: the Japanese words of token subtypes and counter kinds, each with
the English value a Japanese AST holds, mined from cards printed in both languages.

Usage: ``python -m scryc.data.build_vocab ORACLE.jsonl COMPREHENSIVE_RULES.txt``.

Token subtypes (「苗木」 Saproling, 「血」 Blood) appear on no card's type line, so
``subtypes_ja.json`` (:mod:`scryc.data.build_subtypes`) does not know them. A card's English
and Japanese texts name its tokens in the same order ("create a 1/1 green Saproling creature
token" / 「緑の1/1の苗木・クリーチャー・トークン１体を生成する」), and its counter kinds too ("a
shield counter" / 「盾カウンター１個」): where both texts name as many, they pair up by
position. Each Japanese word maps to the English one it is most often paired with; a token
subtype must be one that CR 205.3g–q lists.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from .build_subtypes import subtype_pairs

OUT = Path(__file__).with_name("vocab_ja.json")

#: Reminder text, which the two languages word differently (and may leave out).
REMINDER = re.compile(r"\([^()]*\)|（[^（）]*）")
#: A rule of CR 205.3 that lists subtypes: "… types are A, B, and C." (Time Lord aside).
SUBTYPE_RULE = re.compile(r"^205\.3[g-q] .*?(?:types? (?:are|is)|: )(.*)$", re.MULTILINE)
#: "a 1/1 green Saproling creature token": the words just before "token(s)".
EN_TOKEN = re.compile(r"((?:[A-Za-z][\w'’-]* )+)tokens?\b")
#: 「緑の1/1の苗木・クリーチャー・トークン」: the 「・」-joined words before 「トークン」.
JA_TOKEN = re.compile(r"((?:[^\s、。「」（）()・の]+・)+)トークン")
#: The last run of kanji and katakana in a Japanese word.
JA_WORD_END = re.compile(r"[一-龯々ァ-ヺー]+$")
#: Japanese card types inside a token's name, which are no subtypes.
JA_CARD_TYPES = frozenset({"クリーチャー", "アーティファクト", "エンチャント", "土地", "部族"})
#: "a shield counter", "three wish counters": a counter kind after a determiner or number.
EN_COUNTER = re.compile(
    r"\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+|of|additional|each|no|"
    r"all|with|another|that many) ([a-z][a-z-]*) counters?\b"
)
#: 「盾カウンター」, 「願いカウンター」: the word before 「(・)カウンター」
#: (kanji and katakana, and a kanji word's okurigana).
JA_COUNTER = re.compile(
    r"(?<![一-龯々ァ-ヺー・])([一-龯々ァ-ヺー][一-龯々ァ-ヺー・]*?[ぁ-ゖ]{0,2})・?カウンター"
)
#: English words before "counter" that are no kinds of counter.
NOT_KINDS = frozenset(
    {"a", "an", "the", "those", "these", "that", "no", "different", "more", "other", "any"}
)


def cr_subtypes(rules: str) -> frozenset[str]:
    """Every subtype that CR 205.3g–q lists."""
    names: set[str] = set()
    for listed in SUBTYPE_RULE.findall(rules):
        listed = re.sub(r"\(see rule [^)]*\)", "", listed).replace(" and ", ", ")
        names.update(n.strip(" .") for n in listed.split(",") if n.strip(" ."))
    return frozenset(names)


def first_seen(words: Iterator[str]) -> list[str]:
    """The distinct words in the order they first appear."""
    return list(dict.fromkeys(words))


def en_token_subtypes(text: str, known: frozenset[str]) -> list[str]:
    """The subtypes of the tokens an English text names, in order."""
    return [w for m in EN_TOKEN.finditer(text) for w in m.group(1).split() if w in known]


def ja_token_subtypes(text: str, known: dict[str, str]) -> list[str]:
    """The subtypes of the tokens a Japanese text names, in order. A word may have the
    clause before it attached (「あなたは宝物」): unless a type line has it, it is its last run
    of kanji and katakana."""
    out = []
    for m in JA_TOKEN.finditer(text):
        for word in m.group(1).rstrip("・").split("・"):
            tail = word if word in known else JA_WORD_END.search(word)
            word = tail if isinstance(tail, str) else tail.group() if tail else ""
            if word and word not in JA_CARD_TYPES:
                out.append(word)
    return out


def pair_counts(
    path: Path, cr: frozenset[str], typed: dict[str, str]
) -> dict[str, dict[str, Counter[str]]]:
    """For each Japanese token subtype and counter kind, how often each English word pairs
    with it (cards whose two texts name as many); ``cr`` are the English subtypes, ``typed``
    the Japanese subtypes of type lines."""
    pairs: dict[str, dict[str, Counter[str]]] = {
        "token_subtypes": defaultdict(Counter),
        "counters": defaultdict(Counter),
    }
    with path.open(encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            en, ja = row.get("oracle_text"), row.get("ja_text")
            if not en or not ja:
                continue
            en, ja = REMINDER.sub("", en), REMINDER.sub("", ja)
            tokens = (
                first_seen(iter(en_token_subtypes(en, cr))),
                first_seen(iter(ja_token_subtypes(ja, typed))),
            )
            kinds = (
                first_seen(k for k in EN_COUNTER.findall(en) if k not in NOT_KINDS),
                first_seen(iter(JA_COUNTER.findall(ja))),
            )
            for table, (english, japanese) in zip(pairs, (tokens, kinds), strict=True):
                if len(english) == len(japanese):
                    for e, j in zip(english, japanese, strict=True):
                        pairs[table][j][e] += 1
    return pairs


def majority(pairs: dict[str, Counter[str]]) -> dict[str, str]:
    """Each Japanese word's English word, where one has most of its pairings; the words whose
    English is the most common come first, so that the first Japanese word listed for an English
    one is its usual wording."""
    out: list[tuple[int, str, str]] = []
    for japanese, english in pairs.items():
        (best, count), total = english.most_common(1)[0], sum(english.values())
        if count * 2 > total and japanese != best:
            out.append((count, japanese, best))
    out.sort(key=lambda t: (-t[0], t[1]))
    return {japanese: english for _, japanese, english in out}


#: Counter kinds of cards the corpus has only in Japanese (no English text to pair with),
#: from the cards' Oracle text: Grasping Shadows ("dread"), Bandit's Haul ("loot"), Blood
#: Spatter Analysis ("bloodstain"), Boon of the Spirit Realm ("blessing"), Aligned Heart
#: ("rally"), Dawn of a New Age ("hope"), Fishing Pole ("bait"), Jhoira, Ageless Innovator
#: ("ingenuity"), Rotisserie Elemental ("skewer"), The Animus ("memory"), Tolarian Contempt
#: ("rejection"), Twitching Doll ("nest"), Unwilling Vessel ("possession"), War Balloon
#: ("fire"), Zhao, the Moon Slayer ("conqueror").
JAPANESE_ONLY_COUNTERS = {
    "戦慄": "dread",
    "戦利品": "loot",
    "血痕": "bloodstain",
    "祝福": "blessing",
    "結集": "rally",
    "希望": "hope",
    "釣り餌": "bait",
    "発明": "ingenuity",
    "焼き串": "skewer",
    "記憶": "memory",
    "拒絶": "rejection",
    "巣": "nest",
    "占有": "possession",
    "火": "fire",
    "征服者": "conqueror",
}


def build(oracle: Path, rules: Path) -> dict[str, dict[str, str]]:
    """The vocabulary: ``token_subtypes`` and ``counters``, each Japanese → English."""
    typed = subtype_pairs(oracle)
    pairs = pair_counts(oracle, cr_subtypes(rules.read_text(encoding="utf-8-sig")), typed)
    vocab = {table: majority(counts) for table, counts in pairs.items()}
    tokens = vocab["token_subtypes"]  # only what the type lines do not say
    vocab["token_subtypes"] = {j: e for j, e in tokens.items() if typed.get(j) != e}
    vocab["counters"] = {**vocab["counters"], **JAPANESE_ONLY_COUNTERS}
    return vocab


if __name__ == "__main__":
    vocab = build(Path(sys.argv[1]), Path(sys.argv[2]))
    OUT.write_text(json.dumps(vocab, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(", ".join(f"{len(v)} {k}" for k, v in vocab.items()), f"written to {OUT}")
