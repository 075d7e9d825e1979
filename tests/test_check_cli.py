"""`scryc check` with lint rules, --select/--ignore, JSON and SARIF output, --fix; `scryc explain`
and `scryc rule`; and the checker over the shared corpus."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner, Result

from scryc.cards import load_cards
from scryc.check import Selection, check_card, run
from scryc.check.fixes import apply
from scryc.cli import main

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
SHARED = ROOT.parent / "shared" / "corpus"
SCHEMA = json.loads((Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text("utf-8"))

#: A card file with "Scry 3" (no period), 占術３ (no を行う) and "converted mana cost".
BROKEN = """\
name = "Test Voyage"
mana_cost = "{1}{U}"
type_line = "Instant"
text = '''
Return target creature with converted mana cost 3 or less to its owner's hand. Scry 3'''

[ja]
name = "テストの航海"
type_line = "インスタント"
text = '''
マナ総量が３以下のクリーチャー１体を対象とし、それをオーナーの手札に戻す。占術３。'''
"""
LINE_5, LINE_11 = BROKEN.splitlines()[4], BROKEN.splitlines()[10]
SCRY_3 = LINE_5.index("Scry 3") + 1  # the column of "Scry 3" on line 5
PERIOD = SCRY_3 + len("Scry 3")  # where its period goes
REPAIRED = (
    BROKEN.replace("converted mana cost", "mana value")
    .replace("Scry 3'''", "Scry 3.'''")
    .replace("占術３。", "占術３を行う。")
)


def run_cli(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def write(path: Path, content: str, newline: str = "\n", bom: bool = False) -> Path:
    data = content.replace("\n", newline).encode("utf-8")
    path.write_bytes(b"\xef\xbb\xbf" + data if bom else data)
    return path


def codes(result: Result) -> list[str]:
    return re.findall(r"^\S+:\d+:\d+: (\w+) ", result.stdout, re.MULTILINE)


# --- the acceptance scenario ------------------------------------------------------------


def test_acceptance_check_and_fix(tmp_path: Path) -> None:
    path = write(tmp_path / "test_voyage.toml", BROKEN)
    result = run_cli("check", path)
    assert result.exit_code == 1
    assert {"SCRY001", "SCRY002", "SCRY005"} <= set(codes(result))
    assert f"{path}:5:{SCRY_3}: SCRY001 " in result.stdout
    assert f"{path}:11:{LINE_11.index('占術３') + 1}: SCRY002 " in result.stdout
    assert f"{path}:5:{LINE_5.index('converted') + 1}: SCRY005 " in result.stdout
    assert "fixable with --fix" in result.stdout

    fixed = run_cli("check", path, "--fix")
    assert fixed.exit_code == 0, fixed.output
    assert fixed.stdout.rstrip().endswith("0 problems, 3 fixed")
    assert path.read_text(encoding="utf-8") == REPAIRED  # every other byte unchanged

    again = run_cli("check", path, "--fix")
    assert again.exit_code == 0 and again.stdout.rstrip().endswith("0 problems, 0 fixed")
    assert path.read_text(encoding="utf-8") == REPAIRED


def test_fix_keeps_crlf_bom_and_japanese(tmp_path: Path) -> None:
    path = write(tmp_path / "crlf.toml", BROKEN, newline="\r\n", bom=True)
    result = run_cli("check", path, "--fix")
    assert result.exit_code == 0, result.output
    expected = b"\xef\xbb\xbf" + REPAIRED.replace("\n", "\r\n").encode("utf-8")
    assert path.read_bytes() == expected
    assert run_cli("check", path, "--fix").exit_code == 0
    assert path.read_bytes() == expected


def test_fix_keeps_permissions_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    path.chmod(0o640)
    assert run_cli("check", path, "--fix").exit_code == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.toml"]


def test_fix_refuses_a_file_changed_since_it_was_read(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    report = run([str(path)], ["en", "ja"], Selection())
    changed = BROKEN.replace("Test Voyage", "Test Voyage, Changed")
    write(path, changed)
    os.utime(path, ns=(1, 1))  # a different modification time, whatever the clock's grain
    outcome = apply(report)
    assert outcome.fixed == [] and "changed on disk" in outcome.refused[str(path)]
    assert path.read_text(encoding="utf-8") == changed


def test_fix_refuses_text_that_is_not_where_it_was_read(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    report = run([str(path)], ["en"], Selection())
    moved = BROKEN.replace("text = '''\nReturn", "text = '''\n\nReturn")
    write(path, moved)
    report.stamps[str(path)] = (path.stat().st_mtime_ns, path.stat().st_size)
    outcome = apply(report)
    assert outcome.fixed == [] and "not where it was read" in outcome.refused[str(path)]
    assert path.read_text(encoding="utf-8") == moved


def test_fix_jsonl_rows_through_json_escaping(tmp_path: Path) -> None:
    rows = [
        {"name": "A", "oracle_text": 'Draw a card.\nScry 2 Then "go".', "mana_cost": "{U}"},
        {"name": "B", "ja_name": "B", "ja_text": "カード１枚を引く。\n占術１。"},
    ]
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    assert run_cli("check", path, "--fix", "--select", "SCRY001,SCRY002").exit_code == 0
    fixed = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert fixed[0]["oracle_text"] == 'Draw a card.\nScry 2. Then "go".'
    assert fixed[1]["ja_text"] == "カード１枚を引く。\n占術１を行う。"


# --- output formats and selection -------------------------------------------------------


def test_json_output(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    result = run_cli("check", path, "--format", "json", "--select", "SCRY001")
    assert result.exit_code == 1
    (finding,) = json.loads(result.stdout)
    assert {"path", "line", "column", "end", "code", "message", "fix"} <= set(finding)
    assert finding["code"] == "SCRY001" and (finding["line"], finding["column"]) == (5, SCRY_3)
    assert finding["end"] == {"line": 5, "column": PERIOD}
    assert finding["fix"] == {
        "start": {"line": 5, "column": PERIOD},
        "end": {"line": 5, "column": PERIOD},
        "replacement": ".",
        "description": "add the period",
    }


def test_sarif_output_is_valid(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    broken = write(tmp_path / "broken.toml", "name = 'B'\ntext = '''\nScry §.'''\n")
    result = run_cli("check", path, broken, "--format", "sarif")
    assert result.exit_code == 1
    log = json.loads(result.stdout)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    (sarif_run,) = log["runs"]
    assert log["version"] == "2.1.0" and sarif_run["tool"]["driver"]["name"] == "scryc"
    rules = sarif_run["tool"]["driver"]["rules"]
    results = sarif_run["results"]
    assert {r["ruleId"] for r in results} >= {"SCRY001", "SCRY002", "SCRY005", "PARSE"}
    for item in results:
        assert rules[item["ruleIndex"]]["id"] == item["ruleId"]
        location = item["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"].endswith(".toml")
        assert location["region"]["startLine"] >= 1
    (scry001,) = [r for r in results if r["ruleId"] == "SCRY001"]
    (change,) = scry001["fixes"][0]["artifactChanges"]
    (replacement,) = change["replacements"]
    assert replacement["insertedContent"]["text"] == "."
    assert replacement["deletedRegion"] == {
        "startLine": 5,
        "startColumn": PERIOD,
        "endLine": 5,
        "endColumn": PERIOD,
    }


def test_sarif_of_a_clean_run_is_valid() -> None:
    result = run_cli("check", CORPUS / "opt.toml", "--format", "sarif")
    assert result.exit_code == 0
    log = json.loads(result.stdout)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    assert log["runs"][0]["results"] == []


def test_select_and_ignore(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    assert set(codes(run_cli("check", path, "--select", "SCRY001"))) == {"SCRY001"}
    assert set(codes(run_cli("check", path, "--select", "scry001, SCRY002"))) == {
        "SCRY001",
        "SCRY002",
    }
    ignored = set(codes(run_cli("check", path, "--ignore", "SCRY00,PARSE")))
    assert ignored == set()
    assert "SCRY005" not in codes(run_cli("check", path, "--ignore", "SCRY005"))


def test_unknown_code_is_a_usage_error(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", BROKEN)
    result = run_cli("check", path, "--select", "SCRY999")
    assert result.exit_code == 2 and "unknown code 'SCRY999'" in result.output


def test_card_file_ignore_list(tmp_path: Path) -> None:
    path = write(
        tmp_path / "card.toml",
        BROKEN.replace(
            'type_line = "Instant"\n', 'type_line = "Instant"\nignore = ["SCRY001", "PARSE"]\n', 1
        ),
    )
    found = set(codes(run_cli("check", path)))
    assert "SCRY001" not in found and "PARSE" not in found and "SCRY005" in found


def test_card_file_ignore_must_be_a_list_of_codes(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", "name = 'A'\nignore = 'SCRY001'\ntext = 'Scry 1.'\n")
    result = run_cli("check", path)
    assert result.exit_code == 2 and "'ignore' must be a list of strings" in result.stdout


def test_corpus_checks_clean() -> None:
    result = run_cli("check", CORPUS)
    assert result.exit_code == 0, result.output
    assert result.stdout.rstrip().endswith(": 0 problems")


def test_corpus_ignore_lists_are_needed() -> None:
    """Every per-card suppression in corpus/ still suppresses something, and says why."""
    for card in load_cards(CORPUS).cards:
        if not card.ignore:
            continue
        text = Path(card.path).read_text(encoding="utf-8")
        assert re.search(r"^comment = ", text, re.MULTILINE), card.path
        unsuppressed = card.model_copy(update={"ignore": []})
        found = {r.finding.code for r in check_card(unsuppressed, ["en", "ja"], Selection())}
        assert set(card.ignore) <= found, (card.name, card.ignore, found)


# --- explain and rule -------------------------------------------------------------------


def test_explain_by_name_and_by_file() -> None:
    by_name = run_cli("explain", "Preordain")
    assert by_name.exit_code == 0, by_name.output
    assert "1. you scry 2" in by_name.stdout and "2. then you draw a card" in by_name.stdout
    by_file = run_cli("explain", CORPUS / "magma_jet.toml", "--lang", "ja")
    assert by_file.exit_code == 0 and by_file.stdout.startswith("マグマの噴流 (Japanese text)")
    assert run_cli("explain", "定業").exit_code == 0  # a Japanese name works too


def test_explain_unknown_card_exits_2() -> None:
    result = run_cli("explain", "No Such Card")
    assert result.exit_code == 2 and "no card named 'No Such Card'" in result.output


def test_explain_text_that_does_not_parse_exits_1(tmp_path: Path) -> None:
    path = write(tmp_path / "broken.toml", "name = 'B'\ntext = '''\nScry §.'''\n")
    result = run_cli("explain", path)
    assert result.exit_code == 1 and f"{path}:3:6: unexpected" in result.stderr


def test_rule_prints_documentation() -> None:
    result = run_cli("rule", "scry001")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "SCRY001: keyword action used as a sentence without its period"
    assert "Cites: CR 701.22a, 701.25a, 608.2c (2026-06-19)" in lines
    assert "Fix: add the period" in lines
    assert "What it does:" in result.stdout and "Example:" in result.stdout


def test_rule_lists_all_rules() -> None:
    result = run_cli("rule")
    assert result.exit_code == 0
    assert [line.split()[0] for line in result.stdout.splitlines()] == [
        f"SCRY{n:03}" for n in range(1, 13)
    ]


def test_rule_unknown_code_exits_2() -> None:
    assert run_cli("rule", "SCRY999").exit_code == 2


# --- the shared corpus ------------------------------------------------------------------


@pytest.fixture(scope="module")
def scry_findings() -> list[dict[str, object]]:
    path = SHARED / "scry.jsonl"
    if not path.exists():
        pytest.skip(f"{path} is absent")
    result = run_cli("check", path, "--lang", "en", "--format", "json")
    return json.loads(result.stdout)


def test_no_wording_rule_fires_on_current_oracle_text(
    scry_findings: list[dict[str, object]],
) -> None:
    """The English rows are correct Oracle text: SCRY001 and SCRY009 must not fire on them
    (every finding was read when this was written; there were none)."""
    assert [f for f in scry_findings if f["code"] in ("SCRY001", "SCRY002", "SCRY009")] == []


def test_scry005_finds_every_enters_the_battlefield(scry_findings: list[dict[str, object]]) -> None:
    """Every "enters the battlefield" of the cards that parse is found, where it is."""
    cards = {c.line: c for c in load_cards(SHARED / "scry.jsonl").cards if c.text}
    unparsed = {f["line"] for f in scry_findings if f["code"] == "PARSE"}
    found = {
        (f["line"], f["column"])
        for f in scry_findings
        if f["code"] == "SCRY005" and '"enters the battlefield"' in str(f["message"])
    }
    expected = set()
    for line, card in cards.items():
        if line in unparsed:
            continue
        assert card.text is not None and card.origin is not None
        for match in re.finditer("enters the battlefield", card.text):
            expected.add(card.origin.position(card.text, match.start()))
    assert expected and found >= expected


def test_fix_reports_a_file_it_cannot_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path / "card.toml", BROKEN)

    def no_space(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("scryc.check.fixes.tempfile.mkstemp", no_space)
    result = run_cli("check", path, "--fix")
    assert result.exit_code == 1
    assert f"{path}: not fixed: cannot write: No space left on device" in result.stderr
    assert path.read_text(encoding="utf-8") == BROKEN


def test_a_failed_write_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path / "card.toml", BROKEN)

    def crash(source: str, target: str) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr("scryc.check.fixes.os.replace", crash)
    assert run_cli("check", path, "--fix").exit_code == 1
    assert path.read_text(encoding="utf-8") == BROKEN
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.toml"]  # no temporary file left
