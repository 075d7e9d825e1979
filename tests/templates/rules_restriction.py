"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: restriction
    Row(
        "can't be blocked except by",
        en="Card Name can't be blocked except by Walls.",
        ja="名前は壁によってしかブロックされない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  only: objects quantifier="all" bare=true
                    filter: subtype name="Wall" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  only: objects quantifier="a" bare=true
                    filter: subtype name="Wall"
        """,
        engine="compiles",
    ),
    Row(
        "next untap step 2",
        en="Target creature doesn't untap during its controller's next untap step.",
        ja=(
            "クリーチャー１体を対象とする。そのクリーチャーは、"
            "それのコントローラーの次のアンタップ・ステップにアンタップしない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="doesn't untap during its controller's next untap step"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="doesn't untap during its controller's next untap step" comma=true
                  object: objects quantifier="target" counter="体" declared="creature"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "until your next upkeep",
        en="Until your next upkeep, target creature can't block.",
        ja="クリーチャー１体を対象とする。あなたの次のアップキープまで、それはブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="can't block"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until your next upkeep" first=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="can't block" topic="は"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until your next upkeep" first=true
        """,
        engine="cannot compile duration: until your next upkeep",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "assigns combat damage equal to its toughness",
        en=(
            "Each creature you control assigns combat damage equal to its toughness rather than "
            "its power."
        ),
        ja=(
            "あなたがコントロールしている各クリーチャーは、"
            "パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="assigns combat damage equal to its toughness rather than its power"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="assigns combat damage equal to its toughness rather than its power" comma=true
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile restriction: assigns combat damage equal to its toughness rather than "
            "its power: not enforced by the engine"
        ),
        to_ja=False,
    ),
    Row(
        "assigns no combat damage this turn",
        en="Target creature assigns no combat damage this turn.",
        ja="クリーチャー１体を対象とする。このターン、それは戦闘ダメージを割り振らない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="assigns no combat damage"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="assigns no combat damage"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="this turn" first=true
        """,
        engine="cannot compile restriction: assigns no combat damage: not enforced by the engine",
    ),
    Row(
        "blocks this turn if able",
        en="Target creature blocks this turn if able.",
        ja="クリーチャー１体を対象とする。このターン、それは可能ならブロックする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="blocks if able"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="blocks if able"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="this turn" first=true
        """,
        engine="cannot compile restriction: blocks if able: not enforced by the engine",
    ),
    Row(
        "blocks ~ this turn if able",
        en="{1}: Target artifact creature blocks Card Name this turn if able.",
        ja=(
            "(１)：アーティファクト・クリーチャー１体を対象とする。このターン、"
            "それは可能ならば名前をブロックする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: restriction rule="blocks if able"
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                  blocks: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: restriction rule="blocks if able" written="可能ならば"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn" first=true
                  blocks: self_ref short=true
        """,
        engine="cannot compile restriction: blocks if able: not enforced by the engine",
        to_ja=False,
    ),
    Row(
        "attacks this turn if able",
        en="Target creature attacks this turn if able.\nDraw a card.",
        ja=(
            "クリーチャー１体を対象とする。このターン、それは可能ならば攻撃する。\n"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="attacks if able"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="attacks if able" written="可能ならば"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="this turn" first=true
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "attack this turn if able, plural",
        en="{6}: Creatures your opponents control attack this turn if able.",
        ja="(６)：このターン、対戦相手がコントロールするクリーチャーは可能なら攻撃する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{6}"
                effect: restriction rule="attacks if able"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{6}"
                effect: restriction rule="attacks if able"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: set_life_total
    Row(
        "set a target player's life total",
        en="Target player's life total becomes 20.",
        ja="プレイヤー１人を対象とする。そのプレイヤーのライフ総量は２０点になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: set_life_total
                  player: player quantifier="target" noun="player"
                  amount: number value=20 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: set_life_total
                  player: player quantifier="target" noun="player" declared="player"
                  amount: number value=20
        """,
        engine="cannot compile set_life_total: no setting a life total to a number",
    ),
    Row(
        "set each player's life total",
        en="Each player's life total becomes 10.",
        ja="各プレイヤーのライフ総量は１０点になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: set_life_total
                  player: player quantifier="each" noun="player"
                  amount: number value=10 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: set_life_total
                  player: player quantifier="each" noun="player"
                  amount: number value=10
        """,
        engine="cannot compile set_life_total: no setting a life total to a number",
    ),
    Row(
        "set your life total in a trigger",
        en="At the beginning of each end step, your life total becomes 5.",
        ja="各終了ステップの開始時に、あなたのライフ総量は５点になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                effect: set_life_total
                  player: you
                  amount: number value=5 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                effect: set_life_total
                  player: you
                  amount: number value=5
        """,
        engine="cannot compile set_life_total: no setting a life total to a number",
    ),
    # kind: spend_this_mana
    # A mana ability's delayed trigger on mana anyone spends, a type shared with one object;
    # English "shares" (after a singular noun) is surface, so only the round trips are exact.
    Row(
        "that mana is spent",
        en=(
            "{T}: Add one mana of any color in your commander's color identity. When that mana is "
            "spent to cast a creature spell that shares a creature type with your commander, scry "
            "1."
        ),
        ja=(
            "(Ｔ)：あなたの統率者の固有色のうち好きな色１色のマナ１点を加える。"
            "このマナがあなたの統率者と共通のクリーチャー・タイプを持つクリーチャー・呪文を唱えるた"
            "めに支払われたとき、占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["any color"]
                    amount: number value=1 form="word"
                    identity: commander_of
                      player: you
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana passive=true
                      spell: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="spell"
                          parts[2]: shares_type singular=true
                            with_: commander_of
                              player: you
                    effect: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["any color"]
                    amount: number value=1
                    identity: commander_of
                      player: you
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana passive=true
                      spell: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: shares_type
                            with_: commander_of
                              player: you
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile add_mana.identity: no color identity",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "when you spend this mana to cast",
        en="{T}: Add {U}. When you spend this mana to cast a Dragon creature spell, scry 2.",
        ja=(
            "(Ｔ)：(青)を加える。"
            "あなたがドラゴン・クリーチャー・呪文を唱えるためにこのマナを支払ったとき、"
            "占術２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{U}"]
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana
                      spell: objects quantifier="a"
                        filter: all_of
                          parts[0]: subtype name="Dragon"
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{U}"]
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana
                      spell: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: subtype name="Dragon"
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="cannot compile spend_this_mana: no triggers on spending mana",
    ),
    # kind: switch_power_toughness
    Row(
        "switch power and toughness",
        en="Discard a card: Switch Card Name's power and toughness until end of turn.",
        ja="カード１枚を捨てる：ターン終了時まで、名前のパワーとタフネスを入れ替える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1 form="article"
                effect: switch_power_toughness
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1
                effect: switch_power_toughness
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "can block only creatures with flying, with のみ",
        en="Card Name can block only creatures with flying.",
        ja="名前は、飛行を持つクリーチャーのみをブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block only"
                  object: self_ref short=true
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block only" comma=true written="のみをブロックできる"
                  object: self_ref short=true
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "can block only creatures with flying, のみ without を",
        en="Creatures with flying can block only creatures with flying.",
        ja="飛行を持つクリーチャーは、飛行を持つクリーチャーのみブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block only"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
                  only: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: has_ability
                        keyword: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block only" comma=true written="のみブロックできる"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
                  only: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: has_ability
                        keyword: keyword name="flying"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
