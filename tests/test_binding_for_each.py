"""A reference after what a "for each" counts: a singular "it" / 「それ」 is the counted
object ("For each creature exiled this way, its controller …"); a plural "them" is not."""

from __future__ import annotations

from scryc import parse
from scryc.check.binding import bind


def antecedent_texts(text: str, lang: str) -> list[str]:
    """The printed words of what each reference on the card refers to."""
    card = parse(text, lang)  # type: ignore[arg-type]
    out = []
    for b in bind(card, text).items:
        span = b.antecedent.span if b.antecedent is not None else None
        out.append(text[span.start : span.end] if span is not None else "")
    return out


def test_its_controller_is_the_counted_creature() -> None:
    text = (
        "Destroy any number of target creatures. For each creature destroyed this way, its "
        "controller creates a 4/4 red Dragon creature token with flying."
    )
    assert antecedent_texts(text, "en") == ["each creature destroyed this way"]


def test_japanese_its_is_the_counted_creature() -> None:
    text = "クリーチャー１体につき、それのコントローラーはカード１枚を引く。"
    assert antecedent_texts(text, "ja")[0] == "クリーチャー１体"


def test_them_after_a_search_is_what_was_found_not_the_counted_card() -> None:
    text = (
        "Exile up to two target cards from a single graveyard. For each card exiled this way, "
        "search its owner's library for any number of cards with the same name as that card "
        "and exile them. Then that player shuffles."
    )
    found = antecedent_texts(text, "en")
    them = found[2]  # the third reference printed: "that card" is the second
    assert "each card exiled this way" in found
    assert them.startswith("any number of cards with the same name")
