"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: enters
    Row(
        "this creature",
        en="When this creature enters, scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "カードを１枚引く",
        ja="名前が戦場に出たとき、あなたはカードを１枚引いてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you written=true
                  effect: draw count_after=true
                    player: you written=true
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "this <subtype>",
        en="When this Vehicle enters, scry 1.",
        ja="この機体が戦場に出たとき、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Vehicle"
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Vehicle"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "in any order",
        en=(
            "When Card Name enters, draw three cards, then put two cards from your hand on top of "
            "your library in any order."
        ),
        ja=(
            "名前が戦場に出たとき、カード３枚を引き、"
            "その後あなたの手札からカード２枚をあなたのライブラリーの一番上に望む順番で置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: draw
                    player: you
                    amount: number value=3 form="word"
                  steps[1]: move order="any" verb="put"
                    object: objects quantifier="a"
                      count: number value=2 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
                    to: zone name="library" position="top"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: draw
                    player: you
                    amount: number value=3
                  steps[1]: move order="any" verb="put"
                    object: objects quantifier="a" counter="枚"
                      count: number value=2
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="card"
                    to: zone name="library" position="top"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "when trigger",
        en="When Card Name enters the battlefield, scry 1.",
        ja="名前が戦場に出たとき、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "you control enters",
        en="Whenever an enchantment you control enters, scry 1.",
        ja="エンチャント１つがあなたのコントロール下で戦場に出るたび、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="enchantment"
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
                  object: objects quantifier="a" counter="つ"
                    filter: card_type name="enchantment"
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
        "enters under an opponent's control / 「対戦相手１人のコントロール下で…が」",
        en="Whenever a creature enters under an opponent's control, you draw a card.",
        ja=(
            "クリーチャー１体が対戦相手１人のコントロール下で戦場に出るたび、"
            "あなたはカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                  controller: player quantifier="a" noun="opponent"
                effect: draw
                  player: you written=true
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                  controller: player quantifier="a" noun="opponent"
                effect: draw
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "enters under an opponent's control",
        en="Whenever a land enters the battlefield under an opponent's control, draw a card.",
        ja="土地１つが対戦相手のコントロール下で戦場に出るたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters the_battlefield=true
                  object: objects quantifier="a"
                    filter: card_type name="land"
                  controller: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="a" counter="つ"
                    filter: card_type name="land"
                  controller: player quantifier="a" noun="opponent" bare_written=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "one or more tokens enter",
        en="Whenever one or more tokens enter the battlefield under your control, draw a card.",
        ja="１つ以上のトークンがあなたのコントロール下で戦場に出るたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters the_battlefield=true
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: card_type name="token" plural=true
                  controller: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="at least" counter="つ"
                    count: number value=1
                    filter: card_type name="token"
                  controller: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    # kind: enters_state
    Row(
        "enters untapped",
        en="When Card Name enters the battlefield untapped, create a Food token.",
        ja="名前がアンタップ状態で戦場に出たとき、食物・トークン１つを生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters_state the_battlefield=true
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec types=["Food"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters_state
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec types=["Food"]
        """,
        engine="cannot compile enters_state: no trigger on entering tapped or untapped",
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "enters tapped and under your control",
        en="Whenever a permanent enters the battlefield tapped and under your control, untap it.",
        ja=(
            "あなたのコントロール下で、パーマネントが１つタップ状態で戦場に出るたび、"
            "それをアンタップする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters_state tapped=true the_battlefield=true
                  object: objects quantifier="a"
                    filter: card_type name="permanent"
                  controller: you
                effect: untap
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters_state tapped=true control_first=true
                  object: objects quantifier="a" counter="つ" count_after_ga=true
                    filter: card_type name="permanent"
                  controller: you
                effect: untap
                  object: ref
        """,
        engine="cannot compile enters_state: no trigger on entering tapped or untapped",
        to_ja=False,
        to_en=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    # kind: expends
    Row(
        "whenever you expend",
        en="Whenever you expend 4, you gain 3 life.",
        ja="あなたが積算４を達成するたび、あなたは３点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: expends amount=4
                effect: gain_life
                  player: you written=true
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: expends amount=4
                effect: gain_life
                  player: you written=true
                  amount: number value=3
        """,
        engine=(
            "cannot compile expends: no record of the mana spent on spells each turn (CR 700.14)"
        ),
    ),
    # kind: haunted_creature
    Row(
        "enters or the creature it haunts dies",
        en=(
            "When Card Name enters the battlefield or the creature it haunts dies, destroy target "
            "enchantment."
        ),
        ja=(
            "名前が戦場に出るかそれが憑依しているクリーチャーが死亡したとき、"
            "エンチャント１つを対象とし、それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: dies
                    object: haunted_creature
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="enchantment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: dies
                    object: haunted_creature
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: card_type name="enchantment"
        """,
        engine=(
            "cannot compile trigger object: haunted_creature: no record of the creature a haunting "
            "card haunts"
        ),
        to_ja=False,
        to_en=False,
    ),
    # kind: leaves_battlefield
    Row(
        "enters or leaves, one verb for both",
        en="When Card Name enters or leaves the battlefield, draw a card.",
        ja="名前が戦場に出るか戦場を離れるかしたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: leaves_battlefield
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers ja_joined="かする"
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: leaves_battlefield
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "enters or leaves the battlefield",
        en="When Card Name enters or leaves the battlefield, draw a card.",
        ja="名前が戦場に出たか戦場を離れたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: leaves_battlefield
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: leaves_battlefield
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
]
