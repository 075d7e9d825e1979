"""Template rows of the states family (scryc/ast/states.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: attacked_or_blocked
    Row(
        "if it attacked or blocked this combat",
        en=(
            "At the beginning of your end step, if Card Name attacked or blocked this combat, draw "
            "a card."
        ),
        ja=(
            "あなたの終了ステップの開始時に、この戦闘で名前が攻撃かブロックした場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: attacked_or_blocked during="combat"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: attacked_or_blocked during="combat"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile attacked_or_blocked: no record of which creatures attacked or blocked "
            "this combat"
        ),
    ),
    Row(
        "if it attacked or blocked this combat, each verb written",
        ja=(
            "あなたの終了ステップの開始時に、名前がこの戦闘で攻撃したかブロックした場合、"
            "カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: attacked_or_blocked during="combat" object_first=true
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile attacked_or_blocked: no record of which creatures attacked or blocked "
            "this combat"
        ),
    ),
    # kind: treasure_mana_spent
    Row(
        "if mana from a Treasure was spent to cast it",
        en=(
            "When Card Name enters the battlefield, if mana from a Treasure was spent to cast it, "
            "you draw a card and you lose 1 life."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                condition: treasure_mana_spent
                  object: ref
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: draw
                    player: you written=true
                    amount: number value=1 form="article"
                  steps[1]: lose_life
                    player: you written=true
                    amount: number value=1 form="digits"
        """,
        engine=(
            "cannot compile treasure_mana_spent: no record of where the mana spent on a spell came "
            "from"
        ),
    ),
]
