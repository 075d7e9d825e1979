"""Help for a parse error: the few most likely expected tokens, a "did you mean" for a
misspelt keyword, and the language a text is written in."""

from __future__ import annotations

import re
from collections.abc import Collection
from difflib import SequenceMatcher

#: How many expected tokens a message shows, and how alike (difflib's ratio) a token and the
#: text found must be to come first.
SHOWN, SIMILAR = 5, 0.75

#: Japanese script: kana, CJK ideographs, full-width forms and 「」・ punctuation.
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")

#: Expected tokens that end or join a clause: when nothing looks like what was found, the
#: likeliest mistake is a missing one of these ("Scry 3 Draw a card." lacks its period).
#: What makes another form of a word: "taps", "tapped", "untap" are no typos of "tap".
SUFFIXES = frozenset({"s", "es", "d", "ed", "ing", "er", "ers", "'s"})
PREFIXES = frozenset({"un", "non", "re"})

PUNCTUATION = ('"."', '","', "end of line", "end of text", '":"', '"—"')


def guess_language(text: str) -> str:
    """ "ja" when a tenth or more of the text's letters are Japanese script, else "en"."""
    letters = [c for c in text if c.isalpha() or JAPANESE.match(c)]
    if not letters:
        return "en"
    japanese = sum(1 for c in letters if JAPANESE.match(c))
    return "ja" if japanese * 10 >= len(letters) else "en"


def likely(expected: list[str], found: str, count: int = SHOWN) -> list[str]:
    """The ``count`` expected tokens most likely meant: those spelt like ``found`` first,
    then the punctuation that ends or joins a clause, then kinds of token ("a number"), then
    words, shortest (commonest) first; a token spelt as ``found`` is left out."""
    folded = found.lower()
    matcher = SequenceMatcher(None, "", folded)  # the text found is the fixed side

    def similarity(text: str) -> float:
        matcher.set_seq1(text)
        if not folded or matcher.real_quick_ratio() < SIMILAR or matcher.quick_ratio() < SIMILAR:
            return 0.0  # the quick upper bounds already rule it out
        return matcher.ratio()

    def score(token: str) -> tuple[int, float, str]:
        text = token.strip('"').lower()
        alike = similarity(text)
        if alike >= SIMILAR:
            return (0, -alike, token)
        if token in PUNCTUATION:
            return (1, float(PUNCTUATION.index(token)), token)
        if not token.startswith('"'):  # a kind of token: "a number", "mana symbols"
            return (2, 0.0, token)
        return (3, float(len(text)), token)  # short words are the common ones

    # a token spelt as the text found is another terminal of the same text: no help to show
    candidates = [t for t in expected if not folded or t.strip('"').lower() != folded]
    return sorted(candidates, key=score)[:count]


def spelt_alike(expected: Collection[str], found: str) -> list[str]:
    """The tokens of ``expected`` that :func:`likely` puts first, spelt like ``found``."""
    folded = found.lower()
    matcher = SequenceMatcher(None, "", folded)
    alike = []
    for token in expected:
        matcher.set_seq1(token.strip('"').lower())
        if folded and matcher.quick_ratio() >= SIMILAR and matcher.ratio() >= SIMILAR:
            alike.append(token)
    return alike


def did_you_mean(
    text: str, offset: int, keywords: Collection[str], expected: list[str] | None = None
) -> str | None:
    """The keyword that the word at ``offset`` is a typo of (one letter left out, added,
    changed, or two swapped: "darw" → "draw"), taken from the ``expected`` tokens when there
    are some; or, when a number stands at ``offset``, the keyword the word just before it
    is a typo of ("Scyr 2." fails at "2": "Scyr" → "Scry"). In that word's case.

    None when the word is shorter than four letters, a keyword, or another form of one
    ("taps", "created": what the grammar lacks, not a typo), or no keyword is a typo away."""
    match = WORD.match(text, offset)
    candidates = keywords
    if match is not None and expected:
        candidates = [t.strip('"') for t in expected if t.startswith('"')]
    elif match is None and text[offset : offset + 1].isdigit():
        before = list(WORD.finditer(text, max(0, offset - 40), offset))
        match = before[-1] if before and not text[before[-1].end() : offset].strip() else None
    if match is None:
        return None
    word = match.group()
    folded = word.lower()
    if len(folded) < 4 or folded in keywords or _inflected(folded, keywords):
        return None
    for keyword in sorted(candidates, key=len):  # "Surveill": "surveil" before "surveils"
        if typo(folded, keyword.lower()):
            return keyword.capitalize() if word[0].isupper() else keyword
    return None


def _inflected(word: str, keywords: Collection[str]) -> bool:
    """Whether ``word`` is another form of a keyword ("plays" of "play")."""
    return any(word.endswith(end) and word[: -len(end)] in keywords for end in SUFFIXES)


def typo(word: str, keyword: str) -> bool:
    """Whether ``word`` is ``keyword`` with one letter left out, added or changed, or two
    neighbours swapped, and not another form of it ("taps", "untap")."""
    short, long = sorted((word, keyword), key=len)
    if long.startswith(short) and long[len(short) :] in SUFFIXES:
        return False
    if long.endswith(short) and long[: len(long) - len(short)] in PREFIXES:
        return False
    if len(word) == len(keyword):
        diff = [i for i, (a, b) in enumerate(zip(word, keyword, strict=True)) if a != b]
        if len(diff) == 2:
            i, j = diff
            return j == i + 1 and (word[i], word[j]) == (keyword[j], keyword[i])
        return len(diff) == 1
    if len(long) - len(short) != 1:
        return False
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))
