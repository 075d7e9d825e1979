"""Template rows of the abilities family (scryc/ast/abilities.py): "Activate only if …"
written 「…ときのみ起動できる」 (without 「に」).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: activation_restriction
    Row(
        "activate only if, 「…ときのみ起動できる」",
        en="{T}: Draw a card. Activate only if seven or more cards are in your graveyard.",
        ja="(Ｔ)：カード１枚を引く。あなたの墓地に７枚以上のカードがあるときのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction
                  condition: there_are are_in=true
                    objects: objects quantifier="at least"
                      count: number value=7 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: there_are count_first=true
                    objects: objects quantifier="at least" counter="枚"
                      count: number value=7
                      filter: all_of
                        parts[0]: card_type name="card"
                        parts[1]: in_zone
                          zone: zone name="graveyard"
                            owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
