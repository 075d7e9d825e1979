"""Text: reminder text and ability words carry no rules meaning."""

from __future__ import annotations

from .base import refuse

refuse(
    {
        "reminder_text": "reminder text: no rules meaning",
        "ability_word": "an ability word: no rules meaning (the ability under it compiles)",
    }
)
