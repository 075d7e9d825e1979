"""The X of a mana payment defined on the spot: "unless its controller pays {X}, where X is
…" / 「…が(Ｘ)を支払わないかぎり、…。Ｘは…に等しい。」."""

from __future__ import annotations

from scryc import parse
from scryc.ast import PayMana
from scryc.equivalence import equivalent

EN = "Counter target spell unless its controller pays {X}, where X is its mana value."
JA = (
    "呪文１つを対象とする。それのコントローラーが(Ｘ)を支払わないかぎり、それを打ち消す。"
    "Ｘはそれのマナ総量に等しい。"
)


def test_the_payment_keeps_its_definition_in_both_languages() -> None:
    en, ja = parse(EN), parse(JA, lang="ja")
    assert en.abilities[0].effect.unless_x.definition.attribute == "mana value"
    assert equivalent(en, ja) is None


def test_an_unless_payment_of_x_is_defined() -> None:
    card = parse(
        "Draw a card unless target opponent pays {X}, where X is the number of cards in your hand."
    )
    pay = card.abilities[0].effect.action
    assert isinstance(pay, PayMana) and pay.x is not None and pay.x.definition is not None
