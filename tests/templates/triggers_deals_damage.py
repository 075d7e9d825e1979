"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: deals_damage
    # : 「その点数に等しい」 is the other Japanese form of "that much" (beside 「その点数分」).
    Row(
        "that much life, 「その点数に等しい点数」",
        en="Whenever enchanted creature deals damage, you gain that much life.",
        ja=(
            "エンチャントしているクリーチャーがダメージを与えるたび、"
            "あなたはその点数に等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number" unit="点数"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "put a token onto the battlefield (older wording)",
        en=(
            "Whenever equipped creature deals damage, put a 1/1 white Soldier creature token onto "
            "the battlefield."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: create_token put_written=true
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"]
        """,
        engine="compiles",
    ),
    Row(
        "delayed trigger, duration and comma",
        ja=(
            "クリーチャー１体を対象とする。このターン、それはブロックされない。このターン、"
            "そのクリーチャーがダメージを与えるたび、それをオーナーの手札に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: restriction rule="can't be blocked"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="this turn" first=true
                  steps[1]: delayed_trigger word="whenever" duration_comma=true
                    trigger: deals_damage
                      object: ref noun="creature"
                    duration: duration name="this turn"
                    effect: move verb="return"
                      object: ref
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "その上 for a declared target or it",
        ja=(
            "クリーチャー１体を対象とする。その上に+1/+1カウンター１個を置く。\n"
            "名前がプレイヤー１人に戦闘ダメージを与えるたび、"
            "その上から+1/+1カウンター１個を取り除く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: objects quantifier="target" counter="体" declared="上"
                    filter: card_type name="creature"
              abilities[1]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="player"
                effect: remove_counters counter="+1/+1"
                  amount: number value=1
                  object: ref determiner="その"
        """,
        engine="compiles",
    ),
    Row(
        "deals damage, no recipient",
        en="Whenever equipped creature deals combat damage, draw a card.",
        ja="装備しているクリーチャーが戦闘ダメージを与えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage combat=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: dealt_damage
    Row(
        "is dealt damage",
        en="When enchanted creature is dealt damage, destroy it.",
        ja="エンチャントしているクリーチャーにダメージが与えられたとき、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dealt_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: destroy
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dealt_damage
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
                effect: destroy
                  object: ref
        """,
        engine="compiles",
    ),
    Row(
        "is dealt noncombat damage",
        en="Whenever an opponent is dealt noncombat damage, you gain 1 life.",
        ja="対戦相手１人に戦闘ダメージでないダメージが与えられるたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="noncombat"
                  object: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="noncombat"
                  object: player quantifier="a" noun="opponent"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="cannot compile dealt_damage: damage to a player",
    ),
    Row(
        "is dealt damage, Japanese ダメージを受ける",
        en="Whenever Card Name is dealt damage, you gain that much life.",
        ja="名前がダメージを受けるたび、あなたはその点数に等しい点数のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage
                  object: self_ref short=true
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage received=true
                  object: self_ref short=true
                effect: gain_life
                  player: you written=true
                  amount: ref noun="number" unit="点数"
        """,
        engine="compiles",
        to_ja=False,
        type_line="Creature — Human",
        ja_type_line="クリーチャー ― 人間",
    ),
    Row(
        "you're dealt damage",
        en="Whenever you're dealt damage, put that many charge counters on Card Name.",
        ja="あなたにダメージが与えられるたび、名前の上にその点数に等しい数の蓄積カウンターを置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage
                  object: you
                effect: put_counters counter="charge"
                  amount: ref noun="number"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage
                  object: you
                effect: put_counters counter="charge"
                  amount: ref noun="number" unit="点数"
                  object: self_ref short=true
        """,
        engine="cannot compile dealt_damage: damage to a player",
        to_ja=False,
        type_line="Artifact",
        ja_type_line="アーティファクト",
    ),
    Row(
        "is dealt combat damage",
        en="Whenever a creature you control is dealt combat damage, draw a card.",
        ja=(
            "あなたがコントロールしているクリーチャー１体に戦闘ダメージが与えられるたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="combat"
                  object: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: dealt_damage damage="combat"
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: dies
    Row(
        "delayed whenever this turn",
        en="Destroy target creature. Whenever a creature dies this turn, you gain 1 life.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: delayed_trigger word="whenever"
                    trigger: dies
                      object: objects quantifier="a"
                        filter: card_type name="creature"
                    duration: duration name="this turn"
                    effect: gain_life
                      player: you written=true
                      amount: number value=1 form="digits"
        """,
        engine="compiles",
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
        "delayed trigger this turn",
        en=(
            "Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
            "surveil 1."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+1/+0の修整を受ける。"
            "このターンにそのクリーチャーが死亡したとき、諜報１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: delayed_trigger word="when"
                    trigger: dies
                      object: ref noun="creature"
                    duration: duration name="this turn"
                    effect: surveil
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+1" toughness="+0"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: delayed_trigger word="when"
                    trigger: dies
                      object: ref noun="creature"
                    duration: duration name="this turn"
                    effect: surveil
                      player: you
                      amount: number value=1
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
