"""Template rows of the histories family (scryc/ast/histories.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: put_this_way
    Row(
        "for each card you put on top of your library",
        en=(
            "Surveil 2. Then for each card you put on top of your library, you draw a card and you "
            "lose 3 life."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[". Then"]
                  steps[0]: surveil
                    player: you
                    amount: number value=2 form="digits"
                  steps[1]: for_each first=true
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: draw
                        player: you written=true
                        amount: number value=1 form="article"
                      steps[1]: lose_life
                        player: you written=true
                        amount: number value=3 form="digits"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: put_this_way
                          player: you
                          to: zone name="library" position="top"
                            owner: you
        """,
        engine="cannot compile for_each: an effect without an amount",
    ),
    Row(
        "for each card you put into your hand this way",
        en="You lose 3 life for each card you put into your hand this way.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: lose_life
                    player: you written=true
                    amount: number value=3 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: put_this_way this_way=true
                        player: you
                        to: zone name="hand"
                          owner: you
        """,
        engine="cannot compile put_this_way: no record of the cards a player put somewhere",
    ),
    Row(
        "一番上に置いた各カードにつきそれぞれ",
        ja=(
            "諜報２を行う。その後、あなたのライブラリーの一番上に置いた各カードにつきそれぞれ、"
            "あなたはカード１枚を引き３点のライフを失う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["。その後、"]
                  steps[0]: surveil
                    player: you
                    amount: number value=2
                  steps[1]: for_each respectively=true
                    effect: sequence joins=["and"] connectives=[""]
                      steps[0]: draw
                        player: you written=true
                        amount: number value=1
                      steps[1]: lose_life
                        player: you
                        amount: number value=3
                    objects: objects quantifier="each"
                      filter: all_of
                        parts[0]: put_this_way
                          player: you
                          to: zone name="library" position="top"
                            owner: you
                        parts[1]: card_type name="card"
        """,
        engine="cannot compile for_each: an effect without an amount",
    ),
    Row(
        "手札に加えたカード１枚につき",
        ja="あなたの手札に加えたカード１枚につき、あなたは１点のライフを得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: put_this_way
                        player: you
                        to: zone name="hand"
                          owner: you
                      parts[1]: card_type name="card"
        """,
        engine="cannot compile put_this_way: no record of the cards a player put somewhere",
    ),
]
