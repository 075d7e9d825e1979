"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: fight
    Row(
        "fights (en)",
        en="When Card Name enters, it fights up to one target creature you don't control.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: fight
                  object: ref
                  other: objects quantifier="up to target"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by negated=true
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "fights (ja)",
        ja=(
            "名前が戦場に出たとき、あなたがコントロールしていないクリーチャー最大１体を対象とする。"
            "これはそれと格闘を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: fight
                  object: self_ref pronoun=true
                  other: objects quantifier="up to target" counter="体" declared=""
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by negated=true
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # 「AとBを対象とする。その前者は…その後者…」 is "target A … other target B".
    Row(
        "two targets declared together, the former and the latter",
        en=(
            "Until end of turn, target creature you control gains flying. Then that creature "
            "fights up to one other target creature."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体と、"
            "それでないクリーチャー最大１体を対象とする。ターン終了時まで、その前者は飛行を得る。"
            "その後、その前者はその後者と格闘を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                    abilities[0]: keyword name="flying" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: fight
                    object: ref noun="creature"
                    other: objects quantifier="up to target" other=true
                      count: number value=1 form="word"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="体" declared="前者" declared_with="と、"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    abilities[0]: keyword name="flying"
                    duration: duration name="until end of turn" first=true
                  steps[1]: fight
                    object: ref noun="creature" determiner="前者"
                    other: objects quantifier="up to target" other=true counter="体" other_word="それでない" declared="後者"
                      count: number value=1
                      filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: move
    Row(
        "a player puts the top N cards of their library into their graveyard (old mill)",
        en="Target player puts the top two cards of their library into their graveyard.",
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーの一番上からカード２枚を"
            "自分の墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="put" attacking_joined="かつ"
                  player: player quantifier="target" noun="player"
                  object: top_of_library
                    count: number value=2 form="word"
                    player: ref noun="player"
                  to: zone name="graveyard"
                    owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="put" attacking_joined="かつ"
                  player: player quantifier="target" noun="player" declared="player"
                  object: top_of_library
                    count: number value=2
                    player: ref noun="player"
                  to: zone name="graveyard"
                    owner: ref noun="player"
        """,
        engine="cannot compile move.player: another player chooses what moves",
    ),
    Row(
        "タップ状態で攻撃している状態で",
        ja="それをタップ状態で攻撃している状態で戦場に出す。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move tapped=true attacking=true verb="put" attacking_joined="で"
                  object: ref
                  to: zone name="battlefield"
        """,
        engine="cannot compile move.attacking: put onto the battlefield attacking",
    ),
    Row(
        "tapped and attacking",
        en="Put it onto the battlefield tapped and attacking.",
        ja="それをタップ状態かつ攻撃している状態で戦場に出す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move tapped=true attacking=true verb="put" attacking_joined="かつ"
                  object: ref
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move tapped=true attacking=true verb="put" attacking_joined="かつ"
                  object: ref
                  to: zone name="battlefield"
        """,
        engine="cannot compile move.attacking: put onto the battlefield attacking",
    ),
    Row(
        "from a zone to the battlefield",
        en="Return Card Name from your graveyard to the battlefield tapped.",
        ja="あなたの墓地から名前をタップ状態で戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move tapped=true verb="return" attacking_joined="かつ"
                  object: self_ref short=true
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move tapped=true verb="return" attacking_joined="かつ"
                  object: self_ref short=true
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
        """,
        engine="compiles",
    ),
    Row(
        "return itself from a graveyard to hand",
        en="You may return Card Name from your graveyard to your hand.",
        ja="あなたはあなたの墓地から名前をあなたの手札に戻してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="return" attacking_joined="かつ"
                    object: self_ref short=true
                    to: zone name="hand"
                      owner: you
                    from_zone: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="return" attacking_joined="かつ"
                    object: self_ref short=true
                    to: zone name="hand"
                      owner: you
                    from_zone: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    # kind: regenerate
    Row(
        "regenerate",
        en="{G}: Regenerate Card Name.",
        ja="(緑)：名前を再生する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: regenerate
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}"
                effect: regenerate
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "regenerate target",
        en="{B}: Regenerate target creature.",
        ja="(黒)：クリーチャー１体を対象とする。それを再生する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{B}"
                effect: regenerate
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{B}"
                effect: regenerate
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: sacrifice
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
        engine="compiles",
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
        engine="cannot compile ref: no earlier player for “that player”",
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
        "Enchant player, enchanted player's step",
        en=(
            "Enchant player\n"
            "At the beginning of enchanted player's upkeep, that player sacrifices a creature or "
            "planeswalker."
        ),
        ja=(
            "エンチャント（プレイヤー）\n"
            "エンチャントしているプレイヤーのアップキープの開始時に、"
            "そのプレイヤーはクリーチャー１体かプレインズウォーカー１体を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="player" case="capitalized"
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="enchanted" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a"
                    filter: any_of
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" player="player"
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="enchanted" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a" counter="体"
                    filter: any_of
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        engine="cannot compile keyword: enchant: without a filter",
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
]
