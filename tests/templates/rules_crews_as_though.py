"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: crews_as_though
    Row(
        "saddles and crews as though its power were greater",
        en=(
            '{T}: Create a 1/1 colorless Pilot creature token. The token has "This token saddles '
            'Mounts and crews Vehicles as though its power were 2 greater."'
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"]
                  steps[1]: gain_ability verb="have"
                    object: ref noun="token" determiner="the"
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["saddle", "crew"]
                        object: self_ref noun="token"
                        amount: number value=2 form="digits"
        """,
        engine="cannot compile crews_as_though: no crewing as though with more power",
    ),
    Row(
        "大きいかのように騎乗し、搭乗する",
        ja=(
            "「このトークンは、パワーが２大きいかのように乗騎に騎乗し、機体に搭乗する。」を持つ、"
            "無色の1/1の操縦士・クリーチャー・トークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"] with_comma=true
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["saddle", "crew"] comma=true
                        object: self_ref noun="token"
                        amount: number value=2
        """,
        engine="cannot compile crews_as_though: no crewing as though with more power",
    ),
    Row(
        "crews as though its power were greater",
        en=(
            'Create a 1/1 colorless Pilot creature token with "This creature crews Vehicles as '
            'though its power were 2 greater."'
        ),
        ja=(
            "「このクリーチャーはパワーが２大きいかのように機体に搭乗する。"
            "」を持つ無色の1/1の操縦士・クリーチャー・トークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"]
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["crew"]
                        object: self_ref noun="creature"
                        amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["colorless"] types=["Pilot", "creature"]
                    abilities[0]: static_ability
                      effect: crews_as_though actions=["crew"]
                        object: self_ref noun="creature"
                        amount: number value=2
        """,
        engine="cannot compile crews_as_though: no crewing as though with more power",
    ),
    # kind: delayed_trigger
    Row(
        "a delayed trigger at the next end step, before its effect",
        en=(
            "Target creature gains haste until end of turn. At the beginning of the next end step, "
            "sacrifice it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="haste" case="lower"
                    duration: duration name="until end of turn"
                  steps[1]: delayed_trigger word="at" first=true
                    trigger: at_step step="end step" next="step"
                    effect: sacrifice
                      player: you
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a delayed trigger at the next end step, after its effect",
        en=(
            "Exile target creature. Return it to the battlefield under its owner's control at the "
            "beginning of the next end step."
        ),
        ja=(
            "クリーチャー１体を対象とする。それを追放する。次の終了ステップの開始時に、"
            "それをオーナーのコントロール下で戦場に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="end step" next="step"
                    effect: move verb="return" attacking_joined="かつ"
                      object: ref
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="at"
                    trigger: at_step step="end step" next="step"
                    effect: move verb="return" attacking_joined="かつ"
                      object: ref
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a delayed trigger at the next turn's upkeep",
        en="Draw a card at the beginning of the next turn's upkeep.",
        ja="次のターンのアップキープの開始時に、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="upkeep" next="turn"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="upkeep" next="turn"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    # : English declaring a target in a sentence of its own, before a delayed trigger that uses it.
    # : Japanese declares it there too, once (read back, the Japanese says "Target player loses 2
    # : life at the beginning of the next end step", which is the same ability).
    Row(
        "target declared before a delayed trigger: an object",
        en="Choose target creature. At the beginning of the next end step, destroy that creature.",
        ja="クリーチャー１体を対象とする。次の終了ステップの開始時に、そのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at" first=true
                  trigger: at_step step="end step" next="step"
                  effect: destroy
                    object: objects quantifier="target" declared="creature"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at"
                  trigger: at_step step="end step" next="step"
                  effect: destroy
                    object: objects quantifier="target" counter="体" declared="creature"
                      filter: card_type name="creature"
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: die_row
    Row(
        "die table",
        en="Roll a d20.\n1—9 | Scry 1.\n10—19 | Scry 2.\n20 | Scry 3.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: roll_die sides=20
                  steps[1]: die_table
                    rows[0]: die_row low=1 high=9
                      effect: scry
                        player: you
                        amount: number value=1 form="digits"
                    rows[1]: die_row low=10 high=19
                      effect: scry
                        player: you
                        amount: number value=2 form="digits"
                    rows[2]: die_row low=20 high=20
                      effect: scry
                        player: you
                        amount: number value=3 form="digits"
        """,
        engine="compiles",
    ),
    # kind: enters_with_counters
    Row(
        "an additional X counters",
        en=(
            "If X is 5 or more, it enters the battlefield with an additional X +1/+1 counters on "
            "it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is" or_more=true
                    left: variable name="X"
                    right: number value=5 form="digits"
                  effect: enters_with_counters counter="+1/+1" additional=true an_additional=true additional_ja="after_kind" lead_ja="" the_battlefield=true
                    object: ref
                    amount: variable name="X"
        """,
        engine=(
            "cannot compile enters_with_counters: compiled only as a line of its own (an enters "
            "replacement)"
        ),
    ),
    Row(
        "that many additional counters",
        en="If you do, that creature enters with that many additional +1/+1 counters on it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: if_you_do
                  effect: enters_with_counters counter="+1/+1" additional=true additional_ja="after_kind" lead_ja=""
                    object: ref noun="creature"
                    amount: ref noun="number"
        """,
        engine=(
            "cannot compile enters_with_counters: compiled only as a line of its own (an enters "
            "replacement)"
        ),
    ),
    Row(
        "追加で before the counters",
        ja="Ｘが５以上であるなら、これは追加で+1/+1カウンターＸ個が置かれた状態で戦場に出る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is" counted=true
                    left: variable name="X"
                    right: number value=5
                  effect: enters_with_counters counter="+1/+1" additional=true additional_ja="before" lead_ja=""
                    object: self_ref pronoun=true
                    amount: variable name="X"
        """,
        engine="compiles",
    ),
    Row(
        "追加で after the amount",
        ja="そのクリーチャーは+1/+1カウンター１個が追加で置かれた状態で戦場に出る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: enters_with_counters counter="+1/+1" additional=true additional_ja="after_amount" lead_ja=""
                  object: ref noun="creature"
                  amount: number value=1
        """,
        engine=(
            "cannot compile enters_with_counters: compiled only as a line of its own (an enters "
            "replacement)"
        ),
    ),
    Row(
        "追加の counters, その上に",
        ja="それはその上に追加の時間カウンター３個が置かれた状態で戦場に出る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: enters_with_counters counter="time" additional=true additional_ja="adjective" lead_ja="その上に"
                  object: ref
                  amount: number value=3
        """,
        engine=(
            "cannot compile enters_with_counters: compiled only as a line of its own (an enters "
            "replacement)"
        ),
    ),
    Row(
        "each with additional counters",
        ja=(
            "あなたがコントロールしている各クリーチャーは、"
            "それぞれ+1/+1カウンターが追加で１個置かれた状態で戦場に出る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional=true additional_ja="after_kind" lead_ja="それぞれ" comma=true
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "each with additional counters, comma",
        ja=(
            "他の、あなたがコントロールしているクリーチャーはそれぞれ、"
            "+1/+1カウンターが追加でＸ個置かれた状態で戦場に出る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional=true additional_ja="after_kind" lead_ja="それぞれ、"
                  object: objects quantifier="a" other=true bare=true other_word="他の、"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  amount: variable name="X"
        """,
        engine="cannot compile enters_with_counters: the quantifier 'a'",
    ),
    Row(
        "escapes with counters",
        en="Card Name escapes with two +1/+1 counters on it.",
        ja="名前は+1/+1カウンター２個が置かれた状態で脱出する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" escapes=true
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" escapes=true
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="cannot compile enters_with_counters.escapes: no record of escape",
    ),
    Row(
        "enters with additional counters",
        en="Each other Wizard creature you control enters with an additional +1/+1 counter on it.",
        ja=(
            "あなたがコントロールしていてこれでない各ウィザード・クリーチャーは+1/+1カウンターが追"
            "加で１個置かれた状態で戦場に出る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional=true additional_ja="after_kind" lead_ja=""
                  object: objects quantifier="each" other=true
                    filter: all_of head=1
                      parts[0]: subtype name="Wizard"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional=true additional_ja="after_kind" lead_ja=""
                  object: objects quantifier="each" other=true other_word="これでない"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: subtype name="Wizard"
                      parts[2]: card_type name="creature"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "enters with additional counters, three",
        en="That creature enters with three additional time counters on it.",
        ja="そのクリーチャーは時間カウンターが追加で３個置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: enters_with_counters counter="time" additional=true additional_ja="after_kind" lead_ja=""
                  object: ref noun="creature"
                  amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: enters_with_counters counter="time" additional=true additional_ja="after_kind" lead_ja=""
                  object: ref noun="creature"
                  amount: number value=3
        """,
        engine=(
            "cannot compile enters_with_counters: compiled only as a line of its own (an enters "
            "replacement)"
        ),
    ),
    Row(
        "enters with +1/+1 counters, Japanese",
        en="Card Name enters with two +1/+1 counters on it.",
        ja="名前は+1/+1カウンター２個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
    ),
]
