"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
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
    # kind: keyword_action
    Row(
        "detain",
        en="When Card Name enters the battlefield, detain target creature an opponent controls.",
        ja=(
            "名前が戦場に出たとき、対戦相手がコントロールしているクリーチャー１体を対象とし、"
            "それを留置する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: keyword_action name="detain"
                  player: you
                  object: objects quantifier="target"
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
                effect: keyword_action name="detain"
                  player: you
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "exert as a cost",
        en="{T}, Exert Card Name: Add two mana of any one color.",
        ja="(Ｔ),名前を督励する：好きな色１色のマナ２点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: keyword_action name="exert"
                    player: you
                    object: self_ref short=true
                effect: add_mana options=["any color"]
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: keyword_action name="exert"
                    player: you
                    object: self_ref short=true
                effect: add_mana options=["any color"]
                  amount: number value=2
        """,
        engine="cannot compile effect_cost: keyword_action: no cost check",
    ),
    Row(
        "manifest the top card",
        en="Manifest the top card of your library.",
        ja="あなたのライブラリーの一番上のカードを予示する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: keyword_action name="manifest"
                  player: you
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: keyword_action name="manifest"
                  player: you
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "its controller manifests",
        en="Exile target creature. Its controller manifests the top card of their library.",
        ja=(
            "クリーチャー１体を対象とする。それを追放する。"
            "それのコントローラーは自分のライブラリーの一番上のカードを予示する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: keyword_action name="manifest"
                    player: controller_of
                      object: ref
                    object: top_of_library
                      count: number value=1
                      player: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: keyword_action name="manifest"
                    player: controller_of
                      object: ref
                    object: top_of_library
                      count: number value=1
                      player: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "connives",
        en="When Card Name enters the battlefield, it connives.",
        ja="名前が戦場に出たとき、これは謀議する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: keyword_action name="connive"
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: keyword_action name="connive"
                  object: self_ref pronoun=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "manifest dread",
        ja="名前が死亡したとき、戦慄予示する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: keyword_action name="manifest dread"
                  player: you
        """,
        engine="cannot compile keyword_action: no manifest dread",
    ),
    Row(
        "airbend",
        ja="名前が戦場に出たとき、これでないクリーチャー１体を対象とする。それに気の技を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: keyword_action name="airbend"
                  player: you
                  object: objects quantifier="target" other=true counter="体" other_word="これでない" declared=""
                    filter: card_type name="creature"
        """,
        engine="cannot compile keyword_action: no airbend",
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
        engine="compiles",
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
    Row(
        "amass Orcs",
        ja="オーク動員２を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: numbered_action name="amass Orcs"
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile numbered_action: no amass Orcs",
    ),
]
