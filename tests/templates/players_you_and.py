"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: you_and
    # you and other players as one subject, each acting
    Row(
        "you and that player each draw",
        en=(
            "At the beginning of enchanted opponent's end step, you and that player each draw a "
            "card."
        ),
        ja=(
            "エンチャントしている対戦相手の終了ステップの開始時に、"
            "あなたとそのプレイヤーはそれぞれカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: player quantifier="enchanted" noun="opponent"
                effect: draw
                  player: you_and
                    player: player quantifier="that" noun="player"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: player quantifier="enchanted" noun="opponent"
                effect: draw
                  player: you_and respectively=true
                    player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="cannot compile trigger player: player: no trigger behaviour",
    ),
    Row(
        "you and target opponent each draw",
        en="When this creature enters, you and target opponent each draw a card.",
        ja=(
            "このクリーチャーが戦場に出たとき、対戦相手１人を対象とする。"
            "あなたとそのプレイヤーはそれぞれカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: draw
                  player: you_and
                    player: player quantifier="target" noun="opponent"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: draw
                  player: you_and respectively=true
                    player: player quantifier="target" noun="opponent" declared="player"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: your_team
    Row(
        "Warriors your team controls, 「あなたのチームがコントロールしている戦士」",
        en="Warriors your team controls have haste.",
        ja="あなたのチームがコントロールしている戦士は速攻を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: subtype name="Warrior" plural=true
                      parts[1]: controlled_by
                        player: your_team
                  abilities[0]: keyword name="haste" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: your_team
                      parts[1]: subtype name="Warrior"
                  abilities[0]: keyword name="haste"
        """,
        engine=(
            "cannot compile your_team: no teams: the engine plays one player against another (CR "
            "810)"
        ),
        to_ja=False,
        to_en=False,
    ),
]
