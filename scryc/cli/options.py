"""Options and argument checks that several commands share."""

from __future__ import annotations

import click

from ..parse import LANGS, Lang

LANG_NAMES = {"en": "English", "ja": "Japanese"}

#: Where a CARD given by name is looked up (explain, render).
CARD_LOOKUP = click.option(
    "--in",
    "where",
    default="corpus",
    show_default=True,
    metavar="PATH",
    help="Card file or folder to look CARD's name up in.",
)

#: How many processes a batch command runs on.
JOBS = click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=None,
    metavar="N",
    help="Processes to work on (default: one per core; 1 works in this process alone). "
    "An input of few cards is done in this process.",
)
#: Turning the batch commands' cache off.
NO_CACHE = click.option(
    "--no-cache",
    is_flag=True,
    help="Check every card again, neither reading nor writing the cache (which keeps each "
    "card's results, by its content, scryc's version and the options, in the user's cache "
    "folder or $SCRYC_CACHE_DIR).",
)


def supported(lang: str) -> bool:
    """Whether scryc has a front end for ``lang``."""
    return lang in LANGS


def require_language(lang: str) -> Lang:
    if not supported(lang):
        raise click.UsageError(f"{LANG_NAMES[lang]} text cannot be parsed yet (--lang {lang})")
    return lang  # type: ignore[return-value]
