"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: prevent_damage
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
    # kind: redirect_damage
    Row(
        "the next N damage … is dealt to … instead",
        en=(
            "{1}: The next 1 damage that would be dealt to target creature you control this turn "
            "is dealt to you instead."
        ),
        ja=(
            "(１)：あなたがコントロールしているクリーチャー１体を対象とする。このターン、"
            "それに与えられる次のダメージ１点は、代わりにあなたに与えられる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: redirect_damage
                  amount: number value=1 form="digits"
                  recipient: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                  duration: duration name="this turn"
                  to: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: redirect_damage
                  amount: number value=1
                  recipient: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
                  to: you
        """,
        engine="cannot compile redirect_damage: no redirection of damage",
    ),
    Row(
        "all damage … is dealt to … instead",
        en="All damage that would be dealt to you is dealt to enchanted creature instead.",
        ja=(
            "あなたに与えられるすべてのダメージは、"
            "代わりにエンチャントしているクリーチャーに与えられる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: redirect_damage
                  recipient: you
                  to: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: redirect_damage
                  recipient: you
                  to: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        engine="cannot compile redirect_damage: no redirection of damage",
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
    # kind: ring_tempts
    Row(
        "whenever the Ring tempts you",
        en="Whenever the Ring tempts you, scry 3.",
        ja="指輪があなたを誘惑するたび、占術３を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                effect: scry
                  player: you
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: ring_tempts
                  player: you
                effect: scry
                  player: you
                  amount: number value=3
        """,
        engine="cannot compile ring_tempts: no Ring",
    ),
    # kind: suspect
    Row(
        "suspect",
        en="When Card Name enters, suspect up to one other target creature you control.",
        ja=(
            "名前が戦場に出たとき、"
            "あなたがコントロールしていてこれでないクリーチャー最大１体を対象とする。"
            "それに容疑をかける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: suspect
                  object: objects quantifier="up to target" other=true
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: suspect
                  object: objects quantifier="up to target" other=true counter="体" other_word="これでない" declared=""
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile suspect: no suspected creatures",
    ),
    # kind: transform_permanent
    Row(
        "transform",
        en="At the beginning of your upkeep, you may transform Card Name.",
        ja="あなたのアップキープの開始時に、あなたは名前を変身させてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: transform_permanent
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: transform_permanent
                    object: self_ref short=true
        """,
        engine="cannot compile transform_permanent: no double-faced cards",
    ),
    Row(
        "Phyrexian hybrid mana symbol in a cost",
        en="{4}{U/P}: Transform Card Name. Activate only as a sorcery.",
        ja="(４)(青/Φ)：名前を変身させる。起動はソーサリーとしてのみ行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{U/P}"
                effect: transform_permanent
                  object: self_ref short=true
                restriction: activation_restriction timing="sorcery"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{U/P}"
                effect: transform_permanent
                  object: self_ref short=true
                restriction: activation_restriction timing="sorcery"
        """,
        engine="cannot compile transform_permanent: no double-faced cards",
    ),
]
