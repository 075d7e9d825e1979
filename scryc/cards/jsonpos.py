"""Where string values sit in a whole JSON document (MTGJSON, Scryfall), so that a card's
text points at its line and column inside the JSON string, written as in the file."""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from json.decoder import scanstring
from pathlib import Path

from .records import TextOrigin

#: A JSON token that matters here: a key (a string and its colon), a string value, or a
#: bracket. Numbers, literals, commas and space between them are skipped.
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"(\s*:)?|[\[\]{}]', re.S)


class JsonStrings:
    """The string values of some keys in a JSON document, found by key, decoded value and
    the list they are in (``within``: one of ``lists``, or None for the object itself)."""

    def __init__(
        self, path: Path, text: str, keys: tuple[str, ...], lists: tuple[str, ...] = ()
    ) -> None:
        self.path = str(path)
        self.text = text
        self.keys = frozenset(keys)
        self.lists = frozenset(lists)
        self.found: dict[tuple[str, str, str | None], list[tuple[int, int]]] | None = None
        self.starts: list[int] = []

    def origin(self, key: str, value: str | None, within: str | None = None) -> TextOrigin | None:
        """The origin of the first string value of ``key`` equal to ``value`` (inside the
        list ``within``) that no other card took; None when there is none."""
        if value is None:
            return None
        if self.found is None:
            self._scan()
        assert self.found is not None
        offsets = self.found.get((key, value, within))
        if not offsets:
            return None
        start, end = offsets.pop(0)
        index = bisect.bisect_right(self.starts, start) - 1
        return TextOrigin(
            path=self.path,
            line=index + 1,
            column=start - self.starts[index] + 1,
            kind="json",
            written=self.text[start:end],
        )

    def _scan(self) -> None:
        """Walk the document's tokens once, recording each wanted string value."""
        found: dict[tuple[str, str, str | None], list[tuple[int, int]]] = defaultdict(list)
        key: str | None = None  # the key whose value comes next
        within: list[str | None] = [None]  # for each open container, the list it is in
        for token in _TOKEN.finditer(self.text):
            if token[2] is not None:
                key = token[1]
                continue
            char = token[0]
            if char in ("[", "{"):
                within.append(key if key in self.lists else within[-1])
            elif char in ("]", "}"):
                if len(within) > 1:
                    within.pop()
            elif key in self.keys:
                start, end = token.start() + 1, token.end() - 1
                found[key, scanstring(self.text, start)[0], within[-1]].append((start, end))
            key = None
        self.found = found
        self.starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
