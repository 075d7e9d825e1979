"""Scenarios: a TOML file sets up a game by card name, lists actions and scripted
decisions; running it resolves everything and reports the event trace and final state.

```toml
description = "Preordain keeps one card and draws it"
card_files = ["more.jsonl"]       # optional card files, relative to this file
seed = 1
refused = "not a legal target"    # optional: an action must be refused with this in its error

[[players]]
name = "Alice"
library = ["Island", "Forest"]    # top first
hand = ["Preordain"]
battlefield = ["Flamespeaker Adept", { card = "Crystal Ball", tapped = true }]

[[players]]
name = "Bob"

[[actions]]
cast = "Preordain"                # also: activate, play, step, attack, combat_damage,
                                  # move (with to), end_turn; hold = true leaves the stack;
                                  # block = { "Blocker" = "Attacker" } (player: the defender)
player = "Alice"                  # default: the active player (the first)

[[decisions]]
scry = { top = ["Forest"], bottom = ["Island"] }

[cards."Flamespeaker Adept"]      # characteristics the card file lacks, or a whole card
power = 2
toughness = 3
```

Cards are found in the ``[cards]`` table, the ``card_files``, the sample cards that ship
with scryc (``corpus/``) and the basic lands, in that order. Mana is not paid unless an
action says ``free = false``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards import Card, corpus_dir, load_cards
from ..cards.toml import unknown_key
from ..parse import ParseError
from . import characteristics as ch
from .actions import RulesError, counters_text, move
from .agents import DefaultAgent, ScriptedAgent, ScriptError, decision_from_dict
from .casting import activate, activated_abilities, cast, play_land
from .compile import CompileError
from .events import Event
from .mana import parse_pool
from .resolution import run
from .setup import BASIC_LANDS, basic_land, card_def, new_game, put
from .state import CardDef, Game, Obj, Player
from .turns import attack, begin_step, block, combat_damage, end_turn

ZONES = ("library", "hand", "graveyard", "exile", "battlefield")
#: The keys of a scenario file, of each of its players, actions and decisions.
KEYS = {
    "": frozenset(
        {
            *("description", "card_files", "seed", "players", "actions", "decisions"),
            *("cards", "refused"),
        }
    ),
    "players": frozenset({"name", "life", "mana", "energy", *ZONES}),
    "actions": frozenset(
        {
            *("cast", "activate", "play", "step", "attack", "block", "combat_damage", "move"),
            "end_turn",
            *("player", "free", "targets", "x", "ability", "defender", "owner", "to", "hold"),
        }
    ),
    "decisions": frozenset({"player", "scry", "surveil", "choose", "may"}),
}
CHARACTERISTICS = ("text", "type_line", "mana_cost", "power", "toughness", "loyalty")


class ScenarioError(Exception):
    """The scenario file is missing, malformed, or names something that does not exist."""


@dataclass
class Outcome:
    """What running a scenario produced."""

    description: str
    game: Game
    unused: int = 0
    error: str = ""
    events: list[Event] = field(default_factory=list)
    #: The rules error that stopped the run as the scenario's ``refused`` expected.
    refusal: str = ""


# --- card lookup ------------------------------------------------------------------------


class CardBook:
    """Card definitions by name, compiled on first use."""

    def __init__(self, inline: Mapping[str, Any], files: list[Path]) -> None:
        self.inline = dict(inline)
        self.records: dict[str, Card] = {}
        for path in [*files, corpus_dir()]:
            if not path.exists():
                raise ScenarioError(f"card file not found: {path}")
            for card in load_cards(path).cards:
                self.records.setdefault(card.name, card)
        self.defs: dict[str, CardDef] = {}

    def get(self, name: str) -> CardDef:
        """The definition of the named card."""
        if name not in self.defs:
            self.defs[name] = self._define(name)
        return self.defs[name]

    def _define(self, name: str) -> CardDef:
        extra = self.inline.get(name, {})
        if not isinstance(extra, Mapping) or set(extra) - set(CHARACTERISTICS):
            raise ScenarioError(f"[cards.{name!r}] takes only {', '.join(CHARACTERISTICS)}")
        for key, value in extra.items():
            wanted = str if key in ("text", "type_line", "mana_cost") else int
            if not isinstance(value, wanted) or isinstance(value, bool):
                kind = "a string" if wanted is str else "an integer"
                raise ScenarioError(f"[cards.{name!r}] {key} must be {kind}")
        record = self.records.get(name)
        if record is None and not extra:
            if name in BASIC_LANDS:
                return basic_land(name)
            raise ScenarioError(f"unknown card {name!r} (define it under [cards])")
        base = {
            "text": (record.text if record else None) or "",
            "type_line": (record.type_line if record else None) or "",
            "mana_cost": (record.mana_cost if record else None) or "",
        }
        base.update(extra)
        try:
            return card_def(
                name,
                base["text"],
                type_line=base["type_line"],
                mana_cost=base["mana_cost"],
                power=base.get("power"),
                toughness=base.get("toughness"),
                loyalty=base.get("loyalty"),
            )
        except (ParseError, CompileError) as error:
            raise ScenarioError(f"card {name!r}: {error}") from None


# --- loading and running ----------------------------------------------------------------


def load(path: str | Path) -> dict[str, Any]:
    """Read a scenario file; a key it does not know is an error at its line."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except OSError as error:
        raise ScenarioError(f"{path}: {error.strerror or error}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ScenarioError(f"{path}: invalid TOML: {error}") from None
    if unknown := unknown_key(text, data, KEYS):
        message, line, column = unknown
        where = ":".join(str(p) for p in (path, line, column) if p is not None)
        raise ScenarioError(f"{where}: {message}")
    return data


def run_file(path: str | Path, extra_cards: list[Path] | None = None) -> Outcome:
    """Load and run a scenario file."""
    data = load(path)
    base = Path(path).resolve().parent
    files = [base / f for f in _list(data, "card_files", str)] + list(extra_cards or [])
    return run_scenario(data, CardBook(_table(data, "cards"), files))


def run_scenario(data: Mapping[str, Any], book: CardBook) -> Outcome:
    """Set up the game, perform the actions, resolve everything.

    Raises ScenarioError for bad input; a rules or script error stops the run and is
    reported in the outcome.
    """
    try:
        decisions = [decision_from_dict(d) for d in _list(data, "decisions", dict)]
    except ScriptError as error:
        raise ScenarioError(f"decisions: {error}") from None
    agent = ScriptedAgent(decisions, DefaultAgent())
    specs = _list(data, "players", dict)
    if not specs:
        raise ScenarioError("a scenario needs [[players]]")
    names = [str(p.get("name", f"Player {i + 1}")) for i, p in enumerate(specs)]
    try:
        game = new_game(names, agent=agent, seed=int(data.get("seed", 0)))
        for player, spec in zip(game.players, specs, strict=True):
            _set_up(game, player, spec, book)
    except (RulesError, TypeError, ValueError) as error:
        raise ScenarioError(f"set-up: {error}") from None
    outcome = Outcome(str(data.get("description", "")), game)
    try:
        for n, action in enumerate(_list(data, "actions", dict), 1):
            try:
                _perform(game, action, book)
            except (TypeError, ValueError) as error:
                raise ScenarioError(f"action {n}: {error}") from None
        run(game)
    except (RulesError, ScriptError) as error:
        outcome.error = str(error)
    if expected := str(data.get("refused", "")):
        _expect_refusal(outcome, expected)
    outcome.unused = len(agent.unused)
    outcome.events = list(game.events)
    return outcome


def _expect_refusal(outcome: Outcome, expected: str) -> None:
    """A scenario that expects a refusal: the error it stopped with becomes the refusal if it
    says ``expected``; running to the end, or another error, is the error."""
    if expected in outcome.error:
        outcome.refusal, outcome.error = outcome.error, ""
    else:
        got = outcome.error or "it ran to the end"
        outcome.error = f"expected an action to be refused ({expected}); {got}"


def _set_up(game: Game, player: Player, spec: Mapping[str, Any], book: CardBook) -> None:
    unknown = set(spec) - {"name", "life", "mana", "energy", *ZONES}
    if unknown:
        raise ScenarioError(f"player {player.name}: unknown keys {sorted(unknown)}")
    player.life = int(spec.get("life", 20))
    player.energy = int(spec.get("energy", 0))
    player.mana = parse_pool(spec.get("mana", ""))
    for zone in ZONES:
        for entry in spec.get(zone, []):
            if isinstance(entry, str):
                put(game, player, book.get(entry), zone)
            elif isinstance(entry, Mapping) and isinstance(entry.get("card"), str):
                counters = entry.get("counters", {})
                if not isinstance(counters, Mapping) or not all(
                    isinstance(n, int) and not isinstance(n, bool) for n in counters.values()
                ):
                    raise ScenarioError(f"player {player.name}: counters = {{kind = number}}")
                put(
                    game,
                    player,
                    book.get(entry["card"]),
                    zone,
                    tapped=bool(entry.get("tapped", False)),
                    counters=dict(counters),
                )
            else:
                raise ScenarioError(f"player {player.name}: bad {zone} entry {entry!r}")


def _perform(game: Game, action: Mapping[str, Any], book: CardBook) -> None:
    player = _player(game, action["player"]) if "player" in action else game.active_player
    free = bool(action.get("free", True))
    targets = _targets(action.get("targets"))
    if "cast" in action:
        card = _find(game, player, action["cast"], ("hand", "exile", "graveyard", "library"))
        cast(game, player, card, targets, x=int(action.get("x", 0)), free=free)
    elif "activate" in action:
        source = _find(game, player, action["activate"], ("battlefield", "hand"))
        index = _ability_index(game, source, action.get("ability", 1))
        activate(game, player, source, index, targets, x=int(action.get("x", 0)), free=free)
    elif "play" in action:
        card = _find(game, player, action["play"], ("hand", "exile"))
        play_land(game, player, card)
    elif "step" in action:
        begin_step(game, str(action["step"]))
    elif "attack" in action:
        names = action["attack"] if isinstance(action["attack"], list) else [action["attack"]]
        attackers = [_find(game, player, n, ("battlefield",)) for n in names]
        attack(game, player, attackers, _defender(game, player, action))
    elif "block" in action:
        block(game, _blocks(game, player, action))
    elif "combat_damage" in action:
        combat_damage(game, _defender(game, player, action))
    elif "move" in action:
        owner = _player(game, action["owner"]) if "owner" in action else None
        obj = _find_any(game, action["move"], owner)
        move(game, obj, str(action.get("to", "graveyard")), cause="scenario")
    elif "end_turn" in action:
        end_turn(game)
    else:
        raise ScenarioError(f"unknown action {dict(action)!r}")
    if not action.get("hold", False):
        run(game)


def _blocks(game: Game, player: Player, action: Mapping[str, Any]) -> dict[Obj, Obj]:
    """``block = { "Blocker" = "Attacker" }``: the defending player's creatures (``player``,
    or the active player's first opponent) and the attackers they block."""
    pairs = action["block"]
    if not isinstance(pairs, Mapping):
        raise ScenarioError('block = { "Blocker" = "Attacker", … }')
    defender = player if "player" in action else game.opponents(player)[0]
    attacking = [o for o in game.battlefield if o.attacking]
    blocks: dict[Obj, Obj] = {}
    for blocker, attacker in pairs.items():
        found = next((o for o in attacking if o.name == attacker), None)
        if found is None:
            raise RulesError(f"no attacking {attacker!r}")
        blocks[_find(game, defender, blocker, ("battlefield",))] = found
    return blocks


def _player(game: Game, name: object) -> Player:
    try:
        return game.player(str(name))
    except KeyError:
        raise ScenarioError(f"no player named {name!r}") from None


def _defender(game: Game, player: Player, action: Mapping[str, Any]) -> Player:
    if "defender" in action:
        return _player(game, action["defender"])
    return game.opponents(player)[0]


def _targets(value: Any) -> list[list[str]] | None:
    if value is None:
        return None
    if not isinstance(value, list):
        raise ScenarioError("targets = [[names for the first target phrase], …]")
    if all(isinstance(v, str) for v in value):
        return [list(value)]
    return [[str(x) for x in v] if isinstance(v, list) else [str(v)] for v in value]


def _find(game: Game, player: Player, name: str, zones: tuple[str, ...]) -> Obj:
    for zone in zones:
        for obj in game.objects(zone):
            if (
                obj.name == name
                and (obj.controller if zone == "battlefield" else obj.owner) is player
            ):
                return obj
    raise RulesError(f"{player.name} has no {name!r} in {' or '.join(zones)}")


def _find_any(game: Game, name: str, owner: Player | None) -> Obj:
    for zone in ("battlefield", "stack", "hand", "graveyard", "exile", "library"):
        for obj in game.objects(zone, owner):
            if obj.name == name:
                return obj
    raise RulesError(f"no {name!r} in the game")


def _ability_index(game: Game, source: Obj, which: Any) -> int:
    abilities = activated_abilities(game, source)
    if isinstance(which, int):
        return which - 1
    for i, ability in enumerate(abilities):
        if str(which).lower() in ability.text.lower():
            return i
    raise RulesError(f"{source.name} has no activated ability matching {which!r}")


def _list(data: Mapping[str, Any], key: str, kind: type) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, kind) for v in value):
        raise ScenarioError(f"{key} must be a list of {'tables' if kind is dict else 'strings'}")
    return value


def _table(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, Mapping):
        raise ScenarioError(f"[{key}] must be a table")
    return value


# --- output -----------------------------------------------------------------------------


def state_json(game: Game) -> dict[str, Any]:
    """The final state as JSON data."""
    return {
        "turn": game.turn,
        "active_player": game.active_player.name,
        "players": [_player_json(game, p) for p in game.players],
        "stack": [item.describe() for item in game.stack],
    }


def _player_json(game: Game, p: Player) -> dict[str, Any]:
    return {
        "name": p.name,
        "life": p.life,
        "energy": p.energy,
        "lost": p.lost,
        "library": [o.name for o in p.library],
        "hand": [o.name for o in p.hand],
        "graveyard": [o.name for o in p.graveyard],
        "exile": [o.name for o in p.exile],
        "battlefield": [_permanent(game, o) for o in game.battlefield if o.controller is p],
    }


def _permanent(game: Game, o: Obj) -> dict[str, Any]:
    data: dict[str, Any] = {"name": o.name, "id": o.id, "tapped": o.tapped}
    if "creature" in ch.types(game, o):
        data["power"], data["toughness"] = ch.power(game, o), ch.toughness(game, o)
    if o.counters:
        data["counters"] = dict(o.counters)
    if o.damage:
        data["damage"] = o.damage
    keywords = sorted(ch.keywords(game, o))
    if keywords:
        data["keywords"] = keywords
    return data


def outcome_json(outcome: Outcome) -> dict[str, Any]:
    """The whole outcome as JSON data."""
    return {
        "description": outcome.description,
        "events": [e.to_json() for e in outcome.events],
        "state": state_json(outcome.game),
        "unused_decisions": outcome.unused,
        "error": outcome.error or None,
        "refused": outcome.refusal or None,
    }


def outcome_text(outcome: Outcome) -> str:
    """The trace and the final state, for people."""
    lines = [f"Scenario: {outcome.description}"] if outcome.description else []
    lines.append("Trace:")
    lines += [f"  {n:>3}. {e.text()}" for n, e in enumerate(outcome.events, 1)]
    lines.append("Final state:")
    game = outcome.game
    for p in game.players:
        perms = [
            o.name
            + (" (tapped)" if o.tapped else "")
            + (f" [{counters_text(o.counters)}]" if o.counters else "")
            + (
                f" {ch.power(game, o)}/{ch.toughness(game, o)}"
                if "creature" in ch.types(game, o)
                else ""
            )
            for o in game.battlefield
            if o.controller is p
        ]
        lines.append(f"  {p.name}: life {p.life}" + (" (lost)" if p.lost else ""))
        for label, objs in (
            ("library", p.library),
            ("hand", p.hand),
            ("graveyard", p.graveyard),
            ("exile", p.exile),
        ):
            lines.append(f"    {label} ({len(objs)}): {', '.join(o.name for o in objs) or '—'}")
        lines.append(f"    battlefield: {', '.join(perms) or '—'}")
    if outcome.unused:
        lines.append(f"Note: {outcome.unused} scripted decision(s) were not used.")
    if outcome.refusal:
        lines.append(f"Refused, as expected: {outcome.refusal}")
    if outcome.error:
        lines.append(f"Stopped: {outcome.error}")
    return "\n".join(lines)
