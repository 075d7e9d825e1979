"""``scryc clean``: empty the batch commands' cache."""

from __future__ import annotations

import click

from ..batch.cache import cache_dir, clean
from .output import EXIT_STATUS


@click.command(
    "clean",
    help="Delete the batch commands' cache: the results `check`, `coverage`, `compile` and "
    "`codegen` keep for each card, in the user's cache folder or $SCRYC_CACHE_DIR (printed). "
    "Only scryc's entries are deleted. Each run keeps the entries of the two scryc builds "
    "(version and code) used last and deletes older ones, so this is rarely needed.\n"
    + EXIT_STATUS.format(ok="deleted", findings="not used"),
)
def clean_command() -> None:
    folder = cache_dir()
    count, size = clean(folder)
    click.echo(f"deleted {count} cache entries ({size / 1e6:.1f} MB) from {folder}")
