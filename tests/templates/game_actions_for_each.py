"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: for_each
    Row(
        "for each without a comma",
        ja="戦場に出ている鳥１つにつきカード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each no_comma=true
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: in_zone entered=true
                        zone: zone name="battlefield"
                      parts[1]: subtype name="Bird"
        """,
        engine="compiles",
    ),
    Row(
        "for each in the predicate (ja)",
        ja="名前は、あなたがコントロールしているアーティファクト１つにつき+1/+1の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="artifact"
        """,
        engine="compiles",
    ),
    Row(
        "on the battlefield",
        en="Draw a card for each Bird on the battlefield.",
        ja="戦場にある鳥１体につき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: subtype name="Bird"
                      parts[1]: in_zone
                        zone: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: in_zone
                        zone: zone name="battlefield"
                      parts[1]: subtype name="Bird"
        """,
        engine="compiles",
    ),
    Row(
        "for each in the predicate",
        en="Card Name gets +1/+1 until end of turn for each enchantment you control.",
        ja=(
            "ターン終了時まで、"
            "名前はあなたがコントロールしているエンチャント１つにつき+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="enchantment"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1"
                    object: self_ref short=true
                    duration: duration name="until end of turn" first=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="enchantment"
        """,
        engine="compiles",
    ),
    Row(
        "a target for each opponent",
        en="For each opponent, destroy up to one target creature that player controls.",
        ja=(
            "各対戦相手につきそれぞれ、"
            "そのプレイヤーがコントロールしているクリーチャー最大１体を対象とする。"
            "それらを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: destroy
                    object: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: player quantifier="that" noun="player"
                  objects: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each first=true players_declared=true
                  effect: destroy
                    object: objects quantifier="up to target" counter="体" declared="" declared_plural=true
                      count: number value=1
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="that" noun="player"
                        parts[1]: card_type name="creature"
                  objects: player quantifier="each" noun="opponent"
        """,
        engine="cannot compile for_each: an effect without an amount",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a target, then a target for each other player",
        en=(
            "Exile target creature you control. For each other player, exile up to one target "
            "creature that player controls."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体と、"
            "あなたでない各プレイヤーにつきそれぞれ、"
            "そのプレイヤーがコントロールしているクリーチャー最大１体を対象とする。"
            "その前者を追放する。それらの後者を追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                  steps[1]: for_each first=true
                    effect: exile until_comma=true
                      object: objects quantifier="up to target"
                        count: number value=1 form="word"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: controlled_by
                            player: player quantifier="that" noun="player"
                    objects: player quantifier="each" noun="player" other=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared="その前者" declared_with="と、"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                  steps[1]: for_each first=true players_declared=true
                    effect: exile until_comma=true
                      object: objects quantifier="up to target" counter="体" declared="それらの後者" declared_plural=true
                        count: number value=1
                        filter: all_of
                          parts[0]: controlled_by
                            player: player quantifier="that" noun="player"
                          parts[1]: card_type name="creature"
                    objects: player quantifier="each" noun="player" other=true other_written="あなたでない"
        """,
        engine="cannot compile for_each: an effect without an amount",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "for each, first",
        en="For each player, you gain 1 life and draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: sequence joins=["and"] connectives=[" and"]
                    steps[0]: gain_life
                      player: you written=true
                      amount: number value=1 form="digits"
                    steps[1]: draw
                      player: you
                      amount: number value=1 form="article"
                  objects: player quantifier="each" noun="player"
        """,
        engine="cannot compile for_each: an effect without an amount",
    ),
    # "instant and sorcery spells" are spells of either type (one filter, not a list of all instants and sorcery spells), as 「インスタントかソーサリーである呪文」.
    Row(
        "instant and sorcery cards",
        en="You gain 1 life for each instant and sorcery card in your graveyard.",
        ja=(
            "あなたの墓地にあるインスタントかソーサリーであるカード１枚につき、"
            "あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: any_of conjunction="and"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "「あなたは、」 before 「…につき」",
        ja="あなたは、あなたがコントロールしているクリーチャー１体につき１点のライフを得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: gain_life
                    player: you written=true comma=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "for each",
        en="You gain 1 life for each creature you control.",
        ja="あなたがコントロールしているクリーチャー１体につき、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
]
