"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: double_life
    Row(
        "double your life total",
        en="Whenever Card Name attacks, double your life total.",
        ja="名前が攻撃するたび、あなたのライフ総量を２倍にする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: double_life
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: double_life
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "target player's life total doubles (ja は２倍になる)",
        en="Double target player's life total.",
        ja="プレイヤー１人を対象とする。そのプレイヤーのライフ総量は２倍になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: double_life
                  player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: double_life becomes_written=true
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
