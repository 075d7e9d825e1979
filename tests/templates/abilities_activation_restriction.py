"""Template rows of the abilities family (scryc/ast/abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: activation_restriction
    Row(
        "only if and only as a sorcery",
        en="{T}: Draw a card. Activate only if you control an enchantment and only as a sorcery.",
        ja=(
            "(Ｔ)：カード１枚を引く。あなたがエンチャントをコントロールしているときにのみ、"
            "ソーサリーとしてのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery"
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: card_type name="enchantment"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="sorcery"
                  condition: you_control
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="enchantment"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "as a sorcery and only once each turn",
        en="{T}: Draw a card. Activate only as a sorcery and only once each turn.",
        ja="(Ｔ)：カード１枚を引く。ソーサリーとしてのみ、毎ターン１回のみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery and once each turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="sorcery and once each turn"
        """,
        engine="compiles",
    ),
    Row(
        "any player may activate",
        en=(
            "{T}: Draw a card. Any player may activate this ability.\n"
            "{1}: Draw a card. Any player may activate this ability but only as a sorcery."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction any_player=true
              abilities[1]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction timing="sorcery" any_player=true
        """,
        engine="compiles",
    ),
    Row(
        "activated (en)",
        en="{1}{U}, {T}: Scry 2. Activate only if you control a legendary creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: tap_cost
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
                restriction: activation_restriction
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "どのプレイヤーも起動できる",
        ja=(
            "(Ｔ)：カード１枚を引く。この能力はどのプレイヤーも起動できる。\n"
            "(２)：カード１枚を引く。この能力は、どのプレイヤーも起動してよい。\n"
            "(１)：カード１枚を引く。どのプレイヤーも起動できるが、起動はソーサリーとしてのみ行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction any_player=true
              abilities[1]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction any_player=true any_player_written="この能力は、どのプレイヤーも起動してよい"
              abilities[2]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="sorcery" any_player=true any_player_written="どのプレイヤーも起動できる"
        """,
        engine="compiles",
    ),
    Row(
        "counters counted after their kind",
        ja="(Ｔ)：諜報１を行う。名前の上に解錠カウンターが５個以上あるときにのみ起動できる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has" count_after="ある"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5
        """,
        engine="compiles",
    ),
    Row(
        "activate only during your upkeep",
        en="{T}: Draw a card. Activate only during your upkeep.",
        ja="(Ｔ)：カード１枚を引く。あなたのアップキープの間にのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction during="your upkeep"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction during="your upkeep"
        """,
        engine="compiles",
    ),
    Row(
        "activate only during your turn and once",
        en=(
            "{1}: Card Name gets +1/+1 until end of turn. Activate only during your turn and only "
            "once each turn."
        ),
        ja=(
            "(１)：ターン終了時まで、名前は+1/+1の修整を受ける。あなたのターンの間にのみ、"
            "毎ターン１回のみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
                restriction: activation_restriction timing="once each turn" during="your turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: modify_pt power="+1" toughness="+1"
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
                restriction: activation_restriction timing="once each turn" during="your turn"
        """,
        engine="compiles",
    ),
    Row(
        "activate only if it has counters",
        en="{T}: Surveil 1. Activate only if Card Name has five or more unlock counters on it.",
        ja="(Ｔ)：諜報１を行う。名前の上に５個以上の解錠カウンターがあるときにのみ起動できる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction
                  condition: amount_compare op="ge" wording="has"
                    left: counters_on counter="unlock"
                      object: self_ref short=true
                    right: number value=5
        """,
        engine="compiles",
    ),
    Row(
        "start your engines!",
        en=(
            "Start your engines!\n"
            "Sacrifice another creature: Surveil 1. Activate only once each turn."
        ),
        ja=(
            "エンジン始動！\n"
            "これでないクリーチャー１体を生け贄に捧げる：諜報１を行う。毎ターン１回のみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="start your engines!" case="capitalized"
              abilities[1]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true
                      filter: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1 form="digits"
                restriction: activation_restriction timing="once each turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="start your engines!"
              abilities[1]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a" other=true counter="体" other_word="これでない"
                      filter: card_type name="creature"
                effect: surveil
                  player: you
                  amount: number value=1
                restriction: activation_restriction timing="once each turn"
        """,
        engine="cannot compile keyword: start your engines!: no rules behaviour",
    ),
    Row(
        "activate only during your turn, before attackers are declared",
        en="{T}: Draw a card. Activate only during your turn, before attackers are declared.",
        ja=(
            "(Ｔ)：カード１枚を引く。あなたのターンの間で、"
            "攻撃クリーチャーが指定される前にのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1 form="article"
                restriction: activation_restriction during="your turn" window="before attackers are declared"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: draw
                  player: you
                  amount: number value=1
                restriction: activation_restriction during="your turn" window="before attackers are declared"
        """,
        engine="compiles",
    ),
    Row(
        "return to the battlefield attached to a target",
        en=(
            "{3}{W}: Return Card Name from your graveyard to the battlefield attached to target "
            "creature. Activate only as a sorcery."
        ),
        ja=(
            "(３)(白)：クリーチャー１体を対象とする。"
            "あなたの墓地から名前をそのクリーチャーにつけた状態で戦場に戻す。"
            "起動はソーサリーとしてのみ行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{W}"
                effect: move verb="return"
                  object: self_ref short=true
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
                  attached_to: objects quantifier="target"
                    filter: card_type name="creature"
                restriction: activation_restriction timing="sorcery"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}{W}"
                effect: move verb="return"
                  object: self_ref short=true
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
                  attached_to: objects quantifier="target" counter="体" declared="creature"
                    filter: card_type name="creature"
                restriction: activation_restriction timing="sorcery"
        """,
        engine="cannot compile move.attached_to: no entering attached",
        to_ja=False,
    ),
    Row(
        "activate only during your upkeep and only if",
        en=(
            "{4}: Return this card from your graveyard to the battlefield. Activate only during "
            "your upkeep and only if you control three or more artifacts."
        ),
        ja=(
            "(４)：あなたの墓地からこのカードを戦場に戻す。"
            "あなたのアップキープの間であなたが３つ以上のアーティファクトをコントロールしているとき"
            "にのみ起動できる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                effect: move verb="return"
                  object: self_ref noun="card"
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
                restriction: activation_restriction during="your upkeep"
                  condition: you_control
                    objects: objects quantifier="at least"
                      count: number value=3 form="word"
                      filter: card_type name="artifact" plural=true
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                effect: move verb="return"
                  object: self_ref noun="card"
                  to: zone name="battlefield"
                  from_zone: zone name="graveyard"
                    owner: you
                restriction: activation_restriction during="your upkeep"
                  condition: you_control
                    objects: objects quantifier="at least" counter="つ"
                      count: number value=3
                      filter: card_type name="artifact"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "activate no more than twice each turn",
        en=(
            "{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each "
            "turn."
        ),
        ja=(
            "(黒)：ターン終了時まで、このクリーチャーは+1/+0の修整を受ける。"
            "毎ターン２回までしか起動できない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{B}"
                effect: modify_pt power="+1" toughness="+0"
                  object: self_ref noun="creature"
                  duration: duration name="until end of turn"
                restriction: activation_restriction timing="twice each turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{B}"
                effect: modify_pt power="+1" toughness="+0"
                  object: self_ref noun="creature"
                  duration: duration name="until end of turn" first=true
                restriction: activation_restriction timing="twice each turn"
        """,
        engine="cannot compile activation limit: twice each turn",
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    # kind: keyword_list
    Row(
        "jump-start",
        en="Draw two cards.\nJump-start",
        ja="カード２枚を引く。\n再活",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=2 form="word"
              abilities[1]: keyword_list
                keywords[0]: keyword name="jump-start" case="capitalized"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=2
              abilities[1]: keyword_list
                keywords[0]: keyword name="jump-start"
        """,
        engine="compiles",
    ),
    Row(
        "offering with its quality",
        en="Artifact offering",
        ja="献身（アーティファクト）",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="offering" case="capitalized"
                  filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="offering"
                  filter: card_type name="artifact"
        """,
        engine="cannot compile keyword: offering: no rules behaviour",
    ),
]
