"""A progress bar for commands that read many cards: on a terminal (standard error) it shows
how many of how many, the rate and the time left, and disappears when done; piped, nothing."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator, Sized
from typing import TypeVar

T = TypeVar("T")

#: Fewer items than this finish too fast for a bar to help.
SMALL = 50


def track(
    items: Iterable[T], label: str = "parsing", count: Callable[[], int] | None = None
) -> Iterator[T]:
    """``items``, in order, with a progress bar on a terminal when there are many.

    The total is ``len(items)``, or what ``count`` returns (called only for a terminal: a
    stream of cards is counted by reading it once more, and is not kept in memory)."""
    if not sys.stderr.isatty():
        yield from items
        return
    total = len(items) if isinstance(items, Sized) else count() if count else None
    if total is not None and total < SMALL:
        yield from items
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        Task,
        TextColumn,
        TimeRemainingColumn,
    )
    from rich.text import Text

    class Rate(ProgressColumn):
        """Items per second."""

        def render(self, task: Task) -> Text:
            return Text(f"{task.speed:,.0f} cards/s" if task.speed else "", "cyan")

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), Rate())
    with Progress(
        *columns, TimeRemainingColumn(), console=Console(stderr=True), transient=True
    ) as progress:
        yield from progress.track(items, total=total, description=label)
