"""Running the checker over cards: parse each text, run the selected rules, and locate every
diagnostic (and its fix) in the card file."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from fnmatch import fnmatch
from functools import partial
from pathlib import Path

from .. import batch
from ..batch import Cache
from ..cards import Card, Face, LoadError, iter_cards
from ..findings import FileFix, Finding, Position, from_load_error, parse_card
from .diagnostic import Diagnostic, Fix
from .rules import BY_CODE, RULES, Rule
from .source import Lang, Parsed, Source

#: Codes reported whatever the selection: input that can't be read, and scryc's own bugs.
ALWAYS = frozenset({"LOAD", "INTERNAL"})
#: Every code a selection may name: text that doesn't parse, and the lint rules.
CODES = ("PARSE", *BY_CODE)


@dataclass(frozen=True)
class Selection:
    """Which codes to report: those matching ``select`` (all when empty) and not ``ignore``,
    nor the codes ``per_file`` ignores for files matching its glob patterns (relative to
    ``root``; ``*`` matches across folders).

    Entries are codes or code prefixes ("SCRY00" selects SCRY001–SCRY009).
    """

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file: tuple[tuple[str, tuple[str, ...]], ...] = ()
    root: str = "."

    def __post_init__(self) -> None:
        codes = [c for _, codes in self.per_file for c in codes]
        for entry in (*self.select, *self.ignore, *codes):
            if not any(code.startswith(entry) for code in CODES):
                raise ValueError(f"unknown code {entry!r} (known: {', '.join(CODES)})")

    def wants(self, code: str, card: Card) -> bool:
        """Whether to report ``code`` on ``card`` (whose file may suppress codes of its own)."""
        if code in ALWAYS:
            return True
        if self.select and not code.startswith(self.select):
            return False
        return not code.startswith(self.ignore + tuple(card.ignore) + self.ignored_in(card.path))

    def ignored_in(self, path: str) -> tuple[str, ...]:
        """The codes ``per_file`` ignores in the file at ``path``."""
        if not self.per_file:
            return ()
        relative = Path(os.path.relpath(os.path.abspath(path), self.root)).as_posix()
        return tuple(
            code
            for pattern, codes in self.per_file
            if fnmatch(relative, pattern) or fnmatch(Path(path).name, pattern)
            for code in codes
        )


@dataclass(frozen=True)
class Edit:
    """A rule's fix to a card's text in one language."""

    card: Card
    lang: Lang
    fix: Fix


class Result:
    """A finding, with the edit that fixes it when there is one. A result kept for output
    alone (:meth:`compact`) holds its finding as JSON, a sixth of the memory of the model,
    until it is first read: a run over a large card pool holds many."""

    __slots__ = ("_finding", "edit")

    def __init__(self, finding: Finding | bytes, edit: Edit | None = None) -> None:
        self._finding = finding
        self.edit = edit

    @property
    def finding(self) -> Finding:
        found = self._finding
        if isinstance(found, bytes):
            found = self._finding = Finding.model_validate_json(found)
        return found

    def compact(self) -> Result:
        """The finding alone, as JSON (its edit is left out)."""
        found = self._finding
        if isinstance(found, bytes):
            return self
        return Result(found.model_dump_json(exclude_defaults=True).encode())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Result):
            return NotImplemented
        return (self.finding, self.edit) == (other.finding, other.edit)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Result({self.finding!r}, {self.edit!r})"


@dataclass
class Report:
    """Everything one run found, how, and when each card file was read (for --fix)."""

    langs: tuple[Lang, ...]
    selection: Selection
    results: list[Result] = field(default_factory=list)
    cards: int = 0
    stamps: dict[str, tuple[int, int]] = field(default_factory=dict)

    def recheck(self, paths: set[str]) -> None:
        """Check the card files ``paths`` again (after fixes), replacing their results."""
        for path in paths:
            self.stamps.pop(path, None)
        fresh = {
            path: [r for item in iter_cards(path) for r in self._check(item)] for path in paths
        }
        results: list[Result] = []
        for result in self.results:
            path = result.finding.path
            if path not in paths:
                results.append(result)
            elif path in fresh:  # where the file's old results were: its new ones
                results.extend(fresh.pop(path))
        self.results = results + [r for rest in fresh.values() for r in rest]

    def note(self, card: Card) -> None:
        """Stamp the card's file the first time one of its cards is met."""
        if card.path not in self.stamps:
            self.stamps[card.path] = stamp(card.path)

    def _check(self, item: Card | LoadError) -> list[Result]:
        if isinstance(item, LoadError):
            return [Result(from_load_error(item))]
        self.note(item)
        return check_card(item, self.langs, self.selection)


def stamp(path: str) -> tuple[int, int]:
    """A file's modification time and size: a change between two stamps means it changed."""
    info = os.stat(path)
    return info.st_mtime_ns, info.st_size


def run(
    paths: Iterable[str],
    langs: Iterable[Lang],
    selection: Selection,
    track: Callable[[Iterator[list[Result]]], Iterable[list[Result]]] = iter,
    jobs: int = 1,
    cache: Cache | None = None,
    edits: bool = True,
) -> Report:
    """Check every card under ``paths`` on ``jobs`` processes; with a ``cache``, a card whose
    results it holds is not checked again; ``track`` wraps the stream of each card's results
    (to show progress). Without ``edits`` (for output alone), each result is kept compact."""
    report = Report(tuple(langs), selection)
    work = partial(check_card, langs=report.langs, selection=selection)
    setup = partial(batch.load_parsers, *report.langs)
    outcomes = batch.run_cached(work, _cards(report, paths), jobs, setup, cache, FINDINGS)
    for results in track(outcomes):
        report.results.extend(results if edits else [r.compact() for r in results])
    return report


def _cards(report: Report, paths: Iterable[str]) -> Iterator[Card | batch.Done[list[Result]]]:
    """Each card under ``paths`` to check (counted and its file stamped), and each load
    error as its finding."""
    for path in paths:
        for item in iter_cards(path):
            if isinstance(item, LoadError):
                yield batch.Done([Result(from_load_error(item))])
                continue
            report.cards += 1
            report.note(item)
            yield item


def _dumped(results: list[Result]) -> list[dict[str, object]]:
    """A card's findings as a cache entry keeps them: JSON data, without the fields left at
    their defaults (a cache entry keeps no edit: --fix and --diff do not use the cache)."""
    return [r.finding.model_dump(mode="json", exclude_defaults=True) for r in results]


def _stored(value: object) -> list[Result]:
    """A cache entry's findings; ValueError or TypeError when it does not hold findings."""
    if not isinstance(value, list):
        raise TypeError("not a list of findings")
    return [Result(Finding.model_validate(entry)) for entry in value]


FINDINGS = batch.Codec(_dumped, _stored)


def source_of(card: Card, lang: Lang) -> Parsed | Finding | None:
    """The card's text in ``lang``, parsed; a finding when it does not parse; None when the
    card has no text in ``lang``."""
    face = card.face(lang)
    if face is None or not face.text:
        return None
    parsed = parse_card(card, lang)
    if parsed is None or isinstance(parsed, Finding):
        return parsed
    return Parsed(**_fields(card, face, lang), ast=parsed)


def _fields(card: Card, face: Face, lang: Lang) -> dict[str, object]:
    """What a source of the card's text in ``lang`` holds besides its AST."""
    assert face.text is not None
    script = tuple(zip(card.script_lines, card.script, strict=False)) if lang == "en" else ()
    return {
        "text": face.text,
        "lang": lang,
        "name": face.name,
        "mana_cost": card.mana_cost,
        "script": script,
        "type_line": face.type_line,
    }


def check_card(card: Card, langs: Iterable[Lang], selection: Selection) -> list[Result]:
    """Parse the card's text in each language and run the selected rules on it."""
    results: list[Result] = []
    sources: dict[Lang, Source] = {}
    for lang in langs:
        source = source_of(card, lang)
        if isinstance(source, Finding):
            if selection.wants(source.code, card):
                results.append(Result(source))
            face = card.face(lang)
            assert face is not None and face.text is not None
            source = Source(**_fields(card, face, lang))  # type: ignore[arg-type]
        if source is not None:
            sources[lang] = source
    english, japanese = sources.get("en"), sources.get("ja")
    if isinstance(english, Parsed) and isinstance(japanese, Parsed):
        english.translation = japanese
    for lang, source in sources.items():
        wanted = diagnose(source, lambda code: selection.wants(code, card))
        results.extend(_result(card, lang, diagnostic, rule) for rule, diagnostic in wanted)
    return sorted(results, key=lambda r: (r.finding.line or 0, r.finding.column or 0))


def diagnose(
    source: Source, wants: Callable[[str], bool] = lambda code: True
) -> Iterator[tuple[Rule, Diagnostic]]:
    """Run every wanted rule that applies to ``source`` (AST rules need parsed text)."""
    for rule in RULES:
        applies = rule.scope == "text" or isinstance(source, Parsed)
        if source.lang in rule.langs and applies and wants(rule.code):
            for diagnostic in rule.check(source):
                yield rule, diagnostic


def _result(card: Card, lang: Lang, diagnostic: Diagnostic, rule: Rule) -> Result:
    """The diagnostic as a finding located in the card file."""
    face = card.face(lang)
    assert face is not None and face.text is not None
    base = {"path": card.path, "code": diagnostic.code, "card": card.name, "lang": lang}
    if diagnostic.line is not None:  # a line of the file outside the text
        return Result(Finding(**base, line=diagnostic.line, column=1, message=diagnostic.message))
    if face.origin is None:  # the text's place in the file is unknown: say where in the text
        line, column = _in_text(face.text, diagnostic.span.start)
        where = f"{face.name!r} text {line}:{column}: "
        finding = Finding(**base, line=card.line, message=where + diagnostic.message)
        return Result(finding)
    start = _position(face, diagnostic.span.start)
    end = _position(face, diagnostic.span.end)
    fix = diagnostic.fix if face.origin.exact else None  # only a fix that applies exactly
    file_fix = None
    if fix is not None:
        assert rule.fix is not None
        file_fix = FileFix(
            start=_position(face, fix.start),
            end=_position(face, fix.end),
            replacement=escaped(face, fix.replacement),
            description=rule.fix,
        )
    finding = Finding(
        **base,
        line=start.line,
        column=start.column,
        end=end,
        message=diagnostic.message,
        fix=file_fix,
    )
    return Result(finding, Edit(card, lang, fix) if fix else None)


def _position(face: Face, offset: int) -> Position:
    """Where ``face.text[offset]`` is in the card file."""
    assert face.origin is not None and face.text is not None
    line, column = face.origin.position(face.text, offset)
    return Position(line=line, column=column)


def escaped(face: Face, text: str) -> str:
    """``text`` as written in the face's file (escaped in a JSON or TOML basic string)."""
    return face.origin.escape(text) if face.origin is not None else text


def _in_text(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1
