"""Template rows of the counts family (scryc/ast/counts.py): the times a spell was kicked.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: times_kicked
    Row(
        "for each time it was kicked, enters with counters",
        en=(
            "Card Name enters the battlefield with a +1/+1 counter on it for each time it was "
            "kicked."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" the_battlefield=true
                    object: self_ref short=true
                    amount: number value=1 form="article"
                  objects: times_kicked written="it"
        """,
        engine="cannot compile times_kicked: no record of how many times a spell was kicked",
    ),
    Row(
        "for each time it was kicked, gain life",
        en="When Card Name enters the battlefield, you gain 2 life for each time it was kicked.",
        ja="名前が戦場に出たとき、それがキッカーされている１回につきあなたは２点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
                  objects: times_kicked written="it"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: for_each no_comma=true
                  effect: gain_life
                    player: you written=true
                    amount: number value=2
                  objects: times_kicked ja_written="それ"
        """,
        engine="cannot compile times_kicked: no record of how many times a spell was kicked",
        to_ja=False,
        to_en=False,
    ),
]
