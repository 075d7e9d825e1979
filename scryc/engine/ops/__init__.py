"""The engine API that compiled cards are built from: one factory per construct.

The closure compiler and generated Python modules both call these factories (as
``ops.<name>(…)``), so both forms of a card behave the same.
"""

from __future__ import annotations

from . import abilities as _abilities
from . import effects as _effects
from . import values as _values
from .abilities import *  # noqa: F403
from .effects import *  # noqa: F403
from .values import *  # noqa: F403

HELPERS = {"alive", "attribute"}  # used by the factories, not factories themselves


def _public(module: object) -> list[str]:
    return [
        name
        for name, value in vars(module).items()
        if callable(value)
        and not name.startswith("_")
        and getattr(value, "__module__", None) == getattr(module, "__name__", None)
        and not isinstance(value, type)
    ]


__all__ = sorted({*_public(_abilities), *_public(_effects), *_public(_values)} - HELPERS)
