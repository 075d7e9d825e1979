"""Every meaning-bearing field of a Japanese AST holds the canonical English value: token
subtypes (「苗木」 Saproling), counter kinds (「盾」 shield), quantifiers (「すべての」 all). The
Japanese words come from scryc/data/vocab_ja.json, which a tool derives from the card data."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import scryc
from scryc import ast
from scryc.batch.pool import default_jobs, run
from scryc.cards import load_cards
from scryc.data import english_names
from scryc.data.build_names import name_pairs
from scryc.data.build_vocab import build
from scryc.equivalence import SURFACE_FIELDS, field_marker
from scryc.render import render

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
JAPANESE = re.compile(r"[ぁ-ゖァ-ヺ一-龯々]")
#: Fields that hold names (of cards, of ability words) or text as written, not a value
#: (another card's name is its English name where scryc/data/names_ja.json knows it).
NAMES = {("named", "name"), ("self_named", "name"), ("ability_word", "text")}


def japanese_values(node: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, value) for each string with Japanese script in a field that carries meaning."""
    if isinstance(node, ast.ReminderText):
        return
    if isinstance(node, ast.Node):
        for name in type(node).model_fields:
            if name in SURFACE_FIELDS or field_marker(type(node), name, "surface"):
                continue
            if (node.kind, name) not in NAMES:
                yield from japanese_values(getattr(node, name), f"{path}.{name}")
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from japanese_values(item, f"{path}[{i}]")
    elif isinstance(node, str) and JAPANESE.search(node):
        yield path, node


def leftovers(item: tuple[str, str, str]) -> list[str]:
    """The Japanese values left in one card's AST (none when the text does not parse)."""
    name, text, ja_name = item
    try:
        card = scryc.parse(text, "ja", name=ja_name)
    except scryc.ParseError:
        return []
    return [f"{name}: {path} = {value!r}" for path, value in japanese_values(card)]


def corpus(file: str) -> Path:
    path = SHARED / "corpus" / file
    if not path.exists():
        pytest.skip(f"{path} is absent")
    return path


@pytest.mark.parametrize("file", ["scry.jsonl", "surveil.jsonl", "oracle.jsonl"])
def test_japanese_asts_hold_english_values(file: str) -> None:
    """No Japanese script in a parsed Japanese AST outside names and quoted text."""
    cards = load_cards(corpus(file)).cards
    items = [(c.name, c.ja.text, c.ja.name) for c in cards if c.ja is not None and c.ja.text]
    found = [line for lines in run(leftovers, items, default_jobs()) for line in lines]
    assert not found, f"{len(found)} Japanese values:\n" + "\n".join(found[:40])


def test_the_vocabulary_is_what_the_tool_derives() -> None:
    """scryc/data/vocab_ja.json is the output of ``python -m scryc.data.build_vocab``."""
    rules = SHARED / "rules" / "MagicCompRules-20260619.txt"
    if not rules.exists():
        pytest.skip(f"{rules} is absent")
    shipped = resources.files("scryc.data").joinpath("vocab_ja.json").read_text(encoding="utf-8")
    assert json.loads(shipped) == build(corpus("oracle.jsonl"), rules)


@pytest.mark.parametrize(
    ("japanese", "field", "english"),
    [
        (
            "緑の1/1の苗木・クリーチャー・トークン１体を生成する。",
            "types",
            ["Saproling", "creature"],
        ),
        ("あなたは血・トークン１つを生成する。", "types", ["Blood"]),
        ("これの上に盾カウンター１個を置く。", "counter", "shield"),
        ("これの上に願いカウンター１個を置く。", "counter", "wish"),
        ("これの上からオーメン・カウンター１個を取り除く。", "counter", "omen"),
        ("すべてのプレイヤーは１点のライフを失う。", "quantifier", "all"),
    ],
)
def test_japanese_words_become_english_values(japanese: str, field: str, english: Any) -> None:
    card = scryc.parse(japanese, "ja")
    values = [getattr(n, field) for n in card.walk() if field in type(n).model_fields]
    assert english in values
    assert render(card, "ja") == japanese


def test_the_names_are_what_the_tool_derives() -> None:
    """scryc/data/names_ja.json is the output of ``python -m scryc.data.build_names``."""
    files = [corpus(f) for f in ("oracle.jsonl", "scry.jsonl", "surveil.jsonl")]
    assert english_names() == name_pairs(files)


def test_another_cards_name_is_its_english_name() -> None:
    """「《森》という名前のカード」 is "a card named Forest" (the name is meaning, in either
    language), and renders back as written."""
    japanese = "あなたのライブラリーから《森》という名前のカード１枚を探し、戦場に出す。"
    card = scryc.parse(japanese, "ja")
    names = [n.name for n in card.walk() if isinstance(n, ast.Named)]
    assert names == ["Forest"]
    assert render(card, "ja") == japanese
    english = scryc.parse("Search your library for a card named Forest.", "en")
    assert "《森》という名前のカード" in render(english, "ja")


@pytest.mark.parametrize(
    ("text", "lang", "message"),
    [
        (
            "If you control artifacts named Crown of Empires and Throne of Empires, draw a card.",
            "en",
            "two names joined by 'and'",
        ),
    ],
)
def test_a_name_no_card_has_does_not_parse(text: str, lang: str, message: str) -> None:
    with pytest.raises(scryc.ParseError, match=message):
        scryc.parse(text, lang)  # type: ignore[arg-type]
