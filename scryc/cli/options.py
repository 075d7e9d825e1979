"""Options and argument checks that several commands share."""

from __future__ import annotations

import click

from ..parse import Lang, parser

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


def supported(lang: str) -> bool:
    """Whether scryc has a front end for ``lang``."""
    try:
        parser(lang)  # type: ignore[arg-type]
    except ValueError:
        return False
    return True


def require_language(lang: str) -> Lang:
    if not supported(lang):
        raise click.UsageError(f"{LANG_NAMES[lang]} text cannot be parsed yet (--lang {lang})")
    return lang  # type: ignore[return-value]
