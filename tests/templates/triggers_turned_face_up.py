"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: turned_face_up
    Row(
        "or another is turned face up",
        ja="名前か他のパーマネントが表向きになるたび、あなたは占術２を行ってもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: object_list conjunction="or"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="a" other=true bare=true other_word="他の"
                      filter: card_type name="permanent"
                effect: optional
                  player: you written=true
                  effect: scry
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "turned face up",
        en="When Card Name is turned face up, destroy target enchantment.",
        ja="名前が表向きになったとき、エンチャント１つを対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: turned_face_up
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="enchantment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: turned_face_up
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="enchantment"
        """,
        engine="compiles",
    ),
]
