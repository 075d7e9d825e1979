"""Template rows of the objects family (scryc/ast/objects.py): the top card of a graveyard.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: top_of_graveyard
    # "the top card of your graveyard" / 「あなたの墓地の一番上のカード」: the topmost card in the graveyard's order (CR 404.2), not the top of a library.
    Row(
        "top card of graveyard",
        en="{2}: Put the top card of your graveyard on the bottom of your library.",
        ja="(２)：あなたの墓地の一番上のカードをあなたのライブラリーの一番下に置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: move verb="put"
                  object: top_of_graveyard
                    player: you
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: move verb="put"
                  object: top_of_graveyard
                    player: you
                  to: zone name="library" position="bottom"
                    owner: you
        """,
        engine="cannot compile top_of_graveyard: no order of the cards in a graveyard (CR 404.2)",
    ),
    # "the top creature card of your graveyard" / 「…一番上の(にある)クリーチャー・カード(１枚)」: the topmost creature card, whatever lies above it.
    Row(
        "top creature card of graveyard",
        en="Return the top creature card of your graveyard to the battlefield.",
        ja="あなたの墓地の一番上のクリーチャー・カード１枚を戦場に戻す。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
                  to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
                  to: zone name="battlefield"
        """,
        engine="cannot compile top_of_graveyard: no order of the cards in a graveyard (CR 404.2)",
        to_ja=False,
    ),
    Row(
        "top creature card of graveyard with aru",
        en="Exile the top creature card of your graveyard.",
        ja="あなたの墓地の一番上にあるクリーチャー・カードを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: top_of_graveyard
                    player: you
                    card_type: card_type name="creature"
        """,
        engine="cannot compile top_of_graveyard: no order of the cards in a graveyard (CR 404.2)",
        to_ja=False,
    ),
]
