"""Forge card scripts load as cards: check, coverage and parse read a Forge cardsfolder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cards import load_cards
from scryc.cli import main

SHARED = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "forge"

BANES = """\
Name:Bane's Contingency
ManaCost:1 U U
Types:Instant
A:SP$ Counter | TargetType$ Spell | ValidTgts$ Card | SubAbility$ DBScry | Counter target spell.
SVar:DBScry:DB$ Scry | ScryNum$ 2
Oracle:Counter target spell. If that spell targets a commander you control, scry 2.
"""
TWO_FACES = """\
Name:Twists and Turns
ManaCost:G
Types:Enchantment
AlternateMode:DoubleFaced
Oracle:Scry 1.\\nWhen Twists and Turns enters, target creature you control explores.

ALTERNATE

Name:Mycoid Maze
ManaCost:no cost
Types:Land Cave
Oracle:(Transforms from Twists and Turns.)\\n{T}: Add {G}.
"""
CREATURE = """\
Name:Test Seer
ManaCost:2 U
Types:Legendary Creature Human Wizard
PT:1/3
K:Flying
Oracle:Flying\\nWhen Test Seer enters, scry 2 Draw a card.
"""


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def folder(tmp_path: Path) -> Path:
    root = tmp_path / "cardsfolder"
    for name, text in {
        "b/banes.txt": BANES,
        "t/twists.txt": TWO_FACES,
        "t/seer.txt": CREATURE,
    }.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_forge_scripts_load_as_cards(tmp_path: Path) -> None:
    result = load_cards(folder(tmp_path))
    assert result.errors == []
    by_name = {card.name: card for card in result.cards}
    assert sorted(by_name) == ["Bane's Contingency", "Mycoid Maze", "Test Seer", "Twists and Turns"]
    banes = by_name["Bane's Contingency"]
    assert (banes.mana_cost, banes.type_line) == ("{1}{U}{U}", "Instant")
    assert banes.text is not None and banes.text.startswith("Counter target spell.")
    assert banes.script[0].startswith("A:SP$ Counter") and banes.script[1].startswith("SVar:")
    seer = by_name["Test Seer"]
    assert seer.type_line == "Legendary Creature — Human Wizard"
    assert (seer.power, seer.toughness) == ("1", "3")
    assert seer.text == "Flying\nWhen Test Seer enters, scry 2 Draw a card."
    assert seer.script == ["K:Flying"]
    maze = by_name["Mycoid Maze"]
    assert maze.mana_cost is None and maze.line == 9
    assert maze.text == "(Transforms from Twists and Turns.)\n{T}: Add {G}."


def test_check_reads_a_cardsfolder_with_exact_positions(tmp_path: Path) -> None:
    root = folder(tmp_path)
    result = run("check", root, "--format", "json")
    assert result.exit_code == 1
    (finding,) = [f for f in json.loads(result.stdout) if f["code"] == "SCRY001"]
    path = Path(finding["path"])
    assert path.name == "seer.txt" and finding["line"] == 6
    assert path.read_text("utf-8").split("\n")[5][finding["column"] - 1 :].startswith("scry 2 Draw")
    text = run("check", root)
    assert "checked 4 cards" in text.output
    fixed = run("check", root, "--fix", "--select", "SCRY001")
    assert fixed.exit_code == 0 and "1 fixed" in fixed.output
    assert "scry 2. Draw a card.\n" in (root / "t" / "seer.txt").read_text(encoding="utf-8")
    assert "Oracle:Flying\\nWhen" in (root / "t" / "seer.txt").read_text(encoding="utf-8")


def test_coverage_and_parse_read_a_cardsfolder(tmp_path: Path) -> None:
    root = folder(tmp_path)
    coverage = run("coverage", root)
    assert "/4 cards" in coverage.output
    parsed = run("parse", root / "b" / "banes.txt", "--format", "tree")
    assert parsed.exit_code == 0 and "# Bane's Contingency" in parsed.output


def test_a_script_without_a_name_is_a_load_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("ManaCost:U\nTypes:Instant\nOracle:Draw a card.\n", encoding="utf-8")
    (error,) = load_cards(path).errors
    assert str(error) == f"{path}:1: Forge script: missing 'Name:' line"


@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/corpus/forge")
def test_the_shared_forge_corpus_loads() -> None:
    result = load_cards(SHARED)
    assert result.errors == []
    assert len(result.cards) >= 300
    assert all(card.text for card in result.cards if card.origin is not None)


WALKER = """\
Name:Test Walker
ManaCost:2 U
Types:Legendary Planeswalker Jace
Loyalty:4
A:AB$ Scry | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | ScryNum$ 2
Oracle:+1: Scry 2.
"""


def test_loyalty_and_defense_load_and_are_written_back(tmp_path: Path) -> None:
    """A planeswalker's loyalty (CR 306.5b) and a battle's defense (CR 310.4b) come from a
    Forge script's header or a JSONL row's keys, and codegen writes them as Forge does."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "walker.txt").write_text(WALKER, encoding="utf-8")
    rows = tmp_path / "in" / "cards.jsonl"
    battle = {"name": "Test Siege", "type_line": "Battle — Siege", "defense": "5"}
    bear = {"name": "Test Bear", "type_line": "Creature — Bear", "power": 2, "toughness": "2"}
    rows.write_text("\n".join(json.dumps(row) for row in (battle, bear)), encoding="utf-8")
    walker = load_cards(tmp_path / "in" / "walker.txt").cards[0]
    assert (walker.loyalty, walker.defense, walker.script[0].startswith("A:")) == ("4", None, True)
    siege, bear_card = load_cards(rows).cards
    assert (siege.defense, bear_card.power, bear_card.toughness) == ("5", "2", "2")
    result = run(
        "codegen", tmp_path / "in" / "walker.txt", "--target", "forge", "-o", tmp_path / "out"
    )
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "test_walker.txt").read_text(encoding="utf-8").splitlines()
    assert written[3] == "Loyalty:4"
