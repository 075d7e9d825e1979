"""Template rows of the object_actions family (scryc/ast/object_actions.py): keyword actions
on objects (endure, flip, turn face up, forage) and doubling power and toughness.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    Row(
        "endures N",
        en="When this creature enters, it endures 2.",
        ja="このクリーチャーが戦場に出たとき、これは闘魂２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: endure
                  object: ref
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="creature"
                effect: endure
                  object: self_ref pronoun=true
                  amount: number value=2
        """,
        engine="cannot compile endure: no enduring (a choice between counters and a Spirit token)",
        to_ja=False,
        to_en=False,
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
    Row(
        "you may forage",
        en="When Card Name enters, you may forage.",
        ja="名前が戦場に出たとき、あなたは給餌してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you
                  effect: named_action name="forage"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: optional
                  player: you written=true
                  effect: named_action name="forage"
                    player: you written=true
        """,
        engine="cannot compile named_action: no foraging",
    ),
    Row(
        "forage as a cost",
        en="{T}, Forage: Add two mana in any combination of colors.",
        ja="(Ｔ),給餌する：望む色の組み合わせのマナ２点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: named_action name="forage"
                    player: you
                effect: add_mana options=["any color"] combination=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: named_action name="forage"
                    player: you
                effect: add_mana options=["any color"] combination=true wished=true
                  amount: number value=2
        """,
        engine="cannot compile effect_cost: named_action: no cost check",
        to_ja=False,
    ),
    Row(
        "double power until end of turn",
        en="Whenever you attack, double target creature's power until end of turn.",
        ja=(
            "あなたが攻撃するたび、クリーチャー１体を対象とする。ターン終了時まで、"
            "それのパワーを２倍にする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: double_pt stats="power"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: double_pt stats="power"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile double_pt: no doubling power or toughness",
    ),
    Row(
        "double the power and toughness of",
        en="{4}{G}: Double the power and toughness of Card Name until end of turn.",
        ja="(４)(緑)：ターン終了時まで、名前のパワーとタフネスを２倍にする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{G}"
                effect: double_pt stats="power and toughness" of_written=true
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}{G}"
                effect: double_pt stats="power and toughness"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile double_pt: no doubling power or toughness",
        to_en=False,
    ),
    Row(
        "turn face up",
        en="Turn target face-down creature face up.",
        ja="裏向きのクリーチャー１体を対象とする。それを表向きにする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: turn_face_up
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: status name="face-down"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: turn_face_up
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: status name="face-down"
                      parts[1]: card_type name="creature"
        """,
        engine="cannot compile turn_face_up: no face-down objects",
    ),
    Row(
        "enters with counters for each object",
        en="Card Name enters with a +1/+1 counter on it for each creature card in your graveyard.",
        ja=(
            "名前は、"
            "あなたの墓地にあるクリーチャー・カード１枚につき+1/+1カウンター１個が置かれた状態で戦"
            "場に出る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: self_ref short=true
                    amount: number value=1 form="article"
                  objects: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true no_comma=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" comma=true
                    object: self_ref short=true
                    amount: number value=1
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: in_zone preposition="in"
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: card_type name="creature"
                      parts[2]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "for each creature tapped this way",
        en=(
            "Tap all untapped creatures you control. You gain 4 life for each creature tapped this "
            "way."
        ),
        ja=(
            "あなたがコントロールしているアンタップ状態のクリーチャーをすべてタップする。"
            "これによりタップされたクリーチャー１体につき、あなたは４点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: tap
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: status name="untapped"
                        parts[1]: card_type name="creature" plural=true
                        parts[2]: controlled_by
                          player: you
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=4 form="digits"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: affected_this_way event="tapped"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: tap
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: status name="untapped"
                        parts[2]: card_type name="creature"
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=4
                    objects: objects quantifier="each" counter="体"
                      filter: all_of
                        parts[0]: affected_this_way event="tapped"
                        parts[1]: card_type name="creature"
        """,
        engine="cannot compile affected_this_way: no step before that tapped",
        to_ja=False,
    ),
]
