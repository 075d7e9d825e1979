"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: different_values
    Row(
        "with different powers, 「パワーが異なる」",
        en="If you control three or more creatures with different powers, draw a card.",
        ja=(
            "あなたがパワーが異なる３体以上のクリーチャーをコントロールしているなら、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="at least"
                      count: number value=3 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: different_values attribute="power"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="at least" counter="体"
                      count: number value=3
                      filter: all_of
                        parts[0]: different_values attribute="power"
                        parts[1]: card_type name="creature"
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: from_among
    Row(
        "from among them",
        en=(
            "Look at the top four cards of your library. You may reveal a creature card from among "
            "them."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: look_at
                    player: you
                    object: top_of_library
                      count: number value=4 form="word"
                      player: you
                  steps[1]: optional
                    player: you
                    effect: reveal
                      player: you
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="card"
                          parts[2]: from_among among=true
                            object: ref plural=true
        """,
        engine="compiles",
    ),
    Row(
        "from among the exiled cards; the chosen card",
        ja=(
            "あなたがコントロールしているトークン１つを対象とする。"
            "あなたはそれらの追放されているカードの中からクリーチャー・カード１枚を選んでもよい。"
            "ターン終了時まで、そのトークンは飛行を持つことを除き、その選んだカードのコピーになる。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: choose_object
                      object: objects quantifier="a" counter="枚"
                        filter: all_of
                          parts[0]: from_among exiled=true
                            object: ref noun="card" plural=true
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="card"
                      player: you written=true
                  steps[1]: becomes
                    object: objects quantifier="target" counter="つ" declared="token"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="token"
                    duration: duration name="until end of turn" first=true
                    copy_of: ref noun="card" determiner="選んだ"
                    copy_exception: copy_exception
                      abilities[0]: keyword name="flying"
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "choose from among them",
        en=(
            "Reveal the top five cards of your library. An opponent chooses a creature card from "
            "among them."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。対戦相手１人は、"
            "それらの中からクリーチャー・カード１枚を選ぶ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: from_among among=true
                          object: ref plural=true
                    player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref plural=true
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    player: player quantifier="a" noun="opponent" comma=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "choose from a revealed hand",
        en=(
            "Target opponent reveals their hand. You choose a nonland card from it. That player "
            "discards that card."
        ),
        ja=(
            "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。"
            "あなたはその中から土地でないカード１枚を選ぶ。そのプレイヤーはそのカードを捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="card"
                        parts[2]: from_among
                          object: ref
                    player: you written=true
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent" declared="player"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: negated
                          filter: card_type name="land"
                        parts[2]: card_type name="card"
                    player: you written=true
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        engine="compiles",
    ),
    Row(
        "you choose a card from a revealed hand",
        en=(
            "Target opponent reveals their hand. You choose a nonland card from it and exile that "
            "card."
        ),
        ja=(
            "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。"
            "あなたはその中から土地でないカード１枚を選び、そのカードを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=[".", " and"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="card"
                        parts[2]: from_among
                          object: ref
                    player: you written=true
                  steps[2]: exile until_comma=true
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=["。", "、"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="opponent" declared="player"
                    object: zone_contents
                      zone: zone name="hand"
                        owner: ref noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: negated
                          filter: card_type name="land"
                        parts[2]: card_type name="card"
                    player: you written=true
                  steps[2]: exile until_comma=true
                    object: ref noun="card"
        """,
        engine="compiles",
    ),
    # "Look at target player's hand and choose a card from it."
    Row(
        "look at hand and choose",
        en=(
            "Look at target player's hand and choose a card from it. That player discards that "
            "card."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーの手札を見て、その中からカード１枚を選ぶ。"
            "そのプレイヤーはそのカードを捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: look_at
                    player: you
                    object: zone_contents
                      zone: zone name="hand"
                        owner: player quantifier="target" noun="player"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: from_among
                          object: ref
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["て、", "。"]
                  steps[0]: look_at
                    player: you
                    object: zone_contents
                      zone: zone name="hand"
                        owner: player quantifier="target" noun="player" declared="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: card_type name="card"
                  steps[2]: discard
                    player: player quantifier="that" noun="player"
                    object: ref noun="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "and may: a permission of the player before",
        en=(
            "Each player looks at the top five cards of their library and may reveal a land card "
            "from among them."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: look_at
                    player: player quantifier="each" noun="player"
                    object: top_of_library
                      count: number value=5 form="word"
                      player: ref noun="player"
                  steps[1]: optional
                    player: ref elided=true
                    effect: reveal
                      player: ref elided=true
                      object: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="land"
                          parts[1]: card_type name="card"
                          parts[2]: from_among among=true
                            object: ref plural=true
        """,
        engine="cannot compile look_at: another player looks",
    ),
    Row(
        "a place in that player's library",
        en=(
            "Look at target opponent's hand and choose a card from it. Put that card on top of "
            "that player's library."
        ),
        ja=(
            "対戦相手１人を対象とする。そのプレイヤーの手札を見て、その中からカード１枚を選ぶ。"
            "そのカードをそのプレイヤーのライブラリーの一番上に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: look_at
                    player: you
                    object: zone_contents
                      zone: zone name="hand"
                        owner: player quantifier="target" noun="opponent"
                  steps[1]: choose_object
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: from_among
                          object: ref
                  steps[2]: move verb="put"
                    object: ref noun="card"
                    to: zone name="library" position="top"
                      owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["て、", "。"]
                  steps[0]: look_at
                    player: you
                    object: zone_contents
                      zone: zone name="hand"
                        owner: player quantifier="target" noun="opponent" declared="player"
                  steps[1]: choose_object
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: from_among
                          object: ref
                        parts[1]: card_type name="card"
                  steps[2]: move verb="put"
                    object: ref noun="card"
                    to: zone name="library" position="top"
                      owner: player quantifier="that" noun="player"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
