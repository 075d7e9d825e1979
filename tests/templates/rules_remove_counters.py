"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: remove_counters
    # Ior Ruin Expedition (../shared/corpus)
    Row(
        "two actions of one cost joined by and",
        en="Remove three quest counters from Card Name and sacrifice it: Draw two cards.",
        ja=(
            "名前の上から探索カウンター３個を取り除くとともに、"
            "それを生け贄に捧げる：カード２枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sequence joins=["and"] connectives=[" and"]
                    steps[0]: remove_counters counter="quest"
                      amount: number value=3 form="word"
                      object: self_ref short=true
                    steps[1]: sacrifice
                      player: you
                      object: ref
                effect: draw
                  player: you
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sequence joins=["and"] connectives=["とともに、"]
                    steps[0]: remove_counters counter="quest"
                      amount: number value=3
                      object: self_ref short=true
                    steps[1]: sacrifice
                      player: you
                      object: ref
                effect: draw
                  player: you
                  amount: number value=2
        """,
        engine="cannot compile effect_cost: sequence: no cost check",
        to_ja=False,
    ),
    Row(
        "is suspended",
        en=(
            "Whenever an opponent casts a spell, if Card Name is suspended, remove a time counter "
            "from it."
        ),
        ja=(
            "対戦相手が呪文を唱えるたび、名前が待機状態である場合、"
            "それの上から時間カウンター１個を取り除く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="opponent"
                  spell: objects quantifier="a"
                    filter: card_type name="spell"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="suspended"
                effect: remove_counters counter="time"
                  amount: number value=1 form="article"
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: player quantifier="a" noun="opponent"
                  spell: objects quantifier="a" bare=true
                    filter: card_type name="spell"
                condition: object_is
                  object: self_ref short=true
                  filter: status name="suspended"
                effect: remove_counters counter="time"
                  amount: number value=1
                  object: ref
        """,
        engine="cannot compile status: suspended: no filter behaviour",
    ),
    Row(
        "remove those counters (en)",
        en=(
            "{T}: Put a charge counter on Card Name. Then if there are three or more charge "
            "counters on it, remove those counters and draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="there_are"
                      left: counters_on counter="charge"
                        object: ref
                      right: number value=3 form="word"
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "それらのカウンターを取り除き",
        ja=(
            "(Ｔ)：名前の上に蓄積カウンター１個を置く。その後、"
            "これの上に３個以上の蓄積カウンターがあるなら、それらのカウンターを取り除き、"
            "カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="charge"
                        object: self_ref pronoun=true
                      right: number value=3
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "remove a number of counters equal to",
        en="Remove a number of loyalty counters equal to that card's mana value from Card Name.",
        ja="名前の上からそのカードのマナ総量に等しい数の忠誠カウンターを取り除く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: remove_counters counter="loyalty"
                  amount: value_of attribute="mana value"
                    object: ref noun="card"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: remove_counters counter="loyalty"
                  amount: value_of attribute="mana value"
                    object: ref noun="card"
                  object: self_ref short=true
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "remove those counters",
        en=(
            "{T}: Put a charge counter on Card Name, then if it has three or more charge counters "
            "on it, remove those counters and draw a card."
        ),
        ja=(
            "(Ｔ)：名前の上に蓄積カウンター１個を置き、"
            "その後それの上に３個以上の蓄積カウンターがあるなら、それらのカウンターを取り除き、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="charge"
                        object: ref
                      right: number value=3 form="word"
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: put_counters counter="charge"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: conditional comma=true
                    condition: amount_compare op="ge" wording="has"
                      left: counters_on counter="charge"
                        object: ref
                      right: number value=3
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: remove_counters
                        amount: ref noun="counters" plural=true determiner="those"
                        object: ref elided=true
                      steps[1]: draw
                        player: you
                        amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "remove counters as an effect",
        en="At the beginning of your upkeep, remove an oil counter from Card Name.",
        ja="あなたのアップキープの開始時に、名前の上から油カウンター１個を取り除く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: remove_counters counter="oil"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: remove_counters counter="oil"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "you may remove a counter of a kind",
        en="Target creature gets +2/+2 until end of turn. You may remove a -1/-1 counter from it.",
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"
            "あなたはそれの上から-1/-1カウンター１個を取り除いてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: optional
                    player: you
                    effect: remove_counters counter="-1/-1"
                      amount: number value=1 form="article"
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: optional
                    player: you
                    effect: remove_counters counter="-1/-1"
                      amount: number value=1
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "you may remove a counter from it, no 上",
        en="When Card Name enters, you may remove a counter from target permanent.",
        ja=(
            "名前が戦場に出たとき、パーマネント１つを対象とする。"
            "あなたはそれからカウンター１個を取り除いてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: remove_counters
                    amount: number value=1 form="article"
                    object: objects quantifier="target"
                      filter: card_type name="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: remove_counters bare_place=true
                    amount: number value=1
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="permanent"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "その上 for a declared target or it",
        ja=(
            "クリーチャー１体を対象とする。その上に+1/+1カウンター１個を置く。\n"
            "名前がプレイヤー１人に戦闘ダメージを与えるたび、"
            "その上から+1/+1カウンター１個を取り除く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: objects quantifier="target" counter="体" declared="上"
                    filter: card_type name="creature"
              abilities[1]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: remove_counters counter="+1/+1"
                  amount: number value=1
                  object: ref determiner="その"
        """,
        engine="compiles",
    ),
    # kind: restriction
    Row(
        "activated abilities of objects can't be activated",
        en="Activated abilities of artifacts can't be activated.",
        ja="アーティファクトの起動型能力は起動できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="activated abilities can't be activated"
                  object: objects quantifier="all" bare=true
                    filter: card_type name="artifact" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="activated abilities can't be activated"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="artifact"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "can attack this turn as though it didn't have defender",
        en="{0}: Card Name can attack this turn as though it didn't have defender.",
        ja="(０)：このターン、名前は防衛を持たないかのように攻撃できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{0}"
                effect: restriction rule="can attack as though it didn't have defender"
                  object: self_ref short=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{0}"
                effect: restriction rule="can attack as though it didn't have defender"
                  object: self_ref short=true
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "blocks ~ this turn if able",
        en="{1}: Target artifact creature blocks Card Name this turn if able.",
        ja=(
            "(１)：アーティファクト・クリーチャー１体を対象とする。このターン、"
            "それは可能ならば名前をブロックする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: restriction rule="blocks if able"
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                  blocks: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: restriction rule="blocks if able" written="可能ならば"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn" first=true
                  blocks: self_ref short=true
        """,
        engine="cannot compile restriction: blocks if able: not enforced by the engine",
        to_ja=False,
    ),
    Row(
        "attack this turn if able, plural",
        en="{6}: Creatures your opponents control attack this turn if able.",
        ja="(６)：このターン、対戦相手がコントロールするクリーチャーは可能なら攻撃する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{6}"
                effect: restriction rule="attacks if able"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{6}"
                effect: restriction rule="attacks if able"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
