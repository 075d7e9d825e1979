"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: surveil
    Row(
        "this Spacecraft",
        en="When this Spacecraft enters, surveil 2.",
        ja="この宇宙船が戦場に出たとき、諜報２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Spacecraft"
                effect: surveil
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Spacecraft"
                effect: surveil
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
]
