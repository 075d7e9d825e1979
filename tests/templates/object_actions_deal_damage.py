"""Template rows of the object_actions family (scryc/ast/object_actions.py): damage.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: damage_to
    Row(
        "and 3 damage to, after an 'or' list",
        en=(
            "Card Name deals 3 damage to target player or planeswalker and 3 damage to target "
            "creature."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=3 form="digits"
                  recipient: object_list conjunction="or"
                    items[0]: player quantifier="target" noun="player"
                    items[1]: objects quantifier="target" bare=true
                      filter: card_type name="planeswalker"
                  more[0]: damage_to
                    amount: number value=3 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: deal_damage
    Row(
        "にそれぞれ、value",
        ja=(
            "名前は各対戦相手にそれぞれ、"
            "あなたの手札にあるカードの枚数に等しい点数のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage recipient_comma=true
                  source: self_ref short=true
                  amount: count_of in_cards=true
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="card"
                  recipient: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
    ),
]
