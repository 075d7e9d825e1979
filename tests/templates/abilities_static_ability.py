"""Template rows of the abilities family (scryc/ast/abilities.py): static abilities whose
Japanese subject comes before the condition, with 「、」 after 「は」.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: static_ability
    Row(
        "subject, comma, as long as counter",
        en="Card Name has reach as long as it has a +1/+1 counter on it.",
        ja="名前は、それの上に+1/+1カウンターが置かれているかぎり到達を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="reach" case="lower"
                condition: amount_compare op="ge" wording="has" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability subject_first="topic, no comma"
                effect: gain_ability verb="have" comma=true
                  object: self_ref short=true
                  abilities[0]: keyword name="reach"
                condition: amount_compare op="ge" wording="has" count_after="置かれている" unnumbered=true
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "subject, comma, as long as, comma",
        en="Card Name gets +1/+1 as long as you control a Plains.",
        ja="名前は、あなたが平地をコントロールしているかぎり、+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Plains"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability subject_first="topic, comma"
                effect: modify_pt power="+1" toughness="+1" comma=true
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Plains"
                  player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
