"""A batch command's work over cards, incrementally: each card's result is taken from the
cache when it holds one, computed (on the pool) when not, and stored for the next run.

Every batch command goes through :func:`run_cached`; what differs between them is the work
and its :class:`Codec`, the conversion of one card's result to plain JSON data and back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .cache import MISSING, Cache
from .pool import Done, run

if TYPE_CHECKING:
    from ..cards import Card

Y = TypeVar("Y")

#: What reading a stored value may raise when the value is not what the codec wrote (a
#: pydantic ValidationError is a ValueError).
UNREADABLE = (ValueError, TypeError, KeyError, IndexError)


@dataclass(frozen=True)
class Codec(Generic[Y]):
    """How one card's result is kept: ``dump`` makes it plain JSON data; ``load`` makes it
    back, and raises one of :data:`UNREADABLE` on data it did not write."""

    dump: Callable[[Y], Any]
    load: Callable[[Any], Y]


def pair(value: object) -> tuple[str, str]:
    """Two strings, as JSON keeps them (a list); TypeError when ``value`` is not that."""
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value)):
        raise TypeError("not a pair of strings")
    return value[0], value[1]


def run_cached(
    work: Callable[[Card], Y],
    cards: Iterable[Card | Done[Y]],
    jobs: int,
    setup: Callable[[], None] | None,
    cache: Cache | None,
    codec: Codec[Y],
) -> Iterator[Y]:
    """``work(card)`` for each card in order (a :class:`Done` item's value in its place), as
    :func:`scryc.batch.run` computes it, but with the cache's result when there is one;
    each result computed is stored. Without a cache, the same as :func:`scryc.batch.run`."""
    if cache is None:
        yield from run(work, cards, jobs, setup)
        return
    tasks = (_lookup(cache, codec, card) for card in cards)
    for key, value in run(partial(_keyed, work), tasks, jobs, setup):
        if key is not None:
            cache.put(key, codec.dump(value))
        yield value


#: A card to compute, with its key; its result, with the key to store it under (None: known).
_Task = tuple[str, "Card"]
_Keyed = tuple[str | None, Any]


def _lookup(cache: Cache, codec: Codec[Y], card: Card | Done[Y]) -> _Task | Done[_Keyed]:
    """The card's result when it is known (passed through, or in the cache), else the card
    with its key."""
    if isinstance(card, Done):
        return Done((None, card.value))
    key = cache.key(card.model_dump_json())
    stored = cache.get(key)
    if stored is not MISSING:
        try:
            return Done((None, codec.load(stored)))
        except UNREADABLE:
            pass  # a damaged or foreign entry: computed again, and written anew
    return key, card


def _keyed(work: Callable[[Card], Y], task: _Task) -> _Keyed:
    key, card = task
    return key, work(card)
