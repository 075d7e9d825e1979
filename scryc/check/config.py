"""The checker's configuration: ``[tool.scryc]`` in a ``pyproject.toml``, or a ``scryc.toml``,
the nearest found upward from a folder.

Keys: ``select`` and ``ignore`` (lists of codes or prefixes) and ``per-file-ignores`` (a table
of glob patterns, relative to the configuration file's folder, to lists of codes).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KEYS = ("select", "ignore", "per-file-ignores")


class ConfigError(ValueError):
    """A configuration file that cannot be read or has a wrong key or value."""


@dataclass(frozen=True)
class Config:
    """What a configuration file says; ``path`` None when there is none."""

    path: Path | None = None
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def root(self) -> Path:
        """The folder ``per-file-ignores`` patterns are relative to."""
        return self.path.parent if self.path is not None else Path.cwd()


def find(start: Path) -> Config:
    """The configuration nearest ``start``: in it or the closest folder above that has a
    ``scryc.toml``, or a ``pyproject.toml`` with a ``[tool.scryc]`` table."""
    for folder in [start.resolve(), *start.resolve().parents]:
        own = folder / "scryc.toml"
        if own.is_file():
            return _config(own, _read(own))
        project = folder / "pyproject.toml"
        if project.is_file():
            table = _read(project).get("tool", {}).get("scryc")
            if table is not None:
                return _config(project, table)
    return Config()


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as stream:
            return tomllib.load(stream)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ConfigError(f"{path}: cannot read: {error}") from None


def _config(path: Path, table: Any) -> Config:
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.scryc] must be a table")
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise ConfigError(f"{path}: unknown key {unknown[0]!r} (known: {', '.join(KEYS)})")
    per_file = table.get("per-file-ignores", {})
    if not isinstance(per_file, dict):
        raise ConfigError(f"{path}: per-file-ignores must be a table of pattern = [codes]")
    return Config(
        path=path,
        select=_codes(path, "select", table.get("select", [])),
        ignore=_codes(path, "ignore", table.get("ignore", [])),
        per_file=tuple(
            (pattern, _codes(path, f"per-file-ignores {pattern!r}", codes))
            for pattern, codes in per_file.items()
        ),
    )


def _codes(path: Path, key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{path}: {key} must be a list of codes")
    return tuple(v.strip().upper() for v in value)
