"""Japanese targets declared together and subjects carried along a chain of clauses."""

from __future__ import annotations

from scryc import ast, parse


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


def test_a_later_step_of_the_topic_is_the_topics() -> None:
    """「そのプレイヤーはカード１枚を引き、それを公開する」: the reveal is that player's (the
    topic goes on acting, as the English "…, then reveals it"), not yours."""
    text = "プレイヤー１人を対象とする。そのプレイヤーはカード１枚を引き、それを公開する。"
    effect = parse(text, "ja").abilities[0].effect
    assert isinstance(effect, ast.Sequence)
    assert isinstance(effect.steps[1], ast.Reveal)
    assert effect.steps[1].player == ast.Ref.model_construct(elided=True)


def test_shared_verbs_carry_the_subject() -> None:
    """Verbs a subject is shared by in both languages (draw, discard, …) still parse."""
    text = "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を引き、カード１枚を捨てる。"
    effect = parse(text, "ja").abilities[0].effect
    assert isinstance(effect, ast.Sequence)
    assert isinstance(effect.steps[1].player, ast.Ref)
