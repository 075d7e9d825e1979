"""A card's facts from its AST (through its generated script) beside those of Forge's own
script: the comparison behind the back end's test, the Forge cross-check and
``docs/forge-differences.md``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..cards import Card
from . import facts, generate
from .script import read


@dataclass(frozen=True)
class Comparison:
    """One card: whether our script does what Forge's does, and if not, why."""

    name: str
    agrees: bool
    reasons: tuple[str, ...] = ()


def script_facts(text: str, name: str | None = None) -> list[facts.Ability]:
    """The facts of a script's face named ``name`` (its first face when None or unnamed)."""
    faces = read(text)
    face = next((f for f in faces if f.name == name), faces[0] if faces else None)
    return facts.of_script(face) if face else []


def compare(card: Card, forge_text: str) -> Comparison:
    """Our script of ``card`` against Forge's script ``forge_text``."""
    ours = generate(card)
    if ours.text is None:
        return Comparison(card.name, False, (ours.refused or "not generated",))
    found = facts.differences(script_facts(ours.text), script_facts(forge_text, card.name))
    return Comparison(card.name, not found, tuple(found))


def forge_scripts(folder: Path) -> dict[str, Path]:
    """Forge's scripts by card name, from the MANIFEST files of a corpus folder."""
    found: dict[str, Path] = {}
    for manifest in sorted(folder.glob("MANIFEST-*.tsv")):
        for row in manifest.read_text(encoding="utf-8").splitlines()[1:]:
            name, copy, _repo, _commit, path = row.split("\t")
            found[name] = folder / copy / Path(path).relative_to("forge-gui/res/cardsfolder")
    return found
