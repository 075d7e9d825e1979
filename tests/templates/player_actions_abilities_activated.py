"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: abilities_activated
    Row(
        "a player activates a non-mana ability / 「マナ能力でない能力を起動するたび」",
        en=(
            "Whenever a player activates an ability that isn't a mana ability, this creature deals "
            "1 damage to that player."
        ),
        ja=(
            "プレイヤーがマナ能力でない能力を起動するたび、"
            "このクリーチャーはそのプレイヤーに１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="player"
                  ability: abilities_activated non_mana=true
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="player"
                  ability: abilities_activated non_mana=true
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1
                  recipient: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
    Row(
        "you activate a loyalty ability of / 「…の忠誠度能力を起動するたび」",
        en=(
            "Whenever you activate a loyalty ability of a Chandra planeswalker, this creature "
            "deals 1 damage to each opponent."
        ),
        ja=(
            "あなたがチャンドラ・プレインズウォーカーの忠誠度能力を起動するたび、"
            "このクリーチャーは各対戦相手にそれぞれ１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: you
                  ability: abilities_activated ability_kind="loyalty"
                    of: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Chandra"
                        parts[1]: card_type name="planeswalker"
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1 form="digits"
                  recipient: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: you
                  ability: abilities_activated ability_kind="loyalty"
                    of: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="Chandra"
                        parts[1]: card_type name="planeswalker"
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1
                  recipient: player quantifier="each" noun="opponent"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
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
        "then sacrifices, the player of the step before",
        en="Target player loses 1 life, discards a card, then sacrifices a permanent.",
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーは１点のライフを失い、カード１枚を捨て、"
            "パーマネント１つを生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                  steps[0]: lose_life
                    player: player quantifier="target" noun="player"
                    amount: number value=1 form="digits"
                  steps[1]: discard
                    player: ref elided=true
                    amount: number value=1 form="article"
                  steps[2]: sacrifice
                    player: ref elided=true
                    object: objects quantifier="a"
                      filter: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=["、", "、"]
                  steps[0]: lose_life
                    player: player quantifier="target" noun="player" declared="player"
                    amount: number value=1
                  steps[1]: discard
                    player: ref elided=true
                    amount: number value=1
                  steps[2]: sacrifice
                    player: ref elided=true
                    object: objects quantifier="a" counter="つ"
                      filter: card_type name="permanent"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
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
        "each opponent who doesn't / 「そうしなかった各対戦相手」",
        en="Each opponent may discard a card. Each opponent who doesn't loses 2 life.",
        ja=(
            "各対戦相手はそれぞれカード１枚を捨ててもよい。"
            "そうしなかった各対戦相手はそれぞれ２点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: player quantifier="each" noun="opponent"
                    effect: discard
                      player: player quantifier="each" noun="opponent"
                      amount: number value=1 form="article"
                  steps[1]: lose_life
                    player: player quantifier="each" noun="opponent" declined=true
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: player quantifier="each" noun="opponent" respectively=true
                    effect: discard
                      player: player quantifier="each" noun="opponent" respectively=true
                      amount: number value=1
                  steps[1]: lose_life
                    player: player quantifier="each" noun="opponent" respectively=true declined=true
                    amount: number value=2
        """,
        engine="cannot compile player.declined: no record of who declined a choice",
    ),
    Row(
        "shared subject",
        en="Each opponent discards a card and loses 2 life.",
        ja="各対戦相手はそれぞれカード１枚を捨て、２点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: discard
                    player: player quantifier="each" noun="opponent"
                    amount: number value=1 form="article"
                  steps[1]: lose_life
                    player: ref elided=true
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: discard
                    player: player quantifier="each" noun="opponent" respectively=true
                    amount: number value=1
                  steps[1]: lose_life
                    player: ref elided=true
                    amount: number value=2
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
