"""Lark's on-disk cache, made quick to load (most of a cold start is loading it)."""

from __future__ import annotations

import marshal
import pickle
from collections.abc import Callable, Collection
from typing import IO, Any

from lark import Lark, Tree
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parse_tree_builder import ParseTreeBuilder
from lark.parser_frontends import _get_lexer_callbacks
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser
from lark.utils import SerializeMemoizer


class CachedLark(Lark):
    """Lark, writing its cache in a form that loads quickly with :class:`CachedTableParser`.

    Lark's own cache holds the grammar's rules and terminals as nested dicts, which it turns
    back into objects one field at a time in Python (about half of loading the English
    grammar). This one pickles the terminals as objects, and marshals each rule into a string
    that the parse table decodes when it first reduces the rule: parsing one card reduces a
    few dozen of the English grammar's 2,300. Lark reads either form: its loader keeps any
    value that is not a dict or list as it is."""

    def save(self, f: IO[bytes], exclude_options: Collection[str] = ()) -> None:
        if not isinstance(self.parser.parser, CachedTableParser):
            super().save(f, exclude_options)  # Lark's parser decodes every rule as it loads
            return
        memo = SerializeMemoizer([TerminalDef, Rule])
        data = self.serialize(memo)
        data["options"] = {n: v for n, v in data["options"].items() if n not in exclude_options}
        data["rules"] = []  # the parse table names every rule it reduces
        objects = {
            key: marshal.dumps(value.serialize()) if isinstance(value, Rule) else value
            for key, value in memo.memoized.reversed().items()
        }
        pickle.dump({"data": data, "memo": objects}, f, protocol=pickle.HIGHEST_PROTOCOL)

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
    """The parse table's states, each decoded from Lark's cache on first use. Lark decodes
    every entry up front (about 200,000 for the English grammar, most of a cold start);
    parsing one card visits a few dozen states. In the cache each state's actions are one
    marshalled string, so that unpickling the table makes one object per state."""

    def __init__(self, raw: dict[int, bytes], tokens: list[str], memo: Any):
        super().__init__()
        self.raw, self.tokens, self.memo = raw, tokens, memo

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        tokens, raw = self.tokens, self.raw[state]
        encoded = marshal.loads(raw) if isinstance(raw, bytes) else raw  # an older cache
        actions = {
            tokens[token]: (Reduce, self.rule(arg)) if action == 1 else (Shift, arg)
            for token, (action, arg) in encoded.items()
        }
        self[state] = actions
        return actions

    def rule(self, data: dict[str, Any]) -> Rule:
        """The rule an action reduces, decoded from the cache the first time (a rule in the
        cache's memo is a marshalled string, or in a cache Lark wrote, a rule)."""
        if "@" not in data:
            return Rule.deserialize(data, self.memo)
        found = self.memo[data["@"]]
        if isinstance(found, bytes):
            found = self.memo[data["@"]] = Rule.deserialize(marshal.loads(found), self.memo)
        return found


class CachedTableParser(LALR_Parser):
    """Lark's LALR parser, loaded from Lark's cache with a lazily decoded table. Plugged in
    through Lark's ``_plugins`` option; parsing itself is Lark's."""

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
