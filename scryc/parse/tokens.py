"""Shared tokenizer pieces: the text handed to the lexer, the grammar's keyword table, and
token construction with positions in the original text.

Every front end tokenises the card text itself (Lark gets a ready list of tokens), so that
normalisation (full-width digits, mana notation, curly quotes, the card's name) changes token
values but never their offsets: spans always point into the original text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from lark import Token
from lark.common import LexerConf
from lark.lexer import PatternStr


class LazyPattern:
    """A regular expression compiled on first use: the English lexer has some forty, and a
    short text needs a few (compiling them all was a twentieth of a cold start)."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags

    def __getattr__(self, name: str) -> Any:
        """The compiled pattern's ``name`` (``match``, ``search`` …), kept for later uses."""
        value = getattr(re.compile(self.pattern, self.flags), name)
        setattr(self, name, value)
        return value


#: A compiled regular expression, or one compiled on first use.
Pattern = re.Pattern[str] | LazyPattern


def first_of(rows: tuple[tuple[Pattern, str], ...]) -> LazyPattern:
    """One pattern trying each of ``rows``' patterns in turn (each under its own flags), its
    group named for the token the first that matches stands for (``match.lastgroup``): one
    match instead of one for each row."""
    letters = {re.IGNORECASE: "i", re.MULTILINE: "m", re.DOTALL: "s", re.VERBOSE: "x"}
    alternatives = []
    for pattern, token in rows:
        scoped = "".join(c for flag, c in letters.items() if pattern.flags & flag)
        alternatives.append(f"(?P<{token}>(?{scoped}:{pattern.pattern}))")
    return LazyPattern("|".join(alternatives))


def literals(words: Iterable[str], flags: int = 0) -> re.Pattern[str]:
    """A pattern matching the first of ``words`` (non-empty, in their order) found at a
    position.

    A plain alternation of hundreds of words tries each in turn at every position. Here a
    class of the words' first characters fails at once where none starts, and the words are
    grouped by first character, each group written as that character and an alternation of
    the rests, so one comparison skips a group. Only words that one character of text can
    both start share a group (case-insensitively, with ``re.IGNORECASE`` in ``flags``: "s",
    "S" and "ſ"), so the order that decides between them is kept."""
    fold = str.casefold if flags & re.IGNORECASE else str
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(fold(word[0]), []).append(word)
    alternatives = []
    for group in groups.values():
        if len({word[0] for word in group}) == 1:
            rests = "|".join(re.escape(word[1:]) for word in group)
            alternatives.append(f"{re.escape(group[0][0])}(?:{rests})")
        else:
            alternatives.append("|".join(re.escape(word) for word in group))
    starts = "".join(sorted({re.escape(word[0]) for group in groups.values() for word in group}))
    return re.compile(f"(?=[{starts}])(?:{'|'.join(alternatives)})", flags)


class SourceText(str):
    """Card text together with the card's own name(s), handed to the lexer as one object."""

    names: tuple[str, ...]

    def __new__(cls, text: str, names: Iterable[str] = ()) -> SourceText:
        obj = super().__new__(cls, text)
        obj.names = tuple(sorted({n for n in names if n}, key=len, reverse=True))
        return obj


#: How tokens without a fixed text are named in "expected …" messages.
DECLARED_NAMES = {
    "_NL": "end of line",
    "$END": "end of text",
    "_LIST_COMMA": '","',
    "_KEYWORD_COMMA": '","',
    "SELF": "the card's name",
    "NUMBER": "a number",
    "PT": "power/toughness",
    "MANA": "mana symbols",
    "REMINDER": "reminder text",
    "CAPWORD": "a name",
    "WORD": "a word",
    "LABEL": "an ability word",
    "CHAPTER": "chapter numbers",
    "DIE": "a die",
}


#: The kinds of the tokens the lexers make themselves (not keywords), which rules keep.
OWN_KINDS = frozenset(
    {"SELF", "NAME", "NUMBER", "PT", "MANA", "REMINDER", "CAPWORD", "WORD", "LABEL", "CHAPTER"}
    | {"DIE", "ALL_AFTER", "ANY_AFTER", "PUNCT"}
)


#: The most words a :class:`KeywordTable` keeps in ``known`` (real card text uses some
#: 10,000): memory stays bounded whatever the text.
MAX_KNOWN = 50_000


class KeywordTable:
    """Maps a keyword's folded text to the grammar terminal that matches it."""

    def __init__(self, conf: LexerConf) -> None:
        self.by_text: dict[str, str] = {}
        self.readable: dict[str, str] = dict(DECLARED_NAMES)
        for term in conf.terminals:
            if isinstance(term.pattern, PatternStr):
                self.by_text[term.pattern.value.lower()] = term.name
                self.readable[term.name] = f'"{term.pattern.value}"'
            else:
                self.readable[term.name] = DECLARED_NAMES.get(term.name, term.name)
        #: The keywords that are words of three letters or more, for "did you mean".
        self.words = frozenset(t for t in self.by_text if len(t) >= 3 and t.isalpha())
        #: The kinds of the keywords' tokens, which no rule keeps (``tests/test_reduce.py``
        #: checks the grammar), so the lexers make them marks (:class:`Mark`). A keyword
        #: named as a token of the lexer's own (the word "mana" is the terminal ``MANA``,
        #: as mana symbols are) is kept by some rules: not a mark.
        self.marks = frozenset(self.by_text.values()) - OWN_KINDS
        #: Words as written whose token kind is known whatever comes after them, entered by
        #: the lexer as it reads them (:meth:`learn`): a word read again is one lookup.
        self.known: dict[str, str] = {}
        #: Words as written that one look ahead makes a mark (English "you", "and",
        #: "target"): that look's pattern, and the word's kind when it does not match.
        self.hinted: dict[str, tuple[Pattern, str]] = {}

    def learn(self, word: str, kind: str, hint: Pattern | None = None) -> None:
        """Enter ``word``'s kind in :attr:`known`, up to :data:`MAX_KNOWN` words; a word
        with a ``hint`` (its kind when the hint does not match) in :attr:`hinted`."""
        if hint is not None:
            if len(self.hinted) < MAX_KNOWN:
                self.hinted[word] = (hint, kind)
        elif len(self.known) < MAX_KNOWN:
            self.known[word] = kind


def position(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of ``offset`` in ``text``."""
    return text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)


class SourceToken(Token):
    """A Lark token that knows its text, and works out its line and column only when asked:
    the parse reads offsets, and only an error message reads lines (working them out for
    every token was a tenth of lexing). A token ends on the line it starts on, as Lark's do."""

    __slots__ = ("source",)
    source: str

    @property  # type: ignore[override]
    def line(self) -> int:
        return position(self.source, self.start_pos)[0]

    @property  # type: ignore[override]
    def column(self) -> int:
        return position(self.source, self.start_pos)[1]

    @property  # type: ignore[override]
    def end_line(self) -> int:
        return self.line

    @property  # type: ignore[override]
    def end_column(self) -> int:
        return self.column + self.end_pos - self.start_pos

    def __reduce__(self) -> tuple[type[Token], tuple[Any, ...]]:
        """Pickled as the Lark token it stands for."""
        where = (self.line, self.column, self.end_line, self.end_column, self.end_pos)
        return Token, (self.type, self.value, self.start_pos, *where)


#: ``str.__new__``, looked up once: a token is made for each word.
_new_str = str.__new__


def make_token(kind: str, value: str, start: int, end: int, text: str) -> Token:
    """A Lark token for ``text[start:end]`` with the (normalised) ``value``.

    Made as Lark's constructor makes it (the string, then its documented attributes), without
    the two calls it goes through first to accept a deprecated keyword: a tenth of lexing.
    (Each attribute is set on its own: packing them into a tuple and out cost a tenth of a
    token.)"""
    token = _new_str(SourceToken, value)
    token.type = kind
    token.value = value
    token.start_pos = start
    token.end_pos = end
    token.source = text
    return token


class Mark:
    """A token that no grammar rule keeps: a keyword, a punctuation mark, a marker of the
    lexer's (``_NL``, ``_ACTIVATED``, a hint). Lark drops such tokens from the children of
    every rule, so only scryc's LALR loop reads them, their ``type``, and the reductions
    their offsets: no builder method gets one. Not a ``str``, as Lark's :class:`Token` is:
    one is made (and freed) in half the instructions of a token, and most tokens are marks.
    Lark's own parse, for its errors, gets them as Lark tokens (:func:`lark_token`)."""

    __slots__ = ("end_pos", "start_pos", "type", "value")
    type: str
    value: str
    start_pos: int
    end_pos: int

    def __repr__(self) -> str:
        return f"Mark({self.type!r}, {self.value!r}, {self.start_pos}, {self.end_pos})"


_new_object = object.__new__


def make_mark(kind: str, value: str, start: int, end: int) -> Mark:
    """A :class:`Mark` of kind ``kind`` for ``value`` from ``start`` to ``end`` (made without
    an ``__init__``, which would cost another call)."""
    mark = _new_object(Mark)
    mark.type = kind
    mark.value = value
    mark.start_pos = start
    mark.end_pos = end
    return mark


def token_of(kind: str, value: str, start: int, end: int, text: str, marks: frozenset[str]) -> Any:
    """A :class:`Mark` when ``kind`` is one of ``marks`` (a keyword's), else a Lark token."""
    if kind in marks:
        return make_mark(kind, value, start, end)
    return make_token(kind, value, start, end, text)


def lark_token(token: Token | Mark, text: str) -> Token:
    """``token`` as a Lark token (a :class:`Mark` made into one), for Lark's parse."""
    if type(token) is Mark:
        return make_token(token.type, token.value, token.start_pos, token.end_pos, text)
    return token  # type: ignore[return-value]


#: The longest ability the activated-ability test looks through (real ones are far shorter):
#: bounded, so that lexing stays linear.
MAX_ABILITY = 400


def ahead(pattern: Pattern, text: str, pos: int) -> re.Match[str] | None:
    """``pattern`` matched at ``pos``, reading no more than :data:`MAX_ABILITY` characters.

    The lexers look ahead to the end of a clause or of a list to decide a token (the longest
    such look in the corpus reads under 100 characters). Unbounded, each look would read to
    the end of a text that never ends the clause: 100 KB of "Goblin, Goblin, …" took 20 s."""
    return pattern.match(text, pos, pos + MAX_ABILITY)


def cost_colon(text: str, pos: int, stop: str, nested: Pattern, colons: str, period: str) -> bool:
    """Whether the ability starting at ``pos`` (ending at ``stop`` or the line's end) is
    "cost: effect": one of ``colons`` outside the ``nested`` text (reminders, quotations),
    with no ``period`` outside it before the colon. Reads no further than the colon."""
    end = text.find("\n", pos, pos + MAX_ABILITY)
    end = min(len(text), pos + MAX_ABILITY) if end < 0 else end
    stopped = text.find(stop, pos, end)
    line = text[pos : stopped if stopped >= 0 else end]
    for colon in colons:  # most abilities have none: the test ends here
        if colon in line:
            break
    else:
        return False
    for outside in _outside(line, nested):
        colon = min((i for i in map(outside.find, colons) if i >= 0), default=-1)
        if colon >= 0:
            return period not in outside[:colon]
        if period in outside:
            return False
    return False


def _outside(line: str, nested: Pattern) -> Iterator[str]:
    """The pieces of ``line`` between its ``nested`` matches, in order."""
    start = 0
    for inner in nested.finditer(line):
        yield line[start : inner.start()]
        start = inner.end()
    yield line[start:]
