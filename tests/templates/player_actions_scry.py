"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: scry
    Row(
        "then joins",
        en="Scry 1, then scry 2 then draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then", "then"] connectives=[", then", " then"]
                  steps[0]: scry
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[2]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "then sentence (ja)",
        ja="占術２を行う。その後、カード２枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "Serum Visions",
        en="Draw a card. Scry 2.",
        ja="カード１枚を引く。占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "Foresee",
        en="Scry 4, then draw two cards.",
        ja="占術４を行い、その後カード２枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=4 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: scry
                    player: you
                    amount: number value=4
                  steps[1]: draw
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "keyword action",
        en="Scry 2.",
        ja="占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "then",
        en="Scry 2, then draw a card.",
        ja="占術２を行い、その後カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "then sentence",
        en="Scry 2, then draw a card.",
        ja="占術２を行う。その後、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: scry
                    player: you
                    amount: number value=2
                  steps[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: skip_step
    Row(
        "players skip their steps / 「プレイヤーは自分の…を飛ばす」",
        en="Players skip their untap steps.",
        ja="プレイヤーは自分のアンタップ・ステップを飛ばす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: skip_step step="untap step"
                  player: player quantifier="all" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: skip_step step="untap step"
                  player: player quantifier="all" noun="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "you skip your next turn / 「あなたの次のターンを飛ばす」",
        en="When this creature enters, you skip your next turn.",
        ja="このクリーチャーが戦場に出たとき、あなたの次のターンを飛ばす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: skip_step step="turn" next=true
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: skip_step step="turn" next=true
                  player: you
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "that player skips their next untap step / 「自分の次のアンタップ・ステップを飛ばす」",
        en=(
            "Whenever this creature deals combat damage to a player, that player skips their next "
            "untap step."
        ),
        ja=(
            "このクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、"
            "そのプレイヤーは自分の次のアンタップ・ステップを飛ばす。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: skip_step step="untap step" next=true
                  player: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: skip_step step="untap step" next=true
                  player: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
    Row(
        "「次の戦闘フェイズ１つを飛ばす」",
        ja="プレイヤー１人を対象とする。そのプレイヤーは、自分の次の戦闘フェイズ１つを飛ばす。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: skip_step step="combat phase" next=true one_written=true
                  player: player quantifier="target" noun="player" comma=true declared="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
    Row(
        "skip your draw step / 「あなたのドロー・ステップを飛ばす」",
        en="Skip your draw step.",
        ja="あなたのドロー・ステップを飛ばす。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: skip_step step="draw step"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: skip_step step="draw step"
                  player: you
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "skips all combat phases of their next turn / 「次のターンのすべての戦闘フェイズを飛ばす」",
        en="Target player skips all combat phases of their next turn.",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分の次のターンのすべての戦闘フェイズを飛ばす。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: skip_step step="combat phases of turn" next=true
                  player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: skip_step step="combat phases of turn" next=true
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine=(
            "cannot compile skip_step: the engine's turns have no skipped steps, phases or turns "
            "(CR 614.10)"
        ),
    ),
    # kind: surveil
    Row(
        "counters of any kind, 数",
        ja="諜報Ｘを行う。Ｘはそれの上にあるカウンターの数に等しい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: counters_on number_word="数"
                      object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "the number of counters of a kind",
        en="Surveil X, where X is the number of charge counters on Card Name.",
        ja="諜報Ｘを行う。Ｘは名前の上にある蓄積カウンターの個数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: counters_on counter="charge"
                      object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: counters_on counter="charge"
                      object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "this Spacecraft",
        en="When this Spacecraft enters, surveil 2.",
        ja="この宇宙船が戦場に出たとき、諜報２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Spacecraft"
                effect: surveil
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Spacecraft"
                effect: surveil
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "suspected creatures",
        en="Whenever one or more suspected creatures you control attack, surveil 1.",
        ja="あなたがコントロールしている１体以上の容疑クリーチャーが攻撃するたび、諜報１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of head=1
                      parts[0]: status name="suspected"
                      parts[1]: card_type name="creature" plural=true
                      parts[2]: controlled_by
                        player: you
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least" counter="体"
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: status name="suspected"
                      parts[2]: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile status: suspected: no filter behaviour",
    ),
    Row(
        "attacks alone",
        en="Whenever a creature you control attacks alone, surveil 1.",
        ja="あなたがコントロールしているクリーチャー１体が単独で攻撃するたび、諜報１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks alone=true
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks alone=true
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
]
