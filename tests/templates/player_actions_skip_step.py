"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: skip_step
    Row(
        "you skip your next turn / 「あなたの次のターンを飛ばす」",
        en="When this creature enters, you skip your next turn.",
        ja="このクリーチャーが戦場に出たとき、あなたの次のターンを飛ばす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: skip_step step="turn" next=true
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: skip_step step="turn" next=true
                  player: you
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "that player skips their next untap step / 「自分の次のアンタップ・ステップを飛ばす」",
        en=(
            "Whenever this creature deals combat damage to a player, that player skips their next "
            "untap step."
        ),
        ja=(
            "このクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、"
            "そのプレイヤーは自分の次のアンタップ・ステップを飛ばす。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: skip_step step="untap step" next=true
                  player: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: skip_step step="untap step" next=true
                  player: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
    Row(
        "「次の戦闘フェイズ１つを飛ばす」",
        ja="プレイヤー１人を対象とする。そのプレイヤーは、自分の次の戦闘フェイズ１つを飛ばす。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: skip_step step="combat phase" next=true one_written=true
                  player: player quantifier="target" noun="player" comma=true declared="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
]
