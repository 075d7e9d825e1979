"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: prototype
    # CR 702.160: English prints it first, Japanese last, on a face of its own after 「//」
    Row(
        "prototype",
        en="Prototype {1}{W} — 2/2\nVigilance",
        ja="警戒\n//\n(１)(白)\n試作\n2/2",
        en_ast="""
            card_text lang="en"
              abilities[0]: prototype size="2/2"
                cost: mana_cost symbols="{1}{W}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="vigilance" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: prototype size="2/2"
                cost: mana_cost symbols="{1}{W}"
              abilities[1]: keyword_list
                keywords[0]: keyword name="vigilance"
        """,
        engine="cannot compile prototype: no prototype casting",
    ),
    # kind: reminder_only
    # Leechridden Swamp (../shared/corpus)
    Row(
        "reminder text only",
        en="({T}: Add {B}.)",
        ja="（(Ｔ)：(黒)を加える。）",
        en_ast="""
            card_text lang="en"
              abilities[0]: reminder_only
                reminder[0]: reminder_text text="{T}: Add {B}." sentence=0
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: reminder_only
                reminder[0]: reminder_text text="(Ｔ)：(黒)を加える。" sentence=0
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: replacement_ability
    Row(
        "if you would draw a card, 「あなたがカードを１枚引くなら」",
        en="If you would draw a card, draw two cards instead.",
        ja="あなたがカードを１枚引くなら、代わりにカード２枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: draw
                  player: you written=true
                  amount: number value=1 form="article"
                replacement: draw
                  player: you
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability
                event: draw count_after=true
                  player: you
                  amount: number value=1
                replacement: draw
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: station_ability
    # CR 721.2b: the striation's power/toughness box, which only Japanese prints in the text
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
    # CR 721.2: each symbol holds the lines under it, to the next symbol or the end
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
