"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: deals_damage
    Row(
        "damage to a creature or player",
        en="Whenever a creature you control deals damage to a creature or player, you gain 1 life.",
        ja=(
            "あなたがコントロールしているクリーチャーがクリーチャーかプレイヤーにダメージを与えるた"
            "び、あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="creature"
                    items[1]: player quantifier="a" noun="player"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="creature"
                    items[1]: player quantifier="a" noun="player" bare_written=true
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile deals_damage.recipient: object_list",
        to_ja=False,
    ),
    Row(
        "combat damage to a player, no count",
        en="Whenever Card Name deals combat damage to a player, that player discards a card.",
        ja="名前がプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーはカード１枚を捨てる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: discard
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player" bare_written=true
                effect: discard
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    Row(
        "one or more deal combat damage",
        en=(
            "Whenever one or more creatures you control deal combat damage to a player, "
            "draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  recipient: player quantifier="a" noun="player"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
]
