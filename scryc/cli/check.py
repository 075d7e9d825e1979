"""The checker's commands: ``scryc check``, ``scryc explain`` and ``scryc rule``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..batch import Cache, default_jobs
from ..cards import iter_cards
from ..findings import collect
from ..parse import Lang
from .options import CARD_LOOKUP, CARD_PATH, JOBS, NO_CACHE, lookup, require_language, supported
from .output import CHECK_STATUS, EXIT_STATUS, plural, print_errors, status
from .progress import track
from .report import COLORS, FORMATS, write

if TYPE_CHECKING:
    from ..check import Selection


@click.command(
    "check",
    help="Check card files: text that does not parse, and the lint rules (`scryc rule`).\n\n"
    "PATH is a card file (TOML, JSONL, MTGJSON or Scryfall JSON) or a folder of them. Each "
    "problem prints as `path:line:col: CODE message` with the line of the file and a caret "
    "under the problem (`--format concise`: the first line alone): PARSE for text the grammar "
    "does not cover, LOAD for a file or row that cannot be read, INTERNAL for a scryc bug, "
    "SCRYnnn for a lint rule; [*] marks a problem --fix can fix. --lang both (the default) "
    "checks every language a card has text in. CODES are comma-separated codes or prefixes "
    "(SCRY00 is SCRY001–SCRY009). `[tool.scryc]` in a pyproject.toml, or a scryc.toml, the "
    "nearest found upward from the current folder, can set `select`, `ignore` and "
    "`per-file-ignores` (--select replaces its select and ignore, --ignore adds to its ignore); "
    "a card file's `ignore = [...]` list suppresses codes for that card. --fix edits card files in "
    "place (only the fixed text changes; the write is atomic; a read-only file, or one changed "
    "since it was read, is left alone and reported) and reports what is left; --diff prints "
    "the fixes as a unified diff and writes nothing.\n" + CHECK_STATUS,
)
@click.argument("paths", nargs=-1, required=True, metavar="PATH...", type=CARD_PATH)
@click.option("--lang", type=click.Choice(["en", "ja", "both"]), default="both", show_default=True)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default="text",
    show_default=True,
    help="github: GitHub Actions workflow commands (annotations); sarif: SARIF 2.1.0.",
)
@click.option(
    "--color",
    type=click.Choice(COLORS),
    default="auto",
    show_default=True,
    help="Colour text output: auto colours a terminal unless NO_COLOR is set.",
)
@click.option("--select", default=None, metavar="CODES", help="Report only these codes.")
@click.option("--ignore", default="", metavar="CODES", help="Do not report these codes.")
@click.option("--fix", is_flag=True, help="Apply the rules' fixes to the card files.")
@click.option("--diff", is_flag=True, help="Print the fixes as a diff; change no file.")
@JOBS
@NO_CACHE
@click.pass_context
def check(
    ctx: click.Context,
    paths: tuple[str, ...],
    lang: str,
    fmt: str,
    color: str,
    select: str | None,
    ignore: str,
    fix: bool,
    diff: bool,
    jobs: int | None,
    no_cache: bool,
) -> None:
    from ..check import Result, run  # the checker loads only for `check`
    from ..check.fixes import apply, preview

    if fix and diff:
        raise click.UsageError("--fix writes the fixes, --diff shows them: choose one")
    if lang == "both":
        langs: list[Lang] = [code for code in ("en", "ja") if supported(code)]
    else:
        langs = [require_language(lang)]
    selection = _selection(select, ignore)
    cache = None
    if not (no_cache or fix or diff):  # these need each result's edit: the cache keeps none
        cache = Cache("check", {"langs": langs, "selection": repr(selection)})

    def count() -> int:  # for the progress bar's total
        return sum(1 for path in paths for _ in iter_cards(path))

    progress = lambda items: track(items, "checking", count)  # noqa: E731
    report = run(paths, langs, selection, progress, jobs or default_jobs(), cache, fix or diff)
    if diff:
        click.echo(preview(report), nl=False)
        fixable = [r.finding for r in report.results if r.edit is not None]
        unreadable = [r.finding for r in report.results if r.finding.code == "LOAD"]
        for finding in unreadable:
            click.echo(str(finding), err=True)
        left = len(report.results) - len(fixable) - len(unreadable)
        click.echo(f"would fix {plural(len(fixable), 'problem')} ({left} without a fix)", err=True)
        ctx.exit(status(unreadable + fixable))
    fixed: list[Result] = []
    if fix:
        outcome = apply(report)
        fixed = outcome.fixed
        for path, why in outcome.refused.items():
            click.echo(f"{path}: not fixed: {why}", err=True)
    findings = [r.finding for r in report.results]
    write(findings, fmt, color)
    if fmt in ("text", "concise"):
        fixable = sum(1 for f in findings if f.fix is not None)
        summary = f"checked {report.cards} cards ({'/'.join(langs)}): "
        summary += plural(len(findings), "problem")
        if fix:
            summary += f", {len(fixed)} fixed"
        elif fixable:
            summary += f" ({fixable} fixable with --fix)"
        click.echo(summary)
    ctx.exit(status(findings))


def _selection(select: str | None, ignore: str) -> Selection:
    """The codes to report: the configuration file's, with the command line's on top."""
    from ..check import Selection
    from ..check.config import ConfigError, find

    try:
        config = find(Path.cwd())
    except ConfigError as error:
        raise click.UsageError(str(error)) from None
    try:
        if select is not None:  # the command line says what to report
            chosen, ignored = _codes(select), _codes(ignore)
        else:
            chosen, ignored = config.select, config.ignore + _codes(ignore)
        return Selection(
            chosen,
            ignored,
            config.per_file,
            str(config.root),
        )
    except ValueError as error:
        where = f" in {config.path}" if config.path else ""
        raise click.BadParameter(f"{error}{where}", param_hint="'--select' / '--ignore'") from None


def _codes(value: str) -> tuple[str, ...]:
    return tuple(code.strip().upper() for code in value.split(",") if code.strip())


@click.command(
    "explain",
    help="Explain what a card does as it resolves, in order, with the rules that say so.\n\n"
    "CARD is a card file, or a card's English or Japanese name looked up in --in (the "
    "sample cards that ship with scryc, corpus/, by default). "
    "For each ability: its targets and when they are chosen, "
    "its steps in the order written, where a step uses an earlier step's result, which "
    "targets each step needs, and what happens if targets are illegal on resolution.\n"
    + EXIT_STATUS.format(ok="explained", findings="the card's text does not parse"),
)
@click.argument("card", metavar="CARD")
@click.option("--lang", type=click.Choice(["en", "ja"]), default="en", show_default=True)
@CARD_LOOKUP
@click.pass_context
def explain_command(ctx: click.Context, card: str, lang: Lang, where: str | None) -> None:
    from ..check import explain
    from ..check.lint import source_of

    require_language(lang)
    loaded = lookup(card, where)
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
