"""The batch commands' incremental cache: each card's results, kept as JSON between runs.

An entry's key is the SHA-256 of the card as loaded (its text, file, line and options in the
file) and of the run's context: the scryc version, the hash of scryc's code and parse tables,
the command and its options. A card file's card is one entry; a JSONL file's rows are one
entry each, so an unchanged row of a changed file is not computed again. Each entry is a JSON
file of its own, ``<build>/<command>/<key[:2]>/<key[2:]>.json`` in the cache folder (the
user's cache folder from ``platformdirs``, or ``SCRYC_CACHE_DIR``), where ``<build>`` is the
start of the code hash: a run reads only the entries of the cards it meets, one at a time, so
a large card pool costs little memory. The cache holds plain JSON values only: an entry that
is not valid JSON, or not this version's format, is a miss (and is written anew), and the
caller checks each value it reads.

The cache is bounded by build: each run stamps its build's folder as used, and the first
write of a run deletes the folders of all but the :data:`KEEP` builds used last (another
scryc version, or the same version with other code). :func:`clean` deletes every build's.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

from .. import __version__

#: The format of an entry; an entry of another format is a miss.
FORMAT = 1
ENV = "SCRYC_CACHE_DIR"
#: How many builds' entries are kept: this run's, and the one used before it.
KEEP = 2
#: A build folder's name: the first 16 hex digits of the code hash.
BUILD = re.compile(r"[0-9a-f]{16}")
#: The file whose modification time says when a build's entries were last used.
USED = "used"
#: Marks the folder as a cache (https://bford.info/cachedir/): backups may skip it.
TAG = "CACHEDIR.TAG"
TAG_TEXT = "Signature: 8a477f597d28d172789f06886806bc55\n# scryc's cache: see `scryc clean`\n"


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


#: What :meth:`Cache.get` returns for a key it holds no valid entry for.
MISSING: Final = _Missing()


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


def builds(root: Path) -> list[Path]:
    """The build folders under ``root``, the one used last first."""

    def used(folder: Path) -> float:
        for path in (folder / USED, folder):
            try:
                return path.stat().st_mtime
            except OSError:
                continue
        return 0.0

    try:
        found = [p for p in root.iterdir() if BUILD.fullmatch(p.name) and p.is_dir()]
    except OSError:
        return []
    return sorted(found, key=used, reverse=True)


def prune(root: Path, keep: int = KEEP) -> list[Path]:
    """Delete the entries of all but the ``keep`` builds used last; return their folders."""
    old = builds(root)[keep:]
    for folder in old:
        shutil.rmtree(folder, ignore_errors=True)
    return old


def clean(root: Path) -> tuple[int, int]:
    """Delete every build's entries under ``root`` (nothing else there); return how many
    entry files went and their size in bytes."""
    count = size = 0
    for folder in builds(root):
        for path in folder.rglob("*.json"):
            try:
                size += path.stat().st_size
                count += 1
            except OSError:
                continue
        shutil.rmtree(folder, ignore_errors=True)
    return count, size


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
        self.root = cache_dir()
        self.build = self.root / code_hash()[:16]
        self.folder = self.build / command
        self.writable = True
        self._made: set[Path] = set()
        self._stamped = False

    def key(self, content: str) -> str:
        """The key of an item whose content (as loaded) is ``content``."""
        return hashlib.sha256(f"{self.context}\0{content}".encode()).hexdigest()

    def get(self, key: str) -> Any:
        """The value stored under ``key``: :data:`MISSING` when there is none, or when the
        entry is not this format's JSON."""
        if not self._stamped:
            self._stamp(create=False)
        try:
            with self._path(key).open(encoding="utf-8") as stream:
                entry = json.load(stream)
        except (OSError, ValueError, RecursionError):
            return MISSING
        if not isinstance(entry, dict) or entry.get("format") != FORMAT or "value" not in entry:
            return MISSING
        return entry["value"]

    def put(self, key: str, value: Any) -> None:
        """Store ``value`` (plain JSON data) under ``key``, atomically; a folder that cannot
        be written turns the cache off for the rest of the run."""
        if not self.writable:
            return
        if not self._stamped or self.build not in self._made:
            self._stamp(create=True)
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

    def _stamp(self, create: bool) -> None:
        """Mark this build as used now; when writing, make its folder and prune old builds."""
        self._stamped = True
        try:
            if create:
                self.build.mkdir(parents=True, exist_ok=True)
                self._made.add(self.build)
            (self.build / USED).touch()  # first: this build is the one used last
            if create:
                tag = self.root / TAG
                if not tag.exists():
                    tag.write_text(TAG_TEXT, encoding="utf-8")
                prune(self.root)
        except OSError:
            if create:
                self.writable = False

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key[2:]}.json"
