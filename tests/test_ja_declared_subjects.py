"""Japanese targets declared together and subjects carried along a chain of clauses."""

from __future__ import annotations

import pytest

from scryc import ParseError, ast, parse


def test_card_and_player_declared_together_are_two_targets() -> None:
    """「カード１枚とプレイヤー１人を対象とする。そのカードを…そのプレイヤーが…」: each
    reference names its own target, not the pair."""
    text = (
        "あなたの墓地にあるクリーチャー・カード１枚とプレイヤー１人を対象とする。"
        "そのカードを戦場に戻す。そのプレイヤーはカードを１枚引く。"
    )
    effect = parse(text, "ja").abilities[0].effect
    assert isinstance(effect, ast.Sequence)
    moved, drawn = effect.steps
    assert isinstance(moved, ast.Move) and isinstance(moved.object, ast.Objects)
    assert moved.object.quantifier == "target"
    assert isinstance(drawn, ast.Draw) and isinstance(drawn.player, ast.Player)
    assert drawn.player.quantifier == "target"


def test_creature_or_player_stays_one_target() -> None:
    """「クリーチャー１体かプレイヤー１人」 is one target ("target creature or player")."""
    text = "クリーチャー１体かプレイヤー１人を対象とする。名前はそれに２点のダメージを与える。"
    effect = parse(text, "ja", name="名前").abilities[0].effect
    assert isinstance(effect, ast.DealDamage)
    assert isinstance(effect.recipient, ast.ObjectList)
    assert effect.recipient.conjunction == "or"


def test_a_later_step_of_the_topic_is_not_yours() -> None:
    """「そのプレイヤーはカード１枚を引き、それを公開する」: the reveal is that player's, which
    an unwritten subject read as yours would not say: a parse error at the step."""
    text = "プレイヤー１人を対象とする。そのプレイヤーはカード１枚を引き、それを公開する。"
    with pytest.raises(ParseError, match="a step of the subject's, not yours") as caught:
        parse(text, "ja")
    assert text[caught.value.offset :].startswith("それを公開する")


def test_shared_verbs_carry_the_subject() -> None:
    """Verbs a subject is shared by in both languages (draw, discard, …) still parse."""
    text = "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を引き、カード１枚を捨てる。"
    effect = parse(text, "ja").abilities[0].effect
    assert isinstance(effect, ast.Sequence)
    assert isinstance(effect.steps[1].player, ast.Ref)
