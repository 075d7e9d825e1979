"""Template rows of the conditions family (scryc/ast/conditions.py): Japanese wordings of
conditions the English grammar already reads (a count after 「を」 at an ability's start, the
negatives before 「かぎり」, a hand's size, a permanent on the battlefield, "unless you …")."""

from . import Row

ROWS = [
    Row(
        "you control N or more other, unless (「他の山を３つ以上コントロールしていないかぎり」)",
        en="Card Name enters tapped unless you control three or more other Mountains.",
        ja="あなたが他の山を３つ以上コントロールしていないかぎり、名前はタップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
                  unless: you_control
                    objects: objects quantifier="at least" other=true
                      count: number value=3 form="word"
                      filter: subtype name="Mountain" plural=true
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref short=true
                  unless: you_control count_after=true
                    objects: objects quantifier="at least" other=true counter="つ" other_word="他の"
                      count: number value=3
                      filter: subtype name="Mountain"
                    player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
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
        "If …, this spell costs less (「…場合、この呪文を唱えるためのコストは…」)",
        en="If you have 3 or less life, this spell costs {6} less to cast.",
        ja="あなたのライフが３点以下である場合、この呪文を唱えるためのコストは(６)少なくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: life_compare op="le"
                    player: you
                    amount: number value=3 form="digits"
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional baai=true comma=true
                  condition: life_compare op="le"
                    player: you
                    amount: number value=3
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "as long as ~ is on the battlefield (「名前が戦場にあるかぎり」)",
        en="As long as Card Name is on the battlefield, it has flying.",
        ja="名前が戦場にあるかぎり、それは飛行を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="flying" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="flying"
                condition: object_is object_first=true
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="battlefield"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "no counters, 「１個も置かれていないかぎり」",
        en="As long as Card Name has no shell counters on it, it gets +3/+2.",
        ja="名前の上に殻カウンターが１個も置かれていないかぎり、それは+3/+2の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+2"
                  object: ref
                condition: amount_compare op="eq" wording="has"
                  left: counters_on counter="shell"
                    object: self_ref short=true
                  right: number value=0
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+3" toughness="+2"
                  object: ref
                condition: amount_compare op="eq" wording="has" count_after="置かれていない"
                  left: counters_on counter="shell"
                    object: self_ref short=true
                  right: number value=0
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "unless it has N or more counters (「…５個以上置かれていないかぎり」)",
        en="Card Name can't attack unless it has five or more +1/+1 counters on it.",
        ja="名前は、それの上に+1/+1カウンターが５個以上置かれていないかぎり、攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has"
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=5 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true subject_first="topic, comma"
                effect: restriction rule="can't attack" comma=true
                  object: self_ref short=true
                condition: amount_compare op="ge" wording="has" count_after="置かれている"
                  left: counters_on counter="+1/+1"
                    object: ref
                  right: number value=5
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "unless you have N or more cards in hand (「手札のカードが７枚以上でないかぎり」)",
        en="Card Name can't attack or block unless you have seven or more cards in hand.",
        ja="あなたの手札のカードが７枚以上でないかぎり、名前では攻撃もブロックもできない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
                condition: hand_size op="ge"
                  player: you
                  amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
                condition: hand_size op="ge"
                  player: you
                  amount: number value=7
        """,
        engine="compiles",
    ),
    Row(
        "unless a player has N or more cards in their graveyard (「…墓地にあるカードが…」)",
        en=(
            "Card Name can't attack unless defending player has seven or more cards in their "
            "graveyard."
        ),
        ja="防御プレイヤーの墓地にあるカードが７枚以上でないかぎり、名前では攻撃できない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack"
                  object: self_ref short=true
                condition: there_are have=true
                  objects: objects quantifier="at least"
                    count: number value=7 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="card" plural=true
                      parts[1]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: player quantifier="defending" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack" topic="では"
                  object: self_ref short=true
                condition: there_are
                  objects: objects quantifier="at least" bare=true
                    count: number value=7
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: player quantifier="defending" noun="player"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "unless you attacked this turn (「このターンにあなたが攻撃していないかぎり」)",
        en="Draw two cards. Then discard a card unless you attacked this turn.",
        ja=(
            "カード２枚を引く。その後、このターンにあなたが攻撃していないかぎり、"
            "カード１枚を捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: draw
                    player: you
                    amount: number value=2 form="word"
                  steps[1]: conditional condition_last=true comma=true unless=true
                    condition: acted_this_turn actions=["attack"]
                      player: you
                    effect: discard
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: draw
                    player: you
                    amount: number value=2
                  steps[1]: conditional comma=true unless=true
                    condition: acted_this_turn actions=["attack"]
                      player: you
                    effect: discard
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
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
        "gained N or more life this turn, the amount after 「を」 (「ライフを３点以上得ていた」)",
        en=(
            "At the beginning of your end step, if you gained 3 or more life this turn, create a "
            "Food token."
        ),
        ja=(
            "あなたの終了ステップの開始時に、このターンにあなたがライフを３点以上得ていた場合、"
            "食物・トークン１つを生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3 form="digits"
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec types=["Food"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec types=["Food"]
        """,
        engine=(
            "cannot compile life_this_turn: no record of how much life a player gained or lost "
            "this turn"
        ),
        to_ja=False,
    ),
    Row(
        "a player's hand has N or fewer cards (「そのプレイヤーの手札が２枚以下である」)",
        en=(
            "At the beginning of each opponent's upkeep, if that player has two or fewer cards in "
            "hand, Card Name deals 2 damage to that player."
        ),
        ja=(
            "各対戦相手のアップキープの開始時に、そのプレイヤーの手札が２枚以下である場合、"
            "名前はそのプレイヤーに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                condition: hand_size op="le"
                  player: player quantifier="that" noun="player"
                  amount: number value=2 form="word"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                condition: hand_size op="le"
                  player: player quantifier="that" noun="player"
                  amount: number value=2
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=2
                  recipient: player quantifier="that" noun="player"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "the cards in a hand, 「…手札にあるカードが１枚以下の場合」",
        en=(
            "At the beginning of each opponent's upkeep, if that player has one or fewer cards in "
            "hand, they lose 3 life."
        ),
        ja=(
            "各対戦相手のアップキープの開始時に、そのプレイヤーの手札にあるカードが１枚以下の場合、"
            "そのプレイヤーは３点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                condition: hand_size op="le"
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="word"
                effect: lose_life
                  player: player quantifier="that" noun="player" they=true
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="opponent"
                condition: hand_size op="le"
                  player: ref noun="player" determiner="その"
                  amount: number value=1
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=3
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "an opponent controls at least N more (「あなたより４体以上多くの」)",
        en=(
            "If an opponent controls at least four more creatures than you, this spell costs {6} "
            "less to cast."
        ),
        ja=(
            "対戦相手１人があなたより４体以上多くのクリーチャーをコントロールしている場合、"
            "この呪文を唱えるためのコストは(６)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: controls_more
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="all" bare=true
                      filter: card_type name="creature" plural=true
                    at_least: number value=4 form="word"
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional baai=true comma=true
                  condition: controls_more
                    player: player quantifier="a" noun="opponent"
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="creature"
                    at_least: number value=4
                  effect: cost_change symbols="{6}" reduce=true action="cast"
                    object: self_ref noun="spell"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "unless you pay, no comma after 「かぎり」",
        en="At the beginning of your upkeep, sacrifice Card Name unless you pay {2}.",
        ja="あなたのアップキープの開始時に、あなたが(２)を支払わないかぎり名前を生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: pay_mana symbols="{2}"
                    player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "unless you sacrifice, the player unwritten (「山２つを生け贄に捧げないかぎり」)",
        en="When Card Name enters, sacrifice it unless you sacrifice two Mountains.",
        ja="名前が戦場に出たとき、山２つを生け贄に捧げないかぎり、それを生け贄に捧げる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: sacrifice
                    player: you
                    object: objects quantifier="a"
                      count: number value=2 form="word"
                      filter: subtype name="Mountain" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: unless
                  effect: sacrifice
                    player: you
                    object: ref
                  player: you
                  action: sacrifice
                    player: you
                    object: objects quantifier="a" counter="つ"
                      count: number value=2
                      filter: subtype name="Mountain"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "unless you exile (「…を追放しないかぎり」)",
        en=(
            "At the beginning of your upkeep, sacrifice Card Name unless you exile the top "
            "creature card of your graveyard."
        ),
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたの墓地の一番上のクリーチャー・カード１枚を追放しないかぎり、"
            "名前を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: exile until_comma=true
                    player: you
                    object: top_of_graveyard
                      player: you
                      card_type: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: unless
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                  player: you
                  action: exile until_comma=true
                    player: you
                    object: top_of_graveyard
                      player: you
                      card_type: card_type name="creature"
        """,
        engine="cannot compile effect_cost: exile: no cost check",
        to_ja=False,
    ),
    Row(
        "you cast it from your hand, the simple past (「…手札から唱えた場合」)",
        en=(
            "When Card Name enters, if you cast it from your hand, destroy all nonartifact, "
            "nonblack creatures."
        ),
        ja=(
            "名前が戦場に出たとき、あなたがそれをあなたの手札から唱えた場合、"
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
        to_en=False,
    ),
    Row(
        "you didn't cast it from your hand (「…手札から唱えていなかった場合」)",
        en=(
            "Whenever a nontoken creature you control enters, if you didn't cast it from your "
            "hand, it gains haste until your next turn."
        ),
        ja=(
            "トークンでないクリーチャー１体があなたのコントロール下で戦場に出るたび、"
            "あなたがそれをあなたの手札から唱えていなかった場合、あなたの次のターンまで、"
            "それは速攻を得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: negated
                        filter: card_type name="token"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                condition: you_cast negated=true
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: gain_ability verb="gain"
                  object: ref
                  abilities[0]: keyword name="haste" case="lower"
                  duration: duration name="until your next turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="token"
                      parts[1]: card_type name="creature"
                  controller: you
                condition: you_cast negated=true
                  object: ref
                  from_zone: zone name="hand"
                    owner: you
                effect: gain_ability verb="gain"
                  object: ref
                  abilities[0]: keyword name="haste"
                  duration: duration name="until your next turn" first=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "it's your turn, 「あなたのターン中であるかぎり」",
        en="As long as it's your turn, Card Name has first strike.",
        ja="あなたのターン中であるかぎり、名前は先制攻撃を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="first strike" case="lower"
                condition: your_turn
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="first strike"
                condition: your_turn
        """,
        engine="compiles",
        to_ja=False,
    ),
]
