"""Template rows of the amounts family (scryc/ast/amounts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: variable
    Row(
        "from graveyards",
        en="Exile up to X target cards from graveyards.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="up to target"
                    count: variable name="X"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard" plural=true
        """,
        engine="compiles",
    ),
    Row(
        "shared target subject",
        en="Target player scries X, then draws a card.",
        ja="プレイヤー１人を対象とする。そのプレイヤーは占術Ｘを行い、その後カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: player quantifier="target" noun="player"
                    amount: variable name="X"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: scry
                    player: player quantifier="target" noun="player" declared="player"
                    amount: variable name="X"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=1
        """,
        engine="compiles",
    ),
]
