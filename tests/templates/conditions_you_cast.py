"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: you_cast
    Row(
        "cast from your hand",
        en="When Card Name enters, if you cast it from your hand, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_cast
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "you've cast this turn",
        en=(
            "This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this "
            "turn."
        ),
        ja=(
            "このターンにあなたがインスタントかソーサリーである呪文を唱えていたなら、"
            "この呪文を唱えるためのコストは(２)(青)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}{U}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: you_cast this_turn=true
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}{U}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: you_cast this_turn=true
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
        """,
        engine="cannot compile cost_change: symbols {2}{U}",
    ),
    Row(
        "you haven't cast this turn",
        en=(
            "At the beginning of your end step, if you haven't cast a spell from your hand this "
            "turn, draw a card."
        ),
        ja=(
            "あなたの終了ステップの開始時に、"
            "このターンにあなたがあなたの手札から呪文を唱えていなかった場合、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: you_cast this_turn=true negated=true
                  object: objects quantifier="a"
                    filter: card_type name="spell"
                  from_zone: zone name="hand"
                    owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: you_cast this_turn=true negated=true
                  object: objects quantifier="a" bare=true
                    filter: card_type name="spell"
                  from_zone: zone name="hand"
                    owner: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile you_cast: no record of how a spell was cast",
    ),
    Row(
        "addendum",
        en=(
            "Draw three cards.\n"
            "Addendum — If you cast this spell during your main phase, scry 3, then draw three "
            "cards instead."
        ),
        ja=(
            "カード３枚を引く。\n"
            "附則 ― あなたがこの呪文をあなたのメイン・フェイズ中に唱えていたなら、"
            "代わりに占術３を行い、その後カード３枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3 form="word"
              abilities[1]: ability_word_ability
                word: ability_word text="Addendum"
                ability: spell_ability
                  effect: conditional comma=true instead=true
                    condition: you_cast during_main_phase=true
                      object: self_ref noun="spell"
                    effect: sequence joins=["then"] connectives=[", then"]
                      steps[0]: scry
                        player: you
                        amount: number value=3 form="digits"
                      steps[1]: draw
                        player: you
                        amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3
              abilities[1]: ability_word_ability
                word: ability_word text="附則"
                ability: spell_ability
                  effect: conditional comma=true instead=true
                    condition: you_cast during_main_phase=true
                      object: self_ref noun="spell"
                    effect: sequence joins=["then"] connectives=["、その後"]
                      steps[0]: scry
                        player: you
                        amount: number value=3
                      steps[1]: draw
                        player: you
                        amount: number value=3
        """,
        engine="compiles",
    ),
    # kind: you_control
    Row(
        "a permanent's free cast under a condition is static",
        en="If you control a commander, you may cast this spell without paying its mana cost.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: card_type name="commander"
                    player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: self_ref noun="spell"
        """,
        engine="cannot compile conditional: no static behaviour",
        type_line="Creature — Human",
    ),
    Row(
        "if you don't control a <subtype>",
        en="If you don't control a Human, draw a card.",
        ja="あなたが人間をコントロールしていないなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: you_control negated=true
                    objects: objects quantifier="a"
                      filter: subtype name="Human"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: you_control negated=true
                    objects: objects quantifier="a" bare=true
                      filter: subtype name="Human"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "an effect unless a condition",
        en="Draw a card unless you control an artifact.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional condition_last=true comma=true unless=true
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: card_type name="artifact"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
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
]
