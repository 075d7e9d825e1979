"""The batch commands' incremental cache: each card's results, kept as JSON between runs.

An entry's key is the SHA-256 of the card as loaded (its text, file, line and options in the
file) and of the run's context: the scryc version, the hash of scryc's code and parse tables,
the command and its options. A card file's card is one entry; a JSONL file's rows are one
entry each, so an unchanged row of a changed file is not checked again. Each entry is a JSON
file of its own, ``<command>/<key[:2]>/<key[2:]>.json`` in the cache folder (the user's cache
folder from ``platformdirs``, or ``SCRYC_CACHE_DIR``): a run reads only the entries of the
cards it meets, one at a time, so a large card pool costs little memory. The cache holds
plain JSON values only: an entry that is not valid JSON, or not this version's format, is a
miss (and is written anew), and the caller checks each value it reads.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from .. import __version__

#: The format of an entry; an entry of another format is a miss.
FORMAT = 1
ENV = "SCRYC_CACHE_DIR"


def cache_dir() -> Path:
    """Where cache entries go: ``$SCRYC_CACHE_DIR``, else the user's cache folder."""
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
    """The entries of one command with one set of options."""

    def __init__(self, command: str, options: dict[str, Any]) -> None:
        context = {
            "scryc": __version__,
            "code": code_hash(),
            "command": command,
            "options": options,
        }
        self.context = json.dumps(context, sort_keys=True)
        self.folder = cache_dir() / command
        self.writable = True
        self._made: set[Path] = set()

    def key(self, content: str) -> str:
        """The key of an item whose content (as loaded) is ``content``."""
        return hashlib.sha256(f"{self.context}\0{content}".encode()).hexdigest()

    def get(self, key: str) -> Any:
        """The value stored under ``key``: None when there is none, or when the entry is not
        this format's JSON."""
        try:
            with self._path(key).open(encoding="utf-8") as stream:
                entry = json.load(stream)
        except (OSError, ValueError, RecursionError):
            return None
        if not isinstance(entry, dict) or entry.get("format") != FORMAT:
            return None
        return entry.get("value")

    def put(self, key: str, value: Any) -> None:
        """Store ``value`` (plain JSON data) under ``key``, atomically; a folder that cannot
        be written turns the cache off for the rest of the run."""
        if not self.writable:
            return
        path = self._path(key)
        try:
            if path.parent not in self._made:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._made.add(path.parent)
            handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        except OSError:
            self.writable = False
            return
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump({"format": FORMAT, "value": value}, stream, ensure_ascii=False)
            os.replace(temporary, path)
        except OSError:
            Path(temporary).unlink(missing_ok=True)
            self.writable = False

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key[2:]}.json"
