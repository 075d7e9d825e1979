"""The parse tables, stored with the package and quick to load (most of a cold start is
loading them).

Lark serializes a parser into nested dicts and decodes every rule and every parse-table
entry when it loads (about 200,000 entries for the English grammar); parsing one card
reaches a few dozen states and rules. Here each state's actions and each rule are marshalled
into one string of their own, decoded when the parser first reaches them. The file is
:mod:`marshal` data (dicts, lists, strings, numbers; no pickle, nothing that runs code),
built when the package is built and read from the package's own data.

Lark has no public API for a lazily decoded table: :class:`CachedTableParser` is plugged in
through Lark's ``_plugins`` option, the one hook Lark offers for its LALR parser class; the
rest (:func:`dump`, :func:`load`) is Lark's ``memo_serialize`` and ``Lark.load``."""

from __future__ import annotations

import marshal
from collections.abc import Callable
from typing import Any

import lark
from lark import Lark, Tree
from lark.common import ParserConf
from lark.grammar import Rule
from lark.lexer import Lexer, TerminalDef
from lark.parse_tree_builder import ParseTreeBuilder
from lark.parser_frontends import _get_lexer_callbacks
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser
from lark.utils import SerializeMemoizer

from .analysis import IndexedAnalyzer

#: The version of the stored form; a table of another version is built anew.
FORMAT = 1
#: Options that hold classes, not data: given again when the table is loaded.
CODE_OPTIONS = ("lexer", "_plugins")


class CachedLark(Lark):
    """Lark, with a parse table that loads quickly: see :func:`dump` and :func:`load`."""

    def _prepare_callbacks(self) -> None:
        """Lark's tree-building callbacks, each made for its rule on first use: Lark makes
        all of them up front (one for each of the English grammar's 2,300 rules), and parsing
        one card reduces a few dozen rules."""
        builder = ParseTreeBuilder(
            [], self.options.tree_class or Tree, False, False, self.options.maybe_placeholders
        )
        offsets = self.options.propagate_positions is True
        self._callbacks = LazyCallbacks(builder, self.options.transformer, offsets)
        self._callbacks.update(_get_lexer_callbacks(self.options.transformer, self.terminals))


class LazyCallbacks(dict):  # type: ignore[type-arg]
    """The callbacks of Lark's parser by rule, each made by Lark's tree builder when the
    rule is first reduced (the lexer's callbacks, by terminal name, are made up front).
    With ``offsets``, each callback records its tree's source offsets (:class:`Offsets`)."""

    def __init__(self, builder: ParseTreeBuilder, transformer: Any, offsets: bool = False):
        super().__init__()
        self.builder, self.transformer, self.offsets = builder, transformer, offsets

    def __missing__(self, rule: Rule) -> Any:
        self.builder.rule_builders = list(self.builder._init_builders([rule]))
        callback = self.builder.create_callback(self.transformer)[rule]
        if self.offsets:
            callback = Offsets(callback)
        self[rule] = callback
        return callback

    def __bool__(self) -> bool:
        """Never empty: Lark builds no tree at all when its callbacks are."""
        return True


class Offsets:
    """Lark's ``propagate_positions`` for offsets only: a tree's meta gets the ``start_pos``
    and ``end_pos`` of its first and last child that has them, and, as in Lark, the
    ``container_`` offsets of everything its rule matched (a rule that returns its only
    child keeps the child's own offsets). The builder reads nothing else, and Lark's
    lines and columns as well took a tenth of the parse time."""

    __slots__ = ("build",)

    def __init__(self, build: Callable[[list[Any]], Any]) -> None:
        self.build = build

    def __call__(self, children: list[Any]) -> Any:
        tree = self.build(children)
        if type(tree) is not Tree:
            return tree
        start = end = None
        for child in children:
            if (start := _outer(child, True)) is not None:
                break
        for child in reversed(children):
            if (end := _outer(child, False)) is not None:
                break
        if start is not None and end is not None:
            meta = tree.meta
            if meta.empty:
                meta.start_pos, meta.end_pos, meta.empty = start, end, False
            meta.container_start_pos, meta.container_end_pos = start, end
        return tree


def _outer(child: Any, first: bool) -> int | None:
    """Where ``child`` (a token or a tree) starts (``first``) or ends in the source."""
    if type(child) is Tree:
        meta = child.meta
        if meta.empty:
            return None
        return meta.container_start_pos if first else meta.container_end_pos
    return child.start_pos if first else child.end_pos


class LazyStates(dict):  # type: ignore[type-arg]
    """The parse table's states, each decoded from the stored table on first use. Lark decodes
    every entry up front (about 200,000 for the English grammar, most of a cold start);
    parsing one card visits a few dozen states. In the stored table each state's actions
    are one marshalled string, so that loading the table makes one object per state."""

    def __init__(self, raw: dict[int, bytes], tokens: list[str], memo: Any):
        super().__init__()
        self.raw, self.tokens, self.memo = raw, tokens, memo
        #: Each action made once, shared by every state that has it (most are repeated).
        self.actions: dict[tuple[int, Any], tuple[Any, Any]] = {}

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        tokens = self.tokens
        decoded = marshal.loads(self.raw[state]).items()
        actions = {tokens[token]: self.action(action, arg) for token, (action, arg) in decoded}
        self[state] = actions
        return actions

    def action(self, action: int, arg: Any) -> tuple[Any, Any]:
        """Shift to state ``arg``, or (``action`` 1) reduce the rule ``arg``."""
        key = (action, arg["@"] if action == 1 else arg)
        found = self.actions.get(key)
        if found is None:
            found = self.actions[key] = (Reduce, self.rule(arg)) if action == 1 else (Shift, arg)
        return found

    def rule(self, data: dict[str, Any]) -> Rule:
        """The rule an action reduces, decoded from the stored table the first time (in the
        memo, a rule is a marshalled string until then)."""
        found = self.memo[data["@"]]
        if isinstance(found, bytes):
            found = self.memo[data["@"]] = Rule.deserialize(marshal.loads(found), self.memo)
        return found


def decode_all(parser: Lark) -> None:
    """Decode every state of ``parser``'s table now: a process pool's parent does, so that
    the workers forked from it share one decoded table instead of each decoding its own."""
    states = parser.parser.parser.parser.parse_table.states
    if isinstance(states, LazyStates):
        for state in states.raw:
            states[state]


class CachedTableParser(LALR_Parser):
    """Lark's LALR parser, loaded from the stored table, decoded lazily. Plugged in
    through Lark's ``_plugins`` option; parsing itself is Lark's."""

    def __init__(self, parser_conf: ParserConf, debug: bool = False, strict: bool = False):
        """Build the table with :class:`~scryc.parse.analysis.IndexedAnalyzer` (Lark's
        table, found faster)."""
        analysis = IndexedAnalyzer(parser_conf, debug=debug, strict=strict)
        analysis.compute_lalr()
        self._parse_table = analysis.parse_table
        self.parser_conf = parser_conf
        self.parser = _Parser(analysis.parse_table, parser_conf.callbacks, debug)

    def serialize(self, memo: Any = None) -> dict[str, Any]:
        """Lark's serialized table, each state's actions marshalled into one string."""
        data = super().serialize(memo)
        data["states"] = {state: marshal.dumps(acts) for state, acts in data["states"].items()}
        return data

    @classmethod
    def deserialize(
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> CachedTableParser:
        states = LazyStates(data["states"], data["tokens"], memo)
        inst = cls.__new__(cls)
        inst._parse_table = IntParseTable(states, data["start_states"], data["end_states"])
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst


def build(
    grammar: str,
    lexer: type[Lexer] | str,
    import_paths: list[str],
    parser_class: type[LALR_Parser] | None = None,
) -> CachedLark:
    """The parser of ``grammar`` with its own ``lexer``, built (slow: LALR analysis);
    ``import_paths`` are where its ``%import`` statements look; ``parser_class`` (default
    :class:`CachedTableParser`) is the LALR parser that builds the table."""
    return CachedLark(
        grammar,
        parser="lalr",
        lexer=lexer,
        import_paths=import_paths,
        propagate_positions=True,
        maybe_placeholders=False,
        _plugins={"LALR_Parser": parser_class or CachedTableParser},
    )


def dump(parser: CachedLark, grammar_hash: str) -> bytes:
    """``parser`` as marshal data: Lark's serialized form, each rule and each state's
    actions a marshalled string of its own, headed by the hash of the grammar it was built
    from, the Lark version and :data:`FORMAT`."""
    memo = SerializeMemoizer([TerminalDef, Rule])
    data = parser.serialize(memo)
    data["options"] = {n: v for n, v in data["options"].items() if n not in CODE_OPTIONS}
    data["parser"]["lexer_conf"]["lexer_type"] = None
    data["rules"] = []  # the parse table names every rule it reduces
    objects = {
        key: marshal.dumps(value.serialize()) if isinstance(value, Rule) else value.serialize()
        for key, value in memo.memoized.reversed().items()
    }
    header = {"format": FORMAT, "lark": lark.__version__, "grammar": grammar_hash}
    return marshal.dumps({**header, "data": data, "memo": objects})


def load(stored: bytes, grammar_hash: str, lexer: type[Lexer] | str) -> CachedLark | None:
    """The parser stored by :func:`dump`, or None when it was built from another grammar,
    by another Lark version or in another format (or is not a table at all)."""
    try:
        tables = marshal.loads(stored)
    except (EOFError, ValueError, TypeError):
        return None
    header = {"format": FORMAT, "lark": lark.__version__, "grammar": grammar_hash}
    if not isinstance(tables, dict) or any(tables.get(k) != v for k, v in header.items()):
        return None
    data = tables["data"]
    data["options"].update(lexer=lexer, _plugins={"LALR_Parser": CachedTableParser})
    data["parser"]["lexer_conf"]["lexer_type"] = lexer
    loaded = CachedLark.load({"data": data, "memo": tables["memo"]})
    assert isinstance(loaded, CachedLark)
    return loaded
