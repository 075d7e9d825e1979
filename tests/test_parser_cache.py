"""The parser loaded from its stored table (marshal data shipped with the package; rules and
states decoded lazily) parses as the one built; its tokens and offsets are the ones Lark
would make; parsing reads and writes nothing outside the package."""

from __future__ import annotations

import gc
import marshal
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from lark import Lark, Token, Tree, UnexpectedInput
from lark.grammar import Rule
from lark.parsers.lalr_analysis import Reduce

from scryc import ParseError, parse
from scryc.parse import parser, store, table
from scryc.parse.en.lexer import self_names, tokenize_english
from scryc.parse.table import CachedLark, LazyStates
from scryc.parse.tokens import MAX_ABILITY, KeywordTable, SourceText, make_token

TEXTS = [
    "Scry 2, then draw a card.",
    "When Card Name enters, surveil 1. When you do, return target creature to its owner's hand.",
    "Target creature gets +2/+0, gains flying, and attacks each combat if able until end of turn.",
]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_stored_table_is_of_the_current_grammar(lang: str) -> None:
    """The package ships each language's table, built from the grammar it has now."""
    stored = store.stored_table(lang)
    assert stored is not None, f"no stored {lang} table: build it with python tools/build_tables.py"
    assert table.load(stored, store.grammar_hash(lang), "basic") is not None


@pytest.mark.parametrize("text", TEXTS)
def test_the_parser_is_loaded_from_the_stored_table_and_decoded_lazily(text: str) -> None:
    loaded = parser.__wrapped__("en")  # a parser of its own, not the one other tests used
    states = loaded.parser.parser.parser.parse_table.states
    assert isinstance(states, LazyStates)
    assert loaded.source_path == "<deserialized>"  # read from the table, not built
    source = SourceText(text, self_names("Card Name"))
    before = len(states)
    loaded.parse(source)
    assert before < len(states) < len(states.raw)  # the states the text reached, no more


def test_parsing_writes_and_reads_nothing_in_the_temp_and_home_folders(tmp_path: Path) -> None:
    temp, home = tmp_path / "tmp", tmp_path / "home"
    temp.mkdir()
    home.mkdir()
    env = {**os.environ, "TMPDIR": str(temp), "HOME": str(home), "PYTHONWARNINGS": "error"}
    for args in (
        ["Scry 2, then draw a card."],
        ["占術２を行い、その後カードを１枚引く。", "--lang", "ja"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "scryc", "parse", *args], env=env, capture_output=True
        )
        assert done.returncode == 0, done.stderr
        assert b"parse table" not in done.stderr
    assert not list(temp.iterdir()) and not list(home.iterdir())


GRAMMAR = """
start: step ("," step)*
step: WORD NUMBER?
WORD: /[a-z]+/
NUMBER: /[0-9]+/
%ignore " "
"""


def test_a_stored_table_loads_each_rule_when_first_reduced_with_fresh_hashes() -> None:
    """Each rule is stored as one marshalled string and decoded when the table first
    reduces it, hashed anew (string hashes differ between processes); terminals are data."""
    built = table.build(GRAMMAR, "basic", [])
    stored = table.dump(built, "key")
    raw = marshal.loads(stored)
    assert not raw["data"]["rules"]
    assert {type(v) for v in raw["memo"].values()} == {bytes, dict}
    loaded = table.load(stored, "key", "basic")
    assert loaded is not None and loaded.source_path == "<deserialized>"
    assert loaded.parse("scry 2, draw") == built.parse("scry 2, draw")
    states = loaded.parser.parser.parser.parse_table.states
    decoded = {arg for s in states.raw for _, (kind, arg) in states[s].items() if kind is Reduce}
    assert sorted(map(str, decoded)) == sorted(map(str, built.rules))
    assert all(hash(r) == hash((r.origin, tuple(r.expansion))) for r in decoded)


def test_a_stored_table_reports_the_errors_of_the_built_one() -> None:
    built = table.build(GRAMMAR, "basic", [])
    loaded = table.load(table.dump(built, "key"), "key", "basic")
    errors = []
    for lark in (built, loaded):
        with pytest.raises(UnexpectedInput) as caught:
            lark.parse("scry 2 draw")  # type: ignore[union-attr]
        errors.append((caught.value.pos_in_stream, sorted(caught.value.expected)))
    assert errors[0] == errors[1]


@pytest.mark.parametrize(
    "change",
    [{"grammar": "other"}, {"lark": "0.1"}, {"format": table.FORMAT + 1}],
    ids=["another grammar", "another Lark", "another format"],
)
def test_a_table_of_another_grammar_lark_or_format_is_not_loaded(change: dict) -> None:
    raw = marshal.loads(table.dump(table.build(GRAMMAR, "basic", []), "key"))
    assert table.load(marshal.dumps({**raw, **change}), "key", "basic") is None


@pytest.mark.parametrize("stored", [b"", b"not a table", marshal.dumps([1, 2])])
def test_bytes_that_are_no_table_are_not_loaded(stored: bytes) -> None:
    assert table.load(stored, "key", "basic") is None


def test_a_missing_table_is_built_with_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "grammar_text", lambda lang: GRAMMAR)
    monkeypatch.setattr(store, "stored_table", lambda lang: None)
    with pytest.warns(store.TableWarning, match="English parse table is missing"):
        built = store.load_parser("en", "basic")
    assert built.parse("surveil 1")


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
    assert isinstance(token, Token) and token == lark_token
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
