"""Building games: card definitions from text or card records, new games, placing cards."""

from __future__ import annotations

import random
from collections import Counter

from ..cards import Card
from ..parse import parse
from .abilities import CompiledCard
from .actions import RulesError
from .agents import Agent, DefaultAgent
from .compile import compile
from .state import CardDef, Game, Obj, Player

BASIC_LANDS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def card_def(
    name: str,
    text: str = "",
    *,
    type_line: str = "",
    mana_cost: str = "",
    power: int | None = None,
    toughness: int | None = None,
    loyalty: int | None = None,
    compiled: CompiledCard | None = None,
) -> CardDef:
    """A card definition; its English ``text`` is parsed and compiled unless ``compiled`` is
    given (for example from a generated module)."""
    if compiled is None:
        node = parse(text, name=name, type_line=type_line or None) if text.strip() else None
        compiled = compile(node, text) if node is not None else CompiledCard()
    return CardDef(name, compiled, mana_cost, type_line, power, toughness, loyalty)


def from_card(
    card: Card,
    *,
    power: int | None = None,
    toughness: int | None = None,
    loyalty: int | None = None,
) -> CardDef:
    """A card definition from a loaded card record."""
    return card_def(
        card.name,
        card.text or "",
        type_line=card.type_line or "",
        mana_cost=card.mana_cost or "",
        power=power,
        toughness=toughness,
        loyalty=loyalty,
    )


def basic_land(name: str) -> CardDef:
    """A basic land with its intrinsic mana ability (CR 305.6)."""
    symbol = BASIC_LANDS[name]
    return card_def(name, f"{{T}}: Add {{{symbol}}}.", type_line=f"Basic Land — {name}")


def new_game(
    names: tuple[str, ...] | list[str] = ("Alice", "Bob"),
    *,
    agent: Agent | None = None,
    seed: int = 0,
    life: int = 20,
) -> Game:
    """A game with these players (the first is active) and empty zones."""
    if len(set(names)) != len(names) or not names:
        raise RulesError("players need distinct names")
    players = [Player(i, n, life) for i, n in enumerate(names)]
    return Game(players, agent or DefaultAgent(), random.Random(seed))


def put(
    game: Game,
    player: Player,
    card: CardDef,
    zone: str = "library",
    *,
    tapped: bool = False,
    counters: dict[str, int] | None = None,
) -> Obj:
    """Set up: a new card object in a zone (libraries fill from the top down: each card goes
    below the ones already there). Nothing triggers."""
    if zone not in ("library", "hand", "graveyard", "exile", "battlefield"):
        raise RulesError(f"can't put a card into {zone!r}")
    obj = Obj(game.new_id(), card, player, player, zone, tapped=tapped, timestamp=game.next_id)
    obj.counters = Counter(counters or {})
    if zone == "battlefield" and card.loyalty is not None and "loyalty" not in obj.counters:
        obj.counters["loyalty"] = card.loyalty
    if zone == "battlefield":
        game.battlefield.append(obj)
    else:
        player.zone(zone).append(obj)
    return obj
