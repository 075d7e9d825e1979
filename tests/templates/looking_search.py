"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: search
    Row(
        "you may search, reveal and put",
        en=(
            "You may search your library for a basic land card, reveal it, and put it into your "
            "hand."
        ),
        ja=(
            "あなたはあなたのライブラリーから基本土地・カード１枚を探し、公開し、"
            "あなたの手札に加えてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                    steps[0]: search
                      player: you
                      object: objects quantifier="a"
                        filter: all_of
                          parts[0]: subtype name="basic"
                          parts[1]: card_type name="land"
                          parts[2]: card_type name="card"
                    steps[1]: reveal
                      player: you
                      object: ref
                    steps[2]: move verb="put"
                      object: ref
                      to: zone name="hand"
                        owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional chained=true
                  player: you
                  effect: sequence joins=["and", "and"] connectives=["、", "、"]
                    steps[0]: search you_written="あなたは"
                      player: you
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: subtype name="basic"
                          parts[1]: card_type name="land"
                          parts[2]: card_type name="card"
                    steps[1]: reveal
                      player: you
                      object: ref elided=true
                    steps[2]: move verb="put"
                      object: ref elided=true
                      to: zone name="hand"
                        owner: you
        """,
        engine="compiles",
        to_ja=False,
    ),
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
        "the card found, put unsaid",
        en="Search your library for a card, put that card into your graveyard, then shuffle.",
        ja=(
            "あなたのライブラリーからカード１枚を探し、あなたの墓地に置く。その後、"
            "ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref noun="card"
                    to: zone name="graveyard"
                      owner: you
                  steps[2]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=["、", "。その後、"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref elided=true
                    to: zone name="graveyard"
                      owner: you
                  steps[2]: shuffle
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: shuffle
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
]
