"""Template rows of the player_actions family (scryc/ast/player_actions.py): mill.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: mill
    Row(
        "mills thirteen",
        en="Target opponent mills thirteen cards.",
        ja="対戦相手１人を対象とする。そのプレイヤーはカード１３枚を切削する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: mill
                  player: player quantifier="target" noun="opponent"
                  amount: number value=13 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: mill
                  player: player quantifier="target" noun="opponent" declared="player"
                  amount: number value=13
        """,
        engine="compiles",
    ),
    Row(
        "may mill, 切削してもよい",
        en="When Card Name enters the battlefield, you may mill two cards.",
        ja="名前が戦場に出たとき、あなたはカード２枚を切削してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: mill
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you written=true
                  effect: mill
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
        to_en=False,
    ),
]
