"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: cost_change
    Row(
        "ability cost change with X",
        en=(
            "{7}{G}, {T}: Create a 4/4 green Wurm creature token. This ability costs {X} less to "
            "activate, where X is the greatest power among Wurms you control."
        ),
        ja=(
            "(７)(緑),(Ｔ)：緑の4/4のワーム・クリーチャー・トークン１体を生成する。"
            "この能力を起動するためのコストは(Ｘ)少なくなる。"
            "Ｘはあなたがコントロールしているワームの中で最大のパワーに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{7}{G}"
                costs[1]: tap_cost
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="4/4" colors=["green"] types=["Wurm", "creature"]
                cost_rule: cost_change symbols="{X}" reduce=true action="activate"
                  object: self_ref noun="ability"
                  variable: variable name="X"
                    definition: greatest_among attribute="power" word="greatest"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: subtype name="Wurm" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{7}{G}"
                costs[1]: tap_cost
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="4/4" colors=["green"] types=["Wurm", "creature"]
                cost_rule: cost_change symbols="{X}" reduce=true action="activate"
                  object: self_ref
                  variable: variable name="X"
                    definition: greatest_among attribute="power" word="最大"
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: subtype name="Wurm"
        """,
        engine="cannot compile activated_ability.cost_rule: not modelled",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "spell cost change for each, no comma",
        ja="この呪文を唱えるためのコストは対戦相手１人につき(１)少なくなる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
    ),
]
