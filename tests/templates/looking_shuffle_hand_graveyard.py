"""Template rows of the looking family (scryc/ast/looking.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: shuffle_into
    Row(
        "each player shuffles their hand and graveyard / 「自分の手札と墓地を」",
        en=(
            "Each player shuffles their hand and graveyard into their library, then draws seven "
            "cards."
        ),
        ja=(
            "各プレイヤーはそれぞれ、自分の手札と墓地を自分のライブラリーに加えて切り直し、"
            "その後カード７枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: shuffle_into
                    player: player quantifier="each" noun="player"
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: ref noun="player"
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: ref noun="player"
                    to: zone name="library"
                      owner: ref noun="player"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: shuffle_into
                    player: player quantifier="each" noun="player" respectively=true each_comma=true
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: ref noun="player"
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: ref noun="player"
                    to: zone name="library"
                      owner: ref noun="player"
                  steps[1]: draw
                    player: ref elided=true
                    amount: number value=7
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "shuffle your hand and graveyard into your library",
        en="Shuffle your hand and graveyard into your library, then draw seven cards.",
        ja="あなたの手札と墓地をあなたのライブラリーに加えて切り直し、その後カード７枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: shuffle_into
                    player: you
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: you
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: you
                    to: zone name="library"
                      owner: you
                  steps[1]: draw
                    player: you
                    amount: number value=7 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: shuffle_into
                    player: you
                    object: object_list conjunction="and" shared=true
                      items[0]: zone_contents
                        zone: zone name="hand"
                          owner: you
                      items[1]: zone_contents
                        zone: zone name="graveyard"
                          owner: you
                    to: zone name="library"
                      owner: you
                  steps[1]: draw
                    player: you
                    amount: number value=7
        """,
        engine="compiles",
    ),
]
