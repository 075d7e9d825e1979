"""Template rows of the rules family (scryc/ast/rules.py): counters named by a keyword
(CR 122.1b) that an object enters with.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: enters_with_counters
    # 「破壊不能カウンター」: a keyword before 「カウンター」, as "an indestructible counter".
    Row(
        "enters with a keyword counter",
        en="Card Name enters the battlefield with an indestructible counter on it.",
        ja="名前は破壊不能カウンター１個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="indestructible" additional_ja="after_kind" lead_ja="" the_battlefield=true
                  object: self_ref short=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_with_counters counter="indestructible" additional_ja="after_kind" lead_ja=""
                  object: self_ref short=true
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
]
