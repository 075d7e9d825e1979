"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: tap
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
    Row(
        "any number of",
        en="Tap any number of creatures you control.",
        ja="あなたがコントロールしている望む数のクリーチャーをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
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
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "and before a step",
        en="Tap target creature and put three stun counters on it.",
        ja="クリーチャー１体を対象とする。それをタップし、それの上に麻痺カウンター３個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: tap
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: put_counters counter="stun"
                    amount: number value=3 form="word"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: tap
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: put_counters counter="stun"
                    amount: number value=3
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "you may tap",
        en="Scry 1. You may tap an untapped artifact you control. If you do, draw a card.",
        ja=(
            "占術１を行う。"
            "あなたはあなたがコントロールしているアンタップ状態のアーティファクト１つをタップしても"
            "よい。そうしたなら、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: optional
                    player: you
                    effect: tap
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: status name="untapped"
                          parts[1]: card_type name="artifact"
                          parts[2]: controlled_by
                            player: you
                  steps[2]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: scry
                    player: you
                    amount: number value=1
                  steps[1]: optional
                    player: you
                    effect: tap
                      object: objects quantifier="a" counter="つ"
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: status name="untapped"
                          parts[2]: card_type name="artifact"
                  steps[2]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "up to",
        en="Tap up to one target creature.",
        ja="クリーチャー最大１体を対象とする。それをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="up to target"
                    count: number value=1 form="word"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="up to target" counter="体" declared=""
                    count: number value=1
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "it is the card itself",
        en="Discard a card: Card Name gains hexproof until end of turn. Tap it.",
        ja="カード１枚を捨てる：ターン終了時まで、名前は呪禁を得る。これをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1 form="article"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="gain"
                    object: self_ref short=true
                    abilities[0]: keyword name="hexproof" case="lower"
                    duration: duration name="until end of turn"
                  steps[1]: tap
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="gain"
                    object: self_ref short=true
                    abilities[0]: keyword name="hexproof"
                    duration: duration name="until end of turn" first=true
                  steps[1]: tap
                    object: self_ref pronoun=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "status as a clause",
        en="Tap three other untapped creatures you control: Scry 1.",
        ja=(
            "あなたがコントロールしていてアンタップ状態でありこれでないクリーチャー３体をタップする"
            "：占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: tap
                    object: objects quantifier="all" other=true
                      count: number value=3 form="word"
                      filter: all_of head=1
                        parts[0]: status name="untapped"
                        parts[1]: card_type name="creature" plural=true
                        parts[2]: controlled_by
                          player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: tap
                    object: objects quantifier="a" other=true counter="体" other_word="これでない"
                      count: number value=3
                      filter: all_of
                        parts[0]: controlled_by verb_form="していて"
                          player: you
                        parts[1]: status name="untapped" clause=true
                        parts[2]: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "each of them",
        en="Tap all creatures your opponents control. Put a stun counter on each of them.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: tap
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by opponents=true
                          player: player quantifier="a" noun="opponent"
                  steps[1]: put_counters counter="stun"
                    amount: number value=1 form="article"
                    object: ref plural=true each_of=true
        """,
        engine="compiles",
    ),
    Row(
        "any number of creatures, after を",
        en="You may tap any number of untapped creatures you control.",
        ja=(
            "あなたはあなたがコントロールしているアンタップ状態のクリーチャーを望む数だけタップして"
            "もよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
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
                effect: optional
                  player: you
                  effect: tap
                    object: objects quantifier="any number" count_last=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: status name="untapped"
                        parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "this Aura",
        en="When this Aura enters, tap enchanted permanent.",
        ja="このオーラが戦場に出たとき、エンチャントしているパーマネントをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Aura"
                effect: tap
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Aura"
                effect: tap
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
        """,
        engine="compiles",
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
    # kind: tap_or_untap
    Row(
        "tap or untap",
        en="You may tap or untap target creature.",
        ja="クリーチャー１体を対象とする。あなたはそれをタップまたはアンタップしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: tap_or_untap
                    object: objects quantifier="target"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: tap_or_untap
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
        """,
        engine="compiles",
    ),
]
