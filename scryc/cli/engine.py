"""The engine's commands: ``scryc run``, ``scryc compile``, ``scryc codegen``.

Thin wrappers: the work happens in the scenario, report and codegen modules.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..batch import default_jobs
from ..cards import load_cards
from ..engine.codegen import generate
from ..engine.report import measure
from ..engine.scenario import ScenarioError, outcome_json, outcome_text, run_file
from ..findings import from_load_error
from .options import EXISTING_PATH, JOBS
from .output import BAD_INPUT, EXIT_STATUS, json_text
from .progress import track

FORMATS = click.Choice(["text", "json"])


@click.command(
    "run",
    help="Run a scenario file: set up the game, perform its actions with its scripted "
    "decisions, resolve everything, and print the event trace and the final state. "
    "Examples of the TOML format are in corpus/scenarios/.\n"
    + EXIT_STATUS.format(
        ok="the scenario ran to the end", findings="a rules or script error stopped it"
    ),
)
@click.argument("scenario", type=EXISTING_PATH)
@click.option(
    "--cards",
    "extra",
    multiple=True,
    type=EXISTING_PATH,
    help="Another card file or folder to find cards in (repeatable).",
)
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.pass_context
def run_command(ctx: click.Context, scenario: Path, extra: tuple[Path, ...], fmt: str) -> None:
    try:
        outcome = run_file(scenario, list(extra))
    except ScenarioError as error:
        click.echo(f"error: {error}", err=True)
        ctx.exit(2)
    click.echo(json_text(outcome_json(outcome)) if fmt == "json" else outcome_text(outcome))
    ctx.exit(1 if outcome.error else 0)


@click.command(
    "compile",
    help="Report how many cards whose English text parses also compile to engine closures, "
    "and which AST node kinds fail most.\n"
    + EXIT_STATUS.format(ok="done", findings="the compile rate is below --fail-under"),
)
@click.argument("path", type=EXISTING_PATH)
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True)
@click.option("--top", default=10, show_default=True, help="How many failing kinds to list.")
@click.option("--fail-under", type=float, help="Exit 1 if under this percentage compile.")
@JOBS
@click.pass_context
def compile_command(
    ctx: click.Context,
    path: Path,
    fmt: str,
    top: int,
    fail_under: float | None,
    jobs: int | None,
) -> None:
    report = measure(path, lambda cards: track(cards, "compiling"), jobs or default_jobs())
    for error in report.load_errors:
        click.echo(error, err=True)
    if report.load_errors and not report.cards:
        ctx.exit(BAD_INPUT)
    if fmt == "json":
        click.echo(json_text(report.to_json(top)))
    else:
        click.echo(
            f"{report.compiled} of {report.parsed} parsed cards compile "
            f"({report.rate:.1%}); {report.with_text} cards have English text."
        )
        for kind, n in report.failures.most_common(top):
            examples = ", ".join(report.examples[kind][:3])
            click.echo(f"  {n:>4}  {kind}  (e.g. {examples})")
    if report.load_errors:
        ctx.exit(BAD_INPUT)
    ctx.exit(1 if fail_under is not None and report.rate * 100 < fail_under else 0)


@click.command(
    "codegen",
    help="Generate an importable Python module from a card file or folder: one function per "
    "ability, calling the engine's factories; CARDS maps names to card definitions. Cards "
    "that do not parse or compile are left out and listed on stderr, and so is each file or "
    "row that cannot be loaded (`path:line:col: LOAD message`; the exit status is then 2).\n"
    + EXIT_STATUS.format(ok="the module was written", findings="no card could be generated"),
)
@click.argument("path", type=EXISTING_PATH)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the module here (default: standard output).",
)
@JOBS
@click.pass_context
def codegen_command(ctx: click.Context, path: Path, output: Path | None, jobs: int | None) -> None:
    loaded = load_cards(path)
    for error in loaded.errors:
        click.echo(str(from_load_error(error)), err=True)
    if loaded.errors and not loaded.cards:
        ctx.exit(BAD_INPUT)
    source, skipped = generate(track(loaded.cards, "generating"), jobs or default_jobs())
    for item in skipped:
        click.echo(f"skipped {item.name}: {item.reason}", err=True)
    written = len(loaded.cards) - len(skipped)
    if output is None:
        click.echo(source, nl=False)
    else:
        output.write_text(source, encoding="utf-8")
        click.echo(f"wrote {written} card(s) to {output}", err=True)
    ctx.exit(BAD_INPUT if loaded.errors else 1 if written == 0 and loaded.cards else 0)
