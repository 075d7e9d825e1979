"""Template rows of the histories family (scryc/ast/histories.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: dealt_damage_by
    Row(
        "would die this turn, a replacement the spell creates",
        en=(
            "Card Name deals 2 damage to each creature. If a creature dealt damage this way would "
            "die this turn, exile it instead."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="each"
                      filter: card_type name="creature"
                  steps[1]: replace
                    event: would_die
                      object: objects quantifier="a"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: dealt_damage_by
                      duration: duration name="this turn"
                    replacement: exile until_comma=true
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "dealt damage by ~ this turn",
        en=(
            "Whenever a creature dealt damage by Card Name this turn dies, put a +1/+1 counter on "
            "Card Name."
        ),
        ja=(
            "このターン、名前によってダメージを与えられたクリーチャー１体が死亡するたび、"
            "名前の上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by this_turn=true
                        source: self_ref short=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: dealt_damage_by given=true this_turn=true turn_comma=true
                        source: self_ref short=true
                      parts[1]: card_type name="creature"
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "that was dealt damage this turn",
        en="Destroy target creature that was dealt damage this turn.",
        ja="このターン、ダメージを与えられたクリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by this_turn=true that_was=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: dealt_damage_by given=true this_turn=true turn_comma=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "dealt damage this way, given",
        ja=(
            "このターン、これによりダメージを与えられたクリーチャーが死亡するなら、"
            "代わりにそれを追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: dealt_damage_by given=true
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "would die this turn, dealt damage by a source",
        en="If a permanent dealt damage by Card Name would die this turn, exile it instead.",
        ja=(
            "このターン、名前からダメージを受けたパーマネント１つが死亡するなら、"
            "代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="permanent"
                      parts[1]: dealt_damage_by
                        source: self_ref short=true
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: dealt_damage_by
                        source: self_ref short=true
                      parts[1]: card_type name="permanent"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "would die this turn, dealt damage this way",
        en="If a creature dealt damage this way would die this turn, exile it instead.",
        ja=(
            "このターン、これによりダメージを受けたクリーチャー１体が死亡するなら、"
            "代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_die
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: dealt_damage_by
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="cannot compile would_die.duration: a replacement for a while",
    ),
    Row(
        "creature that was dealt damage this turn, 受けた",
        en="When Card Name enters, destroy target creature that was dealt damage this turn.",
        ja=(
            "名前が戦場に出たとき、このターンにダメージを受けたクリーチャー１体を対象とし、"
            "それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: dealt_damage_by this_turn=true that_was=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: dealt_damage_by this_turn=true
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
