"""The batch commands' incremental cache: each card's results, kept as JSON between runs.

An entry's key is the SHA-256 of the card as loaded (its text, file, line and options in the
file) and of the run's context: the scryc version, the hash of scryc's code and parse tables,
the command and its options. A card file's card is one entry; a JSONL file's rows are one
entry each, so an unchanged row of a changed file is not checked again. The entries of one
command over the same inputs are one JSON file in the cache folder: the user's cache folder
(``platformdirs``), or ``SCRYC_CACHE_DIR``. The cache holds plain JSON values only: a file
that is not valid JSON, or not this version's format, is ignored and rewritten, and the
caller checks each value it reads (a value that does not fit is a miss).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Iterable
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from .. import __version__

#: The format of a cache file; a file of another format is ignored.
FORMAT = 1
ENV = "SCRYC_CACHE_DIR"


def cache_dir() -> Path:
    """Where cache files go: ``$SCRYC_CACHE_DIR``, else the user's cache folder."""
    chosen = os.environ.get(ENV)
    if chosen:
        return Path(chosen)
    import platformdirs

    return Path(platformdirs.user_cache_dir("scryc", appauthor=False))


@cache
def code_hash() -> str:
    """The SHA-256 of scryc's own code and parse tables: a source edit is a new context even
    when the version number stays the same."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256(__version__.encode())
    for path in sorted(root.rglob("*.py")):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    for lang in ("en", "ja"):
        try:
            digest.update(files("scryc.data").joinpath(f"{lang}.lalr").read_bytes())
        except FileNotFoundError:
            digest.update(b"no table")
    return digest.hexdigest()


class Cache:
    """The entries of one command over one set of inputs: read once, written back once."""

    def __init__(self, command: str, inputs: Iterable[str], options: dict[str, Any]) -> None:
        context = {
            "scryc": __version__,
            "code": code_hash(),
            "command": command,
            "options": options,
        }
        self.context = json.dumps(context, sort_keys=True)
        where = json.dumps([command, sorted(os.path.abspath(p) for p in inputs)])
        name = hashlib.sha256(where.encode()).hexdigest()[:32]
        self.path = cache_dir() / f"{command}-{name}.json"
        self.old: dict[str, Any] = self._read()
        self.new: dict[str, Any] = {}

    def key(self, content: str) -> str:
        """The key of an item whose content (as loaded) is ``content``."""
        return hashlib.sha256(f"{self.context}\0{content}".encode()).hexdigest()

    def get(self, key: str) -> Any:
        """The value stored under ``key`` last time (None when there is none, or when it is
        not JSON); kept for the next run."""
        stored = self.old.get(key)
        if not isinstance(stored, str):
            return None
        try:
            value = json.loads(stored)
        except (ValueError, RecursionError):
            return None
        self.new[key] = stored
        return value

    def put(self, key: str, value: Any) -> None:
        """Store ``value`` (plain JSON data) under ``key``."""
        self.new[key] = json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def save(self) -> None:
        """Write this run's entries (only those used), atomically; a folder that cannot be
        written leaves the cache off."""
        if self.new == self.old:
            return
        document = {"format": FORMAT, "context": self.context, "entries": self.new}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump(document, stream, ensure_ascii=False, separators=(",", ":"))
            os.replace(temporary, self.path)
        except OSError:
            Path(temporary).unlink(missing_ok=True)

    def _read(self) -> dict[str, Any]:
        try:
            with self.path.open(encoding="utf-8") as stream:
                document = json.load(stream)
        except (OSError, ValueError, RecursionError):
            return {}
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            return {}
        if document.get("context") != self.context:
            return {}
        entries = document.get("entries")
        return entries if isinstance(entries, dict) else {}
