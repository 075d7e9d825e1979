"""Exact positions through escapes: TOML basic strings, JSON strings (JSONL, MTGJSON,
Scryfall) and Forge Oracle lines. Findings point at the text inside the string, and every
fix that check offers is the one --fix applies (and the one SARIF carries)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cards import TextOrigin, load_cards
from scryc.cli import main


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def findings(path: Path) -> list[dict]:
    return json.loads(run("check", path, "--format", "json").stdout)


def at(path: Path, line: int, column: int) -> str:
    """The file's text from a 1-based line and column on."""
    return path.read_text(encoding="utf-8").split("\n")[line - 1][column - 1 :]


def apply_sarif(path: Path) -> str:
    """The file's text with the replacements of the SARIF output applied."""
    document = json.loads(run("check", path, "--format", "sarif").stdout)
    lines = path.read_text(encoding="utf-8").split("\n")
    edits = []
    for result in document["runs"][0]["results"]:
        for fix in result.get("fixes", []):
            for change in fix["artifactChanges"]:
                for item in change["replacements"]:
                    region = item["deletedRegion"]
                    edits.append((region, item["insertedContent"]["text"]))
    for region, text in sorted(edits, key=lambda e: (e[0]["startLine"], e[0]["startColumn"])):
        assert region["startLine"] == region["endLine"]
        line = lines[region["startLine"] - 1]
        start, end = region["startColumn"] - 1, region["endColumn"] - 1
        lines[region["startLine"] - 1] = line[:start] + text + line[end:]
    return "\n".join(lines)


def check_fix(path: Path, fixed: str) -> None:
    """check offers fixes, SARIF carries them, --fix applies exactly them, nothing is left."""
    offered = sum(1 for f in findings(path) if f["fix"] is not None)
    assert offered > 0
    by_sarif = apply_sarif(path)
    result = run("check", path, "--fix", "--select", "SCRY001,SCRY002,SCRY010")
    assert "not fixed" not in result.output, result.output
    assert f"{offered} fixed" in result.output
    assert path.read_text(encoding="utf-8") == fixed == by_sarif
    assert run("check", path, "--select", "SCRY001,SCRY002,SCRY010").exit_code == 0


# --- TOML basic strings ------------------------------------------------------------------


def test_toml_basic_string_positions_and_fix(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text('name = "A"\ntext = "Draw a card.\\nScry 3 Draw a card."\n', "utf-8")
    found = {f["code"]: f for f in findings(path)}
    assert (found["SCRY001"]["line"], found["SCRY001"]["column"]) == (2, 23)
    assert at(path, 2, 23).startswith("Scry 3")
    assert (found["PARSE"]["line"], found["PARSE"]["column"]) == (2, 30)
    assert at(path, 2, 30).startswith("Draw a card.")
    check_fix(path, 'name = "A"\ntext = "Draw a card.\\nScry 3. Draw a card."\n')


@pytest.mark.parametrize(
    ("source", "text", "where"),
    [
        (  # quotes, \\u and \\t escapes
            'name = "A"\ntext = "\\"Hi\\" \\u0044raw a card.\\tScry 3 Draw a card."\n',
            '"Hi" Draw a card.\tScry 3 Draw a card.',
            (2, 35),
        ),
        (  # a multi-line basic string with a line-ending backslash
            'name = "A"\ntext = """\nDraw a \\\n    card.\\nScry 3 Draw a card."""\n',
            "Draw a card.\nScry 3 Draw a card.",
            (4, 12),
        ),
    ],
    ids=["escapes", "multi-line"],
)
def test_toml_escapes(tmp_path: Path, source: str, text: str, where: tuple[int, int]) -> None:
    path = tmp_path / "a.toml"
    path.write_text(source, "utf-8")
    (card,) = load_cards(path).cards
    assert card.text == text
    found = {f["code"]: f for f in findings(path)}
    assert (found["SCRY001"]["line"], found["SCRY001"]["column"]) == where
    assert at(path, *where).startswith("Scry 3")
    check_fix(path, source.replace("Scry 3 ", "Scry 3. "))


def test_every_offset_maps_into_the_file(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text('name = "A"\ntext = "A \\"b\\"\\nC \\u00e9 \\\\ d"\n', "utf-8")
    (card,) = load_cards(path).cards
    assert card.origin is not None and card.text is not None
    for offset, char in enumerate(card.text):
        line, column = card.origin.position(card.text, offset)
        written = at(path, line, column)
        assert written.startswith(char) or written.startswith("\\"), (offset, char, written)


@pytest.mark.parametrize("kind", ["toml", "json", "forge"])
@pytest.mark.parametrize("text", ['Say "hi"\nScry 1.', "a\\b\tc — 占術", "x"])
def test_escape_round_trip(kind: str, text: str) -> None:
    from scryc.cards.escapes import escape, unescape  # new with exact positions

    if kind == "forge" and ("\\" in text or "\t" in text):
        return
    assert unescape(escape(text, kind), kind) == text  # type: ignore[arg-type]


def test_fix_offered_only_where_exact() -> None:
    assert TextOrigin(path="a", line=1, column=1, kind="raw").exact
    assert TextOrigin(path="a", line=1, column=1, kind="json", written="x").exact
    assert not TextOrigin(path="a", line=1, column=1, kind="json").exact


# --- JSON documents ----------------------------------------------------------------------


def japanese_line(path: Path) -> int:
    """The line of the Japanese entry's language key."""
    lines = path.read_text(encoding="utf-8").split("\n")
    return next(n for n, line in enumerate(lines, 1) if '"Japanese"' in line)


def mtgjson(ensure_ascii: bool) -> str:
    face = {
        "foreignData": [
            {"language": "German", "name": "Opt", "text": "Scry 1 Draw a card."},
            {"language": "Japanese", "name": "選択", "text": "占術１。\nカード１枚を引く。"},
        ],
        "manaCost": "{U}",
        "name": "Opt",
        "text": "Scry 1 Draw a card.",
        "type": "Instant",
    }
    doc = {"meta": {"version": "5"}, "data": {"Opt": [face]}}
    return json.dumps(doc, ensure_ascii=ensure_ascii, indent=2)


@pytest.mark.parametrize("ensure_ascii", [False, True])
def test_mtgjson_positions_and_fix(tmp_path: Path, ensure_ascii: bool) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(mtgjson(ensure_ascii), encoding="utf-8")
    found = {(f["code"], f["lang"]): f for f in findings(path)}
    english = found["SCRY001", "en"]
    assert english["line"] > 1 and at(path, english["line"], english["column"]).startswith("Scry 1")
    assert at(path, english["line"], english["column"] - 9).startswith('"text": "Scry')
    assert english["line"] > japanese_line(path)  # the card's own text, not the German one
    japanese = found["SCRY002", "ja"]
    written = at(path, japanese["line"], japanese["column"])
    assert written.startswith("占術１" if not ensure_ascii else "\\u5360\\u8853\\uff11")
    result = run("check", path, "--fix")
    assert "2 fixed" in result.output and "not fixed" not in result.output
    (card,) = load_cards(path).cards
    assert card.text == "Scry 1. Draw a card." and card.ja is not None
    assert card.ja.text == "占術１を行う。\nカード１枚を引く。"
    german = json.loads(path.read_text(encoding="utf-8"))["data"]["Opt"][0]["foreignData"][0]
    assert german["text"] == "Scry 1 Draw a card."  # another language's text is not touched


def test_scryfall_faces_positions_and_fix(tmp_path: Path) -> None:
    card = {
        "object": "card",
        "name": "Fire // Ice",
        "oracle_id": "x",
        "card_faces": [
            {"name": "Fire", "oracle_text": "Fire deals 2 damage to any target."},
            {"name": "Ice", "oracle_text": "Tap target permanent.\nScry 1 Draw a card."},
        ],
    }
    path = tmp_path / "cards.json"
    source = json.dumps([card], indent=2)
    path.write_text(source, encoding="utf-8")
    (finding,) = [f for f in findings(path) if f["code"] == "SCRY001"]
    line = next(n for n, t in enumerate(source.split("\n"), 1) if "Tap target" in t)
    assert finding["card"] == "Ice" and finding["line"] == line
    assert at(path, finding["line"], finding["column"]).startswith("Scry 1 Draw")
    check_fix(path, source.replace("Scry 1 Draw", "Scry 1. Draw"))


def test_jsonl_ascii_escaped_rows_are_fixed(tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    row = {"name": "Opt", "oracle_text": "Scry 1.", "ja_name": "選択", "ja_text": "占術１。"}
    source = json.dumps(row) + "\n"  # Japanese as \\uXXXX escapes
    path.write_text(source, encoding="utf-8")
    (finding,) = [f for f in findings(path) if f["code"] == "SCRY002"]
    assert at(path, 1, finding["column"]).startswith("\\u5360")
    check_fix(path, source.replace("\\uff11\\u3002", "\\uff11を行う\\u3002"))
    assert json.loads(path.read_text(encoding="utf-8"))["ja_text"] == "占術１を行う。"
