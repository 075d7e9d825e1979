"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: prevent_damage
    Row(
        "the next time a source of your choice",
        en=(
            "{W}: The next time a red source of your choice would deal damage to you this turn, "
            "prevent that damage."
        ),
        ja=(
            "(白)：このターン、"
            "あなたが選んだ赤の発生源１つが次にあなたに与えるすべてのダメージを軽減する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{W}"
                effect: prevent_damage next_time=true
                  recipient: you
                  source: objects quantifier="a" your_choice=true
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{W}"
                effect: prevent_damage next_time=true
                  recipient: you
                  source: objects quantifier="a" counter="つ" your_choice=true
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "if a source would deal damage, prevent part of that damage",
        en="If a red source would deal damage to you, prevent 2 of that damage.",
        ja="赤の発生源１つがあなたにダメージを与える場合、そのダメージを２点軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage each_time=true
                  amount: number value=2 form="digits"
                  recipient: you
                  source: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage each_time=true
                  amount: number value=2
                  recipient: you
                  source: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
        """,
        engine="compiles",
    ),
    Row(
        "dealt this turn by",
        en="Prevent all combat damage that would be dealt this turn by attacking creatures.",
        ja="このターン、攻撃クリーチャーによって与えられるすべての戦闘ダメージを軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true timed_after="dealt"
                  source: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature" plural=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true by_passive=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: status name="attacking"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "このターンに与えられる",
        en="Prevent all combat damage that would be dealt this turn.",
        ja="このターンに与えられるすべての戦闘ダメージを軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true duration_ni=true
                  duration: duration name="this turn"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "それが与えるすべての戦闘ダメージ",
        en="Prevent all combat damage that would be dealt by target creature this turn.",
        ja="クリーチャー１体を対象とする。このターン、それが与えるすべての戦闘ダメージを軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true
                  source: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true source_first=true
                  source: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a permanent's prevention is static",
        en="Prevent all damage that would be dealt to Card Name.",
        ja="名前に与えられるすべてのダメージを軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: prevent_damage
                  recipient: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: prevent_damage
                  recipient: self_ref short=true
        """,
        engine="compiles",
        type_line="Legendary Creature — Human Rebel",
        ja_type_line="伝説のクリーチャー ― 人間・レベル",
    ),
    Row(
        "prevent all damage a source would deal (en)",
        en="{T}: Prevent all damage a source of your choice would deal to you this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: prevent_damage source_first=true
                  recipient: you
                  source: objects quantifier="a" your_choice=true
                    filter: card_type name="source"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all combat damage a source would deal (en)",
        en="Prevent all combat damage target creature would deal this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true source_first=true
                  source: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all combat (en)",
        en="Prevent all combat damage that would be dealt by target creature this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true
                  source: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "…与えるなら、そのダメージを１点軽減する",
        ja=(
            "対戦相手がコントロールする発生源が、あなたに戦闘ダメージを与えるなら、"
            "そのダメージを１点軽減する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true each_time=true if_written="なら" source_comma=true
                  amount: number value=1
                  recipient: you
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="する"
                        player: player quantifier="a" noun="opponent"
                      parts[1]: card_type name="source"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all, written last",
        ja="このターン、与えられる戦闘ダメージをすべて軽減する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true all_last=true
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all to, written last",
        ja="名前に与えられるダメージをすべて軽減する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: prevent_damage all_last=true
                  recipient: self_ref short=true
        """,
        engine="compiles",
        ja_type_line="クリーチャー",
    ),
    Row(
        "prevent all by a source",
        ja="狼男でないクリーチャーが与える戦闘ダメージをすべて軽減する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: prevent_damage combat=true all_last=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="Werewolf"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        ja_type_line="エンチャント",
    ),
    Row(
        "prevent all from a source",
        ja="このターン、あなたが選んだ発生源１つがあなたに与えるすべてのダメージを軽減する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage source_first=true
                  recipient: you
                  source: objects quantifier="a" counter="つ" your_choice=true
                    filter: card_type name="source"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent except (ja)",
        ja=(
            "このターン、エンチャントされているクリーチャーから受けるものを除き、"
            "戦闘ダメージをすべて軽減する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true all_last=true
                  duration: duration name="this turn"
                  except_source: attached_to relation="enchanted" passive=true
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all damage a source would deal",
        en="Prevent all damage that would be dealt by Card Name this turn.",
        ja="このターン、名前が与えるダメージをすべて軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage
                  source: self_ref short=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage all_last=true
                  source: self_ref short=true
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all combat",
        en="Prevent all combat damage that would be dealt this turn.",
        ja="このターン、与えられるすべての戦闘ダメージを軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all damage a source of your choice would deal",
        en="{T}: Prevent all damage that would be dealt by a source of your choice this turn.",
        ja="(Ｔ)：このターン、あなたが選んだ発生源１つが与えるダメージをすべて軽減する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: prevent_damage
                  source: objects quantifier="a" your_choice=true
                    filter: card_type name="source"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: prevent_damage all_last=true
                  source: objects quantifier="a" counter="つ" your_choice=true
                    filter: card_type name="source"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "prevent except (en)",
        en=(
            "Prevent all combat damage that would be dealt this turn except combat damage that "
            "would be dealt by enchanted creatures and enchantment creatures. Scry 2."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: prevent_damage combat=true
                    duration: duration name="this turn"
                    except_source: object_list conjunction="and"
                      items[0]: attached_to relation="enchanted"
                        filter: card_type name="creature" plural=true
                      items[1]: objects quantifier="all" bare=true
                        filter: all_of
                          parts[0]: card_type name="enchantment"
                          parts[1]: card_type name="creature" plural=true
                  steps[1]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "prevent all combat damage except by a や list, in the other order",
        en=(
            "Prevent all combat damage that would be dealt this turn except combat damage that "
            "would be dealt by enchanted creatures and enchantment creatures."
        ),
        ja=(
            "このターン、"
            "クリーチャー・エンチャントやエンチャントされているクリーチャーから受けるものを除き、"
            "戦闘ダメージをすべて軽減する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true
                  duration: duration name="this turn"
                  except_source: object_list conjunction="and"
                    items[0]: attached_to relation="enchanted"
                      filter: card_type name="creature" plural=true
                    items[1]: objects quantifier="all" bare=true
                      filter: all_of
                        parts[0]: card_type name="enchantment"
                        parts[1]: card_type name="creature" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true all_last=true
                  duration: duration name="this turn"
                  except_source: object_list conjunction="and" joined_ya="plain"
                    items[0]: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="enchantment"
                    items[1]: attached_to relation="enchanted" passive=true
                      filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
