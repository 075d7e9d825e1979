"""Template rows of the amounts family (scryc/ast/amounts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: times
    Row(
        "where X is three times the number of",
        en=(
            "Create X 2/2 black Zombie creature tokens, where X is three times the number of cards "
            "in your hand."
        ),
        ja=(
            "黒の2/2のゾンビ・クリーチャー・トークンＸ体を生成する。"
            "Ｘはあなたの手札にあるカードの枚数の３倍に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: times factor=3
                      amount: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="card" plural=true
                            parts[1]: in_zone preposition="in"
                              zone: zone name="hand"
                                owner: you
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: variable name="X"
                    definition: times factor=3
                      amount: count_of in_cards=true
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: in_zone preposition="in"
                              zone: zone name="hand"
                                owner: you
                            parts[1]: card_type name="card"
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "equal to twice the number of",
        en="You gain life equal to twice the number of creatures you control.",
        ja="あなたはあなたがコントロールしているクリーチャーの数の２倍に等しい点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: times factor=2
                    amount: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: times factor=2
                    amount: count_of
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
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
