"""A card's facts from its AST (through its generated script) beside those of Forge's own
script: the comparison behind the back end's test, the Forge cross-check and
``docs/forge-differences.md``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..cards import Card, load_cards
from ..parse import ParseError, parse
from . import facts, generate
from .audit import audit
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


def cross_check(card: Card, forge_text: str) -> list[str]:
    """Issue 26's cross-check: the disagreements between the facts of the card's AST (from
    its text in the corpus) and those of Forge's script, ability by ability, as
    ``line N: message``; abilities the back end cannot express are not compared."""
    faces = read(forge_text)
    face = next((f for f in faces if f.name == card.name), faces[0] if faces else None)
    if face is None or not card.text:
        return []
    try:
        text = parse(card.text, name=card.name, type_line=card.type_line)
    except ParseError as error:
        return [f"parse error: {str(error).splitlines()[0]}"]
    return [f"line {d.line}: {d.message}" for d in audit(face, text, card.name, card.text)]


def corpus_cards(corpus: Path) -> dict[str, Card]:
    """The cards of the corpus's scry and surveil files with a Forge script, by name."""
    scripts = forge_scripts(corpus / "forge")
    cards: dict[str, Card] = {}
    for name in ("scry", "surveil"):
        for card in load_cards(corpus / f"{name}.jsonl").cards:
            if card.name in scripts:
                cards.setdefault(card.name, card)
    return cards
