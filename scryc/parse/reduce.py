"""The AST built while the parser reduces: no parse tree, no second walk over it.

Lark's tree builder makes a :class:`lark.Tree` and a ``Meta`` for every reduction, and the
builder then walked the finished tree calling the method of each rule. Here each rule's
callback calls the builder's method at once, with the rule's offsets and its children's
values, and hands the parser a :class:`Built` (the value and its offsets). The callbacks
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
from typing import Any

from lark import Lark
from lark.grammar import Rule

from .base import Builder

Callback = Callable[[list[Any]], Any]


class Built:
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


def _start(children: list[Any]) -> int | None:
    """Where the first child with offsets starts (its container: everything it matched)."""
    for child in children:
        if type(child) is Built:
            if not child.empty:
                return child.container_start_pos
        else:
            return child.start_pos  # type: ignore[no-any-return]
    return None


def _end(children: list[Any]) -> int | None:
    """Where the last child with offsets ends."""
    for child in reversed(children):
        if type(child) is Built:
            if not child.empty:
                return child.container_end_pos
        else:
            return child.end_pos  # type: ignore[no-any-return]
    return None


class BuildingCallbacks(dict):  # type: ignore[type-arg]
    """The parser's callbacks by rule, each made on first use, calling the methods of
    :attr:`builder` (one builder for each parse; with none, they only keep offsets)."""

    def __init__(self) -> None:
        super().__init__()
        self.builder: Builder | None = None
        #: The first exception a builder method raised in this parse.
        self.failed: Exception | None = None

    def __bool__(self) -> bool:
        """Never empty: Lark builds no tree at all when its callbacks are."""
        return True

    def __missing__(self, rule: Rule) -> Callback:
        callback = self[rule] = self.make(rule)
        return callback

    def make(self, rule: Rule) -> Callback:
        """The callback of ``rule``: see the module's docstring."""
        name = rule.alias or rule.options.template_source or rule.origin.name
        keep = rule.options.keep_all_tokens
        include = [
            (i, not sym.is_term and sym.name.startswith("_"))
            for i, sym in enumerate(rule.expansion)
            if keep or not (sym.is_term and sym.filter_out)
        ]
        single = bool(rule.options.expand1 and not rule.alias)
        spliced = rule.origin.name.startswith("_")

        def callback(children: list[Any]) -> Any:
            filtered: list[Any] = []
            for i, splice in include:
                if splice:
                    filtered += children[i].children
                else:
                    filtered.append(children[i])
            start, end = _start(children), _end(children)
            if single and len(filtered) == 1:
                child = filtered[0]
                if type(child) is Built and start is not None and end is not None:
                    if child.empty:
                        child.start_pos, child.end_pos, child.empty = start, end, False
                    child.container_start_pos, child.container_end_pos = start, end
                return child
            built = Built(start, end)
            if spliced:
                built.children = filtered
            else:
                built.value = self.call(name, built, filtered)
            return built

        return callback

    def call(self, name: str, meta: Built, children: list[Any]) -> Any:
        """The value of rule ``name``: its builder method's, given the children's values."""
        builder = self.builder
        if builder is None or self.failed is not None:
            return None
        values = [c.value if type(c) is Built else c for c in children]
        try:
            method = builder.RULES.get(name) or builder.rule(name)
            return method(builder, meta, values)
        except Exception as error:  # raised after the parse, if it succeeds
            self.failed = error
            return None


def build(lark: Lark, text: str, builder: Builder) -> tuple[Any, Exception | None]:
    """Parse ``text`` with ``lark``, building its AST with ``builder`` during the parse:
    the AST and the first error a builder method raised (then the AST is None). Raises
    Lark's syntax errors and the lexer's."""
    inner = lark.parser.parser.parser  # Lark's LALR loop, which reads its callbacks per parse
    trees = inner.callbacks
    callbacks = getattr(lark, "_building", None)
    if callbacks is None:
        callbacks = lark._building = BuildingCallbacks()  # type: ignore[attr-defined]
    outer = callbacks.builder, callbacks.failed  # a parse within a builder method
    callbacks.builder, callbacks.failed = builder, None
    inner.callbacks = callbacks
    try:
        result = lark.parse(text)
        failed = callbacks.failed
    finally:
        inner.callbacks = trees
        callbacks.builder, callbacks.failed = outer
    if failed is not None:
        return None, failed
    return (result.value if type(result) is Built else result), None
