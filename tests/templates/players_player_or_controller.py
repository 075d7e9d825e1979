"""Template rows of the players family (scryc/ast/players.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player_or_controller
    Row(
        "player or planeswalker's controller",
        en=(
            "Card Name deals 4 damage to target player or planeswalker and each creature that "
            "player or that planeswalker's controller controls."
        ),
        ja=(
            "プレイヤー１人かプレインズウォーカー１体を対象とする。名前は、それと、"
            "そのプレイヤーかそのプレインズウォーカーのコントローラーがコントロールしている各クリー"
            "チャーにそれぞれ４点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=4 form="digits"
                  recipient: object_list conjunction="and"
                    items[0]: object_list conjunction="or"
                      items[0]: player quantifier="target" noun="player"
                      items[1]: objects quantifier="target" bare=true
                        filter: card_type name="planeswalker"
                    items[1]: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: player_or_controller
                            player: player quantifier="that" noun="player"
                            controller: controller_of
                              object: ref noun="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage comma=true
                  source: self_ref short=true
                  amount: number value=4
                  recipient: object_list conjunction="and" comma=true
                    items[0]: object_list conjunction="or" declared=""
                      items[0]: player quantifier="target" noun="player"
                      items[1]: objects quantifier="target" counter="体"
                        filter: card_type name="planeswalker"
                    items[1]: objects quantifier="each"
                      filter: all_of
                        parts[0]: controlled_by
                          player: player_or_controller
                            player: player quantifier="that" noun="player"
                            controller: controller_of
                              object: ref noun="planeswalker"
                        parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile player_or_controller: no reference to the player chosen or the "
            "controller of the permanent chosen, whichever one target was chosen (CR 115.1)"
        ),
        to_ja=False,
    ),
    # kind: player
    Row(
        "unless any player pays",
        en=(
            "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 "
            "until end of turn unless any player pays {2}."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+1/+1の修整を受ける。"
            "プレイヤー１人が(２)を支払わないかぎり、"
            "そのクリーチャーはさらにターン終了時まで+4/+4の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: unless
                    effect: modify_pt power="+4" toughness="+4" additional=true
                      object: ref noun="creature"
                      duration: duration name="until end of turn"
                    player: player quantifier="a" noun="player" any_written=true
                    action: pay_mana symbols="{2}"
                      player: player quantifier="a" noun="player" any_written=true
        """,
        engine="cannot compile unless: another player chooses whether to act",
    ),
    # kind: all_conditions
    Row(
        "two players' permanents (en)",
        en=(
            "If an opponent controls a Swamp and you control a Plains, you may cast this spell "
            "without paying its mana cost."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: all_conditions
                    conditions[0]: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Swamp"
                      player: player quantifier="a" noun="opponent"
                    conditions[1]: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Plains"
                      player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: self_ref noun="spell"
        """,
        engine="cannot compile conditional: no static behaviour",
    ),
]
