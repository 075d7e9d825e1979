"""The coverage ratchet: coverage of the shared corpus never drops.

Raise the numbers in tests/coverage_baseline.json when the grammar covers more cards.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scryc.cards import load_cards
from scryc.coverage import measure, measure_pairs

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"
BASELINE_FILE = Path(__file__).with_name("coverage_baseline.json")
BASELINE: dict[str, dict[str, int]] = json.loads(BASELINE_FILE.read_text(encoding="utf-8"))
LANGUAGE_CASES = [
    (file, lang) for file, figures in BASELINE.items() for lang in ("en", "ja") if lang in figures
]


def corpus(file: str) -> Path:
    path = SHARED / file
    if not path.exists():
        pytest.skip(f"{path} is absent: the coverage ratchet needs ../shared/corpus")
    return path


@pytest.mark.parametrize(("file", "lang"), LANGUAGE_CASES)
def test_coverage_does_not_drop(file: str, lang: str) -> None:
    report = measure(load_cards(corpus(file)).cards, lang)  # type: ignore[arg-type]
    baseline = BASELINE[file][lang]
    assert report.parsed >= baseline, (
        f"{file} ({lang}): {report.parsed}/{report.total} cards parse ({report.percent}%), "
        f"below the baseline of {baseline} in {BASELINE_FILE.name}"
    )


@pytest.mark.parametrize("file", [f for f, figures in BASELINE.items() if "equivalent" in figures])
def test_equivalent_pairs_do_not_drop(file: str) -> None:
    report = measure_pairs(load_cards(corpus(file)).cards)
    baseline = BASELINE[file]["equivalent"]
    assert report.equivalent >= baseline, (
        f"{file}: {report.equivalent}/{report.both_parsed} card pairs are equivalent, "
        f"below the baseline of {baseline} in {BASELINE_FILE.name}"
    )
