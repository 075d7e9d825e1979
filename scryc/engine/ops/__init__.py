"""The engine API that compiled cards are built from: one factory per construct.

The closure compiler and generated Python modules both call these factories (as
``ops.<name>(…)``), so both forms of a card behave the same. The factories live in
``abilities*`` (abilities, costs, triggers), ``effects_*`` (resolving and lasting effects)
and ``values_*`` (amounts, players, filters, object selections, conditions); ``base`` holds
the helpers they share.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from .abilities import *  # noqa: F403
from .abilities_costs import *  # noqa: F403
from .abilities_object_actions import *  # noqa: F403
from .abilities_triggers import *  # noqa: F403
from .effects_actions import *  # noqa: F403
from .effects_becoming import *  # noqa: F403
from .effects_copying import *  # noqa: F403
from .effects_flow import *  # noqa: F403
from .effects_keyword_actions import *  # noqa: F403
from .effects_lasting import *  # noqa: F403
from .effects_objects import *  # noqa: F403
from .effects_players import *  # noqa: F403
from .effects_tokens import *  # noqa: F403
from .values_amounts import *  # noqa: F403
from .values_conditions import *  # noqa: F403
from .values_filters import *  # noqa: F403
from .values_objects import *  # noqa: F403
from .values_players import *  # noqa: F403

MODULES = (
    "abilities",
    "abilities_costs",
    "abilities_object_actions",
    "abilities_triggers",
    "effects_actions",
    "effects_becoming",
    "effects_copying",
    "effects_keyword_actions",
    "effects_flow",
    "effects_lasting",
    "effects_objects",
    "effects_players",
    "effects_tokens",
    "values_amounts",
    "values_conditions",
    "values_filters",
    "values_objects",
    "values_players",
)


def _public(module: ModuleType) -> list[str]:
    return [
        name
        for name, value in vars(module).items()
        if callable(value)
        and not name.startswith("_")
        and getattr(value, "__module__", None) == module.__name__
        and not isinstance(value, type)
    ]


__all__ = sorted({name for m in MODULES for name in _public(import_module(f"{__name__}.{m}"))})
