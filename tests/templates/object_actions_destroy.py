"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: destroy
    Row(
        "up to one other headless",
        en="Destroy up to one other target creature or spell.",
        ja="クリーチャーか呪文でありこれでない最大１つを対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="up to target" other=true
                    count: number value=1 form="word"
                    filter: any_of
                      options[0]: card_type name="creature"
                      options[1]: card_type name="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="up to target" other=true counter="つ" other_word="これでない" declared="" headless=true
                    count: number value=1
                    filter: any_of conjunction="か"
                      options[0]: card_type name="creature"
                      options[1]: card_type name="spell"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "creatures your opponents control, 「あなたの対戦相手がコントロールする」",
        en="Destroy all creatures your opponents control.",
        ja="あなたの対戦相手がコントロールするすべてのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: controlled_by opponents=true verb_form="する"
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "loyalty abilities without brackets",
        en="+1: Draw a card.\n−2: Destroy target creature.\n0: Draw a card.",
        ja=(
            "[+1]：カード１枚を引く。\n[-2]：クリーチャー１体を対象とする。それを破壊する。\n"
            "[0]：カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability loyalty="+1" loyalty_written="+1"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
              abilities[1]: activated_ability loyalty="-2" loyalty_written="−2"
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="creature"
              abilities[2]: activated_ability loyalty="0" loyalty_written="0"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability loyalty="+1"
                effect: draw
                  player: you
                  amount: number value=1
              abilities[1]: activated_ability loyalty="-2"
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
              abilities[2]: activated_ability loyalty="0"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "one or two target creatures",
        en="Destroy one or two target creatures.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="one to target"
                    count: number value=2 form="word"
                    filter: card_type name="creature" plural=true
        """,
        engine="cannot compile objects.quantifier: one to target: no object selection",
    ),
    Row(
        "a list of card types with commas",
        en="Destroy all artifacts, creatures, and enchantments.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: any_of conjunction="and"
                      options[0]: card_type name="artifact" plural=true
                      options[1]: card_type name="creature" plural=true
                      options[2]: card_type name="enchantment" plural=true
        """,
        engine="compiles",
    ),
    Row(
        "comma before a list",
        en="Destroy target creature or planeswalker an opponent controls.",
        ja=(
            "対戦相手がコントロールしている、"
            "クリーチャー１体かプレインズウォーカー１体を対象とする。それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" distributed=true
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "target sentence (ja)",
        ja="クリーチャー１体を対象とする。それを破壊する。占術１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: scry
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "you may destroy",
        en="You may destroy target artifact.",
        ja="アーティファクト１つを対象とする。あなたはそれを破壊してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: destroy
                    object: objects quantifier="target"
                      filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: destroy
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="artifact"
        """,
        engine="compiles",
    ),
    Row(
        "destroy all creatures",
        en="Destroy all creatures.",
        ja="すべてのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "can't be regenerated",
        en="Destroy target creature. It can't be regenerated.",
        ja="クリーチャー１体を対象とする。それを破壊する。それは再生できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "target sentence",
        en="Destroy target creature.",
        ja="クリーチャー１体を対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "target clause",
        en="Destroy target creature.",
        ja="クリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "or-target",
        en="Destroy target artifact or enchantment.",
        ja="アーティファクト１つかエンチャント１つを対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="artifact"
                      options[1]: card_type name="enchantment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: any_of
                      options[0]: card_type name="artifact"
                      options[1]: card_type name="enchantment"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: double_pt
    Row(
        "double power until end of turn",
        en="Whenever you attack, double target creature's power until end of turn.",
        ja=(
            "あなたが攻撃するたび、クリーチャー１体を対象とする。ターン終了時まで、"
            "それのパワーを２倍にする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: double_pt stats="power"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: double_pt stats="power"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile double_pt: no doubling power or toughness",
    ),
    Row(
        "double the power and toughness of",
        en="{4}{G}: Double the power and toughness of Card Name until end of turn.",
        ja="(４)(緑)：ターン終了時まで、名前のパワーとタフネスを２倍にする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{G}"
                effect: double_pt stats="power and toughness" of_written=true
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{G}"
                effect: double_pt stats="power and toughness"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile double_pt: no doubling power or toughness",
        to_en=False,
    ),
    # kind: endure
    Row(
        "endures N",
        en="When this creature enters, it endures 2.",
        ja="このクリーチャーが戦場に出たとき、これは闘魂２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: endure
                  object: ref
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: endure
                  object: self_ref pronoun=true
                  amount: number value=2
        """,
        engine="cannot compile endure: no enduring (a choice between counters and a Spirit token)",
        to_ja=False,
        to_en=False,
    ),
]
