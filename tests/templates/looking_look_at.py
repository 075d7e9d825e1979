"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: look_at
    Row(
        "であるか、…である…であるなら",
        ja=(
            "あなたのライブラリーの一番上のカードを見る。それが土地・カードであるか、"
            "マナ総量がこれの上に置かれている忠誠カウンターの総数以下であるクリーチャー・カードであ"
            "るなら、あなたはそのカードを戦場に出してもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: any_of articles=true
                        options[0]: all_of
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                        options[1]: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: compare attribute="mana value" op="le" de_aru=true
                            value: counters_on counter="loyalty" number_word="総数" placed=true
                              object: self_ref pronoun=true
                    effect: optional
                      player: you
                      effect: move verb="put"
                        object: ref noun="card"
                        to: zone name="battlefield"
        """,
        engine="compiles",
    ),
    Row(
        "the top cards of target player's library",
        en="Look at the top three cards of target player's library.",
        ja="プレイヤー１人を対象とする。そのプレイヤーのライブラリーの一番上からカード３枚を見る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: look_at
                  player: you
                  object: top_of_library
                    count: number value=3 form="word"
                    player: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: look_at
                  player: you
                  object: top_of_library
                    count: number value=3
                    player: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "look, then cast without paying",
        en=(
            "Look at the top card of your library. You may cast that card without paying its mana "
            "cost."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを見る。"
            "あなたはそのカードをマナ・コストを支払うことなく唱えてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: ref noun="card"
        """,
        engine="compiles",
    ),
    # the qualifier of the last option only (Japanese: each option with its own 「である」)
    Row(
        "a land card or a creature card with a qualifier",
        en=(
            "Look at the top card of your library. If it's a land card or a creature card with "
            "mana value 3 or less, put it into your hand."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを見る。それが土地・カードであるか、"
            "マナ総量が３以下のクリーチャー・カードであるなら、それをあなたの手札に加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: any_of articles=true
                        options[0]: all_of
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                        options[1]: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: compare attribute="mana value" op="le"
                            value: number value=3 form="digits"
                    effect: move verb="put"
                      object: ref
                      to: zone name="hand"
                        owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: any_of articles=true
                        options[0]: all_of
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                        options[1]: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: compare attribute="mana value" op="le"
                            value: number value=3
                    effect: move verb="put"
                      object: ref
                      to: zone name="hand"
                        owner: you
        """,
        engine="compiles",
    ),
    Row(
        "a player looks at cards",
        en="Target player looks at the top three cards of their library.",
        ja=(
            "プレイヤー１人を対象とする。"
            "そのプレイヤーは自分のライブラリーの一番上からカード３枚を見る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: look_at
                  player: player quantifier="target" noun="player"
                  object: top_of_library
                    count: number value=3 form="word"
                    player: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: look_at
                  player: player quantifier="target" noun="player" declared="player"
                  object: top_of_library
                    count: number value=3
                    player: ref noun="player"
        """,
        engine="cannot compile look_at: another player looks",
    ),
    # kind: loyalty_twice
    # CR 606.3: loyalty abilities twice a turn, for a turn or as a standing permission
    Row(
        "twice this turn rather than only once",
        en=(
            "You may activate the loyalty abilities of planeswalkers you control twice this turn "
            "rather than only once."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: loyalty_twice
                  player: you
                  objects: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="planeswalker" plural=true
                      parts[1]: controlled_by
                        player: you
                  duration: duration name="this turn"
        """,
        engine="cannot compile loyalty_twice: no second loyalty activation",
    ),
    Row(
        "twice each turn rather than only once",
        en=(
            "You may activate the loyalty abilities of planeswalkers you control twice each turn "
            "rather than only once."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: loyalty_twice
                  player: you
                  objects: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="planeswalker" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        engine="cannot compile loyalty_twice: no second loyalty activation",
    ),
    Row(
        "１回のみではなく２回起動",
        ja=(
            "このターン、あなたは、"
            "あなたがコントロールしている各プレインズウォーカーの忠誠度能力を、"
            "１回のみではなく２回起動してもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: loyalty_twice
                  player: you
                  objects: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="planeswalker"
                  duration: duration name="this turn"
        """,
        engine="cannot compile loyalty_twice: no second loyalty activation",
    ),
    Row(
        "各ターン、…２回起動",
        ja=(
            "各ターン、あなたは、あなたがコントロールしているプレインズウォーカーの忠誠度能力を、"
            "１回のみではなく２回起動してもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: loyalty_twice
                  player: you
                  objects: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="planeswalker"
        """,
        engine="cannot compile loyalty_twice: no second loyalty activation",
    ),
    # kind: no_maximum_hand_size
    Row(
        "no maximum hand size",
        en="You have no maximum hand size.",
        ja="あなたの手札の上限はなくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: no_maximum_hand_size
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: no_maximum_hand_size
                  player: you
        """,
        engine="compiles",
    ),
]
