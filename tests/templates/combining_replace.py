"""Template rows of the combining family (scryc/ast/combining.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: replace
    Row(
        "死亡するなら、代わりに, a replacement the spell creates",
        ja=(
            "クリーチャー１体を対象とする。名前はそれに５点のダメージを与える。このターン、"
            "そのクリーチャーが死亡するなら、代わりにそれを追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=5
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: replace
                    event: would_die
                      object: ref noun="creature"
                      duration: duration name="this turn"
                    replacement: exile until_comma=true
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "that creature or planeswalker",
        en=(
            "Card Name deals 2 damage to target creature or planeswalker. If that creature or "
            "planeswalker would die this turn, exile it instead."
        ),
        ja=(
            "クリーチャーやプレインズウォーカーのうち１体を対象とする。"
            "名前はそれに２点のダメージを与える。このターン、"
            "そのクリーチャーかプレインズウォーカーが死亡するなら、代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                  steps[1]: replace
                    event: would_die
                      object: ref noun="creature or planeswalker"
                      duration: duration name="this turn"
                    replacement: exile until_comma=true
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: any_of conjunction="や"
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                  steps[1]: replace
                    event: would_die
                      object: ref noun="creature or planeswalker"
                      duration: duration name="this turn"
                    replacement: exile until_comma=true
                      object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "would die this turn, the duration after the subject",
        en=(
            "Card Name deals 3 damage to target creature. If that creature would die this turn, "
            "exile it instead."
        ),
        ja=(
            "クリーチャー１体を対象とする。名前はそれに３点のダメージを与える。"
            "そのクリーチャーがこのターンに死亡するなら、代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=3 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: replace
                    event: would_die
                      object: ref noun="creature"
                      duration: duration name="this turn"
                    replacement: exile until_comma=true
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=3
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: replace
                    event: would_die duration_particle="after"
                      object: ref noun="creature"
                      duration: duration name="this turn"
                    replacement: exile until_comma=true
                      object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
]
