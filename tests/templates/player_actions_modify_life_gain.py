"""Template rows of the player_actions family (scryc/ast/player_actions.py): life gain
changed, abilities activated.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    Row(
        "you gain twice that much life instead / 「その２倍の点数のライフを得る」",
        en="If you would gain life, you gain twice that much life instead.",
        ja="あなたがライフを得るなら、代わりにあなたはその２倍の点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=2
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=2
                  player: you
        """,
        engine=(
            "cannot compile modify_life_gain: no change of the amount of life gained (CR 614.1a)"
        ),
    ),
    Row(
        "you gain that much life plus 1 instead / 「その点数に１を足した点数のライフを得る」",
        en="If you would gain life, you gain that much life plus 1 instead.",
        ja="あなたがライフを得るなら、代わりにあなたはその点数に１を足した点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=1
                  player: you
                  added: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modify_life_gain factor=1
                  player: you
                  added: number value=1
        """,
        engine=(
            "cannot compile modify_life_gain: no change of the amount of life gained (CR 614.1a)"
        ),
    ),
    Row(
        "a player activates a non-mana ability / 「マナ能力でない能力を起動するたび」",
        en=(
            "Whenever a player activates an ability that isn't a mana ability, this creature deals "
            "1 damage to that player."
        ),
        ja=(
            "プレイヤーがマナ能力でない能力を起動するたび、"
            "このクリーチャーはそのプレイヤーに１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="player"
                  ability: abilities_activated non_mana=true
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="player"
                  ability: abilities_activated non_mana=true
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1
                  recipient: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
    Row(
        "you activate a loyalty ability of / 「…の忠誠度能力を起動するたび」",
        en=(
            "Whenever you activate a loyalty ability of a Chandra planeswalker, this creature "
            "deals 1 damage to each opponent."
        ),
        ja=(
            "あなたがチャンドラ・プレインズウォーカーの忠誠度能力を起動するたび、"
            "このクリーチャーは各対戦相手にそれぞれ１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: you
                  ability: abilities_activated ability_kind="loyalty"
                    of: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Chandra"
                        parts[1]: card_type name="planeswalker"
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1 form="digits"
                  recipient: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: you
                  ability: abilities_activated ability_kind="loyalty"
                    of: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="Chandra"
                        parts[1]: card_type name="planeswalker"
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=1
                  recipient: player quantifier="each" noun="opponent"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
    Row(
        "if it isn't a mana ability / 「それがマナ能力でない場合」",
        en=(
            "Whenever an opponent activates an ability of an artifact, creature, or land on the "
            "battlefield, if it isn't a mana ability, this creature deals 2 damage to that player."
        ),
        ja=(
            "対戦相手が戦場にあるアーティファクトかクリーチャーか土地の能力を１つ起動するたび、"
            "それがマナ能力でない場合、このクリーチャーはそのプレイヤーに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="opponent"
                  ability: abilities_activated
                    of: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: any_of
                          options[0]: card_type name="artifact"
                          options[1]: card_type name="creature"
                          options[2]: card_type name="land"
                        parts[1]: in_zone
                          zone: zone name="battlefield"
                condition: not_mana_ability
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=2 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_activates
                  player: player quantifier="a" noun="opponent"
                  ability: abilities_activated
                    of: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone
                          zone: zone name="battlefield"
                        parts[1]: any_of conjunction="か"
                          options[0]: card_type name="artifact"
                          options[1]: card_type name="creature"
                          options[2]: card_type name="land"
                condition: not_mana_ability
                effect: deal_damage
                  source: self_ref noun="creature"
                  amount: number value=2
                  recipient: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile player_activates: the engine has no event for an ability being "
            "activated (CR 602)"
        ),
    ),
]
