"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: same_name
    Row(
        "with the same name as",
        en="Destroy all creatures with the same name as target creature.",
        ja="クリーチャー１体を対象とする。それと同じ名前を持つすべてのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: same_name
                        object: objects quantifier="target"
                          filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: same_name
                        object: objects quantifier="target" counter="体" declared=""
                          filter: card_type name="creature"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # "that doesn't have the same name as <object>" / 「<object>と同じ名前を持たない」.
    Row(
        "without the same name as another permanent",
        en=(
            "Choose target enchantment you control that doesn't have the same name as another "
            "permanent you control."
        ),
        ja=(
            "あなたがコントロールしていて、"
            "あなたがコントロールしている他のパーマネントと同じ名前を持たないエンチャント１つを対象"
            "とする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: choose_object
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="enchantment"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: same_name negated=true
                        object: objects quantifier="a" other=true
                          filter: all_of head=0
                            parts[0]: card_type name="permanent"
                            parts[1]: controlled_by
                              player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: choose_object
                  object: objects quantifier="target" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: same_name negated=true comma=true
                        object: objects quantifier="a" other=true bare=true other_word="他の"
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="permanent"
                      parts[2]: card_type name="enchantment"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
        to_ja=False,
        ja_name="見張り",
    ),
    Row(
        "if it has the same name as a permanent",
        en="Counter target spell if it has the same name as a permanent.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional condition_last=true comma=true
                  condition: object_is
                    object: ref
                    filter: same_name
                      object: objects quantifier="a"
                        filter: card_type name="permanent"
                  effect: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
        """,
        engine="cannot compile same_name: the name of an object chosen as it is asked",
    ),
    # kind: shares_quality
    Row(
        "spell that shares a card type with it",
        en=(
            "Counter target spell. You may cast a spell that shares a card type with it from your "
            "hand without paying its mana cost."
        ),
        ja=(
            "呪文１つを対象とし、それを打ち消す。あなたはあなたの手札から、"
            "それと共通のカード・タイプを持つ呪文１つを、"
            "それのマナ・コストを支払うことなく唱えてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: objects quantifier="a"
                        filter: all_of head=0
                          parts[0]: card_type name="spell"
                          parts[1]: shares_quality quality="card type" singular=true
                            with_: ref
                          parts[2]: in_zone preposition="from"
                            zone: zone name="hand"
                              owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: card_type name="spell"
                  steps[1]: optional
                    player: you
                    effect: play cast_only=true free=true comma=true cost_owner="それの"
                      player: you
                      object: objects quantifier="a" counter="つ"
                        filter: all_of
                          parts[0]: in_zone preposition="from" comma=true
                            zone: zone name="hand"
                              owner: you
                          parts[1]: shares_quality quality="card type"
                            with_: ref
                          parts[2]: card_type name="spell"
        """,
        engine="cannot compile ref: no record of what “it” refers to",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "each other creature that shares a color with it",
        en=(
            "Card Name deals 2 damage to target creature and each other creature that shares a "
            "color with it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: object_list conjunction="and"
                    items[0]: objects quantifier="target"
                      filter: card_type name="creature"
                    items[1]: objects quantifier="each" other=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: shares_quality quality="color" singular=true
                          with_: ref
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    # kind: shares_type
    Row(
        "creatures that share a creature type, count last",
        ja=(
            "名前が戦場に出たとき、"
            "あなたが共通のクリーチャー・タイプを持つクリーチャー３体以上をコントロールしている場合"
            "、占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="at least" counter="体" count_last=true
                    count: number value=3
                    filter: all_of
                      parts[0]: shares_type
                      parts[1]: card_type name="creature"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "creatures that share a creature type",
        en=(
            "When Card Name enters, if you control three or more creatures that share a creature "
            "type, scry 1."
        ),
        ja=(
            "名前が戦場に出たとき、"
            "あなたが共通のクリーチャー・タイプを持つ３体以上のクリーチャーをコントロールしている場"
            "合、占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=3 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: shares_type
                  player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="at least" counter="体"
                    count: number value=3
                    filter: all_of
                      parts[0]: shares_type
                      parts[1]: card_type name="creature"
                  player: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "that shares a creature type with it, 「それと共通のクリーチャー・タイプを持つ」",
        en=(
            "Whenever a creature you control attacks, it gets +1/+0 until end of turn for each "
            "other attacking creature that shares a creature type with it."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体が攻撃するたび、ターン終了時まで、"
            "それはそれと共通のクリーチャー・タイプを持つ他の攻撃しているクリーチャー１体につき+1/+"
            "0の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: for_each
                  effect: modify_pt power="+1" toughness="+0"
                    object: ref
                    duration: duration name="until end of turn"
                  objects: objects quantifier="each" other=true
                    filter: all_of head=1
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature"
                      parts[2]: shares_type singular=true
                        with_: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+0"
                    object: ref
                    duration: duration name="until end of turn" first=true
                  objects: objects quantifier="each" other=true counter="体" other_word="他の"
                    filter: all_of
                      parts[0]: shares_type
                        with_: ref
                      parts[1]: status name="attacking" progressive=true
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "if it shares a creature type with ~",
        en=(
            "At the beginning of your upkeep, you may look at the top card of your library. If it "
            "shares a creature type with this creature, you may reveal it."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたはあなたのライブラリーの一番上のカードを見てもよい。"
            "それがこのクリーチャーと共通のクリーチャー・タイプを持つなら、"
            "あなたはそれを公開してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: look_at
                      player: you
                      object: top_of_library
                        count: number value=1
                        player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: shares_type singular=true
                        with_: self_ref noun="creature"
                    effect: optional
                      player: you
                      effect: reveal
                        player: you
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: look_at
                      player: you written=true
                      object: top_of_library
                        count: number value=1
                        player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: shares_type singular=true
                        with_: self_ref noun="creature"
                    effect: optional
                      player: you written=true
                      effect: reveal
                        player: you written=true
                        object: ref
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: single_target
    Row(
        "change the target of a spell with a single target",
        en="Change the target of target spell with a single target.",
        ja="単一の対象を持つ呪文１つを対象とし、それの対象を変更する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: single_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: single_target
                      parts[1]: card_type name="spell"
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
        to_ja=False,
    ),
    Row(
        "change the target of an activated ability",
        en="Change the target of target activated ability with a single target.",
        ja="単一の対象を取る起動型能力１つを対象とし、その対象を変える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="activated ability"
                      parts[1]: single_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: change_target verb="変える" sono=true
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: single_target verb="取る"
                      parts[1]: card_type name="activated ability"
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
        to_ja=False,
    ),
    Row(
        "change the target unless its controller pays",
        en=(
            "Change the target of target spell with a single target unless that spell's controller "
            "pays {2}."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: unless
                  effect: change_target
                    object: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="spell"
                        parts[1]: single_target
                  player: controller_of
                    object: ref noun="spell"
                  action: pay_mana symbols="{2}"
                    player: controller_of
                      object: ref noun="spell"
        """,
        engine="cannot compile unless: another player chooses whether to act",
    ),
    # kind: status
    Row(
        "divided among any number of target creatures",
        en=(
            "Card Name deals X damage divided as you choose among any number of target attacking "
            "creatures."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage divided=true
                  source: self_ref short=true
                  amount: variable name="X"
                  recipient: objects quantifier="any number target"
                    filter: all_of
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature" plural=true
        """,
        engine="compiles",
    ),
]
