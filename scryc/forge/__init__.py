"""The Forge back end: card text → Forge card scripts, and Forge scripts → comparable facts.

:func:`generate` writes one card's script (or says why it cannot); :mod:`.facts` reads what a
script does; :mod:`.compare` sets a card's facts from its AST beside those of Forge's own
script. The checker's rule SCRY012 uses the same facts to audit a Forge script against its
``Oracle:`` line.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..parse import ParseError, parse
from .emit import card_script, file_name
from .refusal import Refused


@dataclass(frozen=True)
class Generated:
    """A card's Forge script (``text``), or why there is none (``refused``)."""

    name: str
    file: str
    text: str | None = None
    refused: str | None = None


def generate(card: Card) -> Generated:
    """The Forge script of a card from its English text, or the reason it has none."""
    name = file_name(card.name)
    if not card.text:
        return Generated(card.name, name, refused="no English text")
    try:
        return Generated(
            card.name,
            name,
            text=card_script(card, parse(card.text, name=card.name, type_line=card.type_line)),
        )
    except ParseError as error:
        return Generated(card.name, name, refused=f"parse error: {str(error).splitlines()[0]}")
    except Refused as refusal:
        return Generated(card.name, name, refused=f"cannot express {refusal.what}")
    except Exception as error:  # a back-end bug: no script for the card, and why
        return Generated(card.name, name, refused=f"internal error: {type(error).__name__}")


__all__ = ["Generated", "Refused", "file_name", "generate"]
