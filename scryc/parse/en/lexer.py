"""The English tokenizer.

The grammar's string literals are its keywords: a word of the text whose lower-case form is
one of them becomes that keyword's token. Everything else gets a typed token (a number, a
power/toughness pair, mana symbols, reminder text, the card's own name, a plain word). Since
tokens keep their offsets into the original text, normalisation (curly quotes, dashes, the
card's name) never moves a span.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

from lark import Token
from lark.common import LexerConf
from lark.lexer import Lexer

from ..errors import ParseError
from ..tokens import (
    KeywordTable,
    LazyPattern,
    Mark,
    SourceText,
    ahead,
    cost_colon,
    lark_token,
    make_mark,
    make_token,
    token_of,
)
from .commas import special_comma
from .hints import HINTED, VARIANTS

#: A word, as the group WORD of :data:`ENGLISH_TOKEN` reads it.
_WORD = r"[A-Za-z]+(?:['’\-][A-Za-z]+)*"
#: Words, each followed by one space: the commonest text, read in one match instead of one
#: for each word and each space. Each is the word WORD would read: none starts a PT, a DIE
#: or "and/or" when a space follows it, and only its longest reading can be followed by
#: one, so none is read again when the space is not there: each part of the word is
#: possessive (``++``, ``*+``; the same reading as an atomic group around WORD, in a
#: quarter fewer instructions).
_RUN = r"(?P<RUN>(?:[A-Za-z]++(?:['’\-][A-Za-z]++)*+[ ])+)"
ENGLISH_TOKEN = LazyPattern(
    rf"""
    {_RUN}
    |(?P<NL>\n)
    |(?P<WS>[ \t\r\u00a0]+)
    |(?P<REMINDER>\((?:[^()\n]++|\([^()\n]*+\))*+\))
    |(?P<SYMBOLS>(?:\{{[^{{}}\s]{{1,10}}\}})+)
    |(?P<PT>[+\-−]?(?:\d+|X|\*)/[+\-−]?(?:\d+|X|\*)(?![\w/]))
    |(?P<NUMBER>\d+(?![\w/]))
    |(?P<POSS>['’]s\b)
    |(?P<DIE>d\d+\b)
    |(?P<WORD>and/or\b|{_WORD})
    |(?P<PUNCT>[^\s\w])
    """,
    re.VERBOSE,
)
#: :data:`ENGLISH_TOKEN` at a letter that starts no PT or DIE ("X/X", "d20"): the groups
#: that can read a token there.
WORDS = LazyPattern(rf"{_RUN}|(?P<WORD>and/or\b|{_WORD})")
#: The group of :data:`ENGLISH_TOKEN` that reads a token starting with each of these
#: characters, known from that character alone: the lexer reads most tokens without
#: trying each group in turn (each group tried costs as much as a short match).
#: WORDS: :data:`WORDS` reads it; NL, PUNCT: the character alone is the token. The other
#: characters (digits, "X", "d", "(", "{", "'", "+", "-" …) are read by ENGLISH_TOKEN.
FIRST = {
    **{c: "WORDS" for c in string.ascii_letters if c not in "Xd"},
    "\n": "NL",
    **{c: "PUNCT" for c in '.,:;"—•“”–/!?|[]&%$#@=<>^`~})'},
}

#: ``object.__new__``, looked up once: :func:`_read` makes the commonest marks itself.
_new_object = object.__new__

#: Punctuation whose token the text around it decides: a hyphen alone is a dash, a comma
#: may be a list's, a quotation mark opens or closes. The token of any other mark is known
#: from the mark alone, entered in ``KeywordTable.known`` when first read.
CONTEXTUAL = frozenset('-,"“”')

#: Characters folded together before keyword lookup (none is ASCII: an ASCII word, the
#: commonest, is not translated, a character at a time).
FOLD = str.maketrans({"’": "'", "“": '"', "”": '"', "–": "—", "−": "-"})


#: A line that starts with an ability word, a Saga chapter or a dungeon room: "Heroic — ".
LABEL_MAX = 41
LABEL = LazyPattern(rf"(?P<label>[A-Z0-9][^\n—:.(){{}}\"]{{0,{LABEL_MAX - 1}}}?) [—-] ")
#: A mode's bullet and the spaces after it, before a flavour label that names the mode.
MODE_BULLET = LazyPattern(r"•[ \t]*(?=[A-Z0-9])")
CHAPTER = LazyPattern(r"[IVX]+(?:, [IVX]+)*")
#: Labels that are not ability words: "Choose one —", "Choose two —".
NOT_LABEL = ("choose ",)
#: A line that continues the ability above it: a mode bullet or a row of a die-roll table.
CONTINUATION = LazyPattern(r"\n[ \t]*(?:•|\d+(?:[—–-]\d+|\+)? ?\|)")
#: The characters that a line that continues the ability above it starts with.
CONTINUES = frozenset(" \t•0123456789")
#: A station symbol's line: "STATION 8+" (CR 721.2).
STATION_LINE = LazyPattern(r"STATION \d+\+$", re.MULTILINE)
#: A level symbol's line: "LEVEL 1-4", "LEVEL 5+" (CR 711.2).
LEVEL_LINE = LazyPattern(r"LEVEL \d+(?:-\d+|\+)$", re.MULTILINE)
#: A Class's level line: "{1}{R}: Level 2" (CR 716.2a).
CLASS_LEVEL_LINE = LazyPattern(r"(?:\{[^}\n]+\})+: Level \d+$", re.MULTILINE)
#: Another card's name after "named": capitalised words, joined by spaces, ", " (", the") or
#: lower-case linking words ("Ajani, Mentor of Heroes", "Liliana of the Dark Realms",
#: "Shabraz, the Skyshark").
_NAME_WORD = r"[A-Z][\w'’\-]*"
_LINK = r"(?:of|the|a|an|in|to|from|and|with|for|on|at|by)"
_CARD_NAME = rf"{_NAME_WORD}(?:(?:, (?:the )?| (?:{_LINK} )*){_NAME_WORD})*"
CARD_NAME = LazyPattern(_CARD_NAME)
#: A token's name written before its description: "create Marit Lage, a legendary 20/20 …
#: token" (CR 111.4); the name is what comes before ", a"/", an".
TOKEN_NAME_FIRST = LazyPattern(rf"\b[Cc]reate ({_CARD_NAME}), an? ")
#: The words another card's name follows: "a card named …", "Partner with …" (CR 702.124j).
NAME_AFTER = ("named ", "Partner with ", "partner with ")
#: A vote between two choices (CR 701.38): "votes for time or knowledge."
VOTE_CHOICES = LazyPattern(r"\bvotes for ([a-z]+) or ([a-z]+)\.")
#: A choice of that vote, later in the text: "If time gets more votes", "for each time vote".
CHOICE_MENTION = LazyPattern(r" (?:gets more votes|vote)\b")
#: A hyphen alone between spaces, or before the line's end: read as the em dash it stands for.
LONE_HYPHEN = LazyPattern(r"(?<= )-(?= |$)", re.MULTILINE)
#: What may follow the closing quote of a sentence that ends inside the quotation.
SENTENCE_END = LazyPattern(r"\s*(?:$|\n|\(|[A-Z])")
#: Text that hides a colon from the activated-ability test: reminder text and quotations.
NESTED = LazyPattern(r"\([^()\n]*\)|\"[^\"\n]*\"|“[^”\n]*”")


def has_activation_colon(text: str, pos: int, stop: str = "\n") -> bool:
    """Whether the ability starting at ``pos`` (ending at ``stop`` or the line's end) is
    "cost: effect": a colon outside quotes and reminder text, before its first sentence ends.
    (Most texts have no colon at all: ``in`` finds that in a tenth of the test's time.)"""
    return ":" in text and cost_colon(text, pos, stop, NESTED, ":", ".")


#: A card type after a name: the name is a subtype there, as "Eye" (the short name of
#: "Eye of Malcator") in "becomes a 4/4 Phyrexian Eye artifact creature".
TYPE_AFTER = LazyPattern(
    r" (?:[A-Z][a-z]+ )*(?:artifact|creature|enchantment|land|planeswalker|token|card|spell)s?\b"
)


def self_names(name: str | None) -> list[str]:
    """The ways English text refers to a card by name: full name, short name, placeholders."""
    names = ["CARDNAME", "~"]
    if name:
        names.append(name)
        for part in name.split(" // "):
            names.append(part)
            if ", " in part:
                names.append(part.split(", ")[0])
            if " of " in part and part.split(" of ")[0].count(" ") == 0:
                names.append(part.split(" of ")[0])
    return names


class EnglishLexer(Lexer):
    """Tokenises English card text; Lark calls ``lex`` with the :class:`SourceText`."""

    def __init__(self, conf: LexerConf) -> None:
        self.keywords = KeywordTable(conf)

    def lex(self, data: SourceText) -> Iterator[Token]:  # type: ignore[override]
        return tokenize_english(data, self.keywords)

    def tokens(self, data: SourceText) -> list[Token | Mark]:
        """All the tokens of ``data`` (keywords' and markers' as marks (:class:`Mark`), for
        scryc's LALR loop); raises at a character it cannot read."""
        tokens, error = english_tokens(data, self.keywords)
        if error is not None:
            raise error
        return tokens


def tokenize_english(text: SourceText, table: KeywordTable) -> Iterator[Token]:
    """Split ``text`` into Lark tokens (see the module docstring), for Lark: the tokens
    before a character the lexer cannot read come first, so a syntax error among them wins
    over the lexer's."""
    tokens, error = english_tokens(text, table)
    for token in tokens:
        yield lark_token(token, text)
    if error is not None:
        raise error


def english_tokens(
    text: SourceText, table: KeywordTable
) -> tuple[list[Token | Mark], Exception | None]:
    """The tokens of ``text`` up to the first character the lexer cannot read, and the
    error it raised there (None when it read the whole text): keywords' and markers' as
    marks (:class:`Mark`), the others as Lark tokens."""
    out: list[Token | Mark] = []
    try:
        _read(text, table, out)
    except Exception as error:  # Lark raises it after the tokens before it
        return out, error
    return out, None


def _read(text: SourceText, table: KeywordTable, out: list[Token | Mark]) -> None:
    """Append the tokens of ``text`` to ``out``."""
    append = out.append
    names, hinted = _names(text), table.hinted
    if "votes for " in text:
        names.update(_choices(text))
    known, marks, match, first = table.known, table.marks, ENGLISH_TOKEN.match, FIRST.get
    pos, n = 0, len(text)
    line_start = True
    quoting = False
    while pos < n:
        if line_start:
            line_start = False
            pos = _labels(text, pos, table, out)
            if pos == n:  # "I — " and nothing after it
                break
            if has_activation_colon(text, pos):
                append(make_mark("_ACTIVATED", "", pos, pos))
        char = text[pos]
        if char == " ":  # the commonest character, between words: skipped at once
            pos += 1
            continue
        if pos in names:  # this card's name, or another's after "named"
            kind, end = names[pos]
            append(make_token(kind, text[pos:end], pos, end, text))
            pos = end
            continue
        if char == "•" and (bullet := MODE_BULLET.match(text, pos)):  # "• Sell Contraband — …"
            append(token_of(table.by_text["•"], char, pos, pos + 1, text, marks))
            pos = _labels(text, bullet.end(), table, out)
            continue
        group = first(char)
        if group == "PUNCT" and (kind := known.get(char)) is not None:  # "." read before
            append(token_of(kind, char, pos, pos + 1, text, marks))
            pos += 1
            continue
        if group == "NL" or group == "PUNCT":
            value, end = char, pos + 1
        else:
            m = (WORDS.match if group else match)(text, pos)
            if m is None:  # a character no group reads: "é", "_"
                raise ParseError("unreadable character", text=text, offset=pos)
            group, value, end = m.lastgroup, m.group(), m.end()
        if group == "RUN":
            for word in value.split(" "):
                if not word or pos in names:  # the run's end, or a name in it
                    break
                kind = known.get(word)
                hint = hinted.get(word) if kind is None else None  # "you", "and", "target"
                if hint is not None and not ahead(hint[0], text, pos + len(word)):
                    kind = hint[1]  # its hint does not fit: the word's kind, with no _word call
                if kind is None:
                    out += _word(word, pos, text, table)
                elif kind in marks:  # make_mark written out: the commonest token, a call less
                    mark = _new_object(Mark)
                    mark.type = kind
                    mark.value = word
                    mark.start_pos = pos
                    mark.end_pos = pos + len(word)
                    append(mark)
                else:
                    append(make_token(kind, word, pos, pos + len(word), text))
                pos += len(word) + 1
            continue
        if group == "WORD":  # a word read before has its kind known
            kind = known.get(value)
            if kind is None:
                out += _word(value, pos, text, table)
            else:
                append(token_of(kind, value, pos, end, text, marks))
        elif group == "NL":
            line_start = _line_break(text, pos, out)
        elif group == "SYMBOLS":
            out += _symbols(value, pos, text, table)
        elif value == "," and (comma := special_comma(text, pos)) is not None:
            append(make_mark(comma, value, pos, end))
        elif group in ("PUNCT", "POSS"):
            quoting = _punctuation(text, value, pos, table, quoting, out)
        elif group != "WS":
            assert group is not None
            append(make_token(group, value, pos, end, text))
        pos = end


def _line_break(text: SourceText, pos: int, out: list[Token | Mark]) -> bool:
    """Append the token of the line break at ``pos`` (none before a line that continues the
    ability above it); whether a line starts after it."""
    end = pos + 1
    if text.startswith("STATION ", end) and STATION_LINE.match(text, end):
        out.append(make_mark("_STATION", "\n", pos, end))
        return True
    if text.startswith("LEVEL ", end) and LEVEL_LINE.match(text, end):
        out.append(make_token("_LEVEL", "\n", pos, end, text))
        return True
    if text.startswith("{", end) and CLASS_LEVEL_LINE.match(text, end):
        out.append(make_mark("_CLASS_LEVEL", "\n", pos, end))
        return True
    if text[end : end + 1] in CONTINUES and CONTINUATION.match(text, pos):
        return False
    out.append(make_mark("_NL", "\n", pos, end))
    return True


def _punctuation(
    text: SourceText,
    value: str,
    pos: int,
    table: KeywordTable,
    quoting: bool,
    out: list[Token | Mark],
) -> bool:
    """Append the token of the punctuation mark ``value`` at ``pos`` (and after a quotation
    mark, what it opens or closes); whether a quotation is open after it."""
    end, words = pos + len(value), table.by_text
    folded = value.lower() if value.isascii() else value.translate(FOLD).lower()
    if value == "-" and LONE_HYPHEN.match(text, pos):  # "Choose two -" (SCRY010)
        folded = "—"
    kind = words.get(folded, "PUNCT")
    out.append(token_of(kind, value, pos, end, text, table.marks))
    if value not in CONTEXTUAL:
        table.learn(value, kind)
    if folded == '"':
        quoting = not quoting
        if quoting and has_activation_colon(text, end, '"'):
            out.append(make_mark("_ACTIVATED", "", end, end))
        elif not quoting and text[pos - 1 : pos] == "." and SENTENCE_END.match(text, end):
            # 'It has "… Add {C}."': the quoted period also ends the outer sentence.
            out.append(token_of(words["."], "", end, end, text, table.marks))
    return quoting


def _names(text: SourceText) -> dict[int, tuple[str, int]]:
    """Where names start in ``text``, with the token each is and where it ends: the card's
    own (``SELF``), a whole word not followed by a card type, and another card's after the
    words of :data:`NAME_AFTER` (``NAME``). Found once for the text, so that the lexer asks
    each token no more than whether it starts one; only token starts are read."""
    found: dict[int, tuple[str, int]] = {}
    n = len(text)
    read: set[int] = set()  # starts where a name was read: a shorter one is not tried there
    for name in getattr(text, "names", ()):  # the longest first
        # most names are not in the text: ``in`` tells at a fraction of find()'s cost
        start = text.find(name) if name in text else -1
        while start >= 0:
            end = start + len(name)
            if start not in read and (start == 0 or not text[start - 1].isalnum()):
                read.add(start)
                if (end == n or not text[end].isalnum()) and not ahead(TYPE_AFTER, text, end):
                    found[start] = ("SELF", end)
            start = text.find(name, start + 1)
    for words in NAME_AFTER:
        after = text.find(words) if words in text else -1
        while after >= 0:
            start = after + len(words)
            if (
                start not in found
                and "A" <= text[start : start + 1] <= "Z"
                and (name := CARD_NAME.match(text, start))  # "a card named …"
            ):
                found[start] = ("NAME", name.end())
            after = text.find(words, start)
    if "reate " in text:
        for m in TOKEN_NAME_FIRST.finditer(text):
            if found.get(m.start(1), ("", 0))[1] < m.end(1):  # longer than a short own name
                found[m.start(1)] = ("NAME", m.end(1))
    return found


def _choices(text: SourceText) -> dict[int, tuple[str, int]]:
    """Where the choices of a vote are (token ``VOTE_CHOICE``): the two words of "votes for time
    or knowledge." and each later mention of one before "gets more votes" or "vote"."""
    found: dict[int, tuple[str, int]] = {}
    for vote in VOTE_CHOICES.finditer(text):
        for group in (1, 2):
            found[vote.start(group)] = ("VOTE_CHOICE", vote.end(group))
        for word in set(vote.groups()):
            for mention in re.finditer(rf"\b{word}\b", text[vote.end() :]):
                start = vote.end() + mention.start()
                if ahead(CHOICE_MENTION, text, start + len(word)):
                    found[start] = ("VOTE_CHOICE", start + len(word))
    return found


def _labels(text: SourceText, pos: int, table: KeywordTable, out: list[Token | Mark]) -> int:
    """Append the ability words and chapter numbers that open a line to ``out``, each with its
    em dash; returns where the text after them starts."""
    n = len(text)
    label = LABEL.match(text, pos) if _dash_near(text, pos) else None
    while label and not label["label"].lower().startswith(NOT_LABEL):
        kind = "CHAPTER" if CHAPTER.fullmatch(label["label"]) else "LABEL"
        out.append(make_token(kind, label["label"], pos, label.end("label"), text))
        pos = label.end("label") + 1
        out.append(token_of(table.by_text["—"], "—", pos, pos + 1, text, table.marks))
        pos += 1
        while pos < n and text[pos] == " ":
            pos += 1
        # "II — Double — …": an ability word after a chapter number
        label = LABEL.match(text, pos) if kind == "CHAPTER" else None
    return pos


def _dash_near(text: str, pos: int) -> bool:
    """Whether a dash between spaces is near enough to ``pos`` for :data:`LABEL` to match
    there: the test, which most lines fail, costs a tenth of the match (and ``in``, which
    most texts fail, a third of the test)."""
    if " — " not in text and " - " not in text:
        return False
    end = pos + LABEL_MAX + 3
    return text.find(" — ", pos, end) >= 0 or text.find(" - ", pos, end) >= 0


def _symbols(value: str, pos: int, text: str, table: KeywordTable) -> Iterator[Token | Mark]:
    """Mana symbols: "{T}", "{Q}" and "{CHAOS}" are keywords, other runs of symbols are one
    MANA token."""
    run_start = None
    i = 0
    for sym in re.findall(r"\{[^{}]*\}", value):
        keyword = (
            table.by_text.get(sym.lower()) if sym.upper() in ("{T}", "{Q}", "{CHAOS}") else None
        )
        if keyword:
            if run_start is not None:
                yield make_token("MANA", value[run_start:i], pos + run_start, pos + i, text)
                run_start = None
            yield token_of(keyword, sym, pos + i, pos + i + len(sym), text, table.marks)
        elif run_start is None:
            run_start = i
        i += len(sym)
    if run_start is not None:
        yield make_token("MANA", value[run_start:], pos + run_start, pos + len(value), text)


def _word(value: str, pos: int, text: str, table: KeywordTable) -> list[Token | Mark]:
    """A word: a keyword, "non" + keyword ("nonland", "non-Giant"), or a plain word (a list,
    not a generator: most words are one token, and a generator costs more than the token).
    A word that is one token whatever follows it is entered in ``table.known``."""
    words, end = table.by_text, pos + len(value)
    folded = value.lower() if value.isascii() else value.translate(FOLD).lower()
    hinted = HINTED.get(folded)
    if hinted is not None and (hint := ahead(hinted, text, end)):
        return [make_mark(hint.lastgroup or "", value, pos, end)]
    variant = VARIANTS.get(folded)
    if variant is not None and ahead(variant[0], text, end):
        folded = variant[1]
    if folded in words:
        kind = words[folded]
    elif folded.endswith("'s") and folded[:-2] in words and "'s" in words:
        return [
            token_of(words[folded[:-2]], value[:-2], pos, end - 2, text, table.marks),
            token_of(words["'s"], value[-2:], end - 2, end, text, table.marks),
        ]
    elif folded.startswith("non") and len(folded) > 3 and "non" in words:
        cut = 4 if folded.startswith("non-") else 3
        non = token_of(words["non"], value[:cut], pos, pos + cut, text, table.marks)
        return [non, *_word(value[cut:], pos + cut, text, table)]
    else:
        kind = "CAPWORD" if value[0].isupper() else "WORD"
    if variant is None:  # a hinted word: its kind when its hint does not fit
        table.learn(value, kind, hinted)
    return [token_of(kind, value, pos, end, text, table.marks)]
