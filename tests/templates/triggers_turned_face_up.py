"""Template rows of the triggers family (scryc/ast/triggers.py): triggers whose Japanese
subject has its count after 「が」 and changes of state in the past.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: turned_face_up
    Row(
        "permanent turned face up, count after ga",
        en="Whenever a permanent is turned face up, put a +1/+1 counter on Card Name.",
        ja="パーマネントが１つ表向きになるたび、名前の上に+1/+1カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: objects quantifier="a"
                    filter: card_type name="permanent"
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: objects quantifier="a" counter="つ" count_after_ga=true
                    filter: card_type name="permanent"
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: becomes_tapped
    Row(
        "enchanted land becomes tapped, when",
        en="When enchanted land becomes tapped, destroy it.",
        ja="エンチャントしている土地がタップ状態になったとき、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: becomes_tapped
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: destroy
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: becomes_tapped
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: destroy
                  object: ref
        """,
        engine="compiles",
    ),
]
