"""The choices of a vote (CR 701.38; token VOTE_CHOICE, its scope in grammar/common.lark): both
lexers read the choices where the vote names them and where the text mentions them again,
valued their English names, and leave the same words alone elsewhere."""

from __future__ import annotations

from scryc import ast
from scryc.equivalence import equivalent
from scryc.parse import parse, parser
from scryc.parse.tokens import SourceText

EN = (
    "Starting with you, each player votes for time or knowledge. If time gets more votes, take "
    "an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three "
    "cards. Draw a card for each time vote."
)
JA = (
    "あなたから始めて各プレイヤーは「時間(Time)」または「知識(Knowledge)」のいずれかに投票する。"
    "「時間」がより多くの票を得た場合、このターンに続いて追加の１ターンを行う。"
    "「知識」がより多くの票を得た、あるいは票が同数だった場合、カード３枚を引く。"
)


def choices(text: str, lang: str) -> list[tuple[str, str]]:
    """The VOTE_CHOICE tokens of ``text``: (as written, value)."""
    lexer = parser(lang).parser.lexer.lexer
    tokens = lexer.lex(SourceText(text, ["Bob"]))
    return [(text[t.start_pos : t.end_pos], str(t)) for t in tokens if t.type == "VOTE_CHOICE"]


def test_english_choices_where_the_vote_names_them_and_mentions_them() -> None:
    assert choices(EN, "en") == [
        ("time", "time"),
        ("knowledge", "knowledge"),
        ("time", "time"),
        ("knowledge", "knowledge"),
        ("time", "time"),
    ]
    vote = parse(EN, "en").abilities[0].effect.steps[0]  # type: ignore[union-attr]
    assert isinstance(vote, ast.Vote) and vote.choices == ["time", "knowledge"]


def test_english_choice_words_elsewhere_are_plain_words() -> None:
    assert choices("Take an extra turn after this one. This is the first time.", "en") == []
    assert choices("Each player votes for a creature. Draw a card for each time vote.", "en") == []


def test_japanese_choices_take_the_english_names_in_brackets() -> None:
    assert choices(JA, "ja") == [
        ("「時間(Time)」", "time"),
        ("「知識(Knowledge)」", "knowledge"),
        ("「時間」", "time"),
        ("「知識」", "knowledge"),
    ]
    assert equivalent(parse(EN.rsplit(" Draw", 1)[0], "en"), parse(JA, "ja")) is None


def test_japanese_quotations_that_name_no_choice_stay_quotations() -> None:
    text = "「時間」がより多くの票を得た場合、カード１枚を引く。"  # no vote declared it
    assert choices(text, "ja") == []
    granted = "それは「このクリーチャーはオーナーを攻撃できない。」を得る。"
    assert choices(granted, "ja") == []
