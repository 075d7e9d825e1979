"""Template rows of the states family (scryc/ast/states.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: your_turn
    Row(
        "player restriction, during your turn (en)",
        en="Your opponents can't cast spells during your turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="spell" plural=true
                condition: your_turn during=true
        """,
        engine="compiles",
    ),
    Row(
        "static",
        en="As long as it's your turn, Card Name has first strike.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="first strike" case="lower"
                condition: your_turn
        """,
        engine="compiles",
    ),
    Row(
        "player restriction, during your turn (ja)",
        ja="あなたのターンの間、対戦相手は呪文を唱えられない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="spell"
                condition: your_turn during=true
        """,
        engine="compiles",
    ),
    Row(
        "an opponent chosen at random",
        en="If it's your turn, Card Name deals 3 damage to an opponent chosen at random.",
        ja=(
            "あなたのターンであるなら、対戦相手１人を無作為に選び、"
            "名前はそれに３点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: your_turn
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=3 form="digits"
                    recipient: player quantifier="a" noun="opponent" at_random=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: your_turn
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=3
                    recipient: player quantifier="a" noun="opponent" at_random=true
        """,
        engine="compiles",
    ),
]
