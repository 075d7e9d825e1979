"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: with_counter
    Row(
        "with a counter",
        en="Each creature you control with a +1/+1 counter on it has lifelink.",
        ja="あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーは絆魂を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: with_counter counter="+1/+1"
                  abilities[0]: keyword name="lifelink" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: with_counter counter="+1/+1"
                      parts[2]: card_type name="creature"
                  abilities[0]: keyword name="lifelink"
        """,
        engine="compiles",
    ),
]
