"""Template rows of the tokens family (scryc/ast/tokens.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: enters_tapped_with_counters
    Row(
        "enters tapped with counters",
        en="Card Name enters the battlefield tapped with two charge counters on it.",
        ja="名前は、蓄積カウンター２個が置かれた状態で、タップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="charge" the_battlefield=true order_ja="counters_first"
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="charge" order_ja="counters_first" comma=true
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "enters tapped with counters, tapped first",
        en="Card Name enters the battlefield tapped with two +1/+1 counters on it.",
        ja="名前はタップ状態かつ+1/+1カウンター２個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="+1/+1" the_battlefield=true order_ja="counters_first"
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="+1/+1" order_ja="tapped_first"
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Artifact Creature — Camel",
        ja_type_line="アーティファクト・クリーチャー ― ラクダ",
    ),
    Row(
        "enters tapped with counters, その上に",
        en="Card Name enters the battlefield tapped with two depletion counters on it.",
        ja="名前はその上に枯渇カウンターが２個置かれ、タップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="depletion" the_battlefield=true order_ja="counters_first"
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="depletion" order_ja="upon"
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "a number of counters on it equal to, amount last",
        en="Put a number of +1/+1 counters on target creature equal to your devotion to green.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1"
                  amount: devotion color="green"
                    player: you
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
]
