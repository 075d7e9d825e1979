"""Help for a parse error: the few most likely expected tokens, a "did you mean" for a
misspelt keyword, and the language a text is written in."""

from __future__ import annotations

import re
from difflib import SequenceMatcher, get_close_matches

#: How many expected tokens a message shows, and how alike (difflib's ratio) a token and the
#: text found must be to come first.
SHOWN, SIMILAR = 5, 0.75

#: Japanese script: kana, CJK ideographs, full-width forms and 「」・ punctuation.
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")

#: Expected tokens that end or join a clause: when nothing looks like what was found, the
#: likeliest mistake is a missing one of these ("Scry 3 Draw a card." lacks its period).
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


def did_you_mean(text: str, offset: int, keywords: list[str]) -> str | None:
    """The keyword that the word at ``offset`` is a near-miss of, or, when a number or a
    sign stands there, the word just before it ("Scyr 2." fails at "2": "Scyr" → "Scry"), in
    that word's case; None when it is like no keyword (a keyword itself is no near-miss)."""
    match = WORD.match(text, offset)
    if match is None:
        before = list(WORD.finditer(text, max(0, offset - 40), offset))
        match = before[-1] if before and not text[before[-1].end() : offset].strip() else None
    if match is None:
        return None
    word = match.group()
    folded = word.lower()
    if folded in keywords or len(folded) < 3:
        return None
    close = get_close_matches(folded, keywords, n=1, cutoff=SIMILAR)
    if not close:
        return None
    return close[0].capitalize() if word[0].isupper() else close[0]
