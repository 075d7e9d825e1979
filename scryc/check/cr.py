"""Citations of the Comprehensive Rules, always with the version of the rules they quote."""

from __future__ import annotations

#: The Comprehensive Rules the checker follows (effective date).
VERSION = "2026-06-19"


def cite(*rules: str) -> str:
    """``cite("701.22b")`` → ``"CR 701.22b (2026-06-19)"``; several rules share the version."""
    return f"CR {', '.join(rules)} ({VERSION})"
