"""The Japanese front end: notations, spans, self references and errors (its templates, side
by side with their English text, are rows of tests/templates)."""

from __future__ import annotations

import pytest

import scryc
from scryc import ast


@pytest.mark.parametrize(
    ("printed", "database"),
    [
        ("{1}{U}: Scry 1.", "(１)(青)：占術１を行う。"),
        ("{T}: Add {C}.", "(Ｔ)：(◇)を加える。"),
        ("{3}{G/U}: Scry 1.", "(３)(緑/青)：占術１を行う。"),
    ],
)
def test_japanese_mana_notations_agree(printed: str, database: str) -> None:
    """Printed {R}-style symbols inside Japanese text equal the database's (赤)."""
    japanese_printed = database.replace("(１)(青)", "{1}{U}").replace("(Ｔ)", "{T}")
    japanese_printed = japanese_printed.replace("(◇)", "{C}").replace("(３)(緑/青)", "{3}{G/U}")
    both = scryc.parse(database, "ja"), scryc.parse(japanese_printed, "ja")
    assert scryc.equivalent(*both) is None
    assert scryc.equivalent(scryc.parse(printed), scryc.parse(database, "ja")) is None


def test_full_and_half_width_digits_agree() -> None:
    assert scryc.parse("占術２を行う。", "ja") == scryc.parse("占術2を行う。", "ja")


def test_spans_point_into_the_original_text() -> None:
    text = "(２),(Ｔ)：占術２を行う。"
    card = scryc.parse(text, "ja")
    ability = card.abilities[0]
    assert isinstance(ability, ast.ActivatedAbility)
    mana = ability.costs[0]
    assert isinstance(mana, ast.ManaCost) and mana.symbols == "{2}"
    assert mana.span is not None and text[mana.span.start : mana.span.end] == "(２)"
    scry = ability.effect
    assert isinstance(scry, ast.Scry) and scry.span is not None
    assert text[scry.span.start : scry.span.end] == "占術２を行う"


@pytest.mark.parametrize("self_text", ["海の神、タッサ", "タッサ", "これ", "このクリーチャー"])
def test_self_references(self_text: str) -> None:
    card = scryc.parse(f"{self_text}が攻撃するたび、占術１を行う。", "ja", name="海の神、タッサ")
    trigger = card.abilities[0].trigger  # type: ignore[union-attr]
    assert isinstance(trigger, ast.Attacks)
    assert isinstance(trigger.object, ast.SelfRef)


def test_bullets_dashes_and_reminder_parentheses() -> None:
    card = scryc.parse(
        "英雄的 ― あなたが呪文を唱えるたび、占術１を行う。（注釈文。）\nI — 占術２を行う。", "ja"
    )
    word, chapter = card.abilities
    assert isinstance(word, ast.AbilityWordAbility) and word.word.text == "英雄的"
    assert word.ability.reminder[0].text == "注釈文。"  # type: ignore[union-attr]
    assert isinstance(chapter, ast.ChapterAbility) and chapter.chapters == [1]


def test_a_target_for_each_player_must_be_used() -> None:
    """「各対戦相手につきそれぞれ、…を対象とする。」 with no step referring to the target is an
    error, not a target chosen once."""
    with pytest.raises(scryc.ParseError):
        scryc.parse(
            "各対戦相手につきそれぞれ、そのプレイヤーがコントロールしているクリーチャー最大１体を"
            "対象とする。カード１枚を引く。",
            "ja",
        )


@pytest.mark.parametrize(
    "text",
    [
        "エンチャントしているパーマネントは伝説である。",
        "あなたがコントロールしている土地は基本である。",
    ],
)
def test_a_supertype_is_no_type_set(text: str) -> None:
    """「…は伝説である」 gives a supertype, which the type-setting 「…は…である」 does not."""
    with pytest.raises(scryc.ParseError):
        scryc.parse(text, "ja")


def test_japanese_parse_error_has_position() -> None:
    with pytest.raises(scryc.ParseError) as caught:
        scryc.parse("占術２を行う。\n占術３を", "ja")
    assert caught.value.line == 2
    assert caught.value.column >= 1


def test_difference_reports_both_spans() -> None:
    en = scryc.parse("Scry 2.")
    ja = scryc.parse("占術３を行う。", "ja")
    difference = scryc.equivalent(en, ja)
    assert difference is not None
    assert difference.left_span is not None and difference.right_span is not None
    told = difference.describe()  # as the two texts word it
    assert "2" in told and "３" in told


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_declared_target_goes_to_the_reference_that_can_mean_it(lang: str) -> None:
    """Judge Unworthy: the target creature is "that creature", not "that card" (the revealed
    card, whose mana value is the damage)."""
    card = scryc.load_cards("corpus/judge_unworthy.toml").cards[0]
    face = card.face(lang)
    assert face is not None and face.text is not None
    tree = scryc.parse(face.text, lang, name=face.name)  # type: ignore[arg-type]
    (damage,) = [n for n in tree.walk() if isinstance(n, ast.DealDamage)]
    assert isinstance(damage.amount, ast.ValueOf) and isinstance(damage.amount.object, ast.Ref)
    assert isinstance(damage.recipient, ast.Objects) and damage.recipient.quantifier == "target"


@pytest.mark.parametrize(
    ("japanese", "english"),
    [("後援", "enlist"), ("犠牲２", "casualty"), ("製造１", "fabricate"), ("協約", "bargain")],
)
def test_keyword_names_from_the_card_database(japanese: str, english: str) -> None:
    """Keyword names as the Japanese cards print them (Enlist is 後援)."""
    (ability,) = scryc.parse(japanese, "ja").abilities
    assert ability.keywords[0].name == english  # type: ignore[union-attr]


def test_a_station_symbol_holds_the_lines_under_it() -> None:
    """「8+｜…」 on a card with 配備 opens a station striation, its P/T box last (CR 721.2);
    elsewhere 「15+｜…」 is a row of the die-roll table above it."""
    text = "配備\n2+｜警戒\n8+｜飛行\n(Ｔ)：(◇)を加える。\n4/4"
    _, low, high = scryc.parse(text, "ja").abilities
    assert isinstance(low, ast.StationAbility) and isinstance(high, ast.StationAbility)
    assert (low.threshold, len(low.abilities), low.size) == (2, 1, None)
    assert (high.threshold, len(high.abilities), high.size) == (8, 2, "4/4")
    roll = scryc.parse("１個のd20を振る。\n1-14｜カード１枚を引く。\n15+｜カード２枚を引く。", "ja")
    (ability,) = roll.abilities
    assert isinstance(ability, ast.SpellAbility)


def test_the_cards_own_name_in_brackets_is_a_name_after_a_zone() -> None:
    """「あなたの墓地にある《名前》という名前のカード」: the card's own name in 《》 before
    「という名前」 is "named ~" (not an object of its own after the zone)."""
    card = scryc.parse(
        "あなたの墓地にある《名前》という名前のカードを追放する。", "ja", name="名前"
    )
    named = next(n for n in card.walk() if isinstance(n, ast.Named))
    assert named.self_name


def test_gain_then_a_power_toughness_change_is_one_subjects_two_predicates() -> None:
    """「トランプルを得て+2/+0の修整を受ける」: the te-form before a power/toughness change
    continues the predicates of one subject; 「…を得て、…」 before a step still joins steps."""
    text = (
        "クリーチャー１体を対象とする。"
        "ターン終了時まで、それはトランプルを得て+2/+0の修整を受ける。"
    )
    effect = scryc.parse(text, "ja").abilities[0].effect
    assert [step.kind for step in effect.steps] == ["gain_ability", "modify_pt"]
    assert effect.connectives == ["て"] and effect.steps[1].object == ast.Ref(elided=True)
    joined = scryc.parse("あなたは２点のライフを得て、カード１枚を引く。", "ja").abilities[0].effect
    assert [step.kind for step in joined.steps] == ["gain_life", "draw"]
