"""``scryc parse``: card text, or every card of a card file, as its AST."""

from __future__ import annotations

import click

from ..ast import CardText
from ..cards import load_cards, looks_like_path
from ..findings import Finding, collect, parse_card, parse_text
from ..parse import Lang
from ..parse.hints import guess_language
from ..tree import outline
from .options import CARD_PATH, require_language
from .output import PARSE_STATUS, json_text, print_errors


@click.command(
    "parse",
    help="Parse card text, or every card of a card file, and print the AST.\n\n"
    "The argument is a card file or folder (TOML, JSONL, MTGJSON, Scryfall JSON) if that "
    "path exists or ends in .toml/.json/.jsonl; otherwise it is the rules text itself, e.g. "
    "`scryc parse 'Scry 2.'` (use $'…\\n…' in bash for several lines). JSON output is the "
    "AST's interchange form: one object for text, a list of {name, ast} objects for a card "
    "file. Parse errors go to stderr as `path:line:col: message (expected …)`.\n" + PARSE_STATUS,
)
@click.argument("source", metavar="TEXT|CARDFILE")
@click.option(
    "--lang",
    type=click.Choice(["en", "ja"]),
    help="The language of the text [default: guessed from TEXT (Japanese script is ja); "
    "en for card files].",
)
@click.option("--name", help="The card's own name, for self references in TEXT.")
@click.option(
    "--type-line",
    help="The card's type line, in TEXT's language: a line of a card that is no instant or "
    "sorcery is never a spell ability.",
)
@click.option(
    "--format", "fmt", type=click.Choice(["json", "tree"]), default="json", show_default=True
)
@click.pass_context
def parse(
    ctx: click.Context,
    source: str,
    lang: Lang | None,
    name: str | None,
    type_line: str | None,
    fmt: str,
) -> None:
    text = not looks_like_path(source)
    lang = require_language(lang or (guess_language(source) if text else "en"))
    if text:
        result = parse_text(source, lang, name, type_line)
        if isinstance(result, Finding):
            ctx.exit(print_errors([result], source))
        click.echo(_format_ast(result, fmt))
        return
    if name is not None or type_line is not None:
        raise click.UsageError(
            "--name and --type-line apply to card text; a card file gives each card's own"
        )
    parsed, findings = collect(
        load_cards(CARD_PATH.convert(source, None, ctx)), lambda card: parse_card(card, lang)
    )
    if fmt == "json" and (parsed or not findings):
        items = [{"name": card.name, "ast": node.to_json()} for card, node in parsed]
        click.echo(json_text(items))
    elif parsed:
        click.echo("\n\n".join(f"# {card.name}\n{_format_ast(node, fmt)}" for card, node in parsed))
    ctx.exit(print_errors(findings))


def _format_ast(node: CardText, fmt: str) -> str:
    if fmt == "json":
        return json_text(node.to_json())
    return outline(node)
