"""Template rows of the special abilities family (scryc/ast/special_abilities.py): which kicker
cost was paid; keywords with a quality written before them in Japanese.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    Row(
        "kicked with its kicker",
        en="If this spell was kicked with its {3}{U} kicker, you draw X cards.",
        ja="この呪文が(３)(青)でキッカーされていたなら、あなたはカードＸ枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: kicked_with cost="{3}{U}"
                    object: self_ref noun="spell"
                  effect: draw
                    player: you written=true
                    amount: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: kicked_with cost="{3}{U}"
                    object: self_ref noun="spell"
                  effect: draw
                    player: you written=true
                    amount: variable name="X"
        """,
        engine=(
            "cannot compile kicked_with: which of a card's kicker costs was paid: the engine "
            "records only that a kicker cost was"
        ),
    ),
    Row(
        "kicked with its kicker (the kicker written)",
        ja="名前が戦場に出たとき、これが(赤)のキッカーでキッカーされていた場合、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                condition: kicked_with cost="{R}" kicker_written=true
                  object: self_ref pronoun=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile kicked_with: which of a card's kicker costs was paid: the engine "
            "records only that a kicker cost was"
        ),
    ),
    Row(
        "equip a quality",
        en="Equip Halfling {1}",
        ja="ハーフリングに装備(１)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="equip" case="capitalized"
                  cost: mana_cost symbols="{1}"
                  filter: subtype name="Halfling"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="equip"
                  cost: mana_cost symbols="{1}"
                  filter: subtype name="Halfling"
        """,
        engine="compiles",
        type_line="Artifact — Equipment",
        ja_type_line="アーティファクト ― 装備品",
    ),
    Row(
        "craft with a quality",
        en="Craft with artifact {3}{R}{R}",
        ja="アーティファクトで作製(３)(赤)(赤)",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="craft" case="capitalized"
                  cost: mana_cost symbols="{3}{R}{R}"
                  filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="craft"
                  cost: mana_cost symbols="{3}{R}{R}"
                  filter: card_type name="artifact"
        """,
        engine="cannot compile keyword: craft: a cost limited to some objects",
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    Row(
        "frenzy",
        en="Frenzy 1",
        ja="激情１",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="frenzy" case="capitalized"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="frenzy"
                  amount: number value=1
        """,
        engine="cannot compile keyword: frenzy: no rules behaviour",
        type_line="Creature — Sliver",
        ja_type_line="クリーチャー ― スリヴァー",
    ),
]
