"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "search ending a sentence",
        en=(
            "Search your library for a basic land card. Put it onto the battlefield tapped, then "
            "shuffle."
        ),
        ja=(
            "あなたのライブラリーから基本土地・カード１枚を探す。それをタップ状態で戦場に出し、"
            "その後ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "then"] connectives=[".", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="basic"
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card"
                  steps[1]: move tapped=true verb="put"
                    object: ref
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "then"] connectives=["。", "、その後"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: subtype name="basic"
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card"
                  steps[1]: move tapped=true verb="put"
                    object: ref
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "put that card on top (en)",
        en=(
            "Search your library for a creature card, reveal it, then shuffle and put that card on "
            "top."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then", "and"] connectives=[",", ", then", " and"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: shuffle
                    player: you
                  steps[3]: move verb="put"
                    object: ref noun="card"
                    to: zone name="library" position="top" short=true
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "に等しいマナ総量を持つ",
        ja=(
            "あなたのライブラリーから、"
            "名前の上に置かれている詩句カウンターの数に等しいマナ総量を持つクリーチャー・カード１枚"
            "を探し、戦場に出す。その後、ライブラリーを切り直す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=["、", "。その後、"]
                  steps[0]: search comma=true
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: compare attribute="mana value" op="eq" has=true
                          value: counters_on counter="verse" number_word="数" placed=true
                            object: self_ref short=true
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref elided=true
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "comma after search's library",
        en=(
            "Search your library for a creature card with mana value 3 or less, reveal it, put it "
            "into your hand, then shuffle."
        ),
        ja=(
            "あなたのライブラリーから、マナ総量が３以下のクリーチャー・カード１枚を探し、公開し、"
            "あなたの手札に加える。その後、ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: compare attribute="mana value" op="le"
                          value: number value=3 form="digits"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "。その後、"]
                  steps[0]: search comma=true
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: compare attribute="mana value" op="le"
                          value: number value=3
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "put that card on top (ja)",
        ja=(
            "あなたのライブラリーからクリーチャー・カード１枚を探し、それを公開する。その後、"
            "ライブラリーを切り直し、そのカードを一番上に置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then", "and"] connectives=["、", "。その後、", "、"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: shuffle
                    player: you
                  steps[3]: move verb="put"
                    object: ref noun="card"
                    to: zone name="library" position="top" short=true
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "you may, over quoted sentences",
        ja=(
            "名前が戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を探し、"
            "タップ状態で戦場に出す。その後、ライブラリーを切り直す。」を選んでもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional quoted=true
                  player: you written=true
                  effect: sequence joins=["and", "then"] connectives=["、", "。その後、"]
                    steps[0]: search
                      player: you
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: subtype name="basic"
                          parts[1]: card_type name="land"
                          parts[2]: card_type name="card"
                    steps[1]: move tapped=true verb="put"
                      object: ref elided=true
                      to: zone name="battlefield"
                    steps[2]: shuffle
                      player: you
        """,
        engine="compiles",
    ),
    Row(
        "you may over several steps",
        en=(
            "When Card Name enters, you may search your library for a basic land card and put it "
            "onto the battlefield tapped, then shuffle."
        ),
        ja=(
            "名前が戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を探し、"
            "それをタップ状態で戦場に出し、その後ライブラリーを切り直す。」を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: sequence joins=["and", "then"] connectives=[" and", ", then"]
                    steps[0]: search
                      player: you
                      object: objects quantifier="a"
                        filter: all_of
                          parts[0]: subtype name="basic"
                          parts[1]: card_type name="land"
                          parts[2]: card_type name="card"
                    steps[1]: move tapped=true verb="put"
                      object: ref
                      to: zone name="battlefield"
                    steps[2]: shuffle
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional quoted=true
                  player: you written=true
                  effect: sequence joins=["and", "then"] connectives=["、", "、その後"]
                    steps[0]: search
                      player: you
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: subtype name="basic"
                          parts[1]: card_type name="land"
                          parts[2]: card_type name="card"
                    steps[1]: move tapped=true verb="put"
                      object: ref
                      to: zone name="battlefield"
                    steps[2]: shuffle
                      player: you
        """,
        engine="compiles",
    ),
    Row(
        "「そのプレイヤーは、」",
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーは、"
            "自分の墓地を自分のライブラリーに加えて切り直す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: shuffle_into
                  player: player quantifier="target" noun="player" comma=true declared="player"
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: ref noun="player"
                  to: zone name="library"
                    owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "shuffle your graveyard into your library",
        en="{1}: Shuffle your graveyard into your library.",
        ja="(１)：あなたの墓地をあなたのライブラリーに加えて切り直す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: shuffle_into
                  player: you
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: you
                  to: zone name="library"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: shuffle_into
                  player: you
                  object: zone_contents
                    zone: zone name="graveyard"
                      owner: you
                  to: zone name="library"
                    owner: you
        """,
        engine="compiles",
    ),
    Row(
        "shuffle into a library",
        en="When Card Name dies, shuffle it into its owner's library, then scry 2.",
        ja="名前が死亡したとき、それをオーナーのライブラリーに加えて切り直し、その後占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: shuffle_into
                    player: you
                    object: ref
                    to: zone name="library"
                      owner: owner_of
                        object: ref
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: shuffle_into
                    player: you
                    object: ref
                    to: zone name="library"
                      owner: owner_of
                        object: ref
                  steps[1]: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "its owner shuffles",
        en=(
            "When Card Name is put into a graveyard from the battlefield, its owner shuffles it "
            "into their library."
        ),
        ja="名前が戦場から墓地に置かれたとき、オーナーはそれを自分のライブラリーに加えて切り直す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies put_into_graveyard=true
                  object: self_ref short=true
                effect: shuffle_into
                  player: owner_of
                    object: ref
                  object: ref
                  to: zone name="library"
                    owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies put_into_graveyard=true
                  object: self_ref short=true
                effect: shuffle_into
                  player: owner_of
                    object: ref
                  object: ref
                  to: zone name="library"
                    owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "spend this mana only",
        en="{T}: Add {C}. Spend this mana only to cast artifact spells.",
        ja="(Ｔ)：(◇)を加える。このマナは、アーティファクト・呪文を唱えるためにのみ使用できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "spend this mana only to cast spells or activate abilities",
        en=(
            "{T}: Add {C}. Spend this mana only to cast artifact spells or activate abilities of "
            "artifacts."
        ),
        ja=(
            "(Ｔ)：(◇)を加える。このマナは、アーティファクト・呪文を唱えるためか、"
            "アーティファクトの能力を起動するためにのみ使用できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell" plural=true
                    abilities_of: objects quantifier="all" bare=true
                      filter: card_type name="artifact" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: spend_only
                    object: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="artifact"
                        parts[1]: card_type name="spell"
                    abilities_of: objects quantifier="all" bare=true
                      filter: card_type name="artifact"
        """,
        engine="cannot compile spend_only: mana for activated abilities",
    ),
    Row(
        "shuffle your library",
        en="Shuffle your library.",
        ja="あなたのライブラリーを切り直す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: shuffle library=true
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: shuffle library=true
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "a player shuffles their library",
        en="Target player shuffles their library.",
        ja="プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーを切り直す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: shuffle library=true
                  player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: shuffle library=true
                  player: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "unless you control N or fewer other lands",
        en="This land enters tapped unless you control two or fewer other lands.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped
                  object: self_ref noun="land"
                  unless: you_control
                    objects: objects quantifier="at most" other=true
                      count: number value=2 form="word"
                      filter: card_type name="land" plural=true
                    player: you
        """,
        engine="cannot compile you_control: at most a number",
    ),
]
