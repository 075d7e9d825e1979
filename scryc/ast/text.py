"""Text-only nodes: reminder text and ability words."""

from typing import Literal

from pydantic import Field

from .base import Node, surface


class ReminderText(Node):
    """Reminder text in parentheses: kept verbatim, no rules meaning."""

    kind: Literal["reminder_text"] = "reminder_text"
    text: str
    #: How many sentences of its ability come before it; None: after the last one.
    sentence: int | None = surface(None)
    #: Written before the period that ends its sentence: "you get {E}{E} (…)."
    inside: bool = surface(False)
    #: In a modal ability: the mode it follows.
    mode: int | None = surface(None)


class AbilityWord(Node):
    """An ability word ("Heroic", "Landfall") or a dungeon room name before an em dash."""

    kind: Literal["ability_word"] = "ability_word"
    text: str = Field(json_schema_extra={"surface": True})
