"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: discard
    Row(
        "discard this card as a cost",
        en="{1}{G}, Discard Card Name: Draw a card.",
        ja="(１)(緑),名前を捨てる：カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{G}"
                costs[1]: effect_cost
                  effect: discard
                    player: you
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{G}"
                costs[1]: effect_cost
                  effect: discard
                    player: you
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "discard a card of a kind (a cost)",
        en="Discard a land card: Draw a card.",
        ja="土地・カード１枚を捨てる：カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="land"
                        parts[1]: card_type name="card"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: card_type name="land"
                        parts[1]: card_type name="card"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "then discards at random",
        en="Each player draws three cards, then discards three cards at random.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: draw
                    player: player quantifier="each" noun="player"
                    amount: number value=3 form="word"
                  steps[1]: discard random=true
                    player: ref elided=true
                    amount: number value=3 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "あなた以外の各プレイヤー",
        ja="あなた以外の各プレイヤーはカード１枚を捨てる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: discard
                  player: player quantifier="each" noun="player" other=true other_written="あなた以外の"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "target player (ja)",
        ja="プレイヤー１人を対象とする。そのプレイヤーはカード２枚を捨てる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: discard
                  player: player quantifier="target" noun="player" declared="player"
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "discard, then draw without a comma",
        ja="カード１枚を捨てカード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[""]
                  steps[0]: discard
                    player: you
                    amount: number value=1
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a comma after あなたは",
        ja="カード１枚を引く。その後あなたは、カード１枚を捨てる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: discard
                    player: you written=true comma=true
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "discard at random",
        en="Target player discards two cards at random.",
        ja="プレイヤー１人を対象とする。そのプレイヤーはカード２枚を無作為に選んで捨てる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: discard random=true
                  player: player quantifier="target" noun="player"
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: discard random=true
                  player: player quantifier="target" noun="player" declared="player"
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "each other player",
        en="Each other player discards a card.",
        ja="あなたでない各プレイヤーはそれぞれカード１枚を捨てる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: discard
                  player: player quantifier="each" noun="player" other=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: discard
                  player: player quantifier="each" noun="player" respectively=true other=true other_written="あなたでない"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: gain_life
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
        "and series",
        en="You gain 1 life, draw a card, and scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[2]: scry
                    player: you
                    amount: number value=1 form="digits"
        """,
        engine="compiles",
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
        "te-form",
        ja="あなたは３点のライフを得て、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["て、"]
                  steps[0]: gain_life
                    player: you written=true
                    amount: number value=3
                  steps[1]: draw
                    player: you
                    amount: number value=1
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
    Row(
        "you may gain N life",
        en="When this creature enters, you may gain 2 life.",
        ja="このクリーチャーが戦場に出たとき、あなたは２点のライフを得てもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: optional
                  player: you
                  effect: gain_life
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: optional
                  player: you written=true
                  effect: gain_life
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
]
