"""Template rows of the players family (scryc/ast/players.py): a zone's owner written bare.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: player
    Row(
        "from an opponent's graveyard, 「対戦相手の墓地にある」 (the owner bare)",
        en="Exile target card from an opponent's graveyard.",
        ja="対戦相手の墓地にあるカード１枚を対象とする。それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent" bare_written=true
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
