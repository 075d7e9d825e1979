"""Every lint rule: it fires on a bad example, is silent on a good one, and its fix repairs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import scryc
from scryc.check import BY_CODE, RULES, Diagnostic, diagnose, read
from scryc.check.rules.scry004 import canonical

RULES_FILE = (
    Path(__file__).resolve().parents[2] / "shared" / "rules" / "MagicCompRules-20260619.txt"
)


def found(code: str, text: str, lang: str = "en", **card: str) -> list[Diagnostic]:
    """The diagnostics of rule ``code`` on ``text``."""
    source = read(text, lang, **card)  # type: ignore[arg-type]
    return [d for rule, d in diagnose(source) if rule.code == code]


def fixed(code: str, text: str, lang: str = "en", **card: str) -> str:
    """``text`` after applying every fix of rule ``code`` (from the end, so offsets hold)."""
    for diagnostic in sorted(found(code, text, lang, **card), key=lambda d: -d.span.start):
        assert diagnostic.fix is not None, diagnostic
        text = diagnostic.fix.apply(text)
    return text


def test_registry_lists_every_rule_once_in_order() -> None:
    assert [r.code for r in RULES] == [f"SCRY{n:03}" for n in range(1, 13)]
    for rule in RULES:
        assert rule.summary and rule.doc and rule.check
        assert re.fullmatch(r"CR [\d.a-z, ]+ \(2026-06-19\)", rule.citation), rule.citation
        for part in ("What it does:", "Why:", "Example:"):
            assert part in rule.doc, (rule.code, part)
        assert rule.scope in ("text", "ast") and rule.severity in ("error", "warning")


def test_cited_rules_exist() -> None:
    if not RULES_FILE.exists():
        pytest.skip("the Comprehensive Rules text is absent")
    lines = RULES_FILE.read_text(encoding="utf-8-sig").splitlines()
    numbers = {line.split(" ", 1)[0].rstrip(".") for line in lines if line[:1].isdigit()}
    for rule in RULES:
        for number in re.findall(r"\d{3}\.\d+[a-z]?", rule.citation):
            assert number in numbers, (rule.code, number)


# --- SCRY001 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("Scry 3 Draw a card.", "Scry 3. Draw a card."),
        ("Draw a card.\nScry 3", "Draw a card.\nScry 3."),
        ("When this creature enters, scry 2\nFlying", "When this creature enters, scry 2.\nFlying"),
        ("Surveil 1 (Look at the top card.)", "Surveil 1. (Look at the top card.)"),
        ('It has "{T}: Scry 1"', 'It has "{T}: Scry 1."'),
        ("Scry X Draw a card.", "Scry X. Draw a card."),
    ],
)
def test_scry001_fires_and_fixes(text: str, repaired: str) -> None:
    assert found("SCRY001", text)
    assert fixed("SCRY001", text) == repaired
    assert not found("SCRY001", repaired)


@pytest.mark.parametrize(
    "text",
    [
        "Scry 3. Draw a card.",
        "Scry 2, then draw a card.",
        "If you would scry 2 or more cards, scry that many plus one instead.",
        "Scry X, where X is the number of cards in your hand.",
        "(To scry 1, look at the top card of your library.)",
        'It has "{T}: Scry 1."',
    ],
)
def test_scry001_silent(text: str) -> None:
    assert not found("SCRY001", text)


def test_scry001_works_on_text_that_does_not_parse() -> None:
    source = read("Scry 3 Draw a card.")
    assert not hasattr(source, "ast")  # the text does not parse …
    (diagnostic,) = found("SCRY001", "Scry 3 Draw a card.")  # … and the rule still runs
    assert (diagnostic.span.start, diagnostic.span.end) == (0, 6)


# --- SCRY002 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("占術３。", "占術３を行う。"),
        ("占術２、その後カード１枚を引く。", "占術２を行い、その後カード１枚を引く。"),
        ("諜報１。", "諜報１を行う。"),
        ("(Ｔ)：占術Ｘ", "(Ｔ)：占術Ｘを行う"),
    ],
)
def test_scry002_fires_and_fixes(text: str, repaired: str) -> None:
    assert found("SCRY002", text, "ja")
    assert fixed("SCRY002", text, "ja") == repaired
    assert not found("SCRY002", repaired, "ja")


@pytest.mark.parametrize(
    "text",
    [
        "占術２を行う。",
        "占術２を行い、その後カード１枚を引く。",
        "あなたが行う諜報１回につき、",
        "あなたが占術を行うたび、",
    ],
)
def test_scry002_silent(text: str) -> None:
    assert not found("SCRY002", text, "ja")


def test_scry002_reads_only_japanese() -> None:
    assert not found("SCRY002", "占術３。", "en")


# --- SCRY003 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"), [("Scry 0.", "en"), ("Surveil 0.", "en"), ("占術０を行う。", "ja")]
)
def test_scry003_fires(text: str, lang: str) -> None:
    (diagnostic,) = found("SCRY003", text, lang)
    assert "no " in diagnostic.message and "event occurs" in diagnostic.message
    assert diagnostic.fix is None


@pytest.mark.parametrize("text", ["Scry 1.", "Scry X.", "Surveil 2."])
def test_scry003_silent(text: str) -> None:
    assert not found("SCRY003", text)


# --- SCRY004 ----------------------------------------------------------------------------

SCRY_1 = "Look at the top card of your library. You may put that card on the bottom."
SCRY_2 = (
    "Look at the top two cards of your library, then put any number of them on the bottom and "
    "the rest on top in any order."
)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (f"Scry 2. ({SCRY_1})", 'looks at "the top card"'),
        (f"Scry 2. ({SCRY_2.replace('two', '2')})", 'looks at "the top 2 cards"'),
        (f"Scry 3. ({SCRY_2})", 'looks at "the top two cards"'),
        (f"Surveil 2. ({SCRY_2})", 'puts the cards "on the bottom"'),
        (f"Scry 2. (To scry 3, {SCRY_2[0].lower()}{SCRY_2[1:]})", 'begins "To scry 3"'),
    ],
)
def test_scry004_fires_and_fixes(text: str, problem: str) -> None:
    (diagnostic,) = found("SCRY004", text)
    assert problem in diagnostic.message
    repaired = fixed("SCRY004", text)
    action, number = text.split(".")[0].lower().split()
    assert repaired == f"{text.split('(')[0]}({canonical(action, int(number))})"
    assert not found("SCRY004", repaired)


@pytest.mark.parametrize(
    "text",
    [
        f"Scry 1. ({SCRY_1})",
        f"Scry 2. ({SCRY_2})",
        "Scry 1. (Look at the top card of your library. You may put that card on the bottom of "
        "your library.)",
        "Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then "
        "put any number of them on the bottom of your library and the rest on top in any order.)",
        "Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
        "Surveil 2. (Look at the top two cards of your library, then put any number of them into "
        "your graveyard and the rest on top of your library in any order.)",
        "Scry X. (Look at the top X cards of your library, then put any number of them on the "
        "bottom and the rest on top in any order.)",
        "Flash (You may cast this spell any time you could cast an instant.)",
    ],
)
def test_scry004_silent(text: str) -> None:
    assert not found("SCRY004", text)


def test_scry004_canonical_texts() -> None:
    assert canonical("scry", 1) == SCRY_1
    assert canonical("scry", 2) == SCRY_2
    assert canonical("surveil", 3).startswith("Look at the top three cards")
    assert "into your graveyard" in canonical("surveil", 1)


# --- SCRY005 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        (
            "Destroy target creature with converted mana cost 2 or less.",
            "Destroy target creature with mana value 2 or less.",
        ),
        ("When Augury Owl enters the battlefield, scry 3.", "When Augury Owl enters, scry 3."),
        (
            "Creatures your opponents control enter the battlefield tapped.",
            "Creatures your opponents control enter tapped.",
        ),
        ("When CARDNAME enters, scry 1.", "When Augury Owl enters, scry 1."),
        ("~ deals 2 damage to any target.", "Augury Owl deals 2 damage to any target."),
        ("Converted mana cost matters.", "Mana value matters."),
    ],
)
def test_scry005_fires_and_fixes(text: str, repaired: str) -> None:
    assert found("SCRY005", text, name="Augury Owl")
    assert fixed("SCRY005", text, name="Augury Owl") == repaired
    assert not found("SCRY005", repaired, name="Augury Owl")


@pytest.mark.parametrize(
    "text",
    [
        "When this creature enters, scry 1.",
        "Destroy all creatures that entered the battlefield this turn.",
        "Put it onto the battlefield.",
        "Add {C}. Spend this mana only on costs with {X} in them.",
    ],
)
def test_scry005_silent(text: str) -> None:
    assert not found("SCRY005", text, name="Test Card")


def test_scry005_placeholder_without_a_name_has_no_fix() -> None:
    (diagnostic,) = found("SCRY005", "When CARDNAME enters, scry 1.")
    assert diagnostic.fix is None and "the card's name" in diagnostic.message


# --- SCRY006 ----------------------------------------------------------------------------


def test_scry006_fires_on_an_undefined_x() -> None:
    (diagnostic,) = found("SCRY006", "Scry X.", mana_cost="{1}{U}")
    assert "X has no definition" in diagnostic.message and diagnostic.fix is None
    assert (diagnostic.span.start, diagnostic.span.end) == (5, 6)


@pytest.mark.parametrize(
    ("text", "mana_cost"),
    [
        ("Scry X.", "{X}{U}"),
        ("Scry X, where X is the number of cards in your hand.", "{1}{U}"),
        ("{X}, {T}: Scry X.", ""),
        ("{T}, Sacrifice X lands: Scry X.", ""),
        ("As an additional cost to cast this spell, discard X cards.\nScry X.", "{U}"),
        ("Scry 2.", "{1}{U}"),
    ],
)
def test_scry006_silent(text: str, mana_cost: str) -> None:
    assert not found("SCRY006", text, mana_cost=mana_cost)


def test_scry006_needs_the_mana_cost() -> None:
    assert not found("SCRY006", "Scry X.")


# --- SCRY007 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Destroy it.", '"it"'),
        ("Tap that creature.", '"that creature"'),
        ("Scry that many.", '"that many"'),
    ],
)
def test_scry007_fires_on_unbound_references(text: str, said: str) -> None:
    (diagnostic,) = found("SCRY007", text)
    assert said in diagnostic.message and diagnostic.fix is None
    assert text[diagnostic.span.start : diagnostic.span.end] == said.strip('"')
    assert BY_CODE["SCRY007"].severity == "error"


@pytest.mark.parametrize(
    "text",
    [
        "Destroy target creature. Its controller scries 2.",
        "Draw a card and reveal it.",
        "If you would scry a number of cards, scry that many cards plus one instead.",
        "Mill three cards. Draw that many cards.",
    ],
)
def test_scry007_silent(text: str) -> None:
    assert not found("SCRY007", text)


# --- SCRY008 ----------------------------------------------------------------------------


def test_scry008_fires_and_quotes_both_texts() -> None:
    english, japanese = read("Scry 2."), read("占術１を行う。", "ja")
    english.translation = japanese  # type: ignore[union-attr]
    (diagnostic,) = [d for rule, d in diagnose(english) if rule.code == "SCRY008"]
    assert "“2”" in diagnostic.message and "“１”" in diagnostic.message
    assert diagnostic.fix is None and (diagnostic.span.start, diagnostic.span.end) == (5, 6)


def test_scry008_silent_on_equivalent_texts() -> None:
    english, japanese = (
        read("Scry 2, then draw a card."),
        read("占術２を行い、その後カード１枚を引く。", "ja"),
    )
    english.translation = japanese  # type: ignore[union-attr]
    assert not [d for rule, d in diagnose(english) if rule.code == "SCRY008"]
    assert not found("SCRY008", "Scry 2.")  # no Japanese text: nothing to compare


# --- SCRY009 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("When this creature enters, Scry 2.", "When this creature enters, scry 2."),
        ("Draw a card. scry 1.", "Draw a card. Scry 1."),
        ("scry 1.", "Scry 1."),
        ("{T}: surveil 1.", "{T}: Surveil 1."),
        ("Whenever you Scry, draw a card.", "Whenever you scry, draw a card."),
        ("Heroic — scry 1.", "Heroic — Scry 1."),
    ],
)
def test_scry009_fires_and_fixes(text: str, repaired: str) -> None:
    assert found("SCRY009", text)
    assert fixed("SCRY009", text) == repaired
    assert not found("SCRY009", repaired)


@pytest.mark.parametrize(
    "text",
    [
        "Scry 2, then draw a card.",
        "Whenever you scry, draw a card.",
        "Flash (You may cast this spell any time you could cast an instant.)\nScry 1.",
        "• Scry 2.",
        "(To scry 1, look at the top card of your library.)",
        'Creatures you control have "{T}: Scry 1."',
        "Scrying Sheets: whenever you play Scryb Sprites, draw a card.",
    ],
)
def test_scry009_silent(text: str) -> None:
    assert not found("SCRY009", text)


def test_scry009_leaves_the_cards_name_alone() -> None:
    assert not found(
        "SCRY009", "When Master Scry Dragon enters, draw a card.", name="Master Scry Dragon"
    )


# --- SCRY010 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("Choose two -\n• Scry 1.\n• Draw a card.", "Choose two —\n• Scry 1.\n• Draw a card."),
        ("Heroic - Scry 1.", "Heroic — Scry 1."),
    ],
)
def test_scry010_fires_fixes_and_still_parses(text: str, repaired: str) -> None:
    assert found("SCRY010", text)
    assert fixed("SCRY010", text) == repaired
    assert not found("SCRY010", repaired)
    assert scryc.equivalent(scryc.parse(text), scryc.parse(repaired)) is None


@pytest.mark.parametrize("text", ["Creatures you control get -1/-1.", "Scry X-1.", "{T}: Add {C}."])
def test_scry010_silent(text: str) -> None:
    assert not found("SCRY010", text)
