"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: deals_damage
    Row(
        "the player named before / 「そのプレイヤーは」",
        en=(
            "Whenever this creature deals combat damage to a player, choose target creature that "
            "player controls. That player sacrifices that creature."
        ),
        ja=(
            "このクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、"
            "そのプレイヤーがコントロールするクリーチャー１体を対象とする。"
            "そのプレイヤーはそのクリーチャーを生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="target" declared="creature"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref noun="creature"
                  recipient: player quantifier="a" noun="player"
                effect: sacrifice
                  player: player quantifier="that" noun="player"
                  object: objects quantifier="target" counter="体" declared="creature"
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: player quantifier="that" noun="player"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    Row(
        "enters or deals combat damage",
        en=(
            "Whenever Card Name enters the battlefield or deals combat damage to a player, draw a "
            "card."
        ),
        ja="名前が戦場に出るかプレイヤー１人に戦闘ダメージを与えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: deals_damage combat=true
                    object: self_ref short=true
                    recipient: player quantifier="a" noun="player"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: deals_damage combat=true
                    object: self_ref short=true
                    recipient: player quantifier="a" noun="player"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "tap and it doesn't untap",
        en=(
            "Whenever Card Name deals combat damage to a creature, tap that creature and it "
            "doesn't untap during its controller's next untap step."
        ),
        ja=(
            "名前がクリーチャーに戦闘ダメージを与えるたび、そのクリーチャーをタップする。"
            "それはそれのコントローラーの次のアンタップ・ステップにアンタップしない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: objects quantifier="a"
                    filter: card_type name="creature"
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: tap
                    object: ref noun="creature"
                  steps[1]: restriction rule="doesn't untap during its controller's next untap step"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: objects quantifier="a" bare=true
                    filter: card_type name="creature"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: tap
                    object: ref noun="creature"
                  steps[1]: restriction rule="doesn't untap during its controller's next untap step"
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a player or battle",
        en="Whenever Card Name deals combat damage to a player or battle, draw a card.",
        ja="名前がプレイヤーやバトルのうち１つに戦闘ダメージを与えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: object_list conjunction="or"
                    items[0]: player quantifier="a" noun="player"
                    items[1]: objects quantifier="all" bare=true
                      filter: card_type name="battle"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: object_list conjunction="or" quantifier_once="ya_one"
                    items[0]: player quantifier="a" noun="player"
                    items[1]: objects quantifier="all" bare=true
                      filter: card_type name="battle"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile deals_damage.recipient: object_list",
        to_ja=False,
        to_en=False,
    ),
    # : 「その点数に等しい」 is the other Japanese form of "that much" (beside 「その点数分」).
    Row(
        "that much life, 「その点数に等しい点数」",
        en="Whenever enchanted creature deals damage, you gain that much life.",
        ja=(
            "エンチャントしているクリーチャーがダメージを与えるたび、"
            "あなたはその点数に等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number" unit="点数"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "put a token onto the battlefield (older wording)",
        en=(
            "Whenever equipped creature deals damage, put a 1/1 white Soldier creature token onto "
            "the battlefield."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: create_token put_written=true
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "delayed trigger, duration and comma",
        ja=(
            "クリーチャー１体を対象とする。このターン、それはブロックされない。このターン、"
            "そのクリーチャーがダメージを与えるたび、それをオーナーの手札に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: restriction rule="can't be blocked"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="this turn" first=true
                  steps[1]: delayed_trigger word="whenever" duration_comma=true
                    trigger: deals_damage
                      object: ref noun="creature"
                    duration: duration name="this turn"
                    effect: move verb="return"
                      object: ref
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "deals damage, no recipient",
        en="Whenever equipped creature deals combat damage, draw a card.",
        ja="装備しているクリーチャーが戦闘ダメージを与えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "damage to a creature or player",
        en="Whenever a creature you control deals damage to a creature or player, you gain 1 life.",
        ja=(
            "あなたがコントロールしているクリーチャーがクリーチャーかプレイヤーにダメージを与えるた"
            "び、あなたは１点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="creature"
                    items[1]: player quantifier="a" noun="player"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="creature"
                    items[1]: player quantifier="a" noun="player" bare_written=true
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile deals_damage.recipient: object_list",
        to_ja=False,
    ),
    Row(
        "combat damage to a player, no count",
        en="Whenever Card Name deals combat damage to a player, that player discards a card.",
        ja="名前がプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーはカード１枚を捨てる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: discard
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player" bare_written=true
                effect: discard
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    Row(
        "one or more deal combat damage",
        en=(
            "Whenever one or more creatures you control deal combat damage to a player, draw a "
            "card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: objects quantifier="at least"
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                  recipient: player quantifier="a" noun="player"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "deals combat damage, when: 与えたとき",
        en="When Card Name deals combat damage to a player, draw a card.",
        ja="名前がプレイヤー１人に戦闘ダメージを与えたとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
]
