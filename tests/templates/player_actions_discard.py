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
    Row(
        "you may have target opponent discard / 「あなたは「…」を選んでもよい」",
        en="When this creature enters, you may have target opponent discard a card.",
        ja=(
            "このクリーチャーが戦場に出たとき、対戦相手１人を対象とする。"
            "あなたは「そのプレイヤーはカード１枚を捨てる。」を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: optional
                  player: you
                  effect: discard
                    player: player quantifier="target" noun="opponent"
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: optional quoted=true
                  player: you written=true
                  effect: discard
                    player: player quantifier="target" noun="opponent" declared="player"
                    amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "each other player discards",
        en="Each other player discards a card.",
        ja="他の各プレイヤーはカード１枚を捨てる。",
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
                  player: player quantifier="each" noun="player" other=true other_written="他の"
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: double_life
    Row(
        "double your life total",
        en="Whenever Card Name attacks, double your life total.",
        ja="名前が攻撃するたび、あなたのライフ総量を２倍にする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: double_life
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: double_life
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "target player's life total doubles (ja は２倍になる)",
        en="Double target player's life total.",
        ja="プレイヤー１人を対象とする。そのプレイヤーのライフ総量は２倍になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: double_life
                  player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: double_life becomes_written=true
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
