"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: counters_on
    Row(
        "can attack as though it didn't have defender",
        en=(
            "As long as Card Name has three or more +1/+1 counters on it, Card Name can attack as "
            "though it didn't have defender."
        ),
        ja=(
            "名前の上に+1/+1カウンターが３個以上あるかぎり、"
            "名前は防衛を持たないかのように攻撃できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has" count_after="ある"
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "gets +1/+1 for each counter on ~, 「…の上に置かれている…カウンター１個につき」",
        en="Equipped creature gets +1/+1 for each charge counter on Card Name.",
        ja=(
            "装備しているクリーチャーは、"
            "名前の上に置かれている蓄積カウンター１個につき+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: counters_on counter="charge"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: counters_on counter="charge" placed=true
                    object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "as long as it has a +1/+1 counter on it",
        en="As long as Card Name has a +1/+1 counter on it, it has flying.",
        ja="名前の上に+1/+1カウンターが置かれているかぎり、これは飛行を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="flying" case="lower"
                condition: amount_compare op="ge" wording="has" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref pronoun=true
                  abilities[0]: keyword name="flying"
                condition: amount_compare op="ge" wording="has" count_after="置かれている" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: self_ref short=true
                  right: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "the number of counters on it, placed (past form)",
        en="Scry X, where X is the number of charge counters on Card Name.",
        ja="占術Ｘを行う。Ｘは名前の上に置かれた蓄積カウンターの数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: counters_on counter="charge"
                      object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: counters_on counter="charge" number_word="数" placed_past=true
                      object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "for each counter on it, placed (past form)",
        en="Draw a card for each verse counter on Card Name.",
        ja="名前の上に置かれた詩句カウンター１個につきカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: counters_on counter="verse"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each no_comma=true
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: counters_on counter="verse" placed_past=true
                    object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "defending player is poisoned",
        en=(
            "Whenever Card Name attacks, if defending player is poisoned, it gets +1/+1 until end "
            "of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="poisoned"
                  left: counters_on counter="poison"
                    object: player quantifier="defending" noun="player"
                  right: number value=1
                effect: modify_pt power="+1" toughness="+1"
                  object: ref
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile counters_on: counters a player has",
        type_line="Creature — Rat",
    ),
    Row(
        "for each counter on it, every kind",
        en="Equipped creature gets +1/+1 for each counter on it.",
        ja="装備しているクリーチャーは、それの上にあるカウンター１個につき+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: counters_on
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: counters_on
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: damage_dealt
    Row(
        "the amount of damage it dealt",
        en=(
            "Whenever Card Name deals combat damage to a player, surveil X, where X is the amount "
            "of damage it dealt to that player."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: damage_dealt
                      source: ref
                      player: player quantifier="that" noun="player"
        """,
        engine="cannot compile damage_dealt: no record of the damage an event dealt",
    ),
    Row(
        "与えたダメージの点数",
        ja=(
            "名前がプレイヤー１人に戦闘ダメージを与えるたび、諜報Ｘを行う。"
            "Ｘはこれがそのプレイヤーに与えたダメージの点数に等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: surveil
                  player: you
                  amount: variable name="X"
                    definition: damage_dealt
                      source: self_ref pronoun=true
                      player: player quantifier="that" noun="player"
        """,
        engine="cannot compile damage_dealt: no record of the damage an event dealt",
    ),
    # kind: devotion
    # Purphoros, Bronze-Blooded (../shared/corpus)
    Row(
        "devotion, isn't a creature",
        en="As long as your devotion to red is less than five, Card Name isn't a creature.",
        ja="あなたの赤への信心が５未満であるかぎり、名前はクリーチャーではない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: loses_type card_type="creature"
                  object: self_ref short=true
                condition: amount_compare op="lt" wording="is"
                  left: devotion color="red"
                    player: you
                  right: number value=5 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: loses_type card_type="creature"
                  object: self_ref short=true
                condition: amount_compare op="lt" wording="is"
                  left: devotion color="red"
                    player: you
                  right: number value=5
        """,
        engine="compiles",
    ),
    # kind: die_result
    Row(
        "roll a d6, the result is N or greater (en)",
        en="Roll a d6. If the result is 4 or greater, scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: roll_die sides=6
                    player: you
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="is"
                      left: die_result
                      right: number value=4 form="digits"
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "roll a d6, the result is N or greater (ja)",
        ja="１個のd6を振る。その出目が４以上なら、占術２を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: roll_die sides=6
                    player: you
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="is"
                      left: die_result
                      right: number value=4
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "the result is N or less, scry a number equal to it",
        en=(
            "Roll a six-sided die. If the result is 3 or less, scry a number of cards equal to the "
            "result."
        ),
        ja="１個の６面体サイコロを振る。その出目が３以下なら、その出目に等しい枚数の占術を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: roll_die sides=6 in_words=true
                    player: you
                  steps[1]: conditional comma=true
                    condition: amount_compare op="le" wording="is"
                      left: die_result
                      right: number value=3 form="digits"
                    effect: scry equal_to=true
                      player: you
                      amount: die_result
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: roll_die sides=6 in_words=true
                    player: you
                  steps[1]: conditional comma=true
                    condition: amount_compare op="le" wording="is"
                      left: die_result
                      right: number value=3
                    effect: scry equal_to=true
                      player: you
                      amount: die_result
        """,
        engine="compiles",
    ),
    Row(
        "the die's result",
        en="Roll a d4. Scry X, where X is the result.",
        ja="１個のd4を振る。占術Ｘを行う。Ｘはその出目に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: roll_die sides=4
                    player: you
                  steps[1]: scry
                    player: you
                    amount: variable name="X"
                      definition: die_result
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: roll_die sides=4
                    player: you
                  steps[1]: scry
                    player: you
                    amount: variable name="X"
                      definition: die_result
        """,
        engine="compiles",
    ),
    # kind: doors
    # Promising Stairs (../shared/corpus)
    Row(
        "unlocked doors of Rooms",
        en=(
            "If there are eight or more different names among unlocked doors of Rooms you control, "
            "you win the game."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="name"
                      objects: doors
                        rooms: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: subtype name="Rooms"
                            parts[1]: controlled_by
                              player: you
                    right: number value=8 form="word"
                  effect: game_result outcome="win"
                    player: you written=true
        """,
        engine="cannot compile doors: no Rooms",
    ),
    # Promising Stairs (../shared/corpus)
    Row(
        "開放されているドア",
        ja=(
            "あなたがコントロールしている部屋の開放されているドアの中に８種類以上の名前があるなら、"
            "あなたはこのゲームに勝利する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="there_are"
                    left: types_among types="name"
                      objects: doors
                        rooms: objects quantifier="all" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: subtype name="Room"
                    right: number value=8
                  effect: game_result outcome="win"
                    player: you written=true
        """,
        engine="cannot compile doors: no Rooms",
        ja_name="見張り",
    ),
]
