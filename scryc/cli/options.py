"""Options and argument checks that several commands share."""

from __future__ import annotations

from pathlib import Path

import click

from ..cards import find_cards, resolve
from ..cards.shipped import Found
from ..parse import LANGS, Lang

LANG_NAMES = {"en": "English", "ja": "Japanese"}

#: Where a CARD given by name is looked up (explain, render).
CARD_LOOKUP = click.option(
    "--in",
    "where",
    default=None,
    metavar="PATH",
    help="Card file or folder to look CARD's name up in [default: the sample cards that "
    "ship with scryc, corpus/].",
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
    help="Do every card again, neither reading nor writing the cache (which keeps each "
    "card's result, by its content, scryc's version and code and the options, in the user's "
    "cache folder or $SCRYC_CACHE_DIR; `scryc clean` empties it).",
)


class CardPath(click.ParamType):
    """A card file, folder or scenario; ``corpus/…`` names the shipped sample files when there
    is no such path here. A path that does not exist is a usage error when ``exists`` is set,
    else it is left to the loader, which reports it as a LOAD finding."""

    name = "path"

    def __init__(self, exists: bool) -> None:
        self.exists = exists

    def convert(
        self, value: object, param: click.Parameter | None, ctx: click.Context | None
    ) -> Path:
        try:
            return resolve(str(value))
        except FileNotFoundError as error:
            if self.exists:
                self.fail(str(error), param, ctx)
            return Path(str(value))


#: Paths of card files read in a batch (a missing one is a LOAD finding).
CARD_PATH = CardPath(exists=False)
#: A path that must exist.
EXISTING_PATH = CardPath(exists=True)


def lookup(card: str, where: str | None) -> Found:
    """The cards ``card`` names (a card file, or a name looked up in ``where``); a missing
    path, or a name that matches no card, is a usage error that suggests close names."""
    try:
        found = find_cards(card, where)
    except FileNotFoundError as error:
        raise click.UsageError(str(error)) from None
    if not found.cards and not found.errors:
        message = f"no card named {card!r} in {where or 'the sample cards (corpus/)'}"
        if found.close:
            message += "; did you mean " + " or ".join(repr(n) for n in found.close) + "?"
        raise click.UsageError(message)
    return found


def supported(lang: str) -> bool:
    """Whether scryc has a front end for ``lang``."""
    return lang in LANGS


def require_language(lang: str) -> Lang:
    if not supported(lang):
        raise click.UsageError(f"{LANG_NAMES[lang]} text cannot be parsed yet (--lang {lang})")
    return lang  # type: ignore[return-value]
