"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: dies
    Row(
        "nontoken other, words before 他の",
        en="Whenever another nontoken creature you control dies, draw a card.",
        ja=(
            "あなたがコントロールしていてトークンでない他のクリーチャー１体が死亡するたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" other=true
                    filter: all_of head=1
                      parts[0]: negated
                        filter: card_type name="token"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" other=true counter="体" other_word="他の" words_first=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: negated
                        filter: card_type name="token"
                      parts[2]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
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
    Row(
        "a token with decayed",
        en="When Card Name dies, create a 2/2 black Zombie creature token with decayed.",
        ja="名前が死亡したとき、腐乱を持つ黒の2/2のゾンビ・クリーチャー・トークン１体を生成する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
                    abilities[0]: keyword name="decayed" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="2/2" colors=["black"] types=["Zombie", "creature"]
                    abilities[0]: keyword name="decayed"
        """,
        engine="cannot compile keyword: decayed: no rules behaviour",
    ),
    Row(
        "put into a graveyard (ja)",
        ja="名前が戦場から墓地に置かれたとき、占術２を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies put_into_graveyard=true
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "other, comma",
        ja="他の、あなたがコントロールしているクリーチャー１体が死亡するたび、占術１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: objects quantifier="a" other=true counter="体" other_word="他の、"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "kinds, then what describes them (のうち)",
        ja=(
            "アーティファクトやクリーチャーのうちあなたがコントロールしている１つ以上が戦場から墓地"
            "に置かれるたび、諜報１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies put_into_graveyard=true
                  object: objects quantifier="at least" counter="つ" among=true
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "put into a graveyard from the battlefield",
        en=(
            "Whenever an enchantment you control is put into a graveyard from the battlefield, "
            "scry 1."
        ),
        ja=(
            "あなたがコントロールしているエンチャント１つが戦場から墓地に置かれるたび、"
            "占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies put_into_graveyard=true
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="enchantment"
                      parts[1]: controlled_by
                        player: you
                effect: scry
                  player: you
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies put_into_graveyard=true
                  object: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="enchantment"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "nth from the top",
        en="When Card Name dies, you may put it into its owner's library third from the top.",
        ja=(
            "名前が死亡したとき、"
            "あなたはそれをオーナーのライブラリーの一番上から３枚目に置いてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: ref
                    to: zone name="library" position="top" depth=3
                      owner: owner_of
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: ref
                    to: zone name="library" position="top" depth=3
                      owner: owner_of
                        object: ref
        """,
        engine="compiles",
    ),
    Row(
        "if it was a Human / それが人間だった場合",
        en=(
            "Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit "
            "creature token with flying."
        ),
        ja=(
            "装備しているクリーチャーが死亡するたび、それが人間だった場合、"
            "飛行を持つ白の1/1のスピリット・クリーチャー・トークン１体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                condition: object_is past=true
                  object: ref
                  filter: subtype name="Human"
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Spirit", "creature"]
                    abilities[0]: keyword name="flying" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dies
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                condition: object_is past=true da=true
                  object: ref
                  filter: subtype name="Human"
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Spirit", "creature"]
                    abilities[0]: keyword name="flying"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
