"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: restriction
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
    Row(
        "attacks or blocks each combat if able",
        en="Card Name attacks or blocks each combat if able.",
        ja="各戦闘で、名前は可能なら攻撃かブロックする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="attacks or blocks each combat if able"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks or blocks each combat if able" combat_first=true
                  object: self_ref short=true
        """,
        engine=(
            "cannot compile restriction: attacks or blocks each combat if able: not enforced by "
            "the engine"
        ),
        to_ja=False,
    ),
    Row(
        "can't attack alone",
        en="This creature can't attack alone.",
        ja="このクリーチャーは単独では攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't attack alone"
                  object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack alone"
                  object: self_ref noun="creature"
        """,
        engine="cannot compile restriction: can't attack alone: not enforced by the engine",
    ),
    Row(
        "can't attack or block alone",
        en="This creature can't attack or block alone.",
        ja="このクリーチャーは単独では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block alone"
                  object: self_ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack or block alone"
                  object: self_ref noun="creature"
        """,
        engine=(
            "cannot compile restriction: can't attack or block alone: not enforced by the engine"
        ),
    ),
    Row(
        "spells can't be cast",
        en="Creature spells can't be cast.",
        ja="クリーチャー・呪文は唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be cast"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be cast"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
        """,
        engine="cannot compile restriction: can't be cast: not enforced by the engine",
        to_ja=False,
        to_en=False,
    ),
    # kind: roll_die
    Row(
        "each player rolls a d20, 「各プレイヤーはそれぞれ１個のd20を振る」",
        en="Each player rolls a d20.",
        ja="各プレイヤーはそれぞれ１個のd20を振る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: roll_die sides=20
                  player: player quantifier="each" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: roll_die sides=20
                  player: player quantifier="each" noun="player" respectively=true
        """,
        engine="cannot compile roll_die.player: a die rolled by another player",
    ),
    Row(
        "roll two six-sided dice, 「２個の６面体サイコロを振る」",
        en="Roll two six-sided dice.",
        ja="２個の６面体サイコロを振る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: roll_die sides=6 in_words=true
                  player: you
                  count: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: roll_die sides=6 in_words=true
                  player: you
                  count: number value=2
        """,
        engine="cannot compile roll_die.count: more than one die: no result per die",
    ),
    Row(
        "roll X d6, 「Ｘ個のd6を振る」",
        en="Roll X d6.",
        ja="Ｘ個のd6を振る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: roll_die sides=6
                  player: you
                  count: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: roll_die sides=6
                  player: you
                  count: variable name="X"
        """,
        engine="cannot compile roll_die.count: more than one die: no result per die",
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
    # kind: spend_as_though
    Row(
        "two permissions",
        en=(
            "Exile target creature card from a graveyard. You may cast that card for as long as it "
            "remains exiled, and you may spend mana as though it were mana of any type to cast "
            "that spell."
        ),
        ja=(
            "墓地にあるクリーチャー・カード１枚を対象とする。それを追放する。"
            "それが追放され続けているかぎり、あなたはそのカードを唱えてもよく、"
            "その呪文を唱えるために任意のタイプのマナを支払ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="graveyard"
                  steps[1]: optional
                    player: you
                    effect: sequence joins=["and"] connectives=[", and"]
                      steps[0]: play cast_only=true
                        player: you
                        object: ref noun="card"
                        duration: duration name="for as long as"
                          condition: remains state="exiled"
                            object: ref
                      steps[1]: optional
                        player: you
                        effect: spend_as_though any="type"
                          player: you
                          spell: ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="枚" declared=""
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                  steps[1]: optional
                    player: you
                    effect: sequence joins=["and"] connectives=["もよく、"]
                      steps[0]: play cast_only=true
                        player: you
                        object: ref noun="card"
                        duration: duration name="for as long as"
                          condition: remains state="exiled"
                            object: ref
                      steps[1]: optional
                        player: you
                        effect: spend_as_though any="type"
                          player: you
                          spell: ref noun="spell"
        """,
        engine=(
            "cannot compile spend_as_though: no mana spent as though it were mana of another color "
            "or type"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "spend mana as though it were mana of any type",
        en="You may spend mana as though it were mana of any type to cast creature spells.",
        ja="あなたはクリーチャー・呪文を唱えるために任意のタイプのマナを支払ってもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: spend_as_though any="type"
                    player: you
                    spell: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you written=true
                  effect: spend_as_though any="type"
                    player: you written=true
                    spell: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell"
        """,
        engine=(
            "cannot compile spend_as_though: no mana spent as though it were mana of another color "
            "or type"
        ),
        to_ja=False,
        to_en=False,
    ),
]
