"""A target declared under a condition (「…なら、対戦相手１人を対象とする。…」): the condition
governs the sentences after the declaration, up to one with a condition of its own, as
English "If …, target opponent …" does."""

from __future__ import annotations

import pytest

from scryc import ParseError, parse
from scryc.ast import Conditional
from scryc.equivalence import equivalent
from scryc.render import render

EN = (
    "Flip a coin. If you win the flip, target opponent discards a card. "
    "If you lose the flip, you discard a card."
)
JA = (
    "コイン投げをする。あなたがコイン投げに勝ったなら、対戦相手１人を対象とする。"
    "そのプレイヤーはカード１枚を捨てる。あなたがコイン投げに負けたなら、"
    "あなたはカード１枚を捨てる。"
)


def test_the_condition_governs_the_sentences_up_to_the_next_condition() -> None:
    card = parse(JA, lang="ja")
    _flip, won, lost = card.abilities[0].effect.steps
    assert isinstance(won, Conditional) and won.declares and won.condition.won
    assert isinstance(lost, Conditional) and not lost.declares
    assert equivalent(parse(EN), card) is None


def test_the_declaration_renders_after_its_condition() -> None:
    assert render(parse(JA, lang="ja"), "ja") == JA


def test_a_declaration_whose_target_only_another_condition_uses_is_an_error() -> None:
    """Which condition would govern the step is not said."""
    text = (
        "あなたがコイン投げに勝ったなら、クリーチャー１体を対象とする。"
        "あなたがコイン投げに負けたなら、それを破壊する。"
    )
    with pytest.raises(ParseError):
        parse(text, lang="ja")
