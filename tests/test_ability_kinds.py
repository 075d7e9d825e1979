"""The kind of an ability from the card's type line (CR 113.3): a line of a card that is
never a spell (a permanent, a plane …) is never a spell ability."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest
from click.testing import CliRunner

import scryc
from scryc.cards import iter_cards
from scryc.cli.parse import parse as parse_command
from scryc.engine.compile import compile_abilities
from scryc.parse.card_types import card_types, never_spell, spell_abilities

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "corpus"
#: Every so many rows of oracle.jsonl are checked here (the whole file:
#: ``python tools/ability_kinds.py ../shared/corpus/oracle.jsonl``).
STRIDE = 25


@pytest.mark.parametrize(
    ("type_line", "lang", "types"),
    [
        ("Legendary Artifact Creature — Golem", "en", {"artifact", "creature"}),
        ("Kindred Instant — Elf", "en", {"instant"}),
        ("Plane — Dominaria", "en", {"plane"}),
        ("Summon Wolf", "en", set()),
        ("伝説のアーティファクト・クリーチャー ― ゴーレム", "ja", {"artifact", "creature"}),
        ("同族・ソーサリー ― エルフ", "ja", {"sorcery"}),
        ("土地", "ja", {"land"}),
    ],
)
def test_card_types_of_a_type_line(type_line: str, lang: str, types: set[str]) -> None:
    assert card_types(type_line, lang) == types  # type: ignore[arg-type]


def test_only_a_card_that_is_no_instant_or_sorcery_never_has_spell_abilities() -> None:
    assert never_spell("Enchantment — Aura", "en")
    assert never_spell("エンチャント ― オーラ", "ja")
    assert not never_spell("Instant Creature — Ape", "en")  # an Un-card: may be cast
    assert not never_spell("Dungeon", "en")  # rooms are triggered (CR 309.4c), left as parsed
    assert not never_spell(None, "en")


@pytest.mark.parametrize(
    ("text", "lang", "type_line"),
    [
        ("Prevent all damage that would be dealt to creatures.", "en", "Enchantment"),
        ("You can't play lands.", "en", "Enchantment"),
        ("あなたは土地をプレイできない。", "ja", "エンチャント"),
        (
            "If you control a commander, you may cast this spell without paying its mana cost.",
            "en",
            "Creature — Human",
        ),
    ],
)
def test_with_its_type_line_a_permanents_line_is_static(
    text: str, lang: str, type_line: str
) -> None:
    assert scryc.parse(text, lang, type_line=type_line).abilities[0].kind == "static_ability"  # type: ignore[arg-type]


def test_an_instants_line_stays_a_spell_ability() -> None:
    text = "Prevent all damage that would be dealt to creatures."
    assert scryc.parse(text, type_line="Instant").abilities[0].kind == "spell_ability"


@pytest.mark.parametrize(
    "text",
    [
        "Card Name enters with three brick counters on it.",
        "Card Name enters with a +1/+1 counter on it for each creature you control.",
        "Card Name gets +1/+1 for each artifact you control.",
        "Card Name can't attack if defending player controls an untapped land.",
    ],
)
def test_without_a_type_line_the_text_decides_where_it_can(text: str) -> None:
    tree = scryc.parse(text, name="Card Name")
    assert tree.abilities[0].kind == "static_ability"


@pytest.mark.parametrize(
    "text",
    [
        "If you do, that creature enters with that many additional +1/+1 counters on it.",
        "It enters with an additional +1/+1 counter on it.",
    ],
)
def test_without_a_type_line_a_step_about_something_named_before_stays_as_it_is(
    text: str,
) -> None:
    # a fragment of a card (what it names comes before it), so not parsed as a whole card
    assert scryc.parse(text, whole=False).abilities[0].kind == "spell_ability"


def test_parse_command_takes_the_type_line() -> None:
    args = ["You can't play lands.", "--type-line", "Enchantment", "--format", "tree"]
    result = CliRunner().invoke(parse_command, args)
    assert result.exit_code == 0, result.output
    assert "abilities[0]: static_ability" in result.output


def _sample() -> list[scryc.Card]:
    """The scry and surveil cards, and every STRIDE-th row of oracle.jsonl."""
    if not (SHARED / "oracle.jsonl").is_file():
        pytest.skip(f"{SHARED} is absent")
    cards = [c for f in ("scry.jsonl", "surveil.jsonl") for c in iter_cards(SHARED / f)]
    cards += islice(iter_cards(SHARED / "oracle.jsonl"), 0, None, STRIDE)
    return [c for c in cards if isinstance(c, scryc.Card)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_permanent_of_the_corpus_has_a_spell_ability(lang: str) -> None:
    checked, wrong = 0, []
    for card in _sample():
        face = card.face(lang)  # type: ignore[arg-type]
        if face is None or not face.text or not never_spell(face.type_line, lang):  # type: ignore[arg-type]
            continue
        try:
            tree = scryc.parse(face.text, lang, name=face.name, type_line=face.type_line)  # type: ignore[arg-type]
        except scryc.ParseError:
            continue
        checked += 1
        wrong += [f"{face.name}: {a.effect.kind}" for a in spell_abilities(tree)]
    assert checked > 300
    assert wrong == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "{5}, {T}: Draw a card. This ability costs {1} less to activate for each "
            "legendary creature you control.",
            "en",
        ),
        (
            "(５),(Ｔ)：カード１枚を引く。この能力を起動するためのコストは、あなたがコントロール"
            "している伝説のクリーチャー１体につき(１)少なくなる。",
            "ja",
        ),
    ],
)
def test_a_rule_about_an_abilitys_own_cost_is_no_step_of_its_effect(text: str, lang: str) -> None:
    """CR 602.2b: applied as the ability is activated, not as it resolves (the engine's
    behaviour for it is tested in tests/test_engine_cost_rules.py)."""
    (ability,) = scryc.parse(text, lang).abilities  # type: ignore[arg-type]
    assert isinstance(ability, scryc.ast.ActivatedAbility)
    assert ability.effect.kind == "draw"
    assert ability.cost_rule is not None and ability.cost_rule.kind == "cost_change"
    card = scryc.parse(text, lang)
    (compiled,) = compile_abilities(card, text)  # type: ignore[arg-type]
    body, costs = compiled.tree.args[0], compiled.tree.args[1]
    assert [step.op for step in body.args] == ["draw"]  # the effect has no cost step
    assert [cost.op for cost in costs] == ["cost_mana_changed", "cost_tap"]


@pytest.mark.parametrize(
    "text",
    [
        "If you control a commander, you may cast this spell without paying its mana cost.",
        "You may cast this spell as though it had flash if you control a Knight.",
    ],
)
def test_an_instants_permission_to_cast_itself_is_static(text: str) -> None:
    """A spell's own cast permission works from your hand (CR 113.6): a static ability."""
    card = scryc.parse(text, "en", type_line="Instant")
    assert [a.kind for a in card.abilities] == ["static_ability"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Lands target player controls don't untap during their next untap step.", "en"),
        (
            "すべての攻撃しているクリーチャーは、それのコントローラーの次のアンタップ・ステップに"
            "アンタップしない。",
            "ja",
        ),
    ],
)
def test_a_spells_next_untap_step_restriction_is_its_effect(text: str, lang: str) -> None:
    """ "… don't untap during their next untap step" lasts until that step: a one-shot
    effect of the spell, not a static ability."""
    card = scryc.parse(text, lang, type_line="Sorcery" if lang == "en" else "ソーサリー")  # type: ignore[arg-type]
    assert [a.kind for a in card.abilities] == ["spell_ability"]


def test_tapped_for_one_kind_of_mana_does_not_parse() -> None:
    """ "for {C}" says which mana; the trigger node does not hold it."""
    with pytest.raises(scryc.ParseError, match="for one kind of mana"):
        scryc.parse("Whenever you tap a permanent for {C}, add an additional {C}.", "en")
