"""Template rows of the combining family (scryc/ast/combining.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: unless
    Row(
        "a permanent can't attack or block unless you pay",
        en="Card Name can't attack or block unless you pay {2}.",
        ja="あなたが(２)を支払わないかぎり、名前では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: unless
                  effect: restriction rule="can't attack or block"
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: unless
                  effect: restriction rule="can't attack or block"
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        engine="cannot compile unless: no static behaviour",
        type_line="Creature — Ogre Warrior",
        ja_type_line="クリーチャー ― オーガ・戦士",
    ),
    Row(
        "unless you pay",
        en="At the beginning of your upkeep, sacrifice Card Name unless you pay {1}.",
        ja="あなたのアップキープの開始時に、あなたが(１)を支払わないかぎり、名前を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{1}"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{1}"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "unless you discard",
        en="When Card Name enters, sacrifice it unless you discard a card.",
        ja="名前が戦場に出たとき、あなたがカード１枚を捨てないかぎり、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: discard
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: discard
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "discard a card of a kind (an effect)",
        en="When Card Name enters, exile it unless you discard a creature card.",
        ja=(
            "名前が戦場に出たとき、あなたがクリーチャー・カード１枚を捨てないかぎり、"
            "それを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: exile until_comma=true
                    object: ref
                  player: you
                  action: discard
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: exile until_comma=true
                    object: ref
                  player: you
                  action: discard
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "unless they pay / 「そのプレイヤーが…を支払わないかぎり」",
        en=(
            "Whenever a player casts a creature spell, that player sacrifices a permanent unless "
            "they pay {1}."
        ),
        ja=(
            "プレイヤーがクリーチャー・呪文を唱えるたび、そのプレイヤーが(１)を支払わないかぎり、"
            "そのプレイヤーはパーマネント１つを生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
                effect: unless
                  effect: sacrifice
                    player: player quantifier="that" noun="player"
                    object: objects quantifier="a"
                      filter: card_type name="permanent"
                  player: player quantifier="that" noun="player" they=true
                  action: pay_mana symbols="{1}"
                    player: player quantifier="that" noun="player" they=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
                effect: unless
                  effect: sacrifice
                    player: player quantifier="that" noun="player"
                    object: objects quantifier="a" counter="つ"
                      filter: card_type name="permanent"
                  player: player quantifier="that" noun="player"
                  action: pay_mana symbols="{1}"
                    player: player quantifier="that" noun="player"
        """,
        engine="cannot compile unless: another player chooses whether to act",
        to_en=False,
    ),
    Row(
        "sacrifice it unless you return a land",
        en=(
            "When this land enters, sacrifice it unless you return an untapped Island you control "
            "to its owner's hand."
        ),
        ja=(
            "この土地が戦場に出たとき、"
            "あなたがコントロールしているアンタップ状態の島１つをオーナーの手札に戻さないかぎり、"
            "それを生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="land"
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: move verb="return"
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: status name="untapped"
                        parts[1]: subtype name="Island"
                        parts[2]: controlled_by
                          player: you
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="land"
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: move verb="return"
                    object: objects quantifier="a" counter="つ"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: status name="untapped"
                        parts[2]: subtype name="Island"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        engine="compiles",
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "unless their controller pays for each",
        en=(
            "Creatures can't attack unless their controller pays {X} for each attacking creature "
            "they control."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: unless
                    effect: restriction rule="can't attack"
                      object: objects quantifier="all" bare=true
                        filter: card_type name="creature" plural=true
                    player: controller_of
                      object: ref plural=true
                    action: pay_mana symbols="{X}"
                      player: controller_of
                        object: ref plural=true
                  objects: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: ref noun="player"
        """,
        engine="cannot compile for_each: no static behaviour",
        type_line="Enchantment",
    ),
    Row(
        "unless any player pays",
        en=(
            "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 "
            "until end of turn unless any player pays {2}."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: unless
                    effect: modify_pt power="+4" toughness="+4" additional=true
                      object: ref noun="creature"
                      duration: duration name="until end of turn"
                    player: player quantifier="a" noun="player" any_written=true
                    action: pay_mana symbols="{2}"
                      player: player quantifier="a" noun="player" any_written=true
        """,
        engine="cannot compile unless: another player chooses whether to act",
    ),
    Row(
        "unless you pay, no comma after 「かぎり」",
        en="At the beginning of your upkeep, sacrifice Card Name unless you pay {2}.",
        ja="あなたのアップキープの開始時に、あなたが(２)を支払わないかぎり、名前を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "unless you sacrifice, the player unwritten (「山２つを生け贄に捧げないかぎり」)",
        en="When Card Name enters, sacrifice it unless you sacrifice two Mountains.",
        ja="名前が戦場に出たとき、あなたが山２つを生け贄に捧げないかぎり、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: sacrifice
                    player: you
                    object: objects quantifier="a"
                      count: number value=2 form="word"
                      filter: subtype name="Mountain" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: sacrifice
                    player: you
                    object: objects quantifier="a" counter="つ"
                      count: number value=2
                      filter: subtype name="Mountain"
        """,
        engine="compiles",
    ),
]
