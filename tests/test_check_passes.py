"""The semantic passes (binding, targets, sequencing) and the plan `explain` prints, on corpus
cards (Judge Unworthy, Preordain, Magma Jet, Kenessos, …)."""

from __future__ import annotations

from pathlib import Path

import pytest

import scryc
from scryc import ast, load_cards
from scryc.check import Parsed, binding, explain, read
from scryc.check.lint import source_of
from scryc.parse import UnboundReference
from scryc.tree import quote

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
#: Judge Unworthy's meaning, written so that the target stands where it is used.
JUDGE_UNWORTHY = (
    "Scry 3, then reveal the top card of your library. Judge Unworthy deals damage equal to "
    "that card's mana value to target attacking or blocking creature."
)


def card(name: str, lang: str = "en") -> Parsed:
    (found,) = load_cards(CORPUS / f"{name}.toml").cards
    source = source_of(found, lang)  # type: ignore[arg-type]
    assert isinstance(source, Parsed), source
    return source


def parsed(text: str, lang: str = "en", name: str | None = None) -> Parsed:
    source = read(text, lang, name=name)  # type: ignore[arg-type]
    assert isinstance(source, Parsed)
    return source


def bound(source: Parsed) -> list[tuple[str | None, str | None]]:
    """(reference text, what it is bound to) for every reference, in order."""
    return [
        (quote(source.text, b.ref), quote(source.text, b.antecedent) if b.antecedent else None)
        for b in source.bindings.items
    ]


# --- binding ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_judge_unworthy_binds_that_card_to_the_revealed_card(lang: str) -> None:
    source = card("judge_unworthy", lang)
    top = "the top card of your library" if lang == "en" else "あなたのライブラリーの一番上のカード"
    assert (("that card's" if lang == "en" else "そのカード"), top) in bound(source)


def test_judge_unworthy_binding_when_the_target_stands_where_it_is_used() -> None:
    assert bound(parsed(JUDGE_UNWORTHY, name="Judge Unworthy")) == [
        ("that card's", "the top card of your library")
    ]


def test_kenessos_bindings() -> None:
    source = card("kenessos_priest_of_thassa")
    pairs = bound(source)
    assert ("that many", "you would scry a number of cards") in pairs
    assert ("it", "the top card of your library") in pairs
    assert ("the card", "the top card of your library") in pairs
    assert not source.bindings.unbound
    japanese = card("kenessos_priest_of_thassa", "ja")
    assert not japanese.bindings.unbound
    assert ("それ", "あなたのライブラリーの一番上のカード") in bound(japanese)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Draw a card and reveal it.", [("it", "Draw a card")]),
        ("Mill three cards. Draw that many cards.", [("that many", "Mill three cards")]),
        (
            "Whenever Hakka deals combat damage to a player, return it to its owner's hand.",
            [("it", "Hakka"), (None, "Hakka")],  # "its" is implied in "its owner's"
        ),
        (
            "Return up to two target creatures to their owners' hands.",
            [(None, "up to two target creatures")],
        ),
        (
            "Put X +1/+1 counters on target creature, where X is that creature's power.",
            [("that creature's", "target creature")],
        ),
        (
            "As long as Hakka is tapped, it gets +1/+1.",  # the condition is printed first
            [("it", "Hakka")],
        ),
        (  # a noun binds only to what it can name: the target, not the revealed card
            "Choose any target. Scry 3, then reveal the top card of your library. Hakka deals "
            "damage equal to that card's mana value to that permanent or player.",
            [
                ("that card's", "the top card of your library"),
                ("that permanent or player", "any target"),
            ],
        ),
        (  # a condition that only counts cards introduces none
            "Hakka deals 4 damage to target creature.\nThreshold — If seven or more cards are in "
            "your graveyard, instead Hakka deals 4 damage to that creature.",
            [("that creature", "target creature")],
        ),
        (
            "Copy target instant or sorcery spell. You may choose new targets for the copy.",
            [("the copy", "Copy target instant or sorcery spell")],
        ),
        (  # a linked ability (CR 607.2a); "its owner's" is the exiled card's owner
            "When Hakka enters the battlefield, exile target creature.\nWhen Hakka leaves the "
            "battlefield, return the exiled card to the battlefield under its owner's control.",
            [("the exiled card", "exile target creature"), (None, "exile target creature")],
        ),
        (  # "they": the player who chooses, printed before it
            "Target opponent chooses a creature they control. Destroy that creature.",
            [(None, "Target opponent"), ("that creature", "a creature they control")],
        ),
        (  # "those cards": every card revealed, not the one found
            "Reveal cards from the top of your library until you reveal a creature card. Put "
            "those cards into your graveyard.",
            [
                (
                    "those cards",
                    "Reveal cards from the top of your library until you reveal a creature card",
                )
            ],
        ),
    ],
)
def test_binding(text: str, expected: list[tuple[str, str]]) -> None:
    source = parsed(text, name="Hakka")
    assert bound(source) == expected


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Destroy it.", "en", "“it”"),
        (
            "When Hakka leaves the battlefield, return the exiled card to its owner's hand.",
            "en",
            "“the exiled card”",
        ),
        ("そのカードを追放する。", "ja", "“そのカード”"),
    ],
)
def test_a_reference_to_nothing_does_not_parse(text: str, lang: str, said: str) -> None:
    with pytest.raises(UnboundReference) as error:
        scryc.parse(text, lang, name="Hakka")  # type: ignore[arg-type]
    assert said in error.value.message and error.value.offset == text.index(said.strip("“”"))
    assert scryc.parse(text, lang, name="Hakka", whole=False)  # type: ignore[arg-type]


def test_unbound_reference() -> None:
    source = parsed("Destroy it.")
    (binding,) = source.bindings.unbound
    assert binding.role == "object" and quote(source.text, binding.ref) == "it"


def test_bindings_are_made_once_per_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parse binds a card with a reference; the checker reads those same bindings (and
    binds again only another card, or the card for another text)."""
    text = "Exile target creature. Its controller gains 2 life."
    source = parsed(text)
    made = binding._bindings
    monkeypatch.setattr(binding, "_bindings", None)  # binding again would fail
    assert source.bindings is binding.bind(source.ast, text)
    assert source.bindings.items and not source.bindings.unbound
    monkeypatch.setattr(binding, "_bindings", made)
    copied = source.ast.model_copy()
    assert binding.bind(copied, text) is not source.bindings
    assert binding.bind(source.ast, "") is not binding.bind(source.ast, text)


def test_bindings_go_with_their_card() -> None:
    kept = len(binding._MADE)
    card = scryc.parse("Destroy target creature. Its controller draws a card.")
    assert len(binding._MADE) == kept + 1
    del card
    assert len(binding._MADE) == kept
    assert not binding.bind(scryc.parse("Draw a card."), "Draw a card.").items


# --- targets ----------------------------------------------------------------------------


def test_magma_jet_targets() -> None:
    for lang in ("en", "ja"):
        (plan,) = card("magma_jet", lang).target_plans
        (target,) = plan.targets
        assert isinstance(target.node, ast.AnyTarget) and target.number == 1
        assert plan.needs == {1: (1,), 2: ()}  # the damage needs the target; the scry doesn't
        (outcome,) = plan.outcomes  # one target: "all illegal" is the only case
        assert not outcome.resolves and outcome.unaffected == outcome.affected == ()


def test_preordain_has_no_targets() -> None:
    (plan,) = card("preordain").target_plans
    assert plan.targets == () and plan.outcomes == []


def test_some_targets_illegal() -> None:
    (plan,) = parsed("Tap target creature. Untap target land. Scry 1.").target_plans
    assert [t.number for t in plan.targets] == [1, 2]
    assert plan.needs == {1: (1,), 2: (2,), 3: ()}
    everything, first, second = plan.outcomes
    assert everything.illegal == (1, 2) and not everything.resolves
    assert first.illegal == (1,) and first.resolves
    assert (first.unaffected, first.affected) == ((2, 3), (1,))
    assert (second.unaffected, second.affected) == ((1, 3), (2,))


def test_a_step_needs_a_target_through_a_reference() -> None:
    (plan,) = parsed("Exile target creature. Its controller scries 2.").target_plans
    assert plan.needs == {1: (1,), 2: (1,)}


def test_up_to_targets_are_optional() -> None:
    (plan,) = parsed("Return up to two target creatures to their owners' hands.").target_plans
    (target,) = plan.targets
    assert target.optional


def test_targets_of_granted_abilities_are_not_the_abilitys_own() -> None:
    source = parsed('Target creature gains "{T}: Destroy target land." until end of turn.')
    (plan,) = source.target_plans
    assert [quote(source.text, t.node) for t in plan.targets] == ["Target creature"]


# --- sequencing -------------------------------------------------------------------------


def test_judge_unworthy_steps_in_order_and_the_revealed_card_is_used() -> None:
    (resolution,) = parsed(JUDGE_UNWORTHY, name="Judge Unworthy").resolutions
    scry, reveal, damage = resolution.steps
    assert (scry.effect.kind, reveal.effect.kind, damage.effect.kind) == (
        "scry",
        "reveal",
        "deal_damage",
    )
    assert (scry.join, reveal.join, damage.join) == (None, "then", "sentence")
    (use,) = damage.uses
    assert use.step == reveal.number and isinstance(use.result, ast.TopOfLibrary)
    assert scry.uses == reveal.uses == ()


def test_kenessos_later_steps_use_earlier_ones() -> None:
    (resolution,) = card("kenessos_priest_of_thassa").resolutions
    assert resolution.kind == "activated" and resolution.index == 1
    look, put, otherwise = resolution.steps
    assert {u.step for u in put.uses} == {look.number}
    assert {u.step for u in otherwise.uses} == {look.number, put.number}  # "If you don't …"


def test_preordain_steps() -> None:
    (resolution,) = card("preordain").resolutions
    assert [(s.number, s.effect.kind, s.join) for s in resolution.steps] == [
        (1, "scry", None),
        (2, "draw", "then"),
    ]


def test_static_and_replacement_abilities_do_not_resolve() -> None:
    assert [r.index for r in card("kenessos_priest_of_thassa").resolutions] == [1]


# --- explain ----------------------------------------------------------------------------


def judge_unworthy_plan(text: str) -> None:
    """The acceptance lines: target declared; scry 3; reveal; damage equal to the revealed
    card's mana value to the target; nothing happens if the target is illegal."""
    lines = text.splitlines()
    target = next(i for i, line in enumerate(lines) if line.strip().startswith("Target 1:"))
    assert "attacking or blocking creature" in lines[target] and "CR 601.2c" in lines[target]
    steps = [line.strip() for line in lines if line.strip()[:2] in ("1.", "2.", "3.")]
    assert steps[0].startswith("1. you scry 3") and "CR 701.22a (2026-06-19)" in steps[0]
    assert steps[1].startswith("2. then you reveal the top card of your library")
    assert steps[2].startswith(
        "3. Judge Unworthy deals damage equal to the mana value of the card revealed in step 2 "
        "to target 1"
    )
    assert target < lines.index(next(line for line in lines if "1. you scry 3" in line))
    illegal = next(line for line in lines if "if the target is illegal" in line)
    assert "doesn't resolve and nothing happens (no scry, no reveal, no damage)" in illegal
    assert "owner's graveyard" in illegal
    assert "CR 608.2b (2026-06-19)" in text and "CR 608.2c (2026-06-19)" in text
    assert "happens only if the spell resolves" in text  # the scry depends on the target


def test_explain_judge_unworthy() -> None:
    source = card("judge_unworthy")
    judge_unworthy_plan(explain(source))


def test_explain_judge_unworthy_when_the_target_stands_where_it_is_used() -> None:
    judge_unworthy_plan(explain(parsed(JUDGE_UNWORTHY, name="Judge Unworthy")))


def test_explain_preordain_and_kenessos() -> None:
    text = explain(card("preordain"))
    assert "1. you scry 2" in text and "2. then you draw a card" in text
    assert "No targets: every step happens as written" in text
    text = explain(card("kenessos_priest_of_thassa"))
    assert "a replacement effect (CR 614.1 (2026-06-19))" in text
    assert "Costs: “{3}{G/U}”" in text
    assert "1. you look at the top card of your library" in text
    assert "uses the result of step 1" in text and "the card looked at in step 1" in text


def test_explain_japanese() -> None:
    text = explain(card("magma_jet", "ja"))
    assert text.startswith("マグマの噴流 (Japanese text)")
    assert "1. マグマの噴流 deals 2 damage to target 1" in text and "2. you scry 2" in text


def test_explain_names_the_linked_ability_the_exiled_card_comes_from() -> None:
    text = explain(
        parsed(
            "When Hakka enters the battlefield, exile target creature.\nWhen Hakka leaves the "
            "battlefield, return the exiled card to the battlefield under its owner's control.",
            name="Hakka",
        )
    )
    assert "“the exiled card” is what ability 1 did, exile target creature" in text
    assert "(a linked ability, CR 607.2a)" in text
