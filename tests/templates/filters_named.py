"""Template rows of the filters family (scryc/ast/filters.py): names, zones cards come from.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "a permanent not named the card",
        en="{T}: Untap target permanent not named Card Name.",
        ja="(Ｔ)：《名前》という名前でないパーマネント１つを対象とする。それをアンタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: untap
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="permanent"
                      parts[1]: negated
                        filter: named self_name=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: untap
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: all_of
                      parts[0]: negated
                        filter: named self_name=true
                      parts[1]: card_type name="permanent"
        """,
        engine="compiles",
    ),
    Row(
        "each other creature named the card",
        en="Each other creature you control named Card Name gets +1/+1.",
        ja=(
            "あなたがコントロールしていて《名前》という名前である他の各クリーチャーは+1/+1の修整を"
            "受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="each" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: named self_name=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="each" other=true other_word="他の"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: named self_name=true
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a card from an opponent's graveyard",
        en="{T}: Exile target card from an opponent's graveyard.",
        ja="(Ｔ)：対戦相手の墓地からカード１枚を対象とし、それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent" bare_written=true
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "choose a basic land type",
        en="{T}: Choose a basic land type.",
        ja="(Ｔ)：基本土地タイプ１つを選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: choose_value value="basic land type"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: choose_value value="basic land type"
                  player: you
        """,
        engine="cannot compile choose_value: no choice of a basic land type in the engine",
    ),
    Row(
        "any number of target, a comma before the description",
        en="Tap any number of target creatures and/or planeswalkers.",
        ja="望む数の、クリーチャーやプレインズウォーカーを対象とする。それらをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number target"
                    filter: any_of conjunction="and/or"
                      options[0]: card_type name="creature" plural=true
                      options[1]: card_type name="planeswalker" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number target" declared=""
                    filter: any_of conjunction="や"
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "in addition to its other creature types",
        en="Equipped creature is a Pirate in addition to its other creature types.",
        ja="装備しているクリーチャーは、他のクリーチャー・タイプに加えて海賊でもある。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes types=["Pirate"] in_addition=true state=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes types=["Pirate"] in_addition=true state=true comma=true also=true possessive=""
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "any number of, a comma before controlled by",
        en="Tap any number of untapped creatures you control.",
        ja="望む数の、あなたがコントロールしているアンタップ状態のクリーチャーをタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number"
                    filter: all_of head=1
                      parts[0]: status name="untapped"
                      parts[1]: card_type name="creature" plural=true
                      parts[2]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: tap
                  object: objects quantifier="any number"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: status name="untapped"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
