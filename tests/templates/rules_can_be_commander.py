"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: can_be_commander
    # Elminster (../shared/corpus)
    Row(
        "can be your commander",
        en="Card Name can be your commander.",
        ja="名前は統率者として使用できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: can_be_commander
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: can_be_commander
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    # kind: choose_object
    Row(
        "put cards into that player's graveyard",
        en=(
            "Target player reveals the top four cards of their library. You choose two of those "
            "cards and put them into that player's graveyard."
        ),
        ja=(
            "プレイヤー１人を対象とする。そのプレイヤーは、"
            "自分のライブラリーの一番上からカード４枚を公開する。"
            "あなたはそれらのカードの中から２枚を選び、それらをそのプレイヤーの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=[".", " and"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="player"
                    object: top_of_library
                      count: number value=4 form="word"
                      player: ref noun="player"
                  steps[1]: choose_object
                    object: part_of
                      count: number value=2 form="word"
                      object: ref noun="card" plural=true determiner="those"
                    player: you written=true
                  steps[2]: move verb="put"
                    object: ref plural=true
                    to: zone name="graveyard"
                      owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=["。", "、"]
                  steps[0]: reveal
                    player: player quantifier="target" noun="player" comma=true declared="player"
                    object: top_of_library
                      count: number value=4
                      player: ref noun="player"
                  steps[1]: choose_object
                    object: part_of written="それらのカードの中から" counter="枚"
                      count: number value=2
                      object: ref noun="card" plural=true
                    player: you written=true
                  steps[2]: move verb="put"
                    object: ref plural=true
                    to: zone name="graveyard"
                      owner: player quantifier="that" noun="player"
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
        to_ja=False,
    ),
    Row(
        "at random after control",
        en="Each opponent chooses a permanent they control at random. Destroy it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_object
                    object: objects quantifier="a" random=true random_after=1
                      filter: all_of head=0
                        parts[0]: card_type name="permanent"
                        parts[1]: controlled_by
                          player: ref noun="player"
                    player: player quantifier="each" noun="opponent"
                  steps[1]: destroy
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a chosen player as they",
        en="Choose a player. They return a creature they control to its owner's hand.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_object
                    object: player quantifier="a" noun="player"
                  steps[1]: move verb="return"
                    player: player quantifier="that" noun="player" they=true
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: ref noun="player"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        engine="compiles",
    ),
    Row(
        "the exiled cards",
        en="An opponent chooses one of the exiled cards.",
        ja="対戦相手１人はそれらの追放されているカードのうち１枚を選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: choose_object
                  object: part_of
                    count: number value=1 form="word"
                    object: ref noun="card" plural=true exiled=true
                  player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: choose_object
                  object: part_of written="それらの追放されているカードのうち" counter="枚"
                    count: number value=1
                    object: ref noun="card" plural=true exiled=true
                  player: player quantifier="a" noun="opponent"
        """,
        engine=(
            "cannot compile part_of: a part: arrange reads it in place (some of the cards named "
            "before)"
        ),
    ),
    Row(
        "you may choose a player; they return",
        en="You may choose a player. They return a creature they control to its owner's hand.",
        ja=(
            "あなたはプレイヤー１人を選んでもよい。"
            "そのプレイヤーは自分がコントロールしているクリーチャー１体をオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: choose_object
                      object: player quantifier="a" noun="player"
                  steps[1]: move verb="return"
                    player: player quantifier="that" noun="player" they=true
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: ref noun="player"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: choose_object
                      object: player quantifier="a" noun="player"
                      player: you written=true
                  steps[1]: move verb="return"
                    player: player quantifier="that" noun="player"
                    object: objects quantifier="a" counter="体"
                      filter: all_of
                        parts[0]: controlled_by
                          player: ref noun="player"
                        parts[1]: card_type name="creature"
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
        """,
        engine="compiles",
        to_en=False,
    ),
]
