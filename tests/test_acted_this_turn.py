"""What a player did this turn ("an opponent searched their library this turn" /
「このターン、対戦相手１人が自分のライブラリーを探していた」): the library searched is the
player's own, in both languages."""

from __future__ import annotations

import pytest

from scryc import ParseError, parse
from scryc.ast import ActedThisTurn, You


def condition(text: str, lang: str) -> ActedThisTurn:
    node = parse(text, lang=lang).abilities[0].effect.condition
    assert isinstance(node, ActedThisTurn)
    return node


@pytest.mark.parametrize(
    ("text", "lang", "yours"),
    [
        ("If an opponent searched their library this turn, draw a card.", "en", False),
        ("If you searched your library this turn, draw a card.", "en", True),
        (
            "このターンに対戦相手１人が自分のライブラリーを探していたなら、カード１枚を引く。",
            "ja",
            False,
        ),
        (
            "このターンにあなたがあなたのライブラリーを探していたなら、カード１枚を引く。",
            "ja",
            True,
        ),
    ],
)
def test_the_searcher_is_the_subject(text: str, lang: str, yours: bool) -> None:
    node = condition(text, lang)
    assert node.actions == ["search library"]
    assert isinstance(node.player, You) is yours


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("If an opponent searched your library this turn, draw a card.", "en"),
        ("If you searched their library this turn, draw a card.", "en"),
        (
            "このターンに対戦相手１人があなたのライブラリーを探していたなら、カード１枚を引く。",
            "ja",
        ),
    ],
)
def test_another_players_library_is_an_error(text: str, lang: str) -> None:
    with pytest.raises(ParseError, match="the player's own"):
        parse(text, lang=lang)
