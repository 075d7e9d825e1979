"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: sacrifice
    Row(
        "any number of other",
        en="Sacrifice any number of other creatures.",
        ja="他の望む数のクリーチャーを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: you
                  object: objects quantifier="any number" other=true
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: you
                  object: objects quantifier="any number" other=true other_word="他の"
                    filter: card_type name="creature"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
        to_ja=False,
    ),
    Row(
        "of their choice",
        en="Each opponent sacrifices a nontoken creature of their choice.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="each" noun="opponent"
                  object: objects quantifier="a" their_choice=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="token"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "at the beginning of the end step",
        en="At the beginning of the end step, sacrifice Card Name.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step" written="the"
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "〈名〉でない",
        ja=(
            "あなたは名前でないアーティファクト１つを生け贄に捧げてもよい。\n"
            "(Ｔ)：あなたがコントロールしていて名前でないクリーチャー１体を対象とする。"
            "ターン終了時まで、それは被覆を得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you written=true
                  effect: sacrifice
                    player: you written=true
                    object: objects quantifier="a" other=true counter="つ" other_word="〈名〉でない"
                      filter: card_type name="artifact"
              abilities[1]: activated_ability
                costs[0]: tap_cost
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" other=true counter="体" other_word="〈名〉でない" declared=""
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: card_type name="creature"
                  abilities[0]: keyword name="shroud"
                  duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "「自分が選んだ」",
        ja="各プレイヤーはそれぞれ、自分が選んだクリーチャー１体を生け贄に捧げる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="each" noun="player" respectively=true each_comma=true
                  object: objects quantifier="a" counter="体" their_choice=true
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "それぞれ、 after each player",
        ja="各対戦相手はそれぞれ、クリーチャー１体を生け贄に捧げる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="each" noun="opponent" respectively=true each_comma=true
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "a step without 各",
        ja="終了ステップの開始時に、名前を生け贄に捧げる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step" written="the"
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "they control",
        en="Each player sacrifices a creature they control.",
        ja="各プレイヤーはそれぞれ自分がコントロールしているクリーチャー１体を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="each" noun="player"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="each" noun="player" respectively=true
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: ref noun="player"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "of their choice / 「自分が選んだ」",
        en="Target opponent sacrifices a creature of their choice.",
        ja=(
            "対戦相手１人を対象とする。"
            "そのプレイヤーは自分が選んだクリーチャー１体を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="target" noun="opponent"
                  object: objects quantifier="a" their_choice=true
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="target" noun="opponent" declared="player"
                  object: objects quantifier="a" counter="体" their_choice=true
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "description with no noun, sacrificed",
        en="Sacrifice an artifact or creature.",
        ja="アーティファクトかクリーチャーである１つを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: you
                  object: objects quantifier="a"
                    filter: any_of
                      options[0]: card_type name="artifact"
                      options[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: you
                  object: objects quantifier="a" counter="つ" headless=true
                    filter: any_of conjunction="か"
                      options[0]: card_type name="artifact"
                      options[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "any player may",
        en="At the beginning of your upkeep, any player may sacrifice a creature.",
        ja=(
            "あなたのアップキープの開始時に、"
            "いずれのプレイヤーもクリーチャー１体を生け贄に捧げてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: player quantifier="any" noun="player"
                  effect: sacrifice
                    player: player quantifier="any" noun="player"
                    object: objects quantifier="a"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: player quantifier="any" noun="player"
                  effect: sacrifice
                    player: player quantifier="any" noun="player"
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
        """,
        engine="cannot compile player.quantifier: any: no player selection",
    ),
    Row(
        "the card's name before 以外の: another creature",
        en="At the beginning of your upkeep, sacrifice another creature.",
        ja="あなたのアップキープの開始時に、名前以外のクリーチャー１体を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sacrifice
                  player: you
                  object: objects quantifier="a" other=true
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sacrifice
                  player: you
                  object: objects quantifier="a" other=true counter="体" other_word="〈名〉以外の"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: tap
    Row(
        "any number of target, a comma before the description",
        en="Tap any number of target creatures and/or planeswalkers.",
        ja="望む数のクリーチャーやプレインズウォーカーを対象とする。それらをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number target"
                    filter: any_of conjunction="and/or"
                      options[0]: card_type name="creature" plural=true
                      options[1]: card_type name="planeswalker" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number target" declared=""
                    filter: any_of conjunction="や"
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "any number of, a comma before controlled by",
        en="Tap any number of untapped creatures you control.",
        ja="あなたがコントロールしている望む数のアンタップ状態のクリーチャーをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number"
                    filter: all_of head=1
                      parts[0]: status name="untapped"
                      parts[1]: card_type name="creature" plural=true
                      parts[2]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: status name="untapped"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "each of those creatures",
        en="Tap up to two target creatures. Put a stun counter on each of those creatures.",
        ja=(
            "クリーチャー最大２体を対象とする。それらをタップする。"
            "それらのクリーチャーの上に麻痺カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: tap
                    object: objects quantifier="up to target"
                      count: number value=2 form="word"
                      filter: card_type name="creature" plural=true
                  steps[1]: put_counters counter="stun"
                    amount: number value=1 form="article"
                    object: ref noun="creature" plural=true determiner="those" each_of=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: tap
                    object: objects quantifier="up to target" counter="体" declared=""
                      count: number value=2
                      filter: card_type name="creature"
                  steps[1]: put_counters counter="stun"
                    amount: number value=1
                    object: ref noun="creature" plural=true
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "for each it",
        en="For each creature, tap it.",
        ja="クリーチャー１体につき、それをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: tap
                    object: ref
                  objects: objects quantifier="each"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: tap
                    object: ref
                  objects: objects quantifier="each" counter="体"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "don't untap, their controller's",
        en=(
            "Tap up to two target creatures. Those creatures don't untap during their controller's "
            "next untap step."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: tap
                    object: objects quantifier="up to target"
                      count: number value=2 form="word"
                      filter: card_type name="creature" plural=true
                  steps[1]: restriction rule="doesn't untap during its controller's next untap step" plural_form="don't untap during their controller's next untap step"
                    object: ref noun="creature" plural=true determiner="those"
        """,
        engine="compiles",
    ),
    Row(
        "don't untap, それら",
        ja=(
            "クリーチャー最大２体を対象とする。それらをタップする。それらは、"
            "それらのコントローラーの次のアンタップ・ステップにアンタップしない。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: tap
                    object: objects quantifier="up to target" counter="体" declared=""
                      count: number value=2
                      filter: card_type name="creature"
                  steps[1]: restriction rule="doesn't untap during its controller's next untap step" comma=true written="それらのコントローラーの次のアンタップ・ステップにアンタップしない"
                    object: ref plural=true
        """,
        engine="compiles",
    ),
    Row(
        "a target for each opponent, referred to as it",
        ja=(
            "名前が攻撃するたび、各対戦相手につきそれぞれ、"
            "そのプレイヤーがコントロールしているクリーチャー最大１体を対象とする。"
            "それをタップする。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: for_each first=true players_declared=true
                  effect: tap
                    object: objects quantifier="up to target" counter="体" declared=""
                      count: number value=1
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="that" noun="player"
                        parts[1]: card_type name="creature"
                  objects: player quantifier="each" noun="opponent"
        """,
        engine="cannot compile for_each: an effect without an amount",
    ),
    Row(
        "any number of target …",
        en="Tap any number of target creatures.",
        ja="望む数のクリーチャーを対象とする。それらをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number target"
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number target" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
]
