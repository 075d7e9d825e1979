"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: lose_life
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
        "lose life unless you control",
        en="At the beginning of your upkeep, you lose 2 life unless you control an Ogre.",
        ja=(
            "あなたのアップキープの開始時に、あなたがオーガをコントロールしていないかぎり、"
            "あなたは２点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: conditional condition_last=true comma=true unless=true
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: subtype name="Ogre"
                    player: you
                  effect: lose_life
                    player: you written=true
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: conditional comma=true unless=true
                  condition: you_control
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Ogre"
                    player: you
                  effect: lose_life
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    # 「各対戦相手はそれぞれ、…１枚につき１点のライフを失う」: the subject before 「…につき」 is the player of the step.
    Row(
        "subject before 「…につき」",
        en="Each opponent loses 1 life for each card in your graveyard.",
        ja="各対戦相手はそれぞれ、あなたの墓地にあるカード１枚につき１点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: lose_life
                    player: player quantifier="each" noun="opponent"
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: lose_life
                    player: player quantifier="each" noun="opponent" respectively=true each_comma=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "Read the Bones",
        en="Scry 2, then draw two cards. You lose 2 life.",
        ja="占術２を行い、その後カード２枚を引く。あなたは２点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then", "sentence"] connectives=[", then", "."]
                  steps[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=2 form="word"
                  steps[2]: lose_life
                    player: you written=true
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then", "sentence"] connectives=["、その後", "。"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=2
                  steps[2]: lose_life
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "defending player",
        en="Whenever Card Name attacks, defending player loses 2 life.",
        ja="名前が攻撃するたび、防御プレイヤーは２点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: lose_life
                  player: player quantifier="defending" noun="player"
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: lose_life
                  player: player quantifier="defending" noun="player"
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "lose life equal to",
        en="Each opponent loses life equal to the number of creatures you control.",
        ja=(
            "各対戦相手はそれぞれあなたがコントロールしているクリーチャーの数に等しい点数のライフを"
            "失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="each" noun="opponent"
                  amount: count_of
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="each" noun="opponent" respectively=true
                  amount: count_of
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "that much life",
        en="Target player loses that much life.",
        ja="プレイヤー１人を対象とする。そのプレイヤーはその点数分のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="target" noun="player"
                  amount: ref noun="number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="target" noun="player" declared="player"
                  amount: ref noun="number"
        """,
        engine="cannot compile ref: no earlier number for “that many”",
    ),
    # : English declaring a target in a sentence of its own, before a delayed trigger that uses it.
    # : Japanese declares it there too, once (read back, the Japanese says "Target player loses 2
    # : life at the beginning of the next end step", which is the same ability).
    Row(
        "target declared before a delayed trigger: a player",
        en="Choose target player. At the beginning of the next end step, that player loses 2 life.",
        ja=(
            "プレイヤー１人を対象とする。次の終了ステップの開始時に、"
            "そのプレイヤーは２点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at" first=true
                  trigger: at_step step="end step" next="step"
                  effect: lose_life
                    player: player quantifier="target" noun="player" declared="player"
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="end step" next="step"
                  effect: lose_life
                    player: player quantifier="target" noun="player" declared="player"
                    amount: number value=2
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "each player, comma",
        en="Each opponent loses 1 life.",
        ja="各対戦相手は、それぞれ１点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="each" noun="opponent"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="each" noun="opponent" respectively=true comma=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "each opponent who controls …",
        en="Each opponent who controls an artifact loses 2 life.",
        ja="アーティファクトをコントロールしている各対戦相手はそれぞれ２点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="each" noun="opponent"
                    controls: objects quantifier="a"
                      filter: card_type name="artifact"
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: player quantifier="each" noun="opponent" respectively=true
                    controls: objects quantifier="a" bare=true
                      filter: card_type name="artifact"
                  amount: number value=2
        """,
        engine="cannot compile player.controls: players described by what they control",
    ),
    Row(
        "a creature attacks one of your opponents",
        en="Whenever a creature attacks one of your opponents, that player loses 1 life.",
        ja=(
            "クリーチャー１体があなたの対戦相手１人を攻撃するたび、"
            "そのプレイヤーは１点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                  blocked: player quantifier="a" noun="opponent" your_written=true
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                  blocked: player quantifier="a" noun="opponent" your_written=true
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="cannot compile attacks.blocked: attacks a player other than you",
    ),
]
