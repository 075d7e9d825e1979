"""The parser loaded from Lark's cache file (terminals pickled as objects, rules and the
table decoded lazily) parses as the one built; its tokens and offsets are the ones Lark
would make."""

from __future__ import annotations

import gc
import pickle
from pathlib import Path

import pytest
from lark import Lark, Token, Tree, UnexpectedInput
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parsers.lalr_analysis import Reduce

from scryc import ParseError, parse
from scryc.parse import parser
from scryc.parse.en.lexer import self_names, tokenize_english
from scryc.parse.table import CachedLark, CachedTableParser, LazyStates
from scryc.parse.tokens import MAX_ABILITY, KeywordTable, SourceText, make_token

TEXTS = [
    "Scry 2, then draw a card.",
    "When Card Name enters, surveil 1. When you do, return target creature to its owner's hand.",
    "Target creature gets +2/+0, gains flying, and attacks each combat if able until end of turn.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_parser_loaded_from_the_cache_parses_as_the_built_one(text: str) -> None:
    parser.__wrapped__("en")  # builds and saves the cache, or loads it
    loaded = parser.__wrapped__("en")  # the cache now exists: loaded from it
    assert isinstance(loaded.parser.parser.parser.parse_table.states, LazyStates)
    source = SourceText(text, self_names("Card Name"))
    assert loaded.parse(source) == parser("en").parse(source)


def test_a_cached_parser_reports_the_same_error() -> None:
    loaded = parser.__wrapped__("en")
    errors = []
    for lark in (loaded, parser("en")):
        with pytest.raises(UnexpectedInput) as caught:
            lark.parse(SourceText("Scry 3 draw a card.", self_names(None)))
        errors.append((caught.value.pos_in_stream, sorted(caught.value.expected)))
    assert errors[0] == errors[1]


GRAMMAR = """
start: step ("," step)*
step: WORD NUMBER?
%import common.WORD
%import common.NUMBER
%ignore " "
"""


def test_cached_lark_saves_rules_that_load_with_fresh_hashes(tmp_path: Path) -> None:
    """Each rule is saved as one marshalled string and decoded when the table first reduces
    it, hashed anew (string hashes differ between processes)."""
    cache = str(tmp_path / "grammar.cache")
    options = {"lexer": "basic", "_plugins": {"LALR_Parser": CachedTableParser}}
    built = CachedLark(GRAMMAR, parser="lalr", cache=cache, **options)
    with open(cache, "rb") as f:  # Lark's cache file: a hash line, the files used, the data
        f.readline()
        pickle.load(f)
        saved = pickle.load(f)
    memo = saved["memo"].values()
    assert not saved["data"]["rules"]
    assert {type(v) for v in memo} == {bytes, TerminalDef}
    loaded = CachedLark(GRAMMAR, parser="lalr", cache=cache, **options)
    assert loaded.source_path == "<deserialized>"  # read from the cache, not built again
    assert loaded.parse("scry 2, draw") == built.parse("scry 2, draw")
    states = loaded.parser.parser.parser.parse_table.states
    decoded = {arg for s in states.raw for _, (kind, arg) in states[s].items() if kind is Reduce}
    assert sorted(map(str, decoded)) == sorted(map(str, built.rules))
    assert all(hash(r) == hash((r.origin, tuple(r.expansion))) for r in decoded)


def test_cached_lark_reads_a_cache_lark_wrote(tmp_path: Path) -> None:
    cache = str(tmp_path / "grammar.cache")
    built = Lark(GRAMMAR, parser="lalr", cache=cache)
    loaded = CachedLark(GRAMMAR, parser="lalr", cache=cache)
    assert loaded.source_path == "<deserialized>"
    assert loaded.parse("surveil 1") == built.parse("surveil 1")


def test_cached_lark_makes_each_rule_callback_on_first_use() -> None:
    """The tree is Lark's own; only the rules the text reduces get a callback."""
    lazy = CachedLark(GRAMMAR, parser="lalr", propagate_positions=True)
    assert not any(isinstance(key, Rule) for key in lazy._callbacks)
    text = "scry 2, draw"
    tree = lazy.parse(text)
    assert tree == Lark(GRAMMAR, parser="lalr", propagate_positions=True).parse(text)
    assert tree.children[0].meta.end_pos == len("scry 2")
    made = [key for key in lazy._callbacks if isinstance(key, Rule)]
    assert 0 < len(made) < len(lazy.rules)
    assert {rule.origin.name for rule in made} >= {"start", "step"}
    assert lazy.parse("a") == Lark(GRAMMAR, parser="lalr").parse("a")


NESTED_GRAMMAR = """
start: sentence+
sentence: "the" _words "." | group "."
_words: WORD+
?group: "(" group ")" | WORD | empty
empty:
%import common.WORD
%ignore " "
"""


def _offsets(tree: Tree) -> list[tuple[str, tuple[int, ...]]]:
    names = ("start_pos", "end_pos", "container_start_pos", "container_end_pos")
    return [
        (str(sub.data), tuple(getattr(sub.meta, n, -1) for n in names))
        for sub in tree.iter_subtrees()
    ]


@pytest.mark.parametrize("text", ["the red card.", "((word)).", "( () ).", "the a b. (x)."])
def test_cached_lark_records_the_offsets_lark_would(text: str) -> None:
    """Offsets, including those of a rule written inline (``_words``), of one that returns
    its only child (``?group``: the child keeps its own offsets) and of an empty one."""
    lazy = CachedLark(NESTED_GRAMMAR, parser="lalr", propagate_positions=True)
    own = Lark(NESTED_GRAMMAR, parser="lalr", propagate_positions=True)
    assert _offsets(lazy.parse(text)) == _offsets(own.parse(text))


def test_make_token_makes_the_token_lark_would() -> None:
    text = SourceText("Scry 2.\nDraw a card.")
    token = make_token("DRAW", "Draw", 8, 12, text)
    lark_token = Token("DRAW", "Draw", 8, 2, 1, 2, 5, 12)
    names = ("type", "value", "start_pos", "line", "column", "end_line", "end_column", "end_pos")
    assert type(token) is Token and token == lark_token
    assert [getattr(token, n) for n in names] == [getattr(lark_token, n) for n in names]
    assert pickle.loads(pickle.dumps(token)) == token


@pytest.mark.parametrize("collecting", [True, False])
def test_parse_leaves_the_cycle_collector_as_it_found_it(collecting: bool) -> None:
    """A parse turns collection off while it runs, and back on only if it was on, also when
    the text fails to parse."""
    (gc.enable if collecting else gc.disable)()
    try:
        parse("Scry 1.")
        assert gc.isenabled() is collecting
        with pytest.raises(ParseError):
            parse("Scry the.")
        assert gc.isenabled() is collecting
    finally:
        gc.enable()


def test_a_list_comma_is_decided_within_an_ability_length() -> None:
    """The lexer reads a list ahead to its "and" only as far as an ability can be long
    (MAX_ABILITY), so that lexing stays linear: in a longer run, a comma that far from the
    "and" is not read as the list's."""
    table = KeywordTable(parser("en").lexer_conf)
    for items in (3, 60):
        text = "It gains flying, " + "flying, " * items + "and haste."
        commas = [t.type for t in tokenize_english(SourceText(text), table) if t == ","]
        if items == 3:
            assert len(text) < MAX_ABILITY and set(commas) == {"_KEYWORD_COMMA"}
        else:
            assert text.index(",") + MAX_ABILITY < text.index("and")
            assert commas[0] == "COMMA" and commas[-1] == "_KEYWORD_COMMA"


@pytest.mark.parametrize("text", ["I — ", "I — Scry 2.\nII — "])
def test_a_text_that_ends_after_a_label_is_a_parse_error(text: str) -> None:
    """The lexer stops at the end of the text after a label (it read past it: IndexError)."""
    with pytest.raises(ParseError):
        parse(text)
