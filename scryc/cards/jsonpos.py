"""Where string values sit in a whole JSON document (MTGJSON, Scryfall), so that a card's
text points at its line and column inside the JSON string, written as in the file."""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from json.decoder import scanstring
from pathlib import Path

from .records import TextOrigin


class JsonStrings:
    """The string values of some keys in a JSON document, found by their decoded value."""

    def __init__(self, path: Path, text: str, keys: tuple[str, ...]) -> None:
        self.path = str(path)
        self.text = text
        names = "|".join(re.escape(key) for key in keys)
        self.pattern = re.compile(rf'(?<!\\)"({names})"\s*:\s*"')
        self.found: dict[tuple[str, str], list[int]] | None = None
        self.starts: list[int] = []

    def origin(self, key: str, value: str | None) -> TextOrigin | None:
        """The origin of the first string value of ``key`` equal to ``value`` that no other
        card took (None when there is none)."""
        if value is None:
            return None
        if self.found is None:
            self._scan()
        assert self.found is not None
        offsets = self.found.get((key, value))
        if not offsets:
            return None
        start = offsets.pop(0)
        written = self.text[start : start + self._length(start)]
        index = bisect.bisect_right(self.starts, start) - 1
        column = start - self.starts[index] + 1
        return TextOrigin(
            path=self.path, line=index + 1, column=column, kind="json", written=written
        )

    def _scan(self) -> None:
        found: dict[tuple[str, str], list[int]] = defaultdict(list)
        for match in self.pattern.finditer(self.text):
            try:
                value, _ = scanstring(self.text, match.end())
            except ValueError:
                continue
            found[match[1], value].append(match.end())
        self.found = found
        self.starts = [0] + [m.end() for m in re.finditer("\n", self.text)]

    def _length(self, start: int) -> int:
        """The length of the written string value that starts at ``start``."""
        return scanstring(self.text, start)[1] - 1 - start
