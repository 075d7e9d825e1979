"""The lexers' shortcuts by first character: each must read what the token pattern reads.

The English lexer reads a token by its first character alone where that decides the group
(``FIRST``), and the Japanese lexer tries its token pattern only at the characters that can
start one of its tokens (``typed_start``): for every character of the Basic Multilingual
Plane, followed by each of some texts, the pattern must agree."""

from __future__ import annotations

from scryc.parse.en.lexer import ENGLISH_TOKEN, FIRST, WORDS
from scryc.parse.ja.lexer import JAPANESE_TOKEN, typed_start

#: What may follow the first character: the rests of every kind of token.
AFTER = ["", " ", "a ", "s", "s ", "1/1", "/1", "20", "x)", "x}", "・", "ア", "》", "）", "and"]
CHARS = [chr(code) for code in range(0x10000) if not 0xD800 <= code < 0xE000]


def test_english_tokens_read_by_their_first_character_are_those_of_the_pattern() -> None:
    for char, group in FIRST.items():
        for after in AFTER:
            text = char + after
            m = ENGLISH_TOKEN.match(text)
            assert m is not None, text
            if group == "WORDS":
                words = WORDS.match(text)
                assert words is not None and words.lastgroup == m.lastgroup, text
                assert words.group() == m.group(), text
            else:
                assert (m.lastgroup, m.group()) == (group, char), text


def test_japanese_tokens_start_only_where_typed_start_says() -> None:
    for char in CHARS:
        if typed_start(char):
            continue
        for after in AFTER:
            assert JAPANESE_TOKEN.match(char + after) is None, repr(char + after)
