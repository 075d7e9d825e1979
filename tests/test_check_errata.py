"""SCRY011 (old wording a keyword action now names), and that every wording rule's fix keeps
the meaning of real card text."""

# ruff: noqa: E501

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scryc import ast
from scryc.check import Parsed, read
from scryc.equivalence import equivalent
from scryc.parse import ParseError, parse

from .test_check_cli import run_cli, write
from .test_check_rules import fixed, found

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


@pytest.mark.parametrize(
    ("text", "lang", "repaired", "action"),
    [
        (
            "Look at the top card of your library. You may put that card on the bottom of "
            "your library.",
            "en",
            "Scry 1.",
            ast.Scry,
        ),
        (
            "Look at the top two cards of your library, then put any number of them on the "
            "bottom of your library and the rest on top of your library in any order.",
            "en",
            "Scry 2.",
            ast.Scry,
        ),
        (
            "Look at the top three cards of your library, then put any number of them on the "
            "bottom of your library and the rest on top in any order.",
            "en",
            "Scry 3.",
            ast.Scry,
        ),
        (
            "Look at the top card of your library. You may put that card into your graveyard.",
            "en",
            "Surveil 1.",
            ast.Surveil,
        ),
        (
            "Draw a card. Look at the top three cards of your library. Put any number of them "
            "into your graveyard and the rest back on top of your library in any order.",
            "en",
            "Draw a card. Surveil 3.",
            ast.Surveil,
        ),
        (
            "At the beginning of your upkeep, look at the top card of your library. You may put "
            "it into your graveyard. (A reminder.)\nFlying",
            "en",
            "At the beginning of your upkeep, surveil 1. (A reminder.)\nFlying",
            ast.Surveil,
        ),
        (
            "Put the top two cards of your library into your graveyard. Draw a card.",
            "en",
            "Mill two cards. Draw a card.",
            ast.Mill,
        ),
        (
            "あなたのライブラリーの一番上のカードを見る。あなたはそのカードをあなたのライブラリーの"
            "一番下に置いてもよい。",
            "ja",
            "占術１を行う。",
            ast.Scry,
        ),
        (
            "あなたのアップキープの開始時に、あなたのライブラリーの一番上のカードを見る。"
            "あなたはそのカードをあなたの墓地に置いてもよい。",
            "ja",
            "あなたのアップキープの開始時に、諜報１を行う。",
            ast.Surveil,
        ),
        (
            "あなたのライブラリーの一番上からカード３枚を見て、そのうちの望む枚数をあなたの"
            "ライブラリーの一番下に、残りをあなたのライブラリーの一番上に望む順番で置く。",
            "ja",
            "占術３を行う。",
            ast.Scry,
        ),
        (
            "カード１枚を引く。あなたのライブラリーの一番上からカード２枚を見て、そのうちの望む"
            "枚数をあなたの墓地に、残りをあなたのライブラリーの一番上に望む順番で置く。",
            "ja",
            "カード１枚を引く。諜報２を行う。",
            ast.Surveil,
        ),
        (
            "Target player puts the top two cards of their library into their graveyard.",
            "en",
            "Target player mills two cards.",
            ast.Mill,
        ),
        (
            "Draw a card, then each opponent puts the top card of their library into their "
            "graveyard.",
            "en",
            "Draw a card, then each opponent mills a card.",
            ast.Mill,
        ),
        (
            "プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーの一番上からカード２枚を"
            "自分の墓地に置く。",
            "ja",
            "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を切削する。",
            ast.Mill,
        ),
        (
            "あなたのライブラリーの一番上からカード２枚をあなたの墓地に置く。",
            "ja",
            "カード２枚を切削する。",
            ast.Mill,
        ),
        (
            "あなたのライブラリーの一番上からカード２枚をあなたの墓地に置き、その後カード１枚を引く。",
            "ja",
            "カード２枚を切削し、その後カード１枚を引く。",
            ast.Mill,
        ),
    ],
)
def test_scry011_fires_and_fixes(text: str, lang: str, repaired: str, action: type) -> None:
    (diagnostic,) = found("SCRY011", text, lang)
    assert "After the errata the card" in diagnostic.message
    if action is not ast.Mill:
        assert "whenever a player" in diagnostic.message and "CR 701.2" in diagnostic.message
    assert fixed("SCRY011", text, lang) == repaired
    assert fixed("SCRY011", repaired, lang) == repaired  # a second --fix changes nothing
    assert any(isinstance(n, action) for n in parse(repaired, lang).walk())  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a mandatory move of the one card
        ("Look at the top card of your library. Put that card into your graveyard.", "en"),
        # another player's library
        (
            "Look at the top card of target player's library. You may put that card into that "
            "player's graveyard.",
            "en",
        ),
        # one of them, not any number
        (
            "Look at the top two cards of your library. Put one of them into your graveyard and "
            "the rest back on top of your library in any order.",
            "en",
        ),
        # later text asks whether the "may" happened
        (
            "Look at the top card of your library. You may put that card into your graveyard. "
            "If you do, draw a card.",
            "en",
        ),
        # a reveal
        ("Reveal the top card of your library. You may put that card into your graveyard.", "en"),
        # another destination
        ("Look at the top card of your library. You may put that card into your hand.", "en"),
        (
            "Look at the top two cards of your library. Put any number of them into your hand "
            "and the rest on the bottom of your library in any order.",
            "en",
        ),
        # up to one
        (
            "Look at the top three cards of your library. You may put one of them into your "
            "graveyard.",
            "en",
        ),
        # into another player's graveyard
        ("Target player puts the top two cards of your library into their graveyard.", "en"),
        # not the top of a library
        ("Each player puts a card from their hand into their graveyard.", "en"),
        # the current templates
        ("Scry 1.\nSurveil 2.\nMill two cards.", "en"),
        ("あなたのライブラリーの一番上のカードを見る。そのカードをあなたの墓地に置く。", "ja"),
        (
            "あなたのライブラリーの一番上のカードを公開する。あなたはそのカードをあなたの墓地に"
            "置いてもよい。",
            "ja",
        ),
        (
            "あなたのライブラリーの一番上からカード２枚を見て、そのうち１枚をあなたの墓地に、"
            "残りをあなたのライブラリーの一番上に望む順番で置く。",
            "ja",
        ),
        ("占術１を行う。諜報２を行う。カード２枚を切削する。", "ja"),
    ],
)
def test_scry011_silent(text: str, lang: str) -> None:
    assert isinstance(read(text, lang), Parsed)  # type: ignore[arg-type]
    assert found("SCRY011", text, lang) == []


def test_scry011_leaves_reminder_text_alone() -> None:
    text = (
        "Surveil 1. (Look at the top card of your library. You may put that card into your "
        "graveyard.)"
    )
    assert found("SCRY011", text) == []


# --- Fixes keep the meaning -----------------------------------------------------------------

#: The rules whose fixes change only words: the fixed text means what the original meant.
WORDING = ("SCRY001", "SCRY002", "SCRY005", "SCRY009", "SCRY010")


Text = tuple[str, str, str, tuple[str, str] | None]


def _texts() -> list[Text]:
    """(the card's name in the text's language, the language, the text, and the other
    language's name and text) for each text of the scry and surveil corpora."""
    rows: list[Text] = []
    for file in ("scry.jsonl", "surveil.jsonl"):
        path = CORPUS / file
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            faces = {
                "en": (row["name"], row["oracle_text"]),
                "ja": (row["ja_name"] or row["name"], row["ja_text"]),
            }
            for lang, other in (("en", "ja"), ("ja", "en")):
                name, text = faces[lang]
                if text:
                    rows.append((name, lang, text, faces[other] if faces[other][1] else None))
    return rows


def _parses(text: str, lang: str, name: str) -> ast.CardText | None:
    try:
        return parse(text, lang, name=name)  # type: ignore[arg-type]
    except ParseError:
        return None


def test_wording_fixes_keep_the_meaning() -> None:
    texts = _texts()
    if not texts:
        pytest.skip("the corpus is absent")
    changed = 0
    for name, lang, text, _ in texts:
        for code in WORDING:
            repaired = fixed(code, text, lang, name=name)
            if repaired == text:
                continue
            changed += 1
            after = _parses(repaired, lang, name)
            assert after is not None, (code, name, repaired)
            before = _parses(text, lang, name)
            if before is not None:
                assert equivalent(before, after) is None, (code, name, repaired)
    assert changed > 0


def test_scry011_fixes_mean_the_other_language() -> None:
    """After the errata, a text that said with old sentences what its other language says
    with 諜報 / 占術 / 切削 (or surveil, scry, mill) is equivalent to it."""
    texts = _texts()
    if not texts:
        pytest.skip("the corpus is absent")
    changed = equivalent_after = 0
    for name, lang, text, other in texts:
        repaired = fixed("SCRY011", text, lang, name=name)
        if repaired == text:
            continue
        changed += 1
        after = _parses(repaired, lang, name)
        assert after is not None, (name, repaired)
        theirs = _parses(other[1], "ja" if lang == "en" else "en", other[0]) if other else None
        if theirs is not None:
            assert equivalent(after, theirs) is None, (name, repaired)
            equivalent_after += 1
    assert changed >= 14 and equivalent_after >= 14


# --- --fix on card files --------------------------------------------------------------------

#: A card file with the old surveil wording, reminder text, and CRLF line endings.
OLD_SURVEIL = """\
name = "Test Watcher"
mana_cost = "{1}{B}"
type_line = "Creature — Horror"
text = '''
Flying
When Test Watcher enters, look at the top card of your library. You may put that card into your graveyard. (Old cards said so.)
{T}: Draw a card.'''
[ja]
name = "テストの見張り"
type_line = "クリーチャー — ホラー"
text = '''
飛行
テストの見張りが戦場に出たとき、あなたのライブラリーの一番上のカードを見る。あなたはそのカードをあなたの墓地に置いてもよい。
(Ｔ)：カード１枚を引く。'''
"""


def test_fix_rewrites_only_the_old_sentences(tmp_path: Path) -> None:
    path = write(tmp_path / "card.toml", OLD_SURVEIL, newline="\r\n")
    assert run_cli("check", path, "--select", "SCRY011", "--fix").exit_code == 0
    expected = OLD_SURVEIL.replace(
        "look at the top card of your library. You may put that card into your graveyard.",
        "surveil 1.",
    ).replace(
        "あなたのライブラリーの一番上のカードを見る。あなたはそのカードをあなたの墓地に置いてもよい。",
        "諜報１を行う。",
    )
    assert path.read_bytes() == expected.replace("\n", "\r\n").encode("utf-8")
    assert run_cli("check", path, "--fix").exit_code == 0
    assert path.read_bytes() == expected.replace("\n", "\r\n").encode("utf-8")


def test_surveil_corpus_is_equivalent_after_the_errata(tmp_path: Path) -> None:
    """The English rows of surveil.jsonl that still carry the old sentences are found, and
    after --fix they mean what their Japanese (諜報Ｎを行う) means: SCRY008 is silent."""
    source = CORPUS / "surveil.jsonl"
    if not source.exists():
        pytest.skip(f"{source} is absent")
    copy = tmp_path / "surveil.jsonl"
    shutil.copyfile(source, copy)
    result = run_cli("check", copy, "--select", "SCRY011", "--format", "json")
    lines = {f["line"] for f in json.loads(result.stdout)}
    assert len(lines) == 14
    assert run_cli("check", copy, "--select", "SCRY011", "--fix").exit_code == 0
    once = copy.read_bytes()
    result = run_cli("check", copy, "--select", "SCRY008,SCRY011", "--format", "json")
    assert lines.isdisjoint(f["line"] for f in json.loads(result.stdout))
    run_cli("check", copy, "--select", "SCRY011", "--fix")
    assert copy.read_bytes() == once  # a second --fix changes nothing
