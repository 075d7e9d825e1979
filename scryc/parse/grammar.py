"""The grammar files of each language."""

from __future__ import annotations

from pathlib import Path


def grammar_dir() -> Path:
    """The grammar folder: shipped inside the package, or at the top of a source checkout."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "grammar", here.parent / "grammar"):
        if (candidate / "common.lark").is_file():
            return candidate
    raise FileNotFoundError("scryc grammar files not found")


def grammar_text(lang: str) -> str:
    """The grammar of ``lang`` as one text."""
    return (grammar_dir() / f"{lang}.lark").read_text(encoding="utf-8")
