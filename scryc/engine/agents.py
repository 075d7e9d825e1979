"""Decisions: the agent interface, a deterministic default agent, a scripted and a random agent.

Every choice a player makes (scry and surveil piles, targets, modes, objects to sacrifice or
discard, "you may", payments) goes through an :class:`Agent`. Options are game objects,
players or strings (mode labels, colors); a script names them by name.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from .state import Game, Obj, Player, StackItem

T = TypeVar("T")


class ScriptError(Exception):
    """A scripted decision does not fit the decision the game asks for."""


class Agent(Protocol):
    """Makes the players' decisions."""

    def scry(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """Split the looked-at cards into (top, bottom), each listed from the top down."""
        ...

    def surveil(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """Split the looked-at cards into (top, graveyard); top is listed from the top down."""
        ...

    def choose(
        self,
        game: Game,
        player: Player,
        prompt: str,
        options: Sequence[T],
        minimum: int,
        maximum: int,
    ) -> list[T]:
        """Choose between ``minimum`` and ``maximum`` distinct options."""
        ...

    def may(self, game: Game, player: Player, prompt: str) -> bool:
        """Answer a "you may" question."""
        ...


def option_name(option: object) -> str:
    """The name a script uses for an option (a triggered ability goes by its source's name)."""
    if isinstance(option, Obj | Player):
        return option.name
    if isinstance(option, StackItem):
        return option.source.name
    return str(option)


class DefaultAgent:
    """A deterministic legal choice: keep scried cards on top in order, take the first options,
    say yes to "you may"."""

    def scry(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """Keep every card on top, in the same order."""
        return list(cards), []

    def surveil(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """Keep every card on top, in the same order."""
        return list(cards), []

    def choose(
        self,
        game: Game,
        player: Player,
        prompt: str,
        options: Sequence[T],
        minimum: int,
        maximum: int,
    ) -> list[T]:
        """The first options: at least one where allowed, never more than ``maximum``."""
        return list(options[: min(max(minimum, 1), maximum, len(options))])

    def may(self, game: Game, player: Player, prompt: str) -> bool:
        """Yes."""
        return True


class RandomAgent:
    """Legal random choices from its own seeded generator (for property tests)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def scry(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """A random split and random orders."""
        return self._split(cards)

    def surveil(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """A random split, random order on top."""
        return self._split(cards)

    def choose(
        self,
        game: Game,
        player: Player,
        prompt: str,
        options: Sequence[T],
        minimum: int,
        maximum: int,
    ) -> list[T]:
        """A random number of random options within the bounds."""
        high = min(maximum, len(options))
        count = self.rng.randint(min(minimum, high), high)
        return self.rng.sample(list(options), count)

    def may(self, game: Game, player: Player, prompt: str) -> bool:
        """A coin flip."""
        return self.rng.random() < 0.5

    def _split(self, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        shuffled = self.rng.sample(cards, len(cards))
        cut = self.rng.randint(0, len(cards))
        return shuffled[:cut], shuffled[cut:]


# --- scripted decisions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScryChoice:
    """Scry piles by name: ``bottom`` from the top down (the last is the bottom card);
    ``top`` from the top down, or None to keep the other cards in their order."""

    bottom: tuple[str, ...] = ()
    top: tuple[str, ...] | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class SurveilChoice:
    """Surveil piles by name: ``graveyard``, and ``top`` as for :class:`ScryChoice`."""

    graveyard: tuple[str, ...] = ()
    top: tuple[str, ...] | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Pick:
    """Options chosen by name: targets, modes, objects, colors, the order of triggers."""

    names: tuple[str, ...]
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    """The answer to a "you may" question."""

    yes: bool
    player: str | None = None


Decision = ScryChoice | SurveilChoice | Pick | Answer


def decision_from_dict(data: Mapping[str, Any]) -> Decision:
    """A decision from scenario data: ``{scry = {top, bottom}}``, ``{surveil = {top, graveyard}}``,
    ``{choose = [names]}`` or ``{may = bool}``, each with an optional ``player``."""
    player = data.get("player")
    keys = [k for k in ("scry", "surveil", "choose", "may") if k in data]
    if len(keys) != 1 or set(data) - {keys[0], "player"}:
        raise ScriptError(
            f"a decision needs exactly one of scry, surveil, choose, may (got {sorted(data)})"
        )
    key, value = keys[0], data[keys[0]]
    if key == "may":
        if not isinstance(value, bool):
            raise ScriptError("may = true or false")
        return Answer(value, player)
    if key == "choose":
        return Pick(_names(value, "choose"), player)
    if not isinstance(value, Mapping):
        raise ScriptError(f"{key} = {{ top = [...], ... }}")
    pile = "bottom" if key == "scry" else "graveyard"
    unknown = set(value) - {"top", pile}
    if unknown:
        raise ScriptError(f"unknown {key} keys: {sorted(unknown)}")
    top = _names(value["top"], "top") if "top" in value else None
    moved = _names(value.get(pile, []), pile)
    if key == "scry":
        return ScryChoice(moved, top, player)
    return SurveilChoice(moved, top, player)


def _names(value: Any, what: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScriptError(f"{what} must be a list of names")
    return tuple(value)


class ScriptedAgent:
    """Replays given decisions in order; when they run out, ``fallback`` decides (or, with
    ``fallback=None``, a :class:`ScriptError` is raised)."""

    def __init__(self, decisions: Sequence[Decision], fallback: Agent | None = None) -> None:
        self.decisions = list(decisions)
        self.fallback = fallback
        self.used = 0

    @property
    def unused(self) -> list[Decision]:
        """Decisions the game never asked for."""
        return self.decisions[self.used :]

    def _next(self, kind: type, player: Player, what: str) -> Decision | None:
        if self.used >= len(self.decisions):
            if self.fallback is None:
                raise ScriptError(f"no scripted decision left for {player.name}: {what}")
            return None
        decision = self.decisions[self.used]
        if not isinstance(decision, kind):
            raise ScriptError(
                f"decision {self.used + 1} is {type(decision).__name__}, "
                f"but {player.name} must decide: {what}"
            )
        if decision.player is not None and decision.player != player.name:
            raise ScriptError(
                f"decision {self.used + 1} is for {decision.player}, "
                f"but {player.name} must decide: {what}"
            )
        self.used += 1
        return decision

    def scry(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """The scripted piles."""
        d = self._next(ScryChoice, player, f"scry with {', '.join(o.name for o in cards)}")
        if d is None:
            assert self.fallback is not None
            return self.fallback.scry(game, player, cards)
        assert isinstance(d, ScryChoice)
        return _piles(cards, d.bottom, d.top, "scry")

    def surveil(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        """The scripted piles."""
        d = self._next(SurveilChoice, player, f"surveil with {', '.join(o.name for o in cards)}")
        if d is None:
            assert self.fallback is not None
            return self.fallback.surveil(game, player, cards)
        assert isinstance(d, SurveilChoice)
        return _piles(cards, d.graveyard, d.top, "surveil")

    def choose(
        self,
        game: Game,
        player: Player,
        prompt: str,
        options: Sequence[T],
        minimum: int,
        maximum: int,
    ) -> list[T]:
        """The scripted options, checked against the bounds."""
        d = self._next(Pick, player, prompt)
        if d is None:
            assert self.fallback is not None
            return self.fallback.choose(game, player, prompt, options, minimum, maximum)
        assert isinstance(d, Pick)
        chosen = _match(d.names, list(options), prompt)
        if not minimum <= len(chosen) <= maximum:
            raise ScriptError(
                f"{prompt}: choose between {minimum} and {maximum}, script chose {len(chosen)}"
            )
        return chosen

    def may(self, game: Game, player: Player, prompt: str) -> bool:
        """The scripted answer."""
        d = self._next(Answer, player, prompt)
        if d is None:
            assert self.fallback is not None
            return self.fallback.may(game, player, prompt)
        assert isinstance(d, Answer)
        return d.yes


def _match(wanted: Sequence[str], options: list[T], what: str) -> list[T]:
    """Distinct options by name (or "#id" for a game object), in the order wanted."""
    left = list(options)
    chosen: list[T] = []
    for name in wanted:
        found = next(
            (
                o
                for o in left
                if option_name(o) == name or (isinstance(o, Obj) and name == f"#{o.id}")
            ),
            None,
        )
        if found is None:
            shown = ", ".join(option_name(o) for o in options) or "none"
            raise ScriptError(f"{what}: no option {name!r} (options: {shown})")
        left.remove(found)
        chosen.append(found)
    return chosen


def _piles(
    cards: list[Obj], moved_names: Sequence[str], top_names: Sequence[str] | None, what: str
) -> tuple[list[Obj], list[Obj]]:
    moved = _match(moved_names, cards, what)
    rest = [c for c in cards if c not in moved]
    if top_names is None:
        return rest, moved
    top = _match(top_names, rest, what)
    if len(top) != len(rest):
        missing = ", ".join(c.name for c in rest if c not in top)
        raise ScriptError(f"{what}: the script does not place {missing}")
    return top, moved
