"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: game_result
    Row(
        "if you can't",
        en=(
            "At the beginning of your upkeep, sacrifice a creature. If you can't, you lose the "
            "game."
        ),
        ja=(
            "あなたのアップキープの開始時に、クリーチャー１体を生け贄に捧げる。そうできないなら、"
            "あなたはこのゲームに敗北する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont cannot=true
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: if_you_dont cannot=true
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        engine="cannot compile if_you_dont.cannot: whether the step could be done",
    ),
    Row(
        "an instant's line opening with a delayed trigger",
        en=(
            "Draw a card.\n"
            "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."
        ),
        ja=(
            "カードを１枚引く。\n"
            "あなたの次のアップキープの開始時に、(２)(黒)を支払う。そうしないなら、"
            "あなたはこのゲームに敗北する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: delayed_trigger word="at" first=true
                    trigger: at_step step="upkeep" next="step"
                      player: you
                    effect: pay_mana symbols="{2}{B}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_dont
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw count_after=true
                  player: you
                  amount: number value=1
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: delayed_trigger word="at"
                    trigger: at_step step="upkeep" next="step"
                      player: you
                    effect: pay_mana symbols="{2}{B}"
                      player: you
                  steps[1]: conditional comma=true
                    condition: if_you_dont verb="そうしない"
                    effect: game_result outcome="lose"
                      player: you written=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Instant",
        ja_type_line="インスタント",
    ),
    Row(
        "if you didn't cast it from your hand",
        en=(
            "When Card Name enters the battlefield, if you didn't cast it from your hand, you lose "
            "the game."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                condition: you_cast negated=true
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: game_result outcome="lose"
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "win or lose the game",
        en=(
            "At the beginning of your upkeep, if you control four or more creatures, you win the "
            "game."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたが４体以上のクリーチャーをコントロールしている場合、"
            "あなたはこのゲームに勝利する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=4 form="word"
                    filter: card_type name="creature" plural=true
                  player: you
                effect: game_result outcome="win"
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="at least" counter="体"
                    count: number value=4
                    filter: card_type name="creature"
                  player: you
                effect: game_result outcome="win"
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "a player loses the game",
        en="Target player loses the game.",
        ja="プレイヤー１人を対象とする。そのプレイヤーはこのゲームに敗北する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: game_result outcome="lose"
                  player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: game_result outcome="lose"
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "an amount is greater than or equal to another",
        en=(
            "If X is greater than or equal to the number of cards in your library, you win the "
            "game."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: amount_compare op="ge" wording="is" or_equal=true
                    left: variable name="X"
                    right: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="library"
                              owner: you
                  effect: game_result outcome="win"
                    player: you written=true
        """,
        engine="compiles",
    ),
    # kind: incubate
    Row(
        "incubate",
        en="When Card Name enters, incubate 3.",
        ja="名前が戦場に出たとき、培養３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: incubate
                  player: you
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: incubate
                  player: you
                  amount: number value=3
        """,
        engine="cannot compile incubate: no Incubator tokens",
    ),
    # kind: investigate
    Row(
        "investigate",
        en="Whenever another creature you control dies, investigate.",
        ja="あなたがコントロールしていてこれでないクリーチャー１体が死亡するたび、調査を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: investigate
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" other=true counter="体" other_word="これでない"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: card_type name="creature"
                effect: investigate
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "put into your graveyard from your library",
        en=(
            "Whenever one or more creature cards are put into your graveyard from your library, "
            "investigate."
        ),
        ja=(
            "あなたのライブラリーから１枚以上のクリーチャー・カードがあなたの墓地に置かれるたび、"
            "調査を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card" plural=true
                  graveyard: zone name="graveyard"
                    owner: you
                  from_zone: zone name="library"
                    owner: you
                effect: investigate
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: put_into_graveyard
                  object: objects quantifier="at least" counter="枚"
                    count: number value=1
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                  graveyard: zone name="graveyard"
                    owner: you
                  from_zone: zone name="library"
                    owner: you
                effect: investigate
                  player: you
        """,
        engine="compiles",
    ),
]
