"""Bounded parse time: 100 KB texts (valid repetition, garbage, and classic evil inputs for
regular expressions) parse or fail within 2 s each.

Usage: python benchmarks/bounded_time.py
"""

from __future__ import annotations

import sys
import time

import scryc

BAR = 2.0  # seconds per text
CASES = {
    "en: valid sentences": ("Scry 1. Draw a card. " * 5000, "en"),
    "en: keyword lines": ("Flying\n" * 15000, "en"),
    "en: list commas": ("a, " * 33000, "en"),
    "en: unclosed parentheses": ("(" * 100_000, "en"),
    "en: unclosed quotations": ('Draw "' * 16000, "en"),
    "en: colons": ("{1}: " * 25000, "en"),
    "en: deep and-lists": ("Destroy " + " and ".join(["target creature"] * 6000) + ".", "en"),
    "en: garbage": ("x" * 100_000, "en"),
    "en: keyword list": ("It gains flying, " + "flying, " * 12000 + "and haste.", "en"),
    "en: subtype list": ("Destroy target Goblin, " + "Goblin, " * 12000 + "and Elf.", "en"),
    "ja: valid sentences": ("占術１を行う。カード１枚を引く。" * 6000, "ja"),
    "ja: open quotes": ("「" * 100_000, "ja"),
    "ja: quotes and colons": ("「(１):" * 20000, "ja"),
    "ja: open parentheses": ("（" * 100_000, "ja"),
    "ja: garbage": ("あ" * 100_000, "ja"),
    "ja: players joined": ("あなたと" * 25000, "ja"),
}


def main() -> int:
    scryc.parse("Scry 1.")
    scryc.parse("占術１を行う。", "ja")
    worst = 0.0
    for name, (text, lang) in CASES.items():
        start = time.perf_counter()
        try:
            scryc.parse(text, lang)  # type: ignore[arg-type]
            outcome = "parsed"
        except scryc.ParseError as error:
            outcome = f"ParseError at {error.line}:{error.column}"
        seconds = time.perf_counter() - start
        worst = max(worst, seconds)
        flag = "" if seconds <= BAR else "  MISSES the bar"
        print(f"{name:28} {len(text) / 1000:6.0f} KB  {seconds:5.2f} s  {outcome}{flag}")
    print(f"worst: {worst:.2f} s (bar <= {BAR} s): {'meets' if worst <= BAR else 'MISSES'} the bar")
    return 0


if __name__ == "__main__":
    sys.exit(main())
