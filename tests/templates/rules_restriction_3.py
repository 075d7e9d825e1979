"""Template rows of the rules family (scryc/ast/rules.py): a restriction with a duration
and an exception.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: restriction
    Row(
        "can't be blocked this turn except by",
        en="{4}, {T}: Target creature can't be blocked this turn except by Walls.",
        ja=(
            "(４),(Ｔ)：クリーチャー１体を対象とする。このターン、"
            "それは壁によってしかブロックされない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                costs[1]: tap_cost
                effect: restriction rule="can't be blocked"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  only: objects quantifier="all" bare=true
                    filter: subtype name="Wall" plural=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                costs[1]: tap_cost
                effect: restriction rule="can't be blocked"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  only: objects quantifier="a" bare=true
                    filter: subtype name="Wall"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
]
