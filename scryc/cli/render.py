"""``scryc render``: a card's text in English or Japanese, from its parsed AST."""

from __future__ import annotations

import click

from ..parse import Lang, ParseError
from ..render import RenderError
from ..render.card import render_card
from .options import CARD_LOOKUP, lookup
from .output import EXIT_STATUS

OTHER: dict[Lang, Lang] = {"en": "ja", "ja": "en"}


@click.command(
    "render",
    help="Render a card's text in English or Japanese from its parsed AST.\n\n"
    "CARD is a card file, or a card's English or Japanese name looked up in --in (the "
    "project's corpus/ by default). `--lang ja` parses the card's English text and renders "
    "it in Japanese; `--lang en` parses its Japanese text and renders it in English. "
    "`--from` picks the text to parse (`--from en --lang en` gives the canonical English "
    "text back).\n"
    + EXIT_STATUS.format(
        ok="rendered", findings="a text that does not parse or cannot be rendered"
    ),
)
@click.argument("card", metavar="CARD")
@click.option(
    "--lang",
    type=click.Choice(["en", "ja"]),
    default="ja",
    show_default=True,
    help="The language to render the card in.",
)
@click.option(
    "--from",
    "source",
    type=click.Choice(["en", "ja"]),
    help="The language of the text to parse [default: the other language].",
)
@CARD_LOOKUP
@click.pass_context
def render_command(
    ctx: click.Context, card: str, lang: Lang, source: Lang | None, where: str | None
) -> None:
    source = source or OTHER[lang]
    loaded = lookup(card, where)
    if loaded.errors:
        raise click.FileError(card, hint=str(loaded.errors[0]))
    cards = loaded.cards
    status, blocks = 0, []
    for item in cards:
        try:
            text = render_card(item, lang, source)
        except (ParseError, RenderError) as error:
            click.echo(f"{item.name}: {error}", err=True)
            status = 1
            continue
        if text is None:
            click.echo(f"{item.name}: no {source} text", err=True)
            status = 1
            continue
        blocks.append(f"# {item.name}\n{text}" if len(cards) > 1 else text)
    if blocks:
        click.echo("\n\n".join(blocks))
    ctx.exit(status)
