"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: arrange
    Row(
        "the rest on top, as old scry errata wrote it",
        en=(
            "Look at the top two cards of your library, then put any number of them on the bottom "
            "of your library and the rest on top in any order."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2 form="word"
                      player: you
                  steps[1]: arrange order="any"
                    object: part_of
                      object: ref plural=true
                    chosen: zone name="library" position="bottom"
                      owner: you
                    rest: zone name="library" position="top" short=true
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "そのうちの望む枚数: any number of them",
        ja=(
            "あなたのライブラリーの一番上からカード２枚を見て、そのうちの望む枚数をあなたの墓地に、"
            "残りをあなたのライブラリーの一番上に望む順番で置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["て、"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2
                      player: you
                  steps[1]: arrange order="any"
                    object: part_of
                      object: ref plural=true
                    chosen: zone name="graveyard"
                      owner: you
                    rest: zone name="library" position="top"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "put one onto the battlefield tapped",
        en=(
            "Search your library for up to two basic land cards, reveal those cards, put one onto "
            "the battlefield tapped and the other into your hand, then shuffle."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to"
                      count: number value=2 form="word"
                      filter: all_of
                        parts[0]: subtype name="basic"
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card" plural=true
                  steps[1]: reveal
                    player: you
                    object: ref noun="card" plural=true determiner="those"
                  steps[2]: arrange other=true tapped=true
                    object: part_of elided=true
                      count: number value=1 form="word"
                      object: ref plural=true
                    chosen: zone name="battlefield"
                    rest: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "put one into your hand",
        en=(
            "Search your library for two cards. Put one into your hand and the other into your "
            "graveyard. Then shuffle."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "then"] connectives=[".", ". Then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      count: number value=2 form="word"
                      filter: card_type name="card" plural=true
                  steps[1]: arrange other=true
                    object: part_of elided=true
                      count: number value=1 form="word"
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
                  steps[2]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "surveil before its name",
        en=(
            "Look at the top two cards of your library. Put any number of them into your graveyard "
            "and the rest back on top of your library in any order."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2 form="word"
                      player: you
                  steps[1]: arrange order="any" back=true
                    object: part_of
                      object: ref plural=true
                    chosen: zone name="graveyard"
                      owner: you
                    rest: zone name="library" position="top"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "up to two of them, random order",
        en=(
            "Look at the top five cards of your library. Put up to two of them into your hand and "
            "the rest on the bottom of your library in a random order."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: arrange order="random"
                    object: part_of up_to=true
                      count: number value=2 form="word"
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "タップ状態で戦場に、",
        ja=(
            "あなたのライブラリーから基本土地・カード最大２枚を探し、公開し、"
            "１枚をタップ状態で戦場に、もう１枚をあなたの手札に加える。その後、"
            "ライブラリーを切り直す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "。その後、"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to" counter="枚"
                      count: number value=2
                      filter: all_of
                        parts[0]: subtype name="basic"
                        parts[1]: card_type name="land"
                        parts[2]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: arrange other=true tapped=true
                    object: part_of elided=true
                      count: number value=1
                      object: ref plural=true
                    chosen: zone name="battlefield"
                    rest: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "one of them and the rest",
        en=(
            "Look at the top three cards of your library. Put one of them into your hand and the "
            "rest on the bottom of your library in any order."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード３枚を見る。そのうち１枚をあなたの手札に、"
            "残りをあなたのライブラリーの一番下に望む順番で置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=3 form="word"
                      player: you
                  steps[1]: arrange order="any"
                    object: part_of
                      count: number value=1 form="word"
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: arrange order="any"
                    object: part_of counter="枚"
                      count: number value=1
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="library" position="bottom"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "one of them and the other",
        en=(
            "Look at the top two cards of your library. Put one of them into your hand and the "
            "other into your graveyard."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード２枚を見る。そのうち１枚をあなたの手札に、"
            "もう１枚をあなたの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2 form="word"
                      player: you
                  steps[1]: arrange other=true
                    object: part_of
                      count: number value=1 form="word"
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2
                      player: you
                  steps[1]: arrange other=true
                    object: part_of counter="枚"
                      count: number value=1
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "that card and the rest",
        en="Put that card into your hand and the rest into your graveyard.",
        ja="そのカードをあなたの手札に、残りをあなたの墓地に置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: arrange
                  object: ref noun="card"
                  chosen: zone name="hand"
                    owner: you
                  rest: zone name="graveyard"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: arrange
                  object: ref noun="card"
                  chosen: zone name="hand"
                    owner: you
                  rest: zone name="graveyard"
                    owner: you
        """,
        engine="cannot compile arrange: of ref",
    ),
    Row(
        "put one onto the battlefield tapped and the other into your hand",
        en=(
            "Look at the top two cards of your library. Put one of them onto the battlefield "
            "tapped and the other into your hand."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード２枚を見る。１枚をタップ状態で戦場に出し、"
            "もう１枚をあなたの手札に加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2 form="word"
                      player: you
                  steps[1]: arrange other=true tapped=true
                    object: part_of
                      count: number value=1 form="word"
                      object: ref plural=true
                    chosen: zone name="battlefield"
                    rest: zone name="hand"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=2
                      player: you
                  steps[1]: arrange other=true tapped=true chosen_verb=true
                    object: part_of elided=true
                      count: number value=1
                      object: ref plural=true
                    chosen: zone name="battlefield"
                    rest: zone name="hand"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "put one into your hand and the other into your graveyard",
        en=(
            "Search your library for up to two creature cards and reveal them. Put one of them "
            "into your hand and the other into your graveyard."
        ),
        ja=(
            "あなたのライブラリーからクリーチャー・カード最大２枚を探し、それらを公開する。"
            "そのうち１枚をあなたの手札に、もう１枚をあなたの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to"
                      count: number value=2 form="word"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                  steps[1]: reveal
                    player: you
                    object: ref plural=true
                  steps[2]: arrange other=true
                    object: part_of
                      count: number value=1 form="word"
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["、", "。"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="up to" counter="枚"
                      count: number value=2
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref plural=true
                  steps[2]: arrange other=true
                    object: part_of counter="枚"
                      count: number value=1
                      object: ref plural=true
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    # kind: become_monarch
    Row(
        "become the monarch",
        en="When Card Name enters, you become the monarch.",
        ja="名前が戦場に出たとき、あなたが統治者になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: become_monarch
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: become_monarch
                  player: you written=true
        """,
        engine="compiles",
    ),
    # kind: cast_from_zone
    Row(
        "cast the card itself from a zone",
        en="You may cast this card from your graveyard.",
        ja="あなたはあなたの墓地からこのカードを唱えてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: cast_from_zone
                    player: you
                    object: self_ref noun="card"
                    zone: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: optional
                  player: you
                  effect: cast_from_zone
                    player: you
                    object: self_ref noun="card"
                    zone: zone name="graveyard"
                      owner: you
        """,
        engine="cannot compile cast_from_zone: no permission to cast the card itself from a zone",
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
]
