"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: keyword_action
    Row(
        "detain",
        en="When Card Name enters the battlefield, detain target creature an opponent controls.",
        ja=(
            "名前が戦場に出たとき、対戦相手がコントロールしているクリーチャー１体を対象とし、"
            "それを留置する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: keyword_action name="detain"
                  player: you
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: keyword_action name="detain"
                  player: you
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
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
        "exert as a cost",
        en="{T}, Exert Card Name: Add two mana of any one color.",
        ja="(Ｔ),名前を督励する：好きな色１色のマナ２点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: keyword_action name="exert"
                    player: you
                    object: self_ref short=true
                effect: add_mana options=["any color"]
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: keyword_action name="exert"
                    player: you
                    object: self_ref short=true
                effect: add_mana options=["any color"]
                  amount: number value=2
        """,
        engine="cannot compile effect_cost: keyword_action: no cost check",
    ),
    Row(
        "manifest the top card",
        en="Manifest the top card of your library.",
        ja="あなたのライブラリーの一番上のカードを予示する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: keyword_action name="manifest"
                  player: you
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: keyword_action name="manifest"
                  player: you
                  object: top_of_library
                    count: number value=1
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "its controller manifests",
        en="Exile target creature. Its controller manifests the top card of their library.",
        ja=(
            "クリーチャー１体を対象とする。それを追放する。"
            "それのコントローラーは自分のライブラリーの一番上のカードを予示する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: keyword_action name="manifest"
                    player: controller_of
                      object: ref
                    object: top_of_library
                      count: number value=1
                      player: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: keyword_action name="manifest"
                    player: controller_of
                      object: ref
                    object: top_of_library
                      count: number value=1
                      player: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "connives",
        en="When Card Name enters the battlefield, it connives.",
        ja="名前が戦場に出たとき、これは謀議する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: keyword_action name="connive"
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: keyword_action name="connive"
                  object: self_ref pronoun=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "manifest dread",
        ja="名前が死亡したとき、戦慄予示する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                effect: keyword_action name="manifest dread"
                  player: you
        """,
        engine="cannot compile keyword_action: no manifest dread",
    ),
    Row(
        "airbend",
        ja="名前が戦場に出たとき、これでないクリーチャー１体を対象とする。それに気の技を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: keyword_action name="airbend"
                  player: you
                  object: objects quantifier="target" other=true counter="体" other_word="これでない" declared=""
                    filter: card_type name="creature"
        """,
        engine="cannot compile keyword_action: no airbend",
    ),
    Row(
        "flip it",
        en="Whenever Card Name deals damage to an opponent, flip it.",
        ja="名前が対戦相手１人にダメージを与えるたび、これを反転する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="opponent"
                effect: keyword_action name="flip"
                  player: you
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: deals_damage
                  object: self_ref short=true
                  recipient: player quantifier="a" noun="opponent"
                effect: keyword_action name="flip"
                  player: you
                  object: self_ref pronoun=true
        """,
        engine="cannot compile keyword_action: no flip",
        to_ja=False,
        to_en=False,
    ),
    # kind: mana_spent_amount
    Row(
        "amount of mana spent to cast it",
        en=(
            "Card Name enters with a number of +1/+1 counters on it equal to the amount of mana "
            "spent to cast it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                  object: self_ref short=true
                  amount: mana_spent_amount
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "amount of snow mana spent",
        en="Draw X cards, where X is the amount of {S} spent to cast this spell.",
        ja="カードＸ枚を引く。Ｘはこの呪文を唱えるために支払われた(氷)の点数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: mana_spent_amount mana="{S}"
                      object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: mana_spent_amount mana="{S}"
                      object: self_ref noun="spell"
        """,
        engine="cannot compile mana_spent_amount: the amount of {S} spent",
    ),
    Row(
        "amount of mana spent to cast this spell",
        en="Draw X cards, where X is the amount of mana spent to cast this spell.",
        ja="カードＸ枚を引く。Ｘはこの呪文を唱えるために支払われたマナの点数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: mana_spent_amount
                      object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: mana_spent_amount
                      object: self_ref noun="spell"
        """,
        engine="compiles",
    ),
    # kind: modify_damage
    Row(
        "damage doubled to a permanent or player",
        en=(
            "If a source you control would deal damage to a permanent or player, it deals double "
            "that damage to that permanent or player instead."
        ),
        ja=(
            "あなたがコントロールしている発生源がパーマネントかプレイヤーにダメージを与えるなら、"
            "代わりに、それはそのパーマネントかプレイヤーにその点数の２倍のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage factor=2
                  source: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="source"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player"
                  recipient_again: ref noun="permanent or player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage factor=2 instead_comma=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="source"
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player" bare_written=true
                  recipient_again: ref noun="permanent or player"
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        to_en=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "damage tripled, the recipient left out",
        en=(
            "If a source you control would deal damage to a permanent or player, it deals triple "
            "that damage instead."
        ),
        ja=(
            "あなたがコントロールしている発生源がパーマネントやプレイヤーのうち１つにダメージを与え"
            "るなら、代わりにそれはその３倍の点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage factor=3
                  source: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="source"
                      parts[1]: controlled_by
                        player: you
                  recipient: object_list conjunction="or" quantifier_once="ka"
                    items[0]: objects quantifier="a"
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage factor=3 ja_form="points_after"
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="source"
                  recipient: object_list conjunction="or" quantifier_once="ya_one"
                    items[0]: objects quantifier="a" bare=true
                      filter: card_type name="permanent"
                    items[1]: player quantifier="a" noun="player" bare_written=true
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
    Row(
        "damage plus 1 to a player",
        en=(
            "If a red source would deal noncombat damage to an opponent, it deals that much damage "
            "plus 1 to that player instead."
        ),
        ja=(
            "赤の発生源１つが対戦相手に戦闘ダメージでないダメージを与えるなら、"
            "代わりにそれはそのプレイヤーにその点数に１を足した点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_damage noncombat=true factor=1
                  source: objects quantifier="a"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  recipient: player quantifier="a" noun="opponent"
                  added: number value=1 form="digits"
                  recipient_again: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_damage noncombat=true factor=1
                  source: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: color name="red"
                      parts[1]: card_type name="source"
                  recipient: player quantifier="a" noun="opponent" bare_written=true
                  added: number value=1
                  recipient_again: player quantifier="that" noun="player"
        """,
        engine="cannot compile modify_damage: no change of the amount of damage dealt",
        to_ja=False,
        to_en=False,
        type_line="Enchantment",
        ja_type_line="エンチャント",
    ),
]
