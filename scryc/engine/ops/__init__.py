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
from .abilities_casting import *  # noqa: F403
from .abilities_combat import *  # noqa: F403
from .abilities_control import *  # noqa: F403
from .abilities_cost_rules import *  # noqa: F403
from .abilities_costs import *  # noqa: F403
from .abilities_entering import *  # noqa: F403
from .abilities_keywords import *  # noqa: F403
from .abilities_object_actions import *  # noqa: F403
from .abilities_replacements import *  # noqa: F403
from .abilities_triggers import *  # noqa: F403
from .abilities_triggers_changes import *  # noqa: F403
from .effects_actions import *  # noqa: F403
from .effects_becoming import *  # noqa: F403
from .effects_casting import *  # noqa: F403
from .effects_choices import *  # noqa: F403
from .effects_copying import *  # noqa: F403
from .effects_durations import *  # noqa: F403
from .effects_flow import *  # noqa: F403
from .effects_iteration import *  # noqa: F403
from .effects_keyword_actions import *  # noqa: F403
from .effects_lasting import *  # noqa: F403
from .effects_library import *  # noqa: F403
from .effects_mana import *  # noqa: F403
from .effects_objects import *  # noqa: F403
from .effects_player_rules import *  # noqa: F403
from .effects_players import *  # noqa: F403
from .effects_replacements import *  # noqa: F403
from .effects_tokens import *  # noqa: F403
from .values_amounts import *  # noqa: F403
from .values_casting import *  # noqa: F403
from .values_conditions import *  # noqa: F403
from .values_damage import *  # noqa: F403
from .values_filters import *  # noqa: F403
from .values_filters_subject import *  # noqa: F403
from .values_history import *  # noqa: F403
from .values_objects import *  # noqa: F403
from .values_players import *  # noqa: F403
from .values_turn import *  # noqa: F403

MODULES = (
    "abilities",
    "abilities_casting",
    "abilities_combat",
    "abilities_control",
    "abilities_cost_rules",
    "abilities_costs",
    "abilities_entering",
    "abilities_keywords",
    "abilities_object_actions",
    "abilities_replacements",
    "abilities_triggers",
    "abilities_triggers_changes",
    "effects_actions",
    "effects_becoming",
    "effects_casting",
    "effects_choices",
    "effects_copying",
    "effects_durations",
    "effects_flow",
    "effects_iteration",
    "effects_keyword_actions",
    "effects_lasting",
    "effects_library",
    "effects_mana",
    "effects_objects",
    "effects_player_rules",
    "effects_players",
    "effects_replacements",
    "effects_tokens",
    "values_amounts",
    "values_casting",
    "values_conditions",
    "values_damage",
    "values_filters",
    "values_filters_subject",
    "values_history",
    "values_objects",
    "values_players",
    "values_turn",
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


def _names() -> list[str]:
    """Every factory's name; a name defined in two modules would shadow one of them."""
    owners: dict[str, str] = {}
    for m in MODULES:
        for name in _public(import_module(f"{__name__}.{m}")):
            if name in owners:
                raise ImportError(f"ops.{name} is defined in both {owners[name]} and {m}")
            owners[name] = m
    return sorted(owners)


__all__ = _names()
