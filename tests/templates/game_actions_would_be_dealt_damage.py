"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: would_be_dealt_damage
    Row(
        "damage to it prevented, then a sentence",
        en=(
            "If damage would be dealt to Card Name, prevent that damage. Remove a +1/+1 counter "
            "from Card Name."
        ),
        ja=(
            "名前にダメージが与えられる場合、そのすべてのダメージを軽減する。"
            "名前の上から+1/+1カウンター１個を取り除く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage
                  recipient: self_ref short=true
                replacement: sequence joins=["sentence"] connectives=["."]
                  steps[0]: prevent_that_damage
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage
                  recipient: self_ref short=true
                replacement: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: prevent_that_damage all_written="before"
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref short=true
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Creature — Illusion",
        ja_type_line="クリーチャー ― イリュージョン",
    ),
    Row(
        "damage to it prevented and a step after",
        en=(
            "If Card Name would be dealt damage, prevent that damage and remove a +1/+1 counter "
            "from it."
        ),
        ja=(
            "名前にダメージが与えられる場合、そのダメージを軽減し、"
            "それの上から+1/+1カウンター１個を取り除く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage recipient_first=true
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=[" and"]
                  steps[0]: prevent_that_damage
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=["、"]
                  steps[0]: prevent_that_damage
                  steps[1]: remove_counters counter="+1/+1"
                    amount: number value=1
                    object: ref
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        to_en=False,
        type_line="Creature — Zombie",
        ja_type_line="クリーチャー ― ゾンビ",
    ),
    Row(
        "noncombat damage to you prevented",
        en=(
            "If noncombat damage would be dealt to you, prevent that damage. You gain life equal "
            "to the damage prevented this way."
        ),
        ja=(
            "あなたに戦闘ダメージでないダメージが与えられる場合、そのすべてのダメージを軽減する。"
            "あなたはこれにより軽減されたダメージに等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage noncombat=true
                  recipient: you
                replacement: sequence joins=["sentence"] connectives=["."]
                  steps[0]: prevent_that_damage
                  steps[1]: gain_life
                    player: you written=true
                    amount: this_way_total event="damage prevented"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage noncombat=true
                  recipient: you
                replacement: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: prevent_that_damage all_written="before"
                  steps[1]: gain_life
                    player: you written=true
                    amount: this_way_total event="damage prevented"
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Creature — Incarnation",
        ja_type_line="クリーチャー ― インカーネーション",
    ),
    Row(
        "combat damage to it prevented",
        en=(
            "If combat damage would be dealt to Card Name, prevent that damage and exile that many "
            "cards from the top of your library."
        ),
        ja=(
            "名前に戦闘ダメージが与えられる場合、そのダメージを軽減し、"
            "あなたのライブラリーの一番上からその点数に等しい枚数のカードを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage combat=true
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=[" and"]
                  steps[0]: prevent_that_damage
                  steps[1]: exile until_comma=true
                    object: objects quantifier="a"
                      count: ref noun="number"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage combat=true
                  recipient: self_ref short=true
                replacement: sequence joins=["and"] connectives=["、"]
                  steps[0]: prevent_that_damage
                  steps[1]: exile until_comma=true
                    object: objects quantifier="a"
                      count: ref noun="number" unit="点数"
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                        parts[1]: card_type name="card"
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Creature — Human",
        ja_type_line="クリーチャー ― 人間",
    ),
    Row(
        "damage to you replaced by that many counters",
        en="If damage would be dealt to you, put that many delay counters on Card Name instead.",
        ja=(
            "あなたにダメージが与えられる場合、"
            "代わりに名前の上にその点数に等しい数の遅延カウンターを置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage
                  recipient: you
                replacement: put_counters counter="delay"
                  amount: ref noun="number"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage
                  recipient: you
                replacement: put_counters counter="delay"
                  amount: ref noun="number" unit="点数"
                  object: self_ref short=true
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
]
