"""Helpers for engine tests that play card text from a table: a card definition from its
Oracle text, and a two-player game whose decisions are scripted; for keyword tests, a plain
two-player game and a test creature."""

from __future__ import annotations

from scryc.cards import Card
from scryc.engine import (
    CardDef,
    Game,
    Player,
    ScriptedAgent,
    basic_land,
    card_def,
    from_card,
    new_game,
)

BASICS = ("Island", "Forest", "Swamp", "Plains", "Mountain")
#: A table of card text: name → (type line, mana cost, rules text).
Oracle = dict[str, tuple[str, str, str]]


def from_oracle(
    name: str,
    oracle: Oracle,
    stats: dict[str, tuple[int, int]],
    loyalty: dict[str, int] | None = None,
) -> CardDef:
    """The card ``name`` from ``oracle`` (a basic land when the table has none by that name),
    with its power and toughness from ``stats`` and its loyalty from ``loyalty``."""
    if name in BASICS and name not in oracle:
        return basic_land(name)
    type_line, cost, text = oracle[name]
    power, toughness = stats.get(name, (None, None))
    record = Card(name=name, type_line=type_line, mana_cost=cost, text=text, path="<oracle>")
    return from_card(record, power=power, toughness=toughness, loyalty=(loyalty or {}).get(name))


def scripted_game(*decisions: object) -> tuple[Game, Player, Player]:
    """A new two-player game whose agent makes ``decisions`` in order, and no others."""
    game = new_game(agent=ScriptedAgent(list(decisions), fallback=None))  # type: ignore[arg-type]
    return game, *game.players


def players() -> tuple[Game, Player, Player]:
    """A new two-player game with the default agent."""
    game = new_game()
    alice, bob = game.players
    return game, alice, bob


def creature(name: str, text: str = "", pt: tuple[int, int] = (2, 2), cost: str = "") -> CardDef:
    """A test creature (an artifact creature when it costs {3})."""
    kind = "Artifact Creature — Test" if cost == "{3}" else "Creature — Test"
    power, toughness = pt
    return card_def(name, text, type_line=kind, power=power, toughness=toughness, mana_cost=cost)
