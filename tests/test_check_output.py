"""`scryc check` output: code frames, colour, the concise/github formats, --diff, the
configuration file, the pre-commit hook, progress; SCRY006 and SCRY008 wording;
deterministic `coverage --pairs`."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cli import main, progress

from .test_check_cli import BROKEN, LINE_5

ROOT = Path(__file__).resolve().parents[1]

#: "Scry 3" with no period (SCRY001, fixable), "converted mana cost" (SCRY005), 占術３ (SCRY002).
CARD, LINE = BROKEN, LINE_5
SCRY = LINE.index("Scry 3")


def codes(output: str) -> list[str]:
    return re.findall(r"^\S+:\d+:\d+: (\w+) ", output, re.MULTILINE)


def run(*args: str | Path, env: dict[str, str] | None = None) -> Result:
    return CliRunner(env=env).invoke(main, [str(a) for a in args])


@pytest.fixture
def card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # no configuration file above, unless a test writes one
    path = tmp_path / "cards" / "voyage.toml"
    path.parent.mkdir()
    path.write_text(CARD, encoding="utf-8")
    return path


def test_code_frame_with_caret(card: Path) -> None:
    result = run("check", card, "--select", "SCRY001")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    head = lines.index(next(line for line in lines if " SCRY001 [*] " in line))
    assert lines[head + 2] == f"5 | {LINE}"
    assert lines[head + 3] == "  | " + " " * SCRY + "^" * len("Scry 3")
    assert lines[head + 4] == "  = fix: add the period"
    assert "\x1b[" not in result.stdout  # not a terminal: no colour


def test_concise_is_one_line_each(card: Path) -> None:
    result = run("check", card, "--format", "concise", "--select", "SCRY001,SCRY005")
    assert result.exit_code == 1
    assert [line.split()[1] for line in result.stdout.splitlines()[:-1]] == [
        "SCRY005",
        "SCRY001",
    ]


def test_color(card: Path) -> None:
    coloured = run("check", card, "--color", "always", "--select", "SCRY001")
    assert "\x1b[" in coloured.stdout
    plain = run("check", card, "--color", "never", "--select", "SCRY001")
    assert "\x1b[" not in plain.stdout
    env = {"NO_COLOR": "1", "FORCE_COLOR": "1"}  # a terminal, but NO_COLOR: no colours
    muted = run("check", card, "--select", "SCRY001", env=env)
    assert not re.search(r"\x1b\[[0-9;]*3[0-7]m", muted.stdout)


def test_github_format(card: Path) -> None:
    result = run("check", card, "--format", "github", "--select", "SCRY001")
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"::warning file={card},line=5,col={SCRY + 1},endLine=5,endColumn={SCRY + 7},"
        'title=scryc SCRY001::"Scry 3" is a sentence without its period'
    ]


def test_github_escapes() -> None:
    from scryc.cli.report import github
    from scryc.findings import Finding

    finding = Finding(path="a,b:c.toml", line=1, column=2, code="PARSE", message="50%\nx")
    assert (
        github(finding) == "::error file=a%2Cb%3Ac.toml,line=1,col=2,title=scryc PARSE::50%25%0Ax"
    )


def test_diff_previews_and_writes_nothing(card: Path) -> None:
    result = run("check", card, "--diff")
    assert result.exit_code == 1
    assert f"-{LINE}\n" in result.stdout
    fixed = LINE.replace("converted mana cost", "mana value").replace("Scry 3'''", "Scry 3.'''")
    assert f"+{fixed}\n" in result.stdout
    assert card.read_text(encoding="utf-8") == CARD
    assert "would fix 3 problems (2 without a fix)" in result.stderr
    card.write_text(CARD.replace("[ja]", "[ja"), encoding="utf-8")
    assert run("check", card, "--diff").exit_code == 2  # a file that cannot be read
    assert run("check", card, "--diff", "--fix").exit_code == 2


@pytest.mark.parametrize("where", ["pyproject.toml", "scryc.toml"])
def test_configuration_file(card: Path, where: str) -> None:
    table = '[tool.scryc]\nignore = ["SCRY005"]\n' if where == "pyproject.toml" else ""
    if where == "scryc.toml":
        table = 'select = ["SCRY00"]\nignore = ["SCRY005"]\n'
    (card.parent.parent / where).write_text(table, encoding="utf-8")
    result = run("check", card, "--format", "concise")
    found = codes(result.stdout)
    assert "SCRY005" not in found and "SCRY001" in found
    assert "SCRY005" in codes(run("check", card, "--select", "SCRY005").stdout)


def test_configuration_found_upward_and_per_file(
    card: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (card.parent.parent / "scryc.toml").write_text(
        '[per-file-ignores]\n"cards/*.toml" = ["SCRY001", "SCRY002", "PARSE"]\n', encoding="utf-8"
    )
    monkeypatch.chdir(card.parent)  # the configuration is in the folder above
    result = run("check", card.name, "--format", "concise")
    assert codes(result.stdout) == ["SCRY005"]


def test_configuration_errors_are_usage_errors(card: Path) -> None:
    (card.parent.parent / "scryc.toml").write_text('selec = ["SCRY001"]\n', encoding="utf-8")
    result = run("check", card)
    assert result.exit_code == 2 and "unknown key 'selec'" in result.output
    (card.parent.parent / "scryc.toml").write_text('ignore = ["SCRY999"]\n', encoding="utf-8")
    result = run("check", card)
    assert result.exit_code == 2 and "unknown code 'SCRY999'" in result.output


def test_pre_commit_hook() -> None:
    text = (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    fields = dict(re.findall(r"^\s*-?\s*(\w+): (.+)$", text, re.MULTILINE))
    assert fields["id"] == "scryc-check" and fields["entry"] == "scryc check"
    assert fields["language"] == "python"
    assert re.search(fields["files"].strip("'"), "cards/opt.toml")
    assert re.search(fields["exclude"].strip("'"), "pyproject.toml")


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_only_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    counted: list[int] = []

    def count() -> int:
        counted.append(200)
        return 200

    piped = io.StringIO()
    monkeypatch.setattr("sys.stderr", piped)
    assert list(progress.track(iter(range(200)), "parsing", count)) == list(range(200))
    assert piped.getvalue() == "" and counted == []  # piped: a stream, not counted
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert list(progress.track(iter(range(200)), "parsing", count)) == list(range(200))
    assert counted == [200] and "200/200" in terminal.getvalue()
    assert "0:00:00" in terminal.getvalue()  # the time left (the rate needs a slower run)


def test_scry006_modal_x_definition(tmp_path: Path) -> None:
    row = {
        "name": "Gnostro, Voice of the Crags",
        "mana_cost": "{1}{U}{R}{W}",
        "type_line": "Legendary Creature — Chimera",
        "oracle_text": "{T}: Choose one. X is the number of spells you've cast this turn.\n"
        "• Scry X.\n• Gnostro, Voice of the Crags deals X damage to target creature.\n"
        "• You gain X life.",
    }
    path = tmp_path / "gnostro.jsonl"
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    assert "SCRY006" not in run("check", path, "--format", "concise").stdout
    row["oracle_text"] = "{T}: Choose one.\n• Scry X.\n• You gain X life."
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    assert run("check", path, "--format", "concise").stdout.count("SCRY006") == 2


PAIR = """\
name = "Test Owl"
mana_cost = "{1}{U}"
type_line = "Instant"
text = "Scry 2. Draw a card."

[ja]
name = "テストの梟"
type_line = "インスタント"
text = "占術１を行う。"
"""


def test_differences_are_text_not_reprs(tmp_path: Path) -> None:
    path = tmp_path / "owl.toml"
    path.write_text(PAIR, encoding="utf-8")
    checked = run("check", path, "--format", "concise", "--select", "SCRY008").stdout
    pairs = run("coverage", path, "--pairs").stdout
    for output in (checked, pairs):
        assert not re.search(r"\w\(|=False|=True|\[0\]", output)  # no reprs, no field paths
    assert "en: scry 2 and draw a card" in pairs and "ja: 占術１を行う" in pairs
    assert "“Scry 2. Draw a card”" in checked and "“占術１を行う”" in checked
