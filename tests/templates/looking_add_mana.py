"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: add_mana
    Row(
        "mana of any one color",
        en="{T}: Add X mana of any one color, where X is the number of creatures you control.",
        ja=(
            "(Ｔ)：好きな色１色のマナＸ点を加える。"
            "Ｘはあなたがコントロールしているクリーチャーの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"]
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"]
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "mana",
        en="{T}: Add {G} or {U}.",
        ja="(Ｔ)：(緑)か(青)を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}", "{U}"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{G}", "{U}"]
        """,
        engine="compiles",
    ),
    Row(
        "mana in any combination of colors",
        en="{T}: Add two mana in any combination of colors.",
        ja="(Ｔ)：好きな色の組み合わせのマナ２点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"] combination=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"] combination=true
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "mana in any combination of two colors",
        en="{T}: Add X mana in any combination of {R} and/or {G}.",
        ja="(Ｔ)：(赤)と(緑)の好きな組み合わせのマナＸ点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{R}", "{G}"] combination=true
                  amount: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["{R}", "{G}"] combination=true
                  amount: variable name="X"
        """,
        engine="compiles",
    ),
    Row(
        "named token joined by de",
        en=(
            'Create a colorless snow artifact token named Icy Manalith with "{T}: Add one mana of '
            'any color."'
        ),
        ja=(
            "《氷のマナリス》という名前で「(Ｔ)：好きな色１色のマナ１点を加える。"
            "」を持つ無色の氷雪アーティファクト・トークン１つを生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec colors=["colorless"] types=["snow", "artifact"] named=true name="Icy Manalith"
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["any color"]
                        amount: number value=1 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec colors=["colorless"] types=["snow", "artifact"] named=true name="氷のマナリス" name_form="で"
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["any color"]
                        amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a player named before adds mana",
        en="Whenever a player casts a creature spell, that player adds {G}.",
        ja="プレイヤーがクリーチャー・呪文を唱えるたび、そのプレイヤーは(緑)を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
                effect: add_mana options=["{G}"]
                  player: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="player"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
                effect: add_mana options=["{G}"]
                  player: player quantifier="that" noun="player"
        """,
        engine="compiles",
    ),
    # kind: add_mana_could_produce
    Row(
        "any color that a land an opponent controls could produce",
        en="{T}: Add one mana of any color that a land an opponent controls could produce.",
        ja=(
            "(Ｔ)：対戦相手がコントロールしている土地が生み出すことのできる色１色のマナ１点を加える"
            "。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana_could_produce choice="color"
                  amount: number value=1 form="word"
                  lands: all_of head=0
                    parts[0]: card_type name="land"
                    parts[1]: controlled_by
                      player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana_could_produce choice="color"
                  amount: number value=1
                  lands: all_of
                    parts[0]: controlled_by
                      player: player quantifier="a" noun="opponent"
                    parts[1]: card_type name="land"
        """,
        engine="cannot compile add_mana_could_produce: no colors a land could produce (CR 106.7)",
    ),
    Row(
        "any type that a land you control could produce",
        en="{T}: Add one mana of any type that a land you control could produce.",
        ja=(
            "(Ｔ)：あなたがコントロールしている土地が生み出すことのできるタイプのうち望むタイプのマ"
            "ナ１点を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana_could_produce choice="type"
                  amount: number value=1 form="word"
                  lands: all_of head=0
                    parts[0]: card_type name="land"
                    parts[1]: controlled_by
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana_could_produce choice="type"
                  amount: number value=1
                  lands: all_of
                    parts[0]: controlled_by
                      player: you
                    parts[1]: card_type name="land"
        """,
        engine="cannot compile add_mana_could_produce: no colors a land could produce (CR 106.7)",
    ),
    # kind: additional_land_plays
    Row(
        "each player may play an additional land",
        en="Each player may play an additional land during each of their turns.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: additional_land_plays during=true
                  player: player quantifier="each" noun="player"
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "追加の土地を１つ",
        ja="各プレイヤーは、自分の各ターンに追加の土地を１つプレイしてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: additional_land_plays count_after=true turns_after=true
                  player: player quantifier="each" noun="player" comma=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "あなたの各ターンに追加の土地",
        ja="あなたは、あなたの各ターンに追加の土地を１つプレイしてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: additional_land_plays count_after=true turns_after=true
                  player: you comma=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "additional land on each of your turns",
        en="You may play an additional land on each of your turns.",
        ja="あなたの各ターンに、あなたは追加の土地１つをプレイしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: additional_land_plays
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: additional_land_plays
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "additional lands this turn",
        en="You may play X additional lands this turn.",
        ja="このターン、あなたは追加の土地Ｘ個をプレイしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: additional_land_plays
                  player: you
                  amount: variable name="X"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: additional_land_plays
                  player: you
                  amount: variable name="X"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    # kind: choose_not_to_untap
    Row(
        "choose not to untap, no comma",
        ja="あなたはあなたのアンタップ・ステップに名前をアンタップしないことを選んでもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: choose_not_to_untap
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "choose not to untap",
        en="You may choose not to untap Card Name during your untap step.",
        ja="あなたは、あなたのアンタップ・ステップに名前をアンタップしないことを選んでもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: choose_not_to_untap
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: choose_not_to_untap comma=true
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    # kind: enters_as_copy
    Row(
        "enters as a copy, optional",
        en=(
            "You may have Card Name enter as a copy of any creature on the battlefield, except "
            "it's a Spirit in addition to its other types."
        ),
        ja=(
            "あなたは名前を、それの他のタイプに加えてスピリットであることを除き、"
            "戦場にあるクリーチャー１体のコピーとして戦場に出してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: enters_as_copy
                    object: self_ref short=true
                    copy_of: objects quantifier="a" any_word=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: in_zone
                          zone: zone name="battlefield"
                    copy_exception: copy_exception types=["Spirit"] in_addition=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: enters_as_copy
                    object: self_ref short=true
                    copy_of: objects quantifier="a" counter="体"
                      filter: all_of
                        parts[0]: in_zone
                          zone: zone name="battlefield"
                        parts[1]: card_type name="creature"
                    copy_exception: copy_exception types=["Spirit"] in_addition=true written="それの"
        """,
        engine=(
            "cannot compile enters_as_copy: compiled only as a line of its own (an enters "
            "replacement)"
        ),
    ),
]
