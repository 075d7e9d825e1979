"""Template rows of the rules family (scryc/ast/rules.py): attacking and blocking requirements
and restrictions (CR 508.1c-d, 509.1a-c).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: restriction
    Row(
        "plural attack each combat if able",
        en="Creatures your opponents control attack each combat if able.",
        ja="対戦相手がコントロールしているクリーチャーは、可能なら各戦闘で攻撃する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by opponents=true
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able" comma=true written="可能なら各戦闘で攻撃する"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "can block any number of creatures",
        en="Card Name can block any number of creatures.",
        ja="名前は望む数のクリーチャーをブロックできる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can block any number of creatures"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="can block any number of creatures"
                  object: self_ref short=true
        """,
        engine=(
            "cannot compile restriction: can block any number of creatures: not enforced by the "
            "engine"
        ),
    ),
    Row(
        "attacks you this turn if able",
        en="Target creature an opponent controls attacks you this turn if able.",
        ja=(
            "対戦相手がコントロールしているクリーチャー１体を対象とする。このターン、"
            "それは可能ならばあなたを攻撃する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: restriction rule="attacks if able"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
                  by: you
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: restriction rule="attacks if able" written="可能ならば"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="creature"
                  by: you
                  duration: duration name="this turn" first=true
        """,
        engine="cannot compile restriction: attacks if able: whom it must attack",
        to_ja=False,
    ),
    Row(
        "attack a player each combat if able",
        en="All creatures attack enchanted creature's controller each combat if able.",
        ja=(
            "各戦闘で、"
            "すべてのクリーチャーは可能ならエンチャントしているクリーチャーのコントローラーを攻撃す"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able"
                  object: objects quantifier="all"
                    filter: card_type name="creature" plural=true
                  by: controller_of
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks each combat if able" combat_first=true
                  object: objects quantifier="all"
                    filter: card_type name="creature"
                  by: controller_of
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
        """,
        engine="cannot compile restriction: attacks each combat if able: whom it must attack",
        to_ja=False,
    ),
    Row(
        "attacks or blocks each combat if able",
        en="Card Name attacks or blocks each combat if able.",
        ja="各戦闘で、名前は可能なら攻撃かブロックする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="attacks or blocks each combat if able"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: restriction rule="attacks or blocks each combat if able" combat_first=true
                  object: self_ref short=true
        """,
        engine=(
            "cannot compile restriction: attacks or blocks each combat if able: not enforced by "
            "the engine"
        ),
        to_ja=False,
    ),
]
