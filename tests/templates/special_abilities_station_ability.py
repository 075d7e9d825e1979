"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: station_ability
    Row(
        "station symbol with a power/toughness box",
        ja="配備\n8+｜飛行\n(Ｔ)：(◇)を加える。\n4/4",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="station"
              abilities[1]: station_ability threshold=8 size="4/4"
                abilities[0]: keyword_list
                  keywords[0]: keyword name="flying"
                abilities[1]: activated_ability
                  costs[0]: tap_cost
                  effect: add_mana options=["{C}"]
        """,
        engine="cannot compile keyword: station: no rules behaviour",
    ),
    Row(
        "station symbols",
        en=(
            "Station\nSTATION 2+\nWhenever this Spacecraft attacks, you gain 1 life.\nSTATION 8+\n"
            "Flying"
        ),
        ja="配備\n2+｜この宇宙船が攻撃するたび、あなたは１点のライフを得る。\n8+｜飛行",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="station" case="capitalized"
              abilities[1]: station_ability threshold=2
                abilities[0]: triggered_ability word="whenever"
                  trigger: attacks
                    object: self_ref noun="Spacecraft"
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
              abilities[2]: station_ability threshold=8
                abilities[0]: keyword_list
                  keywords[0]: keyword name="flying" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="station"
              abilities[1]: station_ability threshold=2
                abilities[0]: triggered_ability word="whenever"
                  trigger: attacks
                    object: self_ref noun="Spacecraft"
                  effect: gain_life
                    player: you written=true
                    amount: number value=1
              abilities[2]: station_ability threshold=8
                abilities[0]: keyword_list
                  keywords[0]: keyword name="flying"
        """,
        engine="cannot compile keyword: station: no rules behaviour",
    ),
]
