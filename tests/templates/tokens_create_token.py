"""Template rows of the tokens family (scryc/ast/tokens.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: create_token
    # "For each opponent, …" and 「対戦相手１人につき、…」 count the same players.
    Row(
        "for each player",
        en="For each opponent, create a Treasure token.",
        ja="対戦相手１人につき、宝物・トークン１つを生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each first=true
                  effect: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec types=["Treasure"]
                  objects: player quantifier="each" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: create_token
                    player: you
                    amount: number value=1
                    token: token_spec types=["Treasure"]
                  objects: player quantifier="each" noun="opponent"
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "for each (ja)",
        ja=(
            "あなたがコントロールしている平地１つにつき、"
            "白の1/1の同盟者・クリーチャー・トークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="1/1" colors=["white"] types=["Ally", "creature"]
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: subtype name="Plains"
        """,
        engine="compiles",
    ),
    Row(
        "for each opponent you have",
        en="Create a Treasure token for each opponent you have.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec types=["Treasure"]
                  objects: player quantifier="each" noun="opponent" you_have=true
        """,
        engine="compiles",
    ),
    Row(
        "token named",
        en="Create a 1/1 blue Faerie creature token named Cloud Sprite.",
        ja=(
            "《雲のスプライト》という名前の青の1/1のフェアリー・クリーチャー・トークン１体を生成す"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["blue"] types=["Faerie", "creature"] named=true name="Cloud Sprite"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["blue"] types=["Faerie", "creature"] named=true name="雲のスプライト"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "and they scry",
        en="You draw three cards, then an opponent creates two Treasure tokens and they scry 2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["then", "and"] connectives=[", then", " and"]
                  steps[0]: draw
                    player: you written=true
                    amount: number value=3 form="word"
                  steps[1]: create_token
                    player: player quantifier="a" noun="opponent"
                    amount: number value=2 form="word"
                    token: token_spec types=["Treasure"]
                  steps[2]: scry
                    player: ref plural=true
                    amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "create, then a token sharing the verb",
        en="Create a Food token and create a 1/1 green Squirrel creature token.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec types=["Food"]
                  steps[1]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="1/1" colors=["green"] types=["Squirrel", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "a token with a list of keywords",
        en=(
            'Create a 1/1 white Bird creature token with flying, vigilance, and "This creature '
            "can't block.\""
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Bird", "creature"]
                    abilities[0]: keyword name="flying" case="lower"
                    abilities[1]: keyword name="vigilance" case="lower"
                    abilities[2]: static_ability
                      effect: restriction rule="can't block"
                        object: self_ref noun="creature"
        """,
        engine="compiles",
    ),
    Row(
        "two-colored token",
        en="Create a 2/2 white and blue Detective creature token.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="2/2" colors=["white", "blue"] types=["Detective", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "token counted with 個",
        ja="破片・トークンＸ個を生成する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="個"
                  player: you
                  amount: variable name="X"
                  token: token_spec types=["Shard"]
        """,
        engine="compiles",
    ),
    Row(
        "a copy token counted with つ",
        ja=(
            "あなたがコントロールしているアーティファクト１つを対象とし、"
            "それのコピーであるトークン１つを生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token counter="つ"
                  player: you
                  amount: number value=1
                  token: token_spec
                    copy_of: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="artifact"
        """,
        engine="compiles",
    ),
    Row(
        "tokens created together, comma",
        ja=(
            "白の1/1の人間・クリーチャー・トークン１体と、"
            "青の1/1のマーフォーク・クリーチャー・トークン１体を生成する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["と、"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="1/1" colors=["white"] types=["Human", "creature"]
                  steps[1]: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="1/1" colors=["blue"] types=["Merfolk", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "a named Role token",
        en="Create a Wicked Role token attached to target creature you control.",
        ja=(
            "あなたがコントロールしているクリーチャー１体を対象とする。"
            "ひねくれ者・役割・トークン１つをそれについた状態で生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec types=["Wicked", "Role"]
                    attached_to: objects quantifier="target"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec types=["Wicked", "Role"]
                    attached_to: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="cannot compile token_spec: unknown token Wicked Role",
    ),
    Row(
        "tapped tokens",
        en="Create two tapped 1/1 white Soldier creature tokens.",
        ja="白の1/1の兵士・クリーチャー・トークン２体をタップ状態で生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=2 form="word"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"] tapped=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=2
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"] tapped=true
        """,
        engine="compiles",
    ),
    Row(
        "a player creates",
        en="Each opponent creates a Treasure token.",
        ja="各対戦相手はそれぞれ宝物・トークン１つを生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: player quantifier="each" noun="opponent"
                  amount: number value=1 form="article"
                  token: token_spec types=["Treasure"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: player quantifier="each" noun="opponent" respectively=true
                  amount: number value=1
                  token: token_spec types=["Treasure"]
        """,
        engine="compiles",
    ),
    Row(
        "tokens sharing create",
        en="Create a Treasure token and a 2/2 blue Bird creature token with flying.",
        ja="宝物・トークン１つと飛行を持つ青の2/2の鳥・クリーチャー・トークン１体を生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec types=["Treasure"]
                  steps[1]: create_token shares_verb=true
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="2/2" colors=["blue"] types=["Bird", "creature"]
                      abilities[0]: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["と"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1
                    token: token_spec types=["Treasure"]
                  steps[1]: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="2/2" colors=["blue"] types=["Bird", "creature"]
                      abilities[0]: keyword name="flying"
        """,
        engine="compiles",
    ),
    Row(
        "token",
        en="Create a 2/2 black Zombie creature token.",
        ja="黒の2/2のゾンビ・クリーチャー・トークン１体を生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "tokens created tapped and attacking",
        en="Create two 1/1 red Warrior creature tokens that are tapped and attacking.",
        ja="赤の1/1の戦士・クリーチャー・トークン２体をタップ状態かつ攻撃している状態で生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=2 form="word"
                  token: token_spec power_toughness="1/1" colors=["red"] types=["Warrior", "creature"] tapped=true attacking=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: create_token
                  player: you
                  amount: number value=2
                  token: token_spec power_toughness="1/1" colors=["red"] types=["Warrior", "creature"] tapped=true attacking=true
        """,
        engine="cannot compile create_token.attacking: a token created attacking",
    ),
    Row(
        "you may create",
        en="At the beginning of your upkeep, you may create a 3/3 green Beast creature token.",
        ja=(
            "あなたのアップキープの開始時に、"
            "あなたは緑の3/3のビースト・クリーチャー・トークン１体を生成してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="3/3" colors=["green"] types=["Beast", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you written=true
                  effect: create_token
                    player: you written=true
                    amount: number value=1
                    token: token_spec power_toughness="3/3" colors=["green"] types=["Beast", "creature"]
        """,
        engine="compiles",
    ),
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
]
