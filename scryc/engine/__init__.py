"""The engine backend: game state, the closure compiler, rules actions, codegen, scenarios.

    from scryc import parse
    from scryc.engine import compile, card_def, new_game, put, cast, run

``compile(ast)`` turns a card's AST into closures once; the rules actions run them.
"""

from __future__ import annotations

from .abilities import CompiledCard
from .actions import RulesError
from .agents import (
    Agent,
    Answer,
    DefaultAgent,
    Pick,
    RandomAgent,
    ScriptedAgent,
    ScriptError,
    ScryChoice,
    SurveilChoice,
)
from .casting import activate, cast, play_land
from .codegen import generate, load_module
from .compile import CompileError, compile, compile_abilities
from .report import CompileReport, measure
from .resolution import resolve_top, run
from .setup import basic_land, card_def, from_card, new_game, put
from .state import CardDef, Game, Obj, Player
from .turns import attack, begin_step, block, combat_damage, end_turn

__all__ = [
    "Agent",
    "Answer",
    "CardDef",
    "CompileError",
    "CompileReport",
    "CompiledCard",
    "DefaultAgent",
    "Game",
    "Obj",
    "Pick",
    "Player",
    "RandomAgent",
    "RulesError",
    "ScriptError",
    "ScriptedAgent",
    "ScryChoice",
    "SurveilChoice",
    "activate",
    "attack",
    "basic_land",
    "begin_step",
    "block",
    "card_def",
    "cast",
    "combat_damage",
    "compile",
    "compile_abilities",
    "end_turn",
    "from_card",
    "generate",
    "load_module",
    "measure",
    "new_game",
    "play_land",
    "put",
    "resolve_top",
    "run",
]
