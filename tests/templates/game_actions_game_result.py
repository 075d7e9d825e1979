"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: game_result
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
    # kind: named_action
    Row(
        "keyword actions without a number",
        en="When Card Name enters, proliferate.\nWhen Card Name dies, learn.",
        ja="名前が戦場に出たとき、増殖を行う。\n名前が死亡したとき、履修を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: named_action name="proliferate"
                  player: you
              abilities[1]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: named_action name="learn"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: named_action name="proliferate"
                  player: you
              abilities[1]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: named_action name="learn"
                  player: you
        """,
        engine="cannot compile named_action: learn: no cards outside the game",
    ),
    # kind: numbered_action
    Row(
        "choose up to X modes, X defined after",
        ja=(
            "名前が戦場に出たとき、以下から最大Ｘ個を選ぶ。"
            "Ｘはあなたの墓地にあるカードの枚数に等しい。\n・カード１枚を引く。\n"
            "・土の技２を行う。（あなたがコントロールしている土地１つを対象とする。"
            "それは速攻を持つ0/0のクリーチャーになる。）"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: modal up_to=true counter="個"
                  choose: variable name="X"
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: numbered_action name="earthbend"
                    player: you
                    amount: number value=2
                  x_definition: count_of in_cards=true
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                  reminder[0]: reminder_text text="あなたがコントロールしている土地１つを対象とする。それは速攻を持つ0/0のクリーチャーになる。" sentence=1 mode=1
        """,
        engine="cannot compile numbered_action: no earthbend",
    ),
    Row(
        "a numbered keyword action",
        en="{3}{G}{G}: Monstrosity 3.",
        ja="(３)(緑)(緑)：怪物化３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{G}{G}"
                effect: numbered_action name="monstrosity"
                  player: you
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{G}{G}"
                effect: numbered_action name="monstrosity"
                  player: you
                  amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "amass",
        en="When Card Name enters, amass 2.",
        ja="名前が戦場に出たとき、ゾンビ動員２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="amass"
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="amass"
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "earthbend",
        en="When Card Name enters, earthbend 2.",
        ja="名前が戦場に出たとき、土の技２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="earthbend"
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: numbered_action name="earthbend"
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile numbered_action: no earthbend",
    ),
]
