"""The checker's commands: ``scryc check``, ``scryc explain`` and ``scryc rule``."""

from __future__ import annotations

import click

from .. import __version__
from ..batch import Cache, default_jobs
from ..cards import find_cards
from ..findings import collect
from ..parse import Lang
from .options import CARD_LOOKUP, JOBS, NO_CACHE, require_language, supported
from .output import CHECK_STATUS, EXIT_STATUS, json_text, plural, print_errors, status


@click.command(
    "check",
    help="Check card files: text that does not parse, and the lint rules (`scryc rule`).\n\n"
    "PATH is a card file (TOML, JSONL, MTGJSON or Scryfall JSON) or a folder of them. Each "
    "problem prints as `path:line:col: CODE message`: PARSE for text the grammar does not "
    "cover, LOAD for a file or row that cannot be read, INTERNAL for a scryc bug, SCRYnnn "
    "for a lint rule. --lang both (the default) checks every language a card has text in. "
    "CODES are comma-separated codes or prefixes (SCRY00 is SCRY001–SCRY009); a card file's "
    "`ignore = [...]` list suppresses codes for that card. --fix edits card files in place "
    "(only the fixed text changes; the write is atomic; a read-only file, or one changed since "
    "it was read, is left alone and reported) and reports what is left.\n" + CHECK_STATUS,
)
@click.argument("paths", nargs=-1, required=True, metavar="PATH...")
@click.option("--lang", type=click.Choice(["en", "ja", "both"]), default="both", show_default=True)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "sarif"]),
    default="text",
    show_default=True,
)
@click.option("--select", default="", metavar="CODES", help="Report only these codes.")
@click.option("--ignore", default="", metavar="CODES", help="Do not report these codes.")
@click.option("--fix", is_flag=True, help="Apply the rules' fixes to the card files.")
@JOBS
@NO_CACHE
@click.pass_context
def check(
    ctx: click.Context,
    paths: tuple[str, ...],
    lang: str,
    fmt: str,
    select: str,
    ignore: str,
    fix: bool,
    jobs: int | None,
    no_cache: bool,
) -> None:
    from ..check import Result, Selection, run, sarif  # the checker loads only for `check`
    from ..check.fixes import apply

    if lang == "both":
        langs: list[Lang] = [code for code in ("en", "ja") if supported(code)]
    else:
        langs = [require_language(lang)]
    try:
        selection = Selection(_codes(select), _codes(ignore))
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="'--select' / '--ignore'") from None
    cache = None
    if not (no_cache or fix):  # --fix needs each result's edit, which the cache does not keep
        options = {"langs": langs, "select": selection.select, "ignore": selection.ignore}
        cache = Cache("check", options)
    report = run(paths, langs, selection, jobs or default_jobs(), cache)
    fixed: list[Result] = []
    if fix:
        outcome = apply(report)
        fixed = outcome.fixed
        for path, why in outcome.refused.items():
            click.echo(f"{path}: not fixed: {why}", err=True)
    findings = [r.finding for r in report.results]
    if fmt == "json":
        click.echo(json_text([f.model_dump(mode="json") for f in findings]))
    elif fmt == "sarif":
        click.echo(json_text(sarif.document(findings, __version__)))
    else:
        for finding in findings:
            click.echo(str(finding))
        fixable = sum(1 for f in findings if f.fix is not None)
        summary = f"checked {report.cards} cards ({'/'.join(langs)}): "
        summary += plural(len(findings), "problem")
        if fix:
            summary += f", {len(fixed)} fixed"
        elif fixable:
            summary += f" ({fixable} fixable with --fix)"
        click.echo(summary)
    ctx.exit(status(findings))


def _codes(value: str) -> tuple[str, ...]:
    return tuple(code.strip().upper() for code in value.split(",") if code.strip())


@click.command(
    "explain",
    help="Explain what a card does as it resolves, in order, with the rules that say so.\n\n"
    "CARD is a card file, or a card's English or Japanese name looked up in --in (the "
    "project's corpus/ by default). For each ability: its targets and when they are chosen, "
    "its steps in the order written, where a step uses an earlier step's result, which "
    "targets each step needs, and what happens if targets are illegal on resolution.\n"
    + EXIT_STATUS.format(ok="explained", findings="the card's text does not parse"),
)
@click.argument("card", metavar="CARD")
@click.option("--lang", type=click.Choice(["en", "ja"]), default="en", show_default=True)
@CARD_LOOKUP
@click.pass_context
def explain_command(ctx: click.Context, card: str, lang: Lang, where: str) -> None:
    from ..check import explain
    from ..check.lint import source_of

    require_language(lang)
    loaded = find_cards(card, where)
    if not loaded.cards and not loaded.errors:
        raise click.UsageError(f"no card named {card!r} in {where}")
    sources, findings = collect(loaded, lambda item: source_of(item, lang))
    if sources:
        click.echo("\n\n".join(explain(source) for _, source in sources))
    ctx.exit(print_errors(findings))


@click.command(
    "rule",
    help="Print a lint rule's documentation: what it checks, why, an example, the "
    "Comprehensive Rules it cites, and its fix. Without CODE, list every rule.\n"
    + EXIT_STATUS.format(ok="printed", findings="not used"),
)
@click.argument("code", required=False, metavar="[CODE]")
def rule(code: str | None) -> None:
    from ..check import BY_CODE, RULES

    if code is None:
        for item in RULES:
            fixable = " [fix]" if item.fix else ""
            click.echo(f"{item.code}  {item.summary}{fixable}")
        return
    item = BY_CODE.get(code.upper())
    if item is None:
        raise click.BadParameter(f"no rule {code!r} (see `scryc rule`)", param_hint="CODE")
    where = "the raw text (also text that does not parse)" if item.scope == "text" else "the AST"
    click.echo(f"{item.code}: {item.summary}")
    click.echo(f"Cites: {item.citation}")
    click.echo(f"Reads: {where}; languages: {', '.join(item.langs)}; severity: {item.severity}")
    click.echo(f"Fix: {item.fix or 'none'}")
    click.echo("")
    click.echo(item.doc)
