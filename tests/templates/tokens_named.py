"""Template rows of the tokens family (scryc/ast/tokens.py): tokens with a name of their own
(CR 111.4), and copies made several at a time.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: token_spec
    # The name written first in English, joined by 「で」 in Japanese.
    Row(
        "named token, name first",
        en="Create Boo, a legendary 1/1 red Hamster creature token with trample and haste.",
        ja=(
            "《ブー》という名前でトランプルと速攻を持つ赤の1/1の伝説のハムスター・クリーチャー・ト"
            "ークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["red"] types=["legendary", "Hamster", "creature"] named=true name="Boo" name_form="appositive"
                    abilities[0]: keyword name="trample" case="lower"
                    abilities[1]: keyword name="haste" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["red"] types=["legendary", "Hamster", "creature"] named=true name="ブー" name_form="で"
                    abilities[0]: keyword name="trample"
                    abilities[1]: keyword name="haste"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "named token joined by de",
        en=(
            'Create a colorless snow artifact token named Icy Manalith with "{T}: Add one mana of '
            'any color."'
        ),
        ja=(
            "《氷のマナリス》という名前で「(Ｔ)：好きな色１色のマナ１点を加える。"
            "」を持つ無色の氷雪アーティファクト・トークン１つを生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec colors=["colorless"] types=["snow", "artifact"] named=true name="Icy Manalith"
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["any color"]
                        amount: number value=1 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec colors=["colorless"] types=["snow", "artifact"] named=true name="氷のマナリス" name_form="で"
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["any color"]
                        amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "tokens that are copies",
        en="When Card Name dies, create two tokens that are copies of it.",
        ja="名前が死亡したとき、それのコピーであるトークン２体を生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=2 form="word"
                  token: token_spec
                    copy_of: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: create_token counter="体"
                  player: you
                  amount: number value=2
                  token: token_spec
                    copy_of: ref
        """,
        engine="compiles",
    ),
]
