"""Tests for scryc.coverage: counting, grouping, examples and progress."""

from __future__ import annotations

import pytest

from scryc.cards import Card, Face
from scryc.coverage import MAX_EXAMPLES, measure


def card(name: str, text: str | None, ja: str | None = None) -> Card:
    face = Face(name=f"{name} (ja)", text=ja) if ja else None
    return Card(name=name, text=text, ja=face, path="cards.jsonl")


def test_counts_only_cards_with_text() -> None:
    cards = [card("Opt", "Scry 1."), card("Empty", ""), card("Ja", None, "占術１を行う。")]
    report = measure(cards, "en")
    assert (report.total, report.parsed, report.percent) == (1, 1, 100.0)
    assert report.failures == [] and report.per_second > 0


def test_groups_failures_by_construction() -> None:
    cards = [card(f"Bad {i}", f"Draw a card.\nScry {i} §.") for i in range(5)]
    cards += [card("End", "Scry"), card("Good", "Draw a card.")]
    report = measure(cards, "en")
    assert (report.total, report.parsed, report.percent) == (7, 1, 14.3)
    first, second = report.failures
    assert (first.count, first.found, second.count, second.found) == (5, "§", 1, "")
    assert (first.construction, second.construction) == (
        'scry <a number> ▸ "§"',
        "scry ▸ end of text",
    )
    assert len(first.examples) == MAX_EXAMPLES
    example = first.examples[0]
    assert (example.card, example.line, example.column, example.text) == (
        "Bad 0",
        2,
        8,
        "Scry 0 §.",
    )


def test_self_name_and_progress() -> None:
    calls: list[int] = []
    cards = [card("Augury Owl", "When Augury Owl enters the battlefield, scry 3."), card("X", None)]
    report = measure(cards, "en", progress=calls.append)
    assert report.parsed == 1
    assert calls == [1, 1]


def test_internal_errors_are_grouped(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(text: str, lang: str, name: str | None = None, type_line: str | None = None) -> None:
        raise RuntimeError("builder bug")

    monkeypatch.setattr("scryc.coverage.parse", broken)
    report = measure([card("A", "Scry 1."), card("B", "Draw a card.")], "en")
    (group,) = report.failures
    assert (group.kind, group.found, group.count) == ("internal", "RuntimeError", 2)


def test_one_construction_in_different_places_is_one_group() -> None:
    """The same phrase met in a triggered and in an activated ability: one group, whatever
    else the texts hold and whichever word they stop at."""
    texts = [
        "Whenever you zorble a thing, draw a card.",
        "Flying\nWhenever you frobnicate, you gain 1 life.",
        "Whenever you blorp, scry 1.",
    ]
    report = measure([card(f"C{i}", text) for i, text in enumerate(texts)], "en")
    (group,) = report.failures
    assert (group.count, group.construction) == (3, "<trigger_word> you ▸ a word")
    assert [e.card for e in group.examples] == ["C0", "C1", "C2"]


def test_japanese_constructions() -> None:
    texts = ["占術１を行う。あ", "占術２を行う。あ"]
    report = measure([card(f"C{i}", None, text) for i, text in enumerate(texts)], "ja")
    (group,) = report.failures
    assert group.count == 2 and "▸ end of text" in group.construction
