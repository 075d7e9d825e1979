"""Scenario files and the engine's commands (run, compile), invoked through click."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cli.engine import compile_command, run_command
from scryc.engine.report import measure
from scryc.engine.scenario import ScenarioError, run_file

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = sorted((ROOT / "corpus" / "scenarios").glob("*.toml"))
SHARED_SCRY = ROOT.parent / "shared" / "corpus" / "scry.jsonl"


def invoke(command: object, *args: str | Path) -> Result:
    return CliRunner().invoke(command, [str(a) for a in args])  # type: ignore[arg-type]


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_scenario_runs_to_the_end_using_all_its_decisions(path: Path) -> None:
    outcome = run_file(path)
    assert outcome.error == ""
    assert outcome.unused == 0
    assert outcome.events or outcome.refusal  # a scenario may end in the refusal it expects


def test_a_permanent_enters_with_the_counters_its_static_ability_says() -> None:
    """Sunset Pyramid's "enters with three brick counters" is a replacement effect of a
    static ability (CR 614.1c), applied as it enters; one counter pays for the draw."""
    outcome = run_file(ROOT / "corpus" / "scenarios" / "sunset_pyramid.toml")
    assert outcome.error == ""
    (pyramid,) = outcome.game.battlefield
    assert pyramid.counters == {"brick": 2}
    alice = outcome.game.players[0]
    assert [card.name for card in alice.hand] == ["Island"]


def test_run_prints_the_scry_decision_the_moves_and_the_trigger() -> None:
    result = invoke(run_command, ROOT / "corpus" / "scenarios" / "temporal_anchor_kenessos.toml")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Kenessos, Priest of Thassa replaces scry 2 with scry 3." in out
    assert "Alice scries 3, looking at 3 cards: top [Forest], bottom [Island, Opt]." in out
    assert "The Temporal Anchor triggers: Whenever you choose to put one or more cards" in out
    assert "Opt moves from library into exile (exiled)." in out
    assert "Final state:" in out and "exile (1): Island" in out


def test_run_json() -> None:
    result = invoke(
        run_command, ROOT / "corpus" / "scenarios" / "preordain.toml", "--format", "json"
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    kinds = [e["event"] for e in data["events"]]
    assert kinds.index("scried") < kinds.index("drew") < kinds.index("triggered")
    scried = next(e for e in data["events"] if e["event"] == "scried")
    assert [c["name"] for c in scried["bottom"]] == ["Island"]
    alice = data["state"]["players"][0]
    assert alice["hand"] == ["Forest"] and alice["library"] == ["Swamp", "Island"]
    adept = alice["battlefield"][0]
    assert (adept["power"], adept["toughness"], adept["keywords"]) == (4, 3, ["first strike"])
    assert data["error"] is None and data["unused_decisions"] == 0


SCENARIO = """
card_files = ["cards.jsonl"]

[[players]]
name = "Alice"
library = ["Island"]
hand = ["Homebrew Insight"]

[[players]]
name = "Bob"

[[actions]]
cast = "Homebrew Insight"
"""


def test_a_scenario_can_use_its_own_card_file(tmp_path: Path) -> None:
    row = {"name": "Homebrew Insight", "type_line": "Sorcery", "oracle_text": "Surveil 1."}
    write(tmp_path / "cards.jsonl", json.dumps(row) + "\n")
    path = write(
        tmp_path / "s.toml", SCENARIO + '\n[[decisions]]\nsurveil = { graveyard = ["Island"] }\n'
    )
    result = invoke(run_command, path)
    assert result.exit_code == 0, result.output
    assert "graveyard [Island]" in result.output


def test_a_script_error_stops_the_run_with_exit_1(tmp_path: Path) -> None:
    write(
        tmp_path / "cards.jsonl", json.dumps({"name": "Homebrew Insight", "oracle_text": "Scry 1."})
    )
    path = write(
        tmp_path / "s.toml", SCENARIO + '\n[[decisions]]\nscry = { bottom = ["Forest"] }\n'
    )
    result = invoke(run_command, path)
    assert result.exit_code == 1
    assert "Stopped: scry: no option 'Forest' (options: Island)" in result.output


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[players]]\nname = 'A'\nhand = ['No Such Card']\n", "unknown card 'No Such Card'"),
        ("players = 3\n", "players must be a list of tables"),
        ("[[players]\n", "invalid TOML"),
        ("description = 'nobody'\n", "needs [[players]]"),
        ("[[players]]\nname = 'A'\nhat = 1\n", "3:1: unknown key 'players.hat'"),
        ("[[players]]\nname = 'A'\n[[decisions]]\nwish = true\n", "unknown key 'decisions.wish'"),
        ("[[players]]\nname = 'A'\n[[actions]]\ndance = 1\n", "unknown key 'actions.dance'"),
    ],
)
def test_bad_scenarios_exit_2(tmp_path: Path, text: str, message: str) -> None:
    result = invoke(run_command, write(tmp_path / "bad.toml", text))
    assert result.exit_code == 2
    assert message in result.stderr


def test_a_missing_scenario_exits_2(tmp_path: Path) -> None:
    result = invoke(run_command, tmp_path / "nope.toml")
    assert result.exit_code == 2
    with pytest.raises(ScenarioError):
        run_file(tmp_path / "nope.toml")


# --- compile report ---------------------------------------------------------------------


def test_every_project_card_compiles() -> None:
    report = measure(ROOT / "corpus")
    assert report.parsed == report.compiled == report.with_text > 20
    result = invoke(compile_command, ROOT / "corpus", "--fail-under", "100")
    assert result.exit_code == 0, result.output
    assert f"{report.compiled} of {report.parsed} parsed cards compile (100.0%)" in result.output


def test_compile_report_lists_failing_kinds(tmp_path: Path) -> None:
    rows = [
        {"name": "A", "oracle_text": "Scry 2."},
        {"name": "B", "oracle_text": "Flying\nScrycast {0}"},
        {"name": "C", "oracle_text": "Frobnicate the gizmo."},
        {"name": "D", "oracle_text": None},
    ]
    path = write(tmp_path / "cards.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
    result = invoke(compile_command, path, "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert (data["with_english_text"], data["parsed"], data["compiled"]) == (3, 2, 1)
    assert data["failing_kinds"] == [{"kind": "keyword: scrycast", "cards": 1, "examples": ["B"]}]
    assert invoke(compile_command, path, "--fail-under", "80").exit_code == 1
    text = invoke(compile_command, path)
    assert "1 of 2 parsed cards compile (50.0%)" in text.output
    assert "keyword: scrycast  (e.g. B)" in text.output


@pytest.mark.skipif(not SHARED_SCRY.exists(), reason="../shared corpus absent")
def test_at_least_80_percent_of_the_parsed_scry_cards_compile() -> None:
    report = measure(SHARED_SCRY)
    assert report.parsed > 150
    assert report.rate >= 0.8, report.failures.most_common(5)


def test_a_creatures_ability_targets_the_creature_itself() -> None:
    """CR 115.5: "{T}: Put a +1/+1 counter on target creature" may target its own source."""
    outcome = run_file(ROOT / "corpus" / "scenarios" / "self_targeting_ability.toml")
    assert outcome.error == ""
    texts = [e.text() for e in outcome.events]
    assert "Test Trainer becomes a target of Test Trainer's ability." in texts
    assert "Test Trainer gets 1 +1/+1 counter." in texts
    (trainer,) = outcome.game.battlefield
    assert trainer.counters["+1/+1"] == 1
