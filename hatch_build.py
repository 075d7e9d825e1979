"""Build hook: the parse tables of both languages, built with the package.

A wheel gets ``scryc/data/<lang>.lalr`` (built in a temporary folder); an editable install
writes them into the source tree's ``scryc/data/`` (ignored by git). Building them takes
most of ``pip install .``; in exchange the first parse after installing is as fast as
every other (see scryc/parse/store.py).
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
            from scryc.parse.store import write_tables
        finally:
            sys.path.remove(self.root)
        if version == "editable":
            folder = Path(self.root) / "scryc" / "data"
        else:
            folder = Path(tempfile.mkdtemp(prefix="scryc-tables-"))
        start = time.perf_counter()
        for path in write_tables(folder):
            self.app.display_info(f"scryc: built {path.name} ({time.perf_counter() - start:.0f} s)")
            if version != "editable":
                build_data["force_include"][str(path)] = f"scryc/data/{path.name}"
