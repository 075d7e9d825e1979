"""How ``scryc check`` prints its findings: ``text`` (each with a code frame, coloured on a
terminal), ``concise`` (one line each), ``json``, ``sarif`` and ``github`` (GitHub Actions
workflow commands)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator

import click
from rich.console import Console
from rich.text import Text

from .. import __version__
from ..findings import Finding
from .output import json_text

FORMATS = ("text", "concise", "json", "sarif", "github")
COLORS = ("auto", "always", "never")
#: How much of a long line a code frame shows, and how much of it before the finding.
WIDTH, CONTEXT = 100, 40
WORD = re.compile(r"\w+")


def console(color: str) -> Console:
    """Standard output for ``--color``: ``auto`` colours a terminal unless ``NO_COLOR`` is set."""
    if color == "never":
        return Console(color_system=None, highlight=False, soft_wrap=True)
    if color == "always":
        return Console(force_terminal=True, no_color=False, highlight=False, soft_wrap=True)
    return Console(highlight=False, soft_wrap=True)


def write(findings: list[Finding], fmt: str, color: str) -> None:
    """Print ``findings`` to standard output in ``fmt``."""
    if fmt == "json":
        click.echo(json_text([f.model_dump(mode="json") for f in findings]))
    elif fmt == "sarif":
        from ..check import sarif

        click.echo(json_text(sarif.document(findings, __version__)))
    elif fmt == "github":
        for finding in findings:
            click.echo(github(finding))
    elif fmt == "concise":
        out = printer(color)
        for finding in findings:
            out(headline(finding))
    else:
        out = printer(color)
        lines = source_lines(findings)
        for finding in findings:
            out(headline(finding))
            for line in frame(finding, lines.get((finding.path, finding.line or 0))):
                out(line)


def printer(color: str) -> Callable[[Text], None]:
    """What prints one line: rich's console where it colours; else the line's plain text,
    which is what the console would print, without its rendering per line (most of the
    time of a ``check`` whose findings come from the cache)."""
    out = console(color)
    if out.color_system is not None:
        return out.print
    return lambda line: click.echo(line.plain)


def severity(code: str) -> str:
    """``error`` or ``warning``: a rule's severity; parse, load and internal errors are errors."""
    from ..check import BY_CODE

    rule = BY_CODE.get(code)
    return rule.severity if rule is not None else "error"


def headline(finding: Finding) -> Text:
    """``path:line:col: CODE message``, the code coloured by severity."""
    style = "bold red" if severity(finding.code) == "error" else "bold yellow"
    fixable = " [*]" if finding.fix is not None else ""
    return Text.assemble(
        (finding.location, "bold"), ": ", (finding.code, style), fixable, " ", finding.detail
    )


def frame(finding: Finding, text: str | None) -> Iterator[Text]:
    """The finding's line ``text`` (around the finding when long) with a caret under the
    finding, and its fix; nothing when the line is unknown."""
    if finding.line is None or text is None:
        return
    start = min((finding.column or 1) - 1, len(text))
    if finding.end is not None and finding.end.line == finding.line:
        stop = max(finding.end.column - 1, start + 1)
    elif finding.end is not None:  # to the end of the line, where the finding goes on
        stop = max(len(text), start + 1)
    else:  # the word found there
        word = WORD.match(text, start)
        stop = word.end() if word else start + 1
    first = max(0, min(start - CONTEXT, len(text) - WIDTH))
    shown = text[first : first + WIDTH]
    before = "…" if first else ""
    after = "…" if first + WIDTH < len(text) else ""
    gutter = " " * len(str(finding.line))
    yield Text(f"{gutter} |", "blue")
    yield Text.assemble((f"{finding.line} | ", "blue"), before, shown, after)
    if finding.column is not None:
        pad = before + "".join("\t" if c == "\t" else " " * _cells(c) for c in text[first:start])
        width = sum(_cells(c) for c in text[start : min(stop, first + WIDTH)])
        yield Text.assemble((f"{gutter} | ", "blue"), pad, ("^" * max(1, width), "bold red"))
    if finding.fix is not None:
        yield Text.assemble(
            (f"{gutter} = ", "blue"), ("fix: ", "bold cyan"), finding.fix.description
        )
    yield Text("")


def _cells(char: str) -> int:
    """How many terminal cells ``char`` takes: two for wide (Japanese) characters."""
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def source_lines(findings: list[Finding]) -> dict[tuple[str, int], str]:
    """The line of its file each finding is on, by (path, line): each file read once, as a
    stream, keeping only those lines (a 50 MB JSONL file is not held in memory)."""
    wanted: dict[str, set[int]] = {}
    for finding in findings:
        if finding.line is not None and finding.code != "LOAD":
            wanted.setdefault(finding.path, set()).add(finding.line)
    found: dict[tuple[str, int], str] = {}
    for path, numbers in wanted.items():
        try:
            with open(path, "rb") as stream:  # lines end at "\n" alone, as positions count
                for number, raw in enumerate(stream, 1):
                    if number in numbers:
                        line = raw.decode("utf-8", "replace").removeprefix("\ufeff")
                        found[path, number] = line.rstrip("\r\n")
                        numbers.discard(number)
                        if not numbers:
                            break
        except OSError:
            continue
    return found


def github(finding: Finding) -> str:
    """The finding as a GitHub Actions workflow command: ``::error file=…,line=…::message``."""
    level = "error" if severity(finding.code) == "error" else "warning"
    fields = {"file": finding.path, "line": finding.line, "col": finding.column}
    if finding.end is not None:
        fields.update(endLine=finding.end.line, endColumn=finding.end.column)
    fields["title"] = f"scryc {finding.code}"
    properties = ",".join(f"{k}={_escape(str(v), True)}" for k, v in fields.items() if v)
    return f"::{level} {properties}::{_escape(finding.detail, False)}"


def _escape(value: str, property_value: bool) -> str:
    """Escaped as workflow commands require (``%``, line breaks; ``:`` and ``,`` in a
    property)."""
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        value = value.replace(":", "%3A").replace(",", "%2C")
    return value
