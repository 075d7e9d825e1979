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

from collections.abc import Callable
from functools import cache
from typing import Any, Protocol

from lark import Lark, Token
from lark.grammar import Rule
from lark.parsers.lalr_analysis import Shift

from .base import Builder

Callback = Callable[[list[Any]], Any]
#: Which children a rule keeps and which it splices in (see :func:`shaped`); None: all, as
#: they are.
Shape = list[tuple[int, bool]] | None
#: What :meth:`Loop.run` returns for a text it cannot parse.
STUCK = object()
#: The token after the last one.
END = Token("$END", "")


class Reduced:
    """A reduced rule: the value its builder method returned (for a ``_rule`` that its parent
    splices in, the list of its children), and where it is in the text, under the names the
    builder reads from a Lark ``Meta`` (it is the ``meta`` its method receives).

    Once its method has run, only its parent reads its offsets, for the parent's own: so a
    ``?rule`` that returns it as it is widens them to what the ``?rule`` matched (Lark's
    ``container_`` offsets), and a token's and a rule's offsets are read alike."""

    __slots__ = ("empty", "end_pos", "start_pos", "value")


_new = object.__new__


def reduced(children: list[Any], value: Any) -> Reduced:
    """A :class:`Reduced` holding ``value``, from where the first of ``children`` with
    offsets starts to where the last one ends (a token always has them, a rule that matched
    nothing has None). Made without an ``__init__``: it is made at most reductions."""
    made = _new(Reduced)
    start = children[0].start_pos if children else None
    end = children[-1].end_pos if children else None
    if start is None or end is None:  # no children, or one at an edge matched nothing: rare
        start, end = _edges(children)
    made.start_pos, made.end_pos, made.empty, made.value = start, end, start is None, value
    return made


def _edges(children: list[Any]) -> tuple[int | None, int | None]:
    """Where the first of ``children`` with offsets starts and the last one ends."""
    start = next((c.start_pos for c in children if c.start_pos is not None), None)
    end = next((c.end_pos for c in reversed(children) if c.end_pos is not None), None)
    return start, end


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
        keep = rule.options.keep_all_tokens
        include = [
            (i, not sym.is_term and sym.name.startswith("_"))
            for i, sym in enumerate(rule.expansion)
            if keep or not (sym.is_term and sym.filter_out)
        ]
        single = bool(rule.options.expand1 and not rule.alias)
        if single and include == [(0, False)] and len(rule.expansion) == 1:
            return None
        whole = include == [(i, False) for i in range(len(rule.expansion))]  # nothing to shape
        shape = None if whole else include
        if rule.origin.name.startswith("_"):
            return _splicing(shape)
        build = self.building(rule.alias or rule.options.template_source or rule.origin.name, shape)
        return _single(shape, build) if single else build

    def building(self, name: str, shape: Shape) -> Callback:
        """The callback of rule ``name``: a :class:`Reduced` whose value is what its builder
        method returns, given the values of the children (:func:`shaped` by ``shape``), once
        no method has failed.

        The most frequent call of a parse: :func:`reduced` and :func:`shaped` are written out
        in it, and the method is looked up once for each builder class in a row (calls and
        lists less per reduction)."""
        found: list[Any] = [None, None]  # the builder class last seen, and its method

        def build(children: list[Any]) -> Reduced:
            built = _new(Reduced)
            start = children[0].start_pos if children else None
            end = children[-1].end_pos if children else None
            if start is None or end is None:
                start, end = _edges(children)
            built.start_pos, built.end_pos, built.empty = start, end, start is None
            built.value = None
            builder = self.builder
            if builder is not None and self.failed is None:
                values = []  # loops, not a comprehension: Python 3.11 calls a function for one
                if shape is None:
                    for child in children:
                        values.append(child.value if type(child) is Reduced else child)
                else:  # what shaped() keeps, without making the list of it first
                    for i, splice in shape:
                        for child in children[i].value if splice else (children[i],):
                            values.append(child.value if type(child) is Reduced else child)
                try:  # the builder's method, given the children's values
                    if found[0] is not builder.__class__:
                        found[:] = builder.__class__, builder.RULES.get(name) or builder.rule(name)
                    built.value = found[1](builder, built, values)
                except Exception as error:  # raised after the parse, if it succeeds
                    self.failed = error
            return built

        return build


def shaped(include: list[tuple[int, bool]], children: list[Any]) -> list[Any]:
    """The children a rule's method gets: the ``include``-d ones (anonymous tokens dropped),
    those marked (``_rule`` children) replaced by their own children."""
    kept: list[Any] = []
    for i, splice in include:
        if splice:
            kept += children[i].value
        else:
            kept.append(children[i])
    return kept


def _picks(shape: Shape) -> list[int] | None:
    """The indexes of the children a ``shape`` keeps, when it splices none in (else None)."""
    if shape is None or any(splice for _, splice in shape):
        return None
    return [i for i, _ in shape]


def _splicing(shape: Shape) -> Callback:
    """The callback of a ``_rule``: a :class:`Reduced` holding its children (:func:`shaped`
    by ``shape``), for its parent to splice in. As frequent as a rule's: :func:`reduced` is
    written out in it, and a shape that only drops children picks the kept ones by index."""
    picks = _picks(shape)

    def splice(children: list[Any]) -> Reduced:
        made = _new(Reduced)
        if picks is not None:
            made.value = kept = []  # a loop, not a comprehension (a call less in Python 3.11)
            for i in picks:
                kept.append(children[i])
        else:
            made.value = children if shape is None else shaped(shape, children)
        start = children[0].start_pos if children else None
        end = children[-1].end_pos if children else None
        if start is None or end is None:
            start, end = _edges(children)
        made.start_pos, made.end_pos, made.empty = start, end, start is None
        return made

    return splice


def _single(shape: Shape, build: Callback) -> Callback:
    """The callback of a ``?rule``: its one kept child as it is (a rule's, with the offsets
    of everything the ``?rule`` matched), or, with more, what ``build`` makes of them."""

    def single(children: list[Any]) -> Any:
        kept = children if shape is None else shaped(shape, children)
        if len(kept) != 1:
            return build(children)
        child = kept[0]
        if type(child) is Reduced:
            edges = reduced(children, None)
            if not edges.empty:
                child.start_pos, child.end_pos, child.empty = edges.start_pos, edges.end_pos, False
        return child

    return single


class Tokens(Protocol):
    """A lexer of ours: :meth:`tokens` reads a whole text (Lark's ``lex`` reads it lazily)."""

    def tokens(self, data: str) -> list[Token]: ...


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
        #: Ours (inside Lark's wrapper of custom lexers), which reads a text at once.
        self.lexer: Tokens = lark.parser.lexer.lexer
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
        try:  # a lexer error: Lark's parse decides whether a syntax error before it wins
            tokens: list[Any] = self.lexer.tokens(text)
        except Exception:
            return STUCK
        tokens.append(END)
        states, values, state = [self.start], [], self.start
        for token in tokens:
            symbol = token.type
            while True:
                done = rows[state].get(symbol)
                if done is None and (done := action(state, symbol)) is None:
                    return STUCK
                if type(done) is int:  # a shift
                    state = done
                    states.append(state)
                    values.append(token)
                    break
                size, name, callback = done
                if callback is None:  # a ?rule of one child: the child's value stays
                    del states[-1]
                elif size:
                    children = values[-size:]
                    del states[-size:], values[-size:]
                    values.append(callback(children))
                else:
                    values.append(callback([]))
                under = states[-1]
                state = rows[under].get(name)
                if state is None:
                    state = action(under, name)
                states.append(state)
                if state == end and token is END:
                    value = values[-1]
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
