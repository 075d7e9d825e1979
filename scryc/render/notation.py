"""The notation both sides of a round trip are compared in.

Each language's front end accepts several notations for the same text; this folds them to
one, so a rendered text and the printed one compare equal when only the notation differs.
English: curly quotes and apostrophes, the minus sign and dashes. Japanese: full-width
digits and letters, ``(赤)``-style mana symbols (rendered as such) to ``{R}``, ``―`` to ``—``.
"""

from __future__ import annotations

import re

from ..parse.ja.lexer import mana_value

ENGLISH = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "−": "-", "–": "—"})
JAPANESE = str.maketrans(
    "０１２３４５６７８９ＸＹＺ＋－−／：，｜―",
    "0123456789XYZ+--/:,|—",
)
_SYMBOL = r"[0-9０-９]+|[白青黒赤緑◇ＥＸＳＴＱＹＺ]|[^()]{1,3}[/／][^()]{1,3}"
JA_MANA = re.compile(rf"(?:\((?:{_SYMBOL})\))+")


def normalise(text: str, lang: str) -> str:
    """``text`` in the comparison notation of ``lang``."""
    if lang == "ja":
        text = JA_MANA.sub(lambda m: mana_value(m.group()), text)
        return text.translate(JAPANESE).replace(" ―", "—").replace(" — ", "—")
    return text.translate(ENGLISH)
