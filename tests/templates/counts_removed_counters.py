"""Template rows of the counts family (scryc/ast/counts.py): counters a cost removed, and
counters of every kind counted.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: removed_counters
    Row(
        "damage equal to the number of counters removed this way",
        en=(
            "{T}, Remove all +1/+1 counters from Card Name: It deals damage to any target equal to "
            "the number of +1/+1 counters removed this way."
        ),
        ja=(
            "(Ｔ),名前の上からすべての+1/+1カウンターを取り除く：１つを対象とする。これはそれに、"
            "これにより取り除かれた+1/+1カウンターの数に等しい点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: remove_counters counter="+1/+1"
                    amount: all
                    object: self_ref short=true
                effect: deal_damage equal_last=true
                  source: ref
                  amount: removed_counters counter="+1/+1" this_way=true
                  recipient: any_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: remove_counters counter="+1/+1"
                    amount: all
                    object: self_ref short=true
                effect: deal_damage recipient_comma=true
                  source: self_ref pronoun=true
                  amount: removed_counters counter="+1/+1" this_way=true
                  recipient: any_target declared=""
        """,
        engine="cannot compile all: a part: remove_counters reads it in place (all the counters)",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "X is the number of counters removed this way",
        en=(
            "{3}, {T}, Remove all eyeball counters from Card Name: Look at the top X cards of your "
            "library, where X is the number of eyeball counters removed this way."
        ),
        ja=(
            "(３),(Ｔ),名前の上からすべての目玉カウンターを取り除く：あなたのライブラリーの一番上か"
            "らカードＸ枚を見る。Ｘはこれにより取り除かれた目玉カウンターの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                costs[1]: tap_cost
                costs[2]: effect_cost
                  effect: remove_counters counter="eyeball"
                    amount: all
                    object: self_ref short=true
                effect: look_at
                  player: you
                  object: top_of_library
                    count: variable name="X"
                      definition: removed_counters counter="eyeball" this_way=true
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                costs[1]: tap_cost
                costs[2]: effect_cost
                  effect: remove_counters counter="eyeball"
                    amount: all
                    object: self_ref short=true
                effect: look_at
                  player: you
                  object: top_of_library
                    count: variable name="X"
                      definition: removed_counters counter="eyeball" this_way=true
                    player: you
        """,
        engine="cannot compile all: a part: remove_counters reads it in place (all the counters)",
    ),
    # kind: counters_on
    Row(
        "for each counter on it, every kind",
        en="Equipped creature gets +1/+1 for each counter on it.",
        ja="装備しているクリーチャーは、それの上にあるカウンター１個につき+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+1"
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: counters_on
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+1" comma=true
                    object: attached_to relation="equipped"
                      filter: card_type name="creature"
                  objects: counters_on
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
]
