"""Template rows of the tokens family (scryc/ast/tokens.py): counters of several kinds put
at once.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: put_counter_kinds
    Row(
        "put a counter of each of two kinds",
        en="Put a +1/+1 counter and a lifelink counter on target creature.",
        ja="クリーチャー１体を対象とし、それの上に+1/+1カウンター１個と絆魂カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: put_counter_kinds
                  counters[0]: counter_count counter="+1/+1"
                    amount: number value=1 form="article"
                  counters[1]: counter_count counter="lifelink"
                    amount: number value=1 form="article"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counter_kinds
                  counters[0]: counter_count counter="+1/+1"
                    amount: number value=1
                  counters[1]: counter_count counter="lifelink"
                    amount: number value=1
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: card_type name="creature"
        """,
        engine=(
            "cannot compile put_counter_kinds: no op puts counters of several kinds in one event"
        ),
        to_ja=False,
    ),
    Row(
        "put counters of three kinds",
        en=(
            "Put a +1/+1 counter, a reach counter, and a deathtouch counter on target creature. "
            "Untap it."
        ),
        ja=(
            "クリーチャー１体を対象とする。"
            "それの上に+1/+1カウンター１個と到達カウンター１個と接死カウンター１個を置く。"
            "それをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: put_counter_kinds
                    counters[0]: counter_count counter="+1/+1"
                      amount: number value=1 form="article"
                    counters[1]: counter_count counter="reach"
                      amount: number value=1 form="article"
                    counters[2]: counter_count counter="deathtouch"
                      amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: untap
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: put_counter_kinds
                    counters[0]: counter_count counter="+1/+1"
                      amount: number value=1
                    counters[1]: counter_count counter="reach"
                      amount: number value=1
                    counters[2]: counter_count counter="deathtouch"
                      amount: number value=1
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: untap
                    object: ref
        """,
        engine=(
            "cannot compile put_counter_kinds: no op puts counters of several kinds in one event"
        ),
    ),
]
