"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: switch_power_toughness
    Row(
        "switch power and toughness",
        en="Discard a card: Switch Card Name's power and toughness until end of turn.",
        ja="カード１枚を捨てる：ターン終了時まで、名前のパワーとタフネスを入れ替える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1 form="article"
                effect: switch_power_toughness
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1
                effect: switch_power_toughness
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
]
