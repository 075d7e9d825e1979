"""Card and scenario files are validated (unknown keys and tables are LOAD errors at their
line), and every batch command reports each file or row it could not load."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cards import load_cards
from scryc.cli import main

ROOT = Path(__file__).resolve().parents[1]
OPT = (ROOT / "corpus" / "opt.toml").read_text(encoding="utf-8")


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.mark.parametrize(
    ("source", "where", "message"),
    [
        ("name = 'A'\ntxt = 'Scry 1.'\n", "2:1", "unknown key 'txt'; did you mean 'text'?"),
        ("name = 'A'\n\n[jp]\ntext = 'x'\n", "3:2", "unknown key 'jp'"),
        ("name = 'A'\n[ja]\nname = 'B'\ntxet = 'x'\n", "4:1", "unknown key 'ja.txet'"),
        ("name = 'A'\nja.txet = 'x'\n", "2:1", "unknown key 'ja.txet'"),
        ("name = 'A'\nja = { txet = 'x' }\n", "2:1", "unknown key 'ja.txet'"),
    ],
)
def test_unknown_card_keys_are_load_errors(
    tmp_path: Path, source: str, where: str, message: str
) -> None:
    path = tmp_path / "a.toml"
    path.write_text(source, encoding="utf-8")
    result = load_cards(path)
    assert result.cards == []
    (error,) = result.errors
    assert str(error).startswith(f"{path}:{where}: {message}")
    checked = run("check", path)
    assert checked.exit_code == 2
    assert f"{path}:{where}: LOAD {message}" in checked.output


def test_every_documented_key_loads(tmp_path: Path) -> None:
    path = tmp_path / "opt.toml"
    path.write_text("comment = 'why'\nignore = ['SCRY008']\n" + OPT, encoding="utf-8")
    assert load_cards(path).errors == []
    assert load_cards(ROOT / "corpus").errors == []


@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        (
            "[[players]]\nname = 'A'\n\n[[decision]]\nmay = true\n",
            ":4:3: unknown key 'decision'; did you mean 'decisions'?",
        ),
        ("[[players]]\nname = 'A'\nlibary = []\n", ":3:1: unknown key 'players.libary'"),
        ("[[players]]\nname = 'A'\n[[actions]]\ncats = 'X'\n", ":4:1: unknown key 'actions.cats'"),
        ("descripton = 'x'\n[[players]]\nname = 'A'\n", ":1:1: unknown key 'descripton'"),
    ],
)
def test_unknown_scenario_keys_are_errors(tmp_path: Path, scenario: str, message: str) -> None:
    path = tmp_path / "s.toml"
    path.write_text(scenario, encoding="utf-8")
    result = run("run", path)
    assert result.exit_code == 2
    assert f"{path}{message}" in result.output


def _folder_with_a_bad_file(tmp_path: Path) -> tuple[Path, Path]:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "opt.toml").write_text(OPT, encoding="utf-8")
    bad = folder / "bad.toml"
    bad.write_text("name = 'Bad'\ntext = = 'x'\n", encoding="utf-8")
    return folder, bad


@pytest.mark.parametrize(
    "args",
    [["codegen"], ["compile"], ["check"], ["coverage"], ["parse"]],
    ids=lambda a: a[0],
)
def test_batch_commands_report_what_they_could_not_load(tmp_path: Path, args: list[str]) -> None:
    folder, bad = _folder_with_a_bad_file(tmp_path)
    result = run(*args, folder)
    assert result.exit_code == 2, result.output
    assert f"{bad}:2:8:" in result.output and "invalid TOML" in result.output


def test_codegen_still_writes_what_loads(tmp_path: Path) -> None:
    folder, bad = _folder_with_a_bad_file(tmp_path)
    out = tmp_path / "generated.py"
    result = run("codegen", folder, "-o", out)
    assert result.exit_code == 2
    assert f"{bad}:2:8: LOAD invalid TOML" in result.output
    assert "'Opt'" in out.read_text(encoding="utf-8")


def test_codegen_reports_bad_jsonl_rows(tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    path.write_text('{"name": "Opt", "oracle_text": "Scry 1."}\n{"name": \n', encoding="utf-8")
    result = run("codegen", path)
    assert result.exit_code == 2
    assert f"{path}:2:" in result.output and "LOAD invalid JSON" in result.output
