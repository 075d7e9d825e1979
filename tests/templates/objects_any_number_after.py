"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: objects
    Row(
        "any number of cards, after を",
        en="Reveal any number of blue cards in your hand.",
        ja="あなたの手札にある青のカードを望む枚数だけ公開する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: reveal
                  player: you
                  object: objects quantifier="any number"
                    filter: all_of head=1
                      parts[0]: color name="blue"
                      parts[1]: card_type name="card" plural=true
                      parts[2]: in_zone preposition="in"
                        zone: zone name="hand"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal
                  player: you
                  object: objects quantifier="any number" counter="枚" count_last=true
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="hand"
                          owner: you
                      parts[1]: color name="blue"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "any number of creatures, after を",
        en="You may tap any number of untapped creatures you control.",
        ja=(
            "あなたはあなたがコントロールしているアンタップ状態のクリーチャーを望む数だけタップして"
            "もよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: tap
                    object: objects quantifier="any number"
                      filter: all_of head=1
                        parts[0]: status name="untapped"
                        parts[1]: card_type name="creature" plural=true
                        parts[2]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: tap
                    object: objects quantifier="any number" count_last=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: status name="untapped"
                        parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
