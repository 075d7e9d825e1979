"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: modify_damage
    Row(
        "damage doubled to a permanent or player",
        en=(
            "If a source you control would deal damage to a permanent or player, it deals double "
            "that damage to that permanent or player instead."
        ),
        ja=(
            "あなたがコントロールしている発生源がパーマネントかプレイヤーにダメージを与えるなら、"
            "代わりに、それはそのパーマネントかプレイヤーにその点数の２倍のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage factor=2
                  source: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="source"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player"
                  recipient_again: ref noun="permanent or player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage factor=2 instead_comma=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="source"
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player" bare_written=true
                  recipient_again: ref noun="permanent or player"
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        to_en=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "damage tripled, the recipient left out",
        en=(
            "If a source you control would deal damage to a permanent or player, it deals triple "
            "that damage instead."
        ),
        ja=(
            "あなたがコントロールしている発生源がパーマネントやプレイヤーのうち１つにダメージを与え"
            "るなら、代わりにそれはその３倍の点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage factor=3
                  source: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="source"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage factor=3 ja_form="points_after"
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="source"
                  recipient: object_list conjunction="or" quantifier_once="ya_one"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player" bare_written=true
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "damage plus 1 to a player",
        en=(
            "If a red source would deal noncombat damage to an opponent, it deals that much damage "
            "plus 1 to that player instead."
        ),
        ja=(
            "赤の発生源１つが対戦相手に戦闘ダメージでないダメージを与えるなら、"
            "代わりにそれはそのプレイヤーにその点数に１を足した点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage noncombat=true factor=1
                  source: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  recipient: player quantifier="a" noun="opponent"
                  added: number value=1 form="digits"
                  recipient_again: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage noncombat=true factor=1
                  source: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  recipient: player quantifier="a" noun="opponent" bare_written=true
                  added: number value=1
                  recipient_again: player quantifier="that" noun="player"
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        to_en=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
]
