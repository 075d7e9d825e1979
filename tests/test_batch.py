"""The batch commands' process pool (results in input order, the same as in one process) and
incremental cache (hits, misses, corrupt and foreign entries, --no-cache)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc import batch
from scryc.batch import Cache, Done, pool
from scryc.check import Selection, lint, run
from scryc.cli import main

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
SHARED = ROOT.parent / "shared" / "corpus"


def square(n: int) -> int:
    return n * n


def run_cli(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def small_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pool for any batch of more than 5 items, in chunks of 3, 2 in flight per worker."""
    monkeypatch.setattr(pool, "SMALL", 5)
    monkeypatch.setattr(pool, "CHUNK", 3)
    monkeypatch.setattr(pool, "WINDOW", 1)


def test_pool_results_in_input_order(small_batches: None) -> None:
    items: list[int | Done[int]] = [Done(-n) if n % 7 == 0 else n for n in range(100)]
    expected = [-n if n % 7 == 0 else n * n for n in range(100)]
    assert list(batch.run(square, items, jobs=2)) == expected
    assert list(batch.run(square, items, jobs=1)) == expected


def test_small_batches_stay_in_process() -> None:
    def local(n: int) -> int:  # not picklable: a worker could not run it
        return n + 1

    assert list(batch.run(local, [1, 2, Done(0)], jobs=2)) == [2, 3, 0]


def test_check_on_two_processes_is_the_same_as_on_one(small_batches: None) -> None:
    one = run([str(CORPUS)], ["en", "ja"], Selection(), jobs=1)
    two = run([str(CORPUS)], ["en", "ja"], Selection(), jobs=2)
    assert [r.finding for r in two.results] == [r.finding for r in one.results]
    assert two.cards == one.cards > 5


def jsonl(path: Path, rows: int) -> Path:
    lines = (SHARED / "scry.jsonl").read_text("utf-8").splitlines()[:rows]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


def count_checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the cards checked (not taken from the cache) from now on."""
    checked: list[str] = []
    real = lint.check_card

    def counting(card, langs, selection):  # type: ignore[no-untyped-def]
        checked.append(card.name)
        return real(card, langs, selection)

    monkeypatch.setattr(lint, "check_card", counting)
    return checked


def test_second_check_reads_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cards = jsonl(tmp_path / "cards.jsonl", 30)
    first = run_cli("check", "--jobs", "1", cards)
    checked = count_checks(monkeypatch)
    second = run_cli("check", "--jobs", "1", cards)
    assert second.output == first.output and second.exit_code == first.exit_code
    assert checked == []
    assert run_cli("check", "--jobs", "1", "--lang", "en", cards).exit_code == first.exit_code
    assert len(checked) == 30  # other options: other entries


def test_a_changed_row_alone_is_checked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = jsonl(tmp_path / "cards.jsonl", 30)
    run_cli("check", cards)
    rows = cards.read_text("utf-8").splitlines()
    row = json.loads(rows[4])
    row["oracle_text"] = "Scry 3"
    rows[4] = json.dumps(row, ensure_ascii=False)
    cards.write_text("\n".join(rows) + "\n", "utf-8")
    checked = count_checks(monkeypatch)
    result = run_cli("check", cards)
    assert checked == [row["name"]]
    assert "cards.jsonl:5:" in result.output
    assert result.output == run_cli("check", "--no-cache", cards).output


def test_no_cache_neither_reads_nor_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _own_cache: Path
) -> None:
    cards = jsonl(tmp_path / "cards.jsonl", 10)
    run_cli("check", "--no-cache", cards)
    assert entries(_own_cache) == []
    run_cli("check", cards)
    checked = count_checks(monkeypatch)
    run_cli("check", "--no-cache", cards)
    assert len(checked) == 10


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("*/check/*/*.json"))


@pytest.mark.parametrize(
    "damage",
    [
        lambda entry: "not json {",
        lambda entry: json.dumps({**entry, "format": 0}),
        lambda entry: json.dumps({"value": entry["value"]}),
        lambda entry: json.dumps({**entry, "value": [{"code": 1}]}),
        lambda entry: json.dumps({**entry, "value": "__import__('os').system('false')"}),
        lambda entry: json.dumps(["not", "an", "entry"]),
    ],
    ids=["not-json", "format", "foreign", "not-findings", "code", "not-an-object"],
)
def test_a_damaged_entry_is_ignored_and_rewritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _own_cache: Path, damage
) -> None:  # type: ignore[no-untyped-def]
    cards = jsonl(tmp_path / "cards.jsonl", 10)
    first = run_cli("check", cards)
    stored = entries(_own_cache)
    assert len(stored) == 10
    good = {path: path.read_text("utf-8") for path in stored}
    for path in stored:
        path.write_text(damage(json.loads(good[path])), "utf-8")
    checked = count_checks(monkeypatch)
    assert run_cli("check", cards).output == first.output
    assert len(checked) == 10
    assert {path: json.loads(path.read_text("utf-8")) for path in stored} == {
        path: json.loads(text) for path, text in good.items()
    }


def test_an_unwritable_cache_folder_leaves_the_cache_off(tmp_path: Path) -> None:
    cards = jsonl(tmp_path / "cards.jsonl", 10)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be", "utf-8")
    result = CliRunner(env={"SCRYC_CACHE_DIR": str(blocked)}).invoke(main, ["check", str(cards)])
    assert result.output == run_cli("check", "--no-cache", cards).output


def test_cache_keys_change_with_the_options() -> None:
    card = '{"name": "X"}'
    en = Cache("check", {"langs": ["en"]})
    both = Cache("check", {"langs": ["en", "ja"]})
    assert en.key(card) != both.key(card)
    assert en.key(card) != en.key('{"name": "Y"}')


def test_compile_codegen_and_coverage_on_two_processes(small_batches: None) -> None:
    from scryc.cards import load_cards
    from scryc.coverage import measure as coverage
    from scryc.engine.codegen import generate
    from scryc.engine.report import measure as compile_report

    one, two = compile_report(CORPUS, jobs=1), compile_report(CORPUS, jobs=2)
    assert two.to_json() == one.to_json() and one.parsed > 5
    cards = load_cards(CORPUS).cards
    assert generate(cards, jobs=2) == generate(cards, jobs=1)
    for lang in ("en", "ja"):
        first, second = coverage(cards, lang, jobs=1), coverage(cards, lang, jobs=2)
        timing = {"seconds", "per_second"}
        assert second.model_dump(exclude=timing) == first.model_dump(exclude=timing)
