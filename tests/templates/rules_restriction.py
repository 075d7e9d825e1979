"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: restriction
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
    Row(
        "don't untap during that player's next untap step",
        en="Creatures target player controls don't untap during that player's next untap step.",
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーがコントロールするクリーチャーは、"
            "そのプレイヤーの次のアンタップ・ステップにアンタップしない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="doesn't untap during its controller's next untap step" plural_form="don't untap during that player's next untap step"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="doesn't untap during its controller's next untap step" comma=true written="そのプレイヤーの次のアンタップ・ステップにアンタップしない"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: player quantifier="target" noun="player" declared="player"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "plural attack each combat if able",
        en="Creatures your opponents control attack each combat if able.",
        ja="対戦相手がコントロールしているクリーチャーは、可能なら各戦闘で攻撃する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able" comma=true written="可能なら各戦闘で攻撃する"
                  object: objects quantifier="a" bare=true
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
        "can block any number of creatures",
        en="Card Name can block any number of creatures.",
        ja="名前は望む数のクリーチャーをブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block any number of creatures"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block any number of creatures"
                  object: self_ref short=true
        """,
        engine=(
            "cannot compile restriction: can block any number of creatures: not enforced by the "
            "engine"
        ),
    ),
    Row(
        "attacks you this turn if able",
        en="Target creature an opponent controls attacks you this turn if able.",
        ja=(
            "対戦相手がコントロールしているクリーチャー１体を対象とする。このターン、"
            "それは可能ならばあなたを攻撃する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="attacks if able"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                  by: you
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="attacks if able" written="可能ならば"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                  by: you
                  duration: duration name="this turn" first=true
        """,
        engine="cannot compile restriction: attacks if able: whom it must attack",
        to_ja=False,
    ),
]
