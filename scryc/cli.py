"""The ``scryc`` command line: wiring and output formatting only."""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Literal

import click

from . import __version__
from .ast import CardText, Node
from .cards import Card, LoadError, find_cards, is_card_path, iter_cards, load_cards
from .findings import Finding, from_load_error, parse_card, parse_text
from .parse import parser

if TYPE_CHECKING:
    from .coverage import CoverageReport, PairsReport
    from .render.roundtrip import RoundTripReport

Lang = Literal["en", "ja"]
LANG_NAMES = {"en": "English", "ja": "Japanese"}
FINDINGS, BAD_INPUT = 1, 2

EXIT_STATUS = """
\b
Exit status:
  0  {ok}
  1  {findings}
  2  bad usage, or input that is missing or cannot be loaded
"""
PARSE_STATUS = EXIT_STATUS.format(ok="no problems", findings="text that does not parse")
CHECK_STATUS = EXIT_STATUS.format(ok="no problems", findings="problems found (after --fix: left)")


class LazyGroup(click.Group):
    """A command group whose heavier commands (checker, engine) are imported only when used,
    so that a cold ``scryc parse`` does not pay for them."""

    def __init__(self, *args: object, lazy: dict[str, str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.lazy = lazy

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self.lazy])

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in self.lazy:
            module, attribute = self.lazy[name].split(":")
            command = getattr(importlib.import_module(module), attribute)
            assert isinstance(command, click.Command)
            return command
        return super().get_command(ctx, name)


@click.group(
    cls=LazyGroup,
    lazy={
        "run": "scryc.engine.commands:run_command",
        "compile": "scryc.engine.commands:compile_command",
        "codegen": "scryc.engine.commands:codegen_command",
        "render": "scryc.render.commands:render_command",
    },
    help="scryc: a compiler for Magic: The Gathering card text.\n\n"
    "Parses card rules text into a typed AST, reports what the grammar does not cover, "
    "checks the text against the Comprehensive Rules and Oracle templates (with fixes), and "
    "explains what a card does as it resolves. Run `scryc COMMAND --help` for a command's "
    "arguments.\n" + CHECK_STATUS,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="scryc")
def main() -> None:
    """The scryc command group."""


# --- parse ------------------------------------------------------------------------------


@main.command(
    help="Parse card text, or every card of a card file, and print the AST.\n\n"
    "The argument is a card file or folder (TOML, JSONL, MTGJSON, Scryfall JSON) if that "
    "path exists or ends in .toml/.json/.jsonl; otherwise it is the rules text itself, e.g. "
    "`scryc parse 'Scry 2.'` (use $'…\\n…' in bash for several lines). JSON output is the "
    "AST's interchange form: one object for text, a list of {name, ast} objects for a card "
    "file. Parse errors go to stderr as `path:line:col: message (expected …)`.\n" + PARSE_STATUS,
)
@click.argument("source", metavar="TEXT|CARDFILE")
@click.option("--lang", type=click.Choice(["en", "ja"]), default="en", show_default=True)
@click.option("--name", help="The card's own name, for self references in TEXT.")
@click.option(
    "--format", "fmt", type=click.Choice(["json", "tree"]), default="json", show_default=True
)
@click.pass_context
def parse(ctx: click.Context, source: str, lang: Lang, name: str | None, fmt: str) -> None:
    _require_language(lang)
    if not is_card_path(source):
        result = parse_text(source, lang, name)
        if isinstance(result, Finding):
            ctx.exit(_print_errors([result]))
        click.echo(_format_ast(result, fmt))
        return
    if name is not None:
        raise click.UsageError("--name applies to card text; card files name their cards")
    loaded = load_cards(source)
    findings = [from_load_error(e) for e in loaded.errors]
    parsed: list[tuple[str, CardText]] = []
    for card in loaded.cards:
        result = parse_card(card, lang)
        if isinstance(result, Finding):
            findings.append(result)
        elif result is not None:
            parsed.append((card.name, result))
    if fmt == "json" and (parsed or not findings):
        items = [{"name": n, "ast": node.to_json()} for n, node in parsed]
        click.echo(_json(items))
    elif parsed:
        click.echo("\n\n".join(f"# {n}\n{_format_ast(node, fmt)}" for n, node in parsed))
    ctx.exit(_print_errors(findings))


def _format_ast(node: CardText, fmt: str) -> str:
    if fmt == "json":
        return _json(node.to_json())
    return "\n".join(_tree(node))


def _tree(node: Node, label: str = "", depth: int = 0) -> Iterator[str]:
    """An indented outline: each node's kind and scalar fields, then its child nodes."""
    scalars: list[str] = []
    children: list[tuple[str, Node]] = []
    for field in type(node).model_fields:
        value = getattr(node, field)
        if field in ("kind", "span") or value is None or value is False or value == []:
            continue
        if isinstance(value, Node):
            children.append((field, value))
        elif isinstance(value, list) and isinstance(value[0], Node):
            children.extend((f"{field}[{i}]", v) for i, v in enumerate(value))
        else:
            scalars.append(f"{field}={json.dumps(value, ensure_ascii=False)}")
    yield "  " * depth + label + " ".join([getattr(node, "kind", type(node).__name__), *scalars])
    for child_label, child in children:
        yield from _tree(child, f"{child_label}: ", depth + 1)


# --- check ------------------------------------------------------------------------------


@main.command(
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
@click.pass_context
def check(
    ctx: click.Context,
    paths: tuple[str, ...],
    lang: str,
    fmt: str,
    select: str,
    ignore: str,
    fix: bool,
) -> None:
    from .check import Result, Selection, run, sarif  # the checker loads only for `check`
    from .check.fixes import apply

    if lang == "both":
        langs: list[Lang] = [code for code in ("en", "ja") if _supported(code)]
    else:
        langs = [_require_language(lang)]
    try:
        selection = Selection(_codes(select), _codes(ignore))
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="'--select' / '--ignore'") from None
    report = run(paths, langs, selection)
    fixed: list[Result] = []
    if fix:
        outcome = apply(report)
        fixed = outcome.fixed
        for path, why in outcome.refused.items():
            click.echo(f"{path}: not fixed: {why}", err=True)
    findings = [r.finding for r in report.results]
    if fmt == "json":
        click.echo(_json([f.model_dump(mode="json") for f in findings]))
    elif fmt == "sarif":
        click.echo(_json(sarif.document(findings, __version__)))
    else:
        for finding in findings:
            click.echo(str(finding))
        fixable = sum(1 for f in findings if f.fix is not None)
        summary = f"checked {report.cards} cards ({'/'.join(langs)}): "
        summary += _plural(len(findings), "problem")
        if fix:
            summary += f", {len(fixed)} fixed"
        elif fixable:
            summary += f" ({fixable} fixable with --fix)"
        click.echo(summary)
    ctx.exit(_status(findings))


def _codes(value: str) -> tuple[str, ...]:
    return tuple(code.strip().upper() for code in value.split(",") if code.strip())


#: Where a CARD given by name is looked up (explain, render).
CARD_LOOKUP = click.option(
    "--in",
    "where",
    default="corpus",
    show_default=True,
    metavar="PATH",
    help="Card file or folder to look CARD's name up in.",
)


# --- explain ----------------------------------------------------------------------------


@main.command(
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
    from .check import explain
    from .check.lint import source_of

    _require_language(lang)
    loaded = find_cards(card, where)
    cards = loaded.cards
    findings = [from_load_error(e) for e in loaded.errors]
    if not cards and not findings:
        raise click.UsageError(f"no card named {card!r} in {where}")
    texts = []
    for item in cards:
        source = source_of(item, lang)
        if isinstance(source, Finding):
            findings.append(source)
        elif source is not None:
            texts.append(explain(source))
    if texts:
        click.echo("\n\n".join(texts))
    ctx.exit(_print_errors(findings))


# --- rule -------------------------------------------------------------------------------


@main.command(
    help="Print a lint rule's documentation: what it checks, why, an example, the "
    "Comprehensive Rules it cites, and its fix. Without CODE, list every rule.\n"
    + EXIT_STATUS.format(ok="printed", findings="not used"),
)
@click.argument("code", required=False, metavar="[CODE]")
def rule(code: str | None) -> None:
    from .check import BY_CODE, RULES

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


# --- coverage ---------------------------------------------------------------------------


@main.command(
    help="Measure how many cards parse fully and where the others stop.\n\n"
    "FILE is a card file or folder (JSONL corpora such as ../shared/corpus/scry.jsonl). "
    "Prints `parsed N/M cards (P%)` and the most common failure points, grouped by what the "
    "parser expected and what it found, with an example each. Cards without text in the "
    "language are not counted. Load errors go to stderr.\n"
    + EXIT_STATUS.format(ok="report printed", findings="not used (failures are the report)"),
)
@click.argument("files", nargs=-1, required=True, metavar="FILE...")
@click.option("--lang", type=click.Choice(["en", "ja"]), default="en", show_default=True)
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option(
    "--top",
    type=click.IntRange(min=0),
    default=10,
    show_default=True,
    help="How many failure groups the text output shows (JSON has all).",
)
@click.option(
    "--pairs",
    is_flag=True,
    help="Over cards with both English and Japanese text: how many parse in each language, "
    "how many pairs are equivalent, and the mismatches with the differing nodes.",
)
@click.option(
    "--roundtrip",
    is_flag=True,
    help="Render each card that parses back in --lang and compare it with its text: how "
    "many match, and each mismatch (where they first differ, and both texts).",
)
@click.pass_context
def coverage(
    ctx: click.Context,
    files: tuple[str, ...],
    lang: Lang,
    fmt: str,
    top: int,
    pairs: bool,
    roundtrip: bool,
) -> None:
    if pairs and roundtrip:
        raise click.UsageError("--pairs and --roundtrip are separate reports")
    _require_language("ja" if pairs else lang)
    from .coverage import CoverageReport, PairsReport, measure, measure_pairs  # loads only here

    errors: list[LoadError] = []

    def cards() -> Iterator[Card]:
        """Every file's cards, streamed: a large JSONL file is never held whole."""
        for file in files:
            for item in iter_cards(file):
                if isinstance(item, LoadError):
                    errors.append(item)
                else:
                    yield item

    def run(items: Iterable[Card]) -> CoverageReport | PairsReport | RoundTripReport:
        if roundtrip:
            from .render.roundtrip import measure_roundtrip  # the renderers load only here

            return measure_roundtrip(items, lang)
        return measure_pairs(items) if pairs else measure(items, lang)

    if sys.stdout.isatty():
        with click.progressbar(cards(), label="parsing", show_pos=True) as bar:
            report = run(bar)
    else:
        report = run(cards())
    for error in errors:
        click.echo(str(from_load_error(error)), err=True)
    if fmt == "json":
        click.echo(_json(report.model_dump(mode="json")))
    elif isinstance(report, PairsReport):
        click.echo("\n".join(_pairs_lines(report)))
    elif not isinstance(report, CoverageReport):
        from .render.commands import roundtrip_lines

        click.echo("\n".join(roundtrip_lines(report, top)))
    else:
        click.echo("\n".join(_coverage_lines(report, top)))
    ctx.exit(BAD_INPUT if errors else 0)


def _pairs_lines(report: PairsReport) -> Iterator[str]:
    yield (
        f"{report.pairs} cards with both texts: {report.english_parsed} parse in English, "
        f"{report.japanese_parsed} in Japanese, {report.both_parsed} in both"
    )
    yield f"equivalent: {report.equivalent}/{report.both_parsed} ({report.percent}%)"
    if report.mismatches:
        yield f"{len(report.mismatches)} mismatches:"
    for item in report.mismatches:
        yield f"  {item.card}: {item.path}"
        yield f"    en: {item.english}"
        yield f"    ja: {item.japanese}"


def _coverage_lines(report: CoverageReport, top: int) -> Iterator[str]:
    yield (
        f"parsed {report.parsed}/{report.total} cards ({report.percent}%) "
        f"[{report.lang}, {report.per_second:.0f} cards/s]"
    )
    shown = report.failures[:top]
    if shown:
        yield f"top {len(shown)} of {len(report.failures)} failure points:"
    width = len(str(shown[0].count)) if shown else 0
    for group in shown:
        if group.kind == "internal":
            problem = f"internal error: {group.found}"
        else:
            found = repr(group.found) if group.found else "end of text"
            problem = f"expected {group.expected}; found {found}"
        yield f"  {group.count:>{width}}  {problem}"
        example = group.examples[0]
        where = f"{example.card} {example.line}:{example.column}"
        yield f"  {'':>{width}}  e.g. {where}: {_snippet(example.text, example.column)}"


def _snippet(text: str, column: int, width: int = 36) -> str:
    """The line around ``column``, with ▸ marking where parsing stopped."""
    start, end = max(0, column - 1 - width), column - 1 + width
    before, after = text[start : column - 1], text[column - 1 : end]
    return ("…" if start else "") + before + "▸" + after + ("…" if end < len(text) else "")


# --- shared helpers ---------------------------------------------------------------------


def _supported(lang: str) -> bool:
    """Whether scryc has a front end for ``lang``."""
    try:
        parser(lang)  # type: ignore[arg-type]
    except ValueError:
        return False
    return True


def _require_language(lang: str) -> Lang:
    if not _supported(lang):
        raise click.UsageError(f"{LANG_NAMES[lang]} text cannot be parsed yet (--lang {lang})")
    return lang  # type: ignore[return-value]


def _print_errors(findings: list[Finding]) -> int:
    """Print findings to stderr, without codes; return the exit status."""
    for finding in findings:
        click.echo(f"{finding.location}: {finding.detail}", err=True)
    return _status(findings)


def _status(findings: list[Finding]) -> int:
    if any(f.code == "LOAD" for f in findings):
        return BAD_INPUT
    return FINDINGS if findings else 0


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)
