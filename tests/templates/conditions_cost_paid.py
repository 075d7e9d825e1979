"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: cost_paid
    Row(
        "additional cost was paid (en)",
        en="If this spell's additional cost was paid, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: cost_paid cost="additional" paid=true
                    object: self_ref noun="spell"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        engine="cannot compile cost_paid: additional: no casting record",
    ),
    Row(
        "additional cost was paid (ja)",
        ja="この呪文の追加コストが支払われたなら、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: cost_paid cost="additional" paid=true simple_past=true
                    object: self_ref noun="spell"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile cost_paid: additional: no casting record",
    ),
    Row(
        "the mana cost was paid, that cost wasn't paid",
        en="If the {2}{U} cost was paid, draw a card. If that cost wasn't paid, draw two cards.",
        ja=(
            "その(２)(青)のコストが支払われていたなら、カード１枚を引く。"
            "そのコストが支払われていないなら、カード２枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: conditional comma=true
                    condition: cost_paid cost="{2}{U}" paid=true
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                  steps[1]: conditional comma=true
                    condition: cost_paid
                    effect: draw
                      player: you
                      amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: conditional comma=true
                    condition: cost_paid cost="{2}{U}" paid=true
                    effect: draw
                      player: you
                      amount: number value=1
                  steps[1]: conditional comma=true
                    condition: cost_paid
                    effect: draw
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "a keyword cost was paid",
        en="If this spell's madness cost was paid, draw a card.",
        ja="この呪文のマッドネス・コストが支払われていたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: cost_paid cost="madness" paid=true
                    object: self_ref noun="spell"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: cost_paid cost="madness" paid=true
                    object: self_ref noun="spell"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile cost_paid: madness: no casting record",
    ),
    Row(
        "its keyword cost was paid, kanji keyword",
        en="If this spell's surge cost was paid, draw a card.",
        ja="この呪文の怒濤コストが支払われていたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: cost_paid cost="surge" paid=true
                    object: self_ref noun="spell"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: cost_paid cost="surge" paid=true
                    object: self_ref noun="spell"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile cost_paid: surge: no casting record",
    ),
    # kind: did_not_die
    Row(
        "if it didn't die",
        en=(
            "Whenever another creature you control leaves the battlefield, if it didn't die, scry "
            "1."
        ),
        ja=(
            "あなたがコントロールしていてこれでないクリーチャー１体が戦場を離れるたび、"
            "それが死亡していなかった場合、占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: leaves_battlefield
                  object: objects quantifier="a" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                condition: did_not_die
                  object: ref
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: leaves_battlefield
                  object: objects quantifier="a" other=true counter="体" other_word="これでない"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: card_type name="creature"
                condition: did_not_die
                  object: ref
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: died_this_turn
    Row(
        "if after a step in a trigger",
        en="When Card Name dies, draw three cards if three or more creatures died this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: conditional condition_last=true comma=true
                  condition: died_this_turn
                    objects: objects quantifier="at least"
                      count: number value=3 form="word"
                      filter: card_type name="creature" plural=true
                  effect: draw
                    player: you
                    amount: number value=3 form="word"
        """,
        engine="compiles",
    ),
    Row(
        "a creature died this turn",
        en="If a creature died this turn, you gain 2 life.",
        ja="このターンにクリーチャーが死亡していたなら、あなたは２点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: died_this_turn
                    objects: objects quantifier="a"
                      filter: card_type name="creature"
                  effect: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: died_this_turn
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="creature"
                  effect: gain_life
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "died this turn, at least",
        en="When Card Name dies, if three or more creatures died this turn, draw three cards.",
        ja=(
            "名前が死亡したとき、このターンに３体以上のクリーチャーが死亡していた場合、"
            "カード３枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: died_this_turn
                  objects: objects quantifier="at least"
                    count: number value=3 form="word"
                    filter: card_type name="creature" plural=true
                effect: draw
                  player: you
                  amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: died_this_turn
                  objects: objects quantifier="at least" counter="体"
                    count: number value=3
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "died under your control",
        en=(
            "At the beginning of your end step, if a creature died under your control this turn, "
            "draw a card."
        ),
        ja=(
            "あなたの終了ステップの開始時に、"
            "このターンにクリーチャーがあなたのコントロール下で死亡していた場合、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: died_this_turn
                  objects: objects quantifier="a"
                    filter: card_type name="creature"
                  controller: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: died_this_turn
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  controller: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a restriction unless a creature died",
        en="Card Name can't attack or block unless a creature died under your control this turn.",
        ja=(
            "このターンにクリーチャーがあなたのコントロール下で死亡していないかぎり、"
            "名前では攻撃もブロックもできない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
                condition: died_this_turn
                  objects: objects quantifier="a"
                    filter: card_type name="creature"
                  controller: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack or block"
                  object: self_ref short=true
                condition: died_this_turn
                  objects: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                  controller: you
        """,
        engine="compiles",
    ),
    Row(
        "three or more died this turn",
        en="When Card Name dies, if three or more creatures died this turn, draw three cards.",
        ja=(
            "名前が死亡したとき、このターンにクリーチャー３体以上が死亡していた場合、"
            "カード３枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: died_this_turn
                  objects: objects quantifier="at least"
                    count: number value=3 form="word"
                    filter: card_type name="creature" plural=true
                effect: draw
                  player: you
                  amount: number value=3 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: died_this_turn
                  objects: objects quantifier="at least" counter="体" count_last=true
                    count: number value=3
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=3
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "deals N damage instead if",
        en=(
            "Card Name deals 3 damage to any target.\n"
            "Morbid — Card Name deals 5 damage instead if a creature died this turn."
        ),
        ja=(
            "１つを対象とする。名前はそれに３点のダメージを与える。\n"
            "陰鬱 ― このターンにクリーチャーが死亡していたなら、"
            "代わりに名前は５点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=3 form="digits"
                  recipient: any_target
              abilities[1]: ability_word_ability
                word: ability_word text="Morbid"
                ability: spell_ability
                  effect: conditional condition_last=true comma=true instead=true
                    condition: died_this_turn
                      objects: objects quantifier="a"
                        filter: card_type name="creature"
                    effect: deal_damage
                      source: self_ref short=true
                      amount: number value=5 form="digits"
                      recipient: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=3
                  recipient: any_target declared=""
              abilities[1]: ability_word_ability
                word: ability_word text="陰鬱"
                ability: spell_ability
                  effect: conditional comma=true instead=true
                    condition: died_this_turn
                      objects: objects quantifier="a" bare=true
                        filter: card_type name="creature"
                    effect: deal_damage
                      source: self_ref short=true
                      amount: number value=5
                      recipient: ref elided=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: entered_this_turn
    Row(
        "entered this turn, a description with no noun",
        ja=(
            "(青),(Ｔ)：諜報２を行う。"
            "このターンに鳥かカエルである１体があなたのコントロール下で戦場に出ていたときにのみ起動"
            "できる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                costs[1]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=2
                restriction: activation_restriction
                  condition: entered_this_turn
                    objects: objects quantifier="a" counter="体" headless=true
                      filter: any_of conjunction="か"
                        options[0]: subtype name="Bird"
                        options[1]: subtype name="Frog"
                    controller: you
        """,
        engine="compiles",
    ),
    Row(
        "entered the battlefield under your control this turn",
        en=(
            "{U}, {T}: Surveil 2. Activate only if a creature entered the battlefield under your "
            "control this turn."
        ),
        ja=(
            "(青),(Ｔ)：諜報２を行う。"
            "このターンにクリーチャーがあなたのコントロール下で戦場に出ていたときにのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                costs[1]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=2 form="digits"
                restriction: activation_restriction
                  condition: entered_this_turn
                    objects: objects quantifier="a"
                      filter: card_type name="creature"
                    controller: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}"
                costs[1]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=2
                restriction: activation_restriction
                  condition: entered_this_turn
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="creature"
                    controller: you
        """,
        engine="compiles",
    ),
]
