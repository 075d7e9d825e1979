"""Invariants of every game, for fuzzing: no card is lost or duplicated across zones, scry and
surveil only rearrange (or mill) the cards looked at, life and counters agree with the events
that changed them, no evasive attacker is blocked by what it evades, no permanent is dealt
damage by a source it has protection from or becomes the target of what can't target it; once
everything has resolved, no state-based action is left undone.

A :class:`Watch` follows one game from its set-up. It sees each event as it is recorded (it
swaps ``game.events`` for a list that tells it) and each library as the agent is asked to
scry or surveil it; :meth:`Watch.check` and :meth:`Watch.check_settled` list what is broken.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TypeVar

from . import characteristics as ch
from .agents import Agent
from .events import (
    Blocked,
    CountersChanged,
    Damaged,
    Event,
    LifeChanged,
    Moved,
    Scried,
    Surveilled,
    Targeted,
)
from .keywords.evasion import evades
from .keywords.protection import protected, untargetable
from .player_keywords import untargetable_player
from .player_rules import cant_lose
from .state import Game, Obj, Player

T = TypeVar("T")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")


class _Log(list[Event]):
    """The game's event list, telling the watch of each event as it is recorded."""

    def __init__(self, events: list[Event], seen: Callable[[Event], None]) -> None:
        super().__init__(events)
        self.seen = seen

    def append(self, event: Event) -> None:
        super().append(event)
        self.seen(event)


class _Witness:
    """The game's agent, noting each library just before its owner scries or surveils."""

    def __init__(self, agent: Agent, looking: dict[int, list[Obj]]) -> None:
        self.agent = agent
        self.looking = looking

    def scry(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        self.looking[player.index] = list(player.library)
        return self.agent.scry(game, player, cards)

    def surveil(self, game: Game, player: Player, cards: list[Obj]) -> tuple[list[Obj], list[Obj]]:
        self.looking[player.index] = list(player.library)
        return self.agent.surveil(game, player, cards)

    def choose(
        self, game: Game, player: Player, prompt: str, options: Sequence[T], low: int, high: int
    ) -> list[T]:
        return self.agent.choose(game, player, prompt, options, low, high)

    def may(self, game: Game, player: Player, prompt: str) -> bool:
        return self.agent.may(game, player, prompt)


def _same(left: Sequence[Obj], right: Sequence[Obj]) -> bool:
    """The same objects in the same order (objects compare by identity)."""
    return len(left) == len(right) and all(a is b for a, b in zip(left, right, strict=True))


def _names(objs: Sequence[Obj]) -> Counter[str]:
    return Counter(o.name for o in objs)


class Watch:
    """Follows a game from its set-up (call it before anything happens in the game)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cards = self._card_counts()
        self.life = [p.life for p in game.players]
        self.counters: dict[int, Counter[str]] = {}  # by object id: entry + changes
        self.player_counters = [Counter(p.counters) for p in game.players]
        for obj, _ in self._placed():
            self.counters[obj.id] = Counter(obj.counters)
        self.looking: dict[int, list[Obj]] = {}
        self.problems: list[str] = []
        game.events = _Log(game.events, self._seen)
        game.agent = _Witness(game.agent, self.looking)

    # --- as events happen -----------------------------------------------------------------

    def _seen(self, event: Event) -> None:
        if isinstance(event, LifeChanged):
            self.life[event.player.index] += event.amount
        elif isinstance(event, CountersChanged):
            target = event.target
            if isinstance(target, Player):
                if event.counter != "energy":  # energy is kept apart from counters
                    self.player_counters[target.index][event.counter] += event.amount
            else:
                self.counters.setdefault(target.id, Counter())[event.counter] += event.amount
        elif isinstance(event, Moved) and event.to_zone == "battlefield":
            self.counters[event.obj.id] = Counter(event.obj.counters)
        elif isinstance(event, Scried):
            self._scried(event)
        elif isinstance(event, Surveilled):
            self._surveilled(event)
        elif isinstance(event, Blocked):
            self._blocked(event)
        elif isinstance(event, Damaged) and protected(self.game, event.recipient, event.source):
            self.problems.append(f"{event.text()} but it has protection from {event.source!r}")
        elif isinstance(event, Targeted):
            item, target = event.item, event.target
            if isinstance(target, Obj):
                why = untargetable(self.game, target, item.source, item.controller)
            else:
                why = untargetable_player(self.game, target, item.controller)
            if why:
                self.problems.append(f"{event.text()} but it has {why}")

    def _before(self, event: Scried | Surveilled) -> list[Obj] | None:
        """The library as it was when the player was asked, or None if they were not (then
        the library must have been empty, or a problem is noted)."""
        library = self.looking.pop(event.player.index, None)
        if library is None and (event.looked or event.player.library):
            self.problems.append(f"{event.text()} but {event.player} was not asked")
        return library

    def _scried(self, event: Scried) -> None:
        library = self._before(event)
        if library is None:
            return
        n = len(event.looked)
        after = event.top + library[n:] + event.bottom
        if not _same(event.looked, library[:n]) or n != min(event.amount, len(library)):
            self.problems.append(f"{event.text()} looked at other cards than its top {n}")
        elif sorted(map(id, event.top + event.bottom)) != sorted(map(id, event.looked)):
            self.problems.append(f"{event.text()} piles are not the cards looked at")
        elif not _same(event.player.library, after):
            self.problems.append(f"{event.text()} left the library out of order or changed")

    def _surveilled(self, event: Surveilled) -> None:
        library = self._before(event)
        if library is None:
            return
        n = len(event.looked)
        milled = [o for o in event.looked if not any(o is t for t in event.top)]
        if not _same(event.looked, library[:n]) or n != min(event.amount, len(library)):
            self.problems.append(f"{event.text()} looked at other cards than its top {n}")
        elif not _same(event.player.library, event.top + library[n:]):
            self.problems.append(f"{event.text()} left the library out of order or changed")
        elif _names(event.graveyard) != _names(milled) or any(
            o.zone != "graveyard" for o in event.graveyard
        ):
            self.problems.append(f"{event.text()} did not put the other cards into the graveyard")

    def _blocked(self, event: Blocked) -> None:
        game, attacker = self.game, event.attacker
        why = evades(game, event.blocker, attacker)
        if "can't be blocked" in ch.rules(game, attacker) or why:
            self.problems.append(f"{event.text()} but {attacker!r} can't be blocked by it {why}")

    # --- checks -----------------------------------------------------------------------------

    def check(self) -> list[str]:
        """What is broken now: problems seen as events happened, then the state's."""
        found, self.problems = self.problems, []
        return found + self._zones() + self._life_and_counters()

    def check_settled(self) -> list[str]:
        """What state-based actions left undone (call it when the stack is empty and no
        trigger is waiting)."""
        game = self.game
        found = [
            f"{p} has {p.life} life but has not lost"
            for p in game.players
            if p.life <= 0 and not p.lost and not cant_lose(game, p)
        ]
        legends: Counter[tuple[int, str]] = Counter()
        for obj in game.battlefield:
            if "legendary" in obj.card.supertypes:
                legends[obj.controller.index, obj.name] += 1
            kinds = ch.types(game, obj)
            walker = "planeswalker" in kinds and obj.card.loyalty is not None
            if walker and obj.counters["loyalty"] <= 0:
                found.append(f"{obj!r} has no loyalty but is on the battlefield")
            if "creature" not in kinds or ch.base_pt(game, obj)[1] is None:
                continue
            toughness = ch.toughness(game, obj)
            hurt = obj.damage >= toughness or obj.deathtouched
            lethal = hurt and "indestructible" not in ch.keywords(game, obj)
            if toughness <= 0 or lethal:
                found.append(f"{obj!r} ({obj.damage} damage, toughness {toughness}) is alive")
        found += [
            f"{n} legendary {name} under one player" for (_, name), n in legends.items() if n > 1
        ]
        return found

    def _placed(self) -> list[tuple[Obj, str]]:
        """Every object in a zone, with the zone it is listed in."""
        game = self.game
        placed = [(o, "battlefield") for o in game.battlefield]
        placed += [(i.source, "stack") for i in game.stack if i.kind == "spell"]
        for player in game.players:
            placed += [(o, zone) for zone in PLAYER_ZONES for o in player.zone(zone)]
        return placed

    def _card_counts(self) -> Counter[tuple[int, str]]:
        """Each owner's cards by name; a face-down one, or one that is a copy, is the card
        it is (CR 708.2, 707.2)."""
        placed = [o for o, _ in self._placed() if not o.token]
        return Counter((o.owner.index, (o.face_down or o.printed or o.card).name) for o in placed)

    def _zones(self) -> list[str]:
        found: list[str] = []
        placed = self._placed()
        seen: Counter[int] = Counter(id(o) for o, _ in placed)
        twice = {id(o): o for o, _ in placed if seen[id(o)] > 1}
        found += [f"{o!r} is in {seen[key]} places" for key, o in twice.items()]
        for obj, zone in placed:
            if obj.zone != zone:
                found.append(f"{obj!r} is listed in the {zone} but is in {obj.zone or 'no zone'!r}")
            if obj.token and zone != "battlefield":
                found.append(f"token {obj!r} is in the {zone}")
        for player in self.game.players:
            for zone in PLAYER_ZONES:
                found += [
                    f"{o!r} (owner {o.owner}) is in {player}'s {zone}"
                    for o in player.zone(zone)
                    if o.owner is not player
                ]
        counts = self._card_counts()
        if counts != self.cards:
            lost, added = self.cards - counts, counts - self.cards
            found.append(
                f"cards lost: {sorted(lost.elements())}, added: {sorted(added.elements())}"
            )
        return found

    def _life_and_counters(self) -> list[str]:
        game = self.game
        found = [
            f"{p} has {p.life} life, but its life events add up to {life}"
            for p, life in zip(game.players, self.life, strict=True)
            if p.life != life
        ]
        for player, expected in zip(game.players, self.player_counters, strict=True):
            if +player.counters != +expected:
                found.append(
                    f"{player} has counters {dict(player.counters)}, events say {dict(+expected)}"
                )
            if player.energy < 0 or any(n < 0 for n in player.mana.values()):
                found.append(f"{player} has energy {player.energy} and mana {dict(player.mana)}")
        for obj, zone in self._placed():
            expected = self.counters.get(obj.id, Counter())
            if +obj.counters != +expected or any(n < 0 for n in obj.counters.values()):
                found.append(
                    f"{obj!r} has counters {dict(obj.counters)}, events say {dict(+expected)}"
                )
            if obj.damage < 0 or (obj.damage and zone != "battlefield"):
                found.append(f"{obj!r} has {obj.damage} damage in the {zone}")
        return found
