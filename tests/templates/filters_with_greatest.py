"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: with_greatest
    Row(
        "creature with the greatest power among creatures they control",
        en=(
            "Target player sacrifices a creature with the greatest power among creatures they "
            "control."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="target" noun="player"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: with_greatest
                        value: greatest_among attribute="power" word="greatest"
                          objects: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="creature" plural=true
                              parts[1]: controlled_by
                                player: ref noun="player"
        """,
        engine="compiles",
    ),
    # kind: with_that_name
    Row(
        "with that name",
        en="Choose a card name. Exile all cards with that name from all graveyards.",
        ja="カード名１つを選ぶ。すべての墓地からその名前のカードをすべて追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_value value="card name"
                    player: you
                  steps[1]: exile until_comma=true
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: with_that_name
                        parts[2]: in_zone preposition="from"
                          zone: zone name="graveyard" every="all"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="card name"
                    player: you
                  steps[1]: exile until_comma=true
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="graveyard" every="all"
                        parts[1]: with_that_name
                        parts[2]: card_type name="card"
        """,
        engine="cannot compile with_that_name: no record of the name 'that name' refers to",
        to_ja=False,
        to_en=False,
        ja_name="見張り",
    ),
    # Cranial Extraction (../shared/corpus)
    Row(
        "search zones of one player joined by と",
        en=(
            "Search target player's graveyard, hand, and library for all cards with that name and "
            "exile them."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーの墓地と手札とライブラリーから、"
            "その名前を持つカードをすべて探し、それらを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: search zones=["graveyard", "hand", "library"] joined="and"
                    player: player quantifier="target" noun="player"
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: with_that_name
                  steps[1]: exile until_comma=true
                    object: ref plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: search comma=true zones=["graveyard", "hand", "library"] joined="and"
                    player: player quantifier="target" noun="player" declared="player"
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: with_that_name has=true
                        parts[1]: card_type name="card"
                  steps[1]: exile until_comma=true
                    object: ref plural=true
        """,
        engine="cannot compile with_that_name: no record of the name 'that name' refers to",
        to_ja=False,
        ja_name="頭蓋の摘出",
    ),
]
