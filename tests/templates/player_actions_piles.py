"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: separate_piles
    Row(
        "an opponent separates those cards into two piles / 「２つの束に分ける」",
        en=(
            "Reveal the top five cards of your library. An opponent separates those cards into two "
            "piles. Put one pile into your hand and the other into your graveyard."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。対戦相手１人は、"
            "それらのカードを２つの束に分ける。一方の束をあなたの手札に加え、"
            "もう一方をあなたの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5 form="word"
                      player: you
                  steps[1]: separate_piles
                    player: player quantifier="a" noun="opponent"
                    object: ref noun="card" plural=true determiner="those"
                  steps[2]: put_piles
                    chosen_to: zone name="hand"
                      owner: you
                    other_to: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: separate_piles
                    player: player quantifier="a" noun="opponent" comma=true
                    object: ref noun="card" plural=true
                  steps[2]: put_piles added=true
                    chosen_to: zone name="hand"
                      owner: you
                    other_to: zone name="graveyard"
                      owner: you
        """,
        engine=(
            "cannot compile separate_piles: the engine has no piles of cards to separate (CR 700.3)"
        ),
        to_ja=False,
    ),
    # kind: put_piles
    Row(
        "「一方の束をあなたの手札に、もう一方を…」",
        ja=(
            "あなたのライブラリーの一番上からカード５枚を公開する。"
            "対戦相手１人はそれらのカードを２つの束に分ける。一方の束をあなたの手札に、"
            "もう一方をあなたの墓地に置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=5
                      player: you
                  steps[1]: separate_piles
                    player: player quantifier="a" noun="opponent"
                    object: ref noun="card" plural=true
                  steps[2]: put_piles
                    chosen_to: zone name="hand"
                      owner: you
                    other_to: zone name="graveyard"
                      owner: you
        """,
        engine=(
            "cannot compile separate_piles: the engine has no piles of cards to separate (CR 700.3)"
        ),
    ),
]
