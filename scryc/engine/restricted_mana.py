"""Mana that may be spent only on some spells ("Spend this mana only to cast a creature
spell", CR 106.6): set apart from the pool as it is added, and spent, before the pool's own
mana, on the spells it allows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from . import mana
from .events import ManaAdded
from .state import Game, Obj, Player, RestrictedMana


def restrict_last_added(game: Game, player: Player, allows: Callable[[Game, Obj], bool]) -> int:
    """Set the mana the player just added apart (the mana events that end the record: "Add
    {G} for each Elf" adds one at a time), for the spells ``allows`` accepts; how many mana
    that was (none if it is no longer in the pool)."""
    units: Counter[str] = Counter()
    for event in reversed(game.events):
        if not isinstance(event, ManaAdded) or event.player is not player:
            break
        units += mana.parse_pool(event.symbols)
    if not units or any(player.mana[s] < n for s, n in units.items()):
        return 0
    player.mana -= units
    player.restricted += [RestrictedMana(s, allows) for s in units.elements()]
    return sum(units.values())


def pay_for_spell(game: Game, player: Player, spell: Obj, cost: str, x: int) -> Counter[str] | None:
    """Pay ``cost`` for the spell from the pool and the restricted mana that may pay for it,
    as little of the pool's own mana as will do; the mana spent, by symbol, or None (and
    nothing spent) if it can't be paid."""
    usable = [r for r in player.restricted if r.allows(game, spell)]
    restricted = Counter(r.symbol for r in usable)
    own = Counter(player.mana)
    if mana.pay(own + restricted, cost, x) is None:
        return None
    # keep the pool's own mana where it isn't needed: colored first, then colorless (which
    # ``mana.pay`` spends first on generic costs)
    for symbol in sorted(own.elements(), key=lambda s: (s == "C", s)) if usable else ():
        fewer = own - Counter({symbol: 1})
        if mana.pay(fewer + restricted, cost, x) is not None:
            own = fewer
    left = mana.pay(own + restricted, cost, x)
    assert left is not None
    spent = own + restricted - left
    rest = Counter(spent)
    for unit in usable:
        if rest[unit.symbol] > 0:
            rest[unit.symbol] -= 1
            player.restricted.remove(unit)
    player.mana -= rest
    return spent
