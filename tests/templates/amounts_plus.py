"""Template rows of the amounts family (scryc/ast/amounts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: plus
    Row(
        "…に１を加えた点数",
        ja=(
            "クリーチャー１体を対象とする。名前はそれにＸ点のダメージを与え、"
            "あなたはＸ点のライフを得る。"
            "Ｘはすべての墓地にある《名前》という名前のカードの総数に１を加えた点数に等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: variable name="X"
                      definition: plus written="加えた点数"
                        left: number value=1
                        right: count_of total=true
                          objects: objects quantifier="a" bare=true
                            filter: all_of
                              parts[0]: in_zone preposition="in"
                                zone: zone name="graveyard" every="all"
                              parts[1]: named self_name=true
                              parts[2]: card_type name="card"
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: gain_life
                    player: you written=true
                    amount: variable name="X"
                      definition: plus written="加えた点数"
                        left: number value=1
                        right: count_of total=true
                          objects: objects quantifier="a" bare=true
                            filter: all_of
                              parts[0]: in_zone preposition="in"
                                zone: zone name="graveyard" every="all"
                              parts[1]: named self_name=true
                              parts[2]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "…に２を足した点数",
        ja=(
            "１つを対象とする。名前はそれにＸ点のダメージを与える。"
            "Ｘはすべての墓地にある《名前》という名前のカードの数に２を足した点数に等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: variable name="X"
                    definition: plus written="足した点数"
                      left: number value=2
                      right: count_of
                        objects: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: in_zone preposition="in"
                              zone: zone name="graveyard" every="all"
                            parts[1]: named self_name=true
                            parts[2]: card_type name="card"
                  recipient: any_target declared=""
        """,
        engine="compiles",
    ),
    Row(
        "手札から、…に等しいマナ総量を持つ",
        ja=(
            "あなたはあなたの手札から、あなたがコントロールしている、"
            "他のすべてのパーマネントの中で最も大きいマナ総量に１を足した値に等しいマナ総量を持つパ"
            "ーマネント・呪文１つをマナ・コストを支払うことなく唱えてもよい。そうしないなら、"
            "占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: objects quantifier="a" counter="つ"
                        filter: all_of
                          parts[0]: in_zone preposition="from" comma=true
                            zone: zone name="hand"
                              owner: you
                          parts[1]: compare attribute="mana value" op="eq" has=true
                            value: plus
                              left: number value=1
                              right: greatest_among attribute="mana value"
                                objects: objects quantifier="all" other=true other_word="他の"
                                  filter: all_of
                                    parts[0]: controlled_by comma=true
                                      player: you
                                    parts[1]: card_type name="permanent"
                          parts[2]: card_type name="permanent"
                          parts[3]: card_type name="spell"
                  steps[1]: conditional comma=true
                    condition: if_you_dont verb="そうしない"
                    effect: scry
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile play.free: a permanent spell, before it is cast",
    ),
    Row(
        "plus, the highest among (en)",
        en="Draw cards equal to 1 plus the highest mana value among other permanents you control.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: plus
                    left: number value=1 form="digits"
                    right: greatest_among attribute="mana value" word="highest"
                      objects: objects quantifier="all" other=true
                        filter: all_of head=0
                          parts[0]: card_type name="permanent" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "plus, the highest among (ja)",
        ja=(
            "あなたがコントロールしている他のパーマネントの中で最も大きいマナ総量に１を足した値に等"
            "しい枚数のカードを引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: plus
                    left: number value=1
                    right: greatest_among attribute="mana value"
                      objects: objects quantifier="a" other=true bare=true other_word="他の"
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="permanent"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
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
