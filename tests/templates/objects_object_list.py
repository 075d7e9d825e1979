"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: object_list
    Row(
        "A and B you control: the controller written once is every item's",
        en="Servos and Thopters you control get +1/+1.",
        ja="あなたがコントロールする霊気装置と飛行機械は+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: object_list conjunction="and" shared=true
                    items[0]: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: subtype name="Servo" plural=true
                        parts[1]: controlled_by
                          player: you
                    items[1]: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: subtype name="Thopter" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: object_list conjunction="and" shared=true
                    items[0]: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by verb_form="する"
                          player: you
                        parts[1]: subtype name="Servo"
                    items[1]: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by verb_form="する"
                          player: you
                        parts[1]: subtype name="Thopter"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "up to one target each of a list",
        en=(
            "Destroy up to one target artifact, up to one target enchantment, and up to one target "
            "nonbasic land."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: object_list conjunction="and"
                    items[0]: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: card_type name="artifact"
                    items[1]: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: card_type name="enchantment"
                    items[2]: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="basic"
                        parts[1]: card_type name="land"
        """,
        engine="compiles",
    ),
    Row(
        "each non-Giant creature",
        en="Card Name deals 4 damage to each non-Giant creature and each planeswalker.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=4 form="digits"
                  recipient: object_list conjunction="and"
                    items[0]: objects quantifier="each"
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="Giant"
                        parts[1]: card_type name="creature"
                    items[1]: objects quantifier="each"
                      filter: card_type name="planeswalker"
        """,
        engine="compiles",
    ),
    Row(
        "a negated word before 各",
        ja=(
            "名前は、"
            "巨人でない各クリーチャーと各プレインズウォーカーにそれぞれ４点のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage comma=true
                  source: self_ref short=true
                  amount: number value=4
                  recipient: object_list conjunction="and"
                    items[0]: objects quantifier="each" negated_first=true
                      filter: all_of
                        parts[0]: negated
                          filter: subtype name="Giant"
                        parts[1]: card_type name="creature"
                    items[1]: objects quantifier="each"
                      filter: card_type name="planeswalker"
        """,
        engine="compiles",
    ),
    Row(
        "target player or planeswalker",
        en="Card Name deals 2 damage to target opponent or planeswalker.",
        ja=(
            "対戦相手１人かプレインズウォーカー１体を対象とする。"
            "名前はそれに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: object_list conjunction="or"
                    items[0]: player quantifier="target" noun="opponent"
                    items[1]: objects quantifier="target" bare=true
                      filter: card_type name="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2
                  recipient: object_list conjunction="or" declared=""
                    items[0]: player quantifier="target" noun="opponent"
                    items[1]: objects quantifier="target" counter="体"
                      filter: card_type name="planeswalker"
        """,
        engine="compiles",
    ),
    Row(
        "a list of targets",
        en="Destroy target artifact, target creature, target enchantment, and target land.",
        ja=(
            "アーティファクト１つとクリーチャー１体とエンチャント１つと土地１つを対象とする。"
            "それらを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: object_list conjunction="and"
                    items[0]: objects quantifier="target"
                      filter: card_type name="artifact"
                    items[1]: objects quantifier="target"
                      filter: card_type name="creature"
                    items[2]: objects quantifier="target"
                      filter: card_type name="enchantment"
                    items[3]: objects quantifier="target"
                      filter: card_type name="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: object_list conjunction="and" declared=""
                    items[0]: objects quantifier="target" counter="つ"
                      filter: card_type name="artifact"
                    items[1]: objects quantifier="target" counter="体"
                      filter: card_type name="creature"
                    items[2]: objects quantifier="target" counter="つ"
                      filter: card_type name="enchantment"
                    items[3]: objects quantifier="target" counter="つ"
                      filter: card_type name="land"
        """,
        engine="compiles",
    ),
    Row(
        "this or another you control enters",
        en="Whenever Card Name or another creature you control enters, scry 1.",
        ja=(
            "名前かこれでないクリーチャー１体があなたのコントロール下で戦場に出るたび、"
            "占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: object_list conjunction="or"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="a" other=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: object_list conjunction="or"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="a" other=true counter="体" other_word="これでない"
                      filter: card_type name="creature"
                  controller: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "each X you control and each X card in your graveyard",
        en=(
            "Card Name gets +1/+0 for each other Assassin you control and each Assassin card in "
            "your graveyard."
        ),
        ja=(
            "名前は、"
            "あなたがコントロールしていてこれでない暗殺者やあなたの墓地にある暗殺者・カードである１"
            "つにつき+1/+0の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+1" toughness="+0"
                    object: self_ref short=true
                  objects: object_list conjunction="and"
                    items[0]: objects quantifier="each" other=true
                      filter: all_of head=0
                        parts[0]: subtype name="Assassin"
                        parts[1]: controlled_by
                          player: you
                    items[1]: objects quantifier="each"
                      filter: all_of head=1
                        parts[0]: subtype name="Assassin"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+1" toughness="+0" comma=true
                    object: self_ref short=true
                  objects: object_list conjunction="and" joined_ya="headless"
                    items[0]: objects quantifier="each" other=true other_word="これでない"
                      filter: all_of
                        parts[0]: controlled_by verb_form="していて"
                          player: you
                        parts[1]: subtype name="Assassin"
                    items[1]: objects quantifier="each"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: subtype name="Assassin"
                        parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "can't be blocked by A or B / AやBによっては",
        en="Card Name can't be blocked by enchanted creatures or enchantment creatures.",
        ja=(
            "名前は、"
            "クリーチャー・エンチャントやエンチャントされているクリーチャーによってはブロックされな"
            "い。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: self_ref short=true
                  by: object_list conjunction="or"
                    items[0]: attached_to relation="enchanted"
                      filter: card_type name="creature" plural=true
                    items[1]: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="enchantment"
                        parts[1]: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked" comma=true
                  object: self_ref short=true
                  by: object_list conjunction="and" joined_ya="plain"
                    items[0]: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="enchantment"
                    items[1]: attached_to relation="enchanted" passive=true
                      filter: card_type name="creature"
        """,
        engine="cannot compile restriction: can't be blocked by: attached_to",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "can't attack <players and planeswalkers>",
        en="Creatures can't attack you or planeswalkers you control.",
        ja="クリーチャーはあなたやあなたがコントロールしているプレインズウォーカーを攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't attack"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="creature" plural=true
                  by: object_list conjunction="or"
                    items[0]: you
                    items[1]: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="planeswalker" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can't attack"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  by: object_list conjunction="or" joined_ya="plain"
                    items[0]: you
                    items[1]: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="planeswalker"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "two targets declared in a clause, the second a choice",
        en="Destroy target creature. Card Name deals 3 damage to target player or planeswalker.",
        ja=(
            "クリーチャー１体と、プレイヤー１人かプレインズウォーカー１体を対象とし、"
            "その前者を破壊する。名前はその後者に３点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: deal_damage
                    source: self_ref short=true
                    amount: number value=3 form="digits"
                    recipient: object_list conjunction="or"
                      items[0]: player quantifier="target" noun="player"
                      items[1]: objects quantifier="target" bare=true
                        filter: card_type name="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared="その前者" declared_with="と、"
                      filter: card_type name="creature"
                  steps[1]: deal_damage
                    source: self_ref short=true
                    amount: number value=3
                    recipient: object_list conjunction="or" declared="その後者" declared_clause=true
                      items[0]: player quantifier="target" noun="player"
                      items[1]: objects quantifier="target" counter="体"
                        filter: card_type name="planeswalker"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "が１体, the count after the subject",
        ja=(
            "名前か他の同盟者が１体あなたのコントロール下で戦場に出るたび、カード１枚を引く。\n"
            "他のクリーチャーが１体死亡するたび、カード１枚を引く。\n"
            "土地でないパーマネントが１つ戦場から墓地に置かれるたび、カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: object_list conjunction="or"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="a" other=true counter="体" count_after_ga=true other_word="他の"
                      filter: subtype name="Ally"
                  controller: you
                effect: draw
                  player: you
                  amount: number value=1
              abilities[1]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" other=true counter="体" count_after_ga=true other_word="他の"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
              abilities[2]: triggered_ability word="whenever"
                trigger: dies put_into_graveyard=true
                  object: objects quantifier="a" counter="つ" count_after_ga=true
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "blocks, when, in the past",
        en="When Card Name blocks a creature, destroy that creature and Card Name.",
        ja="名前がクリーチャーをブロックしたとき、そのクリーチャーと名前を破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: attacks blocks=true
                  object: self_ref short=true
                  blocked: objects quantifier="a"
                    filter: card_type name="creature"
                effect: destroy
                  object: object_list conjunction="and"
                    items[0]: ref noun="creature"
                    items[1]: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: attacks blocks=true
                  object: self_ref short=true
                  blocked: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                effect: destroy
                  object: object_list conjunction="and"
                    items[0]: ref noun="creature"
                    items[1]: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
]
