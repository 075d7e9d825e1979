"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: attacked_by
    # the player or planeswalker an attacking creature attacks
    Row(
        "damage to the player or planeswalker that creature is attacking",
        en=(
            "Whenever a creature you control with power 2 or less attacks, Card Name deals 1 "
            "damage to the player or planeswalker that creature is attacking."
        ),
        ja=(
            "あなたがコントロールしていてパワーが２以下のクリーチャー１体が攻撃するたび、"
            "名前はそのクリーチャーが攻撃しているプレイヤーやプレインズウォーカーに１点のダメージを"
            "与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: compare attribute="power" op="le"
                        value: number value=2 form="digits"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=1 form="digits"
                  recipient: attacked_by
                    attacker: ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: compare attribute="power" op="le"
                        value: number value=2
                      parts[2]: card_type name="creature"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=1
                  recipient: attacked_by ya_written=true
                    attacker: ref noun="creature"
        """,
        engine=(
            "cannot compile attacked_by: no record of the player or planeswalker each attacking "
            "creature attacks (CR 508.1b)"
        ),
        to_ja=False,
    ),
    Row(
        "damage to the player or planeswalker it is attacking",
        en=(
            "Whenever Card Name attacks, it deals 1 damage to the player or planeswalker it's "
            "attacking."
        ),
        ja=(
            "名前が攻撃するたび、"
            "これはこれが攻撃しているプレイヤーかプレインズウォーカーに１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: deal_damage
                  source: ref
                  amount: number value=1 form="digits"
                  recipient: attacked_by
                    attacker: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: deal_damage
                  source: self_ref pronoun=true
                  amount: number value=1
                  recipient: attacked_by
                    attacker: self_ref pronoun=true
        """,
        engine=(
            "cannot compile attacked_by: no record of the player or planeswalker each attacking "
            "creature attacks (CR 508.1b)"
        ),
        to_ja=False,
        to_en=False,
    ),
]
