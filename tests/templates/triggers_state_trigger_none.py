"""Template rows of the triggers family (scryc/ast/triggers.py): a state trigger on no
counters left (CR 603.8).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: state_trigger
    Row(
        "no counters of a kind left, a state trigger",
        en="When Card Name has no ice counters on it, sacrifice it.",
        ja="名前の上に氷カウンターがないとき、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="eq" wording="has"
                    left: counters_on counter="ice"
                      object: self_ref short=true
                    right: number value=0
                effect: sacrifice
                  player: you
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: state_trigger
                  condition: amount_compare op="eq" wording="has"
                    left: counters_on counter="ice"
                      object: self_ref short=true
                    right: number value=0
                effect: sacrifice
                  player: you
                  object: ref
        """,
        engine="compiles",
    ),
]
