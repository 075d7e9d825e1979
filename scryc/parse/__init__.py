"""Front ends: card text → AST, a grammar and a builder for each language."""

from __future__ import annotations

import gc
from collections.abc import Callable
from functools import cache, partial
from typing import Literal

from lark import (
    Lark,
    Token,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)
from lark.lexer import Lexer
from lark.parsers.lalr_interactive_parser import InteractiveParser

from ..ast import CardText
from ..ast.base import references_made
from ..tree import located, quote, refers
from .base import Builder
from .card_types import never_spell, without_spell_abilities
from .construction import describe, stack_symbols
from .en.builder import EnglishBuilder
from .en.lexer import EnglishLexer, self_names
from .errors import ParseError, UnboundReference
from .grammar import grammar_dir
from .hints import did_you_mean, guess_language, spelt_alike
from .reduce import build
from .store import load_parser
from .tokens import KeywordTable, SourceText

__all__ = ["Lang", "ParseError", "UnboundReference", "grammar_dir", "parse", "parser"]

Lang = Literal["en", "ja"]
LANGS: tuple[Lang, ...] = ("en", "ja")
LANG_NAMES = {"en": "English", "ja": "Japanese"}


@cache
def parser(lang: Lang = "en") -> Lark:
    """The LALR parser for ``lang``, loaded once per process from its stored table."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (expected one of {list(LANGS)})")
    with _NoCollection():  # loading the cached table makes ~100,000 objects that all stay
        return load_parser(lang, _front_end(lang)[0])  # alive: half the load time was GC


class _NoCollection:
    """Python's cycle collector off for a while: a parser load or a parse makes many objects,
    all kept (they make no cycles), which each collection in between would scan for nothing.
    It is on again at the end if it was on before. (A class, not a generator: entered for
    every parse, a generator's context manager cost as much as reading a word.)"""

    __slots__ = ("collecting",)

    def __enter__(self) -> None:
        self.collecting = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.collecting:
            gc.enable()


@cache
def _front_end(lang: Lang) -> tuple[type[Lexer], type[Builder], Callable[[str | None], list[str]]]:
    """``lang``'s lexer, builder and reader of the card's own name, imported on first use:
    a cold English parse does not load the Japanese modules."""
    if lang == "ja":
        from .ja.builder import JapaneseBuilder
        from .ja.lexer import JapaneseLexer, self_names_ja

        return JapaneseLexer, JapaneseBuilder, self_names_ja
    return EnglishLexer, EnglishBuilder, self_names


def parse(
    text: str,
    lang: Lang = "en",
    name: str | None = None,
    type_line: str | None = None,
    *,
    whole: bool = True,
) -> CardText:
    """Parse a card's rules text into its AST; ``name`` is the card's own name, ``type_line``
    its type line in the text's language (a card that is no instant or sorcery has no spell
    abilities, CR 113.3a). A reference that refers to nothing is an
    :class:`UnboundReference`, unless the text is not a ``whole`` card's (a template's
    fragment: "Put that card into your hand.")."""
    references = references_made()
    with _NoCollection():  # a quarter of the time of a long text went to collections
        built = _parse(text, lang, name)
    card = without_spell_abilities(built) if never_spell(type_line, lang) else built
    if whole and references_made() != references:  # else it holds no reference to bind
        _bound(card, text)
    return card


def _parse(text: str, lang: Lang, name: str | None) -> CardText:
    lark = parser(lang)
    _, builder, names_of = _front_end(lang)
    source = SourceText(text, names_of(name))
    try:
        built, failed = build(lark, source, builder(source))
    except UnexpectedInput as exc:
        raise _parse_error(exc, text, lang, source) from None
    except ParseError as error:  # the lexer's: a character it cannot read
        raise ParseError(
            error.message,
            text=text,
            offset=error.offset,
            expected=error.expected,
            found=error.found,
            hint=partial(_hint, text, error.offset, lang),
        ) from None
    except RecursionError:
        raise ParseError("text nested too deeply", text=text, offset=0) from None
    if isinstance(failed, RecursionError):
        raise ParseError("text nested too deeply", text=text, offset=0) from None
    if failed is not None:  # a builder's own ParseError (a construct out of place) passes through
        raise failed
    return built  # type: ignore[no-any-return]


def _bound(card: CardText, text: str) -> None:
    """Raise :class:`UnboundReference` for the first reference of ``card`` that refers to
    nothing (the checker's binding, ``check.binding``). A card with no reference ("it",
    "that card", "that player") has nothing to bind, and loads no binder."""
    # which abilities refer, found once here and handed to the binder, which needs the same
    referring = [refers(ability) for ability in card.abilities]
    if not any(referring):
        return
    from ..check.binding import bind  # here: the checker imports the parser

    for binding in bind(card, text, referring).unbound:
        span = located(card, binding.ref)
        said = quote(text, binding.ref) or f"the {binding.role} implied here"
        offset = span.start if span else 0
        raise UnboundReference(
            f"“{said}” refers to nothing before it", text=text, offset=offset, card=card
        )


@cache
def _keyword_table(lang: Lang) -> KeywordTable:
    """The readable names of ``lang``'s terminals, for error messages (built once)."""
    return KeywordTable(parser(lang).lexer_conf)


def _parse_error(exc: UnexpectedInput, text: str, lang: Lang, source: SourceText) -> ParseError:
    lark, table = parser(lang), _keyword_table(lang)
    if isinstance(exc, UnexpectedToken) and exc.token.type != "$END":
        token = exc.token
        tokens, stack, interactive = _stuck_at(lark, source, token)
        readable = {table.readable.get(t, t): t for t in tokens}
        alike = [readable[t] for t in spelt_alike(readable, str(token))]
        rejected = _rejected(interactive, token, alike)
        expected = [table.readable.get(t, t) for t in tokens - rejected]
        return ParseError(
            f"unexpected {str(token)!r}",
            text=text,
            offset=token.start_pos,
            expected=expected,
            found=str(token),
            hint=partial(_hint, text, token.start_pos, lang, expected),
            construction=_construction(lark, stack, token, table),
        )
    if isinstance(exc, (UnexpectedEOF, UnexpectedToken)):
        expected = [table.readable.get(t, t) for t in exc.expected]
        _, stack, _ = _stuck_at(lark, source, None)
        return ParseError(
            "unexpected end of text",
            text=text,
            offset=len(text),
            expected=expected,
            construction=_construction(lark, stack, None, table),
        )
    assert isinstance(exc, UnexpectedCharacters)
    offset = exc.pos_in_stream
    found = text[offset : offset + 1]
    return ParseError(
        f"unexpected character {found!r}",
        text=text,
        offset=offset,
        found=found,
        hint=partial(_hint, text, offset, lang),
    )


def _construction(lark: Lark, stack: list[int], found: Token | None, table: KeywordTable) -> str:
    """Where the parse stopped, before ``found`` (None: at the end of the text)."""
    states = lark.parser.parser.parser.parse_table.states
    kind, text = ("$END", "") if found is None else (found.type, str(found))
    return describe(stack_symbols(states, stack), kind, text, table.readable)


def _hint(text: str, offset: int, lang: Lang, expected: list[str] | None = None) -> str:
    """ "; did you mean 'Scry'?" for a misspelt keyword, or which language the text looks
    written in when it is not ``lang``; "" when there is nothing to say."""
    guessed = guess_language(text)
    if guessed != lang:
        return f"; the text looks {LANG_NAMES[guessed]}: parse it as {guessed!r} (--lang {guessed})"
    suggestion = did_you_mean(text, offset, _keyword_table(lang).words, expected)
    return f"; did you mean {suggestion!r}?" if suggestion else ""


def _rejected(interactive: InteractiveParser, failed: Token, kinds: list[str]) -> set[str]:
    """Of ``kinds`` (terminals the state before ``failed`` lists), those the parser would
    reject after all: LALR(1) merges the look-ahead of states alike, so a state may list a
    token that only another context accepts ("draws" after "Scry 2", from "each player who
    controls … draws"). Only the few tokens spelt like ``failed`` are tried: those the
    error's hints put first."""
    rejected = set()
    for kind in kinds:
        trial = interactive.copy()
        try:
            trial.feed_token(Token(kind, str(failed)))
        except (UnexpectedInput, ParseError):  # a builder may refuse what a reduction made
            rejected.add(kind)
    return rejected


def _stuck_at(
    lark: Lark, source: SourceText, failed: Token | None
) -> tuple[set[str], list[int], InteractiveParser]:
    """The tokens the parser could act on just before ``failed`` (None: the end of the text),
    its state stack there, and the parser there.

    Lark reports the tokens of the state it reached after reducing on the unexpected token,
    which can be empty; replaying the tokens gives the state before those reductions.
    """
    interactive = lark.parse_interactive(source)
    state = interactive.parser_state
    states = state.parse_conf.parse_table.states
    terminals = {terminal.name for terminal in lark.terminals} | {"$END"}
    for token in interactive.lexer_thread.lex(state):
        if failed is not None and token.start_pos == failed.start_pos and token.type == failed.type:
            break
        interactive.feed_token(token)
    else:
        if failed is not None:
            return set(), list(state.state_stack), interactive
    expected = states[state.position].keys()
    return (set(expected) & terminals) - {"_ACTIVATED"}, list(state.state_stack), interactive
