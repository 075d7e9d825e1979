"""The Japanese tokenizer.

Japanese has no spaces, so keywords are found by longest match against the grammar's string
literals. Both notations in use are accepted and normalised in token values (never in
positions): printed ``{R}`` and database ``(赤)`` mana symbols, full-width and half-width
digits, ``―`` and ``—``, ``・`` bullets, reminder text in （） or (). A katakana word that is not
a keyword is a name (a subtype, a token's name): token ``CAPWORD``, as in English.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources

from lark import Token
from lark.common import LexerConf
from lark.lexer import Lexer

from ..tokens import (
    KeywordTable,
    Mark,
    SourceText,
    ahead,
    cost_colon,
    lark_token,
    literals,
    make_token,
)
from .hints import (
    ATTACHED_STARTS,
    DAMAGE_AGAIN,
    EQUAL_COUNTERS,
    EQUAL_HAS,
    EVERY_ZONE,
    FLOATING_ALL,
    FLOATING_ANY,
    GAIN_THEN_PT,
    NOT_A_STEP,
    PREDICATE_ENDS,
    PUT_EACH,
    SAME_NAME_NOT,
    TOGETHER_PREDICATE,
    TURN_TRIGGER,
    VOTE_CHOICE,
    WITH_TOKEN,
    YOU_AND,
    attached_at,
)
from .lexicon import (
    KEYWORD_COUNTERS,
    QUALIFIED_KEYWORD,
    SUBTYPES,
    TERMS,
    bare_owner,
    vocabulary,
    zone_from,
)

#: Japanese mana symbol letters → the English symbol letter.
MANA_LETTERS = {
    "白": "W", "青": "U", "黒": "B", "赤": "R", "緑": "G", "◇": "C", "Ｅ": "E", "Ｘ": "X",
    "Ｓ": "S", "Ｔ": "T", "Ｑ": "Q", "Ｙ": "Y", "Ｚ": "Z", "Φ": "P", "氷": "S",
}  # fmt: skip
FULL_WIDTH = str.maketrans("０１２３４５６７８９＋－Ｘ／", "0123456789+-X/")
_SYMBOL = r"[0-9０-９]+|[白青黒赤緑◇ＥＸＳＴＱＹＺ氷]|[白青黒赤緑0-9０-９][/／][白青黒赤緑ＰΦ]"
JAPANESE_TOKEN = re.compile(
    rf"""
    (?P<NL>\n)
    |(?P<WS>[ \t\r\u00a0\u3000]+)
    |(?P<SYMBOLS>(?:\((?:{_SYMBOL})\)|\{{[^{{}}\s]{{1,10}}\}})+)
    |(?P<REMINDER>（[^（）\n]*(?:（[^（）\n]*）[^（）\n]*)*）|\((?:[^()\n]|\([^()\n]*\))*\))
    |(?P<PT>[+＋\-－−]?[0-9０-９XＸ*＊]+[/／][+＋\-－−]?[0-9０-９XＸ*＊]+)
    |(?P<NUMBER>[0-9０-９]+)
    |(?P<DIE>d[0-9]+)
    |(?P<NOUN>[一-龯々][一-龯々ぁ-ゖ]*+(?=・))
    |(?P<KATAKANA>[ァ-ヺー]+)
    |(?P<NAME>《[^《》\n]+》)
    """,
    re.VERBOSE,
)
#: The characters that a token of :data:`JAPANESE_TOKEN` can start with: at any other (a
#: hiragana, a Japanese punctuation mark) the lexer does not try it (:func:`typed_start`).
TYPED_STARTS = frozenset(
    "\n \t\r\u00a0\u3000({（+＋-－−0123456789０１２３４５６７８９XＸ*＊d々ー《"
)


def typed_start(char: str) -> bool:
    """Whether a token of :data:`JAPANESE_TOKEN` can start with ``char``: a test that costs
    a tenth of trying the pattern, which fails at most characters of Japanese text."""
    return char in TYPED_STARTS or "一" <= char <= "龯" or "ァ" <= char <= "ヺ"


#: Folded before keyword lookup.
FOLD = str.maketrans({"―": "—", "：": ":", "，": ",", "｜": "|", "・": "・", "Ｘ": "X"})
#: An ability word (「英雄的」) or a dungeon room with its English name
#: (「ドゥマトーインの寺院/Temple of Dumathoin」) before a dash.
#: Digits a keyword's number is written in: 「待機４」.
DIGITS = "0123456789０１２３４５６７８９"
LABEL = re.compile(r"(?P<label>[^\n―—：:。「」（）()]{1,40}?) ?[―—] ?")
#: A line break, then a mode's bullet (group 1) and the spaces after it.
MODE_BULLET = re.compile(r"\n[ \t]*(・)[ \t]*")
CHAPTER = re.compile(r"[IVX]+(?:[,，、] ?[IVX]+)*")
#: A line that continues the ability above it: a mode bullet or a die-roll row.
CONTINUATION = re.compile(r"\n[ \t]*(?:・|•|\d+(?:[—–\-―]\d+|\+)? ?[|｜])")
#: A station symbol opening a line (「8+｜飛行」, CR 721.2), on a card with the station keyword
#: (「配備（…）」); elsewhere 「15+｜」 is a die-roll row that continues the table above it.
STATION_SYMBOL = re.compile(r"([0-9]+)(\+)([|｜])")
STATION_KEYWORD = re.compile(r"^配備(?:[（(]|$)", re.MULTILINE)
#: A level symbol's line on a leveler, 「Lv1-4：」 or 「Lv5+：」 (CR 711.2): its colon opens no
#: activated ability.
LEVEL_SYMBOL = re.compile(r"Lv[0-9]+(?:-[0-9]+|\+)：$", re.MULTILINE)
#: A Class's level line, 「(１)(赤)：レベル２」 (CR 716.2a).
CLASS_LEVEL_LINE = re.compile(r"\n(?:[(（][^)）\n]+[)）])+[：:]レベル[0-9０-９]+$", re.MULTILINE)
#: A number after 「レベル」 that ends its line or comes before 「に」: a Class's level
#: (「：レベル２」, 「がレベル２になった」), not the subtype Rebel (「レベル１体」).
LEVEL_NUMBER = re.compile(r"[0-9０-９]+(?:$|に)", re.MULTILINE)
#: Continuative verbs that a step may follow directly (「カード１枚を捨てカード１枚を引く」).
CONTINUATIVE = frozenset({"失い", "引き", "捨て", "得", "行い", "出し", "捧げ"})
#: The keywords that the markers above may come before or after.
MARKED = frozenset(
    {"この", "あなた", "すべて", "、", "から", "に", "持つ", "「", "与え", "とともに", "対戦相手"}
    | set(CONTINUATIVE)
)
NESTED = re.compile(r"（[^（）\n]*）|\([^()\n]*\)|「[^「」\n]*」")


@cache
def subtypes() -> tuple[dict[str, str], re.Pattern[str], frozenset[str]]:
    """Japanese subtype names → English ones, a pattern matching any of them, and the
    characters they start with (the lexer tries the pattern only at those)."""
    data = resources.files("scryc.data").joinpath("subtypes_ja.json").read_text(encoding="utf-8")
    table: dict[str, str] = {**json.loads(data), **SUBTYPES}
    pattern = literals(sorted(table, key=len, reverse=True))
    return table, pattern, frozenset(name[0] for name in table)


def self_names_ja(name: str | None) -> list[str]:
    """The ways Japanese text names the card itself: full name and the name after 「、」."""
    if not name:
        return []
    names = [name]
    for part in name.split(" // "):
        names.append(part)
        if "、" in part:
            names.append(part.rsplit("、", 1)[1])
    return names


def has_activation_colon(text: str, pos: int, stop: str = "\n") -> bool:
    """Whether the ability starting at ``pos`` is 「コスト：効果」."""
    return cost_colon(text, pos, stop, NESTED, "：:", "。")


def mana_value(symbols: str) -> str:
    """``(２)(青)`` → ``{2}{U}``; ``{R}`` stays as it is."""
    out = []
    for sym in re.findall(r"\(([^()]*)\)|\{([^{}]*)\}", symbols):
        inner = (sym[0] or sym[1]).translate(FULL_WIDTH)
        out.append("{" + "".join(MANA_LETTERS.get(ch, ch) for ch in inner) + "}")
    return "".join(out)


#: ``object.__new__``, looked up once (:meth:`JapaneseTokens.emit`).
_new_object = object.__new__


class JapaneseLexer(Lexer):
    """Tokenises Japanese card text; Lark calls ``lex`` with the :class:`SourceText`."""

    def __init__(self, conf: LexerConf) -> None:
        self.keywords = KeywordTable(conf)
        words = sorted(self.keywords.by_text, key=len, reverse=True)
        self.keyword_re = literals(words, re.IGNORECASE)

    def lex(self, data: SourceText) -> Iterator[Token]:  # type: ignore[override]
        return (lark_token(token, data) for token in self.tokens(data))

    def tokens(self, data: SourceText) -> list[Token | Mark]:
        """All the tokens of ``data`` (keywords' and markers' as marks (:class:`Mark`), for
        scryc's LALR loop)."""
        return JapaneseTokens(data, self).run()


class JapaneseTokens:
    """One tokenisation pass over a text."""

    def __init__(self, text: SourceText, lexer: JapaneseLexer) -> None:
        self.text = text
        self.table = lexer.keywords
        self.words = lexer.keywords.by_text
        self.marks = lexer.keywords.marks
        self.keyword_re = lexer.keyword_re
        #: The card's own names, longest first (compared as they are: a pattern of them,
        #: made for each text, cost a tenth of a short text's lexing).
        self.names: tuple[str, ...] = getattr(text, "names", ())
        self.name_starts = {name[0] for name in self.names}
        self.subtypes, self.subtype_re, self.subtype_starts = subtypes()
        self.out: list[Token | Mark] = []
        self.out_last = ""  # the text of the last token emitted
        self.quoting = 0
        #: The choices of a vote read so far: the written name → the English one.
        self.choices: dict[str, str] = {}
        self.station = "配備" in text and STATION_KEYWORD.search(text) is not None

    def emit(self, kind: str, value: str, start: int, end: int) -> None:
        """Append a token: a mark (:class:`Mark`, made here: a call less for most tokens) for
        a keyword or a marker, else a Lark token."""
        if kind in self.marks or kind[:1] == "_":
            token = _new_object(Mark)
            token.type = kind
            token.value = value
            token.start_pos = start
            token.end_pos = end
            self.out.append(token)
        else:
            self.out.append(make_token(kind, value, start, end, self.text))
        self.out_last = value

    def keyword(self, folded: str, start: int, end: int) -> None:
        """Emit the keyword ``folded`` at ``start``, with the markers that the text around
        some keywords calls for (:meth:`marked`)."""
        if folded in MARKED:
            self.marked(folded, start, end)
        else:
            value, kind = self.text[start:end], self.words.get(folded.lower(), "PUNCT")
            self.emit(kind, value, start, end)
            self.table.learn(value, kind)

    def marked(self, folded: str, start: int, end: int) -> None:
        """Emit one of the keywords of :data:`MARKED`, and the markers that the text around it
        calls for."""
        if folded == "この" and self.out_last == "。" and ahead(TURN_TRIGGER, self.text, start):
            self.emit("_TURN_TRIGGER", "", start, start)
        if folded == "あなた" and ahead(YOU_AND, self.text, start):
            self.emit("_YOU_AND", "", start, start)
        if folded == "すべて" and ahead(EVERY_ZONE, self.text, start):
            self.emit("_EVERY_ZONE", "", start, start)
        if folded == "対戦相手" and bare_owner(self.text, start, self.out_last):
            self.emit("_BARE_OWNER", "", start, start)
        if folded == "から" and zone_from(self.text, start, end):
            self.emit("_ZONE_FROM", "", start, start)
        if folded == "、" and self.out_last == "いて" and ahead(SAME_NAME_NOT, self.text, end):
            self.emit("_SAME_NAME_NOT", "", start, start)
        before = self.out_last
        if (
            folded == "とともに"
            and before in PREDICATE_ENDS
            and ahead(TOGETHER_PREDICATE, self.text, end)
        ):
            self.emit("_TOGETHER", "", start, start)
        self.emit(self.words.get(folded.lower(), "PUNCT"), self.text[start:end], start, end)
        if folded in ("から", "に") and before == "上" and ahead(EQUAL_COUNTERS, self.text, end):
            self.emit("_EQUAL_COUNTERS", "", end, end)
        if folded == "に" and before == "上" and ahead(PUT_EACH, self.text, end):
            self.emit("_PUT_EACH", "", end, end)
        after_from = folded == "から" and self.text[end : end + 1] != "、"
        if (after_from or (folded == "、" and before == "から")) and ahead(
            EQUAL_HAS, self.text, end
        ):
            self.emit("_EQUAL_HAS", "", end, end)
        if folded == "得" and ahead(GAIN_THEN_PT, self.text, end):
            self.emit("_GAIN_THEN_PT", "", end, end)
        if folded == "与え" and ahead(DAMAGE_AGAIN, self.text, end):
            self.emit("_DAMAGE_AGAIN", "", end, end)
        if folded == "持つ" and ahead(WITH_TOKEN, self.text, end):
            self.emit("_WITH_COMMA", "", end, end)
        if folded == "「" and has_activation_colon(self.text, end, "」"):
            self.emit("_ACTIVATED", "", end, end)
        elif folded in CONTINUATIVE and end < len(self.text) and self.text[end] not in NOT_A_STEP:
            self.emit("_CONT", "", end, end)

    def run(self) -> list[Token | Mark]:
        """The tokens (all of them: reading Japanese never fails, so there is no error for a
        syntax error before it to win over)."""
        text, pos, n = self.text, 0, len(self.text)
        names, name_starts, match = self.names, self.name_starts, JAPANESE_TOKEN.match
        line_start = True
        while pos < n:
            if line_start:
                line_start = False
                pos = self.line_start(pos)
            elif text[pos] in name_starts and (
                name := next((name for name in names if text.startswith(name, pos)), None)
            ):
                self.emit("SELF", name, pos, pos + len(name))
                pos += len(name)
            elif text[pos] == "「" and (end := self.choice(pos)):
                pos = end
            else:
                if text[pos] in ATTACHED_STARTS and attached_at(text, pos):
                    self.emit("_ATTACHED", "", pos, pos)
                m = match(text, pos) if typed_start(text[pos]) else None
                if m is not None and m.lastgroup not in ("NOUN", "KATAKANA"):
                    pos, line_start = self.typed(m, pos)
                else:
                    pos = self.word(m, pos)
        return self.out

    def choice(self, pos: int) -> int:
        """Emit the choice of a vote at ``pos`` (a 「」 quotation): 「時間(Time)」, or 「時間」
        after it; return where it ends (0: no choice there)."""
        declared = VOTE_CHOICE.match(self.text, pos)
        if declared:
            self.choices[declared[1]] = declared[2].lower()
            self.emit("VOTE_CHOICE", declared[2].lower(), pos, declared.end())
            return declared.end()
        for written, name in self.choices.items():
            if self.text.startswith(f"「{written}」", pos):
                end = pos + len(written) + 2
                self.emit("VOTE_CHOICE", name, pos, end)
                return end
        return 0

    def line_start(self, pos: int) -> int:
        """Labels (ability words, chapters) and the activated-ability marker."""
        text = self.text
        symbol = STATION_SYMBOL.match(text, pos) if self.station else None
        if symbol:  # 「8+｜」: the number and the bar, then the ability on the line
            self.emit("NUMBER", symbol[1], symbol.start(1), symbol.end(1))
            self.keyword("+", symbol.start(2), symbol.end(2))
            self.keyword("|", symbol.start(3), symbol.end(3))
            pos = symbol.end()
        pos = self.labels(pos)
        if has_activation_colon(text, pos) and not LEVEL_SYMBOL.match(text, pos):
            self.emit("_ACTIVATED", "", pos, pos)
        elif QUALIFIED_KEYWORD.match(text, pos):
            self.emit("_QUALIFIED_KEYWORD", "", pos, pos)
        return pos

    def labels(self, pos: int) -> int:
        """Emit the labels (ability words, chapters, a mode's flavour label) at ``pos``, each
        with its dash; return where the text after them starts."""
        text = self.text
        label = LABEL.match(text, pos)
        # 「脱出 ― 」, 「待機４ ― 」: a keyword and its cost, not an ability word
        keyword = label is not None and label["label"].strip().rstrip(DIGITS) in TERMS
        while (
            label
            and not keyword
            and label.end() < len(text)
            and not has_activation_colon(text, pos, "―")
        ):
            kind = "CHAPTER" if CHAPTER.fullmatch(label["label"]) else "LABEL"
            value = label["label"].replace("，", ",").replace("、", ",")
            if kind == "CHAPTER":
                value = ", ".join(v.strip() for v in value.split(","))
            self.emit(kind, value, pos, label.end("label"))
            dash = label.end("label") + (text[label.end("label")] == " ")
            self.emit(self.words["—"], text[dash], dash, dash + 1)
            pos = label.end()
            # 「II ― ダブル ― …」: an ability word after a chapter number
            label = LABEL.match(text, pos) if kind == "CHAPTER" else None
            keyword = label is not None and label["label"].strip().rstrip(DIGITS) in TERMS
        return pos

    def typed(self, m: re.Match[str], pos: int) -> tuple[int, bool]:
        """Emit the token of a typed match (a line break, mana symbols, a number …) at
        ``pos``; return the next position and whether a line starts."""
        text, group = self.text, m.lastgroup
        if group == "NL":
            if self.station and STATION_SYMBOL.match(text, pos + 1):
                self.emit("_STATION", "\n", pos, pos + 1)
                return pos + 1, True
            if text[pos + 1 : pos + 2] in "(（" and CLASS_LEVEL_LINE.match(text, pos):
                self.emit("_CLASS_LEVEL", "\n", pos, pos + 1)
                return pos + 1, True
            if not CONTINUATION.match(text, pos):
                self.emit("_NL", "\n", pos, pos + 1)
                return pos + 1, True
            bullet = MODE_BULLET.match(text, pos)
            if bullet:  # 「・禁制品を売る ― …」: a mode, and the flavour label that names it
                self.keyword("・", bullet.start(1), bullet.end(1))
                return self.labels(bullet.end()), False
            return pos + 1, False
        if group == "WS":
            return m.end(), False
        if group == "SYMBOLS":
            self.symbols(m.group(), pos)
            return m.end(), False
        kw = self.keyword_re.match(text, pos) if group == "NUMBER" else None
        if kw and kw.end() > m.end():  # a keyword that starts with a digit
            self.keyword(kw.group().translate(FOLD), pos, kw.end())
            return kw.end(), False
        if group == "NAME":  # 「《…》」: a card's name (SELF if it is this card's)
            own = m.group()[1:-1] in self.names
            if own and text.startswith("という名前", m.end()):  # 「《名前》という名前の」
                self.emit("_SELF_NAMED", "", pos, pos)
            self.emit("SELF" if own else "NAME", m.group()[1:-1], pos, m.end())
            return m.end(), False
        value = m.group() if group == "REMINDER" else m.group().translate(FULL_WIDTH)
        self.emit(group or "", value.replace("−", "-"), pos, m.end())
        return m.end(), False

    def word(self, m: re.Match[str] | None, pos: int) -> int:
        """Emit the keyword, subtype or name at ``pos`` (``m``: a kanji noun before 「・」 or a
        katakana word there, if any); return the next position."""
        text, group = self.text, m.lastgroup if m else None
        kw = self.keyword_re.match(text, pos)
        kata_end = m.end() if m and group == "KATAKANA" else None
        names = self.subtypes
        sub = self.subtype_re.match(text, pos) if text[pos] in self.subtype_starts else None
        # a known subtype beats a shorter keyword, and must cover a whole katakana word; and
        # 「レベル」 (Rebel) before no number is that subtype, not a Class's level (CR 716)
        rebel = kw is not None and kw.group() == "レベル" and not LEVEL_NUMBER.match(text, kw.end())
        if (
            sub
            and (sub.end() > (kw.end() if kw else pos) or rebel)
            and sub.end() >= (kata_end or pos)
        ):
            self.emit("CAPWORD", names[sub.group()], pos, sub.end())
            return sub.end()
        if m and group == "NOUN" and not kw:
            # a name in a compound type 「破片・トークン」 that no type line has
            self.emit(
                "CAPWORD", vocabulary("token_subtypes").get(m.group(), m.group()), pos, m.end()
            )
            return m.end()
        if kw and kw.group() in KEYWORD_COUNTERS and text.startswith("カウンター", kw.end()):
            # 「破壊不能カウンター」: a counter's kind, a word as 「氷カウンター」's (a keyword
            # there would start a filter 「破壊不能を持つ」, which LALR(1) cannot tell apart)
            self.emit("WORD", kw.group(), pos, kw.end())
            return kw.end()
        if kw and (kata_end is None or kw.end() >= kata_end):
            floating = FLOATING_ALL.match(text, kw.end()) if kw.group() == "を" else None
            if floating and self.out_last != "ダメージ":
                # 「Xをすべて」: the quantifier of X, read before 「を」 as X's last word
                self.emit("ALL_AFTER", floating.group(), kw.end(), floating.end())
                self.keyword("を", pos, kw.end())
                return floating.end()
            floating = FLOATING_ANY.match(text, kw.end()) if kw.group() == "を" else None
            if floating:  # 「Xを望む数だけ」: likewise
                self.emit("ANY_AFTER", floating.group(), kw.end(), floating.end())
                self.keyword("を", pos, kw.end())
                return floating.end()
            value = kw.group()
            kind = self.table.known.get(value)  # a keyword read before, with no marker
            if kind is None:
                self.keyword(value.translate(FOLD), pos, kw.end())
            else:
                self.emit(kind, value, pos, kw.end())
            return kw.end()
        if kata_end is not None:
            word = text[pos:kata_end]
            self.emit("CAPWORD", vocabulary("token_subtypes").get(word, word), pos, kata_end)
            return kata_end
        folded = text[pos].translate(FOLD)
        if folded in self.words:
            self.keyword(folded, pos, pos + 1)
        else:
            self.emit("WORD", text[pos], pos, pos + 1)
        return pos + 1

    def symbols(self, value: str, pos: int) -> None:
        """Mana symbols: {T}/(Ｔ) and {Q}/(Ｑ) are keywords; other runs are one MANA token."""
        i = 0
        run_start = None
        for m in re.finditer(r"\([^()]*\)|\{[^{}]*\}", value):
            normal = mana_value(m.group())
            if normal in ("{T}", "{Q}") and normal.lower() in self.words:
                if run_start is not None:
                    self.emit("MANA", mana_value(value[run_start:i]), pos + run_start, pos + i)
                    run_start = None
                self.emit(self.words[normal.lower()], normal, pos + m.start(), pos + m.end())
            elif run_start is None:
                run_start = m.start()
            i = m.end()
        if run_start is not None:
            self.emit("MANA", mana_value(value[run_start:]), pos + run_start, pos + len(value))
