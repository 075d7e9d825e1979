"""The compiler's output: a tree of calls to the ``ops`` factories.

:func:`build` evaluates the tree once into closures (the closure form); :func:`to_source`
prints the same tree as Python (the generated-code form). Both call the same factories,
so the two forms behave alike. Strings are printed with ``repr``, so card text only ever
appears in generated code as escaped literals.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Union

from . import ops

Value = Union["Call", int, str, bool, None, tuple["Value", ...]]
WIDTH = 96


@dataclass(frozen=True, slots=True)
class Call:
    """``ops.<op>(*args, **kwargs)``."""

    op: str
    args: tuple[Value, ...] = ()
    kwargs: tuple[tuple[str, Value], ...] = ()


def call(op: str, *args: Value, **kwargs: Value) -> Call:
    """A call node; the factory must exist in ``ops``."""
    if op not in ops.__all__:
        raise ValueError(f"unknown engine factory ops.{op}")
    return Call(op, args, tuple(kwargs.items()))


def build(value: Value) -> Any:
    """Evaluate a tree: call the factories bottom-up, returning what the root returns."""
    if isinstance(value, Call):
        fn = getattr(ops, value.op)
        return fn(*(build(a) for a in value.args), **{k: build(v) for k, v in value.kwargs})
    if isinstance(value, tuple):
        return tuple(build(v) for v in value)
    return value


def literal(value: str | int | bool | None) -> str:
    """A Python literal; strings go through ``repr`` (always a valid, inert literal)."""
    if isinstance(value, bool | int) or value is None:
        return repr(value)
    if isinstance(value, str):
        return repr(value)
    raise TypeError(f"not a literal: {type(value).__name__}")


def to_source(value: Value, indent: int = 0, prefix: str = "ops.") -> str:
    """Python source for a tree, wrapped to stay readable."""
    flat = _flat(value, prefix)
    if len(flat) + indent <= WIDTH or not isinstance(value, Call | tuple):
        return flat
    pad = " " * (indent + 4)
    if isinstance(value, tuple):
        items = [to_source(v, indent + 4, prefix) for v in value]
        return "(\n" + "".join(f"{pad}{i},\n" for i in items) + " " * indent + ")"
    parts = _parts(value, lambda v: to_source(v, indent + 4, prefix))
    return f"{prefix}{value.op}(\n" + "".join(f"{pad}{p},\n" for p in parts) + " " * indent + ")"


def _flat(value: Value, prefix: str) -> str:
    if isinstance(value, Call):
        parts = _parts(value, lambda v: _flat(v, prefix))
        return f"{prefix}{value.op}({', '.join(parts)})"
    if isinstance(value, tuple):
        inner = ", ".join(_flat(v, prefix) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    return literal(value)


@cache
def _parameters(op: str) -> tuple[inspect.Parameter, ...]:
    return tuple(inspect.signature(getattr(ops, op)).parameters.values())


def _parts(value: Call, show: Callable[[Value], str]) -> list[str]:
    """A call's arguments as generated code writes them: positional up to the first boolean
    or ``None``, by keyword from there on (``tapped=False`` reads, a bare ``False`` does not),
    leaving out a keyword argument that is the parameter's default."""
    params = _parameters(value.op)
    args = value.args
    cut = next((i for i, a in enumerate(args) if a is None or isinstance(a, bool)), len(args))
    if any(p.kind is not p.POSITIONAL_OR_KEYWORD for p in params[: len(args)]):
        cut = len(args)  # ``*abilities``: every argument is positional
    named = [(p.name, a) for p, a in zip(params[cut:], args[cut:], strict=False)]
    defaults = {p.name: p.default for p in params}
    parts = [show(a) for a in args[:cut]]
    for name, v in [*named, *value.kwargs]:
        default = defaults.get(name, inspect.Parameter.empty)
        if not (isinstance(v, Call | tuple) or type(v) is not type(default) or v != default):
            continue
        parts.append(f"{name}={show(v)}")
    return parts
