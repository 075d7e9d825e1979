"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: compare
    Row(
        "if its power is N or greater",
        en="Whenever Card Name attacks, if its power is 6 or greater, draw a card.",
        ja="名前が攻撃するたび、これのパワーが６以上である場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: object_is
                  object: ref
                  filter: compare attribute="power" op="ge"
                    value: number value=6 form="digits"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: object_is copula=true
                  object: self_ref pronoun=true
                  filter: compare attribute="power" op="ge"
                    value: number value=6
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "it had mana value",
        en="Exile target creature. If it had mana value 3 or less, surveil 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: object_is past=true has_form=true
                      object: ref
                      filter: compare attribute="mana value" op="le"
                        value: number value=3 form="digits"
                    effect: surveil
                      player: you
                      amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "targets with total mana value, no comma",
        ja=(
            "あなたの墓地にあるクリーチャー・カード最大３枚をマナ総量の合計が３以下になるように選ん"
            "で対象とする。それらを戦場に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="up to target" counter="枚" declared=""
                    count: number value=3
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="le" total=true total_chosen=true
                        value: number value=3
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[2]: card_type name="creature"
                      parts[3]: card_type name="card"
                  to: zone name="battlefield"
        """,
        engine="cannot compile compare: total: no choice of a set by its total",
    ),
    Row(
        "targets with total mana value, not chosen",
        ja=(
            "あなたの墓地から、"
            "クリーチャー・カード最大２枚をマナ総量の合計が３以下になるように対象とし、"
            "それらを戦場に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="up to target" counter="枚" declared="" declared_clause=true
                    count: number value=2
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="le" total=true
                        value: number value=3
                      parts[1]: in_zone preposition="from" comma=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[2]: card_type name="creature"
                      parts[3]: card_type name="card"
                  to: zone name="battlefield"
        """,
        engine="cannot compile compare: total: no choice of a set by its total",
    ),
    Row(
        "…以上であるなら",
        ja="その呪文のマナ総量が５以上であるなら、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: object_is copula=true
                    object: ref noun="spell"
                    filter: compare attribute="mana value" op="ge"
                      value: number value=5
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile ref: no record of what “spell” refers to",
    ),
    Row(
        "can't be blocked by, には",
        ja="名前は、パワーが３以上のクリーチャーにはブロックされない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked" by_written="には" comma=true
                  object: self_ref short=true
                  by: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="ge"
                        value: number value=3
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "mana value before a list of targets",
        ja=(
            "マナ総量が３以下の、アーティファクト１つかエンチャント１つを対象とする。"
            "それを破壊する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared="" distributed=true
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="enchantment"
                      parts[1]: compare attribute="mana value" op="le"
                        value: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "mana value equal to the counters placed on it",
        ja=(
            "(Ｔ)：マナ総量が名前の上に置かれている蓄積カウンターの数に等しいクリーチャー１体を対象"
            "とする。それを破壊する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="eq"
                        value: counters_on counter="charge" number_word="数" placed=true
                          object: self_ref short=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "less than or equal to",
        en=(
            "Destroy target creature with power less than or equal to the number of cards in your "
            "hand."
        ),
        ja=(
            "パワーがあなたの手札にあるカードの枚数以下のクリーチャー１体を対象とする。"
            "それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: compare attribute="power" op="le" or_equal=true
                        value: count_of
                          objects: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="card" plural=true
                              parts[1]: in_zone preposition="in"
                                zone: zone name="hand"
                                  owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: compare attribute="power" op="le"
                        value: count_of in_cards=true
                          objects: objects quantifier="a" bare=true
                            filter: all_of
                              parts[0]: in_zone preposition="in"
                                zone: zone name="hand"
                                  owner: you
                              parts[1]: card_type name="card"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "can't be blocked by",
        en="Card Name can't be blocked by creatures with power 2 or less.",
        ja="名前はパワーが２以下のクリーチャーによってはブロックされない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  by: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="le"
                        value: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  by: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="le"
                        value: number value=2
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "targets with total mana value",
        en=(
            "Return up to three target creature cards with total mana value 3 or less from your "
            "graveyard to the battlefield."
        ),
        ja=(
            "あなたの墓地からクリーチャー・カード最大３枚を、"
            "マナ総量の合計が３以下になるように選んで対象とする。それらを戦場に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="up to target"
                    count: number value=3 form="word"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card" plural=true
                      parts[2]: compare attribute="mana value" op="le" total=true
                        value: number value=3 form="digits"
                      parts[3]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="up to target" counter="枚" declared=""
                    count: number value=3
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="le" total=true total_comma=true total_chosen=true
                        value: number value=3
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                      parts[2]: card_type name="creature"
                      parts[3]: card_type name="card"
                  to: zone name="battlefield"
        """,
        engine="cannot compile compare: total: no choice of a set by its total",
    ),
    Row(
        "can't block creatures with a quality",
        en="Card Name can't block creatures with power 2 or greater.",
        ja="名前はパワーが２以上のクリーチャーをブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: self_ref short=true
                  by: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: compare attribute="power" op="ge"
                        value: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't block"
                  object: self_ref short=true
                  by: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: compare attribute="power" op="ge"
                        value: number value=2
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "its value is less than or equal to an amount",
        en=(
            "Destroy target creature if its toughness is less than or equal to the number of cards "
            "in your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional condition_last=true comma=true
                  condition: object_is
                    object: ref
                    filter: compare attribute="toughness" op="le" or_equal=true
                      value: count_of
                        objects: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="card" plural=true
                            parts[1]: in_zone preposition="in"
                              zone: zone name="graveyard"
                                owner: you
                  effect: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "mana value N or less, then 「で」 before the words",
        en="Destroy target nonland permanent with mana value 3 or less.",
        ja="マナ総量が３以下で土地でないパーマネント１つを対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                      parts[2]: compare attribute="mana value" op="le"
                        value: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: compare attribute="mana value" op="le" joined="de"
                        value: number value=3
                      parts[1]: negated
                        filter: card_type name="land"
                      parts[2]: card_type name="permanent"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: different_names
    Row(
        "with different names",
        en=(
            "Search your library for up to three artifact cards with different names, put them "
            "onto the battlefield, then shuffle."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to"
                      count: number value=3 form="word"
                      filter: all_of head=1
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: different_names
                  steps[1]: move verb="put"
                    object: ref plural=true
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: you
        """,
        engine="cannot compile different_names: no comparison of names",
    ),
    # Three Dreams (../shared/corpus)
    Row(
        "with different names, 「異なる名前の」",
        en=(
            "Search your library for up to three Aura cards with different names, reveal them, put "
            "them into your hand, then shuffle."
        ),
        ja=(
            "あなたのライブラリーから異なる名前のオーラ・カード最大３枚を探し、公開し、"
            "あなたの手札に加える。その後、ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to"
                      count: number value=3 form="word"
                      filter: all_of head=1
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: different_names
                  steps[1]: reveal
                    player: you
                    object: ref plural=true
                  steps[2]: move verb="put"
                    object: ref plural=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "。その後、"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to" counter="枚"
                      count: number value=3
                      filter: all_of
                        parts[0]: different_names
                        parts[1]: subtype name="Aura"
                        parts[2]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="cannot compile different_names: no comparison of names",
        to_ja=False,
        to_en=False,
        ja_name="見張り",
    ),
]
