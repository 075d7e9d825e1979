"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: alternative_cost
    Row(
        "alternative cost: discard",
        en="You may discard a Plains card rather than pay this spell's mana cost.",
        ja="あなたは、この呪文のマナ・コストを支払うのではなく、平地・カード１枚を捨ててもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: discard
                  player: you
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: subtype name="Plains"
                      parts[1]: card_type name="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[true, true]
                cost: discard
                  player: you
                  object: objects quantifier="a" counter="枚"
                    filter: all_of
                      parts[0]: subtype name="Plains"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "alternative cost after an ability word",
        en=(
            "Raid — If you attacked this turn, you may pay {U} rather than pay this spell's mana "
            "cost."
        ),
        ja=(
            "強襲 ― このターンにあなたが攻撃していたなら、"
            "あなたはこの呪文のマナ・コストを支払うのではなく(青)を支払ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Raid"
                ability: alternative_cost
                  cost: pay_mana symbols="{U}"
                    player: you
                  condition: acted_this_turn actions=["attack"]
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="強襲"
                ability: alternative_cost commas=[false, false]
                  cost: pay_mana symbols="{U}"
                    player: you
                  condition: acted_this_turn actions=["attack"]
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
