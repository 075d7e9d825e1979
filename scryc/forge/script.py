"""A Forge card script's ability lines, read into parameters: ``A:``, ``T:``, ``S:``, ``R:``,
``K:`` and ``SVar:`` lines as ``Key$ Value | Key$ Value`` maps, each with its line number.

The script format is Forge's (``docs/Card-scripting-API/`` in Card-Forge/forge): an ability is
``A:SP$ Api | …`` (a spell), ``A:AB$ Api | Cost$ … | …`` (activated), ``T:Mode$ … | Execute$
SVarName`` (triggered), ``S:Mode$ …`` (static), ``R:Event$ …`` (replacement); a chained step
is an SVar ``SVar:Name:DB$ Api | …`` named by ``SubAbility$`` or ``Execute$``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..cards.forge import ALTERNATE

_LINE = re.compile(r"([A-Za-z]+):(.*)")
#: The line keys that hold an ability of the card.
ABILITY_KEYS = ("K", "A", "T", "S", "R")


class Params(dict[str, str]):
    """Parameters by name, looked up without regard to case as Forge does
    (``SubAbility$`` and ``Subability$`` are one parameter)."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        super().__init__({k.lower(): v for k, v in (items or {}).items()})

    def __getitem__(self, key: str) -> str:
        return super().__getitem__(key.lower())

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and super().__contains__(key.lower())

    def get(self, key: str, default: str | None = None) -> str | None:  # type: ignore[override]
        return super().get(key.lower(), default)


@dataclass(frozen=True)
class Line:
    """One script line: its key (``A``, ``T``, ``SVar``, …), its value, and its parameters
    when the value is a ``Key$ Value | …`` list; ``number`` is its line in the file."""

    key: str
    value: str
    number: int = 0
    name: str | None = None  # an SVar's name
    params: Params = field(default_factory=Params)


@dataclass
class Script:
    """One face of a Forge card script: its header fields and its lines."""

    fields: dict[str, str] = field(default_factory=dict)
    lines: list[Line] = field(default_factory=list)
    oracle_line: int = 0

    @property
    def abilities(self) -> list[Line]:
        return [line for line in self.lines if line.key in ABILITY_KEYS]

    @property
    def name(self) -> str:
        return self.fields.get("Name", "").strip()

    def svar(self, name: str) -> Line | None:
        """The SVar line named ``name``, if the script has one."""
        return next((x for x in self.lines if x.key == "SVar" and x.name == name), None)


def params(value: str) -> Params:
    """``"DB$ Draw | NumCards$ 2"`` as ``{"db": "Draw", "numcards": "2"}``; a value with no
    ``$`` parameter gives ``{}``."""
    found = Params()
    for part in value.split("|"):
        key, dollar, rest = part.partition("$")
        if dollar and key.strip() and key.strip() not in found:
            found[key.strip().lower()] = rest.strip()
    return found


def read(text: str) -> list[Script]:
    """The faces of a Forge script (``ALTERNATE`` separates them)."""
    faces = [Script()]
    for number, raw in enumerate(text.split("\n"), 1):
        line = raw.rstrip("\r").lstrip("\ufeff")
        if line.strip() == ALTERNATE:
            faces.append(Script())
        elif m := _LINE.match(line):
            _add(faces[-1], m[1], m[2], number)
    return [face for face in faces if face.fields or face.lines]


def _add(script: Script, key: str, value: str, number: int) -> None:
    if key in ABILITY_KEYS:
        script.lines.append(Line(key, value, number, params=params(value)))
    elif key == "SVar":
        name, _, body = value.partition(":")
        script.lines.append(Line(key, body, number, name=name, params=params(body)))
    else:
        script.fields.setdefault(key, value)
        if key == "Oracle":
            script.oracle_line = number
