"""Template rows of the changes family (scryc/ast/changes.py): an effect its player may end by
paying mana, and an ability that loses itself (the Licids).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: pay_to_end
    Row(
        "loses this ability, pay to end this effect",
        en=(
            "{W}, {T}: Card Name loses this ability and becomes an Aura enchantment with enchant "
            "creature. Attach it to target creature. You may pay {W} to end this effect."
        ),
        ja=(
            "(白),(Ｔ)：クリーチャー１体を対象とする。名前はこの能力を失い、"
            "エンチャント（クリーチャー）を持つオーラ・エンチャントになる。"
            "これをそのクリーチャーにつける。あなたは、この効果を、"
            "(白)を支払うことで終わらせてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{W}"
                costs[1]: tap_cost
                effect: sequence joins=["and", "sentence", "sentence"] connectives=[" and", ".", "."]
                  steps[0]: lose_ability
                    object: self_ref short=true
                    abilities[0]: this_ability
                  steps[1]: becomes types=["Aura", "enchantment"]
                    object: ref elided=true
                    abilities[0]: keyword name="enchant" case="lower"
                      filter: card_type name="creature"
                  steps[2]: attach
                    object: ref
                    to: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[3]: optional
                    player: you
                    effect: pay_to_end symbols="{W}"
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{W}"
                costs[1]: tap_cost
                effect: sequence joins=["and", "sentence", "sentence"] connectives=["、", "。", "。"]
                  steps[0]: lose_ability
                    object: self_ref short=true
                    abilities[0]: this_ability
                  steps[1]: becomes types=["Aura", "enchantment"]
                    object: ref elided=true
                    abilities[0]: keyword name="enchant"
                      filter: card_type name="creature"
                  steps[2]: attach
                    object: self_ref pronoun=true
                    to: objects quantifier="target" counter="体" declared="creature"
                      filter: card_type name="creature"
                  steps[3]: optional
                    player: you comma=true
                    effect: pay_to_end symbols="{W}"
                      player: you
        """,
        engine="cannot compile lose_ability: no losing of this_ability",
        to_ja=False,
        to_en=False,
        type_line="Creature — Licid",
        ja_type_line="クリーチャー ― リシド",
    ),
]
