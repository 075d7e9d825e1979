"""The renderers: AST → canonical English and Japanese text.

Same language: a parsed text renders back to itself (in the comparison notation of
scryc.render.notation). Other language: the English AST rendered in Japanese (and back)
reads like the printed card and parses to an equivalent AST.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scryc
from scryc import ast
from scryc.cards import Card, load_cards
from scryc.cli import main
from scryc.cli.render import render_command
from scryc.render import RenderError, render
from scryc.render.ja.conjugate import conjugate
from scryc.render.notation import normalise
from scryc.render.roundtrip import first_difference, measure_roundtrip
from tests.fuzz_inputs import random_input
from tests.templates import JA_NAME, NAME, row

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"
CORPUS = load_cards(ROOT / "corpus").cards


def round_trip(text: str, lang: str, name: str | None) -> tuple[str, str]:
    """The text and its rendering, both in comparison notation."""
    tree = scryc.parse(text, lang, name=name)  # type: ignore[arg-type]
    return normalise(text, lang), normalise(render(tree, lang, name=name), lang)  # type: ignore[arg-type]


def shared(file: str) -> list[Card]:
    path = SHARED / file
    if not path.exists():
        pytest.skip(f"{path} is absent: these tests need ../shared/corpus")
    return load_cards(path).cards


# ------------------------------------------------------------------ same language


@pytest.mark.parametrize("card", CORPUS, ids=lambda c: c.name)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_corpus_card_renders_back_to_its_text(card: Card, lang: str) -> None:
    face = card.face(lang)  # type: ignore[arg-type]
    assert face is not None and face.text
    text, rendered = round_trip(face.text, lang, face.name)
    assert rendered == text


@pytest.mark.parametrize(
    ("name", "text", "lang"),
    [
        (
            "Neva, Stalked by Nightmares",
            "When Neva, Stalked by Nightmares enters, scry 1.\n"
            "Whenever you scry, put a +1/+1 counter on Neva.",
            "en",
        ),
        (
            "Eye of Malcator",
            "Whenever another artifact you control enters, Eye of Malcator becomes a 4/4 "
            "Phyrexian Eye artifact creature until end of turn.",
            "en",
        ),
        (
            "海の神、タッサ",
            "海の神、タッサが攻撃するたび、占術１を行う。\nタッサは速攻を持つ。",
            "ja",
        ),
    ],
)
def test_short_names_render_back(name: str, text: str, lang: str) -> None:
    original, rendered = round_trip(text, lang, name)
    assert rendered == original


def test_japanese_notation_is_the_databases() -> None:
    """Japanese renders in one notation: (赤) mana, full-width digits; both notations parse."""
    printed = scryc.parse("{2}{U}, {T}: Scry 2.", "en")
    assert render(printed, "ja") == "(２)(青),(Ｔ)：占術２を行う。"
    for text in ("{2}{U},{T}：占術2を行う。", "(２)(青),(Ｔ)：占術２を行う。"):
        assert render(scryc.parse(text, "ja"), "ja") == "(２)(青),(Ｔ)：占術２を行う。"


# ------------------------------------------------------------------ other language


def test_opt_english_renders_as_its_japanese_text() -> None:
    card = next(c for c in CORPUS if c.name == "Opt")
    assert card.ja is not None and card.text and card.ja.text
    japanese = render(scryc.parse(card.text, "en", name=card.name), "ja", name=card.ja.name)
    assert normalise(japanese, "ja") == normalise(card.ja.text, "ja")
    english = render(scryc.parse(card.ja.text, "ja", name=card.ja.name), "en", name=card.name)
    assert english == card.text


def test_magma_jet_english_renders_as_its_japanese_text() -> None:
    """The printed text has an optional comma after the topic (「マグマの噴流は、それに」)."""
    card = next(c for c in CORPUS if c.name == "Magma Jet")
    assert card.ja is not None and card.text and card.ja.text
    japanese = render(scryc.parse(card.text, "en", name=card.name), "ja", name=card.ja.name)
    printed = card.ja.text.replace("は、それに", "はそれに")
    assert normalise(japanese, "ja") == normalise(printed, "ja")
    english = render(scryc.parse(card.ja.text, "ja", name=card.ja.name), "en", name=card.name)
    assert english == card.text


@pytest.mark.parametrize("card", CORPUS, ids=lambda c: c.name)
@pytest.mark.parametrize(("source", "target"), [("en", "ja"), ("ja", "en")])
def test_other_language_parses_to_an_equivalent_ast(card: Card, source: str, target: str) -> None:
    face, other = card.face(source), card.face(target)  # type: ignore[arg-type]
    assert face is not None and face.text and other is not None
    tree = scryc.parse(face.text, source, name=face.name)  # type: ignore[arg-type]
    translated = render(tree, target, name=other.name)  # type: ignore[arg-type]
    back = scryc.parse(translated, target, name=other.name)  # type: ignore[arg-type]
    assert scryc.equivalent(tree, back) is None, translated


def test_declared_target_is_declared_in_japanese() -> None:
    tree = scryc.parse("Destroy target creature. Scry 1.", "en")
    assert render(tree, "ja") == "クリーチャー１体を対象とする。それを破壊する。占術１を行う。"
    tree = scryc.parse("Choose target creature. Scry 1. Tap that creature.", "en")
    assert (
        render(tree, "ja")
        == "クリーチャー１体を対象とする。占術１を行う。そのクリーチャーをタップする。"
    )


@pytest.mark.parametrize(
    ("english", "japanese"),
    [
        (
            "Destroy target creature and all Auras attached to it.",
            "クリーチャー１体を対象とする。それとそれにつけられているすべてのオーラを破壊する。",
        ),
        (
            "~ deals 2 damage to target player and each creature that player controls.",
            "プレイヤー１人を対象とする。名前はそのプレイヤーとそのプレイヤーがコントロールしている"
            "各クリーチャーにそれぞれ２点のダメージを与える。",
        ),
        (
            "Destroy target creature and target land.",
            "クリーチャー１体と土地１つを対象とする。それらを破壊する。",
        ),
    ],
)
def test_only_the_targets_of_a_list_are_declared_in_japanese(english: str, japanese: str) -> None:
    """Of "target creature and all Auras attached to it" Japanese declares the creature
    alone and names the Auras in the sentence; a list of targets only is declared whole."""
    tree = scryc.parse(english, "en", name="~")
    assert render(tree, "ja", name="名前") == japanese
    assert scryc.equivalent(tree, scryc.parse(japanese, "ja", name="名前")) is None


def test_japanese_targets_are_inline_in_english() -> None:
    tree = scryc.parse("クリーチャー１体を対象とする。それを破壊する。占術１を行う。", "ja")
    assert render(tree, "en") == "Destroy target creature. Scry 1."


# ------------------------------------------------------------------ nothing evaluated, nothing lost


def test_rendering_keeps_amounts_as_written() -> None:
    """The renderer writes X, "that many" and definitions as they are: it computes nothing."""
    text = "Whenever Card Name attacks, scry X, where X is the number of attacking creatures."
    tree = scryc.parse(text, "en", name=NAME)
    before = tree.model_dump(mode="json")
    assert render(tree, "en", name=NAME) == text
    assert render(tree, "en", name=NAME) == text
    assert tree.model_dump(mode="json") == before  # the AST is not changed
    assert "占術Ｘを行う。Ｘは" in render(tree, "ja", name=JA_NAME)


def test_rendering_does_not_import_the_engine() -> None:
    code = "import sys, scryc.render; print(any(m.startswith('scryc.engine') for m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "False", result.stderr


def test_reminder_text_is_kept_in_place() -> None:
    text = "Draw a card. (Reminder one.) Scry 1. (Reminder two.)"
    tree = scryc.parse(text, "en")
    assert render(tree, "en") == text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_shared_corpus_renders_without_losing_text(lang: str) -> None:
    """Every parsed card renders, and the rendering parses to an equivalent AST."""
    lost = []
    for card in shared("scry.jsonl"):
        face = card.face(lang)  # type: ignore[arg-type]
        if face is None or not face.text:
            continue
        try:
            tree = scryc.parse(face.text, lang, name=face.name)  # type: ignore[arg-type]
        except scryc.ParseError:
            continue
        again = scryc.parse(render(tree, lang, name=face.name), lang, name=face.name)  # type: ignore[arg-type]
        if scryc.equivalent(tree, again) is not None or len(again.abilities) != len(tree.abilities):
            lost.append(face.name)
    assert lost == []


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_any_parsed_text_renders_to_an_equivalent_ast(rng: random.Random) -> None:
    """Mutated card text that still parses renders to text that parses to the same meaning."""
    lang, text = random_input(rng)
    try:
        tree = scryc.parse(text, lang)  # type: ignore[arg-type]
    except scryc.ParseError:
        return
    rendered = render(tree, lang)  # type: ignore[arg-type]
    assert scryc.equivalent(tree, scryc.parse(rendered, lang)) is None, rendered  # type: ignore[arg-type]


def test_unknown_node_is_a_render_error() -> None:
    class Strange(ast.Node):
        kind: str = "strange"

    with pytest.raises(RenderError):
        render(Strange(), "en")
    with pytest.raises(ValueError):
        render(scryc.parse("Scry 1.", "en"), "fr")  # type: ignore[arg-type]


# ------------------------------------------------------------------ round-trip report, CLI


@pytest.mark.parametrize(("lang", "bar"), [("en", 95.0), ("ja", 95.0)])
def test_round_trip_over_the_shared_corpus(lang: str, bar: float) -> None:
    report = measure_roundtrip(shared("scry.jsonl"), lang)  # type: ignore[arg-type]
    assert report.parsed >= 215
    assert report.percent >= bar, [m.card for m in report.mismatches]


def test_first_difference() -> None:
    assert first_difference("Scry 1.", "Scry 2.") == 5
    assert first_difference("Scry 1.", "Scry 1. Draw") == 7


def test_roundtrip_report_lists_mismatches(tmp_path: Path) -> None:
    card = Card(name="Odd", text="Scry 1.\n\nDraw a card.", path="odd.toml")
    report = measure_roundtrip([card], "en")
    assert (report.parsed, report.matched) == (1, 0)
    mismatch = report.mismatches[0]
    assert (mismatch.position, mismatch.line, mismatch.column) == (8, 2, 1)
    rows = tmp_path / "odd.jsonl"
    rows.write_text(json.dumps({"name": "Odd", "oracle_text": card.text}) + "\n", "utf-8")
    result = CliRunner().invoke(main, ["coverage", str(rows), "--roundtrip"])
    assert result.exit_code == 0, result.output
    assert "rendered back 0/1 parsed cards exactly (0.0%) [en]" in result.output
    assert json.dumps(card.text) in result.output
    assert json.dumps("Scry 1.\nDraw a card.") in result.output


def test_render_command() -> None:
    runner = CliRunner()
    result = runner.invoke(render_command, ["Opt", "--in", str(ROOT / "corpus")])
    assert result.exit_code == 0, result.output
    assert result.output == "占術１を行う。\nカード１枚を引く。\n"
    result = runner.invoke(render_command, ["選択", "--lang", "en", "--in", str(ROOT / "corpus")])
    assert (result.exit_code, result.output) == (0, "Scry 1.\nDraw a card.\n")
    result = runner.invoke(
        render_command, [str(ROOT / "corpus" / "magma_jet.toml"), "--from", "en", "--lang", "en"]
    )
    assert result.output == "Magma Jet deals 2 damage to any target. Scry 2.\n"
    result = runner.invoke(render_command, ["No Such Card", "--in", str(ROOT / "corpus")])
    assert result.exit_code == 2


def assert_equivalent_round_trips(english: str, japanese: str) -> None:
    """The two texts are equivalent and each renders back exactly (a pair whose surface
    differences keep the translations from being exact both ways)."""
    en, ja = scryc.parse(english, "en", name=NAME), scryc.parse(japanese, "ja", name="名前")
    assert scryc.equivalent(en, ja) is None
    assert render(en, "en", name=NAME) == english
    assert render(ja, "ja", name="名前") == japanese


def test_choosing_a_color_first_means_the_color_of_your_choice() -> None:
    """「色１色を選ぶ。…（その選ばれた色）」 and "Choose a color. … the chosen color" mean "…
    protection from the color of your choice"; a then sentence after 「戦闘終了時に、…」 is part
    of the delayed trigger, as the English 'then' step is."""
    english = scryc.parse(row("protection from the color of your choice").en)
    chosen_first = row("choose a color, then protection from the chosen color").ja
    assert scryc.equivalent(english, scryc.parse(chosen_first, "ja", name="名前")) is None
    fortune = (
        "Whenever Card Name attacks, at end of combat, exile it and up to one creature that "
        "saddled it this turn, then return those cards to the battlefield under their owner's "
        "control."
    )
    japanese = row("a then sentence inside a delayed trigger").ja
    attacks = scryc.parse(japanese, "ja", name="名前")
    assert scryc.equivalent(scryc.parse(fortune, name=NAME), attacks) is None


def test_japanese_without_an_ability_renders_in_english() -> None:
    """「飛行を持たない」 has no English parse yet; its English wording follows the noun."""
    text = row("without an ability").ja
    expected = "Put a flying counter on each creature you control without flying."
    assert render(scryc.parse(text, "ja"), "en") == expected


def test_count_first_and_are_in_mean_there_are() -> None:
    there = scryc.parse("If there are seven or more cards in your graveyard, scry 1.")
    are_in = scryc.parse("If seven or more cards are in your graveyard, scry 1.")
    count_first = scryc.parse("あなたの墓地に７枚以上のカードがあるなら、占術１を行う。", "ja")
    assert scryc.equivalent(there, are_in) is None
    assert scryc.equivalent(there, count_first) is None


def test_condition_last_is_english_word_order_only() -> None:
    """ "… as long as …" after the effect means the same as before it (and as 「…かぎり、…」)."""
    last = scryc.parse("Enchanted creature has shroud as long as you control a Forest.")
    first = scryc.parse(row("as long as").en)
    assert scryc.equivalent(last, first) is None
    assert scryc.equivalent(last, scryc.parse(row("as long as").ja, "ja")) is None


def test_becomes_renders_in_japanese() -> None:
    text = "Card Name becomes a 4/4 Phyrexian Eye artifact creature until end of turn."
    tree = scryc.parse(text, name=NAME)
    expected = (
        "ターン終了時まで、名前は4/4のファイレクシアン・眼・アーティファクト・クリーチャーになる。"
    )
    assert render(tree, "ja", name=JA_NAME) == expected


@pytest.mark.parametrize(
    ("verb", "negative"),
    [
        ("支払う", "支払わない"),
        ("捨てる", "捨てない"),
        ("追放する", "追放しない"),
        ("戻す", "戻さない"),
    ],
)
def test_japanese_negative_form(verb: str, negative: str) -> None:
    assert conjugate(verb, "negative") == negative


def test_searching_another_players_library_and_that_player_shuffling() -> None:
    """ "Search target opponent's library …. Then that player shuffles." / 「そのプレイヤーの
    ライブラリーから…を探し…。その後そのプレイヤーはライブラリーを切り直す。」."""
    english = (
        "Search target opponent's library for an artifact card and put that card onto the "
        "battlefield under your control. Then that player shuffles."
    )
    japanese = (
        "対戦相手１人を対象とする。そのプレイヤーのライブラリーからアーティファクト・カード１枚を"
        "探し、それをあなたのコントロール下で戦場に出す。その後そのプレイヤーはライブラリーを"
        "切り直す。"
    )
    assert_equivalent_round_trips(english, japanese)
    shuffle = scryc.parse(english).abilities[0].effect.steps[-1]
    assert isinstance(shuffle, ast.Shuffle) and shuffle.player.quantifier == "that"
    with pytest.raises(scryc.ParseError, match="only a library"):
        scryc.parse(
            "対戦相手１人を対象とする。そのプレイヤーの墓地からカード１枚を探し、それを追放する。",
            "ja",
        )
    you_may = "あなたはライブラリーを切り直してもよい。"
    assert render(scryc.parse(you_may, "ja"), "ja") == you_may
    assert render(scryc.parse(you_may, "ja"), "en") == "You may shuffle."


def test_entering_as_a_copy_keeps_its_wording() -> None:
    """ "enter the battlefield" and "any" are kept as written; the Japanese static form."""
    for english in (
        "You may have Card Name enter the battlefield as a copy of any creature card in a "
        "graveyard.",
        "Creatures you control enter as a copy of Card Name.",
    ):
        assert render(scryc.parse(english, name=NAME), "en", name=NAME) == english
    japanese = "あなたがコントロールしているクリーチャーは、名前のコピーとして戦場に出る。"
    assert render(scryc.parse(japanese, "ja", name="名前"), "ja", name="名前") == japanese


@pytest.mark.parametrize(
    "text",
    [
        "Exchange your hand and hand.",
        "Exchange your hands and graveyards.",
        "Exchange your hands and graveyard.",
        "Exchange cards in your hand and cards in your graveyard.",
        "Exchange cards in your hands and cards in your hands.",
        "Add or subtract 1 or 1 from a number or number word on target permanent.",
        "Add or subtract 2 or one from a number or number word on target permanent.",
    ],
)
def test_exchanges_and_adjusted_numbers_are_written_as_the_template_says(text: str) -> None:
    """One player's two zones are named in the singular; the zones of "you and that player"
    in the plural, each once; an adjusted number is written in digits, then the same as a
    word."""
    with pytest.raises(scryc.ParseError):
        scryc.parse(text)


def test_no_maximum_hand_size_for_a_while() -> None:
    english = "You have no maximum hand size until your next turn."
    tree = scryc.parse(english)
    assert render(tree, "en") == english
    assert render(tree, "ja") == "あなたの次のターンまで、あなたの手札の上限はなくなる。"
    with pytest.raises(scryc.ParseError):
        scryc.parse("あなたの墓地の上限はなくなる。", "ja")
