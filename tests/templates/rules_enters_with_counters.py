"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: enters_with_counters
    Row(
        "enters with counters for each object",
        en="Card Name enters with a +1/+1 counter on it for each creature card in your graveyard.",
        ja=(
            "名前は、"
            "あなたの墓地にあるクリーチャー・カード１枚につき+1/+1カウンター１個が置かれた状態で戦"
            "場に出る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: self_ref short=true
                    amount: number value=1 form="article"
                  objects: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true no_comma=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" comma=true
                    object: self_ref short=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
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
    Row(
        "enters with a number of counters equal to an amount",
        en=(
            "Card Name enters with a number of +1/+1 counters on it equal to the number of "
            "creature cards in your graveyard."
        ),
        ja=(
            "名前は、"
            "あなたの墓地にあるクリーチャー・カードの数に等しい個数の+1/+1カウンターが置かれた状態"
            "で戦場に出る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                  object: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" comma=true
                  object: self_ref short=true
                  amount: count_of
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # 「破壊不能カウンター」: a keyword before 「カウンター」, as "an indestructible counter".
    Row(
        "enters with a keyword counter",
        en="Card Name enters the battlefield with an indestructible counter on it.",
        ja="名前は破壊不能カウンター１個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="indestructible" additional_ja="after_kind" lead_ja="" the_battlefield=true
                  object: self_ref short=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="indestructible" additional_ja="after_kind" lead_ja=""
                  object: self_ref short=true
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: exchange_control
    Row(
        "exchange control of two targets (en)",
        en="Exchange control of two target creatures.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exchange_control
                  objects: objects quantifier="target"
                    count: number value=2 form="word"
                    filter: card_type name="creature" plural=true
        """,
        engine="compiles",
    ),
    Row(
        "exchange control of them",
        ja="クリーチャー２体を対象とし、それらのコントロールを交換する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exchange_control
                  objects: objects quantifier="target" counter="体" declared="" declared_clause=true
                    count: number value=2
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "exchange control, the card named last",
        ja="(５)(青)：土地でないパーマネント１つを対象とし、それと名前のコントロールを交換する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}{U}"
                effect: exchange_control self_last=true
                  objects: object_list conjunction="and"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="permanent"
        """,
        engine="compiles",
    ),
    Row(
        "exchange control of two targets",
        en=(
            "You may exchange control of target creature you control and target creature an "
            "opponent controls."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体と対戦相手がコントロールしているクリーチャ"
            "ー１体を対象とする。あなたはそれらのコントロールを交換してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: exchange_control
                    objects: object_list conjunction="and"
                      items[0]: objects quantifier="target"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: controlled_by
                            player: you
                      items[1]: objects quantifier="target"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: controlled_by
                            player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: exchange_control
                    objects: object_list conjunction="and" declared=""
                      items[0]: objects quantifier="target" counter="体"
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
                      items[1]: objects quantifier="target" counter="体"
                        filter: all_of
                          parts[0]: controlled_by
                            player: player quantifier="a" noun="opponent"
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "exchange control of the card and a target",
        en=(
            "When Card Name enters, exchange control of Card Name and up to one target creature an "
            "opponent controls."
        ),
        ja=(
            "名前が戦場に出たとき、対戦相手がコントロールしているクリーチャー最大１体を対象とする。"
            "名前とそれのコントロールを交換する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: exchange_control
                  objects: object_list conjunction="and"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: exchange_control
                  objects: object_list conjunction="and"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="up to target" counter="体" declared=""
                      count: number value=1
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="a" noun="opponent"
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
]
