"""A card as a Forge card script: ``Name:``, ``ManaCost:``, ``Types:``, ``PT:`` /
``Loyalty:``, then its abilities (``K:``, ``A:``, ``T:``) with their ``SVar:`` steps, and the
``Oracle:`` line, as Forge's own scripts write them (parameters Forge takes by default are
left out). A construct the back end cannot express raises :class:`Refused`."""

from __future__ import annotations

import re
import unicodedata

from ..ast import CardText, Node
from ..cards import Card
from ..check.binding import bind
from .abilities import Written, card_parts, part_lines
from .objects import Resolve, resolving
from .refusal import Refused
from .values import paid_x


def file_name(name: str) -> str:
    """The file Forge keeps a card's script in: "Bane's Contingency" → banes_contingency.txt."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    words = re.sub(r"[^a-z0-9 ]", "", plain.lower().replace("-", " ")).split()
    return "_".join(words) + ".txt"


def card_script(card: Card, text: CardText) -> str:
    """The Forge script of ``card`` whose English text parsed to ``text``."""
    assert card.text is not None
    lines = [f"Name:{card.name}", f"ManaCost:{mana_cost(card.mana_cost)}"]
    if card.type_line:
        lines.append(f"Types:{' '.join(card.type_line.replace('—', ' ').split())}")
    if card.power is not None and card.toughness is not None:
        lines.append(f"PT:{card.power}/{card.toughness}")
    lines += [
        f"{key}:{value}"
        for key, value in (("Loyalty", card.loyalty), ("Defense", card.defense))
        if value
    ]
    written = Written(card.name, card.text, resolver(text, card.text))
    if card.type_line and {"Plane", "Phenomenon"} & set(card.type_line.split()):
        written.zone = "Command"  # CR 311.2: a plane's abilities work from the command zone
    aura = bool(card.type_line and "Aura" in card.type_line.split())
    permanent = card.type_line is not None and not {"Instant", "Sorcery"} & set(
        card.type_line.split()
    )
    with resolving(written.resolve):
        for part in card_parts(text.abilities, permanent):
            lines.extend(part_lines(part, written, aura))
    lines = paid_x(lines, card.mana_cost)  # "create X tokens": the X paid
    lines.append(f"Oracle:{card.text.replace(chr(10), chr(92) + 'n')}")
    return "\n".join(lines) + "\n"


def resolver(text: CardText, said: str) -> Resolve:
    """What each reference of the card refers to, from the one binding pass."""
    bindings = bind(text, said)

    def resolve(ref: Node) -> Node | None:
        try:
            return bindings.of(ref).antecedent  # type: ignore[arg-type]
        except KeyError:
            return None

    return resolve


def mana_cost(cost: str | None) -> str:
    """``{2}{U/B}{U}`` as Forge's ``2 U/B U``; no cost as ``no cost``."""
    if not cost:
        return "no cost"
    return " ".join(re.findall(r"\{([^}]*)\}", cost))


__all__ = ["Refused", "card_script", "file_name", "mana_cost"]
