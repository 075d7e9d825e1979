"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: searched_this_way
    Row(
        "search your library and graveyard: every zone searched",
        en=(
            "Search your library and graveyard for a creature card, reveal it, and put it into "
            "your hand. If you search your library this way, shuffle."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "sentence"] connectives=[",", ", and", "."]
                  steps[0]: search zones=["library", "graveyard"] joined="and"
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        engine="compiles",
    ),
    Row(
        "search your library and/or graveyard, if you search your library this way",
        en=(
            "Search your library and/or graveyard for an Aura card, reveal it, and put it into "
            "your hand. If you search your library this way, shuffle."
        ),
        ja=(
            "あなたのライブラリーやあなたの墓地からオーラ・カード１枚を探し、公開し、"
            "あなたの手札に加える。これによりあなたのライブラリーからカードを探したなら、"
            "ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "sentence"] connectives=[",", ", and", "."]
                  steps[0]: search zones=["library", "graveyard"] joined="and/or"
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "sentence"] connectives=["、", "、", "。"]
                  steps[0]: search zones=["library", "graveyard"] joined="and/or" owner_each=true
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "search three zones",
        en=(
            "Search your library, hand, and/or graveyard for an Aura card and put it onto the "
            "battlefield. If you search your library this way, shuffle."
        ),
        ja=(
            "あなたのライブラリーや手札や墓地からオーラ・カード１枚を探し、戦場に出す。"
            "これによりあなたのライブラリーからカードを探したなら、ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: search zones=["library", "hand", "graveyard"] joined="and/or"
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref
                    to: zone name="battlefield"
                  steps[2]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["、", "。"]
                  steps[0]: search zones=["library", "hand", "graveyard"] joined="and/or"
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref elided=true
                    to: zone name="battlefield"
                  steps[2]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
]
