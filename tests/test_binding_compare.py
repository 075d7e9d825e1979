"""A value against the same value of another object ("a card with lesser mana value" /
「マナ総量がそれより小さい」): its "it" is that other object, never the object it describes;
"toughness greater than its power" is the object's own."""

from __future__ import annotations

from scryc import ast, parse
from scryc.check.binding import bind


def antecedents(text: str, lang: str, name: str) -> list[str]:
    """The kind of what each reference on the card refers to."""
    card = parse(text, lang, name=name)  # type: ignore[arg-type]
    return [b.antecedent.kind if b.antecedent else "" for b in bind(card, text).items]


def test_lesser_power_is_less_than_the_attacking_creature() -> None:
    text = (
        "Whenever Card Name attacks, you may exile target creature card with lesser power "
        "from your graveyard."
    )
    assert antecedents(text, "en", "Card Name") == ["self_ref"]


def test_lesser_mana_value_is_less_than_the_target_creature() -> None:
    text = (
        "Choose target creature. When that creature dies this turn, search your library for a "
        "creature card with lesser mana value, put it onto the battlefield tapped, then shuffle."
    )
    card = parse(text, "en", name="Card Name")
    (lesser,) = [b for b in bind(card, text).items if isinstance(b.ref, ast.Ref) and b.ref.elided]
    assert isinstance(lesser.antecedent, ast.Objects)
    assert lesser.antecedent.quantifier == "target"  # not "a creature card" it describes


def test_a_value_against_another_of_its_own_is_its_own() -> None:
    text = (
        "Each creature you control with toughness greater than its power assigns combat damage "
        "equal to its toughness rather than its power."
    )
    assert antecedents(text, "en", "Card Name")[0] == "objects"
