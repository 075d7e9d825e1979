"""The engine's commands: ``scryc run``, ``scryc compile``, ``scryc codegen``.

Thin wrappers: the work happens in the scenario, report and codegen modules.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..batch import Cache, default_jobs
from ..cards import load_cards
from ..engine.codegen import generate
from ..engine.report import measure
from ..engine.scenario import ScenarioError, outcome_json, outcome_text, run_file
from ..findings import from_load_error
from ..forge.files import write_scripts
from .options import EXISTING_PATH, JOBS, NO_CACHE
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
@NO_CACHE
@click.pass_context
def compile_command(
    ctx: click.Context,
    path: Path,
    fmt: str,
    top: int,
    fail_under: float | None,
    jobs: int | None,
    no_cache: bool,
) -> None:
    cache = None if no_cache else Cache("compile", {})
    report = measure(path, lambda cards: track(cards, "compiling"), jobs or default_jobs(), cache)
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
    help="Generate code from a card file or folder. --target python (the default) writes an "
    "importable Python module: one function per ability, calling the engine's factories; CARDS "
    "maps names to card definitions. --target forge writes one Forge card script per card "
    "into the folder -o names (Forge's file name: lower case, special characters dropped, _ "
    "for spaces), with Name:, ManaCost:, Types:, PT: (when the input has them), K:, A:, T:, "
    "R: and SVar: lines and the Oracle: line. A card that does not parse, or (forge) uses a "
    "construct the Forge back end cannot express, or (python) does not compile, gets no code: "
    "it is listed on stderr as `skipped NAME: reason`, never written as code that does "
    "something else. Each file or row that cannot be loaded is listed too (`path:line:col: "
    "LOAD message`; the exit status is then 2). With --strict, any card skipped makes the "
    "exit status 1. The python target keeps each card's code in the cache (--no-cache).\n"
    + EXIT_STATUS.format(
        ok="the code was written", findings="no card could be generated (or, with --strict, one)"
    ),
)
@click.argument("path", type=EXISTING_PATH)
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path),
    help="python: write the module to this file (default: standard output); forge: the "
    "folder to write the scripts into (required).",
)
@click.option(
    "--target",
    type=click.Choice(["python", "forge"]),
    default="python",
    show_default=True,
    help="What to generate.",
)
@click.option("--strict", is_flag=True, help="Exit 1 if any card is skipped.")
@JOBS
@NO_CACHE
@click.pass_context
def codegen_command(
    ctx: click.Context,
    path: Path,
    output: Path | None,
    target: str,
    strict: bool,
    jobs: int | None,
    no_cache: bool,
) -> None:
    loaded = load_cards(path)
    for error in loaded.errors:
        click.echo(str(from_load_error(error)), err=True)
    if loaded.errors and not loaded.cards:
        ctx.exit(BAD_INPUT)
    if target == "forge":
        if output is None:
            raise click.UsageError("--target forge needs -o DIR, the folder to write into")
        skipped = write_scripts(track(loaded.cards, "generating"), output)
        written = len(loaded.cards) - len(skipped)
        message = f"wrote {written} script(s) to {output}"
    else:
        cache = None if no_cache else Cache("codegen", {"target": target})
        cards = track(loaded.cards, "generating")
        source, skipped = generate(cards, jobs or default_jobs(), cache)
        written = len(loaded.cards) - len(skipped)
        message = f"wrote {written} card(s) to {output}"
        if output is None:
            click.echo(source, nl=False)
        else:
            output.write_text(source, encoding="utf-8")
    for item in skipped:
        click.echo(f"skipped {item.name}: {item.reason}", err=True)
    if output is not None:
        click.echo(message + (f"; skipped {len(skipped)}" if skipped else ""), err=True)
    failed = (written == 0 and bool(loaded.cards)) or (strict and bool(skipped))
    ctx.exit(BAD_INPUT if loaded.errors else 1 if failed else 0)
