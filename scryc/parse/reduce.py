"""The AST built while the parser reduces: no parse tree, no second walk over it, and an
LALR loop of our own over the stored table (:class:`Loop`; a text it cannot parse is parsed
again by Lark, for Lark's error).

Lark's tree builder makes a :class:`lark.Tree` and a ``Meta`` for every reduction, and the
builder then walked the finished tree calling the method of each rule. Here each rule's
callback calls the builder's method at once, with the rule's offsets and its children's
values, and hands the loop a :class:`Reduced` (the value and its offsets). The callbacks
shape the children as Lark's would (anonymous tokens dropped, ``_rule`` children spliced in,
a ``?rule`` of one child returning it, offsets as :class:`~scryc.parse.table.Offsets`
computes them), and methods run in the order the tree walk ran them (the reduction order is
the walk's post-order), so every AST is the one the walk built.

A builder's error does not stop the parse: the first is kept, the methods are not called
any more, and it is raised when the parse succeeds; a syntax error found later in the text
wins, as it did when the builder ran after the parse.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from lark import Lark
from lark.grammar import Rule
from lark.parsers.lalr_analysis import Shift

from .base import Builder

Callback = Callable[[list[Any]], Any]
#: What :meth:`Loop.run` returns for a text it cannot parse.
STUCK = object()


class Reduced:
    """A reduced rule: the value its builder method returned (``children`` instead, for a
    ``_rule`` that its parent splices in), and its offsets under the names the builder
    reads from a Lark ``Meta`` (it is the ``meta`` its method receives)."""

    __slots__ = (
        "children",
        "container_end_pos",
        "container_start_pos",
        "empty",
        "end_pos",
        "start_pos",
        "value",
    )

    def __init__(self, start: int | None, end: int | None) -> None:
        self.value: Any = None
        self.children: list[Any] = []
        self.empty = start is None or end is None
        self.start_pos = self.container_start_pos = start
        self.end_pos = self.container_end_pos = end


def _edge(children: Iterable[Any], first: bool) -> int | None:
    """Where the first child with offsets starts (``first``; its container: everything it
    matched), or, given the children reversed, where the last one ends."""
    for child in children:
        if type(child) is Reduced:
            if not child.empty:
                return child.container_start_pos if first else child.container_end_pos
        else:
            return child.start_pos if first else child.end_pos  # type: ignore[no-any-return]
    return None


def _edges(children: list[Any]) -> tuple[int | None, int | None]:
    """Where the first child with offsets starts and where the last one ends; (None, None)
    when no child has offsets (then the search from the end is skipped)."""
    start = _edge(children, True)
    return (None, None) if start is None else (start, _edge(reversed(children), False))


class BuildingCallbacks(dict):  # type: ignore[type-arg]
    """The parser's callbacks by rule, each made on first use, calling the methods of
    :attr:`builder` (one builder for each parse)."""

    def __init__(self) -> None:
        super().__init__()
        self.builder: Builder | None = None
        #: The first exception a builder method raised in this parse.
        self.failed: Exception | None = None

    def __missing__(self, rule: Rule) -> Callback | None:
        callback = self[rule] = self.make(rule)
        return callback

    def make(self, rule: Rule) -> Callback | None:
        """The callback of ``rule`` (see the module's docstring), or None for a ``?rule`` of
        one symbol, which returns its child as it is."""
        name = rule.alias or rule.options.template_source or rule.origin.name
        keep = rule.options.keep_all_tokens
        include = [
            (i, not sym.is_term and sym.name.startswith("_"))
            for i, sym in enumerate(rule.expansion)
            if keep or not (sym.is_term and sym.filter_out)
        ]
        single = bool(rule.options.expand1 and not rule.alias)
        if single and include == [(0, False)] and len(rule.expansion) == 1:
            return None
        spliced = rule.origin.name.startswith("_")
        whole = include == [(i, False) for i in range(len(rule.expansion))]  # nothing to shape

        def callback(children: list[Any]) -> Any:
            if whole:
                filtered = children
            else:
                filtered = []
                for i, splice in include:
                    if splice:
                        filtered += children[i].children
                    else:
                        filtered.append(children[i])
            start, end = _edges(children)
            if single and len(filtered) == 1:
                child = filtered[0]
                if type(child) is Reduced and start is not None and end is not None:
                    if child.empty:
                        child.start_pos, child.end_pos, child.empty = start, end, False
                    child.container_start_pos, child.container_end_pos = start, end
                return child
            built = Reduced(start, end)
            builder = self.builder
            if spliced:
                built.children = filtered
            elif builder is not None and self.failed is None:
                values = [c.value if type(c) is Reduced else c for c in filtered]
                try:  # the builder's method, given the children's values
                    method = builder.RULES.get(name) or builder.rule(name)
                    built.value = method(builder, built, values)
                except Exception as error:  # raised after the parse, if it succeeds
                    self.failed = error
            return built

        return callback


class Rows(dict):  # type: ignore[type-arg]
    """A dict of dicts, each made empty on first use."""

    def __missing__(self, key: Any) -> dict[str, Any]:
        row: dict[str, Any] = {}
        self[key] = row
        return row


class Loop:
    """The LALR loop over ``lark``'s table, for texts that parse: each (state, token type)
    is looked up in the table once and kept as what the loop needs (shift's target, or the
    reduced rule's length, name and callback), instead of Lark's per-token lookups and its
    hashing of the rule to find the callback. A text it cannot parse is parsed again by
    Lark, for Lark's error."""

    def __init__(self, lark: Lark) -> None:
        table = lark.parser.parser.parser.parse_table
        start = lark.options.start[0]
        self.states = table.states
        self.start, self.end = table.start_states[start], table.end_states[start]
        self.lexer = lark.parser.lexer.lexer  # ours, inside Lark's wrapper of custom lexers
        self.callbacks = BuildingCallbacks()
        #: By state, what each token type (or rule name, after a reduction) leads to.
        self.rows: dict[int, dict[str, Any]] = Rows()

    def action(self, state: int, symbol: str) -> Any:
        """What ``symbol`` does in ``state``: the target state (a shift), or the reduced
        rule's (length, name, callback); None if the table has no action."""
        found = self.states[state].get(symbol)
        if found is None:
            return None
        kind, arg = found
        done = arg if kind is Shift else (len(arg.expansion), arg.origin.name, self.callbacks[arg])
        self.rows[state][symbol] = done
        return done

    def run(self, text: str) -> Any:
        """The value of the start rule for ``text``, or :data:`STUCK` if the text has a
        token the table cannot take or the lexer cannot read it."""
        rows, action, end = self.rows, self.action, self.end
        try:  # Lark reads tokens lazily: a syntax error before a lexer error wins
            tokens: list[Any] = [*self.lexer.lex(text), None]
        except Exception:
            return STUCK
        states, values = [self.start], []
        for token in tokens:
            symbol = token.type if token is not None else "$END"
            while True:
                state = states[-1]
                done = rows[state].get(symbol)
                if done is None and (done := action(state, symbol)) is None:
                    return STUCK
                if type(done) is int:
                    states.append(done)
                    values.append(token)
                    break
                size, name, callback = done
                if callback is None:  # the rule's one child is its value
                    del states[-1]
                    value = values.pop()
                elif size:
                    children = values[-size:]
                    del states[-size:], values[-size:]
                    value = callback(children)
                else:
                    value = callback([])
                state = states[-1]
                goto = rows[state].get(name)
                states.append(goto if goto is not None else action(state, name))
                values.append(value)
                if token is None and states[-1] == end:
                    return value.value if type(value) is Reduced else value


@cache
def loop_of(lark: Lark) -> Loop:
    """``lark``'s :class:`Loop`, made once."""
    return Loop(lark)


def build(lark: Lark, text: str, builder: Builder) -> tuple[Any, Exception | None]:
    """Parse ``text`` with ``lark``, building its AST with ``builder`` during the parse:
    the AST and the first error a builder method raised (then the AST is None). Raises
    Lark's syntax errors and the lexer's, as Lark's own parse raises them."""
    callbacks = loop_of(lark).callbacks
    outer = callbacks.builder, callbacks.failed  # a parse within a builder method
    callbacks.builder, callbacks.failed = builder, None
    try:
        value = loop_of(lark).run(text)
        failed = callbacks.failed
    finally:
        callbacks.builder, callbacks.failed = outer
    if value is STUCK:
        lark.parse(text)  # Lark's loop, building a tree, for Lark's error
        raise AssertionError(f"Lark parsed what scryc's LALR loop could not: {text!r}")
    return (None, failed) if failed is not None else (value, None)
