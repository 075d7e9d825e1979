"""Template rows of the conditions family (scryc/ast/conditions.py): "unless there are N or
more …", written in Japanese as the negative 「…にN枚以上の…がない」 before 「かぎり」 or 「なら、」.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: there_are
    Row(
        "can't attack unless there are N or more cards: 「…にN枚以上の…がないかぎり」",
        en="Card Name can't attack unless there are seven or more cards in your graveyard.",
        ja="あなたの墓地に７枚以上のカードがないかぎり、名前は攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: there_are
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
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
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
    ),
]
