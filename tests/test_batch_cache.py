"""The incremental cache of `coverage`, `compile` and `codegen` (hits, --no-cache, damaged
entries), and its bound: old builds pruned, `scryc clean`."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from scryc import coverage
from scryc.batch import cache
from scryc.batch.cache import KEEP, MISSING, Cache, builds, prune
from scryc.cli import main
from scryc.engine import codegen, report

SHARED = Path(__file__).resolve().parents[2] / "shared" / "corpus"

#: Each command, how to call it on a card file, and the module and name of its work per card.
COMMANDS: dict[str, tuple[Callable[[Path, Path], list[str]], Any, str]] = {
    "coverage": (lambda cards, out: ["coverage", "--format", "json", cards], coverage, "_attempt"),
    "compile": (lambda cards, out: ["compile", "--format", "json", cards], report, "_outcome"),
    "codegen": (lambda cards, out: ["codegen", cards, "-o", out], codegen, "_abilities"),
}


def run_cli(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def jsonl(path: Path, rows: int) -> Path:
    lines = (SHARED / "scry.jsonl").read_text("utf-8").splitlines()[:rows]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


def count_work(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[str]:
    """The names of the cards the command works on (not taken from the cache) from now on."""
    done: list[str] = []
    real = getattr(module, name)

    def counting(*args):  # type: ignore[no-untyped-def]
        done.append(args[-1].name)
        return real(*args)

    monkeypatch.setattr(module, name, counting)
    return done


def timeless(entry: str) -> object:
    """An entry without the parse time that coverage keeps (it differs between runs)."""
    value = json.loads(entry)["value"]
    return {k: v for k, v in value.items() if k != "seconds"} if isinstance(value, dict) else value


def output(result: Result, out: Path) -> str:
    """What the command made: its output, and the file it wrote."""
    assert result.exit_code in (0, 1), result.output
    return result.stdout + (out.read_text("utf-8") if out.exists() else "")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_second_run_reads_the_cache(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _own_cache: Path
) -> None:
    args, module, name = COMMANDS[command]
    cards, out = jsonl(tmp_path / "cards.jsonl", 40), tmp_path / "out.py"
    first = output(run_cli(*args(cards, out)), out)
    assert len(list(_own_cache.glob(f"*/{command}/*/*.json"))) == 40
    done = count_work(monkeypatch, module, name)
    out.unlink(missing_ok=True)
    assert output(run_cli(*args(cards, out)), out) == first  # the same files written
    assert done == []
    out.unlink(missing_ok=True)
    assert output(run_cli(*args(cards, out), "--no-cache"), out) == first
    assert len(done) == 40


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize(
    "damage",
    [
        lambda value: {"no": "result"},
        lambda value: [[1, 2]],
        lambda value: "print('not code')",
        lambda value: {"seconds": "1", "abilities": [["a"]], "skipped": 3},
    ],
    ids=["foreign-object", "numbers", "code", "wrong-types"],
)
def test_a_damaged_entry_is_computed_again(
    command: str,
    damage: Callable[[object], object],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    _own_cache: Path,
) -> None:
    args, module, name = COMMANDS[command]
    cards, out = jsonl(tmp_path / "cards.jsonl", 12), tmp_path / "out.py"
    first = output(run_cli(*args(cards, out)), out)
    stored = sorted(_own_cache.glob(f"*/{command}/*/*.json"))
    good = {path: path.read_text("utf-8") for path in stored}
    for path in stored:
        entry = json.loads(good[path])
        path.write_text(json.dumps({**entry, "value": damage(entry["value"])}), "utf-8")
    done = count_work(monkeypatch, module, name)
    out.unlink(missing_ok=True)
    assert output(run_cli(*args(cards, out)), out) == first
    assert len(done) == 12
    assert {path: timeless(path.read_text("utf-8")) for path in stored} == {
        path: timeless(text) for path, text in good.items()
    }  # written anew


def test_a_stored_null_is_a_hit_not_a_miss(tmp_path: Path) -> None:
    entries = Cache("coverage", {"lang": "en"})
    key = entries.key("card")
    assert entries.get(key) is MISSING
    entries.put(key, None)
    assert entries.get(key) is None


def test_options_and_commands_are_separate_entries() -> None:
    card = '{"name": "X"}'
    keys = {
        Cache("coverage", {"lang": "en"}).key(card),
        Cache("coverage", {"lang": "ja"}).key(card),
        Cache("compile", {}).key(card),
        Cache("codegen", {"target": "python"}).key(card),
    }
    assert len(keys) == 4


def build(root: Path, name: str, used: float) -> Path:
    folder = root / name / "check" / "ab"
    folder.mkdir(parents=True)
    (folder / "cd.json").write_text("{}", "utf-8")
    (root / name / "used").touch()
    os.utime(root / name / "used", (used, used))
    return root / name


def test_prune_keeps_the_builds_used_last_and_nothing_else_is_touched(tmp_path: Path) -> None:
    old = [build(tmp_path, f"{n:016x}", 1000.0 + n) for n in range(4)]
    other = tmp_path / "not-a-build"
    other.mkdir()
    (tmp_path / "0123").mkdir()
    assert prune(tmp_path, keep=2) == [old[1], old[0]]
    assert builds(tmp_path) == [old[3], old[2]]
    assert other.is_dir() and (tmp_path / "0123").is_dir()


def test_a_run_prunes_old_builds_and_keeps_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _own_cache: Path
) -> None:
    cards = jsonl(tmp_path / "cards.jsonl", 3)
    run_cli("check", cards)
    (mine,) = builds(_own_cache)
    os.utime(mine / "used", (1.0, 1.0))  # used long ago, before the others
    others = [build(_own_cache, f"{n:016x}", 1000.0 + n) for n in range(KEEP + 1)]
    monkeypatch.setattr(cache, "code_hash", lambda: mine.name + "0" * 48)
    run_cli("check", "--lang", "en", cards)  # new entries: a write prunes
    assert builds(_own_cache) == [mine, *reversed(others[-(KEEP - 1) :])]
    assert (_own_cache / "CACHEDIR.TAG").read_text("utf-8").startswith("Signature: 8a477f")


def test_clean_deletes_every_build(tmp_path: Path, _own_cache: Path) -> None:
    cards = jsonl(tmp_path / "cards.jsonl", 5)
    run_cli("check", cards)
    build(_own_cache, "f" * 16, 1.0)
    keep = _own_cache / "mine.txt"
    keep.write_text("not scryc's", "utf-8")
    result = run_cli("clean")
    assert result.exit_code == 0
    assert (
        result.stdout.startswith("deleted 6 cache entries (") and str(_own_cache) in result.stdout
    )
    assert builds(_own_cache) == [] and keep.exists()
    first = run_cli("check", cards)
    assert run_cli("check", cards).stdout == first.stdout


def test_compact_results_read_back_the_same_findings() -> None:
    from scryc.check import Selection, run

    full = run([str(SHARED / "scry.jsonl")], ("en", "ja"), Selection())
    compact = run([str(SHARED / "scry.jsonl")], ("en", "ja"), Selection(), edits=False)
    assert any(r.edit is not None for r in full.results)
    assert all(r.edit is None for r in compact.results)
    assert [r.finding for r in compact.results] == [r.finding for r in full.results]
    assert compact.results[0] == compact.results[0].compact()
