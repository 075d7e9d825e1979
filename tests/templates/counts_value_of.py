"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: value_of
    Row(
        "the sacrificed creature's, 「生け贄に捧げた」",
        en="Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
        ja=(
            "クリーチャー１体を生け贄に捧げる：あなたは生け贄に捧げたクリーチャーのタフネスに等しい"
            "点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: value_of attribute="toughness"
                    object: ref noun="creature" sacrificed=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: value_of attribute="toughness"
                    object: ref noun="creature" sacrificed=true sacrificed_active=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "add an amount of one mana symbol",
        en="{T}: Add an amount of {G} equal to Card Name's power.",
        ja="(Ｔ)：名前のパワーに等しい点数の(緑)を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}"]
                  amount: value_of attribute="power"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}"]
                  amount: value_of attribute="power"
                    object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "with lesser power, than the object the ability is about",
        en=(
            "Whenever Card Name attacks, you may exile target creature card with lesser power from "
            "your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: compare attribute="power" op="lt" lesser=true
                          value: value_of attribute="power"
                            object: ref elided=true
                        parts[3]: in_zone preposition="from"
                          zone: zone name="graveyard"
                            owner: you
        """,
        engine="compiles",
    ),
    Row(
        "damage to itself",
        en="Target creature deals damage to itself equal to its power.",
        ja=(
            "クリーチャー１体を対象とする。それは自身に、"
            "自身のパワーに等しい点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage equal_last=true
                  source: objects quantifier="target"
                    filter: card_type name="creature"
                  amount: value_of attribute="power"
                    object: ref
                  recipient: ref reflexive=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage recipient_comma=true
                  source: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  amount: value_of attribute="power"
                    object: ref determiner="自身"
                  recipient: ref reflexive=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "power less than ~'s power can't block it",
        en="Creatures with power less than Card Name's power can't block it.",
        ja="名前よりパワーが小さいクリーチャーでは、これをブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="lt"
                        value: value_of attribute="power"
                          object: self_ref short=true
                  by: self_ref pronoun=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block" comma=true topic="では"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="lt" than_object=true than_first="が"
                        value: value_of attribute="power"
                          object: self_ref short=true
                      parts[1]: card_type name="creature"
                  by: self_ref pronoun=true
        """,
        engine="cannot compile restriction: can't block by: self_ref",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "power less than ~'s power, よりもパワーの",
        en="Creatures with power less than Card Name's power can't block it.",
        ja="名前よりもパワーの小さいクリーチャーではこれをブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="lt"
                        value: value_of attribute="power"
                          object: self_ref short=true
                  by: self_ref pronoun=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block" topic="では"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="lt" than_object=true than_mo=true than_first="の"
                        value: value_of attribute="power"
                          object: self_ref short=true
                      parts[1]: card_type name="creature"
                  by: self_ref pronoun=true
        """,
        engine="cannot compile restriction: can't block by: self_ref",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "toughness greater than its power",
        en=(
            "Each creature you control with toughness greater than its power assigns combat damage "
            "equal to its toughness rather than its power."
        ),
        ja=(
            "あなたがコントロールしていてタフネスがパワーより大きい各クリーチャーは、"
            "パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="assigns combat damage equal to its toughness rather than its power"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: compare attribute="toughness" op="gt"
                        value: value_of attribute="power"
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="assigns combat damage equal to its toughness rather than its power" comma=true
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: compare attribute="toughness" op="gt"
                        value: value_of attribute="power"
                          object: ref elided=true
                      parts[2]: card_type name="creature"
        """,
        engine=(
            "cannot compile restriction: assigns combat damage equal to its toughness rather than "
            "its power: not enforced by the engine"
        ),
        to_ja=False,
    ),
    Row(
        "put counters equal to, a comma after the place",
        en=(
            "Whenever a player casts an instant or sorcery spell, put a number of charge counters "
            "equal to that spell's mana value on Card Name."
        ),
        ja=(
            "プレイヤーがインスタントかソーサリーである呪文を唱えるたび、名前の上に、"
            "その呪文のマナ総量に等しい数の蓄積カウンターを置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: put_counters counter="charge"
                  amount: value_of attribute="mana value"
                    object: ref noun="spell"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: put_counters counter="charge" comma=true
                  amount: value_of attribute="mana value"
                    object: ref noun="spell"
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "equal to your life total",
        en="You lose life equal to your life total.",
        ja="あなたはあなたのライフ総量に等しい点数のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: you written=true
                  amount: value_of attribute="life total"
                    object: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: you written=true
                  amount: value_of attribute="life total"
                    object: you
        """,
        engine="compiles",
    ),
]
