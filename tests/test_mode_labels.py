"""A mode's flavour label ("• Sell Contraband — …" / 「・禁制品を売る ― …」, CR 207.2d) is
read after the mode's bullet, kept as written, and no part of what the mode means."""

from __future__ import annotations

import pytest

from scryc import ParseError, parse
from scryc.equivalence import equivalent
from scryc.render import render

EN = "Choose one —\n• Whack — Draw a card.\n• Doodle — You gain 3 life."
JA = "以下から１つを選ぶ。\n・叩く ― カード１枚を引く。\n・落書き ― あなたは３点のライフを得る。"


@pytest.mark.parametrize(
    ("text", "lang", "labels"), [(EN, "en", ["Whack", "Doodle"]), (JA, "ja", ["叩く", "落書き"])]
)
def test_labels_are_kept_as_written(text: str, lang: str, labels: list[str]) -> None:
    card = parse(text, lang=lang)
    assert card.abilities[0].effect.labels == labels
    assert render(card, lang) == text


def test_labels_differ_between_languages_without_changing_the_meaning() -> None:
    assert equivalent(parse(EN), parse(JA, lang="ja")) is None


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Choose one —\n• Whack — Draw a card.\n• You gain 3 life.", "en"),
        ("以下から１つを選ぶ。\n・叩く ― カード１枚を引く。\n・あなたは３点のライフを得る。", "ja"),
    ],
)
def test_a_label_on_some_modes_only_is_a_parse_error(text: str, lang: str) -> None:
    with pytest.raises(ParseError):
        parse(text, lang=lang)
