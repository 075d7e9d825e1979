"""Input generators shared by the parser fuzz tests and ``benchmarks/fuzz.py``.

Mutations of real card text (deleted, duplicated, swapped and inserted tokens, characters and
punctuation; full-width/half-width swaps; stray reminder parentheses) and random Unicode.
"""

from __future__ import annotations

import random
import re

#: Real card text in both languages, with the notations the front ends accept.
SEEDS: list[tuple[str, str]] = [
    ("en", "Scry 2, then draw a card."),
    ("en", "Flying\nWhen ~ enters the battlefield, scry 2. (Look at the top two cards.)"),
    ("en", "{1}, {T}: Scry 1.\n{T}: Add {G} or {U}."),
    ("en", "Choose one —\n• Scry 2.\n• Target creature gets +1/+0 until end of turn."),
    ("en", 'Enchanted creature has "{T}: Scry 1, then draw a card."'),
    ("en", "I — Scry 2.\nII — Draw a card.\nIII — Exile this Saga."),
    ("en", "Whenever you scry, put a +1/+1 counter on target creature."),
    ("en", "If you would scry a number of cards, scry that many cards plus one instead."),
    ("ja", "占術２を行い、その後カード１枚を引く。"),
    ("ja", "クリーチャー１体を対象とする。それを破壊する。占術１を行う。"),
    ("ja", "(２),(Ｔ)：占術１を行う。\n(Ｔ)：(緑)か(青)を加える。"),
    ("ja", "以下から１つを選ぶ。\n・占術２を行う。\n・カード１枚を引く。"),
    ("ja", "エンチャント（クリーチャー）\n"),
    ("ja", "エンチャントしているクリーチャーは「(Ｔ)：占術１を行う。」を持つ。"),
    ("ja", "英雄的 ― あなたが呪文を唱えるたび、占術１を行う。（注釈。）"),
]
PUNCTUATION = list('.,:;—―•・「」（）()"{}[]/+-|。、：\n ')
SWAPS = str.maketrans("０１２３４５６７８９Ｘ0123456789X", "0123456789X０１２３４５６７８９Ｘ")
TOKEN = re.compile(r"\w+|[^\w\s]|\s+")


def mutate(text: str, rng: random.Random) -> str:
    """One random mutation of ``text``."""
    tokens = TOKEN.findall(text) or [text]
    i = rng.randrange(len(tokens))
    j = rng.randrange(len(tokens))
    choice = rng.randrange(9)
    if choice == 0:
        del tokens[i]
    elif choice == 1:
        tokens.insert(i, tokens[j])
    elif choice == 2:
        tokens[i], tokens[j] = tokens[j], tokens[i]
    elif choice == 3:
        tokens.insert(i, rng.choice(PUNCTUATION))
    elif choice == 4:
        k = rng.randrange(len(text) + 1)
        return text[:k] + text[k + 1 :]
    elif choice == 5:
        k = rng.randrange(len(text) + 1)
        return text[:k] + chr(rng.randrange(0x20, 0x3100)) + text[k:]
    elif choice == 6:
        return text.translate(SWAPS)
    elif choice == 7:
        k = rng.randrange(len(text) + 1)
        return text[:k] + rng.choice(["(", ")", "（", "）", "(reminder", "（注釈"]) + text[k:]
    else:
        return text[: rng.randrange(len(text) + 1)]
    return "".join(tokens)


def random_input(rng: random.Random) -> tuple[str, str]:
    """(lang, text): a mutated seed (several mutations deep) or random Unicode."""
    lang, text = rng.choice(SEEDS)
    if rng.random() < 0.15:
        alphabet = rng.choice(["ascii", "cjk", "any"])
        size = rng.randrange(40)
        if alphabet == "ascii":
            text = "".join(chr(rng.randrange(0x20, 0x7F)) for _ in range(size))
        elif alphabet == "cjk":
            text = "".join(chr(rng.randrange(0x3000, 0x9FFF)) for _ in range(size))
        else:
            text = "".join(chr(rng.randrange(0x1, 0x10FFFF)) for _ in range(size))
        return lang, text
    for _ in range(rng.randrange(1, 4)):
        text = mutate(text, rng)
    return lang, text
