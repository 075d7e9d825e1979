"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: dealt_damage_by
    Row(
        "dealt damage by ~ this turn",
        en=(
            "Whenever a creature dealt damage by Card Name this turn dies, put a +1/+1 counter on "
            "Card Name."
        ),
        ja=(
            "このターン、名前によってダメージを与えられたクリーチャー１体が死亡するたび、"
            "名前の上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by this_turn=true
                        source: self_ref short=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: dealt_damage_by given=true this_turn=true turn_comma=true
                        source: self_ref short=true
                      parts[1]: card_type name="creature"
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "that was dealt damage this turn",
        en="Destroy target creature that was dealt damage this turn.",
        ja="このターン、ダメージを与えられたクリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by this_turn=true that_was=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: dealt_damage_by given=true this_turn=true turn_comma=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "dealt damage this way, given",
        ja=(
            "このターン、これによりダメージを与えられたクリーチャーが死亡するなら、"
            "代わりにそれを追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: dealt_damage_by given=true
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "would die this turn, dealt damage by a source",
        en="If a permanent dealt damage by Card Name would die this turn, exile it instead.",
        ja=(
            "このターン、名前からダメージを受けたパーマネント１つが死亡するなら、"
            "代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="permanent"
                      parts[1]: dealt_damage_by
                        source: self_ref short=true
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: dealt_damage_by
                        source: self_ref short=true
                      parts[1]: card_type name="permanent"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "would die this turn, dealt damage this way",
        en="If a creature dealt damage this way would die this turn, exile it instead.",
        ja=(
            "このターン、これによりダメージを受けたクリーチャー１体が死亡するなら、"
            "代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: dealt_damage_by
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "creature that was dealt damage this turn, 受けた",
        en="When Card Name enters, destroy target creature that was dealt damage this turn.",
        ja=(
            "名前が戦場に出たとき、このターンにダメージを受けたクリーチャー１体を対象とし、"
            "それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by this_turn=true that_was=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: dealt_damage_by this_turn=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
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
    # kind: different_values
    Row(
        "with different powers, 「パワーが異なる」",
        en="If you control three or more creatures with different powers, draw a card.",
        ja=(
            "あなたがパワーが異なる３体以上のクリーチャーをコントロールしているなら、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="at least"
                      count: number value=3 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: different_values attribute="power"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="at least" counter="体"
                      count: number value=3
                      filter: all_of
                        parts[0]: different_values attribute="power"
                        parts[1]: card_type name="creature"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
]
