"""Template rows of the players family (scryc/ast/players.py): a team (CR 810).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: your_team
    Row(
        "Warriors your team controls, 「あなたのチームがコントロールしている戦士」",
        en="Warriors your team controls have haste.",
        ja="あなたのチームがコントロールしている戦士は速攻を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: subtype name="Warrior" plural=true
                      parts[1]: controlled_by
                        player: your_team
                  abilities[0]: keyword name="haste" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: your_team
                      parts[1]: subtype name="Warrior"
                  abilities[0]: keyword name="haste"
        """,
        engine=(
            "cannot compile your_team: no teams: the engine plays one player against another (CR "
            "810)"
        ),
        to_ja=False,
        to_en=False,
    ),
]
