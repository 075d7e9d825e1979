"""Parse errors that help: the few likeliest expected tokens, "did you mean" for a misspelt
keyword, and the language of the text guessed when --lang is not given."""

from __future__ import annotations

import pytest
from click.testing import CliRunner, Result

import scryc
from scryc.cli import main
from scryc.findings import Finding, parse_text
from scryc.parse.hints import SHOWN, guess_language, likely


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def error_of(text: str, lang: str = "en") -> scryc.ParseError:
    with pytest.raises(scryc.ParseError) as caught:
        scryc.parse(text, lang)  # type: ignore[arg-type]
    return caught.value


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Scyr 2.", "Scry"),
        ("Scry 2, then darw a card.", "draw"),
        ("Destroy target creture.", "creature"),
        ("Surveill 2.", "Surveil"),
    ],
)
def test_did_you_mean_a_keyword(text: str, meant: str) -> None:
    assert f"did you mean {meant!r}?" in error_of(text).message


@pytest.mark.parametrize(
    "text",
    [
        "Exile Aeon Engine: Reverse the game's turn order.",  # not 'Engines', two words back
        "Whenever you crank Accessories to Murder, draw a card.",  # not 'can': a real word
        "Target creature mutates.",  # a form of a keyword: what the grammar lacks
    ],
)
def test_no_suggestion_for_what_is_no_typo(text: str) -> None:
    assert "did you mean" not in error_of(text).message


def test_no_suggestion_for_a_missing_period() -> None:
    error = error_of("Scry 2 Draw a card.")
    assert "did you mean" not in error.message
    assert error.likely[0] == '"."'  # the likeliest: the period that ends the sentence


def test_a_few_expected_tokens_not_hundreds() -> None:
    finding = parse_text("Scry 2 Draw a card.", "en", None)
    assert isinstance(finding, Finding)
    assert len(finding.expected) == SHOWN and finding.unlisted > 100
    result = run("parse", "Scry 2 Draw a card.")
    assert result.exit_code == 1
    shown = ", ".join(finding.expected)
    assert f"(expected {shown} or {finding.unlisted} others)" in result.stderr


def test_likely_puts_near_spellings_first() -> None:
    expected = ['"a"', '"creature"', '"."', "a number", '"artifact"']
    assert likely(expected, "creture") == ['"creature"', '"."', "a number", '"a"', '"artifact"']


def test_guess_language() -> None:
    assert guess_language("占術２を行い、その後カード１枚を引く。") == "ja"
    assert guess_language("Scry 2, then draw a card.") == "en"
    assert guess_language("{T}: Add {G}.") == "en"


def test_japanese_text_without_lang_parses() -> None:
    result = run("parse", "占術２を行い、その後カード１枚を引く。", "--format", "tree")
    assert result.exit_code == 0, result.output
    assert 'card_text lang="ja"' in result.stdout


def test_wrong_lang_names_the_language() -> None:
    result = run("parse", "占術２を行う。", "--lang", "en")
    assert result.exit_code == 1
    assert "the text looks Japanese" in result.stderr and "--lang ja" in result.stderr


def test_parse_error_shows_the_line_and_a_caret() -> None:
    result = run("parse", "Scry 1.\nScyr 2.")
    assert result.exit_code == 1
    assert result.stderr.splitlines()[1:4] == ["  |", "2 | Scyr 2.", "  |      ^"]
