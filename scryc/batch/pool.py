"""Running a batch command's work on every core: a process pool fed in chunks, results in
input order, the same as in one process.

The work is a picklable function of one item. Items whose result is already known (from
the cache) pass through as :class:`Done` and are never sent to a worker. A batch with few
items to compute runs in this process: starting workers (each loads the parse tables)
costs more than it saves.
"""

from __future__ import annotations

import gc
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import chain
from typing import Generic, TypeVar

X = TypeVar("X")
Y = TypeVar("Y")

#: Items computed per task sent to a worker.
CHUNK = 48
#: Fewer items to compute than this: the batch runs in this process.
SMALL = 400
#: Tasks in flight per worker: bounds the memory that waiting items and results take.
WINDOW = 4


def default_jobs() -> int:
    """The number of cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class Done(Generic[Y]):
    """An item whose result is known already: it is passed through in its place."""

    value: Y


@dataclass
class _Chunk(Generic[X, Y]):
    """Items sent to a worker as one task; ``future`` is set when it is sent."""

    items: list[X] = field(default_factory=list)
    future: Future[list[Y]] | None = None


def _apply(work: Callable[[X], Y], items: list[X]) -> list[Y]:
    return [work(item) for item in items]


def run(
    work: Callable[[X], Y],
    items: Iterable[X | Done[Y]],
    jobs: int,
    setup: Callable[[], None] | None = None,
) -> Iterator[Y]:
    """``work(item)`` for each item (or a :class:`Done` item's value), in input order, on
    ``jobs`` processes; ``setup`` runs in this process before the workers start, and in
    each worker (where it has nothing left to do when the worker is forked)."""
    stream = iter(items)
    head: list[X | Done[Y]] = []
    todo = 0
    if jobs > 1:
        for item in stream:
            if isinstance(item, Done) and not todo:
                yield item.value  # nothing before it waits: no need to hold it
                continue
            head.append(item)
            todo += not isinstance(item, Done)
            if todo >= SMALL:
                break
    if todo < SMALL:
        for item in chain(head, stream):
            yield item.value if isinstance(item, Done) else work(item)
        return
    if setup is not None:
        setup()  # here first: the workers forked from this process share what it loads
    gc.freeze()  # and their collectors leave those objects (and so their pages) alone
    try:
        with ProcessPoolExecutor(jobs, initializer=setup) as pool:
            yield from _pooled(pool, work, chain(head, stream), jobs * WINDOW)
    finally:
        gc.unfreeze()


def _pooled(
    pool: ProcessPoolExecutor,
    work: Callable[[X], Y],
    items: Iterable[X | Done[Y]],
    window: int,
) -> Iterator[Y]:
    """Feed ``items`` to ``pool`` in chunks, at most ``window`` chunks in flight, and yield
    the results in order as soon as the first ones are in."""
    slots: deque[tuple[_Chunk[X, Y] | None, int, Y | None]] = deque()
    chunk: _Chunk[X, Y] = _Chunk()
    in_flight = 0

    def send() -> None:
        nonlocal chunk, in_flight
        if chunk.items:
            chunk.future = pool.submit(_apply, work, chunk.items)
            chunk.items = []  # sent: the worker has its own copy
            in_flight += 1
            chunk = _Chunk()

    def ready(drain: bool) -> Iterator[Y]:
        nonlocal in_flight
        while slots:
            owner, index, value = slots[0]
            if owner is None:
                slots.popleft()
                yield value  # type: ignore[misc]
                continue
            if owner.future is None:
                if not drain:
                    return
                send()
            assert owner.future is not None
            if not (drain or in_flight >= window or owner.future.done()):
                return
            results = owner.future.result()
            slots.popleft()
            if index == len(results) - 1:
                in_flight -= 1
            yield results[index]

    for item in items:
        if isinstance(item, Done):
            slots.append((None, 0, item.value))
        else:
            slots.append((chunk, len(chunk.items), None))
            chunk.items.append(item)
            if len(chunk.items) >= CHUNK:
                send()
        yield from ready(drain=False)
    yield from ready(drain=True)
