"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: controller_of
    Row(
        "its controller may search …, then shuffle: one subject for the chain",
        en=(
            "Exile target creature. Its controller may search their library for a basic land card, "
            "put that card onto the battlefield tapped, then shuffle."
        ),
        ja=(
            "クリーチャー１体を対象とし、それを追放する。"
            "それのコントローラーは「自分のライブラリーから基本土地・カード１枚を探し、"
            "タップ状態で戦場に出す。その後、ライブラリーを切り直す。」を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: optional
                    player: controller_of
                      object: ref
                    effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                      steps[0]: search
                        player: ref noun="player"
                        object: objects quantifier="a"
                          filter: all_of
                            parts[0]: subtype name="basic"
                            parts[1]: card_type name="land"
                            parts[2]: card_type name="card"
                      steps[1]: move tapped=true verb="put"
                        object: ref noun="card"
                        to: zone name="battlefield"
                      steps[2]: shuffle
                        player: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: card_type name="creature"
                  steps[1]: optional quoted=true
                    player: controller_of
                      object: ref
                    effect: sequence joins=["and", "then"] connectives=["、", "。その後、"]
                      steps[0]: search
                        player: ref noun="player"
                        object: objects quantifier="a" counter="枚"
                          filter: all_of
                            parts[0]: subtype name="basic"
                            parts[1]: card_type name="land"
                            parts[2]: card_type name="card"
                      steps[1]: move tapped=true verb="put"
                        object: ref elided=true
                        to: zone name="battlefield"
                      steps[2]: shuffle
                        player: ref elided=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "subject goes on after then",
        en=(
            "Target creature's controller sacrifices it, then creates X 1/1 green and white Elf "
            "Warrior creature tokens, where X is that creature's power."
        ),
        ja=(
            "クリーチャー１体を対象とする。そのクリーチャーのコントローラーはそれを生け贄に捧げ、"
            "その後、緑白の1/1のエルフ・戦士・クリーチャー・トークンＸ体を生成する。"
            "Ｘはそのクリーチャーのパワーに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: sacrifice
                    player: controller_of
                      object: objects quantifier="target"
                        filter: card_type name="creature"
                    object: ref
                  steps[1]: create_token
                    player: ref elided=true
                    amount: variable name="X"
                      definition: value_of attribute="power"
                        object: ref noun="creature"
                    token: token_spec power_toughness="1/1" colors=["green", "white"] types=["Elf", "Warrior", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後、"]
                  steps[0]: sacrifice
                    player: controller_of
                      object: objects quantifier="target" counter="体" declared="creature"
                        filter: card_type name="creature"
                    object: ref
                  steps[1]: create_token
                    player: ref elided=true
                    amount: variable name="X"
                      definition: value_of attribute="power"
                        object: ref noun="creature"
                    token: token_spec power_toughness="1/1" colors=["green", "white"] types=["Elf", "Warrior", "creature"]
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "life equal to, another player",
        en="Destroy target creature. Its controller gains life equal to its power.",
        ja=(
            "クリーチャー１体を対象とする。それを破壊する。"
            "それのコントローラーはそれのパワーに等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: gain_life
                    player: controller_of
                      object: ref
                    amount: value_of attribute="power"
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: gain_life
                    player: controller_of
                      object: ref
                    amount: value_of attribute="power"
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a player creates (en)",
        en="Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="permanent"
                  steps[1]: create_token
                    player: controller_of
                      object: ref
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="3/3" colors=["green"] types=["Beast", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "controller as recipient",
        en="Destroy target creature. Card Name deals 2 damage to that creature's controller.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: controller_of
                      object: ref noun="creature"
        """,
        engine="compiles",
    ),
    Row(
        "the step of enchanted creature's controller",
        en=(
            "At the beginning of the upkeep of enchanted creature's controller, that player "
            "discards a card."
        ),
        ja=(
            "エンチャントしているクリーチャーのコントローラーのアップキープの開始時に、"
            "そのプレイヤーはカード１枚を捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep" written="of"
                  player: controller_of
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                effect: discard
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: controller_of
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                effect: discard
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "equipped creature's controller",
        en="Equipped creature's controller loses 1 life.",
        ja="装備しているクリーチャーのコントローラーは１点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: controller_of
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: controller_of
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "target object's controller",
        en="Target creature's controller loses 2 life.",
        ja="クリーチャー１体を対象とする。それのコントローラーは２点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: lose_life
                  player: controller_of
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: lose_life
                  player: controller_of
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "<object> attacks <players and planeswalkers>",
        en=(
            "Whenever a creature attacks you or a planeswalker you control, that creature's "
            "controller loses 1 life."
        ),
        ja=(
            "クリーチャー１体があなたかあなたがコントロールしているプレインズウォーカーを攻撃するた"
            "び、そのクリーチャーのコントローラーは１点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                  blocked: object_list conjunction="or"
                    items[0]: you
                    items[1]: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="planeswalker"
                        parts[1]: controlled_by
                          player: you
                effect: lose_life
                  player: controller_of
                    object: ref noun="creature"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                  blocked: object_list conjunction="or"
                    items[0]: you
                    items[1]: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="planeswalker"
                effect: lose_life
                  player: controller_of
                    object: ref noun="creature"
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "<object> attacks <player>",
        en="Whenever a creature attacks enchanted player, its controller gains 1 life.",
        ja=(
            "クリーチャー１体がエンチャントしているプレイヤーを攻撃するたび、"
            "それのコントローラーは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                  blocked: player quantifier="enchanted" noun="player"
                effect: gain_life
                  player: controller_of
                    object: ref
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                  blocked: player quantifier="enchanted" noun="player"
                effect: gain_life
                  player: controller_of
                    object: ref
                  amount: number value=1
        """,
        engine="cannot compile attacks.blocked: attacks a player other than you",
    ),
    Row(
        "another player creates a token that's a copy",
        en=(
            "Whenever a nontoken creature enters, its controller creates a token that's a copy of "
            "that creature."
        ),
        ja=(
            "トークンでないクリーチャー１体が戦場に出るたび、"
            "それのコントローラーはそのクリーチャーのコピーであるトークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="token"
                      parts[1]: card_type name="creature"
                effect: create_token
                  player: controller_of
                    object: ref
                  amount: number value=1 form="article"
                  token: token_spec
                    copy_of: ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="token"
                      parts[1]: card_type name="creature"
                effect: create_token counter="体"
                  player: controller_of
                    object: ref
                  amount: number value=1
                  token: token_spec
                    copy_of: ref noun="creature"
        """,
        engine="compiles",
    ),
    Row(
        "attack a player each combat if able",
        en="All creatures attack enchanted creature's controller each combat if able.",
        ja=(
            "各戦闘で、"
            "すべてのクリーチャーは可能ならエンチャントしているクリーチャーのコントローラーを攻撃す"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able"
                  object: objects quantifier="all"
                    filter: card_type name="creature" plural=true
                  by: controller_of
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able" combat_first=true
                  object: objects quantifier="all"
                    filter: card_type name="creature"
                  by: controller_of
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
        """,
        engine="cannot compile restriction: attacks each combat if able: whom it must attack",
        to_ja=False,
    ),
]
