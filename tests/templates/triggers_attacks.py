"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: attacks
    Row(
        "one or more creatures attack, the count after the subject",
        en=(
            "Whenever one or more creatures you control attack, they gain indestructible until end "
            "of turn."
        ),
        ja=(
            "あなたがコントロールしているクリーチャーが１体以上攻撃するたび、ターン終了時まで、"
            "それらは破壊不能を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                effect: gain_ability verb="gain"
                  object: ref plural=true
                  abilities[0]: keyword name="indestructible" case="lower"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="at least" counter="体" count_after_ga=true
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: gain_ability verb="gain"
                  object: ref plural=true
                  abilities[0]: keyword name="indestructible"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    # Japanese 「<self>と少なくとも２体の他のクリーチャーが攻撃するたび」 is still open: a rule
    # for it shifts 「と」 after the card's name and breaks lists (「<self>とエンチャントしている…は」).
]
