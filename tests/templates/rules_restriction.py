"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: restriction
    Row(
        "can attack as though they didn't have defender",
        en="Creatures you control can attack as though they didn't have defender.",
        ja="あなたがコントロールしているクリーチャーは、それが防衛を持たないかのように攻撃できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can attack as though it didn't have defender" comma=true written="それが防衛を持たないかのように攻撃できる"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "must be blocked this turn if able (en)",
        en="Target creature gets +3/+3 until end of turn and must be blocked this turn if able.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+3" toughness="+3"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: restriction rule="must be blocked if able"
                    object: ref elided=true
                    duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "各戦闘で２体以上のクリーチャーには",
        ja="このターン、名前は各戦闘で２体以上のクリーチャーにはブロックされない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="can't be blocked" by_written="には" each_combat=true
                  object: self_ref short=true
                  by: objects quantifier="at least" counter="体"
                    count: number value=2
                    filter: card_type name="creature"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "可能なら各戦闘で",
        ja="名前は、可能なら各戦闘で攻撃する。\nこのクリーチャーは可能なら各戦闘でブロックする。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able" comma=true written="可能なら各戦闘で攻撃する"
                  object: self_ref short=true
              abilities[1]: static_ability
                effect: restriction rule="blocks each combat if able" written="可能なら各戦闘でブロックする"
                  object: self_ref noun="creature"
        """,
        engine="compiles",
    ),
    Row(
        "each combat written before the subject",
        ja=(
            "各戦闘で、名前は可能なら攻撃する。\n"
            "各戦闘で、名前は、追加で１体のクリーチャーをブロックできる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able" combat_first=true
                  object: self_ref short=true
              abilities[1]: static_ability
                effect: restriction rule="can block an additional creature each combat" comma=true combat_first=true
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "can't attack or block, the other wording",
        ja="名前は攻撃やブロックできない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block" written="攻撃やブロックできない" topic="は"
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "can't attack or block, with は",
        ja="名前は攻撃もブロックもできない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block" topic="は"
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "must be blocked this turn if able",
        en="Card Name must be blocked this turn if able.",
        ja="このターン、名前は可能ならブロックされなければならない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="must be blocked if able"
                  object: self_ref short=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="must be blocked if able"
                  object: self_ref short=true
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "can't be blocked by more than one creature",
        en="Card Name can't be blocked by more than one creature.",
        ja="名前は２体以上のクリーチャーにはブロックされない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  by: objects quantifier="at least" more_than=true
                    count: number value=2 form="word"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked" by_written="には"
                  object: self_ref short=true
                  by: objects quantifier="at least" counter="体"
                    count: number value=2
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "a duration before 「…では…できない」",
        en="Target creature can't attack or block this turn.",
        ja="クリーチャー１体を対象とする。このターン、それでは攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="can't attack or block"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="can't attack or block"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "can't be countered",
        en="This spell can't be countered.",
        ja="この呪文は打ち消されない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be countered"
                  object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be countered"
                  object: self_ref noun="spell"
        """,
        engine="compiles",
    ),
    Row(
        "next untap step",
        en="Target creature doesn't untap during its controller's next untap step.",
        ja=(
            "クリーチャー１体を対象とする。それは、"
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
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "can't attack or block",
        en="Card Name can't attack or block.",
        ja="名前では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "can block an additional creature",
        en="Card Name can block an additional creature each combat.",
        ja="名前は各戦闘で追加で１体のクリーチャーをブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block an additional creature each combat"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block an additional creature each combat"
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "doesn't untap during your untap step",
        en="Card Name doesn't untap during your untap step.",
        ja="名前は、あなたのアンタップ・ステップにアンタップしない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="doesn't untap during your untap step"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="doesn't untap during your untap step" comma=true
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
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
]
