"""Random games for fuzzing the engine.

:func:`play` sets up a game from a seed and a pool of card definitions (libraries, hands,
permanents, graveyards, life and mana at random), then plays turns of random actions:
lands, spells (sometimes paid for, sometimes free, with random X and the optional costs of
:data:`OPTIONAL`), other players' responses, activated abilities, special actions (turning
face-down permanents face up, suspending and foretelling cards), attacks and blocks, the end
step and the end of the turn. Every decision comes from a seeded :class:`RandomAgent`. After each
action the invariants of :mod:`.invariants` are checked, and an action the engine refuses
with a :class:`RulesError` (its documented error) must leave the game as it was. Any other
exception is a failure.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import random
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from ..cards import Card, iter_cards
from ..parse import ParseError
from . import characteristics as ch
from . import mana
from .abilities import CastingCost
from .actions import RulesError
from .agents import RandomAgent
from .casting import (
    activate,
    activated_abilities,
    cast,
    instant_speed,
    may_cast_from,
    play_land,
)
from .casting_rules import GRAVEYARD_WAYS
from .compile import CompileError
from .invariants import Watch
from .keywords.exile import foretell_card, foretellable, suspend_card, suspendable
from .keywords.faces import FACE_DOWN_COSTS, face_down_permanents, face_up_cost, turn_face_up
from .resolution import run
from .setup import BASIC_LANDS, basic_land, from_card, new_game, put
from .state import CardDef, Game, Obj, Player
from .turns import attack, begin_step, block, combat_damage, end_turn

TURNS = 6
#: The optional and alternative costs a spell is sometimes cast with.
OPTIONAL = (
    *("kicker", "buyback", "evoke", "dash", "spectacle", "entwine", "replicate"),
    *FACE_DOWN_COSTS,
)
ACTIONS_PER_TURN = 8
RESPONSE_CHANCE = 0.3
LANDS = tuple(basic_land(name) for name in BASIC_LANDS)
PACKAGE = str(Path(__file__).resolve().parents[1]) + os.sep


@dataclass
class GameResult:
    """What one random game did: actions taken, actions refused (a RulesError), broken
    invariants (each with the action after which it was found), an unexpected exception, and
    how many events of each kind happened."""

    seed: int
    actions: int = 0
    refused: int = 0
    turns: int = 0
    failures: list[str] = field(default_factory=list)
    error: str | None = None
    events: Counter[str] = field(default_factory=Counter)


class _Stop(Exception):
    """Ends a game after an unexpected exception."""


def card_pool(cards: Iterable[Card]) -> tuple[list[CardDef], list[str]]:
    """Definitions of the cards whose English text compiles, and the names of those that
    don't. Creatures and planeswalkers without printed numbers get some from their mana
    value (card files do not record power, toughness or loyalty)."""
    pool: list[CardDef] = []
    skipped: list[str] = []
    for card in cards:
        if not card.text:
            continue
        try:
            definition = from_card(card)
        except (ParseError, CompileError):
            skipped.append(card.name)
            continue
        value = definition.mana_value
        if "creature" in definition.types and definition.power is None:
            definition = dataclasses.replace(definition, power=max(value - 1, 0), toughness=value)
        if "planeswalker" in definition.types and definition.loyalty is None:
            definition = dataclasses.replace(definition, loyalty=max(value, 3))
        pool.append(definition)
    return pool, skipped


def load_pool(paths: Iterable[str | Path]) -> tuple[list[CardDef], list[str]]:
    """:func:`card_pool` over the cards of card files or folders."""
    return card_pool(c for path in paths for c in iter_cards(path) if isinstance(c, Card))


def play(seed: int, pool: Sequence[CardDef], turns: int = TURNS) -> GameResult:
    """Play one random game; the same seed and pool always play the same game."""
    result = GameResult(seed)
    driver = _Driver(seed, pool, result)
    with contextlib.suppress(_Stop):
        driver.play(turns)
    result.events = Counter(event.kind for event in driver.game.events)
    return result


class _Driver:
    """Sets up one game and takes random actions in it."""

    def __init__(self, seed: int, pool: Sequence[CardDef], result: GameResult) -> None:
        self.rng = random.Random(seed)
        self.result = result
        self.permanents = [d for d in pool if d.is_permanent] + list(LANDS)
        self.cards = list(pool) + list(LANDS)
        names = ("Alice", "Bob", "Carol")[: self.rng.choice((2, 2, 3))]
        self.game = new_game(names, agent=RandomAgent(seed), seed=seed)
        for player in self.game.players:
            self._set_up(player)
        self.watch = Watch(self.game)

    def _set_up(self, player: Player) -> None:
        rng, game = self.rng, self.game
        player.life = rng.choice((20, 20, 7, 2))
        for zone, most in (("library", 16), ("hand", 6), ("graveyard", 3), ("exile", 1)):
            for _ in range(rng.randint(0, most)):
                put(game, player, rng.choice(self.cards), zone)
        for _ in range(rng.randint(0, 4)):
            counters = {"+1/+1": rng.randint(1, 2)} if rng.random() < 0.2 else None
            tapped = rng.random() < 0.3
            put(
                game,
                player,
                rng.choice(self.permanents),
                "battlefield",
                tapped=tapped,
                counters=counters,
            )
        for _ in range(rng.randint(0, 4)):
            player.mana[rng.choice("WUBRGC")] += 1

    # --- the game ---------------------------------------------------------------------------

    def play(self, turns: int) -> None:
        game = self.game
        self._step("set-up", lambda: run(game))
        self._step("upkeep", lambda: begin_step(game, "upkeep"))
        self._step("main phase", lambda: begin_step(game, "precombat main"))
        for _ in range(turns):
            self.result.turns += 1
            lands = 2  # the second is refused unless an effect allows it (CR 305.2)
            for _ in range(self.rng.randint(0, ACTIONS_PER_TURN)):
                if self._over():
                    return
                choice = self.rng.random()
                if choice < 0.15 and lands:
                    lands -= self._play_land()
                elif choice < 0.55:
                    self._spell(game.active_player, sorcery_speed=True)
                elif choice < 0.8:
                    self._ability(game.active_player)
                elif choice < 0.85:
                    self._special(game.active_player)
                else:
                    self._combat()
            if self._over():
                return
            self._step("end step", lambda: begin_step(game, "end"))
            if self._over():
                return
            self._step("end of turn", lambda: end_turn(game))

    def _over(self) -> bool:
        return any(p.lost for p in self.game.players)

    def _step(
        self, label: str, action: Callable[[], object], atomic: bool = False, resolves: bool = True
    ) -> bool:
        """Take an action and check the invariants; False if the engine refused it.

        ``atomic``: if refused, the game must be as it was. ``resolves``: the action ends by
        resolving everything (so no state-based action may be left undone)."""
        game, result = self.game, self.result
        result.actions += 1
        before = _state(game) if atomic else None
        refused = False
        try:
            action()
        except RulesError as error:
            refused = True
            result.refused += 1
            if atomic and _state(game) != before:
                result.failures.append(f"{label}: refused ({error}) but the game changed")
        except Exception as error:  # the property under test: nothing else may escape
            result.error = f"{label}: {_describe(error)}"
            raise _Stop from None
        problems = self.watch.check()
        if resolves and not game.stack and not game.pending:
            problems += self.watch.check_settled()
        result.failures += [f"{label}: {problem}" for problem in problems]
        return not refused

    def _resolve(self) -> None:
        """Maybe let another player respond, then resolve everything."""
        if self.rng.random() < RESPONSE_CHANCE:
            responder = self.rng.choice(self.game.players)
            if self.rng.random() < 0.5:
                self._spell(responder, sorcery_speed=False)
            else:
                self._ability(responder, respond=True)
        self._step("resolve", lambda: run(self.game))

    def _play_land(self) -> int:
        player = self.game.active_player
        lands = [o for o in _hand_and_more(self.game, player) if "land" in o.card.types]
        if not lands:
            return 0
        card = self.rng.choice(lands)
        label = f"{player} plays {card!r}"
        played = self._step(label, lambda: play_land(self.game, player, card), True, False)
        if played:
            self._resolve()
        return int(played)

    def _spell(self, player: Player, sorcery_speed: bool) -> None:
        game, rng = self.game, self.rng
        cards = [o for o in _hand_and_more(game, player) if "land" not in o.card.types]
        if not sorcery_speed:
            cards = [o for o in cards if instant_speed(o)]
        elif game.stack or player is not game.active_player:
            return
        if not cards:
            return
        card = rng.choice(cards)
        x = rng.randint(0, 3) if "{X}" in card.card.mana_cost else 0
        extras = [
            k
            for k in (
                "kicker",
                "buyback",
                "evoke",
                "dash",
                "spectacle",
                "entwine",
                "bestow",
                "emerge",
                "blitz",
                *FACE_DOWN_COSTS,
            )
            if ch.keyword_cost(card, k) and rng.random() < 0.5
        ]
        written = {a.name for a in card.card.compiled.printed() if isinstance(a, CastingCost)}
        extras += [
            w for w in sorted(written - {*extras, *GRAVEYARD_WAYS}) if rng.random() < 0.5
        ]  # "alternative", casualty, surge
        free = rng.random() < 0.5

        def cast_it() -> None:
            cast(game, player, card, x=x, free=free, extras=extras)

        if self._step(f"{player} casts {card!r}", cast_it, True, False) and sorcery_speed:
            self._resolve()

    def _ability(self, player: Player, respond: bool = False) -> None:
        game, rng = self.game, self.rng
        sources = [
            (o, i)
            for o in [*game.battlefield, *player.hand, *player.graveyard]
            if (o.controller if o.zone == "battlefield" else o.owner) is player
            for i, ability in enumerate(activated_abilities(game, o))
            if ability.zone == o.zone
        ]
        if not sources:
            return
        obj, index = rng.choice(sources)
        x = rng.randint(0, 3)
        free = rng.random() < 0.3

        def activate_it() -> None:
            activate(game, player, obj, index, x=x, free=free)

        label = f"{player} activates {obj!r} ability {index + 1}"
        if self._step(label, activate_it, True, False) and not respond:
            self._resolve()

    def _special(self, player: Player) -> None:
        """A special action (CR 116.2): turn a face-down permanent face up, or suspend a card;
        then resolve what it triggered."""
        game = self.game
        for verb, cards, act in (
            ("suspends", suspendable(game, player), suspend_card),
            ("foretells", foretellable(game, player), foretell_card),
        ):
            if cards and self.rng.random() < 0.5:
                card = self.rng.choice(cards)
                label = f"{player} {verb} {card!r}"
                if self._step(label, partial(act, game, player, card), True, False):
                    self._resolve()
                return
        hidden = face_down_permanents(self.game, player)
        if not hidden:
            return
        obj = self.rng.choice(hidden)
        if self.rng.random() < 0.5:  # sometimes the mana it needs, as at the set-up
            cost = (face_up_cost(obj) or ("", ""))[1]
            for sym in mana.symbols(cost):
                player.mana["C" if sym.isdigit() else sym] += int(sym) if sym.isdigit() else 1
        label = f"{player} turns {obj!r} face up"
        if self._step(label, lambda: turn_face_up(self.game, player, obj), True, False):
            self._resolve()

    def _combat(self) -> None:
        game, rng = self.game, self.rng
        player = game.active_player
        if game.stack:
            return
        ready = [
            o
            for o in game.battlefield
            if o.controller is player and not o.tapped and "creature" in ch.types(game, o)
        ]
        attackers = [o for o in ready if rng.random() < 0.6]
        opponents = game.opponents(player)
        if not attackers or not opponents:
            return
        defender = rng.choice(opponents)
        if not self._step("attack", lambda: attack(game, player, attackers, defender)):
            return
        attacking = [o for o in game.battlefield if o.attacking]
        blocks: dict[Obj, list[Obj]] = {}
        for blocker in game.battlefield:
            taken = [a for chosen in blocks.values() for a in chosen]
            unblocked = [a for a in attacking if a not in taken]
            able = blocker.controller is defender and not blocker.tapped and unblocked
            if able and "creature" in ch.types(game, blocker) and rng.random() < 0.5:
                # sometimes two: refused unless it can block an additional creature
                blocks[blocker] = rng.sample(unblocked, min(len(unblocked), rng.choice((1, 1, 2))))
        self._step("block", lambda: block(game, blocks), atomic=True)
        if self.rng.random() < RESPONSE_CHANCE:  # after blockers: ninjutsu, tricks
            self._ability(player, respond=True)
            self._step("resolve", lambda: run(game))
        self._step("combat damage", lambda: combat_damage(game, defender))


def _hand_and_more(game: Game, player: Player) -> list[Obj]:
    """Cards the player may cast or play from where they are."""
    places = [*player.hand, *player.graveyard, *(o for p in game.players for o in p.exile)]
    return [o for o in places if may_cast_from(game, player, o)]


def _state(game: Game) -> tuple[object, ...]:
    """What a refused action must leave as it was."""
    objects = [*game.battlefield, *(i.source for i in game.stack)]
    for p in game.players:
        objects += p.library + p.hand + p.graveyard + p.exile
    return (
        [(o.id, o.zone, o.tapped, o.damage, sorted(o.counters.items())) for o in objects],
        [(i.id, i.kind) for i in game.stack],
        [
            (p.life, sorted(p.mana.items()), p.energy, sorted(p.counters.items()))
            for p in game.players
        ],
        len(game.events),
        len(game.pending),
    )


def _describe(error: Exception) -> str:
    """The exception with where it was raised (the innermost frame in scryc)."""
    frames = [
        f for f in traceback.extract_tb(error.__traceback__) if f.filename.startswith(PACKAGE)
    ]
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"{type(error).__name__}: {error}{where}"
