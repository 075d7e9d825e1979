"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: enters_tapped
    Row(
        "you control N or more other, unless (「他の山を３つ以上コントロールしていないかぎり」)",
        en="Card Name enters tapped unless you control three or more other Mountains.",
        ja="あなたが他の山を３つ以上コントロールしていないかぎり、名前はタップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
                  unless: you_control
                    objects: objects quantifier="at least" other=true
                      count: number value=3 form="word"
                      filter: subtype name="Mountain" plural=true
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
                  unless: you_control count_after=true
                    objects: objects quantifier="at least" other=true counter="つ" other_word="他の"
                      count: number value=3
                      filter: subtype name="Mountain"
                    player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "enters tapped unless you have two or more opponents, 「対戦相手が２人以上いないかぎり」",
        en="Card Name enters the battlefield tapped unless you have two or more opponents.",
        ja="対戦相手が２人以上いないかぎり、名前はタップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped the_battlefield=true
                  object: self_ref short=true
                  unless: amount_compare op="ge" wording="has"
                    left: count_of
                      objects: player quantifier="all" noun="opponent" you_have=true
                    right: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
                  unless: amount_compare op="ge" wording="has"
                    left: count_of
                      objects: player quantifier="all" noun="opponent"
                    right: number value=2
        """,
        engine="cannot compile player.quantifier: all: no player selection",
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "a Swamp or a Mountain",
        en="This land enters tapped unless you control a Swamp or a Mountain.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref noun="land"
                  unless: you_control
                    objects: objects quantifier="a"
                      filter: any_of articles=true
                        options[0]: subtype name="Swamp"
                        options[1]: subtype name="Mountain"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "enters tapped unless you control",
        ja="あなたが沼をコントロールしていないかぎり、このクリーチャーはタップ状態で戦場に出る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref noun="creature"
                  unless: you_control
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Swamp"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "enters tapped (ja)",
        ja="名前はタップ状態で戦場に出る。\n(Ｔ)：(赤)か(緑)を加える。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
              abilities[1]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{R}", "{G}"]
        """,
        engine="compiles",
    ),
    Row(
        "Temple of Mystery",
        en=(
            "Card Name enters the battlefield tapped.\n"
            "When Card Name enters the battlefield, scry 1.\n{T}: Add {G} or {U}."
        ),
        ja=(
            "名前はタップ状態で戦場に出る。\n名前が戦場に出たとき、占術１を行う。\n"
            "(Ｔ)：(緑)か(青)を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped the_battlefield=true
                  object: self_ref short=true
              abilities[1]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
              abilities[2]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}", "{U}"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
              abilities[1]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
              abilities[2]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}", "{U}"]
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "enters tapped",
        en="Card Name enters the battlefield tapped.",
        ja="名前はタップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped the_battlefield=true
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "unless you control N or fewer other lands",
        en="This land enters tapped unless you control two or fewer other lands.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref noun="land"
                  unless: you_control
                    objects: objects quantifier="at most" other=true
                      count: number value=2 form="word"
                      filter: card_type name="land" plural=true
                    player: you
        """,
        engine="cannot compile you_control: at most a number",
    ),
    Row(
        "many enter tapped",
        en="Artifacts your opponents control enter the battlefield tapped.",
        ja="対戦相手がコントロールしているアーティファクトはタップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped the_battlefield=true
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="artifact" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="artifact"
        """,
        engine="cannot compile enters_tapped: for objects",
        to_ja=False,
        to_en=False,
        type_line="Artifact Creature — Beast",
        ja_type_line="アーティファクト・クリーチャー ― ビースト",
    ),
    # kind: gain_energy
    Row(
        "reminder before the period",
        en="When Card Name enters, you get {E}{E} (two energy counters).",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: gain_energy symbols="{E}{E}"
                  player: you
                reminder[0]: reminder_text text="two energy counters" sentence=1 inside=true
        """,
        engine="compiles",
    ),
    Row(
        "energy with its reminder",
        ja="名前が戦場に出たとき、あなたは(Ｅ)(Ｅ)（エネルギー・カウンター２個）を得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: gain_energy symbols="{E}{E}"
                  player: you
                  reminder: reminder_text text="エネルギー・カウンター２個"
        """,
        engine="compiles",
    ),
    # kind: get_emblem
    Row(
        "an emblem with two quoted abilities, one without its period",
        en=(
            'You get an emblem with "Artifact creatures you control get +1/+1" and "Artifact '
            'spells you cast cost {1} less to cast."'
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: get_emblem
                  player: you
                  abilities[0]: static_ability no_period=true
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="all" bare=true
                        filter: all_of head=1
                          parts[0]: card_type name="artifact"
                          parts[1]: card_type name="creature" plural=true
                          parts[2]: controlled_by
                            player: you
                  abilities[1]: static_ability
                    effect: cost_change symbols="{1}" reduce=true action="cast"
                      object: objects quantifier="all" bare=true
                        filter: all_of head=1
                          parts[0]: card_type name="artifact"
                          parts[1]: card_type name="spell" plural=true
                          parts[2]: cast_by action="cast"
                            player: you
        """,
        engine="compiles",
    ),
    Row(
        "you get an emblem",
        en=(
            'You get an emblem with "At the beginning of your end step, create three 1/1 white '
            'Cat creature tokens with lifelink."'
        ),
        ja=(
            "あなたは「あなたの終了ステップの開始時に、"
            "絆魂を持つ白の1/1の猫・クリーチャー・トークン３体を生成する。」の紋章を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: get_emblem
                  player: you
                  abilities[0]: triggered_ability word="at"
                    trigger: at_step step="end step"
                      player: you
                    effect: create_token
                      player: you
                      amount: number value=3 form="word"
                      token: token_spec power_toughness="1/1" colors=["white"] types=["Cat", "creature"]
                        abilities[0]: keyword name="lifelink" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: get_emblem
                  player: you
                  abilities[0]: triggered_ability word="at"
                    trigger: at_step step="end step"
                      player: you
                    effect: create_token
                      player: you
                      amount: number value=3
                      token: token_spec power_toughness="1/1" colors=["white"] types=["Cat", "creature"]
                        abilities[0]: keyword name="lifelink"
        """,
        engine="compiles",
    ),
    # kind: keep_mana
    Row(
        "you don't lose this mana as steps and phases end",
        en=(
            "Whenever Card Name attacks, add {R}{R}{R}. Until end of turn, you don't lose this "
            "mana as steps and phases end."
        ),
        ja=(
            "名前が攻撃するたび、(赤)(赤)(赤)を加える。ターン終了時まで、"
            "このマナはステップやフェイズの終了に際して無くならない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{R}{R}{R}"]
                  steps[1]: keep_mana
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{R}{R}{R}"]
                  steps[1]: keep_mana
                    duration: duration name="until end of turn"
        """,
        engine="cannot compile keep_mana: no mana kept as steps and phases end",
    ),
    Row(
        "they don't lose this mana as steps and phases end",
        en=(
            "At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of "
            "turn, they don't lose this mana as steps and phases end."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、そのプレイヤーは(緑)(緑)(緑)を加える。"
            "ターン終了時まで、このマナはステップやフェイズの終了に際して無くならない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{G}{G}{G}"]
                    player: player quantifier="that" noun="player"
                  steps[1]: keep_mana they=true
                    duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{G}{G}{G}"]
                    player: player quantifier="that" noun="player"
                  steps[1]: keep_mana
                    duration: duration name="until end of turn"
        """,
        engine="cannot compile keep_mana: no mana kept as steps and phases end",
        to_en=False,
    ),
    # kind: look_additional
    Row(
        "look at additional cards each time you surveil",
        en="You may look at an additional two cards each time you surveil.",
        ja="あなたが行う諜報１回につき、あなたはカードを追加で２枚見てもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: look_additional action="surveil"
                  player: you
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: look_additional action="surveil"
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile look_additional: no additional cards looked at",
    ),
    # kind: look_any_time
    Row(
        "look at face-down creatures any time",
        en="You may look at face-down creatures your opponents control any time.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: look_any_time
                  player: you
                  object: objects quantifier="all" bare=true
                    filter: all_of head=1
                      parts[0]: status name="face-down"
                      parts[1]: card_type name="creature" plural=true
                      parts[2]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
        """,
        engine="cannot compile look_any_time: no looking at hidden cards at any time",
    ),
    Row(
        "look at face-down creatures any time, the time after",
        ja="あなたは対戦相手がコントロールしている裏向きのクリーチャーをいつ見てもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: look_any_time time_last=true
                  player: you
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: status name="face-down"
                      parts[2]: card_type name="creature"
        """,
        engine="cannot compile look_any_time: no looking at hidden cards at any time",
    ),
    Row(
        "look at the top card of your library any time",
        en="Vigilance\nYou may look at the top card of your library any time.",
        ja="警戒\nあなたはいつでもあなたのライブラリーの一番上のカードを見てよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="vigilance" case="capitalized"
              abilities[1]: static_ability
                effect: look_any_time
                  player: you
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="vigilance"
              abilities[1]: static_ability
                effect: look_any_time
                  player: you
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        engine="cannot compile look_any_time: no looking at hidden cards at any time",
    ),
]
