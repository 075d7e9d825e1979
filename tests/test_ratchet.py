"""The coverage ratchet: English coverage of ../shared/corpus/scry.jsonl never drops.

Raise the number in tests/coverage_baseline.json when the grammar covers more cards.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scryc.cards import load_cards
from scryc.coverage import measure

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"
BASELINE = Path(__file__).with_name("coverage_baseline.json")


def test_english_scry_coverage_does_not_drop() -> None:
    path = SHARED / "scry.jsonl"
    if not path.exists():
        pytest.skip(f"{path} is absent: the coverage ratchet needs ../shared/corpus")
    baseline = json.loads(BASELINE.read_text(encoding="utf-8"))["scry.jsonl"]["en"]
    report = measure(load_cards(path).cards, "en")
    assert report.parsed >= baseline, (
        f"scry.jsonl (en): {report.parsed}/{report.total} cards parse ({report.percent}%), "
        f"below the baseline of {baseline} in {BASELINE.name}"
    )
