"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: would_be_put
    Row(
        "cast it this turn, exile it instead",
        en=(
            "You may cast target instant card from your graveyard this turn. If that spell would "
            "be put into your graveyard, exile it instead."
        ),
        ja=(
            "あなたの墓地からインスタント・カード１枚を対象とする。このターン、"
            "あなたはそれを唱えてもよい。その呪文があなたの墓地に置かれるなら、"
            "代わりにそれを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: play cast_only=true
                      player: you
                      object: objects quantifier="target"
                        filter: all_of head=1
                          parts[0]: card_type name="instant"
                          parts[1]: card_type name="card"
                          parts[2]: in_zone preposition="from"
                            zone: zone name="graveyard"
                              owner: you
                      duration: duration name="this turn"
                  steps[1]: conditional comma=true instead=true
                    condition: would_be_put
                      object: ref noun="spell"
                      zone: zone name="graveyard"
                        owner: you
                    effect: exile until_comma=true
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: play cast_only=true
                      player: you
                      object: objects quantifier="target" counter="枚" declared=""
                        filter: all_of
                          parts[0]: in_zone preposition="from"
                            zone: zone name="graveyard"
                              owner: you
                          parts[1]: card_type name="instant"
                          parts[2]: card_type name="card"
                      duration: duration name="this turn"
                  steps[1]: conditional comma=true instead=true
                    condition: would_be_put
                      object: ref noun="spell"
                      zone: zone name="graveyard"
                        owner: you
                    effect: exile until_comma=true
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "would be put into a graveyard from anywhere",
        en="If Card Name would be put into a graveyard from anywhere, exile it instead.",
        ja="名前がいずこかから墓地に置かれるなら、代わりにそれを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_put from_anywhere=true
                  object: self_ref short=true
                  zone: zone name="graveyard"
                replacement: exile until_comma=true
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: would_be_put from_anywhere=true
                  object: self_ref short=true
                  zone: zone name="graveyard"
                replacement: exile until_comma=true
                  object: ref
        """,
        engine="compiles",
    ),
    # kind: you_cast
    Row(
        "unless you've cast a spell this turn (「…唱えていないかぎり」)",
        en="Card Name can't attack unless you've cast a creature spell this turn.",
        ja="このターンにあなたがクリーチャー・呪文を唱えていないかぎり、名前は攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: you_cast this_turn=true
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: you_cast this_turn=true
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "you cast it from your hand, the simple past (「…手札から唱えた場合」)",
        en=(
            "When Card Name enters, if you cast it from your hand, destroy all nonartifact "
            "nonblack creatures."
        ),
        ja=(
            "名前が戦場に出たとき、あなたがそれをあなたの手札から唱えていた場合、"
            "アーティファクトでも黒でもないすべてのクリーチャーを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_cast
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="artifact"
                      parts[1]: negated
                        filter: color name="black"
                      parts[2]: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_cast
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: destroy
                  object: objects quantifier="all" words_first=2
                    filter: all_of
                      parts[0]: negated neither=true
                        filter: card_type name="artifact"
                      parts[1]: negated also=true
                        filter: color name="black"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
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
        "if you cast it, with nothing after",
        en="When Card Name enters the battlefield, if you cast it, untap all lands you control.",
        ja=(
            "名前が戦場に出たとき、あなたがこれを唱えていた場合、"
            "あなたがコントロールしているすべての土地をアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                condition: you_cast
                  object: ref
                effect: untap
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="land" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: you_cast
                  object: self_ref pronoun=true
                effect: untap
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="land"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: you_control
    Row(
        "you control N or more at an ability's start (「あなたが門を２つ以上…かぎり」)",
        en="As long as you control two or more Gates, Card Name has vigilance and trample.",
        ja="あなたが門を２つ以上コントロールしているかぎり、名前は警戒とトランプルを持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="vigilance" case="lower"
                  abilities[1]: keyword name="trample" case="lower"
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=2 form="word"
                    filter: subtype name="Gate" plural=true
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="vigilance"
                  abilities[1]: keyword name="trample"
                condition: you_control count_after=true
                  objects: objects quantifier="at least" counter="つ"
                    count: number value=2
                    filter: subtype name="Gate"
                  player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "subject, comma, as long as, comma",
        en="Card Name gets +1/+1 as long as you control a Plains.",
        ja="名前は、あなたが平地をコントロールしているかぎり、+1/+1の修整を受ける。",
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
              abilities[0]: static_ability subject_first="topic, comma"
                effect: modify_pt power="+1" toughness="+1" comma=true
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
        "an opponent controls N or more, 「対戦相手１人が…をコントロールしている場合」",
        en=(
            "At the beginning of your upkeep, if an opponent controls three or more creatures, "
            "draw a card."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "対戦相手１人が３体以上のクリーチャーをコントロールしている場合、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: objects quantifier="at least"
                    count: number value=3 form="word"
                    filter: card_type name="creature" plural=true
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control player_written=true
                  objects: objects quantifier="at least" counter="体"
                    count: number value=3
                    filter: card_type name="creature"
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "can't attack unless defending player controls, the subject first: 「名前は…かぎり、"
        "攻撃できない」",
        en="Card Name can't attack unless defending player controls an Island.",
        ja="名前は防御プレイヤーが島をコントロールしていないかぎり、攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Island"
                  player: player quantifier="defending" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true subject_first="comma"
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Island"
                  player: player quantifier="defending" noun="player"
        """,
        engine="compiles",
        to_ja=False,
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
]
