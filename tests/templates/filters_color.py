"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: color
    Row(
        "protection from a type and from all colors",
        en="Protection from artifacts and from all colors",
        ja="プロテクション（アーティファクト）、プロテクション（各色）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="protection from" case="capitalized"
                  filter: card_type name="artifact" plural=true
                keywords[1]: keyword name="protection from" case="capitalized" and_from=true
                  filter: color name="all colors"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="protection from"
                  filter: card_type name="artifact"
                keywords[1]: keyword name="protection from"
                  filter: color name="all colors"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "protection from all colors",
        en="Flying, protection from all colors",
        ja="飛行、プロテクション（各色）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying" case="capitalized"
                keywords[1]: keyword name="protection from" case="lower"
                  filter: color name="all colors"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="flying"
                keywords[1]: keyword name="protection from"
                  filter: color name="all colors"
        """,
        engine="compiles",
    ),
    Row(
        "they lose N life (the player named before), 「そのプレイヤーは…ライフを失う」",
        en="Whenever an opponent casts a white spell, they lose 2 life.",
        ja="対戦相手が白の呪文を唱えるたび、そのプレイヤーは２点のライフを失う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="opponent"
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="white"
                      parts[1]: card_type name="spell"
                effect: lose_life
                  player: player quantifier="that" noun="player" they=true
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="opponent"
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: color name="white"
                      parts[1]: card_type name="spell"
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=2
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "you control A or B, 「AかBのいずれかをコントロールしている」",
        en=(
            "At the beginning of your upkeep, if you control a blue or black permanent, you gain 2 "
            "life."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたが青のパーマネントか黒のパーマネントのいずれかをコントロールしている場合、"
            "あなたは２点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: color name="blue"
                        options[1]: color name="black"
                      parts[1]: card_type name="permanent"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control either=true
                  objects: objects quantifier="a" bare=true
                    filter: any_of conjunction="か"
                      options[0]: all_of
                        parts[0]: color name="blue"
                        parts[1]: card_type name="permanent"
                      options[1]: all_of
                        parts[0]: color name="black"
                        parts[1]: card_type name="permanent"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "other than the card itself",
        en=(
            "At the beginning of your upkeep, sacrifice a creature other than Card Name.\n"
            "{T}: Target creature you control other than Card Name gains shroud until end of "
            "turn.\nYou may exile a black creature card other than Card Name from your graveyard."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sacrifice
                  player: you
                  object: objects quantifier="a" other=true other_than=0
                    filter: card_type name="creature"
                    other_than_ref: self_ref short=true
              abilities[1]: activated_ability
                costs[0]: tap_cost
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" other=true other_than=1
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                    other_than_ref: self_ref short=true
                  abilities[0]: keyword name="shroud" case="lower"
                  duration: duration name="until end of turn"
              abilities[2]: spell_ability
                effect: optional
                  player: you
                  effect: exile until_comma=true
                    object: objects quantifier="a" other=true other_than=0
                      filter: all_of head=2
                        parts[0]: color name="black"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                        parts[3]: in_zone preposition="from"
                          zone: zone name="graveyard"
                            owner: you
                      other_than_ref: self_ref short=true
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "target spell that's a color, not a possessive",
        en="Exile target white creature that's attacking or blocking.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: color name="white"
                      parts[1]: card_type name="creature"
                      parts[2]: any_of
                        options[0]: status name="attacking"
                        options[1]: status name="blocking"
        """,
        engine="compiles",
    ),
    Row(
        "…でも…でもない",
        ja="アーティファクトでも黒でもないクリーチャー１体を対象とする。それを破壊する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: negated neither=true
                        filter: card_type name="artifact"
                      parts[1]: negated also=true
                        filter: color name="black"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # 「黒か赤の、クリーチャー１体かプレインズウォーカー１体」 is "target creature or planeswalker that's black or red"; 「その中から１枚」 is "one of them"; 「そのプレイヤーの手札」 is "their hand".
    Row(
        "a description before a list of targets",
        en="Exile target creature or planeswalker that's black or red.",
        ja="黒か赤の、クリーチャー１体かプレインズウォーカー１体を対象とし、それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                      parts[1]: any_of
                        options[0]: color name="black"
                        options[1]: color name="red"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true distributed=true
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                      parts[1]: any_of conjunction="か"
                        options[0]: color name="black"
                        options[1]: color name="red"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "protection from two qualities",
        en="Equipped creature has protection from blue and from black.",
        ja="装備しているクリーチャーはプロテクション（青）とプロテクション（黒）を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                  abilities[0]: keyword name="protection from" case="lower"
                    filter: color name="blue"
                  abilities[1]: keyword name="protection from" case="lower" and_from=true
                    filter: color name="black"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                  abilities[0]: keyword name="protection from"
                    filter: color name="blue"
                  abilities[1]: keyword name="protection from"
                    filter: color name="black"
        """,
        engine="compiles",
    ),
    Row(
        "that's one or more colors",
        en="Destroy target creature that's one or more colors.",
        ja="１色以上の色を持つクリーチャー１体を対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: color name="one or more colors"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: color name="one or more colors"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "monocolored creature",
        en=(
            "At the beginning of each player's upkeep, that player sacrifices a monocolored "
            "creature."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="monocolored"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "colored spell",
        en="Whenever you cast a colored spell, you gain 1 life.",
        ja="あなたが有色の呪文を唱えるたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="colored"
                      parts[1]: card_type name="spell"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: color name="colored"
                      parts[1]: card_type name="spell"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "that are black or red",
        en="Exile all cards that are black or red from all graveyards.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: any_of
                        options[0]: color name="black"
                        options[1]: color name="red"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard" every="all"
        """,
        engine="compiles",
    ),
    Row(
        "any number of cards, after を",
        en="Reveal any number of blue cards in your hand.",
        ja="あなたの手札にある青のカードを望む枚数だけ公開する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: reveal
                  player: you
                  object: objects quantifier="any number"
                    filter: all_of head=1
                      parts[0]: color name="blue"
                      parts[1]: card_type name="card" plural=true
                      parts[2]: in_zone preposition="in"
                        zone: zone name="hand"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: reveal
                  player: you
                  object: objects quantifier="any number" counter="枚" count_last=true
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="hand"
                          owner: you
                      parts[1]: color name="blue"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "nonartifact, nonblack",
        ja="アーティファクトでも黒でもないクリーチャー１体を対象とする。それを破壊する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: negated neither=true
                        filter: card_type name="artifact"
                      parts[1]: negated also=true
                        filter: color name="black"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: color_count
    Row(
        "with exactly N colors",
        en="Spend this mana only to cast spells with exactly three colors.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: spend_only
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: color_count with_=true
                        count: number value=3 form="word"
        """,
        engine="cannot compile color_count: no count of an object's colors",
    ),
    # "each spell you cast that's exactly three colors" / 「あなたが唱えてちょうど３色である各呪文」:
    # the Japanese te-form 「唱えて」 is surface, so only the round trips are exact.
    Row(
        "spells you cast that are exactly N colors",
        en="Each spell you cast that's exactly three colors has replicate {3}.",
        ja="あなたが唱えてちょうど３色である各呪文は複製(３)を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast"
                        player: you
                      parts[2]: color_count
                        count: number value=3 form="word"
                  abilities[0]: keyword name="replicate" case="lower"
                    cost: mana_cost symbols="{3}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: cast_by action="cast" te_form=true
                        player: you
                      parts[1]: color_count
                        count: number value=3
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="replicate"
                    cost: mana_cost symbols="{3}"
        """,
        engine="cannot compile color_count: no count of an object's colors",
        to_ja=False,
    ),
]
