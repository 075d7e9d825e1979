"""What the commands share in their output: JSON, findings on stderr, exit statuses and the
help text that lists them."""

from __future__ import annotations

import json

import click

from ..findings import Finding

FINDINGS, BAD_INPUT = 1, 2

EXIT_STATUS = """
\b
Exit status:
  0  {ok}
  1  {findings}
  2  bad usage, or input that is missing or cannot be loaded
"""
PARSE_STATUS = EXIT_STATUS.format(ok="no problems", findings="text that does not parse")
CHECK_STATUS = EXIT_STATUS.format(
    ok="no problems", findings="problems found (after --fix: left; with --diff: fixable)"
)


def print_errors(findings: list[Finding], text: str | None = None) -> int:
    """Print findings to stderr, without codes, each with its line and a caret under it (the
    line of ``text`` for a finding in ``<text>``); return the exit status."""
    if findings:
        from .report import frame, source_lines  # rich loads only when there is an error to show

        lines = source_lines(findings)
        if text is not None:
            lines.update((("<text>", n), line) for n, line in enumerate(text.split("\n"), 1))
    for finding in findings:
        click.echo(f"{finding.location}: {finding.detail}", err=True)
        for line in frame(finding, lines.get((finding.path, finding.line or 0))):
            click.echo(line.plain, err=True)
    return status(findings)


def status(findings: list[Finding]) -> int:
    if any(f.code == "LOAD" for f in findings):
        return BAD_INPUT
    return FINDINGS if findings else 0


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)
