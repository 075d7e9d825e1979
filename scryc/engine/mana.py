"""Mana symbols: parsing costs, mana value, colors, and paying from a mana pool."""

from __future__ import annotations

import re
from collections import Counter

COLORS = "WUBRG"
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_SYMBOL = re.compile(r"\{([^{}]+)\}")


def symbols(cost: str | None) -> list[str]:
    """The symbols of a cost, upper-cased and without braces: "{2}{U/P}" → ["2", "U/P"]."""
    return [s.upper() for s in _SYMBOL.findall(cost or "")]


def mana_value(cost: str | None) -> int:
    """Mana value of a cost (CR 202.3): X counts 0, hybrid {2/W} counts 2."""
    total = 0
    for sym in symbols(cost):
        parts = sym.split("/")
        if sym.isdigit():
            total += int(sym)
        elif parts[0].isdigit():
            total += int(parts[0])
        elif sym not in ("X", "Y", "Z"):
            total += 1
    return total


def colors(cost: str | None) -> frozenset[str]:
    """Color names of a cost's colored symbols."""
    return frozenset(
        COLOR_NAMES[c] for sym in symbols(cost) for c in sym.split("/") if c in COLOR_NAMES
    )


def devotion(costs: list[str | None], color: str) -> int:
    """Mana symbols of `color` (a color name) among the costs (CR 700.5)."""
    letter = next((k for k, v in COLOR_NAMES.items() if v == color), color.upper()[:1])
    return sum(letter in sym.split("/") for cost in costs for sym in symbols(cost))


def with_generic(cost: str | None, generic: int, x: int) -> str:
    """The mana of a cost after a change to its generic part (CR 601.2f): ``generic`` more
    (or less, when negative); a reduction takes only generic mana off, never colored."""
    total = 0
    colored: list[str] = []
    for sym in symbols(cost):
        if sym.isdigit():
            total += int(sym)
        elif sym == "X":
            total += x
        else:
            colored.append(f"{{{sym}}}")
    total = max(total + generic, 0)
    return (f"{{{total}}}" if total or not colored else "") + "".join(colored)


def parse_pool(text: str | None) -> Counter[str]:
    """A pool from symbols: "{U}{U}{3}" → U:2, C:3 (generic numbers become colorless)."""
    pool: Counter[str] = Counter()
    for sym in symbols(text):
        if sym.isdigit():
            pool["C"] += int(sym)
        else:
            pool[sym] += 1
    return pool


def pay(pool: Counter[str], cost: str, x: int = 0) -> Counter[str] | None:
    """The pool left after paying `cost` from it, or None if it cannot be paid.

    Colored symbols are paid first, then hybrid symbols (with whichever color is left, or
    the generic half), then generic mana with any mana. {X} costs `x` generic mana.
    Energy ({E}) is not mana and is not paid here.
    """
    left = Counter(pool)
    generic = 0
    hybrids: list[list[str]] = []
    for sym in symbols(cost):
        parts = sym.split("/")
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            generic += x
        elif len(parts) == 1:
            if left[sym] <= 0:
                return None
            left[sym] -= 1
        else:
            hybrids.append(parts)
    for parts in hybrids:
        color = next((p for p in parts if p in COLORS + "C" and left[p] > 0), None)
        if color is not None:
            left[color] -= 1
        elif parts[0].isdigit():
            generic += int(parts[0])
        else:
            return None
    for color in sorted(left, key=lambda c: (c != "C", c)):
        used = min(left[color], generic)
        left[color] -= used
        generic -= used
    if generic > 0:
        return None
    return +left
