"""References in damage: "itself" / 「自身」 is the subject of its instruction, and the
recipient written again in a changed damage event ("to that player") is the recipient."""

from __future__ import annotations

import pytest

import scryc
from scryc import ast
from scryc.check.binding import bind
from scryc.parse import ParseError


def test_itself_is_the_source_not_the_target() -> None:
    text = "{T}: Card Name deals 2 damage to any target and 1 damage to itself."
    card = scryc.parse(text, name="Card Name", type_line="Creature")
    effect = card.abilities[0].effect
    assert isinstance(effect, ast.DealDamage) and effect.more[0].recipient.reflexive
    assert bind(card, text).of(effect.more[0].recipient).antecedent is effect.source


def test_jisin_is_the_subject() -> None:
    text = (
        "クリーチャー１体を対象とする。それは自身に、自身のパワーに等しい点数のダメージを与える。"
    )
    card = scryc.parse(text, "ja")
    bindings = bind(card, text)
    effect = card.abilities[0].effect
    assert isinstance(effect, ast.DealDamage) and effect.recipient.reflexive
    assert bindings.of(effect.recipient).antecedent is effect.source  # the target, not それ


def test_that_player_is_the_recipient_written_again() -> None:
    text = (
        "If a source would deal damage to an opponent, it deals double that damage to that "
        "player instead."
    )
    card = scryc.parse(text, type_line="Enchantment")
    effect = card.abilities[0].effect
    assert isinstance(effect, ast.ModifyDamage) and effect.factor == 2
    assert bind(card, text).of(effect.recipient_again).antecedent is effect.recipient


def test_another_recipient_is_refused() -> None:
    with pytest.raises(ParseError):
        scryc.parse(
            "If a source would deal damage to a creature you control, it deals double that "
            "damage to that player instead.",
            type_line="Enchantment",
        )
