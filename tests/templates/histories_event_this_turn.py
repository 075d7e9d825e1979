"""Template rows of the histories family (scryc/ast/histories.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: event_this_turn
    Row(
        "a then sentence inside a delayed trigger",
        ja=(
            "名前が攻撃するたび、戦闘終了時に、これと、"
            "このターンにこれに騎乗したクリーチャー最大１体を追放する。その後、"
            "それらのカードをオーナーのコントロール下で戦場に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: delayed_trigger word="at"
                  trigger: at_step step="end of combat"
                  effect: sequence joins=["then"] connectives=["。その後、"]
                    steps[0]: exile until_comma=true
                      object: object_list conjunction="and" comma=true
                        items[0]: self_ref pronoun=true
                        items[1]: objects quantifier="up to" counter="体"
                          count: number value=1
                          filter: all_of
                            parts[0]: event_this_turn event="saddled"
                              object: self_ref pronoun=true
                            parts[1]: card_type name="creature"
                    steps[1]: move verb="return"
                      object: ref noun="card" plural=true
                      to: zone name="battlefield"
                        owner: owner_of
                          object: ref
        """,
        engine=(
            "cannot compile event_this_turn: a part: count_of reads it in place (died this turn, …)"
        ),
    ),
    Row(
        "event this turn, comma",
        ja=(
            "あなたの終了ステップの開始時に、このターンに死亡した、"
            "トークンでないクリーチャー１体につき、宝物・トークン１つを生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                effect: for_each
                  effect: create_token
                    player: you
                    amount: number value=1
                    token: token_spec types=["Treasure"]
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: event_this_turn event="died" comma=true
                      parts[1]: negated
                        filter: card_type name="token"
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "objects that entered the battlefield this turn",
        en="Exile each creature that entered the battlefield this turn.",
        ja="このターンに戦場に出た各クリーチャーを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: event_this_turn event="entered the battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: event_this_turn event="entered the battlefield"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "objects that crewed or saddled a permanent this turn",
        en="Exile target creature that crewed Card Name this turn.",
        ja="このターンに名前に搭乗したクリーチャー１体を対象とする。それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: event_this_turn event="crewed"
                        object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: event_this_turn event="crewed"
                        object: self_ref short=true
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile event_this_turn: a part: count_of reads it in place (died this turn, …)"
        ),
    ),
    Row(
        "for each that left the battlefield",
        en=(
            "When Card Name enters, put a +1/+1 counter on Card Name for each creature that left "
            "the battlefield under your control this turn."
        ),
        ja=(
            "名前が戦場に出たとき、"
            "このターンにあなたのコントロール下で戦場から離れたクリーチャー１体につき、"
            "名前の上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: for_each
                  effect: put_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    object: self_ref short=true
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: event_this_turn event="left the battlefield"
                        controller: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: for_each
                  effect: put_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: event_this_turn event="left the battlefield"
                        controller: you
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "for each that died",
        en="Draw a card for each creature that died this turn.",
        ja="このターンに死亡したクリーチャー１体につき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: event_this_turn event="died"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: objects quantifier="each" counter="体"
                    filter: all_of
                      parts[0]: event_this_turn event="died"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "that attacked this turn",
        en="Untap all creatures that attacked this turn.",
        ja="このターンに攻撃したクリーチャーをすべてアンタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: untap
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: event_this_turn event="attacked"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: untap
                  object: objects quantifier="all" count_last=true
                    filter: all_of
                      parts[0]: event_this_turn event="attacked"
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile event_this_turn: a part: count_of reads it in place (died this turn, …)"
        ),
        to_ja=False,
    ),
    Row(
        "that attacked or blocked this turn",
        en="Target opponent sacrifices a creature that attacked or blocked this turn.",
        ja=(
            "対戦相手１人を対象とする。"
            "そのプレイヤーはこのターンに攻撃したかブロックしたクリーチャー１体を生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="target" noun="opponent"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: event_this_turn event="attacked or blocked"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sacrifice
                  player: player quantifier="target" noun="opponent" declared="player"
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: event_this_turn event="attacked or blocked"
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile event_this_turn: a part: count_of reads it in place (died this turn, …)"
        ),
    ),
    Row(
        "that dealt damage this turn",
        en="Destroy target creature that dealt damage this turn.",
        ja="このターンにダメージを与えたクリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: event_this_turn event="dealt damage"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: event_this_turn event="dealt damage"
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile event_this_turn: a part: count_of reads it in place (died this turn, …)"
        ),
        to_ja=False,
    ),
    # kind: exiled_with
    Row(
        "exiled with this, により (ja)",
        ja=(
            "(４),(Ｔ)：これにより追放されているクリーチャー・カード１枚をあなたのコントロール下で"
            "戦場に出す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                costs[1]: tap_cost
                effect: move verb="put"
                  object: objects quantifier="a" counter="枚"
                    filter: all_of
                      parts[0]: exiled_with by="により"
                        object: self_ref pronoun=true
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
                  to: zone name="battlefield"
                    owner: you
        """,
        engine="compiles",
    ),
    # The Temporal Anchor (../shared/corpus)
    Row(
        "cards exiled with this",
        en="During your turn, you may play cards exiled with Card Name.",
        ja="あなたのターンの間、あなたは名前によって追放されているカードをプレイしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="card" plural=true
                        parts[1]: exiled_with
                          object: self_ref short=true
                condition: your_turn during=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: exiled_with
                          object: self_ref short=true
                        parts[1]: card_type name="card"
                condition: your_turn during=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "from among cards exiled with this",
        en="You may cast spells from among cards exiled with this artifact.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell" plural=true
                        parts[1]: from_among among=true
                          object: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="card" plural=true
                              parts[1]: exiled_with
                                object: self_ref noun="artifact"
        """,
        engine="compiles",
    ),
    # kind: put_there_by
    Row(
        "play and cast from among the cards a surveil put into the graveyard, during its turn",
        ja=(
            "あなたが諜報したターンの間、その諜報であなたの墓地に置かれてそこにあるカードの中から、"
            "望む数の土地をプレイしたり望む数の呪文を唱えたりしてもよい。"
            "あなたがこれにより呪文を唱えるなら、マナ・コストを支払うのではなく、"
            "それのマナ総量に等しい点数のライフを支払う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: play
                      player: you
                      object: objects quantifier="any number"
                        filter: card_type name="land"
                      also_cast: objects quantifier="any number"
                        filter: card_type name="spell"
                      among: from_among comma=true
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: put_there_by action="surveil"
                              zone: zone name="graveyard"
                                owner: you
                            parts[1]: card_type name="card"
                  steps[1]: conditional comma=true
                    condition: you_cast this_way=true
                      object: objects quantifier="a" bare=true
                        filter: card_type name="spell"
                    effect: pay_instead_of_mana_cost
                      cost: pay_life
                        player: you
                        amount: value_of attribute="mana value"
                          object: ref
                condition: acted_this_turn actions=["surveil"] during_turn=true
                  player: you
        """,
        engine="cannot compile static object: objects: no static behaviour",
    ),
]
