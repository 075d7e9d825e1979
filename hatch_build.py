"""Build hook: the parse tables of both languages, built with the package.

The tables are written into the source tree's ``scryc/data/<lang>.lalr`` (ignored by git),
where an editable install and code run from the checkout (the tests) find them, and a wheel
gets those files (when the source tree is read-only, they are built in a temporary folder).
Building them takes most of ``pip install .``; in exchange the first parse after installing
is as fast as every other (see scryc/parse/store.py).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class ParseTablesHook(BuildHookInterface):  # type: ignore[type-arg]
    """Writes the parse tables and adds them to the wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        sys.path.insert(0, self.root)  # scryc from this source tree, not an installed one
        try:
            from scryc.parse.store import LANGS, write_tables
        finally:
            sys.path.remove(self.root)
        folder = Path(self.root) / "scryc" / "data"
        for lang in LANGS:
            start = time.perf_counter()
            try:
                (path,) = write_tables(folder, (lang,))
            except OSError:  # a read-only source tree
                folder = Path(tempfile.mkdtemp(prefix="scryc-tables-"))
                (path,) = write_tables(folder, (lang,))
            seconds = time.perf_counter() - start
            self.app.display_info(f"scryc: built the {lang} parse table in {seconds:.0f} s")
            if version != "editable":
                build_data["force_include"][str(path)] = f"scryc/data/{path.name}"
