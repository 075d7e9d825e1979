"""Blocking requirements (CR 509.1c): "All creatures able to block ~ do so", "~ must be
blocked if able", "~ blocks each combat if able", provoke's "block it if able". A declaration
of blockers must obey as many requirements as possible without breaking a restriction; one
that obeys fewer than another legal declaration would is illegal.

A declaration is a choice, for each creature of the defending player, of the attackers it
blocks: none, or one, or as many as it may block ("can block an additional creature each
combat", CR 509.1a). The search for a declaration that obeys more stops at the first found,
and prunes any branch that can't beat the one declared.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from . import characteristics as ch
from .events import Attacked, this_turn
from .state import Game, Obj, Player

#: On an attacker: each creature the test accepts blocks it if able (a "Lure").
LURE = "must be blocked by all creatures able to block it"
#: On an attacker: at least one creature blocks it if able.
MUST_BE_BLOCKED = "must be blocked if able"
#: On a creature: it blocks if able.
BLOCKS_IF_ABLE = "blocks each combat if able"
#: On a creature: it blocks the attackers the test accepts if able (provoke, CR 702.39a).
BLOCKS_IT = "blocks it if able"
#: On a creature: it may block one more attacker, for each such rule (CR 509.1a).
BLOCKS_ADDITIONAL = "can block an additional creature each combat"

#: A declaration of blockers: each blocking creature and the attackers it blocks.
Blocks = dict[Obj, tuple[Obj, ...]]

#: A requirement: (the creature that must block or None, the attacker it or someone must
#: block or None).
Requirement = tuple[Obj | None, Obj | None]
#: Why a creature can't block an attacker by a restriction ("" if it can).
Cannot = Callable[[Game, Obj, Obj], str]
#: Why so many creatures can't block an attacker together ("" if they can).
TooFew = Callable[[Game, Obj, int], str]


def defending(game: Game) -> Player:
    """The player attacked in this turn's combat (CR 506.2)."""
    attacked = [e for e in this_turn(game.events) if isinstance(e, Attacked)]
    return attacked[-1].defender if attacked else game.active_player


def requirements(game: Game, pool: list[Obj], attackers: list[Obj]) -> list[Requirement]:
    """The blocking requirements on the attackers and the defending player's creatures."""
    found: list[Requirement] = []
    for attacker in attackers:
        if MUST_BE_BLOCKED in ch.rules(game, attacker):
            found.append((None, attacker))
        for how, test in ch.blocking(game, attacker):
            if how == LURE:
                found += [(c, attacker) for c in pool if test(c)]
    for creature in pool:
        if BLOCKS_IF_ABLE in ch.rules(game, creature):
            found.append((creature, None))
        for how, test in ch.blocking(game, creature):
            if how == BLOCKS_IT:
                found += [(creature, a) for a in attackers if test(a)]
    return found


def capacity(game: Game, creature: Obj) -> int:
    """How many attackers the creature may block: one, and one more for each "can block an
    additional creature each combat" that applies to it (CR 509.1a)."""
    return 1 + sum(how == BLOCKS_ADDITIONAL for how, _ in ch.blocking(game, creature))


def obeyed(reqs: list[Requirement], blocks: Blocks) -> int:
    """How many requirements a declaration obeys."""
    blocked = {id(a) for chosen in blocks.values() for a in chosen}
    return sum(
        (id(a) in blocked if c is None else a in blocks.get(c, ()))
        if a is not None
        else bool(blocks.get(c))
        for c, a in reqs
    )


def check(game: Game, blocks: Blocks, cannot: Cannot, too_few: TooFew) -> str:
    """Why the declaration breaks CR 509.1c ("" if it obeys as many requirements as any
    legal declaration would)."""
    attackers = [o for o in game.battlefield if o.attacking]
    defender = defending(game)
    pool = [
        o
        for o in game.battlefield
        if o.controller is defender and "creature" in ch.types(game, o) and not o.tapped
    ]
    reqs = requirements(game, pool, attackers)
    done = obeyed(reqs, blocks)
    if done == len(reqs):
        return ""
    legal = {
        id(c): _choices(game, c, [a for a in attackers if not cannot(game, c, a)]) for c in pool
    }
    fits = {
        id(a): [n == 0 or not too_few(game, a, n) for n in range(len(pool) + 1)] for a in attackers
    }
    search = _Search(reqs, pool, legal, fits, done)
    if search.better(0, {}):
        return f"it obeys {done} of the blocking requirements, fewer than it could (CR 509.1c)"
    return ""


def _choices(game: Game, creature: Obj, legal: list[Obj]) -> list[tuple[Obj, ...]]:
    """What the creature may block: one of the attackers it may legally block, or as many
    of them as it may block; the empty choice last."""
    most = min(capacity(game, creature), len(legal))
    found = [c for n in range(1, most + 1) for c in combinations(legal, n)]
    return [*found, ()]


class _Search:
    """A depth-first search for a legal declaration that obeys more than ``done``."""

    def __init__(
        self,
        reqs: list[Requirement],
        pool: list[Obj],
        legal: dict[int, list[tuple[Obj, ...]]],
        fits: dict[int, list[bool]],
        done: int,
    ) -> None:
        self.reqs, self.pool, self.legal, self.fits, self.done = reqs, pool, legal, fits, done
        self.own = {id(c): [(b, a) for b, a in reqs if b is c] for c in pool}
        self.best = {id(c): self._best(c) for c in pool}
        self.attacker_reqs = [a for c, a in reqs if c is None]

    def _best(self, creature: Obj) -> int:
        """The most of the creature's own requirements one choice of it obeys."""
        return max(self._own_obeyed(creature, c) for c in self.legal[id(creature)])

    def _own_obeyed(self, creature: Obj, choice: tuple[Obj, ...]) -> int:
        return sum(bool(choice) if a is None else a in choice for _, a in self.own[id(creature)])

    def better(self, i: int, blocks: Blocks) -> bool:
        """Whether some choice for the creatures from ``i`` on beats the declared count."""
        if i == len(self.pool):
            counts: dict[int, int] = {}
            for chosen in blocks.values():
                for a in chosen:
                    counts[id(a)] = counts.get(id(a), 0) + 1
            if not all(self.fits[k][n] for k, n in counts.items()):
                return False
            return obeyed(self.reqs, blocks) > self.done
        mine = sum(self._own_obeyed(c, blocks.get(c, ())) for c in self.pool[:i])
        rest = sum(self.best[id(c)] for c in self.pool[i:])
        if mine + rest + len(self.attacker_reqs) <= self.done:
            return False
        creature = self.pool[i]
        for choice in self.legal[id(creature)]:
            if choice:
                blocks[creature] = choice
            found = self.better(i + 1, blocks)
            blocks.pop(creature, None)
            if found:
                return True
        return False
