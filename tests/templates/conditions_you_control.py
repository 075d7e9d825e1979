"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: you_control
    Row(
        "as long as, last",
        en="Creatures you control get +1/+1 as long as you control an Island.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Island"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "for as long as you control, progressive",
        ja=(
            "クリーチャー１体を対象とする。あなたが名前をコントロールし続けているかぎり、"
            "それは破壊不能を得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_ability verb="gain"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  abilities[0]: keyword name="indestructible"
                  duration: duration name="for as long as" first=true
                    condition: you_control progressive=true
                      objects: self_ref short=true
                      player: you
        """,
        engine="compiles",
    ),
    Row(
        "a list of three keywords",
        en=(
            "As long as an opponent controls a planeswalker, Card Name has trample, hexproof, and "
            "haste."
        ),
        ja=(
            "対戦相手がプレインズウォーカーをコントロールしているかぎり、"
            "名前はトランプルと呪禁と速攻を持つ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="trample" case="lower"
                  abilities[1]: keyword name="hexproof" case="lower"
                  abilities[2]: keyword name="haste" case="lower"
                condition: you_control
                  objects: objects quantifier="a"
                    filter: card_type name="planeswalker"
                  player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="trample"
                  abilities[1]: keyword name="hexproof"
                  abilities[2]: keyword name="haste"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="planeswalker"
                  player: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "as long as",
        en="As long as you control a Forest, enchanted creature has shroud.",
        ja="あなたが森をコントロールしているかぎり、エンチャントしているクリーチャーは被覆を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  abilities[0]: keyword name="shroud" case="lower"
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Forest"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                  abilities[0]: keyword name="shroud"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Forest"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "an opponent controls",
        en="As long as an opponent controls a planeswalker, Card Name has hexproof.",
        ja="対戦相手がプレインズウォーカーをコントロールしているかぎり、名前は呪禁を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="hexproof" case="lower"
                condition: you_control
                  objects: objects quantifier="a"
                    filter: card_type name="planeswalker"
                  player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="hexproof"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="planeswalker"
                  player: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
    ),
    Row(
        "a restriction unless you control",
        en="Card Name can't block unless you control an artifact.",
        ja="あなたがアーティファクトをコントロールしていないかぎり、名前ではブロックできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't block"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a"
                    filter: card_type name="artifact"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't block"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="artifact"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "defending player controls no <subtype>",
        en="Whenever Card Name attacks, if defending player controls no Walls, draw a card.",
        ja="名前が攻撃するたび、防御プレイヤーが壁をコントロールしていない場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: you_control negated=true none_word=true
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Wall" plural=true
                  player: player quantifier="defending" noun="player"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                condition: you_control negated=true
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Wall"
                  player: player quantifier="defending" noun="player"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "it also gains",
        en=(
            "Target creature gets +2/+1 until end of turn. If you control a Vampire, it also gains "
            "lifelink until end of turn."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+2/+1の修整を受ける。"
            "あなたが吸血鬼をコントロールしているなら、ターン終了時まで、それは絆魂も得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+2" toughness="+1"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: conditional comma=true
                    condition: you_control
                      objects: objects quantifier="a"
                        filter: subtype name="Vampire"
                      player: you
                    effect: gain_ability verb="gain" also=true
                      object: ref
                      abilities[0]: keyword name="lifelink" case="lower"
                      duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+2" toughness="+1"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: conditional comma=true
                    condition: you_control
                      objects: objects quantifier="a" bare=true
                        filter: subtype name="Vampire"
                      player: you
                    effect: gain_ability verb="gain" also=true
                      object: ref
                      abilities[0]: keyword name="lifelink"
                      duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "you control N or more, the count after 「を」 (「あなたが門を２つ以上…」)",
        en="At the beginning of your upkeep, if you control two or more Gates, you gain 7 life.",
        ja=(
            "あなたのアップキープの開始時に、あなたが門を２つ以上コントロールしている場合、"
            "あなたは７点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=2 form="word"
                    filter: subtype name="Gate" plural=true
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=7 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control count_after=true
                  objects: objects quantifier="at least" counter="つ"
                    count: number value=2
                    filter: subtype name="Gate"
                  player: you
                effect: gain_life
                  player: you written=true
                  amount: number value=7
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "subject gets +1/+1 as long as you control",
        en="Card Name gets +1/+1 as long as you control a Plains.",
        ja="名前はあなたが平地をコントロールしているかぎり+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Plains"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability subject_first="no comma"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Plains"
                  player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "if you control no creatures, 「１体も」",
        en="At the beginning of your end step, if you control no creatures, sacrifice Card Name.",
        ja=(
            "あなたの終了ステップの開始時に、"
            "あなたがクリーチャーを１体もコントロールしていない場合、名前を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: you_control negated=true none_word=true
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="creature" plural=true
                  player: you
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: you_control negated=true none_word=true
                  objects: objects quantifier="a" bare=true counter="体"
                    filter: card_type name="creature"
                  player: you
                effect: sacrifice
                  player: you
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "snow permanents",
        en=(
            "Card Name deals 2 damage to target creature or planeswalker. If you control three or "
            "more snow permanents, it deals 3 damage instead."
        ),
        ja=(
            "クリーチャー１体かプレインズウォーカー１体を対象とする。"
            "名前はそれに２点のダメージを与える。"
            "あなたが氷雪パーマネント３つ以上をコントロールしているなら、"
            "代わりに３点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                  steps[1]: conditional comma=true instead=true
                    condition: you_control
                      objects: objects quantifier="at least"
                        count: number value=3 form="word"
                        filter: all_of
                          parts[0]: subtype name="snow"
                          parts[1]: card_type name="permanent" plural=true
                      player: you
                    effect: deal_damage
                      source: ref
                      amount: number value=3 form="digits"
                      recipient: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="planeswalker"
                  steps[1]: conditional comma=true instead=true
                    condition: you_control
                      objects: objects quantifier="at least" counter="つ" count_last=true
                        count: number value=3
                        filter: all_of
                          parts[0]: subtype name="snow"
                          parts[1]: card_type name="permanent"
                      player: you
                    effect: deal_damage
                      source: ref elided=true
                      amount: number value=3
                      recipient: ref elided=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "another, written before",
        en="Card Name gets +1/+1 as long as you control another artifact.",
        ja="あなたが他にアーティファクトをコントロールしているかぎり、名前は+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="as long as"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" other=true
                    filter: card_type name="artifact"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" other=true bare=true other_word="他に"
                    filter: card_type name="artifact"
                  player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
