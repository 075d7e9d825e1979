"""The lint rules, one module per rule, and the registry of them all.

A rule module defines ``CODE``, ``SUMMARY``, ``CITATION`` (Comprehensive Rules, with their
version), ``LANGS`` (the languages it reads), ``SCOPE`` ("text": runs on the raw text, even
text that does not parse; "ast": runs on parsed text), ``SEVERITY``, ``FIX`` (what its fix
does, or None) and ``check(source)`` yielding diagnostics; its docstring says what it does,
why, and gives an example.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Literal

from ..diagnostic import Diagnostic


@dataclass(frozen=True)
class Rule:
    """A lint rule, read from its module."""

    code: str
    summary: str
    citation: str
    doc: str
    langs: tuple[str, ...]
    scope: Literal["text", "ast"]
    severity: Literal["error", "warning"]
    fix: str | None
    check: Callable[..., Iterable[Diagnostic]]

    @classmethod
    def from_module(cls, module: ModuleType) -> Rule:
        return cls(
            code=module.CODE,
            summary=module.SUMMARY,
            citation=module.CITATION,
            doc=inspect.cleandoc(module.__doc__ or ""),
            langs=module.LANGS,
            scope=module.SCOPE,
            severity=module.SEVERITY,
            fix=module.FIX,
            check=module.check,
        )


#: Every rule module of this package (scry001, scry002, …), in code order.
MODULES: tuple[ModuleType, ...] = tuple(
    importlib.import_module(f"{__name__}.{name}")
    for name in sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name.startswith("scry"))
)
RULES: tuple[Rule, ...] = tuple(Rule.from_module(m) for m in MODULES)
BY_CODE: dict[str, Rule] = {rule.code: rule for rule in RULES}
