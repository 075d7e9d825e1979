"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: dealt_damage
    Row(
        "is dealt damage",
        en="When enchanted creature is dealt damage, destroy it.",
        ja="エンチャントしているクリーチャーにダメージが与えられたとき、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dealt_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: destroy
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dealt_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: destroy
                  object: ref
        """,
        engine="compiles",
    ),
    Row(
        "is dealt noncombat damage",
        en="Whenever an opponent is dealt noncombat damage, you gain 1 life.",
        ja="対戦相手１人に戦闘ダメージでないダメージが与えられるたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="noncombat"
                  object: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="noncombat"
                  object: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile dealt_damage: damage to a player",
    ),
    Row(
        "is dealt damage, Japanese ダメージを受ける",
        en="Whenever Card Name is dealt damage, you gain that much life.",
        ja="名前がダメージを受けるたび、あなたはその点数に等しい点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage
                  object: self_ref short=true
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage received=true
                  object: self_ref short=true
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number" unit="点数"
        """,
        engine="compiles",
        to_ja=False,
        type_line="Creature — Human",
        ja_type_line="クリーチャー ― 人間",
    ),
    Row(
        "you're dealt damage",
        en="Whenever you're dealt damage, put that many charge counters on Card Name.",
        ja="あなたにダメージが与えられるたび、名前の上にその点数に等しい数の蓄積カウンターを置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage
                  object: you
                effect: put_counters counter="charge"
                  amount: ref noun="number"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage
                  object: you
                effect: put_counters counter="charge"
                  amount: ref noun="number" unit="点数"
                  object: self_ref short=true
        """,
        engine="cannot compile dealt_damage: damage to a player",
        to_ja=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    Row(
        "is dealt combat damage",
        en="Whenever a creature you control is dealt combat damage, draw a card.",
        ja=(
            "あなたがコントロールしているクリーチャー１体に戦闘ダメージが与えられるたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="combat"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="combat"
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: dealt_excess_damage
    Row(
        "is dealt excess damage",
        en=(
            "Whenever a creature or planeswalker an opponent controls is dealt excess damage, draw "
            "a card."
        ),
        ja=(
            "対戦相手がコントロールしている、"
            "クリーチャー１体かプレインズウォーカー１体が余剰のダメージを受けるたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_excess_damage
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_excess_damage
                  object: objects quantifier="a" counter="体" distributed=true
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile dealt_excess_damage: no record of excess damage (CR 120.10)",
        to_ja=False,
    ),
    Row(
        "is dealt excess noncombat damage",
        en=(
            "Whenever a creature an opponent controls is dealt excess noncombat damage, you gain 1 "
            "life."
        ),
        ja=(
            "対戦相手がコントロールしているクリーチャー１体が戦闘ダメージでない余剰のダメージを受け"
            "るたび、あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_excess_damage noncombat=true
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_excess_damage noncombat=true
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile dealt_excess_damage: no record of excess damage (CR 120.10)",
    ),
]
