"""The sample cards and scenarios ship with the package: README examples work from any
folder, names are looked up in them with close names suggested, and a path that does not
exist is an error rather than card text."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cards import load_cards
from scryc.cli import main

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working folder outside the source tree."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_wheel_ships_the_corpus() -> None:
    from scryc.cards import corpus_dir

    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"corpus" = "scryc/corpus"' in text
    assert (corpus_dir() / "opt.toml").is_file()
    assert (corpus_dir() / "scenarios" / "temporal_anchor_kenessos.toml").is_file()
    assert len(load_cards(corpus_dir()).cards) == len(list(corpus_dir().glob("*.toml")))


@pytest.mark.usefixtures("elsewhere")
@pytest.mark.parametrize(
    "args",
    [
        ["explain", "Judge Unworthy"],
        ["explain", "選択"],
        ["render", "Opt"],
        ["explain", "corpus/magma_jet.toml", "--lang", "ja"],
        ["parse", "corpus/opt.toml", "--format", "tree"],
        ["check", "corpus/"],
        ["run", "corpus/scenarios/temporal_anchor_kenessos.toml"],
        ["compile", "corpus/"],
    ],
)
def test_readme_examples_run_from_another_folder(args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert "no such file" not in result.output and "unknown card" not in result.output


def test_codegen_from_another_folder(elsewhere: Path) -> None:
    result = run("codegen", "corpus/", "-o", "cards_generated.py")
    assert result.exit_code == 0, result.output
    assert "def " in (elsewhere / "cards_generated.py").read_text(encoding="utf-8")


@pytest.mark.usefixtures("elsewhere")
def test_a_misspelt_name_suggests_close_names() -> None:
    result = run("explain", "Judge Unworthi")
    assert result.exit_code == 2
    assert "no card named 'Judge Unworthi'" in result.output
    assert "did you mean 'Judge Unworthy'?" in result.output
    assert "did you mean 'Preordain'?" in run("render", "preordian").output


@pytest.mark.usefixtures("elsewhere")
def test_a_local_corpus_folder_comes_first(elsewhere: Path) -> None:
    (elsewhere / "corpus").mkdir()
    (elsewhere / "corpus" / "x.toml").write_text("name = 'X'\ntext = 'Scry 1.'\n", "utf-8")
    result = run("parse", "corpus/x.toml", "--format", "tree")
    assert result.exit_code == 0 and "# X" in result.output


@pytest.mark.usefixtures("elsewhere")
@pytest.mark.parametrize(
    "args",
    [
        ["parse", "corpus/opt.tom"],
        ["parse", "cards/missing.toml"],
        ["explain", "corpus/no_such.toml"],
        ["render", "no/such/card"],
        ["run", "corpus/scenarios/no_such.toml"],
        ["codegen", "no_such_folder/"],
        ["compile", "no_such.jsonl"],
    ],
)
def test_a_missing_path_is_an_error_not_text(args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "no such file" in result.output
    assert "unexpected" not in result.output  # not parsed as card text


def test_text_without_a_folder_separator_is_still_text() -> None:
    assert run("parse", "Flying").exit_code == 0
    assert run("parse", "Scry 1.").exit_code == 0
    assert "no such file" not in run("parse", "{W/U}").output
