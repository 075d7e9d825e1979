"""Tests for the command line: parse, check, coverage, help and exit codes."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc import CardText
from scryc.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
BROKEN_TOML = "name = 'Broken'\ntext = '''\nScry 1.\nScry §.'''\n"  # "§" at line 4, column 6


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def write(path: Path, content: str) -> Path:
    path.write_text(content, encoding="utf-8")
    return path


def jsonl(path: Path, *rows: dict[str, str | None]) -> Path:
    return write(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))


# --- help -------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [[], ["parse"], ["check"], ["coverage"], ["explain"], ["rule"]])
def test_help(command: list[str]) -> None:
    result = run(*command, "--help")
    assert result.exit_code == 0, result.output
    assert "Usage: " in result.output and "Exit status" in result.output


def test_version() -> None:
    result = run("--version")
    assert result.exit_code == 0 and "scryc, version" in result.output


def test_bad_usage_exits_2() -> None:
    assert run("parse", "Scry 1.", "--format", "xml").exit_code == 2
    assert run("check").exit_code == 2
    assert run("frobnicate").exit_code == 2


def test_every_cli_module_imports_alone() -> None:
    """Each module of scryc/cli imports first, in a fresh interpreter: no import cycle."""
    for path in sorted((ROOT / "scryc" / "cli").glob("*.py")):
        module = "scryc.cli" if path.stem == "__init__" else f"scryc.cli.{path.stem}"
        done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True)
        assert done.returncode == 0, f"{module}: {done.stderr.decode()}"


def test_click_only_in_the_cli_package() -> None:
    uses_click = re.compile(r"^\s*(import click|from click)", re.MULTILINE)
    cli = ROOT / "scryc" / "cli"
    outside = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "scryc").rglob("*.py")
        if cli not in path.parents and uses_click.search(path.read_text(encoding="utf-8"))
    ]
    assert outside == []


# --- parse ------------------------------------------------------------------------------


def test_parse_text_json() -> None:
    result = run("parse", "Scry 2, then draw a card.")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["kind"] == "card_text"
    assert CardText.model_validate(data).model_dump(mode="json") == data


def test_parse_text_tree() -> None:
    result = run("parse", "Scry 2, then draw a card.", "--format", "tree")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split()[0] == "card_text"  # surface fields may follow
    assert any(line.startswith('    effect: sequence joins=["then"]') for line in lines)
    assert any(line.startswith("        amount: number value=2") for line in lines)
    assert any(line.strip() == "steps[1]: draw" for line in lines)


def test_parse_japanese_text_with_a_slash() -> None:
    """Japanese text has no spaces; its "+1/+1" does not make it a path."""
    text = "クリーチャー１体を対象とする。その上に+1/+1カウンター１個を置く。"
    result = run("parse", text, "--lang", "ja")
    assert result.exit_code == 0, result.output
    assert '"put_counters"' in result.stdout


def test_parse_self_name() -> None:
    result = run("parse", "When Augury Owl enters the battlefield, scry 3.", "--name", "Augury Owl")
    assert result.exit_code == 0, result.output
    assert '"self_ref"' in result.stdout


def test_parse_card_file() -> None:
    result = run("parse", CORPUS / "opt.toml")
    assert result.exit_code == 0, result.output
    (item,) = json.loads(result.stdout)
    assert item["name"] == "Opt" and item["ast"]["kind"] == "card_text"
    tree = run("parse", CORPUS / "opt.toml", "--format", "tree")
    assert tree.exit_code == 0 and tree.stdout.startswith("# Opt\ncard_text")


def test_parse_error_text() -> None:
    result = run("parse", "Scry 1.\nScry §.")
    assert result.exit_code == 1
    assert result.stderr.startswith("<text>:2:6: unexpected")
    assert "(expected " in result.stderr


def test_parse_error_in_card_file(tmp_path: Path) -> None:
    path = write(tmp_path / "broken.toml", BROKEN_TOML)
    result = run("parse", path)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}:4:6: unexpected")


def test_parse_missing_card_file() -> None:
    result = run("parse", "no/such/card.toml")
    assert result.exit_code == 2
    assert "no/such/card.toml: no such file or directory" in result.stderr


def test_parse_name_with_card_file_is_usage_error() -> None:
    assert run("parse", CORPUS / "opt.toml", "--name", "Opt").exit_code == 2


# --- check ------------------------------------------------------------------------------


def test_check_corpus_is_clean() -> None:
    result = run("check", CORPUS)
    assert result.exit_code == 0, (
        "every card in corpus/ must parse (the grammar must cover the project's corpus):\n"
        + result.output
    )
    assert result.stdout.rstrip().endswith(": 0 problems")


def test_check_reports_parse_error(tmp_path: Path) -> None:
    path = write(tmp_path / "broken.toml", BROKEN_TOML)
    write(tmp_path / "opt.toml", (CORPUS / "opt.toml").read_text(encoding="utf-8"))
    result = run("check", tmp_path, "--lang", "en")
    assert result.exit_code == 1
    assert f"{path}:4:6: PARSE unexpected" in result.stdout
    assert "checked 2 cards (en): 1 problem" in result.stdout


def test_check_jsonl_position(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "cards.jsonl", {"name": "A"}, {"name": "B", "oracle_text": "Scry §."})
    result = run("check", path, "--format", "json")
    assert result.exit_code == 1
    (finding,) = json.loads(result.stdout)
    column = path.read_text(encoding="utf-8").splitlines()[1].index("§") + 1
    assert finding["path"] == str(path)
    assert (finding["line"], finding["column"]) == (2, column)
    assert finding["code"] == "PARSE" and finding["card"] == "B"
    assert finding["message"].startswith("unexpected") and "expected" in finding


def test_check_missing_path_exits_2(tmp_path: Path) -> None:
    missing = tmp_path / "missing"
    result = run("check", CORPUS, missing)
    assert result.exit_code == 2
    assert f"{missing}: LOAD no such file or directory" in result.stdout


def test_check_malformed_toml_exits_2(tmp_path: Path) -> None:
    path = write(tmp_path / "bad.toml", "name = 'A'\ntext = = 'x'\n")
    result = run("check", path)
    assert result.exit_code == 2
    assert f"{path}:2:8: LOAD invalid TOML" in result.stdout


def test_check_json_load_error(tmp_path: Path) -> None:
    path = write(tmp_path / "bad.toml", "name = 'A'\ntext = = 'x'\n")
    result = run("check", path, "--format", "json")
    assert result.exit_code == 2
    (finding,) = json.loads(result.stdout)
    assert finding["code"] == "LOAD" and finding["path"] == str(path)
    assert (finding["line"], finding["column"]) == (2, 8)


# --- coverage ---------------------------------------------------------------------------


@pytest.fixture
def small_corpus(tmp_path: Path) -> Path:
    return jsonl(
        tmp_path / "small.jsonl",
        {"name": "Opt", "oracle_text": "Scry 1.\nDraw a card."},
        {"name": "Broken", "oracle_text": "Draw a card.\nScry §."},
        {"name": "Japanese Only", "ja_name": "日本", "ja_text": "占術１を行う。"},
    )


def test_coverage_text(small_corpus: Path) -> None:
    result = run("coverage", small_corpus)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("parsed 1/2 cards (50.0%)")
    assert "found '§'" in result.stdout
    assert "e.g. Broken 2:6: Scry ▸§." in result.stdout


def test_coverage_json(small_corpus: Path) -> None:
    result = run("coverage", small_corpus, "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert (report["total"], report["parsed"], report["percent"]) == (2, 1, 50.0)
    assert report["lang"] == "en" and "per_second" not in report  # timings: --timings
    assert run("coverage", small_corpus, "--format", "json").stdout == result.stdout
    timed = json.loads(run("coverage", small_corpus, "--format", "json", "--timings").stdout)
    assert timed["per_second"] > 0 and timed["seconds"] >= 0
    (group,) = report["failures"]
    assert group["count"] == 1 and group["found"] == "§"
    assert group["examples"] == [{"card": "Broken", "line": 2, "column": 6, "text": "Scry §."}]


def test_coverage_missing_file_exits_2(tmp_path: Path) -> None:
    result = run("coverage", tmp_path / "missing.jsonl")
    assert result.exit_code == 2
    assert f"{tmp_path / 'missing.jsonl'}: LOAD no such file" in result.stderr


def test_check_reports_internal_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(text: str, lang: str, name: str | None = None, type_line: str | None = None) -> None:
        raise RuntimeError("builder bug")

    monkeypatch.setattr("scryc.findings.parse", broken)
    path = write(tmp_path / "opt.toml", (CORPUS / "opt.toml").read_text(encoding="utf-8"))
    result = run("check", path, "--lang", "en")
    assert result.exit_code == 1
    assert f"{path}:5:1: INTERNAL internal error while parsing: RuntimeError: builder bug" in (
        result.stdout
    )


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_help_is_readable(command: str) -> None:
    """Every command's help: no click markup left in the text, and its exit statuses listed
    one a line."""
    result = run(command, "--help")
    assert result.exit_code == 0, result.output
    assert "\\b" not in result.stdout and "\b" not in result.stdout
    assert re.search(r"^ +0  .+\n +1  .+\n +2  ", result.stdout, re.MULTILINE), result.stdout
