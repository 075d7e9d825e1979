"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: tap
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
    # kind: turn_face_down
    Row(
        "turn itself face down",
        en="{3}{U}{U}: Turn Card Name face down.",
        ja="(３)(青)(青)：名前を裏向きにする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{U}{U}"
                effect: turn_face_down
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{U}{U}"
                effect: turn_face_down
                  object: self_ref short=true
        """,
        engine="cannot compile turn_face_down: no face-down objects",
    ),
    Row(
        "turn all other creatures face down",
        en="As Card Name enters, turn all other creatures face down.",
        ja="名前が戦場に出るに際し、他のすべてのクリーチャーを裏向きにする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: turn_face_down
                  object: objects quantifier="all" other=true all_other=true
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: turn_face_down
                  object: objects quantifier="all" other=true other_word="他の"
                    filter: card_type name="creature"
        """,
        engine=(
            "cannot compile as_enters_ability: no effects as a permanent enters but a choice to "
            "act or enter tapped, or a choice of a color or a creature type"
        ),
        to_en=False,
    ),
    Row(
        "you may turn it face down",
        en="At the beginning of your upkeep, you may turn this creature face down.",
        ja="あなたのアップキープの開始時に、あなたはこのクリーチャーを裏向きにしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: turn_face_down
                    object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: turn_face_down
                    object: self_ref noun="creature"
        """,
        engine="cannot compile turn_face_down: no face-down objects",
    ),
    # kind: turn_face_up
    Row(
        "turn face up",
        en="Turn target face-down creature face up.",
        ja="裏向きのクリーチャー１体を対象とする。それを表向きにする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: turn_face_up
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: status name="face-down"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: turn_face_up
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: status name="face-down"
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile turn_face_up: no face-down objects",
    ),
    # kind: unattach
    Row(
        "unattach",
        en="When Card Name enters the battlefield, unattach enchanted Equipment.",
        ja="名前が戦場に出たとき、エンチャントしている装備品をはずす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: unattach
                  object: attached_to relation="enchanted"
                    filter: subtype name="Equipment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unattach
                  object: attached_to relation="enchanted"
                    filter: subtype name="Equipment"
        """,
        engine="cannot compile unattach: no unattaching",
        to_en=False,
    ),
]
