"""``scryc coverage``: how many cards parse, English against Japanese, and the round trip."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

import click

from ..batch import Cache, default_jobs
from ..cards import Card, LoadError, stream_cards
from ..coverage import CoverageReport, PairsReport, measure, measure_pairs
from ..equivalence import field_name
from ..findings import from_load_error
from ..parse import Lang
from .options import CARD_PATH, JOBS, NO_CACHE, require_language
from .output import BAD_INPUT, EXIT_STATUS, json_text
from .progress import track

if TYPE_CHECKING:
    from ..render.roundtrip import RoundTripReport


@click.command(
    "coverage",
    help="Measure how many cards parse fully and where the others stop.\n\n"
    "FILE is a card file or folder (JSONL corpora such as ../shared/corpus/scry.jsonl). "
    "Prints `parsed N/M cards (P%)` and the most common failure points, grouped by "
    "construction: the phrase the parser had read (the last two grammar symbols: rules as "
    '<name>, keywords as text) and the token it met there, as `<objects> enters ▸ ","`; '
    "then what the parser expected at the group's first failure, and an example. Cards "
    "without text in the language are not counted. Load errors go to stderr. On a terminal "
    "a progress bar (on stderr) shows how many cards of how many are done, the rate and "
    "the time left.\n"
    + EXIT_STATUS.format(ok="report printed", findings="not used (failures are the report)"),
)
@click.argument("files", nargs=-1, required=True, metavar="FILE...", type=CARD_PATH)
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
@click.option(
    "--timings",
    is_flag=True,
    help="Put the parsing time (seconds, per_second) in the JSON output too; without it, "
    "identical runs print identical JSON.",
)
@JOBS
@NO_CACHE
@click.pass_context
def coverage(
    ctx: click.Context,
    files: tuple[str, ...],
    lang: Lang,
    fmt: str,
    top: int,
    pairs: bool,
    roundtrip: bool,
    timings: bool,
    jobs: int | None,
    no_cache: bool,
) -> None:
    if pairs and roundtrip:
        raise click.UsageError("--pairs and --roundtrip are separate reports")
    require_language("ja" if pairs else lang)
    errors: list[LoadError] = []
    cards = stream_cards(files, errors)

    def count() -> int:  # for the progress bar's total
        return sum(1 for _ in stream_cards(files, []))

    cache = None if no_cache else Cache("coverage", {"lang": lang})
    report = _measure(track(cards, "parsing", count), lang, pairs, roundtrip, jobs, cache)
    for error in errors:
        click.echo(str(from_load_error(error)), err=True)
    if fmt == "json":
        hidden = set() if timings else {"seconds", "per_second"}
        click.echo(json_text(report.model_dump(mode="json", exclude=hidden)))
    elif isinstance(report, PairsReport):
        click.echo("\n".join(_pairs_lines(report)))
    elif not isinstance(report, CoverageReport):
        click.echo("\n".join(_roundtrip_lines(report, top)))
    else:
        click.echo("\n".join(_coverage_lines(report, top)))
    ctx.exit(BAD_INPUT if errors else 0)


def _measure(
    items: Iterable[Card],
    lang: Lang,
    pairs: bool,
    roundtrip: bool,
    jobs: int | None,
    cache: Cache | None,
) -> CoverageReport | PairsReport | RoundTripReport:
    """The report the options ask for, over ``items`` (the plain report on ``jobs``
    processes, with the ``cache``; the pairs and the round trip in this one, uncached)."""
    if roundtrip:
        from ..render.roundtrip import measure_roundtrip  # the renderers load only here

        return measure_roundtrip(items, lang)
    if pairs:
        return measure_pairs(items)
    return measure(items, lang, jobs=jobs or default_jobs(), cache=cache)


def _pairs_lines(report: PairsReport) -> Iterator[str]:
    yield (
        f"{report.pairs} cards with both texts: {report.english_parsed} parse in English, "
        f"{report.japanese_parsed} in Japanese, {report.both_parsed} in both"
    )
    yield f"equivalent: {report.equivalent}/{report.both_parsed} ({report.percent}%)"
    if report.mismatches:
        yield f"{len(report.mismatches)} mismatches:"
    for item in report.mismatches:
        yield f"  {item.card}: differ in {field_name(item.path)}"
        yield f"    en: {item.english}"
        yield f"    ja: {item.japanese}"


def _coverage_lines(report: CoverageReport, top: int) -> Iterator[str]:
    yield (
        f"parsed {report.parsed}/{report.total} cards ({report.percent}%) "
        f"[{report.lang}, {report.per_second:.0f} cards/s]"
    )
    shown = report.failures[:top]
    if shown:
        yield f"top {len(shown)} of {len(report.failures)} constructions that fail:"
    width = len(str(shown[0].count)) if shown else 0
    for group in shown:
        if group.kind == "internal":
            problem = f"internal error: {group.found}"
        else:
            found = repr(group.found) if group.found else "end of text"
            problem = f"expected {group.expected}; found {found}"
        if group.construction:
            yield f"  {group.count:>{width}}  {group.construction}"
            yield f"  {'':>{width}}  {problem}"
        else:
            yield f"  {group.count:>{width}}  {problem}"
        example = group.examples[0]
        where = f"{example.card} {example.line}:{example.column}"
        yield f"  {'':>{width}}  e.g. {where}: {_snippet(example.text, example.column)}"


def _snippet(text: str, column: int, width: int = 36) -> str:
    """The line around ``column``, with ▸ marking where parsing stopped."""
    start, end = max(0, column - 1 - width), column - 1 + width
    before, after = text[start : column - 1], text[column - 1 : end]
    return ("…" if start else "") + before + "▸" + after + ("…" if end < len(text) else "")


def _roundtrip_lines(report: RoundTripReport, top: int) -> Iterator[str]:
    """ "rendered back N/M parsed cards exactly", then each mismatch (``top`` of them)."""
    yield (
        f"rendered back {report.matched}/{report.parsed} parsed cards exactly "
        f"({report.percent}%) [{report.lang}]"
    )
    shown = report.mismatches[:top]
    if shown:
        yield f"{len(report.mismatches)} mismatches (first {len(shown)}):"
    for item in shown:
        yield f"  {item.card} {item.line}:{item.column}" + (
            f" (cannot render: {item.error})" if item.error else ""
        )
        yield f"    text:     {json.dumps(item.text, ensure_ascii=False)}"
        yield f"    rendered: {json.dumps(item.rendered, ensure_ascii=False)}"
