"""Fill in every template row from today's parse, and put each row in its family's file.

    python -m tests.templates._generate

For every row of ``tests/templates/*.py``: parses its texts, writes the outline of each AST
(``en_ast``, ``ja_ast``), the engine's outcome and whether each language renders as the
other (``to_ja``, ``to_en``); then puts the row in the family module of its most
distinctive kind (of the kinds in its ASTs, the one the fewest rows contain), grouped by
that kind under a ``# kind: …`` line, and splits a family past 500 lines into
``<family>_<kind>.py`` parts. Comments above a row move with it. A row whose texts don't
parse, don't render back or aren't equivalent is reported (and written as it parses): the
tests fail on it. Review the diff before committing it.
"""

from __future__ import annotations

import ast as pyast
import io
import re
import subprocess
import sys
import tokenize
import unicodedata
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

import scryc
from scryc.ast import CardText, kinds
from scryc.render import render
from scryc.render.notation import normalise
from scryc.tree import outline

from . import JA_NAME, NAME, Row, collect, engine_outcome

HERE = Path(__file__).resolve().parent
WIDTH = 100
MAX_LINES = 500
HEAD = 12  # a module's lines besides its rows
GROUP = re.compile(r"kind: \w+")


@dataclass
class Entry:
    """A row with the comment lines above it in its module."""

    row: Row
    comments: list[str]
    kind: str = ""


def comments_above(source: str) -> dict[int, list[str]]:
    """Own-line comments, keyed by the line of the code that follows them."""
    found: dict[int, list[str]] = {}
    pending: list[str] = []
    skip = {tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT and token.line.strip().startswith("#"):
            text = token.string.lstrip("#").strip()
            if not GROUP.fullmatch(text):
                pending.append(text)
        elif token.type not in skip and token.type != tokenize.COMMENT and pending:
            found[token.start[0]] = pending
            pending = []
    return found


def entries() -> list[Entry]:
    """Every row, in module and row order, with its comments."""
    out = []
    for module, rows in collect().items():
        source = (HERE / f"{module}.py").read_text(encoding="utf-8")
        above = comments_above(source)
        calls = [
            node
            for node in pyast.walk(pyast.parse(source))
            if isinstance(node, pyast.Call) and getattr(node.func, "id", None) == "Row"
        ]
        calls.sort(key=lambda node: node.lineno)
        out.extend(Entry(r, above.get(c.lineno, [])) for r, c in zip(rows, calls, strict=True))
    return out


def parsed(row: Row, lang: str) -> CardText | None:
    """The row's text in ``lang`` parsed, reporting a text that does not parse back."""
    text = row.text(lang)
    if text is None:
        return None
    name = row.name(lang)
    try:
        tree = scryc.parse(text, lang, name=name, type_line=row.types(lang), whole=False)  # type: ignore[arg-type]
    except scryc.ParseError as error:
        print(f"{row.id} [{lang}]: {error}", file=sys.stderr)
        return None
    if normalise(render(tree, lang, name=name), lang) != normalise(text, lang):  # type: ignore[arg-type]
        print(f"{row.id} [{lang}]: does not render back", file=sys.stderr)
    return tree


def filled(row: Row) -> tuple[Row, set[str]]:
    """The row with its ASTs, engine outcome and translations as today's code has them, and
    the kinds in its ASTs."""
    en, ja = parsed(row, "en"), parsed(row, "ja")
    found = {n.kind for t in (en, ja) if t is not None for n in t.walk() if hasattr(n, "kind")}
    fields: dict[str, object] = {
        "en_ast": outline(en) if en is not None else None,
        "ja_ast": outline(ja) if ja is not None else None,
    }
    first = en if en is not None else ja
    if first is not None:
        fields["engine"] = engine_outcome(first)
    if en is not None and ja is not None:
        if (difference := scryc.equivalent(en, ja)) is not None:
            print(f"{row.id}: not equivalent: {difference.describe()}", file=sys.stderr)
        if engine_outcome(ja) != fields["engine"]:
            print(f"{row.id}: the Japanese AST compiles differently", file=sys.stderr)
        fields["to_ja"] = render(en, "ja", name=row.ja_name) == row.ja
        fields["to_en"] = render(ja, "en", name=NAME) == row.en
    return replace(row, **fields), found  # type: ignore[arg-type]


def width(text: str) -> int:
    """Columns ``text`` takes (East Asian wide characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def quoted(text: str) -> str:
    """A Python string literal of ``text``."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def pieces(text: str, room: int) -> list[str]:
    """``text`` cut into pieces whose literals fit ``room`` columns, each after its last
    newline, space, 「、」 or 「。」 that fits (else after as much as fits)."""
    out: list[str] = []
    while width(quoted(text)) > room:
        fits = 1
        while width(quoted(text[: fits + 1])) <= room:
            fits += 1
        head = text[:fits]
        cut = head.rfind("\n") + 1 or max(head.rfind(c) + 1 for c in " 、。") or fits
        out.append(text[:cut])
        text = text[cut:]
    return [*out, text] if text else out


def literal(text: str, indent: int, before: str = "", after: str = ",") -> list[str]:
    """``<before><literal><after>`` as source lines at ``indent``, the literal cut into
    implicitly joined pieces (in parentheses after a keyword) when it is too long."""
    pad = " " * indent
    line = f"{pad}{before}{quoted(text)}{after}"
    if width(line) <= WIDTH:
        return [line]
    if not before:
        cut = [f"{pad}{quoted(p)}" for p in pieces(text, WIDTH - indent)]
        return [*cut[:-1], cut[-1] + after]
    cut = [f"{pad}    {quoted(p)}" for p in pieces(text, WIDTH - indent - 4)]
    return [f"{pad}{before}(", *cut, f"{pad}){after}"]


def source(entry: Entry) -> list[str]:
    """The lines of one row in its module."""
    row = entry.row
    lines = [f"    # {c}" if c else "    #" for c in entry.comments]
    lines += ["    Row(", *literal(row.id, 8)]
    for field in ("en", "ja"):
        if (text := row.text(field)) is not None:
            lines += literal(text, 8, f"{field}=")
    for field in ("en_ast", "ja_ast"):
        if (tree := getattr(row, field)) is not None:
            prefix = "r" if "\\" in tree else ""
            body = [f"            {line}" for line in tree.splitlines()]
            lines += [f'        {field}={prefix}"""', *body, '        """,']
    lines += literal(row.engine, 8, "engine=")
    if row.en is not None and row.ja is not None:
        lines += [f"        {f}=False," for f in ("to_ja", "to_en") if not getattr(row, f)]
    if row.ja_name != JA_NAME:
        lines += literal(row.ja_name, 8, "ja_name=")
    for field in ("type_line", "ja_type_line"):
        if (value := getattr(row, field)) is not None:
            lines += literal(value, 8, f"{field}=")
    return [*lines, "    ),"]


def module(family: str, part: list[Entry]) -> str:
    """The text of one family module."""
    head = [
        f'"""Template rows of the {family} family (scryc/ast/{family}.py).',
        "",
        "Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest",
        'rows contain."""',
        "",
        "from . import Row",
        "",
        "ROWS = [",
    ]
    body: list[str] = []
    kind = None
    for entry in part:
        if entry.kind != kind:
            kind = entry.kind
            body.append(f"    # kind: {kind}")
        body += source(entry)
    if any(width(line) > WIDTH for line in body):
        # an AST outline's line is as long as its node's fields
        head[5:5] = ["# ruff: noqa: E501", ""]
    return "\n".join([*head, *body, "]", ""])


def parts(family: str, group: list[Entry]) -> dict[str, list[Entry]]:
    """The family's rows cut into modules of at most MAX_LINES lines, at kind boundaries
    where it can: ``<family>.py``, or ``<family>_<first kind>.py`` each when cut."""
    lines = [len(source(entry)) + 1 for entry in group]
    chunks: list[list[Entry]] = [[]]
    size = HEAD
    for i, entry in enumerate(group):
        kind_lines = sum(
            n for e, n in zip(group[i:], lines[i:], strict=True) if e.kind == entry.kind
        )
        opens_kind = i == 0 or group[i - 1].kind != entry.kind
        whole_kind_moves = opens_kind and size + kind_lines > MAX_LINES >= HEAD + kind_lines
        if chunks[-1] and (size + lines[i] > MAX_LINES or whole_kind_moves):
            chunks.append([])
            size = HEAD
        chunks[-1].append(entry)
        size += lines[i]
    if len(chunks) == 1:
        return {family: chunks[0]}
    named: dict[str, list[Entry]] = {}
    for chunk in chunks:
        base = name = f"{family}_{chunk[0].kind}"
        n = 2
        while name in named:
            name, n = f"{base}_{n}", n + 1
        named[name] = chunk
    return named


def main() -> int:
    """Fill in and lay out every row."""
    found = []
    for entry in entries():
        row, in_row = filled(entry.row)
        found.append((Entry(row, entry.comments), in_row))
    counts = Counter(k for _, in_row in found for k in in_row)
    family_of = kinds()
    families: dict[str, list[Entry]] = {}
    for entry, in_row in found:
        entry.kind = min(in_row, key=lambda k: (counts[k], k))
        families.setdefault(family_of[entry.kind], []).append(entry)
    written = []
    for family, group in sorted(families.items()):
        group.sort(key=lambda e: e.kind)
        for name, part in parts(family, group).items():
            path = HERE / f"{name}.py"
            path.write_text(module(family, part), encoding="utf-8")
            written.append(path)
    for path in HERE.glob("[!_]*.py"):
        if path not in written:
            path.unlink()
    subprocess.run(["ruff", "format", "--quiet", *map(str, written)], check=False)
    rows = sum(len(group) for group in families.values())
    print(f"{rows} rows in {len(written)} modules", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
