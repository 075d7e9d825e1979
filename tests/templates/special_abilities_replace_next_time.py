"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: replace_next_time
    Row(
        "the next time you would draw a card, instead",
        en=(
            "{1}: The next time you would draw a card this turn, create a 2/2 green Bear creature "
            "token instead."
        ),
        ja=(
            "(１)：このターン、次にあなたがカードを引く代わりに、"
            "緑の2/2の熊・クリーチャー・トークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: replace_next_time
                  event: draw
                    player: you written=true
                    amount: number value=1 form="article"
                  replacement: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="2/2" colors=["green"] types=["Bear", "creature"]
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: replace_next_time
                  event: draw count_unwritten=true
                    player: you
                    amount: number value=1
                  replacement: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="2/2" colors=["green"] types=["Bear", "creature"]
                  duration: duration name="this turn"
        """,
        engine=(
            "cannot compile replace_next_time: no replacement effect used up by its first event "
            "(CR 614.5)"
        ),
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
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
    # kind: spree_mode
    Row(
        "spree modes with their costs",
        en=(
            "Spree (Choose one or more additional costs.)\n"
            "+ {2} — Card Name deals 4 damage to target creature.\n+ {2} — Destroy target artifact."
        ),
        ja=(
            "放題（以下から１つ以上の追加コストを選ぶ。）\n"
            "＋(２) ― クリーチャー１体を対象とする。名前はそれに４点のダメージを与える。\n"
            "＋(２) ― アーティファクト１つを対象とする。それを破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="spree" case="capitalized"
                reminder[0]: reminder_text text="Choose one or more additional costs." sentence=1
              abilities[1]: spree_mode
                cost: mana_cost symbols="{2}"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=4 form="digits"
                  recipient: objects quantifier="target"
                    filter: card_type name="creature"
              abilities[2]: spree_mode
                cost: mana_cost symbols="{2}"
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="spree"
                reminder[0]: reminder_text text="以下から１つ以上の追加コストを選ぶ。" sentence=1
              abilities[1]: spree_mode
                cost: mana_cost symbols="{2}"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=4
                  recipient: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
              abilities[2]: spree_mode
                cost: mana_cost symbols="{2}"
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="artifact"
        """,
        engine="cannot compile keyword: spree: no rules behaviour",
        to_ja=False,
        to_en=False,
    ),
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
