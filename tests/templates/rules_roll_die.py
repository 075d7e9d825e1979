"""Template rows of the rules family (scryc/ast/rules.py): die rolls (CR 706).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: roll_die
    Row(
        "each player rolls a d20, 「各プレイヤーはそれぞれ１個のd20を振る」",
        en="Each player rolls a d20.",
        ja="各プレイヤーはそれぞれ１個のd20を振る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: roll_die sides=20
                  player: player quantifier="each" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: roll_die sides=20
                  player: player quantifier="each" noun="player" respectively=true
        """,
        engine="cannot compile roll_die.player: a die rolled by another player",
    ),
    Row(
        "roll two six-sided dice, 「２個の６面体サイコロを振る」",
        en="Roll two six-sided dice.",
        ja="２個の６面体サイコロを振る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: roll_die sides=6 in_words=true
                  player: you
                  count: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: roll_die sides=6 in_words=true
                  player: you
                  count: number value=2
        """,
        engine="cannot compile roll_die.count: more than one die: no result per die",
    ),
    Row(
        "roll X d6, 「Ｘ個のd6を振る」",
        en="Roll X d6.",
        ja="Ｘ個のd6を振る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: roll_die sides=6
                  player: you
                  count: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: roll_die sides=6
                  player: you
                  count: variable name="X"
        """,
        engine="cannot compile roll_die.count: more than one die: no result per die",
        to_ja=False,
        to_en=False,
    ),
]
